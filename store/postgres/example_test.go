package postgres_test

import (
	"context"
	"log"
	"os"

	"github.com/riverqueue/river/riverdriver/riverpgxv5"

	"github.com/vigilsec/vigil/queue"
	"github.com/vigilsec/vigil/store/postgres"
)

// Example wires the store and the job queue on one PostgreSQL database, as `vigil serve` does: Migrate creates
// the store's tables and River's, and scan and webhook delivery jobs are inserted in the transactions that create
// the scan and the delivery rows.
func Example() {
	ctx := context.Background()
	db, err := postgres.Open(ctx, os.Getenv("VIGIL_DATABASE_URL")) // postgres://… or postgresql://…
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Migrate(ctx); err != nil {
		log.Fatal(err)
	}
	q, err := queue.New(riverpgxv5.New(db.Pool()), db, queue.Config{})
	if err != nil {
		log.Fatal(err)
	}
	db.SetEnqueuer(q.EnqueueScanTx)
	db.SetDeliveryEnqueuer(q.EnqueueDeliveryTx)
	if err := q.Start(ctx); err != nil {
		log.Fatal(err)
	}
	defer q.Stop(ctx)
	// … serve requests with db as the store.Store …
}
