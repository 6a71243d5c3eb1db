package ratelimit

import (
	"context"
	"fmt"
	"hash/maphash"
	"time"

	"github.com/go-redis/redis_rate/v10"
)

// Peeker is a Limiter that can also report a key's budget without spending from it, for responses that must
// carry the rate limit headers but do not count against the limit (such as a 304 Not Modified).
type Peeker interface {
	Limiter
	// Peek reports the state of key's budget under l now, spending nothing: Allowed tells whether an Allow call
	// would pass, Remaining how many events could happen right now (between 0 and Limit), RetryAfter how long
	// until one could when none can, and ResetAfter how long until the budget is full.
	Peek(ctx context.Context, key string, l Limit) (Result, error)
}

var (
	_ Peeker = (*Memory)(nil)
	_ Peeker = (*Redis)(nil)
)

// peekResult derives a Peek result from the time until the bucket is full.
func peekResult(l Limit, resetAfter time.Duration) Result {
	resetAfter = max(resetAfter, 0)
	interval := l.interval()
	remaining := min(max(int((l.Window()-resetAfter)/interval), 0), l.Burst)
	res := Result{Allowed: remaining > 0, Limit: l.Burst, Remaining: remaining, ResetAfter: resetAfter}
	if !res.Allowed {
		// The next event may happen once the bucket holds one interval's worth below full-minus-burst.
		res.RetryAfter = max(resetAfter+interval-l.Window(), 0)
	}
	return res
}

// Peek implements Peeker.
func (m *Memory) Peek(_ context.Context, key string, l Limit) (Result, error) {
	if err := l.Validate(); err != nil {
		return Result{}, err
	}
	now := int64(m.clock().Sub(m.base))
	s := &m.shards[maphash.String(m.seed, key)&m.mask]
	s.mu.Lock()
	tat, ok := s.tat[key]
	s.mu.Unlock()
	if !ok || tat < now {
		tat = now
	}
	return peekResult(l, time.Duration(tat-now)), nil
}

// Peek implements Peeker with redis_rate's zero-cost call, which reads the budget without spending from it.
func (r *Redis) Peek(ctx context.Context, key string, l Limit) (Result, error) {
	if err := l.Validate(); err != nil {
		return Result{}, err
	}
	res, err := r.limiter.AllowN(ctx, r.prefix+key, redis_rate.Limit{Rate: l.Rate, Burst: l.Burst, Period: l.Period}, 0)
	if err != nil {
		return Result{}, fmt.Errorf("rate limit %q in redis: %w", key, err)
	}
	return peekResult(l, res.ResetAfter-remainingSlack), nil
}
