package http_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/riverqueue/river/riverdriver/riversqlite"

	"github.com/vigilsec/vigil"
	vigilhttp "github.com/vigilsec/vigil/http"
	"github.com/vigilsec/vigil/listquery"
	"github.com/vigilsec/vigil/plan"
	"github.com/vigilsec/vigil/queue"
	"github.com/vigilsec/vigil/ratelimit"
	"github.com/vigilsec/vigil/store"
	"github.com/vigilsec/vigil/store/sqlite"
)

// fakeClock is a clock that moves only when told to.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// limitsOptions configures setupLimited.
type limitsOptions struct {
	// plans is the content of a plans file (JSON) overriding the defaults.
	plans   string
	analyze queue.AnalyzeFunc
	// wrap lets a test put itself between the server and the store.
	wrap func(store.Store) store.Store
	// limiter replaces the in-memory limiter on the fake clock.
	limiter ratelimit.Peeker
}

// limitsBundle is a running service with a rate limiter on a fake clock and the plans' scan limits enforced.
type limitsBundle struct {
	*bundle
	clock *fakeClock
	plans plan.Set
	// second is another key of the organisation of bundle.key.
	second string
}

func setupLimited(t *testing.T, opts limitsOptions) *limitsBundle {
	t.Helper()
	ctx := context.Background()
	plans := plan.Defaults()
	if opts.plans != "" {
		path := filepath.Join(t.TempDir(), "plans.json")
		if err := os.WriteFile(path, []byte(opts.plans), 0o600); err != nil {
			t.Fatal(err)
		}
		var err error
		if plans, err = plan.Load(path); err != nil {
			t.Fatal(err)
		}
	}
	db, err := sqlite.Open(filepath.Join(t.TempDir(), "vigil.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	db.SetPlans(plans)
	// The store counts a month's scans by its own clock: it reads the fake one, as the server does, unless a
	// shared limiter runs on real time.
	clock := &fakeClock{t: time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)}
	if opts.limiter == nil {
		db.SetClock(clock.Now)
	}
	driver := riversqlite.New(db.SQL())
	if err := queue.Migrate(ctx, driver); err != nil {
		t.Fatal(err)
	}
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	analyze := opts.analyze
	if analyze == nil {
		analyze = fakeEngine
	}
	q, err := queue.New(driver, db, queue.Config{Analyze: analyze, Logger: quiet, ScanTimeout: 30 * time.Second,
		SlotWait: 10 * time.Millisecond, Workers: 4})
	if err != nil {
		t.Fatal(err)
	}
	db.SetEnqueuer(q.EnqueueScanTx)
	if err := q.Start(ctx); err != nil {
		t.Fatal(err)
	}
	var stopOnce sync.Once
	stopQueue := func() {
		stopOnce.Do(func() {
			stopCtx, cancel := context.WithTimeout(ctx, 2*time.Second)
			defer cancel()
			_ = q.Stop(stopCtx)
		})
	}
	t.Cleanup(stopQueue)
	codec, err := listquery.NewCodec([]byte("limits test cursor signing key, 32+ bytes"))
	if err != nil {
		t.Fatal(err)
	}
	var st store.Store = db
	if opts.wrap != nil {
		st = opts.wrap(db)
	}
	var limiter ratelimit.Peeker = ratelimit.NewMemory(ratelimit.MemoryOptions{Clock: clock.Now})
	now := clock.Now
	if opts.limiter != nil {
		limiter, now = opts.limiter, time.Now
	}
	srv := httptest.NewServer(vigilhttp.NewServer(st, vigilhttp.Config{
		Lists: store.NewLists(codec), Logger: quiet, Plans: plans, Limiter: limiter, Now: now,
	}))
	t.Cleanup(srv.Close)
	b := &bundle{srv: srv, db: db, stopQueue: stopQueue}
	b.org, b.key = newOrg(t, db, "acme", vigil.PlanFree)
	_, b.other = newOrg(t, db, "globex", vigil.PlanFree)
	_, second, err := db.CreateAPIKey(ctx, b.org.ID, vigil.APIKeyCreate{Name: "second"})
	if err != nil {
		t.Fatal(err)
	}
	b.doc, b.router = loadOpenAPI(t)
	return &limitsBundle{bundle: b, clock: clock, plans: plans, second: second}
}

func (b *limitsBundle) get(t *testing.T, key, path string, header http.Header) *response {
	t.Helper()
	return b.do(t, request{method: "GET", path: path, key: key, header: header})
}

// rateHeaders checks the rate limit headers of a response made at now under the free plan's limit.
func rateHeaders(t *testing.T, r *response, l ratelimit.Limit, remaining int) {
	t.Helper()
	window := int(l.Window() / time.Second)
	want := map[string]string{
		"RateLimit-Policy":      fmt.Sprintf(`"requests";q=%d;w=%d`, l.Burst, window),
		"X-RateLimit-Limit":     strconv.Itoa(l.Burst),
		"X-RateLimit-Remaining": strconv.Itoa(remaining),
	}
	for name, v := range want {
		if got := r.Header.Get(name); got != v {
			t.Errorf("%s = %q, want %q", name, got, v)
		}
	}
	if got := r.Header.Get("RateLimit"); !strings.HasPrefix(got, fmt.Sprintf(`"requests";r=%d;t=`, remaining)) {
		t.Errorf("RateLimit = %q, want r=%d", got, remaining)
	}
	if _, err := strconv.ParseInt(r.Header.Get("X-RateLimit-Reset"), 10, 64); err != nil {
		t.Errorf("X-RateLimit-Reset = %q: %v", r.Header.Get("X-RateLimit-Reset"), err)
	}
}

func TestRateLimitBurstThen429AndRetryAfter(t *testing.T) {
	t.Parallel()
	b := setupLimited(t, limitsOptions{plans: `{"free": {"requests_per_minute": 60, "burst": 5}}`})
	free, _ := b.plans.Get(plan.Free)
	lim := free.RequestLimit()
	for i := range lim.Burst {
		r := b.get(t, b.key, "/api/v1/contracts", nil)
		if r.StatusCode != http.StatusOK {
			t.Fatalf("request %d = %d: %s", i+1, r.StatusCode, r.body)
		}
		rateHeaders(t, r, lim, lim.Burst-1-i)
	}
	r := b.get(t, b.key, "/api/v1/contracts", nil)
	if r.StatusCode != http.StatusTooManyRequests || r.errorCode(t) != vigil.CodeRateLimited {
		t.Fatalf("request past the burst = %d: %s", r.StatusCode, r.body)
	}
	rateHeaders(t, r, lim, 0)
	retry, err := strconv.Atoi(r.Header.Get("Retry-After"))
	if err != nil || retry < 1 || retry > 1 {
		// 60 a minute: one request's worth comes back each second.
		t.Fatalf("Retry-After = %q, want 1", r.Header.Get("Retry-After"))
	}
	// Just before Retry-After, still refused; at it, allowed.
	b.clock.Advance(time.Duration(retry)*time.Second - time.Millisecond)
	if r := b.get(t, b.key, "/api/v1/contracts", nil); r.StatusCode != http.StatusTooManyRequests {
		t.Errorf("before Retry-After = %d, want 429", r.StatusCode)
	}
	b.clock.Advance(time.Millisecond)
	if r := b.get(t, b.key, "/api/v1/contracts", nil); r.StatusCode != http.StatusOK {
		t.Errorf("after Retry-After = %d: %s", r.StatusCode, r.body)
	} else {
		rateHeaders(t, r, lim, 0)
	}
	// A quiet spell of the whole window fills the budget again.
	b.clock.Advance(lim.Window())
	if r := b.get(t, b.key, "/api/v1/contracts", nil); r.StatusCode != http.StatusOK {
		t.Errorf("after the window = %d", r.StatusCode)
	} else {
		rateHeaders(t, r, lim, lim.Burst-1)
	}
}

func TestRateLimitIsPerOrganisation(t *testing.T) {
	t.Parallel()
	b := setupLimited(t, limitsOptions{plans: `{"free": {"burst": 4}}`})
	// Two keys of one organisation share one budget.
	for i := range 4 {
		key := b.key
		if i%2 == 1 {
			key = b.second
		}
		if r := b.get(t, key, "/api/v1/scans", nil); r.StatusCode != http.StatusOK {
			t.Fatalf("request %d = %d", i+1, r.StatusCode)
		}
	}
	for _, key := range []string{b.key, b.second} {
		if r := b.get(t, key, "/api/v1/scans", nil); r.StatusCode != http.StatusTooManyRequests {
			t.Errorf("past the shared burst = %d, want 429", r.StatusCode)
		}
	}
	// Another organisation has its own.
	r := b.get(t, b.other, "/api/v1/scans", nil)
	if r.StatusCode != http.StatusOK || r.Header.Get("X-RateLimit-Remaining") != "3" {
		t.Errorf("other organisation = %d, remaining %q", r.StatusCode, r.Header.Get("X-RateLimit-Remaining"))
	}
	// Unauthenticated requests carry no budget.
	r = b.do(t, request{method: "GET", path: "/api/v1/scans"})
	if r.StatusCode != http.StatusUnauthorized || r.Header.Get("X-RateLimit-Limit") != "" {
		t.Errorf("no key = %d with X-RateLimit-Limit %q", r.StatusCode, r.Header.Get("X-RateLimit-Limit"))
	}
}

func TestNotModifiedDoesNotSpend(t *testing.T) {
	t.Parallel()
	b := setupLimited(t, limitsOptions{plans: `{"free": {"burst": 3}}`})
	c := b.upload(t, b.key, file{"C.sol", "contract C {}\n"}) // 1 spent
	first := b.get(t, b.key, "/api/v1/contracts/"+c.ID, nil)  // 2 spent
	etag := first.Header.Get("ETag")
	list := b.get(t, b.key, "/api/v1/contracts", nil) // 3 spent: the budget is empty
	listTag := list.Header.Get("ETag")
	if etag == "" || listTag == "" {
		t.Fatalf("ETag of the contract %q, of the list %q", etag, listTag)
	}
	for range 5 {
		for path, tag := range map[string]string{"/api/v1/contracts/" + c.ID: etag, "/api/v1/contracts": listTag} {
			r := b.get(t, b.key, path, http.Header{"If-None-Match": {tag}})
			if r.StatusCode != http.StatusNotModified {
				t.Fatalf("GET %s with its ETag = %d: %s", path, r.StatusCode, r.body)
			}
			if r.Header.Get("X-RateLimit-Remaining") != "0" || r.Header.Get("RateLimit-Policy") == "" {
				t.Errorf("304 rate headers: remaining %q, policy %q", r.Header.Get("X-RateLimit-Remaining"), r.Header.Get("RateLimit-Policy"))
			}
		}
	}
	// A stale ETag needs a full answer, which the empty budget refuses.
	r := b.get(t, b.key, "/api/v1/contracts/"+c.ID, http.Header{"If-None-Match": {`"stale"`}})
	if r.StatusCode != http.StatusTooManyRequests || r.Header.Get("Retry-After") == "" {
		t.Errorf("stale ETag on an empty budget = %d, Retry-After %q", r.StatusCode, r.Header.Get("Retry-After"))
	}
	// Once a token is back, the 304s have not spent it.
	b.clock.Advance(time.Second)
	r = b.get(t, b.key, "/api/v1/contracts/"+c.ID, http.Header{"If-None-Match": {etag}})
	if r.StatusCode != http.StatusNotModified || r.Header.Get("X-RateLimit-Remaining") != "1" {
		t.Errorf("304 after a second = %d, remaining %q, want 1", r.StatusCode, r.Header.Get("X-RateLimit-Remaining"))
	}
	if r := b.get(t, b.key, "/api/v1/contracts/"+c.ID, nil); r.StatusCode != http.StatusOK {
		t.Errorf("unconditional GET with one token = %d", r.StatusCode)
	}
}

// A key that lacks a route's scope is still a valid key of the organisation: its 403 spends from the budget and
// carries the rate limit headers, and once the budget is empty it is a 429 like any other request.
func TestForbiddenIsRateLimited(t *testing.T) {
	t.Parallel()
	b := setupLimited(t, limitsOptions{plans: `{"free": {"requests_per_minute": 60, "burst": 3}}`})
	free, _ := b.plans.Get(plan.Free)
	lim := free.RequestLimit()
	_, narrow, err := b.db.CreateAPIKey(context.Background(), b.org.ID, vigil.APIKeyCreate{Name: "narrow", Scopes: []vigil.Scope{vigil.ScopeWebhooksWrite}})
	if err != nil {
		t.Fatal(err)
	}
	for i := range lim.Burst {
		r := b.get(t, narrow, "/api/v1/contracts", nil)
		if r.StatusCode != http.StatusForbidden || r.errorCode(t) != vigil.CodeForbidden {
			t.Fatalf("request %d without the scope = %d: %s", i+1, r.StatusCode, r.body)
		}
		rateHeaders(t, r, lim, lim.Burst-1-i)
	}
	r := b.get(t, narrow, "/api/v1/contracts", nil)
	if r.StatusCode != http.StatusTooManyRequests || r.errorCode(t) != vigil.CodeRateLimited || r.Header.Get("Retry-After") == "" {
		t.Fatalf("request without the scope past the burst = %d, Retry-After %q: %s", r.StatusCode, r.Header.Get("Retry-After"), r.body)
	}
	rateHeaders(t, r, lim, 0)
	// The budget is the organisation's: the 403s spent it for the key that has the scope too.
	if r := b.get(t, b.key, "/api/v1/contracts", nil); r.StatusCode != http.StatusTooManyRequests {
		t.Errorf("request with the scope after the 403s = %d, want 429", r.StatusCode)
	}
}

// head sends HEAD with the bundle's key and checks the answer against the document's HEAD operation. It bypasses
// do, which reads the error envelope from a body that HEAD never has.
func (b *limitsBundle) head(t *testing.T, path string, header http.Header) *response {
	t.Helper()
	hr, err := http.NewRequest(http.MethodHead, b.srv.URL+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	hr.Header = header.Clone()
	if hr.Header == nil {
		hr.Header = http.Header{}
	}
	hr.Header.Set("Authorization", "Bearer "+b.key)
	resp, err := http.DefaultClient.Do(hr)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	r := &response{Response: resp, body: body}
	b.validate(t, hr, r)
	return r
}

// HEAD is served by the GET handlers, and its conditional form answers like GET's: 304 for the current ETag,
// without spending, and 200 with the ETag and no body otherwise.
func TestConditionalHead(t *testing.T) {
	t.Parallel()
	b := setupLimited(t, limitsOptions{plans: `{"free": {"burst": 7}}`})
	c := b.upload(t, b.key, file{"C.sol", "contract C {}\n"}) // 1 spent
	for _, path := range []string{"/api/v1/contracts/" + c.ID, "/api/v1/contracts"} {
		head := b.head(t, path, nil) // 1 spent each
		etag := head.Header.Get("ETag")
		if head.StatusCode != http.StatusOK || etag == "" || len(head.body) != 0 {
			t.Fatalf("HEAD %s = %d, ETag %q, body %q", path, head.StatusCode, etag, head.body)
		}
		if get := b.get(t, b.key, path, nil); get.Header.Get("ETag") != etag { // 1 spent each
			t.Errorf("GET %s ETag %q, HEAD's %q", path, get.Header.Get("ETag"), etag)
		}
		r := b.head(t, path, http.Header{"If-None-Match": {etag}})
		if r.StatusCode != http.StatusNotModified || r.Header.Get("ETag") != etag {
			t.Errorf("HEAD %s with its ETag = %d, ETag %q; want 304", path, r.StatusCode, r.Header.Get("ETag"))
		}
		r = b.head(t, path, http.Header{"If-None-Match": {`"stale"`}}) // 1 spent each
		if r.StatusCode != http.StatusOK {
			t.Errorf("HEAD %s with a stale ETag = %d, want 200", path, r.StatusCode)
		}
	}
	// The upload and, for each path, a HEAD, a GET and a stale HEAD spent the 7 tokens; the 304s spent nothing.
	if got := b.get(t, b.key, "/api/v1/contracts/"+c.ID, http.Header{"If-None-Match": {`"stale"`}}); got.StatusCode != http.StatusTooManyRequests {
		t.Errorf("request after the budget is spent = %d, want 429", got.StatusCode)
	}
}

// gateStore holds rescans at a gate, to test a request that is still running.
type gateStore struct {
	store.Store
	entered chan struct{}
	release chan struct{}
}

func (g *gateStore) CreateScan(ctx context.Context, orgID, contractID string) (*vigil.Scan, error) {
	g.entered <- struct{}{}
	<-g.release
	return g.Store.CreateScan(ctx, orgID, contractID)
}

func TestIdempotencyKeys(t *testing.T) {
	t.Parallel()
	gate := &gateStore{entered: make(chan struct{}, 4), release: make(chan struct{})}
	b := setupLimited(t, limitsOptions{wrap: func(st store.Store) store.Store { gate.Store = st; return gate }})
	body := jsonUpload("idem", boolPtr(false), file{"C.sol", "contract C {}\n"})
	post := func(key, idem string, body []byte) *response {
		return b.do(t, request{method: "POST", path: "/api/v1/contracts/upload", key: key, contentType: "application/json",
			body: body, header: http.Header{"Idempotency-Key": {idem}}})
	}
	first := post(b.key, "upload-1", body)
	if first.StatusCode != http.StatusCreated || first.Header.Get("Idempotent-Replayed") != "" {
		t.Fatalf("first = %d %q: %s", first.StatusCode, first.Header.Get("Idempotent-Replayed"), first.body)
	}
	// The same key and body, from another key of the organisation: the first response again.
	again := post(b.second, "upload-1", body)
	if again.StatusCode != http.StatusCreated || again.Header.Get("Idempotent-Replayed") != "true" ||
		string(again.body) != string(first.body) || again.Header.Get("Location") != first.Header.Get("Location") ||
		again.Header.Get("Content-Type") != "application/json" {
		t.Errorf("replay = %d %q Location %q:\n%s\nwant\n%s", again.StatusCode, again.Header.Get("Idempotent-Replayed"),
			again.Header.Get("Location"), again.body, first.body)
	}
	if again.Header.Get("Request-Id") == first.Header.Get("Request-Id") {
		t.Error("the replay repeats the first Request-Id")
	}
	var contracts list[vigil.Contract]
	b.getJSON(t, b.key, "/api/v1/contracts", &contracts)
	if len(contracts.Data) != 1 {
		t.Errorf("%d contracts after a replay, want 1", len(contracts.Data))
	}
	// The same key with another body.
	other := post(b.key, "upload-1", jsonUpload("idem", boolPtr(false), file{"D.sol", "contract D {}\n"}))
	if other.StatusCode != http.StatusUnprocessableEntity || other.errorCode(t) != vigil.CodeIdempotencyKeyReused {
		t.Errorf("reused key = %d: %s", other.StatusCode, other.body)
	}
	// Keys are per organisation.
	if r := post(b.other, "upload-1", body); r.StatusCode != http.StatusCreated || r.Header.Get("Idempotent-Replayed") != "" {
		t.Errorf("another organisation's key = %d %q", r.StatusCode, r.Header.Get("Idempotent-Replayed"))
	}
	// Errors are not kept: the retry runs again.
	for range 2 {
		if r := post(b.key, "bad-1", []byte(`{"files": []}`)); r.StatusCode != http.StatusBadRequest || r.Header.Get("Idempotent-Replayed") != "" {
			t.Errorf("empty upload = %d %q", r.StatusCode, r.Header.Get("Idempotent-Replayed"))
		}
	}
	if r := post(b.key, "bad-1", body); r.StatusCode != http.StatusCreated {
		t.Errorf("the key of a failed request, with a good body = %d: %s", r.StatusCode, r.body)
	}
	if r := post(b.key, strings.Repeat("k", 256), body); r.StatusCode != http.StatusBadRequest || r.errorCode(t) != vigil.CodeValidation {
		t.Errorf("overlong key = %d: %s", r.StatusCode, r.body)
	}
	// After 24 hours the key is free again.
	b.clock.Advance(store.IdempotencyTTL + time.Second)
	if r := post(b.key, "upload-1", jsonUpload("idem", boolPtr(false), file{"D.sol", "contract D {}\n"})); r.StatusCode != http.StatusCreated ||
		r.Header.Get("Idempotent-Replayed") != "" {
		t.Errorf("expired key = %d %q", r.StatusCode, r.Header.Get("Idempotent-Replayed"))
	}

	// Concurrent duplicates: while the first rescan waits at the gate, the second is refused.
	var u uploadResult
	first.decode(t, &u)
	rescan := func(idem string) *response {
		return b.do(t, request{method: "POST", path: "/api/v1/contracts/" + u.ID + "/scans", key: b.key,
			header: http.Header{"Idempotency-Key": {idem}}})
	}
	done := make(chan *response, 1)
	go func() { done <- rescan("rescan-1") }()
	<-gate.entered
	busy := rescan("rescan-1")
	if busy.StatusCode != http.StatusConflict || busy.errorCode(t) != vigil.CodeIdempotencyKeyInUse {
		t.Errorf("concurrent duplicate = %d: %s", busy.StatusCode, busy.body)
	}
	close(gate.release)
	firstRescan := <-done
	if firstRescan.StatusCode != http.StatusAccepted {
		t.Fatalf("rescan = %d: %s", firstRescan.StatusCode, firstRescan.body)
	}
	replayed := rescan("rescan-1")
	if replayed.StatusCode != http.StatusAccepted || string(replayed.body) != string(firstRescan.body) ||
		replayed.Header.Get("Idempotent-Replayed") != "true" {
		t.Errorf("rescan replay = %d: %s", replayed.StatusCode, replayed.body)
	}
	select {
	case <-gate.entered:
		t.Error("a duplicate rescan reached the store")
	default:
	}
}

func TestMonthlyQuotaAndUploadSize(t *testing.T) {
	t.Parallel()
	b := setupLimited(t, limitsOptions{plans: `{"free": {"scans_per_month": 2, "max_upload_bytes": 300}}`})
	c := b.upload(t, b.key, file{"C.sol", "contract C {}\n"})                                                                 // scan 1
	if r := b.do(t, request{method: "POST", path: "/api/v1/contracts/" + c.ID + "/scans", key: b.key}); r.StatusCode != 202 { // scan 2
		t.Fatalf("rescan = %d: %s", r.StatusCode, r.body)
	}
	for _, req := range []request{
		{method: "POST", path: "/api/v1/contracts/" + c.ID + "/scans", key: b.second},
		{method: "POST", path: "/api/v1/contracts/upload", key: b.key, contentType: "application/json", body: jsonUpload("", nil, file{"D.sol", "contract D {}\n"})},
	} {
		r := b.do(t, req)
		if r.StatusCode != http.StatusTooManyRequests || r.errorCode(t) != vigil.CodeQuotaExceeded {
			t.Fatalf("%s over the quota = %d: %s", req.path, r.StatusCode, r.body)
		}
		var e vigilhttp.ErrorBody
		r.decode(t, &e)
		if !strings.Contains(e.Error.Message, "2026-12-01T00:00:00Z") {
			t.Errorf("quota message %q does not name the reset date", e.Error.Message)
		}
		// 2026-11-22T10:00 to 2026-12-01T00:00.
		if want := strconv.Itoa(int((8*24 + 14) * time.Hour / time.Second)); r.Header.Get("Retry-After") != want {
			t.Errorf("Retry-After = %q, want %s", r.Header.Get("Retry-After"), want)
		}
	}
	// The refused upload stored nothing; an upload without a scan is not counted.
	var contracts list[vigil.Contract]
	b.getJSON(t, b.key, "/api/v1/contracts", &contracts)
	if len(contracts.Data) != 1 {
		t.Errorf("%d contracts, want 1", len(contracts.Data))
	}
	b.expectUpload(t, request{method: "POST", path: "/api/v1/contracts/upload", key: b.key, contentType: "application/json",
		body: jsonUpload("", boolPtr(false), file{"E.sol", "contract E {}\n"})})
	// Another organisation has its own quota.
	b.upload(t, b.other, file{"C.sol", "contract C {}\n"})

	// Upload size: the plan's limit, named in the error.
	big := jsonUpload("", nil, file{"Big.sol", "contract Big {}\n" + strings.Repeat("// padding\n", 40)})
	r := b.do(t, request{method: "POST", path: "/api/v1/contracts/upload", key: b.other, contentType: "application/json", body: big})
	if r.StatusCode != http.StatusRequestEntityTooLarge || r.errorCode(t) != vigil.CodePayloadTooLarge || !strings.Contains(string(r.body), "300") {
		t.Errorf("upload over the plan's size = %d: %s", r.StatusCode, r.body)
	}
	r = b.do(t, request{method: "POST", path: "/api/v1/contracts/upload", key: b.other, contentType: "application/json", body: big,
		header: http.Header{"Idempotency-Key": {"big"}}})
	if r.StatusCode != http.StatusRequestEntityTooLarge || !strings.Contains(string(r.body), "300") {
		t.Errorf("upload over the plan's size with an Idempotency-Key = %d: %s", r.StatusCode, r.body)
	}

	// GET /limits reports it all.
	var lim struct {
		Object   string `json:"object"`
		Plan     string `json:"plan"`
		Requests struct {
			PerMinute int  `json:"per_minute"`
			Burst     int  `json:"burst"`
			Remaining *int `json:"remaining"`
		} `json:"requests"`
		ConcurrentScans struct{ Limit, Running int } `json:"concurrent_scans"`
		ScansPerMonth   struct {
			Limit, Used, Remaining int
			ResetsAt               time.Time `json:"resets_at"`
		} `json:"scans_per_month"`
		Upload struct {
			MaxBytes int64 `json:"max_bytes"`
			MaxFiles int   `json:"max_files"`
		} `json:"upload"`
	}
	lr := b.getJSON(t, b.key, "/api/v1/limits", &lim)
	if lim.Object != "limits" || lim.Plan != "free" || lim.Requests.PerMinute != 60 || lim.Requests.Burst != 20 ||
		lim.Requests.Remaining == nil || strconv.Itoa(*lim.Requests.Remaining) != lr.Header.Get("X-RateLimit-Remaining") ||
		lim.ConcurrentScans.Limit != 2 || lim.ScansPerMonth.Limit != 2 || lim.ScansPerMonth.Used != 2 || lim.ScansPerMonth.Remaining != 0 ||
		!lim.ScansPerMonth.ResetsAt.Equal(time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)) || lim.Upload.MaxBytes != 300 || lim.Upload.MaxFiles != 200 {
		t.Errorf("limits = %+v", lim)
	}
	// Any valid key may read its limits.
	_, narrow, err := b.db.CreateAPIKey(context.Background(), b.org.ID, vigil.APIKeyCreate{Name: "narrow", Scopes: []vigil.Scope{vigil.ScopeWebhooksWrite}})
	if err != nil {
		t.Fatal(err)
	}
	b.getJSON(t, narrow, "/api/v1/limits", nil)
}

func TestConcurrentScansQueueAndAllComplete(t *testing.T) {
	t.Parallel()
	var running, peak atomic.Int32
	analyze := func(ctx context.Context, sources []engineSource, opts engineOptions) (*engineResult, error) {
		n := running.Add(1)
		defer running.Add(-1)
		for {
			p := peak.Load()
			if n <= p || peak.CompareAndSwap(p, n) {
				break
			}
		}
		time.Sleep(30 * time.Millisecond)
		return fakeEngine(ctx, sources, opts)
	}
	// Four workers, but the plan lets one organisation run only two scans at once.
	b := setupLimited(t, limitsOptions{analyze: analyze, plans: `{"free": {"concurrent_scans": 2}}`})
	var ids []string
	for i := range 6 {
		u := b.upload(t, b.key, file{fmt.Sprintf("C%d.sol", i), "contract C {}\n// finding: low timestamp SWC-116\n"})
		if u.Scan == nil || u.Scan.Status != vigil.ScanQueued {
			t.Fatalf("upload %d: scan %+v, want queued", i, u.Scan)
		}
		ids = append(ids, u.Scan.ID)
	}
	for _, id := range ids {
		// Polling spends the request budget; the fake clock gives it back.
		deadline := time.Now().Add(30 * time.Second)
		for {
			b.clock.Advance(time.Minute)
			var s vigil.Scan
			b.getJSON(t, b.key, "/api/v1/scans/"+id, &s)
			if s.Status == vigil.ScanCompleted {
				break
			}
			if s.Status.Finished() || time.Now().After(deadline) {
				t.Fatalf("scan %s is %s", id, s.Status)
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
	if p := peak.Load(); p > 2 || p < 1 {
		t.Errorf("at most %d scans ran at once, want 2", p)
	}
}

// The document's examples of the IETF headers are what a request of the default free plan gets on a full
// budget, and they say that q is the burst and w the time to refill, not requests per window.
func TestOpenAPIRateLimitHeaderExamples(t *testing.T) {
	t.Parallel()
	b := setupLimited(t, limitsOptions{})
	r := b.get(t, b.key, "/api/v1/contracts", nil)
	if r.StatusCode != http.StatusOK {
		t.Fatalf("GET /contracts = %d: %s", r.StatusCode, r.body)
	}
	raw, err := vigilhttp.OpenAPI()
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Components struct {
			Headers map[string]struct{ Description string } `json:"headers"`
		} `json:"components"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ component, header, mustSay string }{
		{"RateLimitPolicy", "RateLimit-Policy", "q is the plan's burst"},
		{"RateLimitPolicy", "RateLimit-Policy", "w the seconds an empty budget takes to refill"},
		{"RateLimit", "RateLimit", "full (r = q) again in t seconds"},
	} {
		desc := doc.Components.Headers[tc.component].Description
		sent := r.Header.Get(tc.header)
		if sent == "" || !strings.Contains(desc, "e.g. "+sent+" ") {
			t.Errorf("%s description %q lacks the header a first request gets, %s", tc.component, desc, sent)
		}
		if !strings.Contains(desc, tc.mustSay) {
			t.Errorf("%s description %q does not say %q", tc.component, desc, tc.mustSay)
		}
	}
}

func TestOpenAPIDescribesLimits(t *testing.T) {
	t.Parallel()
	raw, err := vigilhttp.OpenAPI()
	if err != nil {
		t.Fatal(err)
	}
	type operation struct {
		Security   *[]any                  `json:"security"`
		Parameters []struct{ Name string } `json:"parameters"`
		Responses  map[string]struct {
			Headers map[string]any `json:"headers"`
		} `json:"responses"`
	}
	var raws struct {
		Paths map[string]map[string]json.RawMessage `json:"paths"`
	}
	if err := json.Unmarshal(raw, &raws); err != nil {
		t.Fatal(err)
	}
	doc := struct {
		Paths map[string]map[string]operation
	}{Paths: map[string]map[string]operation{}}
	for path, item := range raws.Paths {
		doc.Paths[path] = map[string]operation{}
		for method, v := range item {
			if method == "parameters" {
				continue
			}
			var o operation
			if err := json.Unmarshal(v, &o); err != nil {
				t.Fatalf("%s %s: %v", method, path, err)
			}
			doc.Paths[path][method] = o
		}
	}
	post := doc.Paths["/api/v1/contracts/upload"]["post"]
	if _, ok := post.Responses["422"]; !ok {
		t.Error("upload lacks 422")
	}
	found := false
	for _, p := range post.Parameters {
		found = found || p.Name == "Idempotency-Key"
	}
	if !found {
		t.Error("upload lacks the Idempotency-Key parameter")
	}
	tooMany := doc.Paths["/api/v1/scans"]["get"].Responses["429"]
	for _, h := range []string{"Retry-After", "RateLimit", "RateLimit-Policy", "X-RateLimit-Reset"} {
		if _, ok := tooMany.Headers[h]; !ok {
			t.Errorf("429 of GET /scans lacks %s", h)
		}
	}
	if _, ok := doc.Paths["/api/v1/scans"]["get"].Responses["304"]; !ok {
		t.Error("GET /scans lacks 304")
	}
	if _, ok := doc.Paths["/healthz"]["get"].Responses["429"]; ok {
		t.Error("an unauthenticated operation documents 429")
	}
	// Every authenticated operation, whichever file documents it, spends from the budget and may answer 429;
	// every authenticated POST takes an Idempotency-Key.
	for path, item := range doc.Paths {
		for method, o := range item {
			if o.Security != nil && len(*o.Security) == 0 {
				continue
			}
			if _, ok := o.Responses["429"]; !ok {
				t.Errorf("%s %s lacks 429", method, path)
			}
			if method != "post" {
				continue
			}
			found := false
			for _, p := range o.Parameters {
				found = found || p.Name == "Idempotency-Key"
			}
			if !found {
				t.Errorf("%s %s lacks the Idempotency-Key parameter", method, path)
			}
		}
	}
}

func TestIdempotentMultipartUploadWithANewBoundary(t *testing.T) {
	t.Parallel()
	b := setupLimited(t, limitsOptions{})
	send := func(content string) *response {
		body, ct := multipartBody(t, map[string]string{"name": "pair", "scan": "false"}, file{"A.sol", content})
		return b.do(t, request{method: "POST", path: "/api/v1/contracts/upload", key: b.key, contentType: ct, body: body,
			header: http.Header{"Idempotency-Key": {"multipart-1"}}})
	}
	first := send("contract A {}\n")
	retry := send("contract A {}\n") // a new random boundary, the same parts
	if first.StatusCode != http.StatusCreated || retry.StatusCode != http.StatusCreated || retry.Header.Get("Idempotent-Replayed") != "true" ||
		string(retry.body) != string(first.body) {
		t.Errorf("multipart retry = %d %q, first %d", retry.StatusCode, retry.Header.Get("Idempotent-Replayed"), first.StatusCode)
	}
	if other := send("contract B {}\n"); other.StatusCode != http.StatusUnprocessableEntity {
		t.Errorf("multipart with other content = %d, want 422", other.StatusCode)
	}
}

// TestRateLimitSharedThroughRedis runs two API servers on one database and one Redis, as two processes would:
// an organisation's budget is one, whichever server its requests reach.
func TestRateLimitSharedThroughRedis(t *testing.T) {
	url := os.Getenv("VIGIL_TEST_REDIS_URL")
	if url == "" {
		t.Skip("VIGIL_TEST_REDIS_URL is not set")
	}
	t.Parallel()
	opts, err := redis.ParseURL(url)
	if err != nil {
		t.Fatal(err)
	}
	prefix := fmt.Sprintf("vigil-http-test-%d:", time.Now().UnixNano())
	newLimiter := func() ratelimit.Peeker {
		client := redis.NewClient(opts)
		t.Cleanup(func() { client.Close() })
		return ratelimit.NewRedis(client, prefix)
	}
	b := setupLimited(t, limitsOptions{plans: `{"free": {"requests_per_minute": 1, "burst": 4}}`, limiter: newLimiter()})
	t.Cleanup(func() {
		client := redis.NewClient(opts)
		defer client.Close()
		client.Del(context.Background(), "rate:"+prefix+"org:"+b.org.ID)
	})
	codec, err := listquery.NewCodec([]byte("limits test cursor signing key, 32+ bytes"))
	if err != nil {
		t.Fatal(err)
	}
	second := httptest.NewServer(vigilhttp.NewServer(b.db, vigilhttp.Config{Lists: store.NewLists(codec), Plans: b.plans,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Limiter: newLimiter()}))
	t.Cleanup(second.Close)
	first := b.srv
	for i := range 4 {
		b.srv = first
		if i%2 == 1 {
			b.srv = second
		}
		if r := b.get(t, b.key, "/api/v1/scans", nil); r.StatusCode != http.StatusOK || r.Header.Get("X-RateLimit-Remaining") != strconv.Itoa(3-i) {
			t.Fatalf("request %d = %d, remaining %q", i+1, r.StatusCode, r.Header.Get("X-RateLimit-Remaining"))
		}
	}
	for _, srv := range []*httptest.Server{first, second} {
		b.srv = srv
		if r := b.get(t, b.key, "/api/v1/scans", nil); r.StatusCode != http.StatusTooManyRequests || r.Header.Get("Retry-After") == "" {
			t.Errorf("past the shared burst = %d, Retry-After %q", r.StatusCode, r.Header.Get("Retry-After"))
		}
	}
}
