package detector

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

// TestMayDowncastMatchesSearch checks mayDowncast, which looks back from each parenthesis, against a search for
// "int" followed by digits and a parenthesis, on random text made of the pieces of such conversions.
func TestMayDowncastMatchesSearch(t *testing.T) {
	want := func(src []byte) bool {
		for i := 0; ; {
			j := bytes.Index(src[i:], []byte("int"))
			if j < 0 {
				return false
			}
			k := i + j + 3
			for k < len(src) && src[k] >= '0' && src[k] <= '9' {
				k++
			}
			if k > i+j+3 && k < len(src) && src[k] == '(' {
				return true
			}
			i = i + j + 3
		}
	}
	r := rand.New(rand.NewPCG(5, 6))
	pieces := []string{"int", "uint", "in", "t", "8", "64", "256", "(", ")", " ", "x", "i"}
	srcs := [][]byte{nil, []byte("("), []byte("8("), []byte("int("), []byte("int8("), []byte("uint64(x)"), []byte("nt8(")}
	for range 20000 {
		var b []byte
		for range r.IntN(12) {
			b = append(b, pieces[r.IntN(len(pieces))]...)
		}
		srcs = append(srcs, b)
	}
	for _, src := range srcs {
		if got := mayDowncast(src); got != want(src) {
			t.Fatalf("mayDowncast(%q) = %t, want %t", src, got, want(src))
		}
	}
}
