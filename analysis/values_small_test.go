package analysis

import "testing"

// The shared small values are the numbers they stand for.
func TestSmallValues(t *testing.T) {
	for i, v := range smallValues {
		if !v.IsInt64() || v.Int64() != int64(i) {
			t.Fatalf("smallValues[%d] = %v", i, v)
		}
	}
}
