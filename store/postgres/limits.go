package postgres

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"time"

	"github.com/jackc/pgx/v5"

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

// planOf returns the limits of the organisation's plan, and false when none apply. With lock, it also locks the
// organisation's row FOR NO KEY UPDATE, which serialises the scan starts of one organisation without blocking
// the inserts that reference the row.
func (d *DB) planOf(ctx context.Context, tx pgx.Tx, orgID string, lock bool) (plan.Plan, bool, error) {
	query := "SELECT plan FROM organizations WHERE id = $1"
	if lock {
		query += " FOR NO KEY UPDATE"
	}
	var name string
	if err := tx.QueryRow(ctx, query, orgID).Scan(&name); err != nil {
		return plan.Plan{}, false, fmt.Errorf("plan of organisation %s: %w", orgID, err)
	}
	p, ok := d.plans.Get(name)
	return p, ok, nil
}

// countScanTx counts a new scan against the organisation's monthly quota, inside the transaction that creates
// it, and refuses it with QUOTA_EXCEEDED when the quota is used up. The conditional upsert makes the check and
// the count one statement; concurrent creators wait for each other on the counter's row.
func (d *DB) countScanTx(ctx context.Context, tx pgx.Tx, orgID string) error {
	p, limited, err := d.planOf(ctx, tx, orgID, false)
	if err != nil {
		return err
	}
	limit := math.MaxInt32
	if limited {
		limit = p.ScansPerMonth
	}
	now := d.now()
	var n int
	err = tx.QueryRow(ctx, `INSERT INTO scan_usage (org_id, month, scans) VALUES ($1, $2, 1)
		ON CONFLICT (org_id, month) DO UPDATE SET scans = scan_usage.scans + 1 WHERE scan_usage.scans < $3
		RETURNING scans`, orgID, vigil.MonthKey(now), limit).Scan(&n)
	if missing(err) {
		return vigil.QuotaExceeded(limit, now)
	}
	if err != nil {
		return fmt.Errorf("count scan: %w", err)
	}
	return nil
}

// claimScanSlot checks, in StartScan's transaction, that the scan's organisation has a free slot for one more
// running scan, and returns store.ErrNoScanSlot when it has not. A scan that is already running (resumed after
// an interruption) holds its slot already. The organisation's row stays locked until the transaction ends, so
// two workers cannot both count the last free slot.
func (d *DB) claimScanSlot(ctx context.Context, tx pgx.Tx, id string) error {
	var orgID, status string
	err := tx.QueryRow(ctx, "SELECT org_id, status FROM scans WHERE id = $1", id).Scan(&orgID, &status)
	if missing(err) || (err == nil && status != string(vigil.ScanQueued)) {
		return nil
	}
	if err != nil {
		return err
	}
	p, limited, err := d.planOf(ctx, tx, orgID, true)
	if err != nil || !limited {
		return err
	}
	var running int
	if err := tx.QueryRow(ctx, "SELECT COUNT(*) FROM scans WHERE org_id = $1 AND status = $2",
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
	err := d.pool.QueryRow(ctx, `SELECT
		(SELECT COUNT(*) FROM scans WHERE org_id = $1 AND status = $2),
		COALESCE((SELECT scans FROM scan_usage WHERE org_id = $1 AND month = $3), 0)`,
		orgID, string(vigil.ScanRunning), vigil.MonthKey(now)).Scan(&u.RunningScans, &u.ScansThisMonth)
	if err != nil {
		return vigil.Usage{}, fmt.Errorf("usage: %w", err)
	}
	return u, nil
}

// BeginIdempotentRequest claims the key for a request, or returns the stored response or why it cannot.
func (d *DB) BeginIdempotentRequest(ctx context.Context, orgID, key string, requestHash []byte, now time.Time) (*store.IdempotentResponse, error) {
	var out *store.IdempotentResponse
	err := d.inTx(ctx, func(tx pgx.Tx) error {
		// Expired keys of the organisation go first; PurgeIdempotencyKeys sweeps those of idle organisations.
		if _, err := tx.Exec(ctx, "DELETE FROM idempotency_keys WHERE org_id = $1 AND expires_at <= $2", orgID, micros(now)); err != nil {
			return err
		}
		tag, err := tx.Exec(ctx, `INSERT INTO idempotency_keys (org_id, key, request_hash, status, created_at, locked_at, expires_at)
			VALUES ($1, $2, $3, $4, $5, $5, $6) ON CONFLICT (org_id, key) DO NOTHING`,
			orgID, key, requestHash, idempotencyInProgress, micros(now), micros(now.Add(store.IdempotencyTTL)))
		if err != nil {
			if bad := badText(err, "Idempotency-Key"); bad != nil {
				return bad
			}
			return err
		}
		if tag.RowsAffected() == 1 {
			return nil
		}
		var (
			rec         store.IdempotencyRecord
			status      string
			lockedAt    int64
			respStatus  *int64
			respHeaders *string
		)
		if err := tx.QueryRow(ctx, `SELECT request_hash, status, locked_at, response_status, response_headers, response_body
			FROM idempotency_keys WHERE org_id = $1 AND key = $2 FOR UPDATE`, orgID, key).Scan(&rec.RequestHash, &status, &lockedAt,
			&respStatus, &respHeaders, &rec.Response.Body); err != nil {
			return err
		}
		rec.LockedAt = fromMicros(lockedAt)
		rec.Done = status == idempotencyDone && respStatus != nil
		if respStatus != nil {
			rec.Response.Status = int(*respStatus)
		}
		if respHeaders != nil && *respHeaders != "" {
			if err := json.Unmarshal([]byte(*respHeaders), &rec.Response.Header); err != nil {
				return fmt.Errorf("decode stored headers: %w", err)
			}
		}
		resp, reclaim, err := rec.Decide(key, requestHash, now)
		if reclaim {
			_, err = tx.Exec(ctx, "UPDATE idempotency_keys SET locked_at = $1 WHERE org_id = $2 AND key = $3", micros(now), orgID, key)
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
	if _, err := d.pool.Exec(ctx, `UPDATE idempotency_keys SET status = $1, response_status = $2, response_headers = $3, response_body = $4
		WHERE org_id = $5 AND key = $6 AND status = $7`, idempotencyDone, resp.Status, string(headers), body, orgID, key, idempotencyInProgress); err != nil {
		return fmt.Errorf("finish idempotent request: %w", err)
	}
	return nil
}

// ReleaseIdempotentRequest forgets a key still in progress.
func (d *DB) ReleaseIdempotentRequest(ctx context.Context, orgID, key string) error {
	if _, err := d.pool.Exec(ctx, "DELETE FROM idempotency_keys WHERE org_id = $1 AND key = $2 AND status = $3",
		orgID, key, idempotencyInProgress); err != nil {
		return fmt.Errorf("release idempotent request: %w", err)
	}
	return nil
}

// PurgeIdempotencyKeys deletes the keys expired at now.
func (d *DB) PurgeIdempotencyKeys(ctx context.Context, now time.Time) (int, error) {
	tag, err := d.pool.Exec(ctx, "DELETE FROM idempotency_keys WHERE expires_at <= $1", micros(now))
	if err != nil {
		return 0, fmt.Errorf("purge idempotency keys: %w", err)
	}
	return int(tag.RowsAffected()), nil
}
