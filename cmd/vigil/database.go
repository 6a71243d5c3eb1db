package main

import (
	"context"
	"fmt"
	"log/slog"
	"net/url"
	"strings"

	"github.com/riverqueue/river/riverdriver/riversqlite"

	"github.com/vigilsec/vigil/queue"
	"github.com/vigilsec/vigil/store"
	"github.com/vigilsec/vigil/store/sqlite"
)

// backend is a migrated database the service runs on, SQLite or PostgreSQL: the store, and the job queue built
// on the database's own River driver. Everything above it (serve, migrate, keys) is the same for both.
type backend interface {
	store.Store
	// newQueue builds the job queue on the database and makes the store insert its scan and webhook delivery jobs
	// through it, inside the transactions that create the rows. It fills in cfg.Deliveries.Store with the store.
	newQueue(cfg queue.Config) (jobQueue, error)
}

// jobQueue is a queue.Queue, whatever its driver's transaction type.
type jobQueue interface {
	Start(ctx context.Context) error
	Stop(ctx context.Context) error
}

// openDatabase opens the database at the URL, sqlite:PATH or postgres://…, and applies every migration, River's
// included. On PostgreSQL the migrations run under an advisory lock, so several processes may start at once.
func openDatabase(ctx context.Context, databaseURL string, log *slog.Logger) (backend, error) {
	switch {
	case strings.HasPrefix(databaseURL, "sqlite:"):
		return openSQLite(ctx, databaseURL)
	case strings.HasPrefix(databaseURL, "postgres://"), strings.HasPrefix(databaseURL, "postgresql://"):
		return openPostgres(ctx, databaseURL, log)
	}
	// Only the scheme: the rest may hold a password.
	scheme, _, _ := strings.Cut(databaseURL, ":")
	return nil, fmt.Errorf("database URL with scheme %q: want sqlite:PATH or postgres://USER@HOST:PORT/DATABASE", scheme)
}

// redactURL is the database URL fit for a log: a PostgreSQL URL's password is masked.
func redactURL(databaseURL string) string {
	if strings.HasPrefix(databaseURL, "sqlite:") {
		return databaseURL
	}
	u, err := url.Parse(databaseURL)
	if err != nil {
		scheme, _, _ := strings.Cut(databaseURL, ":")
		return scheme + ":…"
	}
	return u.Redacted()
}

// sqliteBackend is the service on one SQLite file, with River's riversqlite driver.
type sqliteBackend struct{ *sqlite.DB }

func openSQLite(ctx context.Context, databaseURL string) (*sqliteBackend, error) {
	path, err := sqlite.ParseURL(databaseURL)
	if err != nil {
		return nil, err
	}
	db, err := sqlite.Open(path)
	if err != nil {
		return nil, err
	}
	if _, err := db.Migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	if err := queue.Migrate(ctx, riversqlite.New(db.SQL())); err != nil {
		db.Close()
		return nil, err
	}
	return &sqliteBackend{db}, nil
}

func (b *sqliteBackend) newQueue(cfg queue.Config) (jobQueue, error) {
	if cfg.Deliveries != nil {
		cfg.Deliveries.Store = b.DB
	}
	q, err := queue.New(riversqlite.New(b.SQL()), b.DB, cfg)
	if err != nil {
		return nil, err
	}
	b.SetEnqueuer(q.EnqueueScanTx)
	b.SetDeliveryEnqueuer(q.EnqueueDeliveryTx)
	return q, nil
}
