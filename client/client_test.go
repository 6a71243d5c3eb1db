package client_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/client"
	"github.com/vigilsec/vigil/client/clienttest"
	"github.com/vigilsec/vigil/engine"
	vigilhttp "github.com/vigilsec/vigil/http"
	"github.com/vigilsec/vigil/plan"
	"github.com/vigilsec/vigil/ratelimit"
)

// bankSol withdraws before it updates the balance: the engine reports reentrancy.
const bankSol = `pragma solidity ^0.4.24;

contract Bank {
    mapping(address => uint) public balances;

    function deposit() public payable {
        balances[msg.sender] += msg.value;
    }

    function withdraw(uint amount) public {
        require(balances[msg.sender] >= amount);
        require(msg.sender.call.value(amount)());
        balances[msg.sender] -= amount;
    }
}
`

// setup starts the service and returns a client for its first organisation.
func setup(t *testing.T, opts clienttest.Options, copts ...client.Option) (*clienttest.Service, *client.Client) {
	t.Helper()
	svc := clienttest.Start(t, opts)
	c, err := client.New(svc.URL, svc.Key, append([]client.Option{client.WithPollInterval(20 * time.Millisecond)}, copts...)...)
	if err != nil {
		t.Fatal(err)
	}
	return svc, c
}

// uploadAndWait uploads bankSol and waits for its scan.
func uploadAndWait(t *testing.T, ctx context.Context, c *client.Client) (*client.UploadResult, *vigil.Scan) {
	t.Helper()
	up, err := c.Upload(ctx, client.Upload{Name: "bank", Files: []client.File{{Path: "contracts/Bank.sol", Content: []byte(bankSol)}}})
	if err != nil {
		t.Fatalf("upload: %v", err)
	}
	if up.Scan == nil {
		t.Fatal("upload started no scan")
	}
	scan, err := c.WaitScan(ctx, up.Scan.ID)
	if err != nil {
		t.Fatalf("wait: %v", err)
	}
	if scan.Status != vigil.ScanCompleted {
		t.Fatalf("scan status %s, want completed (error %+v)", scan.Status, scan.Error)
	}
	return up, scan
}

func TestContractsScansAndReports(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	_, c := setup(t, clienttest.Options{})
	up, scan := uploadAndWait(t, ctx, c)

	if up.Contract.Name != "bank" || len(up.Contract.Files) != 1 || up.Contract.Files[0].Path != "contracts/Bank.sol" {
		t.Errorf("contract = %+v", up.Contract)
	}
	got, err := c.GetContract(ctx, up.Contract.ID)
	if err != nil || got.ID != up.Contract.ID || got.LatestScanID == nil || *got.LatestScanID != scan.ID {
		t.Errorf("GetContract = %+v, %v", got, err)
	}
	src, err := c.ContractSource(ctx, up.Contract.ID)
	if err != nil || len(src) != 1 || string(src[0].Content) != bankSol {
		t.Errorf("ContractSource = %+v, %v", src, err)
	}
	contracts, err := c.ListContracts(ctx, client.ContractFilter{Name: "bank"}, client.ListParams{})
	if err != nil || len(contracts.Data) != 1 || contracts.Data[0].ID != up.Contract.ID {
		t.Errorf("ListContracts = %+v, %v", contracts, err)
	}

	rep, err := c.ScanReport(ctx, scan.ID)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Scan.ID != scan.ID || len(rep.Vulnerabilities) == 0 || rep.Vulnerabilities[0].Detector == "" {
		t.Fatalf("report = %+v", rep)
	}
	if !slices.ContainsFunc(rep.Vulnerabilities, func(v *vigil.Vulnerability) bool { return strings.HasPrefix(v.Detector, "reentrancy") }) {
		t.Errorf("no reentrancy finding in %d vulnerabilities", len(rep.Vulnerabilities))
	}
	sarif, err := c.ScanReportSARIF(ctx, scan.ID)
	if err != nil {
		t.Fatal(err)
	}
	var log struct {
		Version string `json:"version"`
		Runs    []struct {
			Results []json.RawMessage `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(sarif, &log); err != nil || log.Version != "2.1.0" || len(log.Runs) != 1 || len(log.Runs[0].Results) != len(rep.Vulnerabilities) {
		t.Errorf("SARIF report: version %q, runs %d, err %v", log.Version, len(log.Runs), err)
	}

	re, err := c.Rescan(ctx, up.Contract.ID)
	if err != nil || re.ContractID != up.Contract.ID || re.ID == scan.ID {
		t.Fatalf("Rescan = %+v, %v", re, err)
	}
	if _, err := c.WaitScan(ctx, re.ID); err != nil {
		t.Fatal(err)
	}
	scans, err := c.ListScans(ctx, client.ScanFilter{ContractID: up.Contract.ID, Status: []vigil.ScanStatus{vigil.ScanCompleted}}, client.ListParams{Limit: 1})
	if err != nil || len(scans.Data) != 1 || !scans.HasMore || scans.NextCursor == "" {
		t.Fatalf("ListScans = %+v, %v", scans, err)
	}
	next, err := c.ListScans(ctx, client.ScanFilter{ContractID: up.Contract.ID, Status: []vigil.ScanStatus{vigil.ScanCompleted}}, client.ListParams{Limit: 1, Cursor: scans.NextCursor})
	if err != nil || len(next.Data) != 1 || next.HasMore || next.Data[0].ID == scans.Data[0].ID {
		t.Errorf("second page of scans = %+v, %v", next, err)
	}

	if err := c.DeleteContract(ctx, up.Contract.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := c.GetContract(ctx, up.Contract.ID); client.ErrorCode(err) != vigil.CodeNotFound {
		t.Errorf("GetContract after delete: %v, want NOT_FOUND", err)
	}
}

func TestUploadZip(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	_, c := setup(t, clienttest.Options{})
	var zip bytes.Buffer
	files := []client.File{{Path: "src/Bank.sol", Content: []byte(bankSol)}, {Path: "README.md", Content: []byte("# notes")}}
	if err := client.ZipFiles(&zip, files); err != nil {
		t.Fatal(err)
	}
	up, err := c.UploadZip(ctx, "zipped", &zip, true)
	if err != nil {
		t.Fatal(err)
	}
	if up.Scan != nil {
		t.Errorf("skipScan started scan %s", up.Scan.ID)
	}
	if up.Contract.Name != "zipped" || len(up.Contract.Files) != 1 || up.Contract.Files[0].Path != "src/Bank.sol" {
		t.Errorf("contract = %+v", up.Contract)
	}
	if !slices.Equal(up.IgnoredFiles, []string{"README.md"}) {
		t.Errorf("ignored files = %q, want [README.md]", up.IgnoredFiles)
	}
}

func TestVulnerabilities(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	_, c := setup(t, clienttest.Options{Analyze: threeFindings})
	_, scan := uploadAndWait(t, ctx, c)
	filter := client.VulnerabilityFilter{ScanID: scan.ID}

	// Cursor style, one page after another by hand and with the iterator.
	var byHand []string
	p := client.ListParams{Limit: 2, Sort: "detector"}
	for {
		page, err := c.ListVulnerabilities(ctx, filter, p)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range page.Data {
			byHand = append(byHand, v.Detector)
		}
		if !page.HasMore {
			break
		}
		p.Cursor = page.NextCursor
	}
	var iterated []string
	for v, err := range c.Vulnerabilities(ctx, filter, client.ListParams{Limit: 1, Sort: "detector"}) {
		if err != nil {
			t.Fatal(err)
		}
		iterated = append(iterated, v.Detector)
	}
	want := []string{"a-detector", "b-detector", "c-detector"}
	if !slices.Equal(byHand, want) || !slices.Equal(iterated, want) {
		t.Errorf("by hand %q, iterated %q, want %q", byHand, iterated, want)
	}

	// Page style: total count and Link header.
	page, err := c.ListVulnerabilities(ctx, filter, client.ListParams{Page: 2, PerPage: 1, Sort: "detector"})
	if err != nil {
		t.Fatal(err)
	}
	if page.TotalCount == nil || *page.TotalCount != 3 || len(page.Data) != 1 || page.Data[0].Detector != "b-detector" {
		t.Errorf("page 2 = %+v", page)
	}
	for _, rel := range []string{"first", "prev", "next", "last"} {
		if page.Links[rel] == "" {
			t.Errorf("no %q link in %v", rel, page.Links)
		}
	}

	// Filters.
	high, err := c.ListVulnerabilities(ctx, client.VulnerabilityFilter{ScanID: scan.ID, Severity: []vigil.Severity{vigil.SeverityHigh, vigil.SeverityCritical}}, client.ListParams{})
	if err != nil || len(high.Data) != 1 || high.Data[0].Detector != "a-detector" {
		t.Errorf("high and critical = %+v, %v", high, err)
	}

	// Get and triage.
	v, err := c.GetVulnerability(ctx, high.Data[0].ID)
	if err != nil || v.ID != high.Data[0].ID || v.Status != vigil.VulnOpen {
		t.Fatalf("GetVulnerability = %+v, %v", v, err)
	}
	st, comment := vigil.VulnFalsePositive, "guarded by the owner check"
	v, err = c.TriageVulnerability(ctx, v.ID, client.Triage{Status: &st, Comment: &comment})
	if err != nil || v.Status != st || v.Comment != comment {
		t.Errorf("TriageVulnerability = %+v, %v", v, err)
	}
	bad := vigil.VulnerabilityStatus("maybe")
	_, err = c.TriageVulnerability(ctx, v.ID, client.Triage{Status: &bad})
	var apiErr *client.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != 400 || apiErr.Code != vigil.CodeValidation || apiErr.Param != "status" {
		t.Errorf("bad triage status: %v", err)
	}

	// Errors from the iterator end it.
	var n int
	var iterErr error
	for _, err := range c.Vulnerabilities(ctx, client.VulnerabilityFilter{ScanID: scan.ID}, client.ListParams{Sort: "nonsense"}) {
		n++
		iterErr = err
	}
	if n != 1 || client.ErrorCode(iterErr) != vigil.CodeValidation {
		t.Errorf("iterator over a bad sort: %d pairs, last error %v", n, iterErr)
	}
}

// threeFindings is an engine that reports one high, one medium and one low finding.
func threeFindings(_ context.Context, sources []engine.Source, _ engine.Options) (*engine.Result, error) {
	res := &engine.Result{Errors: []engine.SyntaxError{}}
	for i, d := range []struct {
		id  string
		sev vigil.Severity
	}{{"a-detector", vigil.SeverityHigh}, {"b-detector", vigil.SeverityMedium}, {"c-detector", vigil.SeverityLow}} {
		res.Findings = append(res.Findings, vigil.Finding{
			Detector: d.id, Title: d.id, Severity: d.sev, Confidence: vigil.ConfidenceHigh, Message: "found by " + d.id,
			Location:    vigil.Location{File: sources[0].Path, StartLine: i + 1, StartColumn: 1, EndLine: i + 1, EndColumn: 2},
			Fingerprint: "fp-" + d.id,
		})
	}
	return res, nil
}

func TestErrors(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, c := setup(t, clienttest.Options{})
	up, err := c.Upload(ctx, client.Upload{Files: []client.File{{Path: "A.sol", Content: []byte(bankSol)}}, SkipScan: true})
	if err != nil {
		t.Fatal(err)
	}

	other, err := client.New(svc.URL+"/api/v1/", svc.OtherKey)
	if err != nil {
		t.Fatal(err)
	}
	_, err = other.GetContract(ctx, up.Contract.ID)
	var apiErr *client.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != 404 || apiErr.Code != vigil.CodeNotFound || apiErr.Message == "" || apiErr.RequestID == "" {
		t.Errorf("another organisation's contract: %#v", err)
	}

	bad, err := client.New(svc.URL, "vgl_live_nope")
	if err != nil {
		t.Fatal(err)
	}
	_, err = bad.ListContracts(ctx, client.ContractFilter{}, client.ListParams{})
	if !errors.As(err, &apiErr) || apiErr.StatusCode != 401 || apiErr.Message != "Missing or invalid API key" {
		t.Errorf("bad key: %v", err)
	}

	_, err = c.Upload(ctx, client.Upload{Files: []client.File{{Path: "/abs/A.sol", Content: []byte(bankSol)}}})
	if !errors.As(err, &apiErr) || apiErr.Code != vigil.CodeValidation || apiErr.Param == "" {
		t.Errorf("absolute path: %v", err)
	}
	if !strings.Contains(err.Error(), "VALIDATION_ERROR") || !strings.Contains(err.Error(), apiErr.Message) {
		t.Errorf("error text %q lacks the code or message", err)
	}

	_, err = c.ScanReport(ctx, "scn_missing")
	if client.ErrorCode(err) != vigil.CodeNotFound {
		t.Errorf("missing scan: %v", err)
	}
	if _, err := c.ListContracts(ctx, client.ContractFilter{}, client.ListParams{Cursor: "x", Page: 2}); err == nil {
		t.Error("cursor and page together: no error")
	}
	for _, call := range []func() error{
		func() error { _, err := c.GetScan(ctx, ""); return err },
		func() error { _, err := c.Upload(ctx, client.Upload{}); return err },
		func() error { _, err := c.UploadZip(ctx, "x", nil, false); return err },
		func() error { return c.DeleteContract(ctx, " ") },
	} {
		if err := call(); err == nil || client.ErrorCode(err) != "" {
			t.Errorf("bad argument: error %v, want a local error", err)
		}
	}
}

// recorder is server middleware that records requests and answers the first `throttle` of them with 429.
type recorder struct {
	mu         sync.Mutex
	throttle   int
	retryAfter string
	seen       []http.Header
	methods    []string
}

func (rec *recorder) middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec.mu.Lock()
		rec.seen = append(rec.seen, r.Header.Clone())
		rec.methods = append(rec.methods, r.Method)
		throttled := rec.throttle > 0
		if throttled {
			rec.throttle--
		}
		rec.mu.Unlock()
		if throttled {
			w.Header().Set("Retry-After", rec.retryAfter)
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusTooManyRequests)
			_, _ = w.Write([]byte(`{"error":{"code":"RATE_LIMITED","message":"Too many requests.","request_id":"req_test"}}`))
			return
		}
		next.ServeHTTP(w, r)
	})
}

func (rec *recorder) headers() ([]string, []http.Header) {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	return slices.Clone(rec.methods), slices.Clone(rec.seen)
}

func TestRetryAfterAndIdempotencyKeys(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	rec := &recorder{throttle: 2, retryAfter: "0"}
	svc, c := setup(t, clienttest.Options{Middleware: []vigilhttp.Middleware{rec.middleware}}, client.WithUserAgent("ci-test/1.0"))
	files := []client.File{{Path: "A.sol", Content: []byte(bankSol)}}

	// Two 429s, then success: three requests with one idempotency key.
	if _, err := c.Upload(ctx, client.Upload{Files: files, SkipScan: true}); err != nil {
		t.Fatalf("upload after two 429s: %v", err)
	}
	// A second call gets a new key; a key on the context is sent as given.
	if _, err := c.Upload(ctx, client.Upload{Files: files, SkipScan: true}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Upload(client.WithIdempotencyKey(ctx, "my-key-1"), client.Upload{Files: files, SkipScan: true}); err != nil {
		t.Fatal(err)
	}
	methods, seen := rec.headers()
	if len(seen) != 5 {
		t.Fatalf("%d requests, want 5", len(seen))
	}
	keys := make([]string, len(seen))
	for i, h := range seen {
		keys[i] = h.Get("Idempotency-Key")
		if methods[i] != "POST" || keys[i] == "" {
			t.Errorf("request %d: %s with Idempotency-Key %q", i, methods[i], keys[i])
		}
		if h.Get("Authorization") != "Bearer "+svc.Key {
			t.Errorf("request %d: Authorization %q", i, h.Get("Authorization"))
		}
		if ua := h.Get("User-Agent"); !strings.HasPrefix(ua, "ci-test/1.0 ") || !strings.Contains(ua, client.DefaultUserAgent) {
			t.Errorf("request %d: User-Agent %q", i, ua)
		}
	}
	if keys[0] != keys[1] || keys[1] != keys[2] {
		t.Errorf("retries used different keys: %q", keys[:3])
	}
	if keys[3] == keys[2] || keys[4] != "my-key-1" {
		t.Errorf("keys of later calls: %q", keys[3:])
	}

	// GET carries no idempotency key.
	if _, err := c.ListContracts(ctx, client.ContractFilter{}, client.ListParams{}); err != nil {
		t.Fatal(err)
	}
	_, seen = rec.headers()
	if k := seen[len(seen)-1].Get("Idempotency-Key"); k != "" {
		t.Errorf("GET sent Idempotency-Key %q", k)
	}
}

func TestRetriesAreBounded(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	rec := &recorder{throttle: 100, retryAfter: "0"}
	_, c := setup(t, clienttest.Options{Middleware: []vigilhttp.Middleware{rec.middleware}}, client.WithMaxRetries(2))
	_, err := c.GetScan(ctx, "scn_x")
	var apiErr *client.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != 429 || apiErr.Code != vigil.CodeRateLimited || apiErr.RequestID != "req_test" {
		t.Errorf("error %v, want the 429", err)
	}
	if methods, _ := rec.headers(); len(methods) != 3 {
		t.Errorf("%d requests, want 3 (one and two retries)", len(methods))
	}

	// A wait longer than the client accepts is returned at once.
	rec2 := &recorder{throttle: 100, retryAfter: "3600"}
	_, c2 := setup(t, clienttest.Options{Middleware: []vigilhttp.Middleware{rec2.middleware}})
	_, err = c2.GetScan(ctx, "scn_x")
	if !errors.As(err, &apiErr) || apiErr.RetryAfter != time.Hour {
		t.Errorf("error %v, want the 429 with an hour's Retry-After", err)
	}
	if methods, _ := rec2.headers(); len(methods) != 1 {
		t.Errorf("%d requests, want 1", len(methods))
	}

	// Cancelling the context stops the wait.
	rec3 := &recorder{throttle: 100, retryAfter: "30"}
	_, c3 := setup(t, clienttest.Options{Middleware: []vigilhttp.Middleware{rec3.middleware}})
	cctx, cancel := context.WithTimeout(ctx, 100*time.Millisecond)
	defer cancel()
	if _, err := c3.GetScan(cctx, "scn_x"); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("error %v, want the context's deadline", err)
	}
}

func TestWaitScanCancellation(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	started := make(chan struct{}, 1)
	block := func(ctx context.Context, _ []engine.Source, _ engine.Options) (*engine.Result, error) {
		started <- struct{}{}
		<-ctx.Done()
		return nil, ctx.Err()
	}
	// A poll interval longer than the test: the deadline falls in the wait after the first poll.
	svc, c := setup(t, clienttest.Options{Analyze: block}, client.WithPollInterval(time.Hour))
	up, err := c.Upload(ctx, client.Upload{Files: []client.File{{Path: "A.sol", Content: []byte(bankSol)}}})
	if err != nil {
		t.Fatal(err)
	}
	<-started
	wctx, cancel := context.WithTimeout(ctx, 500*time.Millisecond)
	defer cancel()
	scan, err := c.WaitScan(wctx, up.Scan.ID)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("WaitScan = %v, want the deadline", err)
	}
	// nil only when the first poll itself outlived the deadline, on a very slow machine.
	if scan != nil && scan.Status != vigil.ScanRunning {
		t.Errorf("last seen scan %+v, want the running one", scan)
	}
	c, err = client.New(svc.URL, svc.Key, client.WithPollInterval(20*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	canceled, err := c.CancelScan(ctx, up.Scan.ID)
	if err != nil {
		t.Fatal(err)
	}
	if canceled.Status != vigil.ScanCanceled {
		t.Errorf("status after cancel %s", canceled.Status)
	}
	final, err := c.WaitScan(ctx, up.Scan.ID)
	if err != nil || final.Status != vigil.ScanCanceled {
		t.Errorf("WaitScan after cancel = %+v, %v", final, err)
	}
}

func TestWebhooks(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	_, c := setup(t, clienttest.Options{})
	receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) }))
	t.Cleanup(receiver.Close)
	wh, err := c.CreateWebhook(ctx, client.WebhookCreate{URL: receiver.URL + "/hook", Events: []string{"scan.completed"}, Description: "ci"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(wh.Secret, "whsec_") || wh.Status != vigil.WebhookEnabled || !slices.Equal(wh.Events, []string{"scan.completed"}) {
		t.Errorf("created %+v", wh)
	}
	got, err := c.GetWebhook(ctx, wh.ID)
	if err != nil || got.ID != wh.ID || got.Secret != "" {
		t.Errorf("GetWebhook = %+v, %v (the secret is shown only at creation)", got, err)
	}
	list, err := c.ListWebhooks(ctx, client.ListParams{})
	if err != nil || len(list.Data) != 1 {
		t.Errorf("ListWebhooks = %+v, %v", list, err)
	}
	disabled := vigil.WebhookDisabled
	desc := "paused"
	upd, err := c.UpdateWebhook(ctx, wh.ID, client.WebhookUpdate{Status: &disabled, Description: &desc, Events: []string{"scan.completed", "scan.failed"}})
	if err != nil || upd.Status != disabled || upd.Description != desc || len(upd.Events) != 2 {
		t.Errorf("UpdateWebhook = %+v, %v", upd, err)
	}
	rot, err := c.RotateWebhookSecret(ctx, wh.ID)
	if err != nil || !strings.HasPrefix(rot.Secret, "whsec_") || rot.Secret == wh.Secret {
		t.Errorf("RotateWebhookSecret = %+v, %v", rot, err)
	}
	enabled := vigil.WebhookEnabled
	if _, err := c.UpdateWebhook(ctx, wh.ID, client.WebhookUpdate{Status: &enabled}); err != nil {
		t.Fatal(err)
	}
	d, err := c.PingWebhook(ctx, wh.ID)
	if err != nil || d.WebhookID != wh.ID || d.EventType != "webhook.ping" {
		t.Fatalf("PingWebhook = %+v, %v", d, err)
	}
	var ids []string
	for d, err := range c.WebhookDeliveries(ctx, wh.ID, client.ListParams{}) {
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, d.ID)
	}
	if !slices.Contains(ids, d.ID) {
		t.Errorf("deliveries %q lack the ping %s", ids, d.ID)
	}
	re, err := c.RedeliverWebhookDelivery(ctx, wh.ID, d.ID)
	if err != nil || re.ID == d.ID || re.EventID != d.EventID {
		t.Errorf("RedeliverWebhookDelivery = %+v, %v", re, err)
	}
	_, err = c.CreateWebhook(ctx, client.WebhookCreate{URL: "http://127.0.0.1:9/hook", Events: []string{"scan.exploded"}})
	if client.ErrorCode(err) != vigil.CodeValidation {
		t.Errorf("unknown event: %v", err)
	}
	if err := c.DeleteWebhook(ctx, wh.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := c.GetWebhook(ctx, wh.ID); client.ErrorCode(err) != vigil.CodeNotFound {
		t.Errorf("GetWebhook after delete: %v", err)
	}
}

func TestAPIKeys(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svc, c := setup(t, clienttest.Options{})
	expires := time.Now().Add(24 * time.Hour)
	k, err := c.CreateAPIKey(ctx, client.APIKeyCreate{Name: "ci", Scopes: []vigil.Scope{vigil.ScopeContractsRead}, ExpiresAt: &expires})
	if err != nil {
		t.Fatal(err)
	}
	if k.Key == "" || k.Name != "ci" || !slices.Equal(k.Scopes, []vigil.Scope{vigil.ScopeContractsRead}) || k.ExpiresAt == nil {
		t.Errorf("created %+v", k)
	}
	ci, err := client.New(svc.URL, k.Key)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ci.ListContracts(ctx, client.ContractFilter{}, client.ListParams{}); err != nil {
		t.Errorf("new key cannot read: %v", err)
	}
	if _, err := ci.Upload(ctx, client.Upload{Files: []client.File{{Path: "A.sol", Content: []byte(bankSol)}}}); client.ErrorCode(err) != vigil.CodeForbidden {
		t.Errorf("read-only key uploads: %v, want FORBIDDEN", err)
	}
	keys, err := c.ListAPIKeys(ctx, client.ListParams{Page: 1, PerPage: 10})
	if err != nil || keys.TotalCount == nil || *keys.TotalCount != 2 {
		t.Errorf("ListAPIKeys = %+v, %v", keys, err)
	}
	revoked, err := c.RevokeAPIKey(ctx, k.ID)
	if err != nil || revoked.RevokedAt == nil {
		t.Errorf("RevokeAPIKey = %+v, %v", revoked, err)
	}
	if _, err := ci.ListContracts(ctx, client.ContractFilter{}, client.ListParams{}); client.ErrorCode(err) != vigil.CodeUnauthorized {
		t.Errorf("revoked key: %v, want UNAUTHORIZED", err)
	}
}

func TestIdempotencyKeyReplay(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	_, c := setup(t, clienttest.Options{})
	files := []client.File{{Path: "A.sol", Content: []byte(bankSol)}}
	keyed := client.WithIdempotencyKey(ctx, "upload-build-42")
	first, err := c.Upload(keyed, client.Upload{Name: "build-42", Files: files, SkipScan: true})
	if err != nil {
		t.Fatal(err)
	}
	again, err := c.Upload(keyed, client.Upload{Name: "build-42", Files: files, SkipScan: true})
	if err != nil || again.Contract.ID != first.Contract.ID {
		t.Errorf("repeated upload with one key = %+v, %v; want contract %s replayed", again, err, first.Contract.ID)
	}
	_, err = c.Upload(keyed, client.Upload{Name: "build-43", Files: files, SkipScan: true})
	if client.ErrorCode(err) != vigil.CodeIdempotencyKeyReused {
		t.Errorf("same key, other body: %v, want IDEMPOTENCY_KEY_REUSED", err)
	}
	// Without a key on the context, each call is its own request.
	a, err := c.Upload(ctx, client.Upload{Name: "x", Files: files, SkipScan: true})
	if err != nil {
		t.Fatal(err)
	}
	b, err := c.Upload(ctx, client.Upload{Name: "x", Files: files, SkipScan: true})
	if err != nil || a.Contract.ID == b.Contract.ID {
		t.Errorf("two calls without a key gave contracts %s and %v (%v)", a.Contract.ID, b, err)
	}
}

// TestServerRateLimit runs against the server's own limiter: one request a second without burst, so the second
// of two quick requests is answered 429 with Retry-After, and the client waits and succeeds.
func TestServerRateLimit(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "plans.json")
	if err := os.WriteFile(path, []byte(`{"free": {"requests_per_minute": 60, "burst": 1}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	plans, err := plan.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	_, c := setup(t, clienttest.Options{Plans: plans, Limiter: ratelimit.NewMemory(ratelimit.MemoryOptions{})})
	for i := range 2 {
		if _, err := c.ListContracts(ctx, client.ContractFilter{}, client.ListParams{}); err != nil {
			t.Fatalf("request %d: %v", i, err)
		}
	}
	_, strict := setup(t, clienttest.Options{Plans: plans, Limiter: ratelimit.NewMemory(ratelimit.MemoryOptions{})}, client.WithMaxRetries(0))
	if _, err := strict.ListContracts(ctx, client.ContractFilter{}, client.ListParams{}); err != nil {
		t.Fatal(err)
	}
	_, err = strict.ListContracts(ctx, client.ContractFilter{}, client.ListParams{})
	var apiErr *client.Error
	if !errors.As(err, &apiErr) || apiErr.Code != vigil.CodeRateLimited || apiErr.RetryAfter <= 0 {
		t.Errorf("second request without retries: %v, want RATE_LIMITED with a Retry-After", err)
	}
}

// A dependency is sent as one, and the contract and its source say so.
func TestUploadDependency(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	_, c := setup(t, clienttest.Options{})
	up, err := c.Upload(ctx, client.Upload{SkipScan: true, Files: []client.File{
		{Path: "contracts/Bank.sol", Content: []byte(bankSol)},
		{Path: "@acme/Lib.sol", Content: []byte("library Lib {}"), Dependency: true},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if len(up.Contract.Files) != 2 || !up.Contract.Files[0].Dependency || up.Contract.Files[1].Dependency {
		t.Errorf("files = %+v, want @acme/Lib.sol a dependency", up.Contract.Files)
	}
	src, err := c.ContractSource(ctx, up.Contract.ID)
	if err != nil || len(src) != 2 || src[0].Path != "@acme/Lib.sol" || !src[0].Dependency || src[1].Dependency {
		t.Errorf("source = %+v, %v", src, err)
	}
}
