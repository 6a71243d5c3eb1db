package queue

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/riverqueue/river"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/engine"
	"github.com/vigilsec/vigil/store"
)

// AnalyzeFunc is the engine's entry point, engine.Analyze.
type AnalyzeFunc func(ctx context.Context, sources []engine.Source, opts engine.Options) (*engine.Result, error)

// ScanWorker runs one scan: it loads the files, runs the engine with a time limit and a panic guard, and stores
// the findings as vulnerabilities (or the reason the scan failed).
type ScanWorker struct {
	river.WorkerDefaults[ScanArgs]
	scans       store.ScanService
	timeout     time.Duration
	cancelCheck time.Duration
	slotWait    time.Duration
	analyze     AnalyzeFunc
	log         *slog.Logger
}

// NewScanWorker returns the worker; the zero fields of cfg take their defaults.
func NewScanWorker(scans store.ScanService, cfg Config) *ScanWorker {
	cfg = cfg.withDefaults()
	w := &ScanWorker{scans: scans, timeout: cfg.ScanTimeout, cancelCheck: cfg.CancelCheck, slotWait: cfg.SlotWait, analyze: cfg.Analyze, log: cfg.Logger}
	if w.analyze == nil {
		w.analyze = engine.Analyze
	}
	return w
}

var (
	// errEnginePanic marks an engine panic, which fails the scan and nothing else.
	errEnginePanic = errors.New("engine panic")
	// errScanStopped is the cause of a run stopped because its scan was canceled or deleted meanwhile.
	errScanStopped = errors.New("scan canceled or deleted")
)

// Work runs the scan the job names. It returns an error only when the job should be retried: the database
// failed, or the queue is shutting down (the scan then resumes on the next start). On the job's last attempt
// such an error fails the scan with INTERRUPTED instead, so that no scan stays running forever.
func (w *ScanWorker) Work(ctx context.Context, job *river.Job[ScanArgs]) error {
	err := w.work(ctx, job)
	if waitForSlot(err) {
		return err // a snooze, which River does not count as an attempt
	}
	if err != nil && job.Attempt >= job.MaxAttempts {
		w.log.Error("scan gave up after its last attempt", "scan_id", job.Args.ScanID, "attempt", job.Attempt, "err", err)
		if ferr := w.fail(context.WithoutCancel(ctx), job.Args.ScanID, vigil.ScanErrorInterrupted,
			"The scan was interrupted too many times.", nil); ferr != nil {
			return errors.Join(err, ferr)
		}
		return nil
	}
	return err
}

func (w *ScanWorker) work(ctx context.Context, job *river.Job[ScanArgs]) error {
	id := job.Args.ScanID
	scan, files, err := w.scans.StartScan(ctx, id)
	if errors.Is(err, store.ErrNoScanSlot) {
		return w.snoozeForSlot()
	}
	if err != nil {
		return err
	}
	if scan == nil {
		return nil // canceled, finished or deleted before it started
	}
	log := w.log.With("scan_id", id, "attempt", job.Attempt)
	started := time.Now()
	sources := make([]engine.Source, len(files))
	dependency := map[string]bool{}
	for i, f := range files {
		sources[i] = engine.Source{Path: f.Path, Content: f.Content, Dependency: f.Dependency}
		if f.Dependency {
			dependency[f.Path] = true
		}
	}

	runCtx, cancel := context.WithTimeoutCause(ctx, w.timeout, context.DeadlineExceeded)
	defer cancel()
	watchCtx, stopWatching := context.WithCancelCause(runCtx)
	defer stopWatching(nil)
	go w.watch(watchCtx, stopWatching, scan.OrgID, id)
	res, err := w.run(watchCtx, sources)
	switch {
	case err == nil:
	case errors.Is(context.Cause(watchCtx), errScanStopped):
		log.Info("scan stopped: canceled or deleted while running")
		return nil
	case ctx.Err() != nil:
		log.Info("scan interrupted; it will resume", "err", ctx.Err())
		return fmt.Errorf("scan %s interrupted: %w", id, ctx.Err())
	case errors.Is(err, context.DeadlineExceeded) || runCtx.Err() != nil:
		log.Warn("scan timed out", "timeout", w.timeout)
		return w.fail(ctx, id, vigil.ScanErrorTimeout, fmt.Sprintf("The scan did not finish within %s.", w.timeout), nil)
	case errors.Is(err, errEnginePanic):
		log.Error("engine panicked", "err", err)
		return w.fail(ctx, id, vigil.ScanErrorEngine, "The analysis engine failed on this contract.", nil)
	default:
		log.Error("engine failed", "err", err)
		return w.fail(ctx, id, vigil.ScanErrorEngine, "The analysis engine failed on this contract.", nil)
	}

	warnings := make([]vigil.ScanWarning, 0, len(res.Errors)+len(res.Warnings))
	broken := map[string]bool{} // the user's files with syntax errors
	for _, e := range res.Errors {
		warnings = append(warnings, vigil.ScanWarning{File: e.File, Line: e.Line, Column: e.Column, Message: e.Message})
		if !dependency[e.File] {
			broken[e.File] = true
		}
	}
	for _, m := range res.Warnings {
		warnings = append(warnings, vigil.ScanWarning{Message: m})
	}
	if len(broken) == len(sources)-len(dependency) && len(res.Findings) == 0 {
		return w.fail(ctx, id, vigil.ScanErrorNoSource,
			"No file could be parsed without syntax errors, and nothing was found; see the warnings.", warnings)
	}
	if err := w.scans.CompleteScan(ctx, id, vigil.ScanResult{EngineVersion: engine.Version, Findings: res.Findings, Warnings: warnings}); err != nil {
		return err
	}
	log.Info("scan completed", "findings", len(res.Findings), "warnings", len(warnings), "duration", time.Since(started))
	return nil
}

// watch stops the run (through stop) when the scan is canceled or deleted while the engine works.
func (w *ScanWorker) watch(ctx context.Context, stop context.CancelCauseFunc, orgID, id string) {
	tick := time.NewTicker(w.cancelCheck)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		s, err := w.scans.FindScan(ctx, orgID, id)
		switch {
		case vigil.ErrorCode(err) == vigil.CodeNotFound, err == nil && s.Status != vigil.ScanRunning:
			stop(errScanStopped)
			return
		case err != nil && ctx.Err() == nil:
			w.log.Warn("cannot check whether the scan was canceled", "scan_id", id, "err", err)
		}
	}
}

// run calls the engine in its own goroutine, so that a panic becomes an error and the time limit holds even
// if the engine does not watch its context. (An engine stuck past the limit keeps its goroutine until it ends.)
func (w *ScanWorker) run(ctx context.Context, sources []engine.Source) (*engine.Result, error) {
	type outcome struct {
		res *engine.Result
		err error
	}
	done := make(chan outcome, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- outcome{err: fmt.Errorf("%w: %v", errEnginePanic, r)}
			}
		}()
		res, err := w.analyze(ctx, sources, engine.Options{})
		if err == nil && res == nil {
			err = errors.New("engine returned no result")
		}
		done <- outcome{res, err}
	}()
	select {
	case o := <-done:
		return o.res, o.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (w *ScanWorker) fail(ctx context.Context, id, code, msg string, warnings []vigil.ScanWarning) error {
	if err := w.scans.FailScan(ctx, id, vigil.ScanError{Code: code, Message: msg}, warnings); err != nil {
		return err
	}
	return nil
}
