// Package ratelimit limits how often something may happen per key, with the generic cell rate algorithm (GCRA,
// the token bucket written as one "theoretical arrival time" per key).
//
// Two implementations sit behind the one Limiter interface and agree on every number they report:
//
//   - Memory, for a single process: sharded maps of one int64 per key, idle keys evicted lazily.
//   - Redis, for several processes sharing one budget, built on github.com/go-redis/redis_rate.
//
// A Limit allows Rate events per Period on average and up to Burst events at once. A key that has been idle for
// Burst*Period/Rate is full again: Burst events may pass immediately. Each Allow call spends one event.
//
// Result.WriteHeaders turns a decision into the IETF RateLimit headers and the widely used X-RateLimit-* headers,
// so that an HTTP middleware is a few lines:
//
//	res, err := limiter.Allow(ctx, "org:"+orgID, p.RequestLimit())
//	if err != nil { … } // Redis unreachable: log and let the request through, or fail, as policy says
//	res.WriteHeaders(w.Header(), "requests", p.RequestLimit(), time.Now())
//	if !res.Allowed { … 429 RATE_LIMITED … }
package ratelimit

import (
	"context"
	"fmt"
	"math"
	"time"
)

// Limiter decides whether one more event may happen now for a key. Implementations are safe for concurrent use.
type Limiter interface {
	// Allow spends one event of key's budget under l if the budget allows it, and reports the decision and the
	// state of the budget afterwards. It returns an error for an invalid Limit or when the backing store fails;
	// the Result is then the zero value.
	Allow(ctx context.Context, key string, l Limit) (Result, error)
}

// Limit is a rate of Rate events per Period, with up to Burst events allowed at once.
type Limit struct {
	// Rate is the number of events allowed per Period in the long run; at least 1.
	Rate int
	// Period is the window Rate is counted over, e.g. time.Minute; positive.
	Period time.Duration
	// Burst is how many events may happen at once after a quiet spell; at least 1.
	Burst int
}

// PerMinute returns a Limit of rate events a minute with the given burst.
func PerMinute(rate, burst int) Limit {
	return Limit{Rate: rate, Period: time.Minute, Burst: burst}
}

// Validate reports whether l can be enforced: positive Rate, Period and Burst, an emission interval
// (Period/Rate) of at least one nanosecond and a bucket (Burst*Period/Rate) that fits in a time.Duration.
func (l Limit) Validate() error {
	switch {
	case l.Rate < 1:
		return fmt.Errorf("invalid rate limit %s: rate must be at least 1", l)
	case l.Period <= 0:
		return fmt.Errorf("invalid rate limit %s: period must be positive", l)
	case l.Burst < 1:
		return fmt.Errorf("invalid rate limit %s: burst must be at least 1", l)
	}
	interval := l.interval()
	if interval <= 0 {
		return fmt.Errorf("invalid rate limit %s: more than one event per nanosecond", l)
	}
	if int64(l.Burst) > math.MaxInt64/int64(interval) {
		return fmt.Errorf("invalid rate limit %s: burst times period/rate overflows", l)
	}
	return nil
}

// String formats l like "60 per 1m0s (burst 20)".
func (l Limit) String() string {
	return fmt.Sprintf("%d per %s (burst %d)", l.Rate, l.Period, l.Burst)
}

// interval is the emission interval: the time one event's worth of budget takes to come back.
func (l Limit) interval() time.Duration {
	return l.Period / time.Duration(l.Rate)
}

// Window is the time an empty bucket takes to fill up completely: Burst emission intervals. It is the "w" of
// the RateLimit-Policy header (rounded up to whole seconds there).
func (l Limit) Window() time.Duration {
	return l.interval() * time.Duration(l.Burst)
}

// Result is the outcome of one Allow call.
type Result struct {
	// Allowed reports whether the event may happen; when false, nothing was spent.
	Allowed bool
	// Limit is the size of the budget: the Limit's Burst.
	Limit int
	// Remaining is how many more events could happen right now, between 0 and Limit-1.
	Remaining int
	// RetryAfter is how long to wait before the next event would be allowed; zero when Allowed.
	RetryAfter time.Duration
	// ResetAfter is how long until the budget is full again, when Limit events could happen at once.
	ResetAfter time.Duration
}
