package http_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"

	"github.com/vigilsec/vigil"
	vigilhttp "github.com/vigilsec/vigil/http"
	"github.com/vigilsec/vigil/listquery"
	"github.com/vigilsec/vigil/queue"
	"github.com/vigilsec/vigil/store"
	"github.com/vigilsec/vigil/store/sqlite"
	"github.com/vigilsec/vigil/webhook"
)

// fastRetries is webhook.Decide with every retry due at once, so that retry tests take moments, not minutes.
func fastRetries(a webhook.Attempt, attempt int, failingSince, now time.Time) webhook.Decision {
	d := webhook.Decide(a, attempt, failingSince, now, nil)
	if d.Action == webhook.ActionRetry {
		d.RetryAt = now.Add(10 * time.Millisecond)
	}
	return d
}

// webhookOptions tune setupWebhooks.
type webhookOptions struct {
	// strict leaves VIGIL_WEBHOOK_ALLOW_PRIVATE off, for the SSRF tests.
	strict bool
	// resolver resolves delivery host names (default the system resolver).
	resolver webhook.Resolver
	// noQueue leaves the queue stopped; startQueue starts one.
	noQueue bool
	// decide replaces fastRetries.
	decide queue.DecideFunc
}

// webhookBundle is a running service with webhook delivery.
type webhookBundle struct {
	*bundle
	opts webhookOptions
	// startQueue starts a new queue (a new process, as far as the jobs can tell) and returns its stop function.
	startQueue func() func()
}

// setupWebhooks starts the service with the delivery worker, scans run by analyze (fakeEngine when nil).
func setupWebhooks(t *testing.T, opts webhookOptions, analyze queue.AnalyzeFunc) *webhookBundle {
	t.Helper()
	ctx := context.Background()
	if analyze == nil {
		analyze = fakeEngine
	}
	db, err := sqlite.Open(filepath.Join(t.TempDir(), "vigil.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	driver := riversqlite.New(db.SQL())
	if err := queue.Migrate(ctx, driver); err != nil {
		t.Fatal(err)
	}
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	client := webhook.NewClient(webhook.ClientOptions{AllowPrivate: !opts.strict, Resolver: opts.resolver, Timeout: 5 * time.Second})
	decide := opts.decide
	if decide == nil {
		decide = fastRetries
	}
	newQueue := func() *queue.Queue[*sql.Tx] {
		q, err := queue.New(driver, db, queue.Config{Analyze: analyze, Logger: quiet, ScanTimeout: 30 * time.Second,
			Deliveries: &queue.DeliveryConfig{Store: db, Client: client, Decide: decide}})
		if err != nil {
			t.Fatal(err)
		}
		return q
	}
	// The enqueuers of the first queue serve every later one: inserting a job needs no running client.
	first := newQueue()
	db.SetEnqueuer(first.EnqueueScanTx)
	db.SetDeliveryEnqueuer(first.EnqueueDeliveryTx)
	startQueue := func() func() {
		q := newQueue()
		if err := q.Start(ctx); err != nil {
			t.Fatal(err)
		}
		var once sync.Once
		stop := func() {
			once.Do(func() {
				stopCtx, cancel := context.WithTimeout(ctx, time.Second)
				defer cancel()
				_ = q.Stop(stopCtx)
			})
		}
		t.Cleanup(stop)
		return stop
	}
	stop := func() {}
	if !opts.noQueue {
		stop = startQueue()
	}
	codec, err := listquery.NewCodec([]byte("e2e test cursor signing key, 32 bytes+"))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(vigilhttp.NewServer(db, vigilhttp.Config{Lists: store.NewLists(codec), Logger: quiet,
		WebhookAllowPrivate: !opts.strict}))
	t.Cleanup(srv.Close)
	b := &bundle{srv: srv, db: db, stopQueue: stop}
	b.org, b.key = newOrg(t, db, "acme", vigil.PlanFree)
	_, b.other = newOrg(t, db, "globex", vigil.PlanFree)
	b.doc, b.router = loadOpenAPI(t)
	return &webhookBundle{bundle: b, opts: opts, startQueue: startQueue}
}

// receiver is an httptest endpoint that records deliveries and answers with the status its script gives.
type receiver struct {
	srv *httptest.Server
	mu  sync.Mutex
	got []delivery
	// status returns the answer to the n-th delivery (from 1); nil means 200.
	status func(n int) int
	// block, when set, is waited for before the first delivery is answered.
	block chan struct{}
	// arrived is signalled on every delivery.
	arrived chan struct{}
}

type delivery struct {
	header http.Header
	body   []byte
}

func newReceiver(t *testing.T, status func(n int) int) *receiver {
	t.Helper()
	rc := &receiver{status: status, arrived: make(chan struct{}, 100)}
	rc.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		rc.mu.Lock()
		rc.got = append(rc.got, delivery{header: r.Header.Clone(), body: body})
		n := len(rc.got)
		block := rc.block
		rc.mu.Unlock()
		rc.arrived <- struct{}{}
		if block != nil && n == 1 {
			select {
			case <-block:
			case <-r.Context().Done():
				return
			}
		}
		code := http.StatusOK
		if rc.status != nil {
			code = rc.status(n)
		}
		w.WriteHeader(code)
		io.WriteString(w, "received "+http.StatusText(code))
	}))
	t.Cleanup(rc.srv.Close)
	return rc
}

// wait returns the deliveries once there are at least n, failing after a while.
func (rc *receiver) wait(t *testing.T, n int) []delivery {
	t.Helper()
	deadline := time.After(30 * time.Second)
	for {
		rc.mu.Lock()
		got := append([]delivery(nil), rc.got...)
		rc.mu.Unlock()
		if len(got) >= n {
			return got
		}
		select {
		case <-rc.arrived:
		case <-deadline:
			t.Fatalf("the receiver got %d deliveries, want %d", len(got), n)
		}
	}
}

func (rc *receiver) count() int {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	return len(rc.got)
}

// createdWebhook is the create response.
type createdWebhook struct {
	vigil.Webhook
	Secret string `json:"secret"`
}

func (b *webhookBundle) createWebhook(t *testing.T, url string, events ...string) *createdWebhook {
	t.Helper()
	r := b.do(t, request{method: "POST", path: "/api/v1/webhooks", key: b.key, contentType: "application/json",
		body: mustJSON(t, map[string]any{"url": url, "events": events, "description": "test"})})
	if r.StatusCode != http.StatusCreated {
		t.Fatalf("create webhook = %d: %s", r.StatusCode, r.body)
	}
	var w createdWebhook
	r.decode(t, &w)
	if !strings.HasPrefix(w.Secret, "whsec_") || !strings.HasPrefix(w.ID, "whk_") {
		t.Fatalf("created webhook %+v: want whk_ id and whsec_ secret", w)
	}
	return &w
}

func (b *webhookBundle) deliveries(t *testing.T, webhookID string) []vigil.WebhookDelivery {
	t.Helper()
	var l list[vigil.WebhookDelivery]
	b.getJSON(t, b.key, "/api/v1/webhooks/"+webhookID+"/deliveries?limit=100", &l)
	return l.Data
}

// waitDelivery polls the webhook's deliveries until one is no longer pending.
func (b *webhookBundle) waitDelivery(t *testing.T, webhookID, deliveryID string) vigil.WebhookDelivery {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		for _, d := range b.deliveries(t, webhookID) {
			if d.ID == deliveryID && d.Status != vigil.DeliveryPending {
				return d
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("delivery %s still pending", deliveryID)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// verify checks a delivery with the Standard Webhooks reference library and with webhook.Verify.
func verify(t *testing.T, secret string, d delivery) {
	t.Helper()
	wh, err := standardwebhooks.NewWebhook(secret)
	if err != nil {
		t.Fatal(err)
	}
	if err := wh.Verify(d.body, d.header); err != nil {
		t.Errorf("standard webhooks library rejects the delivery: %v", err)
	}
	if err := webhook.Verify(secret, d.header, d.body, time.Now()); err != nil {
		t.Errorf("webhook.Verify rejects the delivery: %v", err)
	}
	tampered := append([]byte(nil), d.body...)
	tampered[len(tampered)-2] ^= 1
	if err := wh.Verify(tampered, d.header); err == nil {
		t.Error("standard webhooks library accepts a tampered body")
	}
}

// validateEvent checks a delivery against the event's entry in the OpenAPI document's webhooks.
func (b *webhookBundle) validateEvent(t *testing.T, d delivery) {
	t.Helper()
	ev, err := webhook.ParseEvent(d.body)
	if err != nil {
		t.Fatal(err)
	}
	item := b.doc.Webhooks[ev.Type]
	if item == nil || item.Post == nil {
		t.Fatalf("the OpenAPI document has no webhook %s", ev.Type)
	}
	for _, p := range item.Post.Parameters {
		if d.header.Get(p.Value.Name) == "" {
			t.Errorf("delivery of %s lacks the documented header %s", ev.Type, p.Value.Name)
		}
	}
	var v any
	if err := json.Unmarshal(d.body, &v); err != nil {
		t.Fatal(err)
	}
	schema := item.Post.RequestBody.Value.Content.Get("application/json").Schema.Value
	if err := schema.VisitJSON(v, openapi3.EnableJSONSchema2020()); err != nil {
		t.Errorf("delivery %s does not match the documented %s body: %v", d.body, ev.Type, err)
	}
}

// failingEngine fails every scan of a source containing "// engine fails".
func failingEngine(ctx context.Context, sources []engineSource, opts engineOptions) (*engineResult, error) {
	for _, s := range sources {
		if strings.Contains(string(s.Content), "// engine fails") {
			return nil, errors.New("the test engine failed")
		}
	}
	return fakeEngine(ctx, sources, opts)
}

func TestWebhookScanEvents(t *testing.T) {
	t.Parallel()
	b := setupWebhooks(t, webhookOptions{}, failingEngine)
	rc := newReceiver(t, nil)
	wh := b.createWebhook(t, rc.srv.URL+"/hook", webhook.EventScanCompleted, webhook.EventScanFailed)
	pingOnly := b.createWebhook(t, rc.srv.URL+"/ping-only", webhook.EventPing)

	done := b.upload(t, b.key, file{"A.sol", "contract A {}\n// finding: high reentrancy-eth SWC-107\n"})
	b.waitScan(t, b.key, done.Scan.ID)
	failed := b.upload(t, b.key, file{"B.sol", "contract B {}\n// engine fails\n"})
	if s := b.waitScan(t, b.key, failed.Scan.ID); s.Status != vigil.ScanFailed {
		t.Fatalf("scan %s, want failed", s.Status)
	}
	got := rc.wait(t, 2)
	events := map[string]webhook.Event{}
	for _, d := range got {
		verify(t, wh.Secret, d)
		b.validateEvent(t, d)
		ev, err := webhook.ParseEvent(d.body)
		if err != nil {
			t.Fatal(err)
		}
		data, ok := ev.Data.(webhook.ScanData)
		if !ok {
			t.Fatalf("data of %s is %T, want webhook.ScanData", d.body, ev.Data)
		}
		events[ev.Type+" "+data.ScanID] = ev
		if ev.Type == webhook.EventScanCompleted && (data.Summary.High != 1 || data.Summary.Total != 1) {
			t.Errorf("summary %+v, want one high finding", data.Summary)
		}
		if ev.Type == webhook.EventScanFailed && (data.Error == nil || data.Status != vigil.ScanFailed) {
			t.Errorf("scan.failed data %s: want status failed with an error", d.body)
		}
	}
	if _, ok := events[webhook.EventScanCompleted+" "+done.Scan.ID]; !ok {
		t.Errorf("no scan.completed for %s among %v", done.Scan.ID, events)
	}
	if _, ok := events[webhook.EventScanFailed+" "+failed.Scan.ID]; !ok {
		t.Errorf("no scan.failed for %s among %v", failed.Scan.ID, events)
	}
	// The log is complete: one succeeded delivery per event, with its attempt.
	for _, d := range b.deliveries(t, wh.ID) {
		for d.Status == vigil.DeliveryPending {
			d = b.waitDelivery(t, wh.ID, d.ID)
		}
		if d.Status != vigil.DeliverySucceeded || d.Attempts != 1 || len(d.AttemptLog) != 1 || d.StatusCode == nil || *d.StatusCode != 200 ||
			d.ResponseExcerpt != "received OK" || d.NextRetryAt != nil {
			t.Errorf("delivery %+v: want one successful attempt", d)
		}
	}
	if n := len(b.deliveries(t, pingOnly.ID)); n != 0 {
		t.Errorf("a webhook subscribed to pings only got %d scan deliveries", n)
	}
}

func TestWebhookRetriesKeepTheMessageID(t *testing.T) {
	t.Parallel()
	b := setupWebhooks(t, webhookOptions{}, nil)
	rc := newReceiver(t, func(n int) int {
		if n <= 2 {
			return http.StatusServiceUnavailable
		}
		return http.StatusNoContent
	})
	wh := b.createWebhook(t, rc.srv.URL, webhook.EventScanCompleted)
	u := b.upload(t, b.key, file{"A.sol", "contract A {}\n"})
	b.waitScan(t, b.key, u.Scan.ID)
	got := rc.wait(t, 3)
	for _, d := range got {
		if id := d.header.Get("webhook-id"); id != got[0].header.Get("webhook-id") || id == "" {
			t.Errorf("webhook-id %q on a retry, want %q", id, got[0].header.Get("webhook-id"))
		}
		verify(t, wh.Secret, d)
	}
	ds := b.deliveries(t, wh.ID)
	if len(ds) != 1 {
		t.Fatalf("%d deliveries, want 1", len(ds))
	}
	d := b.waitDelivery(t, wh.ID, ds[0].ID)
	if d.Status != vigil.DeliverySucceeded || d.Attempts != 3 || len(d.AttemptLog) != 3 || d.EventID != got[0].header.Get("webhook-id") {
		t.Fatalf("delivery %+v: want succeeded after 3 attempts", d)
	}
	for i, a := range d.AttemptLog {
		want := 503
		if i == 2 {
			want = 204
		}
		if a.Attempt != i+1 || a.StatusCode != want {
			t.Errorf("attempt %d: %+v, want status %d", i+1, a, want)
		}
	}
	var after vigil.Webhook
	b.getJSON(t, b.key, "/api/v1/webhooks/"+wh.ID, &after)
	if after.Status != vigil.WebhookEnabled {
		t.Errorf("webhook %s after recovering, want enabled", after.Status)
	}
}

func TestWebhookGoneDisables(t *testing.T) {
	t.Parallel()
	b := setupWebhooks(t, webhookOptions{}, nil)
	rc := newReceiver(t, func(int) int { return http.StatusGone })
	wh := b.createWebhook(t, rc.srv.URL, webhook.EventScanCompleted)
	r := b.do(t, request{method: "POST", path: "/api/v1/webhooks/" + wh.ID + "/ping", key: b.key})
	if r.StatusCode != http.StatusAccepted {
		t.Fatalf("ping = %d: %s", r.StatusCode, r.body)
	}
	var d vigil.WebhookDelivery
	r.decode(t, &d)
	if d = b.waitDelivery(t, wh.ID, d.ID); d.Status != vigil.DeliveryFailed || d.Attempts != 1 {
		t.Fatalf("delivery %+v: want failed after one attempt", d)
	}
	var after vigil.Webhook
	b.getJSON(t, b.key, "/api/v1/webhooks/"+wh.ID, &after)
	if after.Status != vigil.WebhookDisabled || after.DisabledReason == nil || *after.DisabledReason != webhook.DisabledReasonGone {
		t.Fatalf("webhook %+v: want disabled for 410", after)
	}
	// A disabled webhook gets nothing, not even scan events, until it is enabled again.
	if r := b.do(t, request{method: "POST", path: "/api/v1/webhooks/" + wh.ID + "/ping", key: b.key}); r.StatusCode != http.StatusConflict {
		t.Errorf("ping of a disabled webhook = %d, want 409", r.StatusCode)
	}
	u := b.upload(t, b.key, file{"A.sol", "contract A {}\n"})
	b.waitScan(t, b.key, u.Scan.ID)
	if n := len(b.deliveries(t, wh.ID)); n != 1 {
		t.Errorf("%d deliveries for a disabled webhook, want only the ping", n)
	}
	r = b.do(t, request{method: "PATCH", path: "/api/v1/webhooks/" + wh.ID, key: b.key, contentType: "application/json",
		body: []byte(`{"status": "enabled"}`)})
	if r.StatusCode != http.StatusOK {
		t.Fatalf("enable = %d: %s", r.StatusCode, r.body)
	}
	r.decode(t, &after)
	if after.Status != vigil.WebhookEnabled || after.DisabledReason != nil {
		t.Errorf("webhook %+v after enabling", after)
	}
	if rc.count() != 1 {
		t.Errorf("the receiver got %d deliveries, want 1", rc.count())
	}
}

func TestWebhookPingRotateRedeliver(t *testing.T) {
	t.Parallel()
	b := setupWebhooks(t, webhookOptions{}, nil)
	rc := newReceiver(t, nil)
	wh := b.createWebhook(t, rc.srv.URL, webhook.EventScanCompleted)
	ping := func() vigil.WebhookDelivery {
		t.Helper()
		r := b.do(t, request{method: "POST", path: "/api/v1/webhooks/" + wh.ID + "/ping", key: b.key})
		if r.StatusCode != http.StatusAccepted {
			t.Fatalf("ping = %d: %s", r.StatusCode, r.body)
		}
		var d vigil.WebhookDelivery
		r.decode(t, &d)
		return b.waitDelivery(t, wh.ID, d.ID)
	}
	first := ping()
	got := rc.wait(t, 1)
	verify(t, wh.Secret, got[0])
	b.validateEvent(t, got[0])
	ev, err := webhook.ParseEvent(got[0].body)
	if err != nil || ev.Type != webhook.EventPing {
		t.Fatalf("ping body %s: %v", got[0].body, err)
	}

	r := b.do(t, request{method: "POST", path: "/api/v1/webhooks/" + wh.ID + "/rotate-secret", key: b.key})
	if r.StatusCode != http.StatusOK {
		t.Fatalf("rotate = %d: %s", r.StatusCode, r.body)
	}
	var rotated createdWebhook
	r.decode(t, &rotated)
	if !strings.HasPrefix(rotated.Secret, "whsec_") || rotated.Secret == wh.Secret {
		t.Fatalf("rotated secret %q", rotated.Secret)
	}
	var plain map[string]any
	b.getJSON(t, b.key, "/api/v1/webhooks/"+wh.ID, &plain)
	if _, ok := plain["secret"]; ok {
		t.Error("GET shows the secret")
	}
	ping()
	got = rc.wait(t, 2)
	if sigs := strings.Fields(got[1].header.Get("webhook-signature")); len(sigs) != 2 {
		t.Errorf("after a rotation webhook-signature = %q, want two signatures", got[1].header.Get("webhook-signature"))
	}
	verify(t, rotated.Secret, got[1])
	verify(t, wh.Secret, got[1])

	r = b.do(t, request{method: "POST", path: "/api/v1/webhooks/" + wh.ID + "/deliveries/" + first.ID + "/redeliver", key: b.key})
	if r.StatusCode != http.StatusAccepted {
		t.Fatalf("redeliver = %d: %s", r.StatusCode, r.body)
	}
	var again vigil.WebhookDelivery
	r.decode(t, &again)
	again = b.waitDelivery(t, wh.ID, again.ID)
	got = rc.wait(t, 3)
	if again.ID == first.ID || again.EventID != first.EventID || got[2].header.Get("webhook-id") != first.EventID {
		t.Errorf("redelivery %+v of %+v: want a new delivery with the same webhook-id", again, first)
	}
	if string(got[2].body) != string(got[0].body) {
		t.Errorf("redelivered body %s, want %s", got[2].body, got[0].body)
	}
	if n := len(b.deliveries(t, wh.ID)); n != 3 {
		t.Errorf("%d deliveries in the log, want 3", n)
	}
	if r := b.do(t, request{method: "POST", path: "/api/v1/webhooks/" + wh.ID + "/deliveries/dlv_nope/redeliver", key: b.key}); r.StatusCode != http.StatusNotFound {
		t.Errorf("redeliver of an unknown delivery = %d, want 404", r.StatusCode)
	}
	if r := b.do(t, request{method: "GET", path: "/api/v1/webhooks/" + wh.ID, key: b.other}); r.StatusCode != http.StatusNotFound {
		t.Errorf("another organisation's webhook = %d, want 404", r.StatusCode)
	}
	if r := b.do(t, request{method: "DELETE", path: "/api/v1/webhooks/" + wh.ID, key: b.key}); r.StatusCode != http.StatusNoContent {
		t.Errorf("delete = %d, want 204", r.StatusCode)
	}
	if r := b.do(t, request{method: "GET", path: "/api/v1/webhooks/" + wh.ID, key: b.key}); r.StatusCode != http.StatusNotFound {
		t.Errorf("deleted webhook = %d, want 404", r.StatusCode)
	}
}

// TestWebhookSurvivesStoppedQueue records scan events while no queue runs, then stops a worker in the middle of a
// delivery: every event still arrives once a queue runs again.
func TestWebhookSurvivesStoppedQueue(t *testing.T) {
	t.Parallel()
	b := setupWebhooks(t, webhookOptions{noQueue: true}, nil)
	rc := newReceiver(t, nil)
	rc.block = make(chan struct{})
	wh := b.createWebhook(t, rc.srv.URL, webhook.EventScanCompleted)
	ctx := context.Background()

	// The scan finishes through the store while no worker runs: its event and delivery are already stored.
	u := b.upload(t, b.key, file{"A.sol", "contract A {}\n"})
	if _, _, err := b.db.StartScan(ctx, u.Scan.ID); err != nil {
		t.Fatal(err)
	}
	if err := b.db.CompleteScan(ctx, u.Scan.ID, vigil.ScanResult{EngineVersion: "test"}); err != nil {
		t.Fatal(err)
	}
	ds := b.deliveries(t, wh.ID)
	if len(ds) != 1 || ds[0].Status != vigil.DeliveryPending || ds[0].EventType != webhook.EventScanCompleted {
		t.Fatalf("deliveries %+v: want one pending scan.completed", ds)
	}

	// A worker starts delivering, and is stopped while the receiver still holds the request.
	stop := b.startQueue()
	rc.wait(t, 1)
	stop()
	close(rc.block)

	// The next worker delivers it, with the same webhook-id.
	b.startQueue()
	got := rc.wait(t, 2)
	if got[0].header.Get("webhook-id") != got[1].header.Get("webhook-id") {
		t.Errorf("webhook-id changed across the restart: %q, %q", got[0].header.Get("webhook-id"), got[1].header.Get("webhook-id"))
	}
	d := b.waitDelivery(t, wh.ID, ds[0].ID)
	if d.Status != vigil.DeliverySucceeded {
		t.Errorf("delivery %+v after the restart, want succeeded", d)
	}
	verify(t, wh.Secret, got[1])
}

// mapResolver resolves every host name to one address.
type mapResolver struct{ addr netip.Addr }

func (m mapResolver) LookupNetIP(context.Context, string, string) ([]netip.Addr, error) {
	return []netip.Addr{m.addr}, nil
}

func TestWebhookSSRF(t *testing.T) {
	t.Parallel()
	b := setupWebhooks(t, webhookOptions{strict: true, resolver: mapResolver{netip.MustParseAddr("127.0.0.1")}}, nil)
	refused := []string{
		"http://hooks.example.com/x",
		"https://127.0.0.1/x",
		"https://localhost/x",
		"https://10.1.2.3/x",
		"https://192.168.0.10/x",
		"https://172.16.5.4/x",
		"https://169.254.169.254/latest/meta-data",
		"https://[::1]/x",
		"https://[::ffff:127.0.0.1]/x",
		"https://user:pass@hooks.example.com/x",
		"ftp://hooks.example.com/x",
		"not a url",
	}
	for _, u := range refused {
		r := b.do(t, request{method: "POST", path: "/api/v1/webhooks", key: b.key, contentType: "application/json",
			body: mustJSON(t, map[string]any{"url": u, "events": []string{webhook.EventScanCompleted}})})
		var e vigilhttp.ErrorBody
		r.decode(t, &e)
		if r.StatusCode != http.StatusBadRequest || e.Error.Code != vigil.CodeValidation || e.Error.Param != "url" {
			t.Errorf("register %q = %d %+v, want 400 VALIDATION_ERROR on url", u, r.StatusCode, e.Error)
		}
	}

	// A host name passes registration, but it resolves to 127.0.0.1: the delivery is refused at connect time.
	rc := newReceiver(t, nil)
	tls := httptest.NewTLSServer(rc.srv.Config.Handler)
	t.Cleanup(tls.Close)
	port := tls.URL[strings.LastIndex(tls.URL, ":")+1:]
	wh := b.createWebhook(t, "https://internal.example:"+port+"/hook", webhook.EventScanCompleted)
	r := b.do(t, request{method: "POST", path: "/api/v1/webhooks/" + wh.ID + "/ping", key: b.key})
	if r.StatusCode != http.StatusAccepted {
		t.Fatalf("ping = %d: %s", r.StatusCode, r.body)
	}
	var d vigil.WebhookDelivery
	r.decode(t, &d)
	deadline := time.Now().Add(30 * time.Second)
	for {
		ds := b.deliveries(t, wh.ID)
		if len(ds) == 1 && ds[0].Attempts > 0 {
			d = ds[0]
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no attempt made")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if d.StatusCode != nil || !strings.Contains(d.AttemptLog[0].Error, "127.0.0.1") {
		t.Errorf("attempt %+v: want refused before connecting to 127.0.0.1", d.AttemptLog[0])
	}
	if rc.count() != 0 {
		t.Errorf("the internal receiver got %d deliveries", rc.count())
	}
}

func TestWebhookValidation(t *testing.T) {
	t.Parallel()
	b := setupWebhooks(t, webhookOptions{noQueue: true}, nil)
	post := func(body string) (*response, vigilhttp.ErrorBody) {
		r := b.do(t, request{method: "POST", path: "/api/v1/webhooks", key: b.key, contentType: "application/json", body: []byte(body)})
		var e vigilhttp.ErrorBody
		if r.StatusCode >= 400 {
			r.decode(t, &e)
		}
		return r, e
	}
	r, e := post(`{"url": "https://hooks.example.com/x", "events": ["scan.completed", "scan.exploded"]}`)
	if r.StatusCode != 400 || e.Error.Code != vigil.CodeValidation || e.Error.Param != "events" || !strings.Contains(e.Error.Message, "scan.exploded") {
		t.Errorf("unknown event = %d %+v, want VALIDATION_ERROR naming it", r.StatusCode, e.Error)
	}
	if r, e := post(`{"url": "https://hooks.example.com/x", "events": []}`); r.StatusCode != 400 || e.Error.Param != "events" {
		t.Errorf("no events = %d %+v", r.StatusCode, e.Error)
	}
	for i := range webhook.MaxEndpointsPerOrganization {
		if r, _ := post(`{"url": "https://hooks.example.com/` + string(rune('a'+i)) + `", "events": ["scan.completed"]}`); r.StatusCode != 201 {
			t.Fatalf("webhook %d = %d: %s", i+1, r.StatusCode, r.body)
		}
	}
	if r, e := post(`{"url": "https://hooks.example.com/x", "events": ["scan.completed"]}`); r.StatusCode != 400 || e.Error.Code != vigil.CodeValidation {
		t.Errorf("webhook 21 = %d %+v, want VALIDATION_ERROR", r.StatusCode, e.Error)
	}
	var l list[vigil.Webhook]
	b.getJSON(t, b.key, "/api/v1/webhooks?limit=5", &l)
	if len(l.Data) != 5 || !l.HasMore || l.NextCursor == nil {
		t.Errorf("first page: %d webhooks, has_more %v", len(l.Data), l.HasMore)
	}
	r = b.do(t, request{method: "PATCH", path: "/api/v1/webhooks/" + l.Data[0].ID, key: b.key, contentType: "application/json",
		body: []byte(`{"status": "paused"}`)})
	if r.StatusCode != 400 {
		t.Errorf("PATCH status=paused = %d, want 400", r.StatusCode)
	}
}

// TestWebhookFailingForDaysDisables runs the worker with a clock five days ahead: an endpoint that has failed ever
// since is disabled with the reason, and its delivery stops.
func TestWebhookFailingForDaysDisables(t *testing.T) {
	t.Parallel()
	later := func(a webhook.Attempt, attempt int, failingSince, now time.Time) webhook.Decision {
		return fastRetries(a, attempt, failingSince, now.Add(webhook.DisableAfter))
	}
	b := setupWebhooks(t, webhookOptions{decide: later}, nil)
	rc := newReceiver(t, func(int) int { return http.StatusInternalServerError })
	wh := b.createWebhook(t, rc.srv.URL, webhook.EventScanCompleted)
	u := b.upload(t, b.key, file{"A.sol", "contract A {}\n"})
	b.waitScan(t, b.key, u.Scan.ID)
	ds := b.deliveries(t, wh.ID)
	if len(ds) != 1 {
		t.Fatalf("%d deliveries, want 1", len(ds))
	}
	d := b.waitDelivery(t, wh.ID, ds[0].ID)
	if d.Status != vigil.DeliveryFailed || d.Attempts != 1 || d.NextRetryAt != nil {
		t.Errorf("delivery %+v: want failed after one attempt", d)
	}
	var after vigil.Webhook
	b.getJSON(t, b.key, "/api/v1/webhooks/"+wh.ID, &after)
	if after.Status != vigil.WebhookDisabled || after.DisabledReason == nil || *after.DisabledReason != webhook.DisabledReasonFailing {
		t.Errorf("webhook %+v: want disabled for failing 5 days", after)
	}
}

// TestWebhookDeliveriesNotEnabled runs the server on a store without a delivery enqueuer, as a program that embeds
// the API without the delivery worker does: scans still complete and webhooks can be managed, while a ping or a
// redelivery is 503 SERVICE_UNAVAILABLE saying why, in the error envelope the OpenAPI document describes.
func TestWebhookDeliveriesNotEnabled(t *testing.T) {
	t.Parallel()
	b := &webhookBundle{bundle: setup(t, options{analyze: fakeEngine})}
	wh := b.createWebhook(t, "https://hooks.example.com/vigil", webhook.EventScanCompleted)
	up := b.upload(t, b.key, file{"A.sol", "// finding: high d SWC-1\n"})
	if s := b.waitScan(t, b.key, up.Scan.ID); s.Status != vigil.ScanCompleted {
		t.Errorf("scan %s with a subscribed webhook and no deliveries, want completed", s.Status)
	}
	unavailable := func(name string, r *response) {
		t.Helper()
		var e vigilhttp.ErrorBody
		r.decode(t, &e)
		if r.StatusCode != http.StatusServiceUnavailable || e.Error.Code != vigil.CodeServiceUnavailable ||
			!strings.Contains(e.Error.Message, "not enabled") {
			t.Errorf("%s = %d %s, want 503 %s saying deliveries are not enabled", name, r.StatusCode, r.body, vigil.CodeServiceUnavailable)
		}
	}
	unavailable("ping", b.do(t, request{method: "POST", path: "/api/v1/webhooks/" + wh.ID + "/ping", key: b.key}))

	// A delivery recorded while deliveries were enabled cannot be sent again once they are not.
	b.db.SetDeliveryEnqueuer(func(context.Context, *sql.Tx, string) error { return nil })
	r := b.do(t, request{method: "POST", path: "/api/v1/webhooks/" + wh.ID + "/ping", key: b.key})
	if r.StatusCode != http.StatusAccepted {
		t.Fatalf("ping with an enqueuer = %d: %s", r.StatusCode, r.body)
	}
	var d vigil.WebhookDelivery
	r.decode(t, &d)
	b.db.SetDeliveryEnqueuer(nil)
	unavailable("redeliver", b.do(t, request{method: "POST", path: "/api/v1/webhooks/" + wh.ID + "/deliveries/" + d.ID + "/redeliver", key: b.key}))
	if r := b.do(t, request{method: "POST", path: "/api/v1/webhooks/whk_nope/ping", key: b.key}); r.StatusCode != http.StatusNotFound {
		t.Errorf("ping of an unknown webhook = %d, want 404", r.StatusCode)
	}
}
