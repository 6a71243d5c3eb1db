// Package clienttest runs the whole Vigil service for tests of API clients: the real HTTP server on httptest,
// the SQLite store in a temporary directory and the River queue working the scans and webhook deliveries.
package clienttest

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/riverqueue/river/riverdriver/riversqlite"

	"github.com/vigilsec/vigil"
	vigilhttp "github.com/vigilsec/vigil/http"
	"github.com/vigilsec/vigil/listquery"
	"github.com/vigilsec/vigil/plan"
	"github.com/vigilsec/vigil/queue"
	"github.com/vigilsec/vigil/ratelimit"
	"github.com/vigilsec/vigil/store"
	"github.com/vigilsec/vigil/store/sqlite"
	"github.com/vigilsec/vigil/webhook"
)

// Options adjust the service.
type Options struct {
	// Analyze replaces the engine in the scan worker (nil runs the real engine).
	Analyze queue.AnalyzeFunc
	// Middleware runs inside the server's chain, before routing, e.g. to record or answer requests.
	Middleware []vigilhttp.Middleware
	// Plans are the plans' limits (default plan.Defaults()); the organisations are on the free plan.
	Plans plan.Set
	// Limiter enforces the request rate; nil turns request rate limiting off.
	Limiter ratelimit.Peeker
}

// Service is a running service.
type Service struct {
	// URL is the server's base URL, without /api/v1.
	URL string
	// Key is an API key with every scope, of the organisation Org.
	Key string
	// Org is the organisation of Key.
	Org *vigil.Organization
	// OtherKey is a key with every scope of a second organisation, whose resources Key cannot see.
	OtherKey string
	// DB is the store.
	DB *sqlite.DB
}

// Start starts the service; it stops when the test ends. Webhooks may use http and loopback URLs.
func Start(t testing.TB, opts Options) *Service {
	t.Helper()
	ctx := context.Background()
	db, err := sqlite.Open(filepath.Join(t.TempDir(), "vigil.db"))
	if err != nil {
		t.Fatalf("open sqlite: %v", err)
	}
	t.Cleanup(func() { db.Close() })
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	driver := riversqlite.New(db.SQL())
	if err := queue.Migrate(ctx, driver); err != nil {
		t.Fatalf("migrate queue: %v", err)
	}
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	hooks := webhook.NewClient(webhook.ClientOptions{AllowPrivate: true, Timeout: 5 * time.Second})
	q, err := queue.New(driver, db, queue.Config{Analyze: opts.Analyze, Logger: quiet, ScanTimeout: 30 * time.Second,
		Deliveries: &queue.DeliveryConfig{Store: db, Client: hooks}})
	if err != nil {
		t.Fatalf("queue: %v", err)
	}
	db.SetEnqueuer(q.EnqueueScanTx)
	db.SetDeliveryEnqueuer(q.EnqueueDeliveryTx)
	if err := q.Start(ctx); err != nil {
		t.Fatalf("start queue: %v", err)
	}
	var stopOnce sync.Once
	t.Cleanup(func() {
		stopOnce.Do(func() {
			stopCtx, cancel := context.WithTimeout(ctx, 5*time.Second)
			defer cancel()
			_ = q.Stop(stopCtx)
		})
	})
	codec, err := listquery.NewCodec([]byte("client test cursor signing key, 32 bytes+"))
	if err != nil {
		t.Fatalf("cursor codec: %v", err)
	}
	h := vigilhttp.NewServer(db, vigilhttp.Config{Lists: store.NewLists(codec), Logger: quiet, WebhookAllowPrivate: true,
		Plans: opts.Plans, Limiter: opts.Limiter}, opts.Middleware...)
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	s := &Service{URL: srv.URL, DB: db}
	s.Org, s.Key = newOrg(t, db, "acme")
	_, s.OtherKey = newOrg(t, db, "globex")
	return s
}

// newOrg creates an organisation on the free plan with a key of every scope.
func newOrg(t testing.TB, db *sqlite.DB, name string) (*vigil.Organization, string) {
	t.Helper()
	org, err := db.CreateOrganization(context.Background(), name, vigil.PlanFree)
	if err != nil {
		t.Fatalf("create organisation: %v", err)
	}
	_, key, err := db.CreateAPIKey(context.Background(), org.ID, vigil.APIKeyCreate{Name: "test"})
	if err != nil {
		t.Fatalf("create API key: %v", err)
	}
	return org, key
}
