package webhook

import (
	"bytes"
	"context"
	"crypto/x509"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"
	"unicode/utf8"
)

// deliveryBundle is what a delivery test works with: a receiver and a request aimed at it.
type deliveryBundle struct {
	server  *httptest.Server
	client  *http.Client
	secret  string
	request Request
}

// setupDelivery starts a plain-HTTP receiver running handler and returns a client allowed to reach it
// (AllowPrivate, as in local development) with a signed request for it.
func setupDelivery(t *testing.T, handler http.HandlerFunc) deliveryBundle {
	t.Helper()
	srv := httptest.NewServer(handler)
	t.Cleanup(srv.Close)
	secret, err := NewSecret()
	if err != nil {
		t.Fatal(err)
	}
	client := NewClient(ClientOptions{AllowPrivate: true, Timeout: 5 * time.Second})
	t.Cleanup(client.CloseIdleConnections)
	return deliveryBundle{
		server: srv,
		client: client,
		secret: secret,
		request: Request{
			URL:       srv.URL + "/hook",
			Secrets:   []string{secret},
			MsgID:     "msg_test1",
			Timestamp: time.Now(),
			Body:      []byte(`{"type":"webhook.ping","timestamp":"2026-01-01T00:00:00Z","data":{"webhook_id":"whk_1"}}`),
		},
	}
}

func TestDeliverSuccess(t *testing.T) {
	t.Parallel()
	type delivery struct {
		r    *http.Request
		body []byte
	}
	var received atomic.Pointer[delivery]
	b := setupDelivery(t, func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		if err != nil {
			t.Errorf("receiver: read body: %v", err)
		}
		received.Store(&delivery{r: r, body: body})
		w.WriteHeader(http.StatusAccepted)
		io.WriteString(w, "thanks")
	})
	b.request.Timestamp = time.Time{} // stands for now
	a := Deliver(context.Background(), b.client, b.request)
	if a.Outcome != OutcomeSuccess || a.StatusCode != http.StatusAccepted || a.Err != "" || a.ResponseExcerpt != "thanks" {
		t.Fatalf("Deliver = %+v, want success 202 with excerpt %q", a, "thanks")
	}
	if a.Latency <= 0 {
		t.Errorf("latency %s, want positive", a.Latency)
	}
	d := received.Load()
	if d == nil {
		t.Fatal("receiver got nothing")
	}
	if err := Verify(b.secret, d.r.Header, d.body, time.Now()); err != nil {
		t.Fatalf("the delivery does not verify: %v", err)
	}
	if string(d.body) != string(b.request.Body) {
		t.Errorf("body %q, want %q", d.body, b.request.Body)
	}
	r := d.r
	checks := map[string]string{
		"User-Agent":   UserAgent,
		"Content-Type": "application/json",
		HeaderID:       "msg_test1",
	}
	for k, want := range checks {
		if got := r.Header.Get(k); got != want {
			t.Errorf("header %s = %q, want %q", k, got, want)
		}
	}
	if r.Method != http.MethodPost || r.URL.Path != "/hook" {
		t.Errorf("request %s %s, want POST /hook", r.Method, r.URL.Path)
	}
}

func TestDeliverStatuses(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name        string
		status      int
		wantOutcome Outcome
		wantErr     string
	}{
		{"200", http.StatusOK, OutcomeSuccess, ""},
		{"204", http.StatusNoContent, OutcomeSuccess, ""},
		{"500", http.StatusInternalServerError, OutcomeRetry, "500 Internal Server Error"},
		{"503", http.StatusServiceUnavailable, OutcomeRetry, "503 Service Unavailable"},
		{"400", http.StatusBadRequest, OutcomeRetry, "400 Bad Request"},
		{"429", http.StatusTooManyRequests, OutcomeRetry, "429 Too Many Requests"},
		{"410", http.StatusGone, OutcomeDisable, "410 Gone"},
		{"304", http.StatusNotModified, OutcomeRetry, "304 Not Modified"},
		{"599", 599, OutcomeRetry, "599"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			b := setupDelivery(t, func(w http.ResponseWriter, r *http.Request) {
				w.WriteHeader(tt.status)
				if tt.status != http.StatusNoContent && tt.status != http.StatusNotModified {
					io.WriteString(w, "status "+http.StatusText(tt.status))
				}
			})
			a := Deliver(context.Background(), b.client, b.request)
			if a.Outcome != tt.wantOutcome || a.StatusCode != tt.status {
				t.Fatalf("Deliver = %+v, want %s with status %d", a, tt.wantOutcome, tt.status)
			}
			if tt.wantErr == "" && a.Err != "" || !strings.Contains(a.Err, tt.wantErr) {
				t.Fatalf("Err = %q, want one mentioning %q", a.Err, tt.wantErr)
			}
		})
	}
}

func TestClassify(t *testing.T) {
	t.Parallel()
	tests := []struct {
		status int
		want   Outcome
	}{
		{200, OutcomeSuccess}, {201, OutcomeSuccess}, {202, OutcomeSuccess}, {204, OutcomeSuccess}, {299, OutcomeSuccess},
		{100, OutcomeRetry}, {199, OutcomeRetry}, {300, OutcomeRetry}, {301, OutcomeRetry}, {302, OutcomeRetry},
		{307, OutcomeRetry}, {308, OutcomeRetry}, {400, OutcomeRetry}, {401, OutcomeRetry}, {404, OutcomeRetry},
		{409, OutcomeRetry}, {429, OutcomeRetry}, {500, OutcomeRetry}, {502, OutcomeRetry}, {0, OutcomeRetry},
		{410, OutcomeDisable},
	}
	for _, tt := range tests {
		if got := Classify(tt.status); got != tt.want {
			t.Errorf("Classify(%d) = %s, want %s", tt.status, got, tt.want)
		}
	}
}

func TestDeliverRedirectNotFollowed(t *testing.T) {
	t.Parallel()
	var followed atomic.Int32
	mux := http.NewServeMux()
	mux.HandleFunc("/hook", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/elsewhere", http.StatusMovedPermanently)
	})
	mux.HandleFunc("/elsewhere", func(w http.ResponseWriter, r *http.Request) {
		followed.Add(1)
	})
	b := setupDelivery(t, mux.ServeHTTP)
	a := Deliver(context.Background(), b.client, b.request)
	if a.Outcome != OutcomeRetry || a.StatusCode != http.StatusMovedPermanently {
		t.Fatalf("Deliver = %+v, want retry with status 301", a)
	}
	if !strings.Contains(a.Err, "not followed") || !strings.Contains(a.Err, "/elsewhere") {
		t.Errorf("Err = %q, want it to say the redirect to /elsewhere was not followed", a.Err)
	}
	if n := followed.Load(); n != 0 {
		t.Fatalf("redirect target was requested %d times, want 0", n)
	}
}

func TestDeliverTimeout(t *testing.T) {
	t.Parallel()
	release := make(chan struct{})
	b := setupDelivery(t, func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-release:
		}
	})
	t.Cleanup(func() { close(release) })
	client := NewClient(ClientOptions{AllowPrivate: true, Timeout: 100 * time.Millisecond})
	a := Deliver(context.Background(), client, b.request)
	if a.Outcome != OutcomeRetry || a.StatusCode != 0 {
		t.Fatalf("Deliver = %+v, want retry without status", a)
	}
	if !strings.Contains(a.Err, "timed out after 100ms") {
		t.Fatalf("Err = %q, want it to mention the 100ms timeout", a.Err)
	}
}

func TestDeliverContextCanceled(t *testing.T) {
	t.Parallel()
	b := setupDelivery(t, func(w http.ResponseWriter, r *http.Request) {})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	a := Deliver(ctx, b.client, b.request)
	if a.Outcome != OutcomeRetry || !strings.Contains(a.Err, "context canceled") {
		t.Fatalf("Deliver = %+v, want retry mentioning the canceled context", a)
	}
}

func TestDeliverExcerptCapped(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		body string
		want string
	}{
		{"short", "nope", "nope"},
		{"1 MiB", strings.Repeat("x", 1<<20), strings.Repeat("x", ExcerptLimit)},
		{"beyond the drain limit", strings.Repeat("y", 4<<20), strings.Repeat("y", ExcerptLimit)},
		{"rune cut by the limit", strings.Repeat("a", ExcerptLimit-1) + "é and more", strings.Repeat("a", ExcerptLimit-1)},
		{"invalid bytes", "ok\xff\xfeok", "ok\uFFFDok"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			b := setupDelivery(t, func(w http.ResponseWriter, r *http.Request) {
				w.WriteHeader(http.StatusInternalServerError)
				io.WriteString(w, tt.body)
			})
			a := Deliver(context.Background(), b.client, b.request)
			if a.ResponseExcerpt != tt.want {
				t.Fatalf("excerpt is %d bytes %.40q…, want %d bytes %.40q…", len(a.ResponseExcerpt), a.ResponseExcerpt, len(tt.want), tt.want)
			}
			if !utf8.ValidString(a.ResponseExcerpt) {
				t.Fatal("excerpt is not valid UTF-8")
			}
			if a.Outcome != OutcomeRetry || a.StatusCode != http.StatusInternalServerError {
				t.Fatalf("Deliver = %d %s, want 500 retry", a.StatusCode, a.Outcome)
			}
		})
	}
}

func TestDeliverTLS(t *testing.T) {
	t.Parallel()
	var hits atomic.Int32
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		if r.TLS == nil {
			t.Error("request arrived without TLS")
		}
	}))
	t.Cleanup(srv.Close)
	pool := x509.NewCertPool()
	pool.AddCert(srv.Certificate())
	secret, err := NewSecret()
	if err != nil {
		t.Fatal(err)
	}
	req := Request{URL: srv.URL, Secrets: []string{secret}, MsgID: "msg_tls", Timestamp: time.Now(), Body: []byte(`{}`)}

	t.Run("trusted", func(t *testing.T) {
		client := NewClient(ClientOptions{AllowPrivate: true, RootCAs: pool})
		defer client.CloseIdleConnections()
		if a := Deliver(context.Background(), client, req); a.Outcome != OutcomeSuccess {
			t.Fatalf("Deliver = %+v, want success", a)
		}
	})
	t.Run("untrusted certificate", func(t *testing.T) {
		client := NewClient(ClientOptions{AllowPrivate: true})
		a := Deliver(context.Background(), client, req)
		if a.Outcome != OutcomeRetry || !strings.Contains(a.Err, "certificate") {
			t.Fatalf("Deliver = %+v, want retry with a certificate error", a)
		}
	})
	t.Run("loopback refused by default", func(t *testing.T) {
		client := NewClient(ClientOptions{RootCAs: pool})
		a := Deliver(context.Background(), client, req)
		if a.Outcome != OutcomeRetry || !strings.Contains(a.Err, "loopback address") {
			t.Fatalf("Deliver = %+v, want retry refusing the loopback address", a)
		}
	})
	if n := hits.Load(); n != 1 {
		t.Fatalf("TLS receiver got %d requests, want 1 (only the trusted client)", n)
	}
}

func TestDeliverRefusesHTTPByDefault(t *testing.T) {
	t.Parallel()
	var hits atomic.Int32
	b := setupDelivery(t, func(w http.ResponseWriter, r *http.Request) { hits.Add(1) })
	client := NewClient(ClientOptions{})
	a := Deliver(context.Background(), client, b.request)
	if a.Outcome != OutcomeRetry || !strings.Contains(a.Err, "must use https") {
		t.Fatalf("Deliver = %+v, want retry saying https is required", a)
	}
	if n := hits.Load(); n != 0 {
		t.Fatalf("receiver got %d requests, want 0", n)
	}
}

func TestDeliverBadRequest(t *testing.T) {
	t.Parallel()
	var hits atomic.Int32
	b := setupDelivery(t, func(w http.ResponseWriter, r *http.Request) { hits.Add(1) })
	tests := []struct {
		name    string
		edit    func(*Request)
		wantErr string
	}{
		{"no secret", func(r *Request) { r.Secrets = nil }, "no secret"},
		{"bad secret", func(r *Request) { r.Secrets = []string{"whsec_x"} }, "parse webhook secret"},
		{"no message id", func(r *Request) { r.MsgID = "" }, "empty message id"},
		{"bad URL", func(r *Request) { r.URL = "https://exa mple.com/" }, "build request"},
		{"ftp URL", func(r *Request) { r.URL = "ftp://example.com/" }, `scheme "ftp"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := b.request
			tt.edit(&req)
			a := Deliver(context.Background(), b.client, req)
			if a.Outcome != OutcomeRetry || a.StatusCode != 0 || !strings.Contains(a.Err, tt.wantErr) {
				t.Fatalf("Deliver = %+v, want retry mentioning %q", a, tt.wantErr)
			}
		})
	}
	if n := hits.Load(); n != 0 {
		t.Fatalf("receiver got %d requests, want 0", n)
	}
}

func BenchmarkDeliver(b *testing.B) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
	}))
	defer srv.Close()
	client := NewClient(ClientOptions{AllowPrivate: true})
	defer client.CloseIdleConnections()
	secret, err := NewSecret()
	if err != nil {
		b.Fatal(err)
	}
	req := Request{URL: srv.URL, Secrets: []string{secret}, MsgID: "msg_bench", Timestamp: time.Now(), Body: []byte(strings.Repeat("x", 2048))}
	for b.Loop() {
		if a := Deliver(context.Background(), client, req); a.Outcome != OutcomeSuccess {
			b.Fatalf("Deliver = %+v", a)
		}
	}
}

func TestDeliverNilClient(t *testing.T) {
	t.Parallel()
	a := Deliver(context.Background(), nil, Request{URL: "https://example.com/", Secrets: []string{specSecret}, MsgID: "msg_1", Body: []byte("{}")})
	if a.Outcome != OutcomeRetry || !strings.Contains(a.Err, "no HTTP client") {
		t.Fatalf("Deliver with a nil client = %+v, want a retry naming the missing client", a)
	}
}

func TestAttemptLogValue(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	logger := slog.New(slog.NewJSONHandler(&buf, nil))
	a := Attempt{StatusCode: 500, Latency: 1500 * time.Millisecond, ResponseExcerpt: strings.Repeat("e", 300), Err: "the endpoint answered 500 Internal Server Error", Outcome: OutcomeRetry}
	logger.Info("webhook attempt", "attempt", a)
	var line struct {
		Attempt struct {
			Outcome         string `json:"outcome"`
			Status          int    `json:"status"`
			LatencyMS       int64  `json:"latency_ms"`
			Error           string `json:"error"`
			ResponseExcerpt string `json:"response_excerpt"`
		} `json:"attempt"`
	}
	if err := json.Unmarshal(buf.Bytes(), &line); err != nil {
		t.Fatalf("log line %s: %v", buf.Bytes(), err)
	}
	got := line.Attempt
	if got.Outcome != "retry" || got.Status != 500 || got.LatencyMS != 1500 || got.Error != a.Err {
		t.Fatalf("logged %+v, want retry 500 1500ms with the error", got)
	}
	if want := strings.Repeat("e", 200) + "…"; got.ResponseExcerpt != want {
		t.Fatalf("logged excerpt of %d bytes, want the first 200 and an ellipsis", len(got.ResponseExcerpt))
	}
}
