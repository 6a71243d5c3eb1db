package postgres

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

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

func scanWebhook(row pgx.Row) (*vigil.Webhook, error) {
	var w vigil.Webhook
	var events, status string
	var created int64
	if err := row.Scan(&w.ID, &w.OrgID, &w.URL, &events, &w.Description, &status, &w.DisabledReason, &created); err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(events), &w.Events); err != nil {
		return nil, fmt.Errorf("decode events of %s: %w", w.ID, err)
	}
	w.Status, w.CreatedAt = vigil.WebhookStatus(status), fromMicros(created)
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
	err = d.inTx(ctx, func(tx pgx.Tx) error {
		// Lock the organisation's row (without blocking inserts that reference it), so that two creations cannot
		// both see room for one more webhook.
		var id string
		err := tx.QueryRow(ctx, "SELECT id FROM organizations WHERE id = $1 FOR NO KEY UPDATE", orgID).Scan(&id)
		if missing(err) {
			return vigil.Errorf(vigil.CodeNotFound, "Organisation not found.")
		}
		if err != nil {
			return err
		}
		var n int
		if err := tx.QueryRow(ctx, "SELECT COUNT(*) FROM webhooks WHERE org_id = $1", orgID).Scan(&n); err != nil {
			return err
		}
		if n >= webhook.MaxEndpointsPerOrganization {
			return vigil.Errorf(vigil.CodeValidation, "An organisation can register at most %d webhooks.", webhook.MaxEndpointsPerOrganization)
		}
		_, err = tx.Exec(ctx, `INSERT INTO webhooks (id, org_id, url, events, description, status, secret, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, w.ID, orgID, w.URL, string(events), w.Description, string(w.Status),
			in.Secret, micros(w.CreatedAt))
		if bad := badText(err, "description"); bad != nil {
			return bad
		}
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("create webhook: %w", err)
	}
	return w, nil
}

// FindWebhook returns one of the organisation's webhooks, or NOT_FOUND.
func (d *DB) FindWebhook(ctx context.Context, orgID, id string) (*vigil.Webhook, error) {
	w, err := findWebhook(ctx, d.pool, orgID, id)
	if err != nil {
		return nil, fmt.Errorf("find webhook: %w", err)
	}
	return w, nil
}

func findWebhook(ctx context.Context, q querier, orgID, id string) (*vigil.Webhook, error) {
	w, err := scanWebhook(q.QueryRow(ctx, "SELECT "+webhookColumns+" FROM webhooks WHERE id = $1 AND org_id = $2", id, orgID))
	if missing(err) {
		return nil, vigil.Errorf(vigil.CodeNotFound, "Webhook not found.")
	}
	return w, err
}

// ListWebhooks lists the organisation's webhooks.
func (d *DB) ListWebhooks(ctx context.Context, orgID string, q *listquery.Query) (*store.List[*vigil.Webhook], error) {
	page, err := runList(ctx, d.pool, listQuery[*vigil.Webhook]{
		selectFrom: "SELECT " + webhookColumns + " FROM webhooks",
		from:       "webhooks",
		conds:      []string{"org_id = $1"},
		args:       []any{orgID},
		scan:       func(rows pgx.Rows) (*vigil.Webhook, error) { return scanWebhook(rows) },
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

// stopPendingDeliveries fails the pending deliveries of a webhook being disabled ($2), which gets nothing more: their
// jobs find nothing to do, and retention may delete their events.
const stopPendingDeliveries = `UPDATE webhook_deliveries SET status = $1, next_retry_at = NULL,
	error = CASE WHEN error = '' THEN 'the webhook was disabled' ELSE error END
	WHERE webhook_id = $2 AND status = $3`

// UpdateWebhook changes a webhook. Enabling it clears its disabled reason and failure history; disabling it fails its
// pending deliveries.
func (d *DB) UpdateWebhook(ctx context.Context, orgID, id string, u vigil.WebhookUpdate) (*vigil.Webhook, error) {
	var w *vigil.Webhook
	err := d.inTx(ctx, func(tx pgx.Tx) error {
		var err error
		if w, err = findWebhook(ctx, tx, orgID, id); err != nil {
			return err
		}
		var sets []string
		var args []any
		set := func(col string, v any) {
			args = append(args, v)
			sets = append(sets, col+" = $"+strconv.Itoa(len(args)))
		}
		if u.URL != nil {
			set("url", *u.URL)
		}
		if u.Events != nil {
			events, err := json.Marshal(u.Events)
			if err != nil {
				return err
			}
			set("events", string(events))
		}
		if u.Description != nil {
			set("description", *u.Description)
		}
		if u.Status != nil && *u.Status != w.Status {
			set("status", string(*u.Status))
			if *u.Status == vigil.WebhookEnabled {
				sets = append(sets, "disabled_reason = NULL", "failing_since = NULL")
			} else {
				set("disabled_reason", "disabled by the user")
			}
		}
		if len(sets) == 0 {
			return nil
		}
		args = append(args, id)
		_, err = tx.Exec(ctx, "UPDATE webhooks SET "+strings.Join(sets, ", ")+" WHERE id = $"+strconv.Itoa(len(args)), args...)
		if bad := badText(err, "description"); bad != nil {
			return bad
		}
		if err != nil {
			return err
		}
		if u.Status != nil && *u.Status == vigil.WebhookDisabled && w.Status != vigil.WebhookDisabled {
			if _, err := tx.Exec(ctx, stopPendingDeliveries, string(vigil.DeliveryFailed), id, string(vigil.DeliveryPending)); err != nil {
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
	tag, err := d.pool.Exec(ctx, "DELETE FROM webhooks WHERE id = $1 AND org_id = $2", id, orgID)
	if err != nil && !unstorable(err) {
		return fmt.Errorf("delete webhook: %w", err)
	}
	if err != nil || tag.RowsAffected() == 0 {
		return vigil.Errorf(vigil.CodeNotFound, "Webhook not found.")
	}
	return nil
}

// RotateWebhookSecret replaces the secret, keeping the old one with the rotation time.
func (d *DB) RotateWebhookSecret(ctx context.Context, orgID, id, secret string) (*vigil.Webhook, error) {
	w, err := scanWebhook(d.pool.QueryRow(ctx, `UPDATE webhooks SET previous_secret = secret, secret = $1, rotated_at = $2
		WHERE id = $3 AND org_id = $4 RETURNING `+webhookColumns, secret, micros(d.now()), id, orgID))
	if missing(err) {
		return nil, vigil.Errorf(vigil.CodeNotFound, "Webhook not found.")
	}
	if err != nil {
		return nil, fmt.Errorf("rotate webhook secret: %w", err)
	}
	w.Secret = secret
	return w, nil
}

// PingWebhook records a webhook.ping event and queues its delivery to the webhook.
func (d *DB) PingWebhook(ctx context.Context, orgID, id string) (*vigil.WebhookDelivery, error) {
	var dl *vigil.WebhookDelivery
	err := d.inTx(ctx, func(tx pgx.Tx) error {
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
	err := d.inTx(ctx, func(tx pgx.Tx) error {
		w, err := findWebhook(ctx, tx, orgID, webhookID)
		if err != nil {
			return err
		}
		var eventID, eventType string
		err = tx.QueryRow(ctx, "SELECT event_id, event_type FROM webhook_deliveries WHERE id = $1 AND webhook_id = $2",
			deliveryID, webhookID).Scan(&eventID, &eventType)
		if missing(err) {
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

func scanDelivery(row pgx.Row) (*vigil.WebhookDelivery, error) {
	var dl vigil.WebhookDelivery
	var status, log string
	var code *int32
	var next *int64
	var created int64
	if err := row.Scan(&dl.ID, &dl.WebhookID, &dl.EventID, &dl.EventType, &status, &dl.Attempts, &code, &dl.LatencyMS,
		&dl.ResponseExcerpt, &dl.Error, &next, &log, &created); err != nil {
		return nil, err
	}
	dl.Status = vigil.DeliveryStatus(status)
	if code != nil {
		c := int(*code)
		dl.StatusCode = &c
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
	page, err := runList(ctx, d.pool, listQuery[*vigil.WebhookDelivery]{
		selectFrom: "SELECT " + deliveryColumns + " FROM webhook_deliveries",
		from:       "webhook_deliveries",
		conds:      []string{"webhook_id = $1"},
		args:       []any{webhookID},
		scan:       func(rows pgx.Rows) (*vigil.WebhookDelivery, error) { return scanDelivery(rows) },
		key: func(dl *vigil.WebhookDelivery, name string) any {
			if name == "id" {
				return dl.ID
			}
			return micros(dl.CreatedAt)
		},
	}, q)
	if unstorable(err) {
		return nil, vigil.ParamErrorf(vigil.CodeValidation, "event", "The event filter contains a NUL byte or invalid UTF-8.")
	}
	if err != nil {
		return nil, fmt.Errorf("list webhook deliveries: %w", err)
	}
	return page, nil
}

// NextDelivery returns the state of a pending delivery for its next attempt, or nil when there is nothing to do.
func (d *DB) NextDelivery(ctx context.Context, deliveryID string) (*vigil.DeliveryJob, error) {
	var j vigil.DeliveryJob
	var status, whStatus string
	var prev *string
	var rotated, failing *int64
	err := d.pool.QueryRow(ctx, `SELECT dl.id, dl.webhook_id, dl.status, dl.attempts, w.url, w.status, w.secret,
		w.previous_secret, w.rotated_at, w.failing_since, e.id, e.payload
		FROM webhook_deliveries dl JOIN webhooks w ON w.id = dl.webhook_id JOIN webhook_events e ON e.id = dl.event_id
		WHERE dl.id = $1`, deliveryID).Scan(&j.DeliveryID, &j.WebhookID, &status, &j.Attempts, &j.URL, &whStatus, &j.Secret,
		&prev, &rotated, &failing, &j.EventID, &j.Body)
	if missing(err) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("next delivery %s: %w", deliveryID, err)
	}
	if status != string(vigil.DeliveryPending) || whStatus != string(vigil.WebhookEnabled) {
		return nil, nil
	}
	if prev != nil {
		j.PreviousSecret = *prev
	}
	if rotated != nil {
		j.RotatedAt = fromMicros(*rotated)
	}
	if failing != nil {
		j.FailingSince = fromMicros(*failing)
	}
	return &j, nil
}

// RecordDeliveryAttempt logs an attempt on the delivery and updates the webhook's failure state.
func (d *DB) RecordDeliveryAttempt(ctx context.Context, deliveryID string, res vigil.DeliveryResult) error {
	err := d.inTx(ctx, func(tx pgx.Tx) error {
		// The delivery's row is locked until the end, so two attempts of one delivery append to its log in turn.
		var webhookID, log string
		err := tx.QueryRow(ctx, "SELECT webhook_id, attempt_log FROM webhook_deliveries WHERE id = $1 FOR UPDATE", deliveryID).
			Scan(&webhookID, &log)
		if missing(err) {
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
		var code *int
		if res.Attempt.StatusCode != 0 {
			code = &res.Attempt.StatusCode
		}
		batch := &pgx.Batch{}
		batch.Queue(`UPDATE webhook_deliveries SET status = $1, attempts = $2, status_code = $3, latency_ms = $4,
			response_excerpt = $5, error = $6, next_retry_at = $7, attempt_log = $8 WHERE id = $9`,
			string(res.Status), len(attempts), code, res.Attempt.LatencyMS, cleanText(res.Attempt.ResponseExcerpt),
			cleanText(res.Attempt.Error), nullMicros(res.NextRetryAt), string(newLog), deliveryID)
		if res.Failing {
			batch.Queue("UPDATE webhooks SET failing_since = COALESCE(failing_since, $1) WHERE id = $2", micros(res.Attempt.At), webhookID)
		} else {
			batch.Queue("UPDATE webhooks SET failing_since = NULL WHERE id = $1", webhookID)
		}
		if res.DisabledReason != "" {
			batch.Queue("UPDATE webhooks SET status = $1, disabled_reason = $2 WHERE id = $3",
				string(vigil.WebhookDisabled), cleanText(res.DisabledReason), webhookID)
			batch.Queue(stopPendingDeliveries, string(vigil.DeliveryFailed), webhookID, string(vigil.DeliveryPending))
		}
		return tx.SendBatch(ctx, batch).Close()
	})
	if err != nil {
		return fmt.Errorf("record delivery attempt %s: %w", deliveryID, err)
	}
	return nil
}

// DeleteWebhookEvents deletes up to limit old events that nothing will send again, with their deliveries (by the
// foreign key's cascade), oldest first.
func (d *DB) DeleteWebhookEvents(ctx context.Context, before time.Time, limit int) (int, error) {
	tag, err := d.pool.Exec(ctx, `DELETE FROM webhook_events WHERE id IN (
		SELECT e.id FROM webhook_events e
		WHERE e.created_at < $1 AND NOT EXISTS (
			SELECT 1 FROM webhook_deliveries dl WHERE dl.event_id = e.id AND (dl.status = $2 OR dl.created_at >= $1))
		ORDER BY e.created_at, e.id LIMIT $3)`,
		micros(before), string(vigil.DeliveryPending), limit)
	if err != nil {
		return 0, fmt.Errorf("delete webhook events: %w", err)
	}
	return int(tag.RowsAffected()), nil
}

// insertEvent stores an event in the outbox.
func insertEvent(ctx context.Context, tx pgx.Tx, orgID, id, typ string, body []byte, now time.Time) error {
	_, err := tx.Exec(ctx, "INSERT INTO webhook_events (id, org_id, type, payload, created_at) VALUES ($1, $2, $3, $4, $5)",
		id, orgID, typ, body, micros(now))
	if err != nil {
		return fmt.Errorf("insert webhook event: %w", err)
	}
	return nil
}

// insertDelivery stores a pending delivery and inserts its job, in tx.
func (d *DB) insertDelivery(ctx context.Context, tx pgx.Tx, webhookID, eventID, eventType string, now time.Time) (*vigil.WebhookDelivery, error) {
	if d.enqueueDelivery == nil {
		return nil, store.ErrDeliveriesDisabled
	}
	dl := &vigil.WebhookDelivery{ID: vigil.NewID("dlv"), WebhookID: webhookID, EventID: eventID, EventType: eventType,
		Status: vigil.DeliveryPending, CreatedAt: fromMicros(micros(now)), AttemptLog: []vigil.DeliveryAttempt{}}
	if _, err := tx.Exec(ctx, `INSERT INTO webhook_deliveries (id, webhook_id, event_id, event_type, status, created_at)
		VALUES ($1, $2, $3, $4, $5, $6)`, dl.ID, webhookID, eventID, eventType, string(dl.Status), micros(now)); err != nil {
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
func (d *DB) recordScanEvent(ctx context.Context, tx pgx.Tx, scanID string) error {
	s, err := scanScan(tx.QueryRow(ctx, "SELECT "+scanColumns+" FROM scans WHERE id = $1", scanID))
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
	rows, err := tx.Query(ctx, "SELECT "+webhookColumns+" FROM webhooks WHERE org_id = $1 AND status = $2 ORDER BY created_at, id",
		s.OrgID, string(vigil.WebhookEnabled))
	if err != nil {
		return fmt.Errorf("record scan event: %w", err)
	}
	hooks, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (*vigil.Webhook, error) { return scanWebhook(row) })
	if err != nil {
		return fmt.Errorf("record scan event: %w", err)
	}
	for _, w := range hooks {
		if !webhook.Subscribes(w.Events, event.Type) {
			continue
		}
		if _, err := d.insertDelivery(ctx, tx, w.ID, msgID, event.Type, now); err != nil {
			return fmt.Errorf("record scan event: %w", err)
		}
	}
	return nil
}
