package detector

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestSameKey checks sameKey and sameCompactKey against comparing the keys built whole, and appendKey against compact, on random texts of a few letters, ASCII
// spaces and multi-byte characters, among them spaces the key drops.
func TestSameKey(t *testing.T) {
	parts := []string{"a", "b", "(", "=", " ", "\t", "\n", "\x01", "\x7f", "\u00a0", "\u2003", "é", "\xc2", "\xa0"}
	r := rand.New(rand.NewPCG(3, 4))
	text := func() []byte {
		var b []byte
		for range r.IntN(6) {
			b = append(b, parts[r.IntN(len(parts))]...)
		}
		return b
	}
	for range 200000 {
		a, b := text(), text()
		want := compact(a) == compact(b)
		if got := sameKey(a, b); got != want {
			t.Fatalf("sameKey(%q, %q) = %v, want %v", a, b, got, want)
		}
		if got := sameCompactKey(a, b, appendKey(nil, b)); got != want {
			t.Fatalf("sameCompactKey(%q, %q) = %v, want %v", a, b, got, want)
		}
		if got, want := string(appendKey([]byte("k:"), a)), "k:"+compact(a); got != want {
			t.Fatalf("appendKey(%q) = %q, want %q", a, got, want)
		}
	}
}

// TestAsciiSpace checks asciiSpace against the ASCII characters strings.Fields splits on, for every byte.
func TestAsciiSpace(t *testing.T) {
	for c := range 256 {
		want := strings.ContainsRune(" \t\n\v\f\r", rune(c))
		if got := asciiSpace(byte(c)); got != want {
			t.Fatalf("asciiSpace(%#x) = %v, want %v", c, got, want)
		}
	}
}
