package detector

import "testing"

// isUnitWord must know the units constValue and literalValue multiply by.
func TestIsUnitWord(t *testing.T) {
	for u := range units {
		if !isUnitWord([]byte(u)) {
			t.Errorf("isUnitWord(%q) = false", u)
		}
	}
	for _, w := range []string{"", "eth", "ethers", "second", "x"} {
		if isUnitWord([]byte(w)) {
			t.Errorf("isUnitWord(%q) = true", w)
		}
	}
}

// The shared values of small literals are the numbers they stand for.
func TestSmallInts(t *testing.T) {
	for i, v := range smallInts {
		if !v.IsInt64() || v.Int64() != int64(i) {
			t.Fatalf("smallInts[%d] = %v", i, v)
		}
	}
}
