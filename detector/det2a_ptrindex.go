package detector

import "unsafe"

// det2aPtrIndex numbers pointers in an open-addressed table: for hot loops where a Go map's hashing and
// bookkeeping cost more than the work around them. The garbage collector does not move heap objects, so an
// address is a stable key while the table holds the pointer. The table is meant to be reused: reset empties
// it, and leaves no pointer in it.
type det2aPtrIndex[K any] struct {
	slots []det2aPtrSlot[K] // a power of two long, at most half full
	n     int
}

// det2aPtrSlot is a slot of det2aPtrIndex: a key and its number, or a nil key.
type det2aPtrSlot[K any] struct {
	k *K
	v int32
}

// slot returns the place of k in slots: the slot that holds k, or the empty one where it would go.
func (t *det2aPtrIndex[K]) slot(k *K) int {
	mask := len(t.slots) - 1
	// Fibonacci hashing of the address: its low bits, aligned, carry little.
	i := int(uint64(uintptr(unsafe.Pointer(k)))*0x9e3779b97f4a7c15>>32) & mask
	for {
		s := &t.slots[i]
		if s.k == k || s.k == nil {
			return i
		}
		i = (i + 1) & mask
	}
}

// get returns k's number, and whether k has one.
func (t *det2aPtrIndex[K]) get(k *K) (int32, bool) {
	if t.n == 0 {
		return 0, false
	}
	s := &t.slots[t.slot(k)]
	return s.v, s.k != nil
}

// getOrAdd returns k's number, giving it next first if it had none; added tells which.
func (t *det2aPtrIndex[K]) getOrAdd(k *K, next int32) (v int32, added bool) {
	if 2*(t.n+1) > len(t.slots) {
		t.grow()
	}
	s := &t.slots[t.slot(k)]
	if s.k != nil {
		return s.v, false
	}
	s.k, s.v = k, next
	t.n++
	return next, true
}

// grow doubles the table (or makes its first), placing the keys again.
func (t *det2aPtrIndex[K]) grow() {
	old := t.slots
	t.slots = make([]det2aPtrSlot[K], max(2*len(old), 32))
	for _, s := range old {
		if s.k != nil {
			t.slots[t.slot(s.k)] = s
		}
	}
}

// reset empties the table, keeping its room.
func (t *det2aPtrIndex[K]) reset() {
	if t.n > 0 {
		clear(t.slots)
		t.n = 0
	}
}
