package ratelimit

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// newTestRedis connects to VIGIL_TEST_REDIS_URL, or skips the test when it is not set.
func newTestRedis(t *testing.T) *redis.Client {
	t.Helper()
	url := os.Getenv("VIGIL_TEST_REDIS_URL")
	if url == "" {
		t.Skip("VIGIL_TEST_REDIS_URL not set; skipping Redis tests (e.g. VIGIL_TEST_REDIS_URL=redis://127.0.0.1:6379/0)")
	}
	opts, err := redis.ParseURL(url)
	if err != nil {
		t.Fatalf("parse VIGIL_TEST_REDIS_URL: %v", err)
	}
	client := redis.NewClient(opts)
	t.Cleanup(func() { _ = client.Close() })
	return client
}

// newTestPrefix returns a random key prefix for one test and deletes every key under it when the test ends.
func newTestPrefix(t *testing.T, client *redis.Client) string {
	t.Helper()
	var b [8]byte
	_, _ = rand.Read(b[:])
	prefix := "vigiltest:" + hex.EncodeToString(b[:]) + ":"
	t.Cleanup(func() {
		ctx := context.Background()
		iter := client.Scan(ctx, 0, redisKeyPrefix+prefix+"*", 100).Iterator()
		var keys []string
		for iter.Next(ctx) {
			keys = append(keys, iter.Val())
		}
		if err := iter.Err(); err != nil {
			t.Errorf("list test keys: %v", err)
			return
		}
		if len(keys) > 0 {
			if err := client.Del(ctx, keys...).Err(); err != nil {
				t.Errorf("delete test keys: %v", err)
			}
		}
	})
	return prefix
}

func TestRedis(t *testing.T) {
	t.Parallel()
	client := newTestRedis(t)
	if err := NewRedis(client, "").Check(context.Background()); err != nil {
		t.Fatal(err)
	}
	exerciseLimiter(t, func(t *testing.T) harness {
		return harness{
			limiter: NewRedis(client, newTestPrefix(t, client)),
			wait:    time.Sleep,
			exact:   false,
		}
	})
}

// TestRedisSharedBudget checks that two limiters on two connections, as in two processes, spend one budget.
func TestRedisSharedBudget(t *testing.T) {
	t.Parallel()
	first := newTestRedis(t)
	second := newTestRedis(t)
	prefix := newTestPrefix(t, first)
	limiters := []*Redis{NewRedis(first, prefix), NewRedis(second, prefix)}
	l := Limit{Rate: 1, Period: time.Hour, Burst: 4}
	allowed := 0
	for i := range 10 {
		res, err := limiters[i%2].Allow(context.Background(), "org_shared", l)
		if err != nil {
			t.Fatal(err)
		}
		if res.Allowed {
			allowed++
			if res.Remaining != 4-allowed {
				t.Errorf("call %d: remaining %d, want %d", i+1, res.Remaining, 4-allowed)
			}
		}
	}
	if allowed != 4 {
		t.Fatalf("two limiters allowed %d calls together, want the shared burst of 4", allowed)
	}
	// A different prefix is a different budget.
	other := NewRedis(first, newTestPrefix(t, first))
	if res, err := other.Allow(context.Background(), "org_shared", l); err != nil || !res.Allowed {
		t.Fatalf("other prefix: got %+v, %v; want allowed", res, err)
	}
}

// TestRedisUnreachable needs no server: it points a client at a closed port.
func TestRedisUnreachable(t *testing.T) {
	t.Parallel()
	client := redis.NewClient(&redis.Options{
		Addr:        "127.0.0.1:1",
		DialTimeout: 200 * time.Millisecond,
		MaxRetries:  -1,
	})
	t.Cleanup(func() { _ = client.Close() })
	r := NewRedis(client, "p:")
	err := r.Check(context.Background())
	if err == nil || !strings.Contains(err.Error(), "redis at 127.0.0.1:1 is unreachable") {
		t.Fatalf("Check: got %v, want an error naming the address", err)
	}
	res, err := r.Allow(context.Background(), "org", PerMinute(60, 20))
	if err == nil || !strings.Contains(err.Error(), `rate limit "org" in redis`) {
		t.Fatalf("Allow: got %+v, %v; want a wrapped connection error", res, err)
	}
}

// BenchmarkRedisAllow measures one Allow round trip to the Redis at VIGIL_TEST_REDIS_URL.
func BenchmarkRedisAllow(b *testing.B) {
	url := os.Getenv("VIGIL_TEST_REDIS_URL")
	if url == "" {
		b.Skip("VIGIL_TEST_REDIS_URL not set; skipping")
	}
	opts, err := redis.ParseURL(url)
	if err != nil {
		b.Fatal(err)
	}
	client := redis.NewClient(opts)
	defer client.Close()
	var buf [8]byte
	_, _ = rand.Read(buf[:])
	prefix := "vigilbench:" + hex.EncodeToString(buf[:]) + ":"
	r := NewRedis(client, prefix)
	l := PerMinute(600, 100)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := r.Allow(context.Background(), "org_bench", l); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	if err := client.Del(context.Background(), redisKeyPrefix+prefix+"org_bench").Err(); err != nil {
		b.Error(err)
	}
}
