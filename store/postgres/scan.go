package postgres

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/listquery"
	"github.com/vigilsec/vigil/store"
)

// createScanTx inserts a queued scan of the contract and its job, and makes it the contract's latest scan.
func (d *DB) createScanTx(ctx context.Context, tx pgx.Tx, orgID, contractID string) (*vigil.Scan, error) {
	if d.enqueue == nil {
		return nil, errors.New("create scan: no job queue is configured")
	}
	if err := d.countScanTx(ctx, tx, orgID); err != nil {
		return nil, err
	}
	s := &vigil.Scan{
		ID: vigil.NewID("scn"), OrgID: orgID, ContractID: contractID, Status: vigil.ScanQueued,
		CreatedAt: fromMicros(micros(d.now())), Warnings: []vigil.ScanWarning{},
	}
	summary, err := json.Marshal(s.Summary)
	if err != nil {
		return nil, fmt.Errorf("create scan: %w", err)
	}
	if _, err := tx.Exec(ctx, `INSERT INTO scans (id, org_id, contract_id, status, created_at, summary)
		VALUES ($1, $2, $3, $4, $5, $6)`, s.ID, orgID, contractID, string(s.Status), micros(s.CreatedAt), string(summary)); err != nil {
		return nil, fmt.Errorf("create scan: %w", err)
	}
	if _, err := tx.Exec(ctx, "UPDATE contracts SET latest_scan_id = $1 WHERE id = $2", s.ID, contractID); err != nil {
		return nil, fmt.Errorf("create scan: %w", err)
	}
	if err := d.enqueue(ctx, tx, s.ID); err != nil {
		return nil, fmt.Errorf("create scan: enqueue: %w", err)
	}
	return s, nil
}

// CreateScan queues a new scan of one of the organisation's contracts.
func (d *DB) CreateScan(ctx context.Context, orgID, contractID string) (*vigil.Scan, error) {
	var s *vigil.Scan
	err := d.inTx(ctx, func(tx pgx.Tx) error {
		// Lock the contract row: a delete waits for the scan, and the scan cannot outlive the contract.
		var id string
		err := tx.QueryRow(ctx, "SELECT id FROM contracts WHERE id = $1 AND org_id = $2 FOR UPDATE", contractID, orgID).Scan(&id)
		if missing(err) {
			return vigil.Errorf(vigil.CodeNotFound, "Contract not found.")
		}
		if err != nil {
			return err
		}
		s, err = d.createScanTx(ctx, tx, orgID, contractID)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("create scan: %w", err)
	}
	return s, nil
}

const scanColumns = "id, org_id, contract_id, status, created_at, started_at, completed_at, engine_version, summary, error_code, error_message, warnings"

func scanScan(row pgx.Row) (*vigil.Scan, error) {
	var s vigil.Scan
	var status string
	var created int64
	var started, completed *int64
	var summary, warnings string
	var code, msg *string
	if err := row.Scan(&s.ID, &s.OrgID, &s.ContractID, &status, &created, &started, &completed, &s.EngineVersion,
		&summary, &code, &msg, &warnings); err != nil {
		return nil, err
	}
	s.Status = vigil.ScanStatus(status)
	s.CreatedAt = fromMicros(created)
	s.StartedAt, s.CompletedAt = fromNullMicros(started), fromNullMicros(completed)
	if err := json.Unmarshal([]byte(summary), &s.Summary); err != nil {
		return nil, fmt.Errorf("decode summary of %s: %w", s.ID, err)
	}
	if err := json.Unmarshal([]byte(warnings), &s.Warnings); err != nil {
		return nil, fmt.Errorf("decode warnings of %s: %w", s.ID, err)
	}
	if code != nil {
		s.Error = &vigil.ScanError{Code: *code}
		if msg != nil {
			s.Error.Message = *msg
		}
	}
	return &s, nil
}

// FindScan returns one of the organisation's scans, or NOT_FOUND.
func (d *DB) FindScan(ctx context.Context, orgID, id string) (*vigil.Scan, error) {
	s, err := scanScan(d.pool.QueryRow(ctx, "SELECT "+scanColumns+" FROM scans WHERE id = $1 AND org_id = $2", id, orgID))
	if missing(err) {
		return nil, vigil.Errorf(vigil.CodeNotFound, "Scan not found.")
	}
	if err != nil {
		return nil, fmt.Errorf("find scan: %w", err)
	}
	return s, nil
}

// ListScans lists the organisation's scans.
func (d *DB) ListScans(ctx context.Context, orgID string, q *listquery.Query) (*store.List[*vigil.Scan], error) {
	page, err := runList(ctx, d.pool, scanList(orgID), q)
	if unstorable(err) {
		return nil, vigil.ParamErrorf(vigil.CodeValidation, "contract_id", "The contract_id filter contains a NUL byte or invalid UTF-8.")
	}
	if err != nil {
		return nil, fmt.Errorf("list scans: %w", err)
	}
	return page, nil
}

// CancelScan cancels a queued or running scan; a finished one is CONFLICT.
func (d *DB) CancelScan(ctx context.Context, orgID, id string) (*vigil.Scan, error) {
	s, err := scanScan(d.pool.QueryRow(ctx, `UPDATE scans SET status = $1, completed_at = $2
		WHERE id = $3 AND org_id = $4 AND status IN ($5, $6) RETURNING `+scanColumns,
		string(vigil.ScanCanceled), micros(d.now()), id, orgID, string(vigil.ScanQueued), string(vigil.ScanRunning)))
	if err == nil {
		return s, nil
	}
	if !missing(err) {
		return nil, fmt.Errorf("cancel scan: %w", err)
	}
	// Nothing was canceled: the scan is finished, or not this organisation's.
	s, err = d.FindScan(ctx, orgID, id)
	if err != nil {
		return nil, err
	}
	return nil, vigil.Errorf(vigil.CodeConflict, "The scan is already %s.", s.Status)
}

// StartScan marks the scan running and returns it with its contract's files, or a nil scan when it is finished
// or gone.
func (d *DB) StartScan(ctx context.Context, id string) (*vigil.Scan, []vigil.SourceFile, error) {
	var s *vigil.Scan
	var files []vigil.SourceFile
	err := d.inTx(ctx, func(tx pgx.Tx) error {
		if err := d.claimScanSlot(ctx, tx, id); err != nil {
			return err
		}
		var err error
		s, err = scanScan(tx.QueryRow(ctx, `UPDATE scans SET status = $1, started_at = COALESCE(started_at, $2)
			WHERE id = $3 AND status IN ($4, $5) RETURNING `+scanColumns,
			string(vigil.ScanRunning), micros(d.now()), id, string(vigil.ScanQueued), string(vigil.ScanRunning)))
		if missing(err) {
			s = nil
			return nil
		}
		if err != nil {
			return err
		}
		files, err = sourceFiles(ctx, tx, s.ContractID)
		return err
	})
	if err != nil {
		return nil, nil, fmt.Errorf("start scan %s: %w", id, err)
	}
	return s, files, nil
}

// CompleteScan stores the findings and marks the scan completed, unless it stopped running meanwhile.
func (d *DB) CompleteScan(ctx context.Context, id string, res vigil.ScanResult) error {
	summary, err := json.Marshal(vigil.Summarize(res.Findings))
	if err != nil {
		return fmt.Errorf("complete scan: %w", err)
	}
	warnings, err := json.Marshal(nonNil(res.Warnings))
	if err != nil {
		return fmt.Errorf("complete scan: %w", err)
	}
	err = d.inTx(ctx, func(tx pgx.Tx) error {
		// Lock the contract, then the scan (the order every writer takes them in): a cancel or a delete waits for
		// this transaction or happens before it, and two scans of one contract completing at once agree on the
		// contract's latest completed scan.
		var orgID, contractID, status string
		err := tx.QueryRow(ctx, "SELECT contract_id FROM scans WHERE id = $1", id).Scan(&contractID)
		if err == nil {
			_, err = tx.Exec(ctx, "SELECT 1 FROM contracts WHERE id = $1 FOR UPDATE", contractID)
		}
		if err == nil {
			err = tx.QueryRow(ctx, "SELECT org_id, status FROM scans WHERE id = $1 FOR UPDATE", id).Scan(&orgID, &status)
		}
		if missing(err) || (err == nil && status != string(vigil.ScanRunning)) {
			return nil // deleted or canceled meanwhile: the results are not wanted
		}
		if err != nil {
			return err
		}
		now := micros(d.now())
		batch := &pgx.Batch{}
		for _, f := range res.Findings {
			if err := queueVulnerability(batch, orgID, contractID, id, now, f); err != nil {
				return err
			}
		}
		batch.Queue(`UPDATE scans SET status = $1, completed_at = $2, engine_version = $3, summary = $4, warnings = $5
			WHERE id = $6`, string(vigil.ScanCompleted), now, cleanText(res.EngineVersion), string(summary), string(warnings), id)
		batch.Queue(`UPDATE contracts SET latest_completed_scan_id = (
			SELECT id FROM scans WHERE contract_id = $1 AND status = $2 ORDER BY created_at DESC, id DESC LIMIT 1) WHERE id = $1`,
			contractID, string(vigil.ScanCompleted))
		if err := tx.SendBatch(ctx, batch).Close(); err != nil {
			return err
		}
		return d.recordScanEvent(ctx, tx, id)
	})
	if err != nil {
		return fmt.Errorf("complete scan %s: %w", id, err)
	}
	return nil
}

// queueVulnerability adds to the batch the statements that store one finding, creating the fingerprint's triage
// row the first time it is seen.
func queueVulnerability(batch *pgx.Batch, orgID, contractID, scanID string, now int64, f vigil.Finding) error {
	if f.Fingerprint == "" {
		sum := sha256.Sum256(fmt.Appendf(nil, "%s\x00%s\x00%s\x00%s\x00%s", f.Detector, f.Location.File,
			f.Location.Contract, f.Location.Function, f.Message))
		f.Fingerprint = hex.EncodeToString(sum[:16])
	}
	if f.Related == nil {
		f.Related = []vigil.RelatedLocation{}
	}
	loc, err := json.Marshal(f.Location)
	if err != nil {
		return err
	}
	related, err := json.Marshal(f.Related)
	if err != nil {
		return err
	}
	// json.Marshal writes valid UTF-8 with NUL escaped, so only the plain text fields need cleaning.
	fp := cleanText(f.Fingerprint)
	batch.Queue(`INSERT INTO triage (contract_id, fingerprint, status, comment, first_seen_scan_id)
		VALUES ($1, $2, $3, '', $4) ON CONFLICT (contract_id, fingerprint) DO NOTHING`,
		contractID, fp, string(vigil.VulnOpen), scanID)
	batch.Queue(`INSERT INTO vulnerabilities (id, org_id, scan_id, contract_id, detector, title, severity,
		severity_rank, confidence, confidence_rank, swc, cwe, message, recommendation, location, related, fingerprint,
		suppressed, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
		vigil.NewID("vln"), orgID, scanID, contractID, cleanText(f.Detector), cleanText(f.Title), cleanText(string(f.Severity)),
		f.Severity.Rank(), cleanText(string(f.Confidence)), f.Confidence.Rank(), cleanText(f.SWC), cleanText(f.CWE),
		cleanText(f.Message), cleanText(f.Recommendation), string(loc), string(related), fp,
		f.Suppressed, now)
	return nil
}

// FailScan marks a queued or running scan failed.
func (d *DB) FailScan(ctx context.Context, id string, e vigil.ScanError, warnings []vigil.ScanWarning) error {
	w, err := json.Marshal(nonNil(warnings))
	if err != nil {
		return fmt.Errorf("fail scan: %w", err)
	}
	err = d.inTx(ctx, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `UPDATE scans SET status = $1, completed_at = $2, error_code = $3, error_message = $4, warnings = $5
			WHERE id = $6 AND status IN ($7, $8)`, string(vigil.ScanFailed), micros(d.now()), cleanText(e.Code), cleanText(e.Message),
			string(w), id, string(vigil.ScanQueued), string(vigil.ScanRunning))
		if err != nil || tag.RowsAffected() == 0 {
			return err // an error, or the scan was finished or gone: no event
		}
		return d.recordScanEvent(ctx, tx, id)
	})
	if err != nil {
		return fmt.Errorf("fail scan %s: %w", id, err)
	}
	return nil
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// scanList is the statement of the organisation's scan list.
func scanList(orgID string) listQuery[*vigil.Scan] {
	return listQuery[*vigil.Scan]{
		selectFrom: "SELECT " + scanColumns + " FROM scans",
		from:       "scans",
		conds:      []string{"org_id = $1"},
		args:       []any{orgID},
		scan:       func(rows pgx.Rows) (*vigil.Scan, error) { return scanScan(rows) },
		key: func(s *vigil.Scan, name string) any {
			if name == "id" {
				return s.ID
			}
			return micros(s.CreatedAt)
		},
	}
}
