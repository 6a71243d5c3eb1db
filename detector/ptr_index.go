package detector

import "unsafe"

// ptrIndex numbers pointers in an open-addressed table: for hot loops where a Go map's hashing and
// bookkeeping cost more than the work around them. The garbage collector does not move heap objects, so an
// address is a stable key while the table holds the pointer. The table is meant to be reused: reset empties
// it, and leaves no pointer in it.
type ptrIndex[K any] struct {
	slots []ptrSlot[K] // a power of two long, at most half full
	n     int
}

// ptrSlot is a slot of ptrIndex: a key and its number, or a nil key.
type ptrSlot[K any] struct {
	k *K
	v int32
}

// slot returns the place of k in slots: the slot that holds k, or the empty one where it would go.
func (t *ptrIndex[K]) slot(k *K) int {
	mask := len(t.slots) - 1
	i := addrHash(unsafe.Pointer(k), mask)
	for {
		s := &t.slots[i]
		if s.k == k || s.k == nil {
			return i
		}
		i = (i + 1) & mask
	}
}

// get returns k's number, and whether k has one.
func (t *ptrIndex[K]) get(k *K) (int32, bool) {
	if t.n == 0 {
		return 0, false
	}
	s := &t.slots[t.slot(k)]
	return s.v, s.k != nil
}

// getOrAdd returns k's number, giving it next first if it had none; added tells which.
func (t *ptrIndex[K]) getOrAdd(k *K, next int32) (v int32, added bool) {
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
func (t *ptrIndex[K]) grow() {
	old := t.slots
	t.slots = make([]ptrSlot[K], max(2*len(old), 32))
	for _, s := range old {
		if s.k != nil {
			t.slots[t.slot(s.k)] = s
		}
	}
}

// reset empties the table, keeping its room.
func (t *ptrIndex[K]) reset() {
	if t.n > 0 {
		clear(t.slots)
		t.n = 0
	}
}

// ptrSet is a set of pointers in an open-addressed table of their addresses, as ptrIndex, for sets
// read in hot loops. Its zero value is an empty set.
type ptrSet[K any] struct {
	slots []*K // a power of two long, at most half full
	n     int
}

// addrHash spreads an address over the bits a table of mask+1 slots uses (Fibonacci hashing): the low
// bits of an aligned address carry little.
func addrHash(p unsafe.Pointer, mask int) int {
	return int(uint64(uintptr(p))*0x9e3779b97f4a7c15>>32) & mask
}

// slot returns the place of k in slots: the slot that holds k, or the empty one where it would go.
func (s *ptrSet[K]) slot(k *K) int {
	mask := len(s.slots) - 1
	i := addrHash(unsafe.Pointer(k), mask)
	for s.slots[i] != k && s.slots[i] != nil {
		i = (i + 1) & mask
	}
	return i
}

// has reports whether k is in the set.
func (s *ptrSet[K]) has(k *K) bool {
	return s.n > 0 && s.slots[s.slot(k)] != nil
}

// add puts k in the set, and tells whether it was not in it yet.
func (s *ptrSet[K]) add(k *K) bool {
	if 2*(s.n+1) > len(s.slots) {
		s.grow(s.n + 1)
	}
	i := s.slot(k)
	if s.slots[i] != nil {
		return false
	}
	s.slots[i] = k
	s.n++
	return true
}

// grow makes room for at least n keys, placing those held again.
func (s *ptrSet[K]) grow(n int) {
	size := 8
	for size < 2*n {
		size *= 2
	}
	if size <= len(s.slots) {
		return
	}
	old := s.slots
	s.slots = make([]*K, size)
	for _, k := range old {
		if k != nil {
			s.slots[s.slot(k)] = k
		}
	}
}

// len returns the number of keys in the set.
func (s *ptrSet[K]) len() int { return s.n }
