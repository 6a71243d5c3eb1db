package analysis

import "sync"

// memo holds values computed once per model on behalf of its users (detectors that share an analysis).
type memo struct {
	mu      sync.Mutex
	entries map[any]*memoEntry
}

type memoEntry struct {
	once  sync.Once
	value any
}

// Memo returns the value stored under key, computing it with compute the first time it is asked for. It is
// safe for concurrent use; callers asking for the same key wait for one computation. Keys are compared with
// ==: use a value of an unexported type of the calling package so that packages cannot collide.
func (m *Model) Memo(key any, compute func() any) any {
	m.memo.mu.Lock()
	if m.memo.entries == nil {
		m.memo.entries = map[any]*memoEntry{}
	}
	e := m.memo.entries[key]
	if e == nil {
		e = &memoEntry{}
		m.memo.entries[key] = e
	}
	m.memo.mu.Unlock()
	e.once.Do(func() { e.value = compute() })
	return e.value
}
