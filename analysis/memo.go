package analysis

import "sync"

// memo holds values computed once per model on behalf of its users (detectors that share an analysis).
type memo struct {
	mu      sync.Mutex
	entries map[any]*memoEntry
	// slab hands out the entries: the detectors store a few dozen values per model, and one allocation
	// for a chunk of them beats one each.
	slab []memoEntry
}

type memoEntry struct {
	once  sync.Once
	value any
}

// grdMemoChunk is the number of entries allocated at once, and the map's initial size: the detectors store
// about that many values in a small model (a map made larger grows through fewer sizes; measured, 16 wastes
// the least memory over the benchmark corpora).
const grdMemoChunk = 16

// Memo returns the value stored under key, computing it with compute the first time it is asked for. It is
// safe for concurrent use; callers asking for the same key wait for one computation. Keys are compared with
// ==: use a value of an unexported type of the calling package so that packages cannot collide.
func (m *Model) Memo(key any, compute func() any) any {
	m.memo.mu.Lock()
	if m.memo.entries == nil {
		m.memo.entries = make(map[any]*memoEntry, grdMemoChunk)
	}
	e := m.memo.entries[key]
	if e == nil {
		if len(m.memo.slab) == 0 {
			m.memo.slab = make([]memoEntry, grdMemoChunk)
		}
		e = &m.memo.slab[0]
		m.memo.slab = m.memo.slab[1:]
		m.memo.entries[key] = e
	}
	m.memo.mu.Unlock()
	e.once.Do(func() { e.value = compute() })
	return e.value
}
