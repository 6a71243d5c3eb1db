package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/vigilsec/vigil/plan"
	"github.com/vigilsec/vigil/ratelimit"
	"github.com/vigilsec/vigil/store"
)

// redisKeyPrefix is put before the rate limit keys the service keeps in Redis, so that it can share a Redis.
const redisKeyPrefix = "vigil:"

// idempotencyPurgeEvery is how often serve deletes expired idempotency keys (organisations that make requests
// delete their own as they go; this catches the idle ones).
const idempotencyPurgeEvery = time.Hour

// newLimiter returns the request rate limiter: on Redis when redisURL is set (VIGIL_REDIS_URL), so that every
// process shares each organisation's budget, and in memory otherwise. Redis is checked at once: a malformed URL
// or a Redis that does not answer within five seconds is an error that stops serve. closeFn releases the client.
func newLimiter(ctx context.Context, redisURL string) (limiter ratelimit.Peeker, closeFn func() error, err error) {
	if redisURL == "" {
		return ratelimit.NewMemory(ratelimit.MemoryOptions{}), func() error { return nil }, nil
	}
	opts, err := redis.ParseURL(redisURL)
	if err != nil {
		return nil, nil, fmt.Errorf("VIGIL_REDIS_URL: %w", err)
	}
	client := redis.NewClient(opts)
	r := ratelimit.NewRedis(client, redisKeyPrefix)
	checkCtx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if err := r.Check(checkCtx); err != nil {
		client.Close()
		return nil, nil, fmt.Errorf("VIGIL_REDIS_URL: %w", err)
	}
	return r, client.Close, nil
}

// purgeIdempotencyKeys deletes expired idempotency keys every interval until ctx ends.
func purgeIdempotencyKeys(ctx context.Context, st store.IdempotencyService, every time.Duration, log *slog.Logger) {
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		n, err := st.PurgeIdempotencyKeys(ctx, time.Now())
		switch {
		case err != nil && !errors.Is(err, context.Canceled):
			log.Warn("cannot purge expired idempotency keys", "err", err)
		case n > 0:
			log.Info("purged expired idempotency keys", "count", n)
		}
	}
}

// startLimits makes the store enforce the plans' scan limits and, in an API process, returns the request rate
// limiter and starts the purge of expired idempotency keys; stopLimits undoes it.
func (m *Main) startLimits(ctx context.Context, db backend, plans plan.Set) (ratelimit.Peeker, error) {
	db.SetPlans(plans)
	if !m.API {
		return nil, nil
	}
	limiter, closeFn, err := newLimiter(ctx, m.RedisURL)
	if err != nil {
		return nil, err
	}
	purgeCtx, stop := context.WithCancel(context.WithoutCancel(ctx))
	done := make(chan struct{})
	go func() {
		defer close(done)
		purgeIdempotencyKeys(purgeCtx, db, idempotencyPurgeEvery, m.Logger)
	}()
	m.stopLimits = func() error {
		stop()
		<-done
		return closeFn()
	}
	return limiter, nil
}
