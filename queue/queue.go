// Package queue runs Vigil's background work as River jobs: scans, webhook deliveries and housekeeping, each on
// its own River queue (QueueScans, QueueWebhooks, QueueMaintenance) so that a slow webhook receiver never holds up
// a scan.
//
// A scan's job is inserted in the same transaction as the scan row (EnqueueScanTx), so a scan exists exactly when
// its job does; ScanWorker runs the engine on the contract's files and records the outcome through the store.
// A webhook delivery's job is likewise inserted with the delivery row (EnqueueDeliveryTx); DeliveryWorker, enabled
// by Config.Deliveries, makes each attempt, records it, and snoozes the job until the next retry of the schedule.
//
// WebhookRetentionWorker, enabled by Config.Retention, is a periodic job that deletes old webhook events.
//
// The queue is generic over the database driver's transaction type, so the same code runs on SQLite
// (riversqlite, *sql.Tx) and on PostgreSQL (riverpgxv5, pgx.Tx).
package queue

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/rivermigrate"

	"github.com/vigilsec/vigil/store"
)

// QueueScans is the River queue scans run on.
const QueueScans = "scans"

// ScanArgs is the job that runs one scan.
type ScanArgs struct {
	ScanID string `json:"scan_id"`
}

// Kind is the job's stable name in the River tables; it must never change.
func (ScanArgs) Kind() string { return "vigil.scan" }

// InsertOpts puts scan jobs on their own queue. A few attempts let a scan interrupted by a shutdown resume.
func (ScanArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{Queue: QueueScans, MaxAttempts: 5}
}

// Config tunes the queue. Zero fields take the defaults.
type Config struct {
	// Workers is how many scans run at once (default 2).
	Workers int
	// ScanTimeout is how long one scan may run before it fails with SCAN_TIMEOUT (default 2 minutes).
	ScanTimeout time.Duration
	// PollInterval is how often workers look for new jobs (default 20ms). SQLite has no LISTEN/NOTIFY, so this
	// bounds how long a queued scan waits before it starts.
	PollInterval time.Duration
	// Logger receives the queue's logs (default slog.Default()).
	Logger *slog.Logger
	// Analyze runs the engine; tests replace it (default engine.Analyze).
	Analyze AnalyzeFunc
	// CancelCheck is how often a running scan checks whether it was canceled or deleted, to stop the engine
	// (default 250ms).
	CancelCheck time.Duration
	// SlotWait is how long a scan waits, still queued, before trying again when its organisation already runs as
	// many scans as its plan allows (default 1s, plus up to half of it at random so that waiting scans spread).
	SlotWait time.Duration
	// Deliveries, when set, runs the webhook delivery worker on QueueWebhooks.
	Deliveries *DeliveryConfig
	// RescueAfter is how long a job may stay running before River takes its worker for dead (a process killed
	// mid-scan) and runs the job again (default ScanTimeout + 2 minutes: a minute after River's own job timeout,
	// which backs up the scan timeout). It must exceed ScanTimeout, so that no live scan is ever run twice at once.
	// Below a webhook attempt's limit (DeliveryWorker.Timeout) a slow delivery may be sent twice, which receivers
	// dedupe by webhook-id.
	RescueAfter time.Duration
	// Retention, when set, runs webhook retention periodically on QueueMaintenance. River runs periodic jobs on
	// the one process elected leader, so with several worker processes each period still has one run.
	Retention *RetentionConfig
	// InsertOnly makes a queue that inserts jobs but never works them, for a process that serves only the API;
	// Start fails on it.
	InsertOnly bool
}

func (c Config) withDefaults() Config {
	if c.Workers <= 0 {
		c.Workers = 2
	}
	if c.ScanTimeout <= 0 {
		c.ScanTimeout = 2 * time.Minute
	}
	if c.PollInterval <= 0 {
		c.PollInterval = 20 * time.Millisecond
	}
	if c.Logger == nil {
		c.Logger = slog.Default()
	}
	if c.CancelCheck <= 0 {
		c.CancelCheck = 250 * time.Millisecond
	}
	if c.SlotWait <= 0 {
		c.SlotWait = time.Second
	}
	if c.RescueAfter <= 0 {
		c.RescueAfter = c.ScanTimeout + 2*time.Minute
	}
	return c
}

// Queue is the River client that inserts and works scan jobs and, with Config.Deliveries, webhook delivery jobs.
type Queue[TTx any] struct {
	client *river.Client[TTx]
}

// New builds the queue on a River driver (riversqlite.New(db) or riverpgxv5.New(pool)). The worker reads and
// writes scans through scans.
func New[TTx any](driver riverdriver.Driver[TTx], scans store.ScanService, cfg Config) (*Queue[TTx], error) {
	cfg = cfg.withDefaults()
	workers := river.NewWorkers()
	if err := river.AddWorkerSafely(workers, NewScanWorker(scans, cfg)); err != nil {
		return nil, fmt.Errorf("new queue: %w", err)
	}
	queues := map[string]river.QueueConfig{QueueScans: {MaxWorkers: cfg.Workers}}
	if cfg.Deliveries != nil {
		if err := river.AddWorkerSafely(workers, NewDeliveryWorker(*cfg.Deliveries, cfg.Logger)); err != nil {
			return nil, fmt.Errorf("new queue: %w", err)
		}
		queues[QueueWebhooks] = river.QueueConfig{MaxWorkers: cmp.Or(max(cfg.Deliveries.Workers, 0), 4)}
	}
	var periodic []*river.PeriodicJob
	if cfg.Retention != nil {
		if cfg.Retention.MaxAge <= 0 {
			return nil, fmt.Errorf("new queue: the webhook retention %s must be positive", cfg.Retention.MaxAge)
		}
		if err := river.AddWorkerSafely(workers, NewWebhookRetentionWorker(*cfg.Retention, cfg.Logger)); err != nil {
			return nil, fmt.Errorf("new queue: %w", err)
		}
		queues[QueueMaintenance] = river.QueueConfig{MaxWorkers: 1}
		periodic = append(periodic, retentionJob(*cfg.Retention))
	}
	if cfg.RescueAfter <= cfg.ScanTimeout {
		return nil, fmt.Errorf("new queue: the rescue delay %s must be longer than the scan timeout %s", cfg.RescueAfter, cfg.ScanTimeout)
	}
	if cfg.InsertOnly {
		queues, periodic = nil, nil
	}
	cooldown := min(5*time.Millisecond, cfg.PollInterval)
	client, err := river.NewClient(driver, &river.Config{
		Queues:            queues,
		Workers:           workers,
		FetchPollInterval: cfg.PollInterval,
		FetchCooldown:     cooldown,
		// The worker enforces the scan time limit itself; River's own limit only backs it up, and River wants it
		// no longer than the rescue delay.
		JobTimeout:           min(cfg.ScanTimeout+time.Minute, cfg.RescueAfter),
		RescueStuckJobsAfter: cfg.RescueAfter,
		PeriodicJobs:         periodic,
		Logger:               cfg.Logger.With("component", "queue"),
	})
	if err != nil {
		return nil, fmt.Errorf("new queue: %w", err)
	}
	return &Queue[TTx]{client: client}, nil
}

// EnqueueScanTx inserts the job of a scan inside tx, the transaction that creates the scan row.
func (q *Queue[TTx]) EnqueueScanTx(ctx context.Context, tx TTx, scanID string) error {
	if _, err := q.client.InsertTx(ctx, tx, ScanArgs{ScanID: scanID}, nil); err != nil {
		return fmt.Errorf("enqueue scan %s: %w", scanID, err)
	}
	return nil
}

// Start starts working jobs, until Stop.
func (q *Queue[TTx]) Start(ctx context.Context) error {
	if err := q.client.Start(ctx); err != nil {
		return fmt.Errorf("start queue: %w", err)
	}
	return nil
}

// Stop waits for running scans to finish until ctx ends, then cancels them; a canceled scan's job is retried
// when the queue next starts, so the scan resumes.
func (q *Queue[TTx]) Stop(ctx context.Context) error {
	err := q.client.Stop(ctx)
	if err == nil {
		return nil
	}
	if !errors.Is(err, context.DeadlineExceeded) && !errors.Is(err, context.Canceled) {
		return fmt.Errorf("stop queue: %w", err)
	}
	cancelCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	if err := q.client.StopAndCancel(cancelCtx); err != nil {
		return fmt.Errorf("stop queue: %w", err)
	}
	return nil
}

// Migrate creates or updates River's tables through the driver.
func Migrate[TTx any](ctx context.Context, driver riverdriver.Driver[TTx]) error {
	m, err := rivermigrate.New(driver, nil)
	if err != nil {
		return fmt.Errorf("migrate queue: %w", err)
	}
	if _, err := m.Migrate(ctx, rivermigrate.DirectionUp, nil); err != nil {
		return fmt.Errorf("migrate queue: %w", err)
	}
	return nil
}
