package ratelimit

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

func TestWriteHeaders(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 22, 6, 0, 0, 0, time.UTC) // epoch 1795327200
	free := PerMinute(60, 20)
	tests := []struct {
		name   string
		res    Result
		policy string
		limit  Limit
		want   http.Header
	}{
		{
			name:   "allowed",
			res:    Result{Allowed: true, Limit: 20, Remaining: 18, ResetAfter: 2 * time.Second},
			policy: "requests",
			limit:  free,
			want: http.Header{
				"Ratelimit-Policy":      {`"requests";q=20;w=20`},
				"Ratelimit":             {`"requests";r=18;t=2`},
				"X-Ratelimit-Limit":     {"20"},
				"X-Ratelimit-Remaining": {"18"},
				"X-Ratelimit-Reset":     {"1795327202"},
			},
		},
		{
			name:   "durations round up",
			res:    Result{Allowed: true, Limit: 20, Remaining: 0, ResetAfter: 19*time.Second + time.Nanosecond},
			policy: "requests",
			limit:  free,
			want: http.Header{
				"Ratelimit-Policy":      {`"requests";q=20;w=20`},
				"Ratelimit":             {`"requests";r=0;t=20`},
				"X-Ratelimit-Limit":     {"20"},
				"X-Ratelimit-Remaining": {"0"},
				"X-Ratelimit-Reset":     {"1795327220"},
			},
		},
		{
			name:   "refused",
			res:    Result{Allowed: false, Limit: 20, RetryAfter: 1500 * time.Millisecond, ResetAfter: 20 * time.Second},
			policy: "requests",
			limit:  free,
			want: http.Header{
				"Ratelimit-Policy":      {`"requests";q=20;w=20`},
				"Ratelimit":             {`"requests";r=0;t=20`},
				"X-Ratelimit-Limit":     {"20"},
				"X-Ratelimit-Remaining": {"0"},
				"X-Ratelimit-Reset":     {"1795327220"},
				"Retry-After":           {"2"},
			},
		},
		{
			name:   "retry-after at least one second",
			res:    Result{Allowed: false, Limit: 100, RetryAfter: time.Millisecond, ResetAfter: 9999 * time.Millisecond},
			policy: "requests",
			limit:  PerMinute(600, 100),
			want: http.Header{
				"Ratelimit-Policy":      {`"requests";q=100;w=10`},
				"Ratelimit":             {`"requests";r=0;t=10`},
				"X-Ratelimit-Limit":     {"100"},
				"X-Ratelimit-Remaining": {"0"},
				"X-Ratelimit-Reset":     {"1795327210"},
				"Retry-After":           {"1"},
			},
		},
		{
			name:   "window shorter than a second",
			res:    Result{Allowed: true, Limit: 2, Remaining: 1, ResetAfter: 100 * time.Millisecond},
			policy: "requests",
			limit:  Limit{Rate: 10, Period: time.Second, Burst: 2},
			want: http.Header{
				"Ratelimit-Policy":      {`"requests";q=2;w=1`},
				"Ratelimit":             {`"requests";r=1;t=1`},
				"X-Ratelimit-Limit":     {"2"},
				"X-Ratelimit-Remaining": {"1"},
				"X-Ratelimit-Reset":     {"1795327201"},
			},
		},
		{
			name:   "policy name quoted",
			res:    Result{Allowed: true, Limit: 1, Remaining: 0, ResetAfter: time.Minute},
			policy: "a\"b\\c\nd\u00e9",
			limit:  PerMinute(1, 1),
			want: http.Header{
				"Ratelimit-Policy":      {`"a\"b\\cd";q=1;w=60`},
				"Ratelimit":             {`"a\"b\\cd";r=0;t=60`},
				"X-Ratelimit-Limit":     {"1"},
				"X-Ratelimit-Remaining": {"0"},
				"X-Ratelimit-Reset":     {"1795327260"},
			},
		},
		{
			name:   "invalid limit writes nothing",
			res:    Result{Allowed: false},
			policy: "requests",
			limit:  Limit{},
			want:   http.Header{},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			h := http.Header{}
			tc.res.WriteHeaders(h, tc.policy, tc.limit, now)
			if got, want := fmt.Sprint(h), fmt.Sprint(tc.want); got != want {
				t.Fatalf("headers\n got %s\nwant %s", got, want)
			}
		})
	}
}

// TestWriteHeadersOverwrites checks that headers from an earlier decision are replaced, not appended to, and that
// the values are readable under their usual spelling.
func TestWriteHeadersOverwrites(t *testing.T) {
	t.Parallel()
	now := time.Unix(1_800_000_000, 0)
	h := http.Header{}
	Result{Allowed: false, Limit: 20, RetryAfter: time.Second}.WriteHeaders(h, "requests", PerMinute(60, 20), now)
	Result{Allowed: true, Limit: 20, Remaining: 7}.WriteHeaders(h, "requests", PerMinute(60, 20), now)
	if got := h.Values("RateLimit"); len(got) != 1 || got[0] != `"requests";r=7;t=0` {
		t.Fatalf("RateLimit = %q", got)
	}
	if got := h.Get("X-RateLimit-Remaining"); got != "7" {
		t.Fatalf("X-RateLimit-Remaining = %q", got)
	}
}

// TestHeadersFromLimiter runs a memory limiter to exhaustion behind an HTTP handler, the way the middleware will.
func TestHeadersFromLimiter(t *testing.T) {
	t.Parallel()
	clock := newFakeClock()
	m := NewMemory(MemoryOptions{Clock: clock.Now})
	l := PerMinute(60, 3)
	handler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		res, err := m.Allow(r.Context(), "org_1", l)
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		res.WriteHeaders(w.Header(), "requests", l, clock.Now())
		if !res.Allowed {
			w.WriteHeader(http.StatusTooManyRequests)
		}
	})
	var statuses []int
	var last *httptest.ResponseRecorder
	for range 4 {
		last = httptest.NewRecorder()
		handler.ServeHTTP(last, httptest.NewRequestWithContext(context.Background(), http.MethodGet, "/", nil))
		statuses = append(statuses, last.Code)
	}
	if fmt.Sprint(statuses) != "[200 200 200 429]" {
		t.Fatalf("statuses %v, want three 200 then 429", statuses)
	}
	if got := last.Header().Get("Retry-After"); got != "1" {
		t.Fatalf("Retry-After = %q, want 1", got)
	}
	if got := last.Header().Get("RateLimit"); got != `"requests";r=0;t=3` {
		t.Fatalf("RateLimit = %q", got)
	}
}

// BenchmarkWriteHeaders measures the headers of one response, written into a fresh header map as a server does.
func BenchmarkWriteHeaders(b *testing.B) {
	now := time.Now()
	l := PerMinute(600, 100)
	res := Result{Allowed: false, Limit: 100, Remaining: 0, RetryAfter: 80 * time.Millisecond, ResetAfter: 9 * time.Second}
	b.ReportAllocs()
	for b.Loop() {
		h := make(http.Header, 8)
		res.WriteHeaders(h, "requests", l, now)
	}
}
