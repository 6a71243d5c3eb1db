package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/listquery"
	"github.com/vigilsec/vigil/store"
)

// CreateContract stores the contract, its files and, when asked, a queued scan with its job, in one transaction.
func (d *DB) CreateContract(ctx context.Context, in vigil.ContractCreate) (*vigil.Contract, *vigil.Scan, error) {
	c, files, err := store.NewContract(in, fromMicros(micros(d.now())))
	if err != nil {
		return nil, nil, err
	}
	filesJSON, err := json.Marshal(c.Files)
	if err != nil {
		return nil, nil, fmt.Errorf("create contract: %w", err)
	}
	metaJSON, err := json.Marshal(c.Metadata)
	if err != nil {
		return nil, nil, fmt.Errorf("create contract: %w", err)
	}
	var scan *vigil.Scan
	err = d.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO contracts (id, org_id, name, sha256, files, metadata, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, c.ID, c.OrgID, c.Name, c.SHA256, string(filesJSON), string(metaJSON), micros(c.CreatedAt)); err != nil {
			return err
		}
		for _, f := range files {
			content := f.Content
			if content == nil {
				content = []byte{} // an empty file is stored as empty, not NULL
			}
			if _, err := tx.ExecContext(ctx, "INSERT INTO contract_files (contract_id, path, content, dependency) VALUES (?, ?, ?, ?)",
				c.ID, f.Path, content, f.Dependency); err != nil {
				return err
			}
		}
		if in.Scan {
			s, err := d.createScanTx(ctx, tx, c.OrgID, c.ID)
			if err != nil {
				return err
			}
			scan = s
			c.LatestScanID = &s.ID
		}
		return nil
	})
	if err != nil {
		return nil, nil, fmt.Errorf("create contract: %w", err)
	}
	return c, scan, nil
}

const contractColumns = "id, org_id, name, sha256, files, metadata, created_at, latest_scan_id"

func scanContract(row interface{ Scan(...any) error }) (*vigil.Contract, error) {
	var c vigil.Contract
	var files, meta string
	var created int64
	var latest sql.NullString
	if err := row.Scan(&c.ID, &c.OrgID, &c.Name, &c.SHA256, &files, &meta, &created, &latest); err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(files), &c.Files); err != nil {
		return nil, fmt.Errorf("decode files of %s: %w", c.ID, err)
	}
	if err := json.Unmarshal([]byte(meta), &c.Metadata); err != nil {
		return nil, fmt.Errorf("decode metadata of %s: %w", c.ID, err)
	}
	c.CreatedAt = fromMicros(created)
	if latest.Valid {
		c.LatestScanID = &latest.String
	}
	return &c, nil
}

// FindContract returns one of the organisation's contracts, or NOT_FOUND.
func (d *DB) FindContract(ctx context.Context, orgID, id string) (*vigil.Contract, error) {
	c, err := scanContract(d.db.QueryRowContext(ctx, "SELECT "+contractColumns+" FROM contracts WHERE id = ? AND org_id = ?", id, orgID))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, vigil.Errorf(vigil.CodeNotFound, "Contract not found.")
	}
	if err != nil {
		return nil, fmt.Errorf("find contract: %w", err)
	}
	return c, nil
}

// ListContracts lists the organisation's contracts.
func (d *DB) ListContracts(ctx context.Context, orgID string, q *listquery.Query) (*store.List[*vigil.Contract], error) {
	page, err := runList(ctx, d.db, listQuery[*vigil.Contract]{
		selectFrom: "SELECT " + contractColumns + " FROM contracts",
		from:       "contracts",
		conds:      []string{"org_id = ?"},
		args:       []any{orgID},
		scan:       func(rows *sql.Rows) (*vigil.Contract, error) { return scanContract(rows) },
		key: func(c *vigil.Contract, name string) any {
			switch name {
			case "id":
				return c.ID
			case "name":
				return c.Name
			}
			return micros(c.CreatedAt)
		},
	}, q)
	if err != nil {
		return nil, fmt.Errorf("list contracts: %w", err)
	}
	return page, nil
}

// ContractSource returns the contract's files with their text, in path order.
func (d *DB) ContractSource(ctx context.Context, orgID, id string) ([]vigil.SourceFile, error) {
	if _, err := d.FindContract(ctx, orgID, id); err != nil {
		return nil, err
	}
	return d.sourceFiles(ctx, d.db, id)
}

type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

func (d *DB) sourceFiles(ctx context.Context, q querier, contractID string) ([]vigil.SourceFile, error) {
	rows, err := q.QueryContext(ctx, "SELECT path, content, dependency FROM contract_files WHERE contract_id = ? ORDER BY path", contractID)
	if err != nil {
		return nil, fmt.Errorf("contract source: %w", err)
	}
	defer rows.Close()
	files := []vigil.SourceFile{}
	for rows.Next() {
		var f vigil.SourceFile
		if err := rows.Scan(&f.Path, &f.Content, &f.Dependency); err != nil {
			return nil, fmt.Errorf("contract source: %w", err)
		}
		files = append(files, f)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("contract source: %w", err)
	}
	return files, nil
}

// DeleteContract removes the contract; foreign keys remove its files, scans, vulnerabilities and triage.
func (d *DB) DeleteContract(ctx context.Context, orgID, id string) error {
	res, err := d.db.ExecContext(ctx, "DELETE FROM contracts WHERE id = ? AND org_id = ?", id, orgID)
	if err != nil {
		return fmt.Errorf("delete contract: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("delete contract: %w", err)
	} else if n == 0 {
		return vigil.Errorf(vigil.CodeNotFound, "Contract not found.")
	}
	return nil
}
