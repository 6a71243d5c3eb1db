// Package http serves the Vigil API: routes, one file per resource, the middleware chain (request id, logging,
// panic recovery, authentication), the one table from error code to HTTP status, and the OpenAPI document.
package http

import (
	"context"
	"log/slog"
	"net/http"
	"time"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/plan"
	"github.com/vigilsec/vigil/ratelimit"
	"github.com/vigilsec/vigil/store"
)

// APIPrefix starts every API path.
const APIPrefix = "/api/v1"

// Config is what the server needs besides the store.
type Config struct {
	// Lists are the list specifications (with the cursor signing key).
	Lists *store.Lists
	// Plans give each organisation's limits: requests per minute and burst, concurrent scans, scans per month, and
	// upload size and file count (default plan.Defaults()). An organisation on a plan missing from the set gets the
	// free plan's limits.
	Plans plan.Set
	// Logger receives one line per request and the details of internal errors (default slog.Default()).
	Logger *slog.Logger
	// WebhookAllowPrivate accepts http and private-address webhook URLs, for development and tests
	// (VIGIL_WEBHOOK_ALLOW_PRIVATE).
	WebhookAllowPrivate bool
	// Limiter enforces each organisation's request rate (ratelimit.NewMemory for one process, ratelimit.NewRedis
	// for several). Nil turns request rate limiting off, for tests of other features; serve always sets one.
	Limiter ratelimit.Peeker
	// Now is the clock of rate limit headers and idempotency keys (default time.Now); tests inject one.
	Now func() time.Time
}

// Server is the API's http.Handler.
type Server struct {
	store   store.Store
	lists   *store.Lists
	plans   plan.Set
	log     *slog.Logger
	mux     *http.ServeMux
	handler http.Handler
	metrics *metrics
	// webhookAllowPrivate is Config.WebhookAllowPrivate.
	webhookAllowPrivate bool
	// limiter and now are Config.Limiter and Config.Now.
	limiter ratelimit.Peeker
	now     func() time.Time
	// patterns lists the registered routes, e.g. "GET /api/v1/contracts/{id}".
	patterns []string
}

// Middleware wraps a handler; the server applies its middleware around every request, outermost first.
type Middleware func(http.Handler) http.Handler

// NewServer returns the API server for the store. Extra middleware (rate limits, idempotency) runs inside
// the built-in chain, after the request id, logging and panic recovery, and before routing.
//
// The store must insert the jobs of the scans it creates (SetEnqueuer with a queue.Queue's EnqueueScanTx, as serve
// does): the server cannot see whether it does, and a store without it fails uploads that scan with 500 INTERNAL.
// Webhook deliveries are optional: on a store without a delivery enqueuer (SetDeliveryEnqueuer with
// EnqueueDeliveryTx), webhook pings and redeliveries are 503 SERVICE_UNAVAILABLE (store.ErrDeliveriesDisabled).
func NewServer(st store.Store, cfg Config, extra ...Middleware) *Server {
	s := &Server{store: st, lists: cfg.Lists, plans: cfg.Plans, log: cfg.Logger, mux: http.NewServeMux(), metrics: newMetrics(),
		webhookAllowPrivate: cfg.WebhookAllowPrivate, limiter: cfg.Limiter, now: cfg.Now}
	if s.now == nil {
		s.now = time.Now
	}
	if s.log == nil {
		s.log = slog.Default()
	}
	if len(s.plans.All()) == 0 {
		s.plans = plan.Defaults()
	}
	s.routes()
	chain := append([]Middleware{s.withRequestID, s.withLogging, s.withRecover}, extra...)
	var h http.Handler = http.HandlerFunc(s.route)
	for i := len(chain) - 1; i >= 0; i-- {
		h = chain[i](h)
	}
	s.handler = h
	return s
}

// ServeHTTP serves one request.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.handler.ServeHTTP(w, r) }

// HTTPServer returns an http.Server for the handler with timeouts that keep slow clients from holding
// connections: a whole upload must arrive within a minute.
func HTTPServer(addr string, h http.Handler, log *slog.Logger) *http.Server {
	return &http.Server{
		Addr:              addr,
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       time.Minute,
		WriteTimeout:      2 * time.Minute,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
}

// handlerFunc is an API handler: it writes the response, or returns an error that the server writes in the
// error envelope.
type handlerFunc func(w http.ResponseWriter, r *http.Request) error

// routes registers every endpoint with the scope it requires ("" for none: no authentication).
func (s *Server) routes() {
	// Operations, outside the API, without authentication.
	s.handle("GET /healthz", "", s.healthz)
	s.handle("GET /readyz", "", s.readyz)
	s.handle("GET /metrics", "", s.metricsHandler)
	s.handle("GET "+APIPrefix+"/openapi.json", "", s.openAPI)

	s.handle("GET "+APIPrefix+"/limits", scopeAny, s.getLimits)
	s.handle("POST "+APIPrefix+"/contracts/upload", vigil.ScopeContractsWrite, s.uploadContract)
	s.handle("GET "+APIPrefix+"/contracts", vigil.ScopeContractsRead, s.listContracts)
	s.handle("GET "+APIPrefix+"/contracts/{id}", vigil.ScopeContractsRead, s.getContract)
	s.handle("GET "+APIPrefix+"/contracts/{id}/source", vigil.ScopeContractsRead, s.getContractSource)
	s.handle("DELETE "+APIPrefix+"/contracts/{id}", vigil.ScopeContractsWrite, s.deleteContract)
	s.handle("POST "+APIPrefix+"/contracts/{id}/scans", vigil.ScopeScansWrite, s.rescanContract)

	s.handle("GET "+APIPrefix+"/scans", vigil.ScopeContractsRead, s.listScans)
	s.handle("GET "+APIPrefix+"/scans/{id}", vigil.ScopeContractsRead, s.getScan)
	s.handle("POST "+APIPrefix+"/scans/{id}/cancel", vigil.ScopeScansWrite, s.cancelScan)
	s.handle("GET "+APIPrefix+"/scans/{id}/report", vigil.ScopeContractsRead, s.getScanReport)

	s.handle("GET "+APIPrefix+"/vulnerabilities", vigil.ScopeVulnerabilitiesRead, s.listVulnerabilities)
	s.handle("GET "+APIPrefix+"/vulnerabilities/{id}", vigil.ScopeVulnerabilitiesRead, s.getVulnerability)
	s.handle("PATCH "+APIPrefix+"/vulnerabilities/{id}", vigil.ScopeVulnerabilitiesWrite, s.updateVulnerability)

	s.handle("POST "+APIPrefix+"/webhooks", vigil.ScopeWebhooksWrite, s.createWebhook)
	s.handle("GET "+APIPrefix+"/webhooks", vigil.ScopeWebhooksWrite, s.listWebhooks)
	s.handle("GET "+APIPrefix+"/webhooks/{id}", vigil.ScopeWebhooksWrite, s.getWebhook)
	s.handle("PATCH "+APIPrefix+"/webhooks/{id}", vigil.ScopeWebhooksWrite, s.updateWebhook)
	s.handle("DELETE "+APIPrefix+"/webhooks/{id}", vigil.ScopeWebhooksWrite, s.deleteWebhook)
	s.handle("POST "+APIPrefix+"/webhooks/{id}/ping", vigil.ScopeWebhooksWrite, s.pingWebhook)
	s.handle("POST "+APIPrefix+"/webhooks/{id}/rotate-secret", vigil.ScopeWebhooksWrite, s.rotateWebhookSecret)
	s.handle("GET "+APIPrefix+"/webhooks/{id}/deliveries", vigil.ScopeWebhooksWrite, s.listWebhookDeliveries)
	s.handle("POST "+APIPrefix+"/webhooks/{id}/deliveries/{did}/redeliver", vigil.ScopeWebhooksWrite, s.redeliverWebhookDelivery)

	s.handle("POST "+APIPrefix+"/api-keys", vigil.ScopeKeysWrite, s.createAPIKey)
	s.handle("GET "+APIPrefix+"/api-keys", vigil.ScopeKeysWrite, s.listAPIKeys)
	s.handle("DELETE "+APIPrefix+"/api-keys/{id}", vigil.ScopeKeysWrite, s.revokeAPIKey)
}

// handle registers a handler behind authentication with the scope (none when scope is "").
func (s *Server) handle(pattern string, scope vigil.Scope, h handlerFunc) {
	s.patterns = append(s.patterns, pattern)
	if scope != "" {
		h = s.withLimits(h)
	}
	s.mux.HandleFunc(pattern, func(w http.ResponseWriter, r *http.Request) {
		if info := infoFrom(r.Context()); info != nil {
			info.route = r.Pattern
		}
		if scope != "" {
			p, err := s.authenticate(r, scope)
			if p == nil {
				s.writeError(w, r, err)
				return
			}
			r = r.WithContext(context.WithValue(r.Context(), principalKey{}, p))
			if err != nil {
				// FORBIDDEN: the key is valid, so the request spends from its organisation's budget and carries
				// the rate limit headers like any other authenticated response (an empty budget answers 429).
				if _, limitErr := s.spend(w, r, p, s.planOf(p.org)); limitErr != nil {
					err = limitErr
				}
				s.writeError(w, r, err)
				return
			}
		}
		if err := h(w, r); err != nil {
			s.writeError(w, r, err)
		}
	})
}

func (s *Server) healthz(w http.ResponseWriter, r *http.Request) error {
	return writeJSON(w, r, http.StatusOK, map[string]string{"status": "ok"})
}

func (s *Server) readyz(w http.ResponseWriter, r *http.Request) error {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := s.store.Ping(ctx); err != nil {
		s.log.Error("readiness check failed", "err", err, "request_id", requestID(r.Context()))
		return writeJSON(w, r, http.StatusServiceUnavailable, map[string]string{"status": "unavailable"})
	}
	return writeJSON(w, r, http.StatusOK, map[string]string{"status": "ok"})
}
