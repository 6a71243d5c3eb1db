package ratelimit

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

func TestMemoryPeekSpendsNothing(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	m := NewMemory(MemoryOptions{Clock: func() time.Time { return now }})
	ctx := context.Background()
	l := PerMinute(60, 3) // one event back per second
	tests := []struct {
		name          string
		spend         int           // Allow calls before the peek
		advance       time.Duration // then the clock moves
		wantAllowed   bool
		wantRemaining int
		wantRetry     time.Duration
		wantReset     time.Duration
	}{
		{name: "fresh key", wantAllowed: true, wantRemaining: 3},
		{name: "one spent", spend: 1, wantAllowed: true, wantRemaining: 2, wantReset: time.Second},
		{name: "all spent", spend: 2, wantAllowed: false, wantRemaining: 0, wantRetry: time.Second, wantReset: 3 * time.Second},
		{name: "one back", advance: 1500 * time.Millisecond, wantAllowed: true, wantRemaining: 1, wantReset: 1500 * time.Millisecond},
		{name: "full again", advance: 10 * time.Second, wantAllowed: true, wantRemaining: 3},
	}
	for _, tt := range tests {
		for range tt.spend {
			if _, err := m.Allow(ctx, "k", l); err != nil {
				t.Fatal(err)
			}
		}
		now = now.Add(tt.advance)
		for range 3 { // peeking again and again changes nothing
			got, err := m.Peek(ctx, "k", l)
			if err != nil {
				t.Fatal(err)
			}
			want := Result{Allowed: tt.wantAllowed, Limit: 3, Remaining: tt.wantRemaining, RetryAfter: tt.wantRetry, ResetAfter: tt.wantReset}
			if got != want {
				t.Errorf("%s: Peek = %+v, want %+v", tt.name, got, want)
			}
		}
	}
	if _, err := m.Peek(ctx, "k", Limit{}); err == nil {
		t.Error("Peek with an invalid limit: no error")
	}
}

func TestRedisPeekAgreesWithMemory(t *testing.T) {
	url := os.Getenv("VIGIL_TEST_REDIS_URL")
	if url == "" {
		t.Skip("VIGIL_TEST_REDIS_URL is not set")
	}
	t.Parallel()
	opts, err := redis.ParseURL(url)
	if err != nil {
		t.Fatal(err)
	}
	client := redis.NewClient(opts)
	defer client.Close()
	prefix := "vigil-test-peek-" + time.Now().Format("150405.000000000") + ":"
	t.Cleanup(func() { client.Del(context.Background(), redisKeyPrefix+prefix+"k") })
	r := NewRedis(client, prefix)
	ctx := context.Background()
	l := PerMinute(1, 3) // slow enough that nothing comes back during the test
	for spent := range 4 {
		got, err := r.Peek(ctx, "k", l)
		if err != nil {
			t.Fatal(err)
		}
		want := max(3-spent, 0)
		if got.Remaining != want || got.Allowed != (want > 0) {
			t.Errorf("after %d spent: Peek = %+v, want %d remaining", spent, got, want)
		}
		if _, err := r.Allow(ctx, "k", l); err != nil {
			t.Fatal(err)
		}
	}
}
