package detector

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestNormalize(t *testing.T) {
	t.Parallel()
	tests := []string{
		"",
		"   ",
		"a",
		" a ",
		"msg.sender.call{value: x}(\"\")",
		"a  +\n\t b",
		"\r\n\v\f x \t",
		"x\u00a0y  z", // a non-ASCII space: the slow path
		"é  f",
	}
	for _, in := range tests {
		want := strings.Join(strings.Fields(in), " ")
		if got := normalize([]byte(in)); got != want {
			t.Errorf("normalize(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCompact(t *testing.T) {
	t.Parallel()
	tests := []string{"", "  ", "a + b", "balances[msg.sender]\n\t- amount", "x\u00a0y", "é f"}
	for _, in := range tests {
		want := strings.Join(strings.Fields(in), "")
		if got := compact([]byte(in)); got != want {
			t.Errorf("compact(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestAlreadyNormal holds alreadyNormal, which reads sixteen bytes at a time, to its definition, with each odd
// byte at every position of texts shorter than a word and up to several times as long.
func TestAlreadyNormal(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 56; n++ {
		for i := range n {
			for _, odd := range []string{" ", "  ", "\t", "\x7f", "é", "\x1f"} {
				b := []byte(strings.Repeat("a", n))
				copy(b[i:], odd)
				want := !strings.Contains(string(b), "  ") && b[0] != ' ' && b[n-1] != ' ' &&
					!strings.ContainsFunc(string(b), func(r rune) bool { return r < ' ' || r >= utf8.RuneSelf })
				if got := alreadyNormal(b); got != want || got && normalize(b) != string(b) {
					t.Fatalf("alreadyNormal(%q) = %v, want %v", b, got, want)
				}
			}
		}
	}
}
