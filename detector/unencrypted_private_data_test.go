package detector

import (
	"math/rand"
	"testing"
)

// TestContainsWordAnchored checks that containsWordAnchored answers as containsWordBytes does, whatever the
// anchor, on short texts of identifier and other bytes where words often touch.
func TestContainsWordAnchored(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewSource(1))
	alpha := []byte("ab_1 (x)$gA")
	for range 200000 {
		text := make([]byte, r.Intn(20))
		for i := range text {
			text[i] = alpha[r.Intn(len(alpha))]
		}
		w := make([]byte, 1+r.Intn(3))
		for i := range w {
			w[i] = alpha[r.Intn(len(alpha))]
		}
		a := r.Intn(len(w))
		if got, want := containsWordAnchored(text, w, a), containsWordBytes(text, w); got != want {
			t.Fatalf("containsWordAnchored(%q, %q, %d) = %t, want %t", text, w, a, got, want)
		}
	}
}
