package sqlite

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/listquery"
	"github.com/vigilsec/vigil/store"
)

// createScanTx inserts a queued scan of the contract and its job, and makes it the contract's latest scan.
func (d *DB) createScanTx(ctx context.Context, tx *sql.Tx, orgID, contractID string) (*vigil.Scan, error) {
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
	if _, err := tx.ExecContext(ctx, `INSERT INTO scans (id, org_id, contract_id, status, created_at, summary)
		VALUES (?, ?, ?, ?, ?, ?)`, s.ID, orgID, contractID, string(s.Status), micros(s.CreatedAt), string(summary)); err != nil {
		return nil, fmt.Errorf("create scan: %w", err)
	}
	if _, err := tx.ExecContext(ctx, "UPDATE contracts SET latest_scan_id = ? WHERE id = ?", s.ID, contractID); err != nil {
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
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, "SELECT COUNT(*) FROM contracts WHERE id = ? AND org_id = ?", contractID, orgID).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			return vigil.Errorf(vigil.CodeNotFound, "Contract not found.")
		}
		var err error
		s, err = d.createScanTx(ctx, tx, orgID, contractID)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("create scan: %w", err)
	}
	return s, nil
}

const scanColumns = "id, org_id, contract_id, status, created_at, started_at, completed_at, engine_version, summary, error_code, error_message, warnings"

func scanScan(row interface{ Scan(...any) error }) (*vigil.Scan, error) {
	var s vigil.Scan
	var created int64
	var started, completed sql.NullInt64
	var summary, warnings string
	var code, msg sql.NullString
	if err := row.Scan(&s.ID, &s.OrgID, &s.ContractID, &s.Status, &created, &started, &completed, &s.EngineVersion,
		&summary, &code, &msg, &warnings); err != nil {
		return nil, err
	}
	s.CreatedAt = fromMicros(created)
	s.StartedAt, s.CompletedAt = fromNullMicros(started), fromNullMicros(completed)
	if err := json.Unmarshal([]byte(summary), &s.Summary); err != nil {
		return nil, fmt.Errorf("decode summary of %s: %w", s.ID, err)
	}
	if err := json.Unmarshal([]byte(warnings), &s.Warnings); err != nil {
		return nil, fmt.Errorf("decode warnings of %s: %w", s.ID, err)
	}
	if code.Valid {
		s.Error = &vigil.ScanError{Code: code.String, Message: msg.String}
	}
	return &s, nil
}

// FindScan returns one of the organisation's scans, or NOT_FOUND.
func (d *DB) FindScan(ctx context.Context, orgID, id string) (*vigil.Scan, error) {
	s, err := scanScan(d.db.QueryRowContext(ctx, "SELECT "+scanColumns+" FROM scans WHERE id = ? AND org_id = ?", id, orgID))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, vigil.Errorf(vigil.CodeNotFound, "Scan not found.")
	}
	if err != nil {
		return nil, fmt.Errorf("find scan: %w", err)
	}
	return s, nil
}

// ListScans lists the organisation's scans.
func (d *DB) ListScans(ctx context.Context, orgID string, q *listquery.Query) (*store.List[*vigil.Scan], error) {
	page, err := runList(ctx, d.db, listQuery[*vigil.Scan]{
		selectFrom: "SELECT " + scanColumns + " FROM scans",
		from:       "scans",
		conds:      []string{"org_id = ?"},
		args:       []any{orgID},
		scan:       func(rows *sql.Rows) (*vigil.Scan, error) { return scanScan(rows) },
		key: func(s *vigil.Scan, name string) any {
			if name == "id" {
				return s.ID
			}
			return micros(s.CreatedAt)
		},
	}, q)
	if err != nil {
		return nil, fmt.Errorf("list scans: %w", err)
	}
	return page, nil
}

// CancelScan cancels a queued or running scan; a finished one is CONFLICT.
func (d *DB) CancelScan(ctx context.Context, orgID, id string) (*vigil.Scan, error) {
	res, err := d.db.ExecContext(ctx, `UPDATE scans SET status = ?, completed_at = ?
		WHERE id = ? AND org_id = ? AND status IN (?, ?)`,
		string(vigil.ScanCanceled), micros(d.now()), id, orgID, string(vigil.ScanQueued), string(vigil.ScanRunning))
	if err != nil {
		return nil, fmt.Errorf("cancel scan: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return nil, fmt.Errorf("cancel scan: %w", err)
	}
	s, err := d.FindScan(ctx, orgID, id)
	if err != nil {
		return nil, err
	}
	if n == 0 {
		return nil, vigil.Errorf(vigil.CodeConflict, "The scan is already %s.", s.Status)
	}
	return s, nil
}

// StartScan marks the scan running and returns it with its contract's files, or a nil scan when it is finished
// or gone.
func (d *DB) StartScan(ctx context.Context, id string) (*vigil.Scan, []vigil.SourceFile, error) {
	var s *vigil.Scan
	var files []vigil.SourceFile
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		if err := d.claimScanSlot(ctx, tx, id); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `UPDATE scans SET status = ?, started_at = COALESCE(started_at, ?)
			WHERE id = ? AND status IN (?, ?)`,
			string(vigil.ScanRunning), micros(d.now()), id, string(vigil.ScanQueued), string(vigil.ScanRunning))
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return err
		}
		s, err = scanScan(tx.QueryRowContext(ctx, "SELECT "+scanColumns+" FROM scans WHERE id = ?", id))
		if err != nil {
			return err
		}
		files, err = d.sourceFiles(ctx, tx, s.ContractID)
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
	err = d.inTx(ctx, func(tx *sql.Tx) error {
		var orgID, contractID, status string
		err := tx.QueryRowContext(ctx, "SELECT org_id, contract_id, status FROM scans WHERE id = ?", id).Scan(&orgID, &contractID, &status)
		if errors.Is(err, sql.ErrNoRows) || (err == nil && status != string(vigil.ScanRunning)) {
			return nil // deleted or canceled meanwhile: the results are not wanted
		}
		if err != nil {
			return err
		}
		now := micros(d.now())
		for _, f := range res.Findings {
			if err := insertVulnerability(ctx, tx, orgID, contractID, id, now, f); err != nil {
				return err
			}
		}
		if _, err := tx.ExecContext(ctx, `UPDATE scans SET status = ?, completed_at = ?, engine_version = ?, summary = ?, warnings = ?
			WHERE id = ?`, string(vigil.ScanCompleted), now, res.EngineVersion, string(summary), string(warnings), id); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE contracts SET latest_completed_scan_id = (
			SELECT id FROM scans WHERE contract_id = ? AND status = ? ORDER BY created_at DESC, id DESC LIMIT 1) WHERE id = ?`,
			contractID, string(vigil.ScanCompleted), contractID)
		if err != nil {
			return err
		}
		return d.recordScanEvent(ctx, tx, id)
	})
	if err != nil {
		return fmt.Errorf("complete scan %s: %w", id, err)
	}
	return nil
}

// insertVulnerability stores one finding, creating the fingerprint's triage row the first time it is seen.
func insertVulnerability(ctx context.Context, tx *sql.Tx, orgID, contractID, scanID string, now int64, f vigil.Finding) error {
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
	if _, err := tx.ExecContext(ctx, `INSERT INTO triage (contract_id, fingerprint, status, comment, first_seen_scan_id)
		VALUES (?, ?, ?, '', ?) ON CONFLICT (contract_id, fingerprint) DO NOTHING`,
		contractID, f.Fingerprint, string(vigil.VulnOpen), scanID); err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO vulnerabilities (id, org_id, scan_id, contract_id, detector, title, severity,
		severity_rank, confidence, confidence_rank, swc, cwe, message, recommendation, location, related, fingerprint,
		suppressed, created_at) VALUES (`+placeholders(19)+`)`,
		vigil.NewID("vln"), orgID, scanID, contractID, f.Detector, f.Title, string(f.Severity), f.Severity.Rank(),
		string(f.Confidence), f.Confidence.Rank(), f.SWC, f.CWE, f.Message, f.Recommendation, string(loc),
		string(related), f.Fingerprint, f.Suppressed, now)
	return err
}

// FailScan marks a queued or running scan failed.
func (d *DB) FailScan(ctx context.Context, id string, e vigil.ScanError, warnings []vigil.ScanWarning) error {
	w, err := json.Marshal(nonNil(warnings))
	if err != nil {
		return fmt.Errorf("fail scan: %w", err)
	}
	err = d.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE scans SET status = ?, completed_at = ?, error_code = ?, error_message = ?, warnings = ?
		WHERE id = ? AND status IN (?, ?)`, string(vigil.ScanFailed), micros(d.now()), e.Code, e.Message, string(w), id,
			string(vigil.ScanQueued), string(vigil.ScanRunning))
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return err
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
