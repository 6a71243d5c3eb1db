package ratelimit

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"
)

// harness is one Limiter under test and the means to let time pass for it.
type harness struct {
	limiter Limiter
	// wait lets d pass: it moves a fake clock or sleeps.
	wait func(d time.Duration)
	// exact is true when time only moves through wait, so durations can be compared exactly; with real time
	// (Redis) a reported duration may be smaller than the exact one by the time the calls took.
	exact bool
}

// realTimeSlack is how much real time a few sequential calls to a limiter may take in the tests, generous for a
// loaded machine; the limits in the tests refill far slower than that where it matters.
const realTimeSlack = 2 * time.Second

// exerciseLimiter is the behaviour every Limiter shares, run against each implementation with the same
// expectations. setup returns a fresh, independent harness for each subtest.
func exerciseLimiter(t *testing.T, setup func(t *testing.T) harness) {
	t.Helper()
	ctx := context.Background()

	t.Run("BurstThenDeny", func(t *testing.T) {
		t.Parallel()
		h := setup(t)
		l := Limit{Rate: 10, Period: 100 * time.Second, Burst: 5} // one event back every 10 s
		for i := 1; i <= 5; i++ {
			res := allow(t, h, "org_burst", l)
			if !res.Allowed || res.Limit != 5 || res.Remaining != 5-i || res.RetryAfter != 0 {
				t.Fatalf("call %d: got %+v, want allowed, limit 5, remaining %d, no retry-after", i, res, 5-i)
			}
			h.checkDuration(t, "ResetAfter", res.ResetAfter, time.Duration(i)*10*time.Second)
		}
		for i := 6; i <= 7; i++ { // a refused call spends nothing, so the second refusal looks the same
			res := allow(t, h, "org_burst", l)
			if res.Allowed || res.Limit != 5 || res.Remaining != 0 {
				t.Fatalf("call %d: got %+v, want refused, limit 5, remaining 0", i, res)
			}
			h.checkDuration(t, "RetryAfter", res.RetryAfter, 10*time.Second)
			h.checkDuration(t, "ResetAfter", res.ResetAfter, 50*time.Second)
		}
	})

	t.Run("AllowedAfterRetryAfter", func(t *testing.T) {
		t.Parallel()
		h := setup(t)
		l := Limit{Rate: 10, Period: time.Second, Burst: 2} // one event back per 100 ms
		for i := range 2 {
			if res := allow(t, h, "org_retry", l); !res.Allowed {
				t.Fatalf("call %d refused: %+v", i+1, res)
			}
		}
		res := allow(t, h, "org_retry", l)
		if res.Allowed {
			t.Fatalf("third call allowed: %+v", res)
		}
		h.checkDuration(t, "RetryAfter", res.RetryAfter, 100*time.Millisecond)
		if h.exact {
			h.wait(res.RetryAfter - time.Nanosecond)
			if early := allow(t, h, "org_retry", l); early.Allowed || early.RetryAfter != time.Nanosecond {
				t.Fatalf("one nanosecond before Retry-After: got %+v, want refused with 1ns to wait", early)
			}
			h.wait(time.Nanosecond)
		} else {
			h.wait(res.RetryAfter + 20*time.Millisecond)
		}
		after := allow(t, h, "org_retry", l)
		if !after.Allowed || (h.exact && after.Remaining != 0) {
			t.Fatalf("after Retry-After: got %+v, want allowed with remaining 0", after)
		}
	})

	t.Run("RefillsToFullAfterResetAfter", func(t *testing.T) {
		t.Parallel()
		h := setup(t)
		l := Limit{Rate: 10, Period: time.Second, Burst: 3}
		var last Result
		for range 3 {
			last = allow(t, h, "org_refill", l)
		}
		h.checkDuration(t, "ResetAfter", last.ResetAfter, 300*time.Millisecond)
		h.wait(last.ResetAfter)
		if res := allow(t, h, "org_refill", l); !res.Allowed || res.Remaining != 2 {
			t.Fatalf("after ResetAfter: got %+v, want allowed with remaining 2 (a full bucket less this call)", res)
		}
	})

	t.Run("KeysAreIndependent", func(t *testing.T) {
		t.Parallel()
		h := setup(t)
		l := Limit{Rate: 1, Period: time.Hour, Burst: 2}
		for range 3 {
			allow(t, h, "org_a", l)
		}
		if res := allow(t, h, "org_a", l); res.Allowed {
			t.Fatalf("org_a after its burst: allowed %+v", res)
		}
		if res := allow(t, h, "org_b", l); !res.Allowed || res.Remaining != 1 {
			t.Fatalf("org_b: got %+v, want allowed with remaining 1", res)
		}
	})

	t.Run("InvalidLimit", func(t *testing.T) {
		t.Parallel()
		h := setup(t)
		for _, l := range []Limit{
			{},
			{Rate: 0, Period: time.Second, Burst: 1},
			{Rate: -1, Period: time.Second, Burst: 1},
			{Rate: 1, Period: 0, Burst: 1},
			{Rate: 1, Period: -time.Second, Burst: 1},
			{Rate: 1, Period: time.Second, Burst: 0},
			{Rate: 10, Period: time.Nanosecond, Burst: 1},
			{Rate: 1, Period: time.Hour, Burst: 1 << 62},
		} {
			res, err := h.limiter.Allow(ctx, "org_invalid", l)
			if err == nil {
				t.Errorf("Allow with %s: got %+v and no error", l, res)
			}
		}
	})

	t.Run("ConcurrentCallsNeverExceedBurst", func(t *testing.T) {
		t.Parallel()
		h := setup(t)
		const burst, workers, calls = 25, 40, 3
		l := Limit{Rate: 1, Period: time.Hour, Burst: burst}
		var (
			mu        sync.Mutex
			remaining []int
			wg        sync.WaitGroup
		)
		for range workers {
			wg.Go(func() {
				for range calls {
					res, err := h.limiter.Allow(ctx, "org_busy", l)
					if err != nil {
						t.Error(err)
						return
					}
					if res.Allowed {
						mu.Lock()
						remaining = append(remaining, res.Remaining)
						mu.Unlock()
					}
				}
			})
		}
		wg.Wait()
		slices.Sort(remaining)
		want := make([]int, burst)
		for i := range want {
			want[i] = i
		}
		// Each allowed call saw a different number of remaining events: no two spent the same one.
		if !slices.Equal(remaining, want) {
			t.Fatalf("allowed calls reported remaining %v, want each of 0..%d once", remaining, burst-1)
		}
	})
}

// allow calls h.limiter.Allow and fails the test on an error.
func allow(t *testing.T, h harness, key string, l Limit) Result {
	t.Helper()
	res, err := h.limiter.Allow(context.Background(), key, l)
	if err != nil {
		t.Fatalf("Allow(%q, %s): %v", key, l, err)
	}
	return res
}

// checkDuration compares a reported duration with the exact one: equal under a fake clock, and within the time
// the calls may have taken (plus a microsecond of float rounding) under real time.
func (h harness) checkDuration(t *testing.T, name string, got, want time.Duration) {
	t.Helper()
	if h.exact {
		if got != want {
			t.Fatalf("%s = %v, want %v", name, got, want)
		}
		return
	}
	if got < want-realTimeSlack || got > want+time.Microsecond {
		t.Fatalf("%s = %v, want %v (less at most %v of elapsed time)", name, got, want, realTimeSlack)
	}
}

// fakeClock is a clock that only moves when told to.
type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func newFakeClock() *fakeClock {
	return &fakeClock{now: time.Date(2026, 11, 22, 6, 0, 0, 0, time.UTC)}
}

// Now returns the clock's time.
func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Advance moves the clock forward by d.
func (c *fakeClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}
