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

// TestSameKeyWords checks sameKey, sameCompactKey and appendKey as TestSameKey does, on texts long enough to be
// read eight bytes at a time: runs of printable ASCII, some shared by both texts, with an odd byte here and there.
func TestSameKeyWords(t *testing.T) {
	parts := []string{"balances", "[", "msg.sender", "]", "x", "+", "12345678", " ", "\t", "\n", "\x01", "\x7f", "\u00a0", "é", "\xc2"}
	r := rand.New(rand.NewPCG(5, 6))
	text := func() []byte {
		var b []byte
		for range r.IntN(12) {
			if p := parts[r.IntN(len(parts))]; len(p) > 1 || r.IntN(4) == 0 { // the odd bytes less often
				b = append(b, p...)
			}
		}
		return b
	}
	for range 100000 {
		a := text()
		b := append(a[:len(a):len(a)], text()...) // often the same text, or one that starts as a does
		if r.IntN(2) == 0 {
			b = text()
		}
		want := compact(a) == compact(b)
		if got := sameKey(a, b); got != want {
			t.Fatalf("sameKey(%q, %q) = %v, want %v", a, b, got, want)
		}
		if got := sameKey(b, a); got != want {
			t.Fatalf("sameKey(%q, %q) = %v, want %v", b, a, got, want)
		}
		if got := sameCompactKey(a, b, appendKey(nil, b)); got != want {
			t.Fatalf("sameCompactKey(%q, %q) = %v, want %v", a, b, got, want)
		}
		if got, want := string(appendKey([]byte("k:"), b)), "k:"+compact(b); got != want {
			t.Fatalf("appendKey(%q) = %q, want %q", b, got, want)
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
