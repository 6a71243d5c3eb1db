package postgres_test

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/vigilsec/vigil/store/storetest"
)

// TestWebhookConformance runs the shared webhook conformance suite, which the SQLite store passes too.
func TestWebhookConformance(t *testing.T) {
	t.Parallel()
	storetest.RunWebhooks(t, func(t *testing.T, jobs, deliveries *storetest.Jobs) storetest.WebhookStore {
		db := open(t)
		db.SetEnqueuer(func(_ context.Context, _ pgx.Tx, scanID string) error { return jobs.Enqueue(scanID) })
		db.SetDeliveryEnqueuer(func(_ context.Context, _ pgx.Tx, id string) error { return deliveries.Enqueue(id) })
		return db
	})
}
