package queue_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/riverqueue/river/riverdriver/riversqlite"

	"github.com/vigilsec/vigil/queue"
	"github.com/vigilsec/vigil/store/sqlite"
)

// openSQLite opens a new SQLite store in the test's temporary folder, closed when the test ends. With migrate,
// the store's and the queue's tables are created too.
func openSQLite(t testing.TB, migrate bool) *sqlite.DB {
	t.Helper()
	ctx := context.Background()
	db, err := sqlite.Open(filepath.Join(t.TempDir(), "vigil.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if !migrate {
		return db
	}
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	if err := queue.Migrate(ctx, riversqlite.New(db.SQL())); err != nil {
		t.Fatal(err)
	}
	return db
}

// startQueue starts q and stops it when the test ends.
func startQueue[TTx any](t testing.TB, q *queue.Queue[TTx]) {
	t.Helper()
	if err := q.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := q.Stop(ctx); err != nil {
			t.Errorf("stop: %v", err)
		}
	})
}
