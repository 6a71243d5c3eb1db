package detector

import (
	"strings"
	"testing"
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
