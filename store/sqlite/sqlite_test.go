package sqlite_test

import (
	"context"
	"database/sql"
	"path/filepath"
	"testing"

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
