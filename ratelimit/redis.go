package ratelimit

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/go-redis/redis_rate/v10"
	"github.com/redis/go-redis/v9"
)

// redisKeyPrefix is the prefix redis_rate puts before every key it stores.
const redisKeyPrefix = "rate:"

// remainingSlack absorbs floating-point error in the Redis script's arithmetic (seconds since 2017 as a double,
// about 0.1 µs of precision) when Remaining is derived from ResetAfter: without it a fresh key could report one
// event fewer than the in-memory limiter.
const remainingSlack = time.Microsecond

// Redis is a Limiter whose budgets live in Redis, so that every process using the same Redis and prefix shares
// them. Each decision is one atomic script call (redis_rate's GCRA script, timed by the Redis server's clock);
// keys expire on their own once their bucket is full again.
type Redis struct {
	client  redis.UniversalClient
	limiter *redis_rate.Limiter
	prefix  string
}

// NewRedis returns a Limiter storing its state in client under the keys "rate:" + prefix + key. The caller owns
// client and closes it. Call Check at start-up to fail early when Redis is unreachable.
func NewRedis(client redis.UniversalClient, prefix string) *Redis {
	return &Redis{client: client, limiter: redis_rate.NewLimiter(client), prefix: prefix}
}

// Allow implements Limiter. Errors from Redis are returned wrapped; whether a request then passes (fail open)
// or not is the caller's policy.
func (r *Redis) Allow(ctx context.Context, key string, l Limit) (Result, error) {
	if err := l.Validate(); err != nil {
		return Result{}, err
	}
	res, err := r.limiter.Allow(ctx, r.prefix+key, redis_rate.Limit{Rate: l.Rate, Burst: l.Burst, Period: l.Period})
	if err != nil {
		return Result{}, fmt.Errorf("rate limit %q in redis: %w", key, err)
	}
	out := Result{Allowed: res.Allowed > 0, Limit: l.Burst, ResetAfter: max(res.ResetAfter, 0)}
	if !out.Allowed {
		out.RetryAfter = max(res.RetryAfter, 0)
		return out, nil
	}
	// The script's own remaining count is a float truncated to an integer, and float error often puts it one
	// below the exact value (a fresh key under 10/s with burst 10 reports 8, not 9); recompute it from the time
	// until the bucket is full: Burst - ResetAfter/interval.
	interval := l.interval()
	remaining := int((l.Window() - out.ResetAfter + remainingSlack) / interval)
	out.Remaining = min(max(remaining, 0), l.Burst-1)
	return out, nil
}

// Check pings Redis and returns an error naming the server when it does not answer, for use at start-up.
func (r *Redis) Check(ctx context.Context) error {
	if err := r.client.Ping(ctx).Err(); err != nil {
		return fmt.Errorf("rate limiter: redis at %s is unreachable: %w", redisAddr(r.client), err)
	}
	return nil
}

// redisAddr describes the server(s) client talks to, for error messages; it never includes a password.
func redisAddr(client redis.UniversalClient) string {
	switch c := client.(type) {
	case *redis.Client:
		return c.Options().Addr
	case *redis.ClusterClient:
		return strings.Join(c.Options().Addrs, ",")
	default:
		return fmt.Sprintf("%T", client)
	}
}
