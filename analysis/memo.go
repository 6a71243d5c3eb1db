package analysis

import (
	"sync"
	"sync/atomic"
)

// memo holds values computed once per model on behalf of its users (detectors that share an analysis).
type memo struct {
	mu sync.Mutex
	// few holds the keys and entries of a model that stores few values, looked up one by one: most units
	// store a dozen or so, and a map for them costs more to make than to search. Past memoFew keys they move
	// to entries.
	few     []memoRecentEntry
	entries map[any]*memoEntry
	// slab hands out the entries: the detectors store a few dozen values per model, and one allocation
	// for a chunk of them beats one each.
	slab []memoEntry
	// funcSlab hands out the entries of Function.Memo in the same way.
	funcSlab []funcMemo
	// recent holds the last keys found, to skip the map: hashing a key of interface type costs hundreds of
	// instructions, and detectors ask for the same few keys over and over, at every function or node.
	recent [memoRecent]memoRecentEntry
	next   uint8 // the entry of recent to replace next
	// slots holds the values of MemoSlots, by the slot's number: made by Build for all the slots declared, and
	// never grown, so that a value already there is found without taking mu.
	slots []atomic.Pointer[memoEntry]
	// structs holds the model's struct types (see structType), nil until the first.
	structs atomic.Pointer[structTypes]
}

// A MemoSlot names one value memoised per model (Model.MemoSlot) or per function (Function.Memo). Declare each
// once, at package level, with NewMemoSlot. A slot is found by its number, where a key of Memo is hashed: the
// values the detectors ask for most (at every function, or at every node) take slots.
type MemoSlot struct{ n int32 }

// memoSlots counts the slots declared. They are numbered from 1: the zero MemoSlot, never declared, is refused.
var memoSlots atomic.Int32

// NewMemoSlot declares a slot. Call it only to initialise a package-level variable: slots are never freed.
func NewMemoSlot() MemoSlot { return MemoSlot{memoSlots.Add(1)} }

// memoFew is the number of keys memo.few holds before they move to a map.
const memoFew = 16

// memoRecent is the number of keys memo.recent holds.
const memoRecent = 4

type memoRecentEntry struct {
	key any
	e   *memoEntry
}

type memoEntry struct {
	once  sync.Once
	slot  int32 // the slot of a function's value (funcMemo); it takes the padding after once
	value any
}

// funcMemo is a value a function holds for a slot. A function's values form a list: it has few, and the list
// costs no allocation beyond its entries, which come from the model's funcSlab.
type funcMemo struct {
	memoEntry
	next *funcMemo
}

// funcMemoChunk is the number of entries of functions' values allocated at once: most small models hold few
// (measured, 8 wastes more memory than the lists of before).
const funcMemoChunk = 4

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

// MemoSlot returns the model's value in slot, computing it with compute the first time it is asked for, as
// Memo does for a key.
func (m *Model) MemoSlot(slot MemoSlot, compute func() any) any {
	if slot.n == 0 {
		panic("analysis: MemoSlot not made by NewMemoSlot")
	}
	mm := &m.memo
	if int(slot.n) >= len(mm.slots) {
		// A slot declared after the model was made (or a model not made by Build): kept by key instead.
		return m.Memo(slot, compute)
	}
	p := &mm.slots[slot.n]
	e := p.Load()
	if e == nil {
		mm.mu.Lock()
		if e = p.Load(); e == nil {
			e = mm.newEntry()
			p.Store(e)
		}
		mm.mu.Unlock()
	}
	e.once.Do(func() { e.value = compute() })
	return e.value
}

// makeSlots makes the model's slots for every slot declared; Build calls it before the model is shared.
func (mm *memo) makeSlots() {
	mm.slots = make([]atomic.Pointer[memoEntry], int(memoSlots.Load())+1)
}

// Memo returns f's value in slot, computing it with compute the first time it is asked for, as Model.Memo does.
func (f *Function) Memo(slot MemoSlot, compute func() any) any {
	if slot.n == 0 {
		panic("analysis: MemoSlot not made by NewMemoSlot")
	}
	mm := &f.model.memo
	mm.mu.Lock()
	e := f.memos
	for e != nil && e.slot != slot.n {
		e = e.next
	}
	if e == nil {
		if len(mm.funcSlab) == 0 {
			mm.funcSlab = make([]funcMemo, funcMemoChunk)
		}
		e = &mm.funcSlab[0]
		mm.funcSlab = mm.funcSlab[1:]
		e.slot, e.next = slot.n, f.memos
		f.memos = e
	}
	mm.mu.Unlock()
	e.once.Do(func() { e.value = compute() })
	return e.value
}

// newEntry hands out an entry from the slab; the caller holds mu.
func (mm *memo) newEntry() *memoEntry {
	if len(mm.slab) == 0 {
		mm.slab = make([]memoEntry, grdMemoChunk)
	}
	e := &mm.slab[0]
	mm.slab = mm.slab[1:]
	return e
}

// find returns the entry of key, adding it; the caller holds mu.
func (mm *memo) find(key any) *memoEntry {
	for i := range mm.recent {
		if r := &mm.recent[i]; r.e != nil && r.key == key {
			return r.e
		}
	}
	var e *memoEntry
	if mm.entries == nil {
		for i := range mm.few {
			if r := &mm.few[i]; r.key == key {
				e = r.e
				break
			}
		}
		if e == nil {
			e = mm.newEntry()
			if len(mm.few) < memoFew {
				if mm.few == nil {
					mm.few = make([]memoRecentEntry, 0, memoFew)
				}
				mm.few = append(mm.few, memoRecentEntry{key, e})
			} else {
				mm.entries = make(map[any]*memoEntry, 2*memoFew)
				for _, r := range mm.few {
					mm.entries[r.key] = r.e
				}
				mm.entries[key] = e
				mm.few = nil
			}
		}
	} else if e = mm.entries[key]; e == nil {
		e = mm.newEntry()
		mm.entries[key] = e
	}
	mm.recent[mm.next] = memoRecentEntry{key, e}
	mm.next = (mm.next + 1) % memoRecent
	return e
}
