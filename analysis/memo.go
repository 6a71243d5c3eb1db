package analysis

import "sync"

// memo holds values computed once per model on behalf of its users (detectors that share an analysis).
type memo struct {
	mu      sync.Mutex
	entries map[any]*memoEntry
	// slab hands out the entries: the detectors store a few dozen values per model, and one allocation
	// for a chunk of them beats one each.
	slab []memoEntry
	// recent holds the last keys found, to skip the map: hashing a key of interface type costs hundreds of
	// instructions, and detectors ask for the same few keys over and over, at every function or node.
	recent [memoRecent]memoRecentEntry
	next   uint8 // the entry of recent to replace next
}

// memoRecent is the number of keys memo.recent holds.
const memoRecent = 8

type memoRecentEntry struct {
	key any
	e   *memoEntry
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
	e := m.memo.find(key)
	m.memo.mu.Unlock()
	e.once.Do(func() { e.value = compute() })
	return e.value
}

// find returns the entry of key, adding it; the caller holds mu.
func (mm *memo) find(key any) *memoEntry {
	for i := range mm.recent {
		if r := &mm.recent[i]; r.e != nil && r.key == key {
			return r.e
		}
	}
	if mm.entries == nil {
		mm.entries = make(map[any]*memoEntry, grdMemoChunk)
	}
	e := mm.entries[key]
	if e == nil {
		if len(mm.slab) == 0 {
			mm.slab = make([]memoEntry, grdMemoChunk)
		}
		e = &mm.slab[0]
		mm.slab = mm.slab[1:]
		mm.entries[key] = e
	}
	mm.recent[mm.next] = memoRecentEntry{key, e}
	mm.next = (mm.next + 1) % memoRecent
	return e
}
