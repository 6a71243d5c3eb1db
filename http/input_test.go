package http_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/riverqueue/river/riverdriver/riverpgxv5"

	"github.com/vigilsec/vigil"
	vigilhttp "github.com/vigilsec/vigil/http"
	"github.com/vigilsec/vigil/listquery"
	"github.com/vigilsec/vigil/queue"
	"github.com/vigilsec/vigil/store"
	"github.com/vigilsec/vigil/store/postgres"
	"github.com/vigilsec/vigil/store/postgres/pgtest"
)

// TestBadInputNeverFails sends malformed and hostile JSON bodies and query parameters to every endpoint that reads
// them: each answer is a 4xx in the error envelope that the OpenAPI document describes (do checks both), never a
// 5xx.
func TestBadInputNeverFails(t *testing.T) {
	t.Parallel()
	checkBadInput(t, setup(t, options{analyze: fakeEngine}))
}

// TestBadInputNeverFailsPostgres is TestBadInputNeverFails on PostgreSQL, which refuses text SQLite stores (NUL
// bytes, invalid UTF-8).
func TestBadInputNeverFailsPostgres(t *testing.T) {
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
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	q, err := queue.New(riverpgxv5.New(db.Pool()), db, queue.Config{Analyze: fakeEngine, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	db.SetEnqueuer(q.EnqueueScanTx)
	if err := q.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		stopCtx, cancel := context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		_ = q.Stop(stopCtx)
	})
	codec, err := listquery.NewCodec([]byte("e2e test cursor signing key, 32 bytes+"))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(vigilhttp.NewServer(db, vigilhttp.Config{Lists: store.NewLists(codec), Logger: quiet}))
	t.Cleanup(srv.Close)
	b := &bundle{srv: srv}
	b.org, err = db.CreateOrganization(ctx, "acme", vigil.PlanFree)
	if err != nil {
		t.Fatal(err)
	}
	if _, b.key, err = db.CreateAPIKey(ctx, b.org.ID, vigil.APIKeyCreate{Name: "test"}); err != nil {
		t.Fatal(err)
	}
	b.doc, b.router = loadOpenAPI(t)
	checkBadInput(t, b)
}

func checkBadInput(t *testing.T, bb *bundle) {
	b := &webhookBundle{bundle: bb}
	up := b.upload(t, b.key, file{"A.sol", "// finding: high d SWC-1\n"})
	b.waitScan(t, b.key, up.Scan.ID)
	var vulns list[struct {
		ID string `json:"id"`
	}]
	b.getJSON(t, b.key, "/api/v1/vulnerabilities", &vulns)
	wh := b.createWebhook(t, "https://hooks.example.com/vigil", "scan.completed")

	bodies := []string{
		`null`, `[]`, `"x"`, `1`, `true`, `{}`, `{"a":`, `{"x": 1}{}`, strings.Repeat("[", 10000) + strings.Repeat("]", 10000),
		`{"url": null, "events": null, "status": null, "description": null, "name": null, "scopes": null, "expires_at": null, "comment": null}`,
		`{"url": 1}`, `{"url": "", "events": []}`, `{"url": "https://hooks.example.com/x", "events": [null]}`,
		`{"url": "https://hooks.example.com/x", "events": [1]}`, `{"url": "https://hooks.example.com/x", "events": ["scan.*"]}`,
		`{"url": "https://\u0000/", "events": ["scan.completed"]}`, `{"url": "http://[::1", "events": ["scan.completed"]}`,
		`{"url": "https://hooks.example.com/x", "events": ["scan.completed"], "description": "\u0000\ud800"}`,
		`{"status": "enabled\u0000"}`, `{"status": 7}`, `{"status": "confirmed", "comment": "\u0000"}`,
		`{"name": "\u0000", "scopes": ["contracts:read"]}`, `{"scopes": ["root"]}`, `{"scopes": [null]}`,
		`{"expires_at": "tomorrow"}`, `{"expires_at": "1900-01-01T00:00:00Z"}`, `{"expires_at": "9999-12-31T23:59:59Z"}`,
		`{"expires_at": "0001-01-01T00:00:00Z"}`, `{"expires_at": 1e400}`,
		`{"files": null}`, `{"files": [null]}`, `{"files": [{"path": null, "content": null}]}`,
		`{"files": [{"path": "\u0000.sol", "content": "contract A {}"}]}`, `{"files": [{"path": "a.sol", "content": "\u0000"}]}`,
		`{"files": [{"path": "../a.sol", "content": "x"}]}`, `{"files": [{"path": "", "content": "x"}]}`,
		`{"files": [{"path": "a.sol", "content": "x"}], "name": "\u0000"}`, `{"files": [{"path": "a.sol", "content": "x"}], "scan": "yes"}`,
		`{"files": [{"path": "a.sol", "content": "x", "dependency": "yes"}]}`, `{"files": [{"path": "a.sol", "content": "x", "dependency": true}]}`,
		`{"files": [{"path": "a.sol", "content": "x", "dependency": [null]}, {"path": "b.sol", "content": "x", "dependency": {}}]}`,
	}
	posts := []struct{ method, path string }{
		{"POST", "/api/v1/contracts/upload"},
		{"PATCH", "/api/v1/vulnerabilities/" + vulns.Data[0].ID},
		{"POST", "/api/v1/api-keys"},
		{"POST", "/api/v1/webhooks"},
		{"PATCH", "/api/v1/webhooks/" + wh.ID},
	}
	for _, p := range posts {
		for _, body := range bodies {
			r := b.do(t, request{method: p.method, path: p.path, key: b.key, contentType: "application/json", body: []byte(body)})
			if r.StatusCode >= 500 {
				t.Errorf("%s %s with %.80s = %d: %s", p.method, p.path, body, r.StatusCode, r.body)
			}
		}
	}

	queries := []string{
		"limit=-1", "limit=0", "limit=abc", "limit=1e99", "limit=99999999999999999999", "page=0", "page=-1",
		"page=99999999999999999999", "page=9223372036854775807&per_page=100", "page=92233720368547758&per_page=100",
		"per_page=0", "per_page=abc", "sort=", "sort=-", "sort=,", "sort=--created_at", "sort=created_at,created_at",
		"cursor=", "cursor=%00", "cursor=" + strings.Repeat("A", 5000), "limit=1&limit=2", "page=1&page=2",
		"severity=", "severity=,", "status=,,", "suppressed=maybe", "suppressed=", "contract_id=%00", "name=%00",
		"scan_id=" + strings.Repeat("x", 10000), "detector=%ff%fe", "event=%00", "format=", "format=sarif&format=json",
		"limit=5&page=1", "per_page=5", "per_page=5&limit=5", "page=1&per_page=5&cursor=x", "sort=-created_at,-created_at",
	}
	gets := []string{
		"/api/v1/contracts", "/api/v1/scans", "/api/v1/vulnerabilities", "/api/v1/api-keys", "/api/v1/webhooks",
		"/api/v1/webhooks/" + wh.ID + "/deliveries", "/api/v1/scans/" + up.Scan.ID + "/report", "/api/v1/contracts/" + up.ID,
	}
	for _, path := range gets {
		for _, query := range queries {
			r := b.do(t, request{method: "GET", path: path + "?" + query, key: b.key})
			if r.StatusCode >= 500 {
				t.Errorf("GET %s?%.80s = %d: %s", path, query, r.StatusCode, r.body)
			}
		}
	}
	for _, id := range []string{"%00", "%ff", strings.Repeat("x", 5000), "..%2F..%2Fetc"} {
		for _, path := range []string{"/api/v1/contracts/", "/api/v1/scans/", "/api/v1/vulnerabilities/", "/api/v1/webhooks/"} {
			r := b.do(t, request{method: "GET", path: path + id, key: b.key})
			if r.StatusCode >= 500 {
				t.Errorf("GET %s%.40s = %d: %s", path, id, r.StatusCode, r.body)
			}
		}
	}
	if r := b.do(t, request{method: "GET", path: "/api/v1/contracts", key: b.key}); r.StatusCode != http.StatusOK {
		t.Errorf("the service no longer answers: %d", r.StatusCode)
	}
}
