package queue_test

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/riverqueue/river/riverdriver/riversqlite"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/queue"
)

func TestRescueAfterMustExceedScanTimeout(t *testing.T) {
	t.Parallel()
	db := openSQLite(t, false)
	tests := []struct {
		name        string
		scanTimeout time.Duration
		rescueAfter time.Duration
		ok          bool
	}{
		{"defaults", 0, 0, true},
		{"default rescue after a long scan timeout", time.Hour, 0, true},
		{"longer", 10 * time.Second, 30 * time.Second, true},
		{"shorter than the River job timeout", time.Minute, 70 * time.Second, true},
		{"equal", time.Minute, time.Minute, false},
		{"shorter", time.Minute, 30 * time.Second, false},
	}
	for _, tt := range tests {
		_, err := queue.New(riversqlite.New(db.SQL()), db, queue.Config{ScanTimeout: tt.scanTimeout, RescueAfter: tt.rescueAfter,
			Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
		if (err == nil) != tt.ok {
			t.Errorf("%s: New(scan timeout %s, rescue after %s) = %v, want ok=%v", tt.name, tt.scanTimeout, tt.rescueAfter, err, tt.ok)
		}
		if err != nil && !strings.Contains(err.Error(), "scan timeout") {
			t.Errorf("%s: error %q does not name the scan timeout", tt.name, err)
		}
	}
}

// TestInsertOnly checks that an insert-only queue inserts scan jobs in the scan's transaction and refuses to
// start, and that a working queue on the same database runs them.
func TestInsertOnly(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := openSQLite(t, true)
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	inserter, err := queue.New(riversqlite.New(db.SQL()), db, queue.Config{InsertOnly: true, Logger: logger})
	if err != nil {
		t.Fatal(err)
	}
	if err := inserter.Start(ctx); err == nil {
		t.Fatal("an insert-only queue started")
	}
	db.SetEnqueuer(inserter.EnqueueScanTx)
	org, err := db.CreateOrganization(ctx, "acme", vigil.PlanFree)
	if err != nil {
		t.Fatal(err)
	}
	_, s, err := db.CreateContract(ctx, vigil.ContractCreate{OrgID: org.ID, Scan: true,
		Files: []vigil.SourceFile{{Path: "A.sol", Content: []byte("contract A {}")}}})
	if err != nil {
		t.Fatal(err)
	}

	worker, err := queue.New(riversqlite.New(db.SQL()), db, queue.Config{Logger: logger})
	if err != nil {
		t.Fatal(err)
	}
	startQueue(t, worker)
	deadline := time.Now().Add(20 * time.Second)
	for {
		got, err := db.FindScan(ctx, org.ID, s.ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.Status == vigil.ScanCompleted {
			break
		}
		if got.Status == vigil.ScanFailed || time.Now().After(deadline) {
			t.Fatalf("scan %s = %s, want completed by the working queue", s.ID, got.Status)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
