package queue_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivertype"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/engine"
	"github.com/vigilsec/vigil/queue"
	"github.com/vigilsec/vigil/store/sqlite"
)

// bundle is a queue on a fresh SQLite database, with one organisation.
type bundle struct {
	ctx   context.Context
	db    *sqlite.DB
	org   *vigil.Organization
	start func()
}

// setup returns a running queue.
func setup(t testing.TB, cfg queue.Config) *bundle {
	t.Helper()
	b := setupStopped(t, cfg)
	b.start()
	return b
}

// setupStopped returns a queue that works no job until b.start is called.
func setupStopped(t testing.TB, cfg queue.Config) *bundle {
	t.Helper()
	ctx := context.Background()
	db := openSQLite(t, true)
	driver := riversqlite.New(db.SQL())
	cfg.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	q, err := queue.New(driver, db, cfg)
	if err != nil {
		t.Fatal(err)
	}
	db.SetEnqueuer(q.EnqueueScanTx)
	org, err := db.CreateOrganization(ctx, "acme", vigil.PlanFree)
	if err != nil {
		t.Fatal(err)
	}
	start := func() { startQueue(t, q) }
	return &bundle{ctx: ctx, db: db, org: org, start: start}
}

// upload stores a contract with a scan and returns the scan.
func (b *bundle) upload(t testing.TB, files ...vigil.SourceFile) *vigil.Scan {
	t.Helper()
	if len(files) == 0 {
		files = []vigil.SourceFile{{Path: "A.sol", Content: []byte("pragma solidity ^0.8.0;\ncontract A { function f() public {} }\n")}}
	}
	_, s, err := b.db.CreateContract(b.ctx, vigil.ContractCreate{OrgID: b.org.ID, Files: files, Scan: true})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// wait polls until the scan is finished.
func (b *bundle) wait(t testing.TB, id string) *vigil.Scan {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		s, err := b.db.FindScan(b.ctx, b.org.ID, id)
		if err != nil {
			t.Fatal(err)
		}
		if s.Status.Finished() {
			return s
		}
		if time.Now().After(deadline) {
			t.Fatalf("scan %s still %s after 30s", id, s.Status)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

func fixed(res *engine.Result, err error) queue.AnalyzeFunc {
	return func(context.Context, []engine.Source, engine.Options) (*engine.Result, error) { return res, err }
}

func TestScanOutcomes(t *testing.T) {
	t.Parallel()
	finding := vigil.Finding{Detector: "reentrancy-eth", Severity: vigil.SeverityCritical, Confidence: vigil.ConfidenceHigh, Fingerprint: "f"}
	tests := []struct {
		name     string
		analyze  queue.AnalyzeFunc
		status   vigil.ScanStatus
		code     string
		warnings int
		total    int
	}{
		{"findings", fixed(&engine.Result{Findings: []vigil.Finding{finding}}, nil), vigil.ScanCompleted, "", 0, 1},
		{"syntax error in one of two files", fixed(&engine.Result{Errors: []engine.SyntaxError{{File: "A.sol", Line: 1, Column: 2, Message: "expected ';'"}}}, nil), vigil.ScanCompleted, "", 1, 0},
		{"nothing parseable", fixed(&engine.Result{Errors: []engine.SyntaxError{{File: "A.sol", Message: "x"}, {File: "B.sol", Message: "y"}}}, nil), vigil.ScanFailed, vigil.ScanErrorNoSource, 2, 0},
		{"engine error", fixed(nil, errors.New("boom")), vigil.ScanFailed, vigil.ScanErrorEngine, 0, 0},
		{"engine panic", func(context.Context, []engine.Source, engine.Options) (*engine.Result, error) { panic("detector bug") }, vigil.ScanFailed, vigil.ScanErrorEngine, 0, 0},
		{"timeout", func(ctx context.Context, _ []engine.Source, _ engine.Options) (*engine.Result, error) {
			time.Sleep(2 * time.Second) // an engine that ignores its context
			return &engine.Result{}, nil
		}, vigil.ScanFailed, vigil.ScanErrorTimeout, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			b := setup(t, queue.Config{Analyze: tt.analyze, ScanTimeout: 200 * time.Millisecond})
			s := b.upload(t, vigil.SourceFile{Path: "A.sol", Content: []byte("a")}, vigil.SourceFile{Path: "B.sol", Content: []byte("b")})
			got := b.wait(t, s.ID)
			if got.Status != tt.status || len(got.Warnings) != tt.warnings || got.Summary.Total != tt.total {
				t.Errorf("scan = %s, %d warnings, %d findings; want %s, %d, %d", got.Status, len(got.Warnings), got.Summary.Total, tt.status, tt.warnings, tt.total)
			}
			if (got.Error == nil) != (tt.code == "") || (got.Error != nil && got.Error.Code != tt.code) {
				t.Errorf("error = %+v, want code %q", got.Error, tt.code)
			}
			if got.StartedAt == nil || got.CompletedAt == nil {
				t.Errorf("times = %v, %v", got.StartedAt, got.CompletedAt)
			}
		})
	}
}

func TestRealEngine(t *testing.T) {
	t.Parallel()
	b := setup(t, queue.Config{})
	s := b.wait(t, b.upload(t).ID)
	if s.Status != vigil.ScanCompleted || s.EngineVersion != engine.Version {
		t.Errorf("scan = %+v", s)
	}
}

// The engine is told which files are dependencies; a scan whose own files all fail to parse has nothing to
// report, whatever the dependencies.
func TestScanDependencies(t *testing.T) {
	t.Parallel()
	got := make(chan []engine.Source, 1)
	b := setup(t, queue.Config{Analyze: func(_ context.Context, sources []engine.Source, _ engine.Options) (*engine.Result, error) {
		got <- sources
		return &engine.Result{Errors: []engine.SyntaxError{{File: "A.sol", Line: 1, Column: 1, Message: "x"}}}, nil
	}})
	s := b.upload(t, vigil.SourceFile{Path: "A.sol", Content: []byte("a")}, vigil.SourceFile{Path: "lib/B.sol", Content: []byte("b"), Dependency: true})
	scan := b.wait(t, s.ID)
	sources := <-got
	if len(sources) != 2 || sources[0].Path != "A.sol" || sources[0].Dependency || !sources[1].Dependency {
		t.Errorf("the engine got %+v", sources)
	}
	if scan.Status != vigil.ScanFailed || scan.Error == nil || scan.Error.Code != vigil.ScanErrorNoSource {
		t.Errorf("scan = %s, %+v; want failed with %s", scan.Status, scan.Error, vigil.ScanErrorNoSource)
	}
}

func TestCanceledScanIsSkipped(t *testing.T) {
	t.Parallel()
	ran := make(chan struct{}, 1)
	b := setupStopped(t, queue.Config{Analyze: func(context.Context, []engine.Source, engine.Options) (*engine.Result, error) {
		ran <- struct{}{}
		return &engine.Result{}, nil
	}})
	canceled := b.upload(t)
	if _, err := b.db.CancelScan(b.ctx, b.org.ID, canceled.ID); err != nil {
		t.Fatal(err)
	}
	later := b.upload(t)
	b.start()
	b.wait(t, later.ID)
	<-ran // the later scan ran; the canceled one must not have
	select {
	case <-ran:
		t.Error("the engine ran for a canceled scan")
	default:
	}
	if got := b.wait(t, canceled.ID); got.Status != vigil.ScanCanceled {
		t.Errorf("status = %s", got.Status)
	}
}

func TestScanResumesAfterRestart(t *testing.T) {
	t.Parallel()
	// The first queue is stopped while the engine runs: the job is canceled and retried by the next queue.
	blocked := make(chan struct{})
	b := setupStopped(t, queue.Config{Analyze: fixed(&engine.Result{}, nil)})
	s := b.upload(t)
	driver := riversqlite.New(b.db.SQL())
	q1, err := queue.New(driver, b.db, queue.Config{Analyze: func(ctx context.Context, _ []engine.Source, _ engine.Options) (*engine.Result, error) {
		select {
		case <-blocked:
		default:
			close(blocked)
		}
		<-ctx.Done()
		return nil, ctx.Err()
	}, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	if err := q1.Start(b.ctx); err != nil {
		t.Fatal(err)
	}
	<-blocked
	stopCtx, cancel := context.WithTimeout(b.ctx, 50*time.Millisecond)
	defer cancel()
	if err := q1.Stop(stopCtx); err != nil {
		t.Fatal(err)
	}
	if got, _ := b.db.FindScan(b.ctx, b.org.ID, s.ID); got.Status != vigil.ScanRunning {
		t.Fatalf("after an interrupted run the scan is %s, want running", got.Status)
	}
	// River retries the job after its first backoff, about a second.
	q2, err := queue.New(driver, b.db, queue.Config{Analyze: fixed(&engine.Result{}, nil), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	if err := q2.Start(b.ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = q2.Stop(context.Background()) })
	if got := b.wait(t, s.ID); got.Status != vigil.ScanCompleted {
		t.Errorf("resumed scan = %s", got.Status)
	}
}

func TestJobInsertedWithScanRow(t *testing.T) {
	t.Parallel()
	b := setup(t, queue.Config{Analyze: fixed(&engine.Result{}, nil)})
	// A failing transaction takes its job with it: no orphan job, no orphan scan.
	var jobs int
	count := func() int {
		if err := b.db.SQL().QueryRowContext(b.ctx, "SELECT COUNT(*) FROM river_job").Scan(&jobs); err != nil {
			t.Fatal(err)
		}
		return jobs
	}
	before := count()
	_, _, err := b.db.CreateContract(b.ctx, vigil.ContractCreate{OrgID: "org_missing", Scan: true, Files: []vigil.SourceFile{{Path: "a.sol", Content: []byte("x")}}})
	if err == nil {
		t.Fatal("contract for a missing organisation was created")
	}
	if after := count(); after != before {
		t.Errorf("river_job rows %d → %d after a rolled-back upload", before, after)
	}
	s := b.upload(t)
	var args string
	if err := b.db.SQL().QueryRowContext(b.ctx, "SELECT args FROM river_job WHERE kind = ?", queue.ScanArgs{}.Kind()).Scan(&args); err != nil {
		t.Fatal(err)
	}
	if want := `"scan_id":"` + s.ID + `"`; !strings.Contains(args, want) {
		t.Errorf("job args %s lack %s", args, want)
	}
	b.wait(t, s.ID)
}

// BenchmarkScanLatency measures from the upload's commit to the scan's completion, with an engine that returns
// at once: the queue's own latency.
func BenchmarkScanLatency(b *testing.B) {
	bb := setup(b, queue.Config{Analyze: fixed(&engine.Result{}, nil)})
	b.ResetTimer()
	for range b.N {
		bb.wait(b, bb.upload(b).ID)
	}
}

// flakyStore fails CompleteScan, as a database that is down would.
type flakyStore struct {
	*sqlite.DB
}

func (flakyStore) CompleteScan(context.Context, string, vigil.ScanResult) error {
	return errors.New("database is down")
}

func TestLastAttemptFailsTheScan(t *testing.T) {
	t.Parallel()
	b := setupStopped(t, queue.Config{})
	s := b.upload(t)
	w := queue.NewScanWorker(flakyStore{b.db}, queue.Config{Analyze: fixed(&engine.Result{}, nil), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	job := &river.Job[queue.ScanArgs]{JobRow: &rivertype.JobRow{Attempt: 1, MaxAttempts: 2}, Args: queue.ScanArgs{ScanID: s.ID}}
	if err := w.Work(b.ctx, job); err == nil {
		t.Fatal("an attempt that could not store its result succeeded")
	}
	if got, _ := b.db.FindScan(b.ctx, b.org.ID, s.ID); got.Status != vigil.ScanRunning {
		t.Fatalf("after a failed attempt the scan is %s, want running (to be retried)", got.Status)
	}
	job.Attempt = 2
	if err := w.Work(b.ctx, job); err != nil {
		t.Fatalf("last attempt: %v", err)
	}
	got, _ := b.db.FindScan(b.ctx, b.org.ID, s.ID)
	if got.Status != vigil.ScanFailed || got.Error == nil || got.Error.Code != vigil.ScanErrorInterrupted {
		t.Errorf("after the last attempt = %+v", got)
	}
}

func TestCancelStopsTheEngine(t *testing.T) {
	t.Parallel()
	started := make(chan struct{}, 1)
	stopped := make(chan error, 1)
	b := setup(t, queue.Config{CancelCheck: 5 * time.Millisecond,
		Analyze: func(ctx context.Context, _ []engine.Source, _ engine.Options) (*engine.Result, error) {
			started <- struct{}{}
			<-ctx.Done()
			stopped <- ctx.Err()
			return nil, ctx.Err()
		}})
	s := b.upload(t)
	<-started
	if _, err := b.db.CancelScan(b.ctx, b.org.ID, s.ID); err != nil {
		t.Fatal(err)
	}
	if err := <-stopped; !errors.Is(err, context.Canceled) {
		t.Errorf("engine context ended with %v, want canceled", err)
	}
	if got := b.wait(t, s.ID); got.Status != vigil.ScanCanceled {
		t.Errorf("status = %s", got.Status)
	}
	// The job ends rather than being retried.
	deadline := time.Now().Add(10 * time.Second)
	for {
		var state string
		if err := b.db.SQL().QueryRowContext(b.ctx, "SELECT state FROM river_job WHERE kind = ?", queue.ScanArgs{}.Kind()).Scan(&state); err != nil {
			t.Fatal(err)
		}
		if state == string(rivertype.JobStateCompleted) {
			break
		}
		if state != string(rivertype.JobStateRunning) || time.Now().After(deadline) {
			t.Fatalf("job state = %s, want completed", state)
		}
		time.Sleep(5 * time.Millisecond)
	}
}
