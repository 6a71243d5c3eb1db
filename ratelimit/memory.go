package ratelimit

import (
	"context"
	"hash/maphash"
	"sync"
	"time"
)

// MemoryOptions configures NewMemory. The zero value is ready to use.
type MemoryOptions struct {
	// Clock returns the current time; time.Now when nil. Tests inject a fake clock.
	Clock func() time.Time
	// Shards is the number of independently locked maps keys are spread over, rounded up to a power of two
	// and capped at maxShards; 64 when zero or negative.
	Shards int
}

// minSweep is the number of allowed calls a shard sees at least between two sweeps for idle keys.
const minSweep = 256

// maxShards caps MemoryOptions.Shards; more locks than this buy nothing.
const maxShards = 1 << 16

// Memory is a Limiter for one process. Each key costs one map entry holding its theoretical arrival time; an
// entry whose time has passed is indistinguishable from an absent key, so sweeps delete such idle entries. A
// shard is swept after as many allowed calls as the previous sweep kept entries (at least minSweep), which keeps
// the work per call constant on average and the entries of a shard below twice its keys active within a bucket
// window plus minSweep.
type Memory struct {
	clock  func() time.Time
	base   time.Time // times are kept as nanoseconds since base, read from the monotonic clock when real
	seed   maphash.Seed
	mask   uint64
	shards []memoryShard
}

// memoryShard is one lock and the keys hashed to it.
type memoryShard struct {
	mu sync.Mutex
	// tat maps a key to its theoretical arrival time in nanoseconds since Memory.base: the time at which the
	// bucket would be full again.
	tat map[string]int64
	// calls counts Allow calls since the last sweep, and the next sweep comes when it reaches sweepAt: the
	// number of keys the last sweep kept, at least minSweep. peak is the largest size since the map was built.
	calls   int
	sweepAt int
	peak    int
	_       [24]byte // keeps neighbouring shards' locks off one cache line
}

// NewMemory returns an in-memory Limiter.
func NewMemory(opts MemoryOptions) *Memory {
	clock := opts.Clock
	if clock == nil {
		clock = time.Now
	}
	n := 64
	if opts.Shards > 0 {
		n = 1
		for n < min(opts.Shards, maxShards) {
			n <<= 1
		}
	}
	m := &Memory{
		clock:  clock,
		base:   clock(),
		seed:   maphash.MakeSeed(),
		mask:   uint64(n - 1),
		shards: make([]memoryShard, n),
	}
	for i := range m.shards {
		m.shards[i].tat = make(map[string]int64)
		m.shards[i].sweepAt = minSweep
	}
	return m
}

// Allow implements Limiter. It never blocks on anything but a short mutex and never fails for a valid Limit.
func (m *Memory) Allow(_ context.Context, key string, l Limit) (Result, error) {
	if err := l.Validate(); err != nil {
		return Result{}, err
	}
	now := int64(m.clock().Sub(m.base))
	interval := int64(l.interval())
	burstOffset := interval * int64(l.Burst)

	s := &m.shards[maphash.String(m.seed, key)&m.mask]
	s.mu.Lock()
	tat, ok := s.tat[key]
	if !ok || tat < now {
		tat = now
	}
	newTAT := tat + interval
	// diff is how far now lies past the earliest time this event may happen.
	diff := now - (newTAT - burstOffset)
	if diff < 0 {
		s.mu.Unlock()
		return Result{
			Allowed:    false,
			Limit:      l.Burst,
			Remaining:  0,
			RetryAfter: time.Duration(-diff),
			ResetAfter: time.Duration(tat - now),
		}, nil
	}
	s.tat[key] = newTAT
	s.calls++
	if s.calls >= s.sweepAt {
		s.sweep(now)
	}
	s.mu.Unlock()
	return Result{
		Allowed:    true,
		Limit:      l.Burst,
		Remaining:  int(diff / interval),
		RetryAfter: 0,
		ResetAfter: time.Duration(newTAT - now),
	}, nil
}

// sweep deletes the keys whose buckets are full again at now. Go maps keep their capacity after deletes, so a
// map that shrank to a quarter of its peak is copied into a fresh one. The caller holds s.mu.
func (s *memoryShard) sweep(now int64) {
	s.calls = 0
	s.peak = max(s.peak, len(s.tat))
	for k, tat := range s.tat {
		if tat <= now {
			delete(s.tat, k)
		}
	}
	n := len(s.tat)
	if s.peak >= 4*minSweep && n < s.peak/4 {
		fresh := make(map[string]int64, n)
		for k, v := range s.tat {
			fresh[k] = v
		}
		s.tat = fresh
		s.peak = n
	}
	s.sweepAt = max(n, minSweep)
}

// Len returns the number of keys currently held, idle ones not yet swept included. It is meant for tests and
// metrics.
func (m *Memory) Len() int {
	n := 0
	for i := range m.shards {
		s := &m.shards[i]
		s.mu.Lock()
		n += len(s.tat)
		s.mu.Unlock()
	}
	return n
}

// Check implements the start-up check; an in-memory limiter is always ready.
func (m *Memory) Check(context.Context) error { return nil }
