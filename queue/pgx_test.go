package queue_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/engine"
	"github.com/vigilsec/vigil/queue"
	"github.com/vigilsec/vigil/store/postgres"
	"github.com/vigilsec/vigil/store/postgres/pgtest"
)

// TestPostgresScanJobs runs the queue on PostgreSQL (riverpgxv5, pgx.Tx): a scan created in a transaction gets
// its River job in that transaction, a rolled-back transaction leaves neither scan nor job, and the worker
// completes the scan.
func TestPostgresScanJobs(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, err := postgres.Open(ctx, pgtest.NewDatabase(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	// Migrate creates River's tables too, under the same lock as the store's.
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	finding := vigil.Finding{Detector: "reentrancy-eth", Severity: vigil.SeverityCritical, Confidence: vigil.ConfidenceHigh, Fingerprint: "f"}
	q, err := queue.New(riverpgxv5.New(db.Pool()), db, queue.Config{
		Analyze: fixed(&engine.Result{Findings: []vigil.Finding{finding}}, nil),
		Logger:  slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		t.Fatal(err)
	}
	db.SetEnqueuer(q.EnqueueScanTx)
	org, err := db.CreateOrganization(ctx, "acme", vigil.PlanFree)
	if err != nil {
		t.Fatal(err)
	}
	count := func(query string, args ...any) int {
		t.Helper()
		var n int
		if err := db.Pool().QueryRow(ctx, query, args...).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	files := []vigil.SourceFile{{Path: "A.sol", Content: []byte("contract A {}")}}

	_, s, err := db.CreateContract(ctx, vigil.ContractCreate{OrgID: org.ID, Scan: true, Files: files})
	if err != nil {
		t.Fatal(err)
	}
	if n := count("SELECT COUNT(*) FROM river_job WHERE kind = $1 AND args->>'scan_id' = $2", queue.ScanArgs{}.Kind(), s.ID); n != 1 {
		t.Fatalf("%d jobs for scan %s, want 1", n, s.ID)
	}

	// The job is inserted, then the transaction fails: both the job and the scan are rolled back.
	db.SetEnqueuer(func(ctx context.Context, tx pgx.Tx, scanID string) error {
		if err := q.EnqueueScanTx(ctx, tx, scanID); err != nil {
			return err
		}
		return errors.New("failure after the job was inserted")
	})
	if _, _, err := db.CreateContract(ctx, vigil.ContractCreate{OrgID: org.ID, Scan: true, Files: files}); err == nil {
		t.Fatal("CreateContract succeeded although its transaction failed")
	}
	if jobs, scans, contracts := count("SELECT COUNT(*) FROM river_job"), count("SELECT COUNT(*) FROM scans"),
		count("SELECT COUNT(*) FROM contracts"); jobs != 1 || scans != 1 || contracts != 1 {
		t.Errorf("after a rolled-back upload: %d jobs, %d scans, %d contracts; want 1 of each", jobs, scans, contracts)
	}
	db.SetEnqueuer(q.EnqueueScanTx)

	startQueue(t, q)
	deadline := time.Now().Add(30 * time.Second)
	for {
		got, err := db.FindScan(ctx, org.ID, s.ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.Status.Finished() {
			if got.Status != vigil.ScanCompleted || got.Summary.Critical != 1 {
				t.Errorf("scan = %s with %+v, want completed with one critical finding", got.Status, got.Summary)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("scan %s still %s after 30s", s.ID, got.Status)
		}
		time.Sleep(5 * time.Millisecond)
	}
}
