package ratelimit_test

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"github.com/vigilsec/vigil/ratelimit"
)

// The in-memory limiter with a stopped clock: a burst of 3, then a refusal that says when to come back.
func ExampleMemory() {
	now := time.Date(2026, 11, 22, 6, 0, 0, 0, time.UTC)
	limiter := ratelimit.NewMemory(ratelimit.MemoryOptions{Clock: func() time.Time { return now }})
	l := ratelimit.PerMinute(60, 3)
	for range 4 {
		res, err := limiter.Allow(context.Background(), "org_1", l)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("allowed=%t remaining=%d retry_after=%s reset_after=%s\n",
			res.Allowed, res.Remaining, res.RetryAfter, res.ResetAfter)
	}
	// Output:
	// allowed=true remaining=2 retry_after=0s reset_after=1s
	// allowed=true remaining=1 retry_after=0s reset_after=2s
	// allowed=true remaining=0 retry_after=0s reset_after=3s
	// allowed=false remaining=0 retry_after=1s reset_after=3s
}

// The headers of a refused request under 60 requests a minute with a burst of 20.
func ExampleResult_WriteHeaders() {
	l := ratelimit.PerMinute(60, 20)
	res := ratelimit.Result{Allowed: false, Limit: 20, Remaining: 0, RetryAfter: 400 * time.Millisecond,
		ResetAfter: 20 * time.Second}
	h := http.Header{}
	res.WriteHeaders(h, "requests", l, time.Unix(1_800_000_000, 0))
	for _, name := range []string{"RateLimit-Policy", "RateLimit", "X-RateLimit-Limit", "X-RateLimit-Remaining",
		"X-RateLimit-Reset", "Retry-After"} {
		fmt.Printf("%s: %s\n", name, h.Get(name))
	}
	// Output:
	// RateLimit-Policy: "requests";q=20;w=20
	// RateLimit: "requests";r=0;t=20
	// X-RateLimit-Limit: 20
	// X-RateLimit-Remaining: 0
	// X-RateLimit-Reset: 1800000020
	// Retry-After: 1
}
