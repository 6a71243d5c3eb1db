package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"time"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/plan"
	"github.com/vigilsec/vigil/store"
)

// The states of an idempotency key.
const (
	idempotencyInProgress = "in_progress"
	idempotencyDone       = "done"
)

// SetPlans sets the plans whose scan limits the store enforces.
func (d *DB) SetPlans(plans plan.Set) { d.plans = plans }

// planOf returns the limits of the organisation's plan, and false when none apply.
func (d *DB) planOf(ctx context.Context, tx *sql.Tx, orgID string) (plan.Plan, bool, error) {
	var name string
	if err := tx.QueryRowContext(ctx, "SELECT plan FROM organizations WHERE id = ?", orgID).Scan(&name); err != nil {
		return plan.Plan{}, false, fmt.Errorf("plan of organisation %s: %w", orgID, err)
	}
	p, ok := d.plans.Get(name)
	return p, ok, nil
}

// countScanTx counts a new scan against the organisation's monthly quota, inside the transaction that creates
// it, and refuses it with QUOTA_EXCEEDED when the quota is used up. The conditional upsert makes the check and
// the count one statement.
func (d *DB) countScanTx(ctx context.Context, tx *sql.Tx, orgID string) error {
	p, limited, err := d.planOf(ctx, tx, orgID)
	if err != nil {
		return err
	}
	limit := math.MaxInt32
	if limited {
		limit = p.ScansPerMonth
	}
	now := d.now()
	var n int
	err = tx.QueryRowContext(ctx, `INSERT INTO scan_usage (org_id, month, scans) VALUES (?, ?, 1)
		ON CONFLICT (org_id, month) DO UPDATE SET scans = scans + 1 WHERE scan_usage.scans < ?
		RETURNING scans`, orgID, vigil.MonthKey(now), limit).Scan(&n)
	if errors.Is(err, sql.ErrNoRows) {
		return vigil.QuotaExceeded(limit, now)
	}
	if err != nil {
		return fmt.Errorf("count scan: %w", err)
	}
	return nil
}

// claimScanSlot checks, in StartScan's transaction, that the scan's organisation has a free slot for one more
// running scan, and returns store.ErrNoScanSlot when it has not. A scan that is already running (resumed after
// an interruption) holds its slot already. SQLite transactions take the write lock when they begin, so no other
// start can slip in between the count and the update that follows.
func (d *DB) claimScanSlot(ctx context.Context, tx *sql.Tx, id string) error {
	var orgID, status string
	err := tx.QueryRowContext(ctx, "SELECT org_id, status FROM scans WHERE id = ?", id).Scan(&orgID, &status)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && status != string(vigil.ScanQueued)) {
		return nil
	}
	if err != nil {
		return err
	}
	p, limited, err := d.planOf(ctx, tx, orgID)
	if err != nil || !limited {
		return err
	}
	var running int
	if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM scans WHERE org_id = ? AND status = ?",
		orgID, string(vigil.ScanRunning)).Scan(&running); err != nil {
		return err
	}
	if running >= p.ConcurrentScans {
		return store.ErrNoScanSlot
	}
	return nil
}

// Usage returns the organisation's running scans and the scans it created in the month of now.
func (d *DB) Usage(ctx context.Context, orgID string, now time.Time) (vigil.Usage, error) {
	var u vigil.Usage
	if err := d.db.QueryRowContext(ctx, "SELECT COUNT(*) FROM scans WHERE org_id = ? AND status = ?",
		orgID, string(vigil.ScanRunning)).Scan(&u.RunningScans); err != nil {
		return vigil.Usage{}, fmt.Errorf("usage: %w", err)
	}
	err := d.db.QueryRowContext(ctx, "SELECT scans FROM scan_usage WHERE org_id = ? AND month = ?",
		orgID, vigil.MonthKey(now)).Scan(&u.ScansThisMonth)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return vigil.Usage{}, fmt.Errorf("usage: %w", err)
	}
	return u, nil
}

// BeginIdempotentRequest claims the key for a request, or returns the stored response or why it cannot.
func (d *DB) BeginIdempotentRequest(ctx context.Context, orgID, key string, requestHash []byte, now time.Time) (*store.IdempotentResponse, error) {
	var out *store.IdempotentResponse
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		// Expired keys of the organisation go first; PurgeIdempotencyKeys sweeps those of idle organisations.
		if _, err := tx.ExecContext(ctx, "DELETE FROM idempotency_keys WHERE org_id = ? AND expires_at <= ?", orgID, micros(now)); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO idempotency_keys (org_id, key, request_hash, status, created_at, locked_at, expires_at)
			VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (org_id, key) DO NOTHING`,
			orgID, key, requestHash, idempotencyInProgress, micros(now), micros(now), micros(now.Add(store.IdempotencyTTL)))
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 1 {
			return err
		}
		var (
			rec         store.IdempotencyRecord
			status      string
			lockedAt    int64
			respStatus  sql.NullInt64
			respHeaders sql.NullString
		)
		if err := tx.QueryRowContext(ctx, `SELECT request_hash, status, locked_at, response_status, response_headers, response_body
			FROM idempotency_keys WHERE org_id = ? AND key = ?`, orgID, key).Scan(&rec.RequestHash, &status, &lockedAt,
			&respStatus, &respHeaders, &rec.Response.Body); err != nil {
			return err
		}
		rec.LockedAt = fromMicros(lockedAt)
		rec.Done = status == idempotencyDone && respStatus.Valid
		rec.Response.Status = int(respStatus.Int64)
		if respHeaders.Valid && respHeaders.String != "" {
			if err := json.Unmarshal([]byte(respHeaders.String), &rec.Response.Header); err != nil {
				return fmt.Errorf("decode stored headers: %w", err)
			}
		}
		resp, reclaim, err := rec.Decide(key, requestHash, now)
		if reclaim {
			_, err = tx.ExecContext(ctx, "UPDATE idempotency_keys SET locked_at = ? WHERE org_id = ? AND key = ?", micros(now), orgID, key)
			return err
		}
		out = resp
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("begin idempotent request: %w", err)
	}
	return out, nil
}

// FinishIdempotentRequest stores the response of the request holding the key.
func (d *DB) FinishIdempotentRequest(ctx context.Context, orgID, key string, resp store.IdempotentResponse) error {
	headers, err := json.Marshal(resp.Header)
	if err != nil {
		return fmt.Errorf("finish idempotent request: %w", err)
	}
	body := resp.Body
	if body == nil {
		body = []byte{}
	}
	if _, err := d.db.ExecContext(ctx, `UPDATE idempotency_keys SET status = ?, response_status = ?, response_headers = ?, response_body = ?
		WHERE org_id = ? AND key = ? AND status = ?`, idempotencyDone, resp.Status, string(headers), body, orgID, key, idempotencyInProgress); err != nil {
		return fmt.Errorf("finish idempotent request: %w", err)
	}
	return nil
}

// ReleaseIdempotentRequest forgets a key still in progress.
func (d *DB) ReleaseIdempotentRequest(ctx context.Context, orgID, key string) error {
	if _, err := d.db.ExecContext(ctx, "DELETE FROM idempotency_keys WHERE org_id = ? AND key = ? AND status = ?",
		orgID, key, idempotencyInProgress); err != nil {
		return fmt.Errorf("release idempotent request: %w", err)
	}
	return nil
}

// PurgeIdempotencyKeys deletes the keys expired at now.
func (d *DB) PurgeIdempotencyKeys(ctx context.Context, now time.Time) (int, error) {
	res, err := d.db.ExecContext(ctx, "DELETE FROM idempotency_keys WHERE expires_at <= ?", micros(now))
	if err != nil {
		return 0, fmt.Errorf("purge idempotency keys: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return 0, fmt.Errorf("purge idempotency keys: %w", err)
	}
	return int(n), nil
}
