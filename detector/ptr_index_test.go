package detector

import "testing"

func TestPtrIndexNumbersPointers(t *testing.T) {
	var ix ptrIndex[int]
	for round := range 2 {
		keys := make([]*int, 200)
		for i := range keys {
			keys[i] = new(int)
			if v, added := ix.getOrAdd(keys[i], int32(i)); !added || v != int32(i) {
				t.Fatalf("round %d: key %d first added as %d, %v", round, i, v, added)
			}
		}
		for i, k := range keys {
			if v, added := ix.getOrAdd(k, -1); added || v != int32(i) {
				t.Fatalf("round %d: key %d again gave %d, %v", round, i, v, added)
			}
			if v, ok := ix.get(k); !ok || v != int32(i) {
				t.Fatalf("round %d: get of key %d gave %d, %v", round, i, v, ok)
			}
		}
		if _, ok := ix.get(new(int)); ok {
			t.Fatalf("round %d: a key never added was found", round)
		}
		ix.reset()
		for i, k := range keys {
			if _, ok := ix.get(k); ok {
				t.Fatalf("round %d: key %d found after reset", round, i)
			}
		}
	}
}

func TestPtrSetHoldsWhatWasAdded(t *testing.T) {
	var s ptrSet[int]
	if s.has(new(int)) || s.len() != 0 {
		t.Fatal("the zero set is not empty")
	}
	keys := make([]*int, 100)
	for i := range keys {
		keys[i] = new(int)
		if i%2 == 0 && !s.add(keys[i]) {
			t.Fatalf("key %d was in the set before it was added", i)
		}
	}
	for i, k := range keys {
		if s.has(k) != (i%2 == 0) {
			t.Fatalf("key %d: has gave %v", i, s.has(k))
		}
		if i%2 == 0 && s.add(k) {
			t.Fatalf("key %d added twice", i)
		}
	}
	if s.len() != 50 {
		t.Fatalf("len %d, want 50", s.len())
	}
}
