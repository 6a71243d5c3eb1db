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

// SmallValue hands out the shared values of 0 to 255 and nothing else.
func TestSmallValue(t *testing.T) {
	for _, n := range []int64{-1, 256, 1 << 40} {
		if _, ok := SmallValue(n); ok {
			t.Errorf("SmallValue(%d) is shared", n)
		}
	}
	for n := int64(0); n < 256; n++ {
		if v, ok := SmallValue(n); !ok || v.Int64() != n {
			t.Errorf("SmallValue(%d) = %v, %v", n, v, ok)
		}
	}
}
