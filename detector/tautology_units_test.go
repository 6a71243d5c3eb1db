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
