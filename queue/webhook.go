package queue

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"github.com/riverqueue/river"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/store"
	"github.com/vigilsec/vigil/webhook"
)

// QueueWebhooks is the River queue webhook deliveries run on, apart from scans so that a slow receiver never
// holds up an analysis.
const QueueWebhooks = "webhooks"

// DeliverWebhookArgs is the job that makes the next attempt of one webhook delivery.
type DeliverWebhookArgs struct {
	DeliveryID string `json:"delivery_id"`
}

// Kind is the job's stable name in the River tables; it must never change.
func (DeliverWebhookArgs) Kind() string { return "vigil.deliver_webhook" }

// InsertOpts puts deliveries on their own queue. Retries follow webhook.Decide through snoozes, which do not use
// up attempts; the attempts here only cover a worker stopped mid-delivery or a database error.
func (DeliverWebhookArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{Queue: QueueWebhooks, MaxAttempts: 25}
}

// DecideFunc chooses the next step after an attempt; see webhook.Decide, the default.
type DecideFunc func(a webhook.Attempt, attempt int, failingSince, now time.Time) webhook.Decision

// DeliveryConfig enables the webhook delivery worker.
type DeliveryConfig struct {
	// Store reads deliveries and records attempts.
	Store store.WebhookService
	// Client sends deliveries: one webhook.NewClient for the whole process.
	Client *http.Client
	// Workers is how many deliveries run at once (default 4).
	Workers int
	// Decide chooses retries and disabling (default webhook.Decide with its jittered schedule); tests shorten the
	// schedule with it.
	Decide DecideFunc
}

// DeliveryWorker makes one delivery attempt per job and reschedules the job per the retry schedule.
type DeliveryWorker struct {
	river.WorkerDefaults[DeliverWebhookArgs]
	cfg DeliveryConfig
	log *slog.Logger
}

// NewDeliveryWorker returns the worker for cfg, logging to log.
func NewDeliveryWorker(cfg DeliveryConfig, log *slog.Logger) *DeliveryWorker {
	if cfg.Decide == nil {
		cfg.Decide = func(a webhook.Attempt, attempt int, failingSince, now time.Time) webhook.Decision {
			return webhook.Decide(a, attempt, failingSince, now, nil)
		}
	}
	if log == nil {
		log = slog.Default()
	}
	return &DeliveryWorker{cfg: cfg, log: log.With("component", "webhook")}
}

// Timeout bounds a job a little above the client's own attempt timeout.
func (w *DeliveryWorker) Timeout(*river.Job[DeliverWebhookArgs]) time.Duration {
	return webhook.DefaultTimeout + 15*time.Second
}

// Work makes the next attempt of the delivery, records it, and snoozes the job until the next retry when one is
// due.
func (w *DeliveryWorker) Work(ctx context.Context, job *river.Job[DeliverWebhookArgs]) error {
	id := job.Args.DeliveryID
	d, err := w.cfg.Store.NextDelivery(ctx, id)
	if err != nil {
		return fmt.Errorf("deliver webhook: %w", err)
	}
	if d == nil {
		return nil // delivered, given up, disabled or deleted: nothing to do
	}
	now := time.Now()
	a := webhook.Deliver(ctx, w.cfg.Client, webhook.Request{
		URL:       d.URL,
		Secrets:   webhook.ActiveSecrets(d.Secret, d.PreviousSecret, d.RotatedAt, now),
		MsgID:     d.EventID,
		Timestamp: now,
		Body:      d.Body,
	})
	if ctx.Err() != nil {
		// The worker is stopping: this attempt does not count, and River retries the job on the next start.
		return fmt.Errorf("deliver webhook %s: %w", id, ctx.Err())
	}
	attempt := d.Attempts + 1
	done := time.Now()
	failingSince := d.FailingSince
	if a.Outcome != webhook.OutcomeSuccess && failingSince.IsZero() {
		failingSince = done
	}
	dec := w.cfg.Decide(a, attempt, failingSince, done)
	res := vigil.DeliveryResult{
		Attempt: vigil.DeliveryAttempt{Attempt: attempt, At: now.UTC(), StatusCode: a.StatusCode,
			LatencyMS: a.Latency.Milliseconds(), ResponseExcerpt: a.ResponseExcerpt, Error: a.Err, Outcome: a.Outcome.String()},
		Failing: a.Outcome != webhook.OutcomeSuccess,
	}
	switch dec.Action {
	case webhook.ActionDone:
		res.Status = vigil.DeliverySucceeded
	case webhook.ActionRetry:
		res.Status = vigil.DeliveryPending
		at := dec.RetryAt.UTC()
		res.NextRetryAt = &at
	case webhook.ActionGiveUp:
		res.Status = vigil.DeliveryFailed
	case webhook.ActionDisable:
		res.Status = vigil.DeliveryFailed
		res.DisabledReason = dec.DisabledReason
	}
	w.log.Info("webhook attempt", "delivery_id", id, "webhook_id", d.WebhookID, "webhook_msg_id", d.EventID,
		"n", attempt, "attempt", a, "decision", dec.Action.String())
	if err := w.cfg.Store.RecordDeliveryAttempt(ctx, id, res); err != nil {
		return fmt.Errorf("deliver webhook: %w", err)
	}
	if dec.Action == webhook.ActionRetry {
		return river.JobSnooze(max(0, time.Until(dec.RetryAt)))
	}
	return nil
}

// EnqueueDeliveryTx inserts the job of a webhook delivery inside tx, the transaction that creates the delivery row.
func (q *Queue[TTx]) EnqueueDeliveryTx(ctx context.Context, tx TTx, deliveryID string) error {
	if _, err := q.client.InsertTx(ctx, tx, DeliverWebhookArgs{DeliveryID: deliveryID}, nil); err != nil {
		return fmt.Errorf("enqueue webhook delivery %s: %w", deliveryID, err)
	}
	return nil
}
