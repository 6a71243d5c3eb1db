package detector

import (
	"math/rand"
	"strings"
	"testing"
)

// TestOneEditASCII checks oneEditASCII against editDistance on short names of a few letters, where edits of
// every kind come up often.
func TestOneEditASCII(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewSource(1))
	alpha := "abAB_1"
	name := func() string {
		b := make([]byte, r.Intn(7))
		for i := range b {
			b[i] = alpha[r.Intn(len(alpha))]
		}
		return string(b)
	}
	for range 300000 {
		a, b := name(), name()
		if got, want := oneEditASCII(a, b), editDistance(strings.ToLower(a), strings.ToLower(b)) == 1; got != want {
			t.Fatalf("oneEditASCII(%q, %q) = %t, want %t", a, b, got, want)
		}
	}
}
