package sqlite_test

import (
	"context"
	"database/sql"
	"path/filepath"
	"slices"
	"testing"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/store"
	"github.com/vigilsec/vigil/store/sqlite"
	"github.com/vigilsec/vigil/store/storetest"
)

// open returns a migrated store in a temp dir.
func open(t *testing.T) *sqlite.DB {
	t.Helper()
	db, err := sqlite.Open(filepath.Join(t.TempDir(), "vigil.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if _, err := db.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	return db
}

func TestConformance(t *testing.T) {
	t.Parallel()
	storetest.Run(t, func(t *testing.T, jobs *storetest.Jobs) store.Store {
		db := open(t)
		db.SetEnqueuer(func(_ context.Context, _ *sql.Tx, scanID string) error { return jobs.Enqueue(scanID) })
		return db
	})
}

func TestMigrateTwice(t *testing.T) {
	t.Parallel()
	db := open(t)
	n, err := db.Migrate(context.Background())
	if err != nil || n != 0 {
		t.Errorf("second Migrate = %d, %v; want 0, nil", n, err)
	}
}

func TestParseURL(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in, want string
		ok       bool
	}{
		{"sqlite:vigil.db", "vigil.db", true},
		{"sqlite:/var/lib/vigil.db", "/var/lib/vigil.db", true},
		{"sqlite:///var/lib/vigil.db", "/var/lib/vigil.db", true},
		{"sqlite:", "", false},
		{"postgres://x", "", false},
		{"vigil.db", "", false},
	}
	for _, tt := range tests {
		got, err := sqlite.ParseURL(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("ParseURL(%q) = %q, %v; want %q, ok=%v", tt.in, got, err, tt.want, tt.ok)
		}
	}
}

// TestNoRedundantIndex checks that no plain index is a leading part of another index of the same table: the longer
// index serves every query the shorter one would, and each index costs every write.
func TestNoRedundantIndex(t *testing.T) {
	t.Parallel()
	db := open(t)
	ctx := context.Background()
	type index struct {
		name, table string
		columns     []string
	}
	var indexes []index
	rows, err := db.SQL().QueryContext(ctx, `SELECT il.name, m.name FROM sqlite_master m, pragma_index_list(m.name) il
		WHERE m.type = 'table' AND m.name NOT LIKE 'river%' AND il."unique" = 0 AND il.partial = 0`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var ix index
		if err := rows.Scan(&ix.name, &ix.table); err != nil {
			t.Fatal(err)
		}
		indexes = append(indexes, ix)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	for i := range indexes {
		cols, err := db.SQL().QueryContext(ctx, "SELECT name FROM pragma_index_info(?) ORDER BY seqno", indexes[i].name)
		if err != nil {
			t.Fatal(err)
		}
		for cols.Next() {
			var c string
			if err := cols.Scan(&c); err != nil {
				t.Fatal(err)
			}
			indexes[i].columns = append(indexes[i].columns, c)
		}
		cols.Close()
	}
	if len(indexes) == 0 {
		t.Fatal("no index found")
	}
	for _, short := range indexes {
		for _, long := range indexes {
			if short.name == long.name || short.table != long.table || len(short.columns) > len(long.columns) {
				continue
			}
			if slices.Equal(short.columns, long.columns[:len(short.columns)]) {
				t.Errorf("index %s on %s is redundant: %s starts with its columns", short.name, short.table, long.name)
			}
		}
	}
}

// A contract stored before files could be dependencies (no flag in its files, its file rows inserted without
// the column) reads back as the user's own files.
func TestContractStoredBeforeDependencies(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := open(t)
	org, err := db.CreateOrganization(ctx, "acme", vigil.PlanFree)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.SQL().ExecContext(ctx, `INSERT INTO contracts (id, org_id, name, sha256, files, metadata, created_at)
		VALUES ('ctr_old', ?, 'A.sol', 'x', '[{"path":"A.sol","sha256":"y","size":13}]', '{}', 1)`, org.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := db.SQL().ExecContext(ctx, `INSERT INTO contract_files (contract_id, path, content) VALUES ('ctr_old', 'A.sol', 'contract A {}')`); err != nil {
		t.Fatal(err)
	}
	c, err := db.FindContract(ctx, org.ID, "ctr_old")
	if err != nil || len(c.Files) != 1 || c.Files[0].Dependency {
		t.Errorf("FindContract = %+v, %v", c, err)
	}
	src, err := db.ContractSource(ctx, org.ID, "ctr_old")
	if err != nil || len(src) != 1 || src[0].Dependency || string(src[0].Content) != "contract A {}" {
		t.Errorf("ContractSource = %+v, %v", src, err)
	}
}
