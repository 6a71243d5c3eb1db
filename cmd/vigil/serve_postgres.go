package main

import (
	"context"
	"log/slog"
	"time"

	"github.com/riverqueue/river/riverdriver/riverpgxv5"

	"github.com/vigilsec/vigil/queue"
	"github.com/vigilsec/vigil/store/postgres"
)

// postgresPollInterval bounds how long a queued job waits on PostgreSQL. River's LISTEN/NOTIFY normally wakes
// the workers at once, so polling is only the fallback and need not be as tight as SQLite's.
const postgresPollInterval = 250 * time.Millisecond

// postgresBackend is the service on PostgreSQL, with River's riverpgxv5 driver on the store's pool. Any number
// of processes may share one database.
type postgresBackend struct{ *postgres.DB }

// openPostgres connects and applies the store's and River's migrations under the store's advisory lock.
func openPostgres(ctx context.Context, databaseURL string, log *slog.Logger) (*postgresBackend, error) {
	db, err := postgres.Open(ctx, databaseURL)
	if err != nil {
		return nil, err
	}
	db.SetLogger(log)
	if _, err := db.Migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return &postgresBackend{db}, nil
}

func (b *postgresBackend) newQueue(cfg queue.Config) (jobQueue, error) {
	if cfg.PollInterval <= 0 {
		cfg.PollInterval = postgresPollInterval
	}
	if cfg.Deliveries != nil {
		cfg.Deliveries.Store = b.DB
	}
	q, err := queue.New(riverpgxv5.New(b.Pool()), b.DB, cfg)
	if err != nil {
		return nil, err
	}
	b.SetEnqueuer(q.EnqueueScanTx)
	b.SetDeliveryEnqueuer(q.EnqueueDeliveryTx)
	return q, nil
}
