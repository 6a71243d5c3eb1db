package http

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/plan"
	"github.com/vigilsec/vigil/ratelimit"
	"github.com/vigilsec/vigil/store"
)

// discardWriter is a ResponseWriter that keeps only the headers, cleared between requests.
type discardWriter struct{ h http.Header }

func (w *discardWriter) Header() http.Header         { return w.h }
func (w *discardWriter) Write(b []byte) (int, error) { return len(b), nil }
func (w *discardWriter) WriteHeader(int)             {}

// BenchmarkRateLimitMiddleware measures what withLimits adds to an authenticated request: "off" is the wrapper
// without a limiter, "allowed" spends a token and writes the five headers, "refused" answers 429.
//
//	go test ./http -run '^$' -bench RateLimitMiddleware -benchmem
func BenchmarkRateLimitMiddleware(b *testing.B) {
	path := filepath.Join(b.TempDir(), "plans.json")
	huge := `{"free": {"requests_per_minute": 60000000, "burst": 10000000}, "pro": {"requests_per_minute": 1, "burst": 1}}`
	if err := os.WriteFile(path, []byte(huge), 0o600); err != nil {
		b.Fatal(err)
	}
	plans, err := plan.Load(path)
	if err != nil {
		b.Fatal(err)
	}
	cases := []struct {
		name    string
		limiter ratelimit.Peeker
		plan    vigil.Plan
		status  int
	}{
		{"off", nil, vigil.PlanFree, http.StatusNoContent},
		{"allowed", ratelimit.NewMemory(ratelimit.MemoryOptions{}), vigil.PlanFree, http.StatusNoContent},
		{"refused", ratelimit.NewMemory(ratelimit.MemoryOptions{}), vigil.PlanPro, http.StatusTooManyRequests},
	}
	for _, tc := range cases {
		b.Run(tc.name, func(b *testing.B) {
			s := NewServer(nil, Config{Lists: store.NewLists(nil), Plans: plans, Limiter: tc.limiter})
			h := s.withLimits(func(w http.ResponseWriter, r *http.Request) error {
				w.WriteHeader(http.StatusNoContent)
				return nil
			})
			p := &principal{key: &vigil.APIKey{ID: "key_bench"}, org: &vigil.Organization{ID: "org_bench", Plan: tc.plan}}
			req := httptest.NewRequest(http.MethodGet, "/api/v1/scans", nil)
			req = req.WithContext(context.WithValue(req.Context(), principalKey{}, p))
			w := &discardWriter{h: http.Header{}}
			if err := h(w, req); err != nil && tc.status != http.StatusTooManyRequests {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				clear(w.h)
				err := h(w, req)
				if (err != nil) != (tc.status == http.StatusTooManyRequests) {
					b.Fatalf("err = %v", err)
				}
			}
		})
	}
}
