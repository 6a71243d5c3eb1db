package ratelimit

import (
	"context"
	"fmt"
	"strconv"
	"sync/atomic"
	"testing"
	"time"
)

func TestMemory(t *testing.T) {
	t.Parallel()
	exerciseLimiter(t, func(t *testing.T) harness {
		clock := newFakeClock()
		return harness{
			limiter: NewMemory(MemoryOptions{Clock: clock.Now}),
			wait:    clock.Advance,
			exact:   true,
		}
	})
}

func TestMemoryRealClock(t *testing.T) {
	t.Parallel()
	m := NewMemory(MemoryOptions{})
	l := Limit{Rate: 1, Period: time.Hour, Burst: 3}
	for i := 2; i >= 0; i-- {
		res, err := m.Allow(context.Background(), "org", l)
		if err != nil || !res.Allowed || res.Remaining != i {
			t.Fatalf("got %+v, %v; want allowed with remaining %d", res, err, i)
		}
	}
	if res, _ := m.Allow(context.Background(), "org", l); res.Allowed {
		t.Fatalf("fourth call within an hour allowed: %+v", res)
	}
}

// TestMemoryEvictsIdleKeys sends many short-lived keys through one limiter and checks that the number of keys
// held stays bounded by the keys active recently, not the keys ever seen.
func TestMemoryEvictsIdleKeys(t *testing.T) {
	t.Parallel()
	for _, shards := range []int{1, 8} {
		t.Run(fmt.Sprintf("shards=%d", shards), func(t *testing.T) {
			t.Parallel()
			clock := newFakeClock()
			m := NewMemory(MemoryOptions{Clock: clock.Now, Shards: shards})
			l := Limit{Rate: 1, Period: time.Second, Burst: 1} // a key is idle one second after its last call
			const rounds, perRound = 200, 1000
			peak := 0
			for r := range rounds {
				for k := range perRound {
					if res, err := m.Allow(context.Background(), "org_"+strconv.Itoa(r*perRound+k), l); err != nil || !res.Allowed {
						t.Fatalf("round %d key %d: %+v, %v", r, k, res, err)
					}
				}
				peak = max(peak, m.Len())
				clock.Advance(2 * time.Second)
			}
			// Entries stay below twice the keys of one round, plus one sweep interval per shard.
			if limit := 2*perRound + shards*minSweep; peak > limit {
				t.Fatalf("held up to %d keys after %d distinct ones, want at most %d", peak, rounds*perRound, limit)
			}
		})
	}
}

// TestMemoryKeepsActiveKeys checks that a sweep never forgets a key whose budget is still partly spent.
func TestMemoryKeepsActiveKeys(t *testing.T) {
	t.Parallel()
	clock := newFakeClock()
	m := NewMemory(MemoryOptions{Clock: clock.Now, Shards: 1})
	slow := Limit{Rate: 1, Period: time.Hour, Burst: 1}
	fast := Limit{Rate: 1000, Period: time.Second, Burst: 1}
	if res, _ := m.Allow(context.Background(), "org_slow", slow); !res.Allowed {
		t.Fatalf("first call refused: %+v", res)
	}
	for i := range 10 * minSweep { // many sweeps, each dropping the idle fast keys
		if _, err := m.Allow(context.Background(), "org_fast_"+strconv.Itoa(i), fast); err != nil {
			t.Fatal(err)
		}
		clock.Advance(10 * time.Millisecond)
	}
	if res, _ := m.Allow(context.Background(), "org_slow", slow); res.Allowed {
		t.Fatalf("org_slow forgotten by a sweep: allowed again %+v", res)
	}
}

func TestMemoryShardsRoundedToPowerOfTwo(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want int }{{0, 64}, {-3, 64}, {1, 1}, {3, 4}, {64, 64}, {65, 128}, {1 << 40, maxShards}} {
		if got := len(NewMemory(MemoryOptions{Shards: tc.in}).shards); got != tc.want {
			t.Errorf("Shards %d: got %d shards, want %d", tc.in, got, tc.want)
		}
	}
}

// BenchmarkMemoryAllow measures Allow from all CPUs over many keys, as with many organisations at once.
func BenchmarkMemoryAllow(b *testing.B) {
	const nkeys = 1 << 14
	keys := make([]string, nkeys)
	for i := range keys {
		keys[i] = "org_" + strconv.Itoa(i)
	}
	m := NewMemory(MemoryOptions{})
	l := PerMinute(600, 100)
	var worker atomic.Uint64
	b.ReportAllocs()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		i := worker.Add(1) * 7919
		for pb.Next() {
			if _, err := m.Allow(context.Background(), keys[i%nkeys], l); err != nil {
				b.Fatal(err)
			}
			i++
		}
	})
}

// TestMemoryRebuildsShrunkMap checks that a shard whose keys mostly went idle gets a fresh, smaller map, since Go
// maps keep their capacity after deletes.
func TestMemoryRebuildsShrunkMap(t *testing.T) {
	t.Parallel()
	clock := newFakeClock()
	m := NewMemory(MemoryOptions{Clock: clock.Now, Shards: 1})
	l := Limit{Rate: 1, Period: time.Second, Burst: 1}
	for i := range 8 * minSweep {
		if _, err := m.Allow(context.Background(), "org_"+strconv.Itoa(i), l); err != nil {
			t.Fatal(err)
		}
	}
	before := len(m.shards[0].tat)
	for i := range 8 * minSweep { // keys that go idle at once: the next sweep keeps almost nothing
		clock.Advance(2 * time.Second)
		if _, err := m.Allow(context.Background(), "later_"+strconv.Itoa(i), l); err != nil {
			t.Fatal(err)
		}
	}
	if s := &m.shards[0]; before < 4*minSweep || s.peak >= before || len(s.tat) > minSweep {
		t.Fatalf("peak before %d, after %d, %d keys held: want the map rebuilt below its old peak", before, s.peak, len(s.tat))
	}
}
