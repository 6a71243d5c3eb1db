package sqlite_test

import (
	"context"
	"database/sql"
	"testing"

	"github.com/vigilsec/vigil/store/storetest"
)

func TestWebhookConformance(t *testing.T) {
	t.Parallel()
	storetest.RunWebhooks(t, func(t *testing.T, jobs, deliveries *storetest.Jobs) storetest.WebhookStore {
		db := open(t)
		db.SetEnqueuer(func(_ context.Context, _ *sql.Tx, scanID string) error { return jobs.Enqueue(scanID) })
		db.SetDeliveryEnqueuer(func(_ context.Context, _ *sql.Tx, id string) error { return deliveries.Enqueue(id) })
		return db
	})
}
