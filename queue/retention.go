package queue

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/riverqueue/river"

	"github.com/vigilsec/vigil/store"
)

// QueueMaintenance is the River queue of periodic housekeeping, such as webhook retention, apart from scans and
// deliveries so that neither waits for it.
const QueueMaintenance = "maintenance"

// DefaultRetentionInterval is how often webhook retention runs unless RetentionConfig.Interval says otherwise.
const DefaultRetentionInterval = time.Hour

// retentionBatch is how many events one statement deletes: small enough that a run never holds the database for
// long (SQLite has one writer), each batch committed on its own.
const retentionBatch = 500

// WebhookRetentionArgs is the periodic job that deletes old webhook events with their deliveries.
type WebhookRetentionArgs struct{}

// Kind is the job's stable name in the River tables; it must never change.
func (WebhookRetentionArgs) Kind() string { return "vigil.webhook_retention" }

// InsertOpts puts the job on the maintenance queue. A failed run is retried a few times; the next period's run
// picks up whatever it left anyway.
func (WebhookRetentionArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{Queue: QueueMaintenance, MaxAttempts: 3}
}

// RetentionConfig enables webhook retention: a periodic job that deletes the events older than MaxAge that nothing
// will send again, with their deliveries and attempt logs (see store.WebhookService.DeleteWebhookEvents).
type RetentionConfig struct {
	// Store deletes the events.
	Store store.WebhookService
	// MaxAge is how long events are kept; it must be positive.
	MaxAge time.Duration
	// Interval is how often the job runs (default DefaultRetentionInterval). It runs once when the queue starts,
	// too.
	Interval time.Duration
}

// WebhookRetentionWorker deletes old webhook events, batch after batch, until none is left to delete.
type WebhookRetentionWorker struct {
	river.WorkerDefaults[WebhookRetentionArgs]
	cfg RetentionConfig
	log *slog.Logger
}

// NewWebhookRetentionWorker returns the worker for cfg, logging to log.
func NewWebhookRetentionWorker(cfg RetentionConfig, log *slog.Logger) *WebhookRetentionWorker {
	if log == nil {
		log = slog.Default()
	}
	return &WebhookRetentionWorker{cfg: cfg, log: log.With("component", "webhook")}
}

// Work deletes the events created more than MaxAge ago that are no longer pending.
func (w *WebhookRetentionWorker) Work(ctx context.Context, job *river.Job[WebhookRetentionArgs]) error {
	before := time.Now().Add(-w.cfg.MaxAge)
	total := 0
	for {
		n, err := w.cfg.Store.DeleteWebhookEvents(ctx, before, retentionBatch)
		total += n
		if err != nil {
			return fmt.Errorf("webhook retention: %d events deleted before: %w", total, err)
		}
		if n < retentionBatch {
			break
		}
	}
	if total > 0 {
		w.log.Info("webhook events deleted", "events", total, "created_before", before.UTC())
	}
	return nil
}

// retentionJob is the periodic job of cfg.
func retentionJob(cfg RetentionConfig) *river.PeriodicJob {
	interval := cfg.Interval
	if interval <= 0 {
		interval = DefaultRetentionInterval
	}
	return river.NewPeriodicJob(river.PeriodicInterval(interval),
		func() (river.JobArgs, *river.InsertOpts) { return WebhookRetentionArgs{}, nil },
		&river.PeriodicJobOpts{ID: WebhookRetentionArgs{}.Kind(), RunOnStart: true})
}
