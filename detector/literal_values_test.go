package detector

import "testing"

// The shared values of small literals are the numbers they stand for.
func TestSmallInts(t *testing.T) {
	for i, v := range smallInts {
		if !v.IsInt64() || v.Int64() != int64(i) {
			t.Fatalf("smallInts[%d] = %v", i, v)
		}
	}
}
