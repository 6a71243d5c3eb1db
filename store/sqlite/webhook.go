package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/listquery"
	"github.com/vigilsec/vigil/store"
	"github.com/vigilsec/vigil/webhook"
)

var _ store.WebhookService = (*DB)(nil)

// SetDeliveryEnqueuer sets how webhook delivery jobs are inserted, inside the transaction that creates the
// delivery rows. Without it no delivery is recorded: scans still complete, and their events are kept; pings and
// redeliveries are store.ErrDeliveriesDisabled.
func (d *DB) SetDeliveryEnqueuer(e Enqueuer) { d.enqueueDelivery = e }

const webhookColumns = "id, org_id, url, events, description, status, disabled_reason, created_at"

func scanWebhook(row interface{ Scan(...any) error }) (*vigil.Webhook, error) {
	var w vigil.Webhook
	var events string
	var reason sql.NullString
	var created int64
	if err := row.Scan(&w.ID, &w.OrgID, &w.URL, &events, &w.Description, &w.Status, &reason, &created); err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(events), &w.Events); err != nil {
		return nil, fmt.Errorf("decode events of %s: %w", w.ID, err)
	}
	if reason.Valid {
		w.DisabledReason = &reason.String
	}
	w.CreatedAt = fromMicros(created)
	return &w, nil
}

// CreateWebhook stores a webhook, refusing more than webhook.MaxEndpointsPerOrganization per organisation.
func (d *DB) CreateWebhook(ctx context.Context, orgID string, in vigil.WebhookCreate) (*vigil.Webhook, error) {
	events, err := json.Marshal(nonNil(in.Events))
	if err != nil {
		return nil, fmt.Errorf("create webhook: %w", err)
	}
	w := &vigil.Webhook{ID: vigil.NewID("whk"), OrgID: orgID, URL: in.URL, Events: nonNil(in.Events),
		Description: in.Description, Status: vigil.WebhookEnabled, CreatedAt: fromMicros(micros(d.now())), Secret: in.Secret}
	err = d.inTx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM webhooks WHERE org_id = ?", orgID).Scan(&n); err != nil {
			return err
		}
		if n >= webhook.MaxEndpointsPerOrganization {
			return vigil.Errorf(vigil.CodeValidation, "An organisation can register at most %d webhooks.", webhook.MaxEndpointsPerOrganization)
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO webhooks (id, org_id, url, events, description, status, secret, created_at)
			VALUES (`+placeholders(8)+`)`, w.ID, orgID, w.URL, string(events), w.Description, string(w.Status), in.Secret, micros(w.CreatedAt))
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("create webhook: %w", err)
	}
	return w, nil
}

// FindWebhook returns one of the organisation's webhooks, or NOT_FOUND.
func (d *DB) FindWebhook(ctx context.Context, orgID, id string) (*vigil.Webhook, error) {
	w, err := findWebhook(ctx, d.db, orgID, id)
	if err != nil {
		return nil, fmt.Errorf("find webhook: %w", err)
	}
	return w, nil
}

// queryer is what *sql.DB and *sql.Tx share.
type queryer interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func findWebhook(ctx context.Context, q queryer, orgID, id string) (*vigil.Webhook, error) {
	w, err := scanWebhook(q.QueryRowContext(ctx, "SELECT "+webhookColumns+" FROM webhooks WHERE id = ? AND org_id = ?", id, orgID))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, vigil.Errorf(vigil.CodeNotFound, "Webhook not found.")
	}
	return w, err
}

// ListWebhooks lists the organisation's webhooks.
func (d *DB) ListWebhooks(ctx context.Context, orgID string, q *listquery.Query) (*store.List[*vigil.Webhook], error) {
	page, err := runList(ctx, d.db, listQuery[*vigil.Webhook]{
		selectFrom: "SELECT " + webhookColumns + " FROM webhooks",
		from:       "webhooks",
		conds:      []string{"org_id = ?"},
		args:       []any{orgID},
		scan:       func(rows *sql.Rows) (*vigil.Webhook, error) { return scanWebhook(rows) },
		key: func(w *vigil.Webhook, name string) any {
			if name == "id" {
				return w.ID
			}
			return micros(w.CreatedAt)
		},
	}, q)
	if err != nil {
		return nil, fmt.Errorf("list webhooks: %w", err)
	}
	return page, nil
}

// stopPendingDeliveries fails the pending deliveries of a webhook being disabled (the second argument), which gets
// nothing more: their jobs find nothing to do, and retention may delete their events.
const stopPendingDeliveries = `UPDATE webhook_deliveries SET status = ?, next_retry_at = NULL,
	error = CASE WHEN error = '' THEN 'the webhook was disabled' ELSE error END
	WHERE webhook_id = ? AND status = ?`

// UpdateWebhook changes a webhook. Enabling it clears its disabled reason and failure history; disabling it fails its
// pending deliveries.
func (d *DB) UpdateWebhook(ctx context.Context, orgID, id string, u vigil.WebhookUpdate) (*vigil.Webhook, error) {
	var w *vigil.Webhook
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		if w, err = findWebhook(ctx, tx, orgID, id); err != nil {
			return err
		}
		sets, args := []string{}, []any{}
		if u.URL != nil {
			sets, args = append(sets, "url = ?"), append(args, *u.URL)
		}
		if u.Events != nil {
			events, err := json.Marshal(u.Events)
			if err != nil {
				return err
			}
			sets, args = append(sets, "events = ?"), append(args, string(events))
		}
		if u.Description != nil {
			sets, args = append(sets, "description = ?"), append(args, *u.Description)
		}
		if u.Status != nil && *u.Status != w.Status {
			sets, args = append(sets, "status = ?"), append(args, string(*u.Status))
			if *u.Status == vigil.WebhookEnabled {
				sets = append(sets, "disabled_reason = NULL", "failing_since = NULL")
			} else {
				sets, args = append(sets, "disabled_reason = ?"), append(args, "disabled by the user")
			}
		}
		if len(sets) == 0 {
			return nil
		}
		if _, err := tx.ExecContext(ctx, "UPDATE webhooks SET "+strings.Join(sets, ", ")+" WHERE id = ?", append(args, id)...); err != nil {
			return err
		}
		if u.Status != nil && *u.Status == vigil.WebhookDisabled && w.Status != vigil.WebhookDisabled {
			if _, err := tx.ExecContext(ctx, stopPendingDeliveries, string(vigil.DeliveryFailed), id, string(vigil.DeliveryPending)); err != nil {
				return err
			}
		}
		w, err = findWebhook(ctx, tx, orgID, id)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("update webhook: %w", err)
	}
	return w, nil
}

// DeleteWebhook removes a webhook with its deliveries. Their queued jobs find nothing to do.
func (d *DB) DeleteWebhook(ctx context.Context, orgID, id string) error {
	res, err := d.db.ExecContext(ctx, "DELETE FROM webhooks WHERE id = ? AND org_id = ?", id, orgID)
	if err != nil {
		return fmt.Errorf("delete webhook: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("delete webhook: %w", err)
	} else if n == 0 {
		return vigil.Errorf(vigil.CodeNotFound, "Webhook not found.")
	}
	return nil
}

// RotateWebhookSecret replaces the secret, keeping the old one with the rotation time.
func (d *DB) RotateWebhookSecret(ctx context.Context, orgID, id, secret string) (*vigil.Webhook, error) {
	var w *vigil.Webhook
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE webhooks SET previous_secret = secret, secret = ?, rotated_at = ?
			WHERE id = ? AND org_id = ?`, secret, micros(d.now()), id, orgID)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return vigil.Errorf(vigil.CodeNotFound, "Webhook not found.")
		}
		w, err = findWebhook(ctx, tx, orgID, id)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("rotate webhook secret: %w", err)
	}
	w.Secret = secret
	return w, nil
}

// PingWebhook records a webhook.ping event and queues its delivery to the webhook.
func (d *DB) PingWebhook(ctx context.Context, orgID, id string) (*vigil.WebhookDelivery, error) {
	var dl *vigil.WebhookDelivery
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		w, err := findWebhook(ctx, tx, orgID, id)
		if err != nil {
			return err
		}
		if w.Status != vigil.WebhookEnabled {
			return vigil.Errorf(vigil.CodeConflict, "The webhook is disabled; enable it first.")
		}
		msgID, err := webhook.NewMessageID()
		if err != nil {
			return err
		}
		now := d.now()
		body, err := webhook.Event{ID: msgID, Type: webhook.EventPing, Timestamp: now, Data: webhook.PingData{WebhookID: w.ID}}.Body()
		if err != nil {
			return err
		}
		if err := insertEvent(ctx, tx, orgID, msgID, webhook.EventPing, body, now); err != nil {
			return err
		}
		dl, err = d.insertDelivery(ctx, tx, w.ID, msgID, webhook.EventPing, now)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("ping webhook: %w", err)
	}
	return dl, nil
}

// RedeliverWebhookDelivery queues a new delivery of the same event to the same webhook.
func (d *DB) RedeliverWebhookDelivery(ctx context.Context, orgID, webhookID, deliveryID string) (*vigil.WebhookDelivery, error) {
	var dl *vigil.WebhookDelivery
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		w, err := findWebhook(ctx, tx, orgID, webhookID)
		if err != nil {
			return err
		}
		var eventID, eventType string
		err = tx.QueryRowContext(ctx, "SELECT event_id, event_type FROM webhook_deliveries WHERE id = ? AND webhook_id = ?",
			deliveryID, webhookID).Scan(&eventID, &eventType)
		if errors.Is(err, sql.ErrNoRows) {
			return vigil.Errorf(vigil.CodeNotFound, "Delivery not found.")
		}
		if err != nil {
			return err
		}
		if w.Status != vigil.WebhookEnabled {
			return vigil.Errorf(vigil.CodeConflict, "The webhook is disabled; enable it first.")
		}
		dl, err = d.insertDelivery(ctx, tx, webhookID, eventID, eventType, d.now())
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("redeliver: %w", err)
	}
	return dl, nil
}

const deliveryColumns = `id, webhook_id, event_id, event_type, status, attempts, status_code, latency_ms, response_excerpt, error,
	next_retry_at, attempt_log, created_at`

func scanDelivery(row interface{ Scan(...any) error }) (*vigil.WebhookDelivery, error) {
	var dl vigil.WebhookDelivery
	var code, latency, next sql.NullInt64
	var log string
	var created int64
	if err := row.Scan(&dl.ID, &dl.WebhookID, &dl.EventID, &dl.EventType, &dl.Status, &dl.Attempts, &code, &latency,
		&dl.ResponseExcerpt, &dl.Error, &next, &log, &created); err != nil {
		return nil, err
	}
	if code.Valid {
		c := int(code.Int64)
		dl.StatusCode = &c
	}
	if latency.Valid {
		dl.LatencyMS = &latency.Int64
	}
	dl.NextRetryAt = fromNullMicros(next)
	dl.CreatedAt = fromMicros(created)
	if err := json.Unmarshal([]byte(log), &dl.AttemptLog); err != nil {
		return nil, fmt.Errorf("decode attempt log of %s: %w", dl.ID, err)
	}
	return &dl, nil
}

// ListWebhookDeliveries lists one of the organisation's webhooks' deliveries.
func (d *DB) ListWebhookDeliveries(ctx context.Context, orgID, webhookID string, q *listquery.Query) (*store.List[*vigil.WebhookDelivery], error) {
	if _, err := d.FindWebhook(ctx, orgID, webhookID); err != nil {
		return nil, err
	}
	page, err := runList(ctx, d.db, listQuery[*vigil.WebhookDelivery]{
		selectFrom: "SELECT " + deliveryColumns + " FROM webhook_deliveries",
		from:       "webhook_deliveries",
		conds:      []string{"webhook_id = ?"},
		args:       []any{webhookID},
		scan:       func(rows *sql.Rows) (*vigil.WebhookDelivery, error) { return scanDelivery(rows) },
		key: func(dl *vigil.WebhookDelivery, name string) any {
			if name == "id" {
				return dl.ID
			}
			return micros(dl.CreatedAt)
		},
	}, q)
	if err != nil {
		return nil, fmt.Errorf("list webhook deliveries: %w", err)
	}
	return page, nil
}

// NextDelivery returns the state of a pending delivery for its next attempt, or nil when there is nothing to do.
func (d *DB) NextDelivery(ctx context.Context, deliveryID string) (*vigil.DeliveryJob, error) {
	var j vigil.DeliveryJob
	var status, whStatus string
	var prev sql.NullString
	var rotated, failing sql.NullInt64
	err := d.db.QueryRowContext(ctx, `SELECT dl.id, dl.webhook_id, dl.status, dl.attempts, w.url, w.status, w.secret,
		w.previous_secret, w.rotated_at, w.failing_since, e.id, e.payload
		FROM webhook_deliveries dl JOIN webhooks w ON w.id = dl.webhook_id JOIN webhook_events e ON e.id = dl.event_id
		WHERE dl.id = ?`, deliveryID).Scan(&j.DeliveryID, &j.WebhookID, &status, &j.Attempts, &j.URL, &whStatus, &j.Secret,
		&prev, &rotated, &failing, &j.EventID, &j.Body)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("next delivery %s: %w", deliveryID, err)
	}
	if status != string(vigil.DeliveryPending) || whStatus != string(vigil.WebhookEnabled) {
		return nil, nil
	}
	j.PreviousSecret = prev.String
	if rotated.Valid {
		j.RotatedAt = fromMicros(rotated.Int64)
	}
	if failing.Valid {
		j.FailingSince = fromMicros(failing.Int64)
	}
	return &j, nil
}

// RecordDeliveryAttempt logs an attempt on the delivery and updates the webhook's failure state.
func (d *DB) RecordDeliveryAttempt(ctx context.Context, deliveryID string, res vigil.DeliveryResult) error {
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		var webhookID, log string
		err := tx.QueryRowContext(ctx, "SELECT webhook_id, attempt_log FROM webhook_deliveries WHERE id = ?", deliveryID).Scan(&webhookID, &log)
		if errors.Is(err, sql.ErrNoRows) {
			return nil // the webhook was deleted meanwhile
		}
		if err != nil {
			return err
		}
		var attempts []vigil.DeliveryAttempt
		if err := json.Unmarshal([]byte(log), &attempts); err != nil {
			return fmt.Errorf("decode attempt log: %w", err)
		}
		attempts = append(attempts, res.Attempt)
		newLog, err := json.Marshal(attempts)
		if err != nil {
			return err
		}
		var code any
		if res.Attempt.StatusCode != 0 {
			code = res.Attempt.StatusCode
		}
		if _, err := tx.ExecContext(ctx, `UPDATE webhook_deliveries SET status = ?, attempts = ?, status_code = ?, latency_ms = ?,
			response_excerpt = ?, error = ?, next_retry_at = ?, attempt_log = ? WHERE id = ?`,
			string(res.Status), len(attempts), code, res.Attempt.LatencyMS, res.Attempt.ResponseExcerpt, res.Attempt.Error,
			nullMicros(res.NextRetryAt), string(newLog), deliveryID); err != nil {
			return err
		}
		if res.Failing {
			_, err = tx.ExecContext(ctx, "UPDATE webhooks SET failing_since = COALESCE(failing_since, ?) WHERE id = ?",
				micros(res.Attempt.At), webhookID)
		} else {
			_, err = tx.ExecContext(ctx, "UPDATE webhooks SET failing_since = NULL WHERE id = ?", webhookID)
		}
		if err != nil {
			return err
		}
		if res.DisabledReason != "" {
			if _, err := tx.ExecContext(ctx, "UPDATE webhooks SET status = ?, disabled_reason = ? WHERE id = ?",
				string(vigil.WebhookDisabled), res.DisabledReason, webhookID); err != nil {
				return err
			}
			_, err = tx.ExecContext(ctx, stopPendingDeliveries, string(vigil.DeliveryFailed), webhookID, string(vigil.DeliveryPending))
		}
		return err
	})
	if err != nil {
		return fmt.Errorf("record delivery attempt %s: %w", deliveryID, err)
	}
	return nil
}

// DeleteWebhookEvents deletes up to limit old events that nothing will send again, with their deliveries (by the
// foreign key's cascade), oldest first.
func (d *DB) DeleteWebhookEvents(ctx context.Context, before time.Time, limit int) (int, error) {
	res, err := d.db.ExecContext(ctx, `DELETE FROM webhook_events WHERE id IN (
		SELECT e.id FROM webhook_events e
		WHERE e.created_at < ? AND NOT EXISTS (
			SELECT 1 FROM webhook_deliveries dl WHERE dl.event_id = e.id AND (dl.status = ? OR dl.created_at >= ?))
		ORDER BY e.created_at, e.id LIMIT ?)`,
		micros(before), string(vigil.DeliveryPending), micros(before), limit)
	if err != nil {
		return 0, fmt.Errorf("delete webhook events: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return 0, fmt.Errorf("delete webhook events: %w", err)
	}
	return int(n), nil
}

// insertEvent stores an event in the outbox.
func insertEvent(ctx context.Context, tx *sql.Tx, orgID, id, typ string, body []byte, now time.Time) error {
	_, err := tx.ExecContext(ctx, "INSERT INTO webhook_events (id, org_id, type, payload, created_at) VALUES (?, ?, ?, ?, ?)",
		id, orgID, typ, body, micros(now))
	if err != nil {
		return fmt.Errorf("insert webhook event: %w", err)
	}
	return nil
}

// insertDelivery stores a pending delivery and inserts its job, in tx.
func (d *DB) insertDelivery(ctx context.Context, tx *sql.Tx, webhookID, eventID, eventType string, now time.Time) (*vigil.WebhookDelivery, error) {
	if d.enqueueDelivery == nil {
		return nil, store.ErrDeliveriesDisabled
	}
	dl := &vigil.WebhookDelivery{ID: vigil.NewID("dlv"), WebhookID: webhookID, EventID: eventID, EventType: eventType,
		Status: vigil.DeliveryPending, CreatedAt: fromMicros(micros(now)), AttemptLog: []vigil.DeliveryAttempt{}}
	if _, err := tx.ExecContext(ctx, `INSERT INTO webhook_deliveries (id, webhook_id, event_id, event_type, status, created_at)
		VALUES (?, ?, ?, ?, ?, ?)`, dl.ID, webhookID, eventID, eventType, string(dl.Status), micros(now)); err != nil {
		return nil, fmt.Errorf("insert delivery: %w", err)
	}
	if err := d.enqueueDelivery(ctx, tx, dl.ID); err != nil {
		return nil, fmt.Errorf("insert delivery: %w", err)
	}
	return dl, nil
}

// recordScanEvent stores the scan.completed or scan.failed event of a scan that just reached its final state, and
// one delivery (with its job) per enabled webhook of the organisation that subscribes to it (none without a delivery
// enqueuer), all in tx: the transaction of the scan's final state, so that no finished scan is ever without its
// event.
func (d *DB) recordScanEvent(ctx context.Context, tx *sql.Tx, scanID string) error {
	s, err := scanScan(tx.QueryRowContext(ctx, "SELECT "+scanColumns+" FROM scans WHERE id = ?", scanID))
	if err != nil {
		return fmt.Errorf("record scan event: %w", err)
	}
	msgID, err := webhook.NewMessageID()
	if err != nil {
		return fmt.Errorf("record scan event: %w", err)
	}
	now := d.now()
	event, err := webhook.ScanEvent(msgID, s, now)
	if err != nil {
		return fmt.Errorf("record scan event: %w", err)
	}
	body, err := event.Body()
	if err != nil {
		return fmt.Errorf("record scan event: %w", err)
	}
	if err := insertEvent(ctx, tx, s.OrgID, msgID, event.Type, body, now); err != nil {
		return err
	}
	if d.enqueueDelivery == nil {
		return nil // this server sends no webhooks: the event is kept, and no delivery is recorded
	}
	rows, err := tx.QueryContext(ctx, "SELECT "+webhookColumns+" FROM webhooks WHERE org_id = ? AND status = ? ORDER BY created_at, id",
		s.OrgID, string(vigil.WebhookEnabled))
	if err != nil {
		return fmt.Errorf("record scan event: %w", err)
	}
	var targets []string
	for rows.Next() {
		w, err := scanWebhook(rows)
		if err != nil {
			rows.Close()
			return fmt.Errorf("record scan event: %w", err)
		}
		if webhook.Subscribes(w.Events, event.Type) {
			targets = append(targets, w.ID)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("record scan event: %w", err)
	}
	for _, id := range targets {
		if _, err := d.insertDelivery(ctx, tx, id, msgID, event.Type, now); err != nil {
			return fmt.Errorf("record scan event: %w", err)
		}
	}
	return nil
}
