package queue_test

import (
	"context"
	"database/sql"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/riverdriver/riversqlite"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/queue"
	"github.com/vigilsec/vigil/store"
	"github.com/vigilsec/vigil/store/postgres"
	"github.com/vigilsec/vigil/store/postgres/pgtest"
	"github.com/vigilsec/vigil/webhook"
)

func TestWebhookRetentionSQLite(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := openSQLite(t, true)
	driver := riversqlite.New(db.SQL())
	db.SetDeliveryEnqueuer(func(context.Context, *sql.Tx, string) error { return nil })
	checkRetention(t, driver, db, func() int {
		var n int
		if err := db.SQL().QueryRowContext(ctx, "SELECT COUNT(*) FROM webhook_events").Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	})
}

func TestWebhookRetentionPostgres(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, err := postgres.Open(ctx, pgtest.NewDatabase(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	db.SetDeliveryEnqueuer(func(context.Context, pgx.Tx, string) error { return nil })
	checkRetention(t, riverpgxv5.New(db.Pool()), db, func() int {
		var n int
		if err := db.Pool().QueryRow(ctx, "SELECT COUNT(*) FROM webhook_events").Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	})
}

// checkRetention records two pings, one delivered and one pending a retry, then starts a queue with webhook
// retention of a millisecond: its first run, at start, deletes the delivered event and keeps the pending one.
func checkRetention[TTx any](t *testing.T, driver riverdriver.Driver[TTx], db store.Store, events func() int) {
	ctx := context.Background()
	org, err := db.CreateOrganization(ctx, "acme", vigil.PlanFree)
	if err != nil {
		t.Fatal(err)
	}
	secret, err := webhook.NewSecret()
	if err != nil {
		t.Fatal(err)
	}
	w, err := db.CreateWebhook(ctx, org.ID, vigil.WebhookCreate{URL: "https://hooks.example.com/a",
		Events: []string{webhook.EventScanCompleted}, Secret: secret})
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	next := now.Add(time.Hour)
	for _, res := range []vigil.DeliveryResult{
		{Status: vigil.DeliverySucceeded, Attempt: vigil.DeliveryAttempt{Attempt: 1, At: now, StatusCode: 200, Outcome: "success"}},
		{Status: vigil.DeliveryPending, NextRetryAt: &next, Failing: true,
			Attempt: vigil.DeliveryAttempt{Attempt: 1, At: now, StatusCode: 500, Outcome: "retry"}},
	} {
		d, err := db.PingWebhook(ctx, org.ID, w.ID)
		if err != nil {
			t.Fatal(err)
		}
		if err := db.RecordDeliveryAttempt(ctx, d.ID, res); err != nil {
			t.Fatal(err)
		}
	}
	time.Sleep(5 * time.Millisecond)
	q, err := queue.New(driver, db, queue.Config{Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Retention: &queue.RetentionConfig{Store: db, MaxAge: time.Millisecond}})
	if err != nil {
		t.Fatal(err)
	}
	startQueue(t, q)
	deadline := time.Now().Add(30 * time.Second)
	for events() != 1 {
		if time.Now().After(deadline) {
			t.Fatalf("%d webhook events after 30s, want the pending one only", events())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func TestRetentionNeedsAnAge(t *testing.T) {
	t.Parallel()
	db := openSQLite(t, false)
	if _, err := queue.New(riversqlite.New(db.SQL()), db, queue.Config{Retention: &queue.RetentionConfig{Store: db}}); err == nil {
		t.Error("New accepted webhook retention without an age")
	}
}
