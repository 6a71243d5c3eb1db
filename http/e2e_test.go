package http_test

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/legacy"
	"github.com/riverqueue/river/riverdriver/riversqlite"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/engine"
	vigilhttp "github.com/vigilsec/vigil/http"
	"github.com/vigilsec/vigil/listquery"
	"github.com/vigilsec/vigil/queue"
	"github.com/vigilsec/vigil/store"
	"github.com/vigilsec/vigil/store/sqlite"
)

// bundle is a running service: the real HTTP server on httptest, SQLite in a temp dir, and the River queue.
type bundle struct {
	srv    *httptest.Server
	db     *sqlite.DB
	key    string // every scope, organisation "acme"
	other  string // every scope, organisation "globex"
	org    *vigil.Organization
	doc    *openapi3.T
	router routers.Router
	// stopQueue stops the queue (at most once; cleanup calls it too).
	stopQueue func()
}

type options struct {
	analyze queue.AnalyzeFunc
}

// setup starts the whole service. With a nil analyze, scans run the real engine.
func setup(t testing.TB, opts options) *bundle {
	t.Helper()
	ctx := context.Background()
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
	q, err := queue.New(driver, db, queue.Config{Analyze: opts.analyze, Logger: quiet, ScanTimeout: 30 * time.Second})
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
	codec, err := listquery.NewCodec([]byte("e2e test cursor signing key, 32 bytes+"))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(vigilhttp.NewServer(db, vigilhttp.Config{Lists: store.NewLists(codec), Logger: quiet}))
	t.Cleanup(srv.Close)
	b := &bundle{srv: srv, db: db, stopQueue: stopQueue}
	b.org, b.key = newOrg(t, db, "acme", vigil.PlanFree)
	_, b.other = newOrg(t, db, "globex", vigil.PlanFree)
	b.doc, b.router = loadOpenAPI(t)
	return b
}

func newOrg(t testing.TB, db *sqlite.DB, name string, p vigil.Plan) (*vigil.Organization, string) {
	t.Helper()
	org, err := db.CreateOrganization(context.Background(), name, p)
	if err != nil {
		t.Fatal(err)
	}
	_, key, err := db.CreateAPIKey(context.Background(), org.ID, vigil.APIKeyCreate{Name: "test"})
	if err != nil {
		t.Fatal(err)
	}
	return org, key
}

var (
	openAPIOnce   sync.Once
	openAPIDoc    *openapi3.T
	openAPIRouter routers.Router
	openAPIErr    error
)

// loadOpenAPI loads the served document once and checks that it is a valid OpenAPI 3.1 document.
func loadOpenAPI(t testing.TB) (*openapi3.T, routers.Router) {
	t.Helper()
	openAPIOnce.Do(func() {
		raw, err := vigilhttp.OpenAPI()
		if err != nil {
			openAPIErr = err
			return
		}
		loader := openapi3.NewLoader()
		doc, err := loader.LoadFromData(raw)
		if err != nil {
			openAPIErr = fmt.Errorf("load: %w", err)
			return
		}
		if !doc.IsOpenAPI31OrLater() {
			openAPIErr = fmt.Errorf("document is OpenAPI %s, want 3.1", doc.OpenAPI)
			return
		}
		doc.Servers = openapi3.Servers{{URL: "/"}}
		r, err := legacy.NewRouter(doc)
		if err != nil {
			openAPIErr = fmt.Errorf("validate: %w", err)
			return
		}
		openAPIDoc, openAPIRouter = doc, r
	})
	if openAPIErr != nil {
		t.Fatalf("OpenAPI document: %v", openAPIErr)
	}
	return openAPIDoc, openAPIRouter
}

// response is a received response with its body read.
type response struct {
	*http.Response
	body []byte
}

// decode reads the JSON body into v.
func (r *response) decode(t testing.TB, v any) {
	t.Helper()
	if err := json.Unmarshal(r.body, v); err != nil {
		t.Fatalf("decode %s: %v", r.body, err)
	}
}

// errorCode returns the code of an error envelope.
func (r *response) errorCode(t testing.TB) string {
	t.Helper()
	var e vigilhttp.ErrorBody
	r.decode(t, &e)
	return e.Error.Code
}

// request is one API call.
type request struct {
	method, path string
	body         []byte
	contentType  string
	key          string // "" for none
	header       http.Header
}

// do sends the request and checks what every response must satisfy: a Request-Id header, the error
// envelope on errors, and conformance to the OpenAPI document.
func (b *bundle) do(t testing.TB, req request) *response {
	t.Helper()
	hr, err := http.NewRequest(req.method, b.srv.URL+req.path, bytes.NewReader(req.body))
	if err != nil {
		t.Fatal(err)
	}
	if req.contentType != "" {
		hr.Header.Set("Content-Type", req.contentType)
	}
	if req.key != "" {
		hr.Header.Set("Authorization", "Bearer "+req.key)
	}
	for k, v := range req.header {
		hr.Header[k] = v
	}
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
	rid := resp.Header.Get("Request-Id")
	if rid == "" {
		t.Errorf("%s %s: no Request-Id header", req.method, req.path)
	}
	if resp.StatusCode >= 400 && req.path != "/readyz" {
		var e vigilhttp.ErrorBody
		if err := json.Unmarshal(body, &e); err != nil || e.Error.Code == "" || e.Error.Message == "" || e.Error.RequestID != rid {
			t.Errorf("%s %s: %d without the error envelope: %s", req.method, req.path, resp.StatusCode, body)
		}
		if strings.HasSuffix(e.Error.Message, "..") {
			t.Errorf("%s %s: message %q ends with two periods", req.method, req.path, e.Error.Message)
		}
		if m := e.Error.Message; e.Error.Code != vigil.CodeUnauthorized && m != "" &&
			(!strings.HasSuffix(m, ".") || m[0] >= 'a' && m[0] <= 'z' && !strings.HasPrefix(m, e.Error.Param+" ")) {
			t.Errorf("%s %s: message %q is not a sentence", req.method, req.path, m)
		}
		if got := vigilhttp.StatusOf(e.Error.Code); got != resp.StatusCode {
			t.Errorf("%s %s: code %s with status %d, want %d", req.method, req.path, e.Error.Code, resp.StatusCode, got)
		}
	}
	b.validate(t, hr, r)
	return r
}

// validate checks the response against the OpenAPI document: the operation's documented statuses, headers
// and schemas. Answers for paths or methods the document does not have (404, 405) must be the Error schema.
func (b *bundle) validate(t testing.TB, hr *http.Request, r *response) {
	t.Helper()
	hr.URL.Host, hr.URL.Scheme = "", ""
	route, params, err := b.router.FindRoute(hr)
	if err != nil {
		if r.StatusCode != http.StatusNotFound && r.StatusCode != http.StatusMethodNotAllowed {
			t.Errorf("%s %s: %d for a route the document lacks", hr.Method, hr.URL.Path, r.StatusCode)
		}
		var v any
		if err := json.Unmarshal(r.body, &v); err != nil {
			t.Errorf("%s %s: body is not JSON: %v", hr.Method, hr.URL.Path, err)
			return
		}
		if err := b.doc.Components.Schemas["Error"].Value.VisitJSON(v, openapi3.EnableJSONSchema2020()); err != nil {
			t.Errorf("%s %s: error body does not match the Error schema: %v", hr.Method, hr.URL.Path, err)
		}
		return
	}
	in := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: &openapi3filter.RequestValidationInput{Request: hr, PathParams: params, Route: route},
		Status:                 r.StatusCode,
		Header:                 r.Header,
		Body:                   io.NopCloser(bytes.NewReader(r.body)),
		Options:                &openapi3filter.Options{IncludeResponseStatus: true},
	}
	if err := openapi3filter.ValidateResponse(context.Background(), in); err != nil {
		t.Errorf("%s %s: response %d does not match the OpenAPI document: %v\nbody: %.600s", hr.Method, hr.URL.Path, r.StatusCode, err, r.body)
	}
}

// getJSON is a GET with the key that decodes a 200 response.
func (b *bundle) getJSON(t testing.TB, key, path string, v any) *response {
	t.Helper()
	r := b.do(t, request{method: "GET", path: path, key: key})
	if r.StatusCode != http.StatusOK {
		t.Fatalf("GET %s = %d: %s", path, r.StatusCode, r.body)
	}
	if v != nil {
		r.decode(t, v)
	}
	return r
}

type file struct{ Path, Content string }

type uploadResult struct {
	vigil.Contract
	Scan         *vigil.Scan `json:"scan"`
	IgnoredFiles []string    `json:"ignored_files"`
}

func jsonUpload(name string, scan *bool, files ...file) []byte {
	type f struct {
		Path    string `json:"path"`
		Content string `json:"content"`
	}
	body := struct {
		Name  string `json:"name,omitempty"`
		Files []f    `json:"files"`
		Scan  *bool  `json:"scan,omitempty"`
	}{Name: name, Scan: scan}
	for _, x := range files {
		body.Files = append(body.Files, f{x.Path, x.Content})
	}
	out, _ := json.Marshal(body)
	return out
}

// upload posts JSON and expects 201.
func (b *bundle) upload(t testing.TB, key string, files ...file) *uploadResult {
	t.Helper()
	return b.expectUpload(t, request{method: "POST", path: "/api/v1/contracts/upload", key: key,
		contentType: "application/json", body: jsonUpload("", nil, files...)})
}

func (b *bundle) expectUpload(t testing.TB, req request) *uploadResult {
	t.Helper()
	r := b.do(t, req)
	if r.StatusCode != http.StatusCreated {
		t.Fatalf("upload = %d: %s", r.StatusCode, r.body)
	}
	var u uploadResult
	r.decode(t, &u)
	if r.Header.Get("Location") != "/api/v1/contracts/"+u.ID {
		t.Errorf("Location = %q", r.Header.Get("Location"))
	}
	return &u
}

func multipartBody(t testing.TB, fields map[string]string, files ...file) ([]byte, string) {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	// Fields go in a fixed order: the same fields make the same parts, which idempotency tests rely on.
	for _, k := range slices.Sorted(maps.Keys(fields)) {
		if err := mw.WriteField(k, fields[k]); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range files {
		w, err := mw.CreateFormFile("files", f.Path)
		if err != nil {
			t.Fatal(err)
		}
		io.WriteString(w, f.Content)
	}
	if err := mw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), mw.FormDataContentType()
}

func zipBytes(t testing.TB, files ...file) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range files {
		w, err := zw.Create(f.Path)
		if err != nil {
			t.Fatal(err)
		}
		io.WriteString(w, f.Content)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// waitScan polls the scan until it is finished.
func (b *bundle) waitScan(t testing.TB, key, id string) *vigil.Scan {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		var s vigil.Scan
		b.getJSON(t, key, "/api/v1/scans/"+id, &s)
		if s.Status.Finished() {
			return &s
		}
		if time.Now().After(deadline) {
			t.Fatalf("scan %s still %s", id, s.Status)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

type list[T any] struct {
	Object     string  `json:"object"`
	Data       []T     `json:"data"`
	HasMore    bool    `json:"has_more"`
	NextCursor *string `json:"next_cursor"`
	TotalCount *int    `json:"total_count"`
}

// fakeEngine reports a finding for every line "// finding: SEVERITY DETECTOR SWC" of the sources, and syntax
// errors for lines "// syntax error", so that tests control exactly what a scan finds.
func fakeEngine(_ context.Context, sources []engine.Source, _ engine.Options) (*engine.Result, error) {
	res := &engine.Result{}
	for _, s := range sources {
		for i, line := range strings.Split(string(s.Content), "\n") {
			line = strings.TrimSpace(line)
			if strings.HasPrefix(line, "// syntax error") {
				res.Errors = append(res.Errors, engine.SyntaxError{File: s.Path, Line: i + 1, Column: 1, Message: "expected ';'"})
			}
			spec, ok := strings.CutPrefix(line, "// finding: ")
			if !ok {
				continue
			}
			f := strings.Fields(spec)
			sev, _ := vigil.ParseSeverity(f[0])
			res.Findings = append(res.Findings, vigil.Finding{
				Detector: f[1], Title: f[1], Severity: sev, Confidence: vigil.ConfidenceHigh, SWC: f[2],
				Message: "found by the test engine", Recommendation: "fix it",
				Location:    vigil.Location{File: s.Path, StartLine: i + 1, StartColumn: 1, EndLine: i + 1, EndColumn: len(line) + 1, Contract: "C", Function: "f"},
				Related:     []vigil.RelatedLocation{},
				Fingerprint: fmt.Sprintf("%s:%s:%d", f[1], s.Path, i+1),
			})
		}
	}
	return res, nil
}

func boolPtr(v bool) *bool { return &v }

func esc(s string) string { return url.QueryEscape(s) }

// Short names for the engine types in test engines.
type (
	engineSource  = engine.Source
	engineOptions = engine.Options
	engineResult  = engine.Result
)

// getJSONFast is a GET that skips the OpenAPI validation of do, for benchmarks of the server alone.
func (b *bundle) getJSONFast(t testing.TB, path string, v any) {
	t.Helper()
	req, _ := http.NewRequest("GET", b.srv.URL+path, nil)
	req.Header.Set("Authorization", "Bearer "+b.key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s = %d", path, resp.StatusCode)
	}
	if v != nil {
		if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
			t.Fatal(err)
		}
	} else {
		_, _ = io.Copy(io.Discard, resp.Body)
	}
}

func bytesReader(b []byte) io.Reader { return bytes.NewReader(b) }
