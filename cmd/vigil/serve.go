package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	nethttp "net/http"
	"os"
	"strconv"
	"time"

	"github.com/vigilsec/vigil"
	vigilhttp "github.com/vigilsec/vigil/http"
	"github.com/vigilsec/vigil/listquery"
	"github.com/vigilsec/vigil/plan"
	"github.com/vigilsec/vigil/queue"
	"github.com/vigilsec/vigil/store"
	"github.com/vigilsec/vigil/webhook"
)

// Defaults of the service's configuration.
const (
	defaultAddr        = "127.0.0.1:8080"
	defaultDatabaseURL = "sqlite:vigil.db"
	// defaultWebhookRetention is how long webhook events and their delivery logs are kept: 30 days.
	defaultWebhookRetention = 30 * 24 * time.Hour
)

// Main is the service program: configuration, database, job queue and HTTP server. Tests run the whole
// program through it: ParseFlags, Run, then Close.
type Main struct {
	// Addr is where the API listens, or a worker-only process's /healthz, /readyz and /metrics (VIGIL_ADDR, --addr).
	Addr string
	// DatabaseURL is sqlite:PATH or postgres://USER@HOST:PORT/DATABASE (VIGIL_DATABASE_URL, --database).
	DatabaseURL string
	// ScanTimeout is each scan's time limit (VIGIL_SCAN_TIMEOUT, --scan-timeout).
	ScanTimeout time.Duration
	// Workers is how many scans run at once (VIGIL_SCAN_WORKERS, --workers).
	Workers int
	// ShutdownTimeout is how long in-flight requests and running scans get to finish on shutdown.
	ShutdownTimeout time.Duration
	// WebhookAllowPrivate lets webhooks use http and private addresses, for development and tests
	// (VIGIL_WEBHOOK_ALLOW_PRIVATE=true). Off by default; Run logs a warning when it is on.
	WebhookAllowPrivate bool
	// API serves the HTTP API and Worker runs scans and webhook deliveries (VIGIL_ROLES, --api, --worker; both
	// by default). See roles.go.
	API, Worker bool
	// RescueAfter is how long a job may stay running before River takes its process for dead and runs it again
	// (VIGIL_RESCUE_AFTER, --rescue-after; zero is the scan timeout + 2 minutes). It must exceed ScanTimeout.
	RescueAfter time.Duration
	// RedisURL, when set, keeps the request rate limits in Redis, shared by every API process (VIGIL_REDIS_URL,
	// --redis); otherwise each process limits in memory. An unreachable Redis stops Run.
	RedisURL string
	// WebhookRetention is how long webhook events are kept, with their deliveries and attempt logs, once nothing
	// will send them again; a worker deletes older ones every hour (VIGIL_WEBHOOK_RETENTION,
	// --webhook-retention; default 30 days, 0 keeps them forever).
	WebhookRetention time.Duration

	Stdout io.Writer
	Logger *slog.Logger

	db       backend
	queue    jobQueue
	server   *nethttp.Server
	listener net.Listener
	served   chan error
	// stopLimits stops what startLimits started (limits.go); nil until then.
	stopLimits func() error
}

// NewMain returns a Main with the defaults, overridden by the environment.
func NewMain(stdout, stderr io.Writer) *Main {
	return &Main{
		Addr:             envOr("VIGIL_ADDR", defaultAddr),
		DatabaseURL:      envOr("VIGIL_DATABASE_URL", defaultDatabaseURL),
		ScanTimeout:      2 * time.Minute,
		Workers:          2,
		ShutdownTimeout:  30 * time.Second,
		API:              true,
		Worker:           true,
		RedisURL:         os.Getenv("VIGIL_REDIS_URL"),
		WebhookRetention: defaultWebhookRetention,
		Stdout:           stdout,
		Logger:           slog.New(slog.NewJSONHandler(stderr, nil)),
	}
}

func envOr(name, def string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return def
}

// ParseFlags reads the environment's durations and counts, then the flags, which override it.
func (m *Main) ParseFlags(args []string, stderr io.Writer) error {
	if v := os.Getenv("VIGIL_SCAN_TIMEOUT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			return fmt.Errorf("VIGIL_SCAN_TIMEOUT=%q: want a positive duration such as 2m", v)
		}
		m.ScanTimeout = d
	}
	if v := os.Getenv("VIGIL_SCAN_WORKERS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return fmt.Errorf("VIGIL_SCAN_WORKERS=%q: want a positive number", v)
		}
		m.Workers = n
	}
	if v := os.Getenv("VIGIL_WEBHOOK_ALLOW_PRIVATE"); v != "" {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return fmt.Errorf("VIGIL_WEBHOOK_ALLOW_PRIVATE=%q: want true or false", v)
		}
		m.WebhookAllowPrivate = b
	}
	if v := os.Getenv("VIGIL_WEBHOOK_RETENTION"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d < 0 {
			return fmt.Errorf("VIGIL_WEBHOOK_RETENTION=%q: want a duration such as 720h (30 days), or 0 to keep events forever", v)
		}
		m.WebhookRetention = d
	}
	if err := m.roleEnv(); err != nil {
		return err
	}
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	applyRoles := m.roleFlags(fs)
	fs.StringVar(&m.Addr, "addr", m.Addr, "listen address (VIGIL_ADDR)")
	fs.StringVar(&m.DatabaseURL, "database", m.DatabaseURL, "database URL, sqlite:PATH or postgres://… (VIGIL_DATABASE_URL)")
	fs.DurationVar(&m.ScanTimeout, "scan-timeout", m.ScanTimeout, "time limit of one scan (VIGIL_SCAN_TIMEOUT)")
	fs.IntVar(&m.Workers, "workers", m.Workers, "scans run at once (VIGIL_SCAN_WORKERS)")
	fs.DurationVar(&m.WebhookRetention, "webhook-retention", m.WebhookRetention,
		"how long webhook events and their delivery logs are kept once finished; 0 keeps them forever (VIGIL_WEBHOOK_RETENTION)")
	fs.StringVar(&m.RedisURL, "redis", m.RedisURL, "Redis URL for rate limits shared by every process, redis://HOST:PORT/DB (VIGIL_REDIS_URL)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("serve takes no arguments, got %q", fs.Args())
	}
	if m.ScanTimeout <= 0 || m.Workers < 1 {
		return errors.New("--scan-timeout and --workers must be positive")
	}
	if m.WebhookRetention < 0 {
		return errors.New("--webhook-retention must not be negative")
	}
	return applyRoles()
}

// Run opens the database, creates the first organisation on an empty one, starts the queue and starts
// serving. It returns once the server is listening; Close stops everything.
func (m *Main) Run(ctx context.Context) error {
	db, err := openDatabase(ctx, m.DatabaseURL, m.Logger)
	if err != nil {
		return err
	}
	m.db = db
	// Only an API process creates the first key: it is the one whose output a user reads for it.
	if m.API {
		if err := m.bootstrap(ctx); err != nil {
			return err
		}
	}
	plans, err := plan.FromEnv()
	if err != nil {
		return err
	}
	limiter, err := m.startLimits(ctx, db, plans)
	if err != nil {
		return err
	}
	key, err := db.Secret(ctx, "cursor-signing-key", 32)
	if err != nil {
		return err
	}
	codec, err := listquery.NewCodec(key)
	if err != nil {
		return err
	}
	if m.WebhookAllowPrivate {
		m.Logger.Warn("VIGIL_WEBHOOK_ALLOW_PRIVATE is on: webhooks may use http and private addresses; never use this in production")
	}
	// One webhook client for the whole process, so that deliveries reuse connections.
	deliveries := &queue.DeliveryConfig{Client: webhook.NewClient(webhook.ClientOptions{AllowPrivate: m.WebhookAllowPrivate})}
	cfg := queue.Config{Workers: m.Workers, ScanTimeout: m.ScanTimeout, Logger: m.Logger,
		Deliveries: deliveries, RescueAfter: m.RescueAfter, InsertOnly: !m.Worker}
	if m.WebhookRetention > 0 {
		cfg.Retention = &queue.RetentionConfig{Store: db, MaxAge: m.WebhookRetention}
	}
	q, err := db.newQueue(cfg)
	if err != nil {
		return err
	}
	m.queue = q
	// Scans left queued or running by a previous process resume as soon as the queue starts. An API-only
	// process only inserts jobs.
	if m.Worker {
		if err := q.Start(context.WithoutCancel(ctx)); err != nil {
			return err
		}
	}
	handler := vigilhttp.NewServer(db, vigilhttp.Config{Lists: store.NewLists(codec), Plans: plans, Logger: m.Logger,
		WebhookAllowPrivate: m.WebhookAllowPrivate, Limiter: limiter}, m.roleMiddleware()...)
	ln, err := net.Listen("tcp", m.Addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", m.Addr, err)
	}
	m.listener = ln
	m.server = vigilhttp.HTTPServer(m.Addr, handler, m.Logger)
	m.served = make(chan error, 1)
	go func() { m.served <- m.server.Serve(ln) }()
	m.Logger.Info("serving", "addr", ln.Addr().String(), "database", redactURL(m.DatabaseURL), "roles", rolesString(m.API, m.Worker))
	return nil
}

// bootstrap creates the organisation "default" with one API key on an empty database and prints the key,
// the only time it is ever shown.
func (m *Main) bootstrap(ctx context.Context) error {
	n, err := m.db.CountOrganizations(ctx)
	if err != nil || n > 0 {
		return err
	}
	org, err := m.db.CreateOrganization(ctx, "default", vigil.PlanFree)
	if vigil.ErrorCode(err) == vigil.CodeConflict {
		// Another process starting at the same time created it, and printed its key.
		return nil
	}
	if err != nil {
		return err
	}
	_, text, err := m.db.CreateAPIKey(ctx, org.ID, vigil.APIKeyCreate{Name: "first key"})
	if err != nil {
		return err
	}
	fmt.Fprintf(m.Stdout, "Created the organisation \"default\" (plan free) and its first API key, shown only this once:\n\n    %s\n\n", text)
	fmt.Fprintf(m.Stdout, "Use it as a bearer token, e.g.:\n\n    export VIGIL_API_KEY=%s\n    curl -H \"Authorization: Bearer $VIGIL_API_KEY\" http://%s/api/v1/contracts\n\n", text, m.Addr)
	return nil
}

// URL is the base URL the server listens on.
func (m *Main) URL() string { return "http://" + m.listener.Addr().String() }

// Close shuts down gracefully: it stops accepting requests and lets in-flight ones finish, lets running scans
// finish within the shutdown timeout (the queue resumes the others on the next start), and closes the database.
func (m *Main) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), m.ShutdownTimeout)
	defer cancel()
	var errs []error
	if m.server != nil {
		if err := m.server.Shutdown(ctx); err != nil {
			errs = append(errs, fmt.Errorf("shut down http: %w", err))
		}
		if err := <-m.served; err != nil && !errors.Is(err, nethttp.ErrServerClosed) {
			errs = append(errs, fmt.Errorf("serve: %w", err))
		}
	}
	if m.stopLimits != nil {
		if err := m.stopLimits(); err != nil {
			errs = append(errs, fmt.Errorf("stop rate limits: %w", err))
		}
	}
	if m.queue != nil {
		if err := m.queue.Stop(ctx); err != nil {
			errs = append(errs, err)
		}
	}
	if m.db != nil {
		if err := m.db.Close(); err != nil {
			errs = append(errs, fmt.Errorf("close database: %w", err))
		}
	}
	return errors.Join(errs...)
}

// runServe is `vigil serve`: it runs until SIGINT or SIGTERM, then shuts down gracefully.
func runServe(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	m := NewMain(stdout, stderr)
	if err := m.ParseFlags(args, stderr); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		fmt.Fprintf(stderr, "vigil serve: %v\n", err)
		return 2
	}
	if err := m.Run(ctx); err != nil {
		fmt.Fprintf(stderr, "vigil serve: %v\n", err)
		_ = m.Close()
		return 1
	}
	fmt.Fprintf(stdout, "Vigil is listening on %s (%s)\n", m.URL(), rolesString(m.API, m.Worker))
	select {
	case <-ctx.Done():
	case err := <-m.served:
		m.served <- err // Close reads it
	}
	m.Logger.Info("shutting down")
	if err := m.Close(); err != nil {
		fmt.Fprintf(stderr, "vigil serve: %v\n", err)
		return 1
	}
	return 0
}
