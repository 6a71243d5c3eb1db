package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	nethttp "net/http"
	"os"
	"strings"
	"time"

	"github.com/vigilsec/vigil"
	vigilhttp "github.com/vigilsec/vigil/http"
)

// A process plays one or both roles:
//
//   - api: it serves the HTTP API. Uploads and rescans insert their scan jobs in the same transaction as the
//     scan row, so an API-only process inserts jobs but never works them.
//   - worker: it runs scans and webhook deliveries. A worker-only process serves no API but keeps listening on
//     its address for /healthz, /readyz and /metrics, so that it can be probed and scraped like the others;
//     every other path is NOT_FOUND.
//
// Both by default, which suits one process on SQLite. On PostgreSQL any number of each may share a database.
const (
	roleAPI    = "api"
	roleWorker = "worker"
)

// parseRoles reads a comma-separated list of roles (VIGIL_ROLES), e.g. "api,worker".
func parseRoles(s string) (api, worker bool, err error) {
	for _, r := range strings.Split(s, ",") {
		switch strings.TrimSpace(r) {
		case roleAPI:
			api = true
		case roleWorker:
			worker = true
		default:
			return false, false, fmt.Errorf("unknown role %q: want api, worker or api,worker", strings.TrimSpace(r))
		}
	}
	return api, worker, nil
}

// rolesString names the roles, for logs and messages.
func rolesString(api, worker bool) string {
	var rs []string
	if api {
		rs = append(rs, roleAPI)
	}
	if worker {
		rs = append(rs, roleWorker)
	}
	return strings.Join(rs, ",")
}

// operationsPaths are what a worker-only process serves.
var operationsPaths = map[string]bool{"/healthz": true, "/readyz": true, "/metrics": true}

// operationsOnly is the middleware of a worker-only process: it lets through /healthz, /readyz and /metrics
// and answers every other request NOT_FOUND in the API's error envelope.
func operationsOnly(next nethttp.Handler) nethttp.Handler {
	return nethttp.HandlerFunc(func(w nethttp.ResponseWriter, r *nethttp.Request) {
		if operationsPaths[r.URL.Path] {
			next.ServeHTTP(w, r)
			return
		}
		body := vigilhttp.ErrorBody{Error: vigilhttp.ErrorDetail{
			Code:      vigil.CodeNotFound,
			Message:   "This process only runs scan workers; the API is served by the processes started with --api.",
			RequestID: w.Header().Get(vigilhttp.RequestIDHeader),
		}}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(vigilhttp.StatusOf(vigil.CodeNotFound))
		_ = json.NewEncoder(w).Encode(body)
	})
}

// roleEnv reads the roles (VIGIL_ROLES) and the rescue delay (VIGIL_RESCUE_AFTER) from the environment.
func (m *Main) roleEnv() error {
	if v := os.Getenv("VIGIL_ROLES"); v != "" {
		api, worker, err := parseRoles(v)
		if err != nil {
			return fmt.Errorf("VIGIL_ROLES=%q: %w", v, err)
		}
		m.API, m.Worker = api, worker
	}
	if v := os.Getenv("VIGIL_RESCUE_AFTER"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			return fmt.Errorf("VIGIL_RESCUE_AFTER=%q: want a positive duration such as 10m", v)
		}
		m.RescueAfter = d
	}
	return nil
}

// roleFlags adds --api, --worker and --rescue-after to fs. The function it returns applies them once fs is
// parsed: naming one role serves only that one, naming both or neither serves both (or VIGIL_ROLES).
func (m *Main) roleFlags(fs *flag.FlagSet) func() error {
	api := fs.Bool("api", false, "serve the HTTP API; with neither --api nor --worker, both (VIGIL_ROLES=api,worker)")
	worker := fs.Bool("worker", false, "run scans and webhook deliveries; with neither --api nor --worker, both")
	fs.DurationVar(&m.RescueAfter, "rescue-after", m.RescueAfter,
		"how long a job may stay running before another worker takes it over from a dead process; longer than --scan-timeout (default scan timeout + 2m) (VIGIL_RESCUE_AFTER)")
	return func() error {
		if *api || *worker {
			m.API, m.Worker = *api, *worker
		}
		if !m.API && !m.Worker {
			return errors.New("a process needs a role: --api, --worker or both")
		}
		if m.RescueAfter != 0 && m.RescueAfter <= m.ScanTimeout {
			return fmt.Errorf("--rescue-after %s must be longer than --scan-timeout %s, or a scan still running would be started again", m.RescueAfter, m.ScanTimeout)
		}
		return nil
	}
}

// roleMiddleware is the extra middleware the roles call for: operationsOnly in a worker-only process.
func (m *Main) roleMiddleware() []vigilhttp.Middleware {
	if m.API {
		return nil
	}
	return []vigilhttp.Middleware{operationsOnly}
}
