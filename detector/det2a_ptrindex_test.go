package detector

import "testing"

func TestPtrIndexNumbersPointers(t *testing.T) {
	var ix det2aPtrIndex[int]
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
