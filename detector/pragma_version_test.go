package detector

import (
	"regexp"
	"testing"
	"unsafe"

	"github.com/vigilsec/vigil/analysis"
)

func TestCompilerBugRanges(t *testing.T) {
	t.Parallel()
	for _, b := range compilerBugs {
		r, err := analysis.ParseVersionRange(b.affected)
		if err != nil {
			t.Errorf("%s: range %q: %v", b.name, b.affected, err)
			continue
		}
		if r.Empty() {
			t.Errorf("%s: range %q allows no version", b.name, b.affected)
		}
		if b.severity != "medium" && b.severity != "high" {
			t.Errorf("%s: severity %q: only medium and high bugs belong in the list", b.name, b.severity)
		}
	}
}

func TestLockedVersion(t *testing.T) {
	t.Parallel()
	tests := []struct {
		pragma string
		locked bool
	}{
		{"0.4.25", true},
		{"=0.4.25", true},
		{"= 0.8.24", true},
		{"^0.4.24", false},
		{"~0.4.20", false},
		{">=0.4.0 <0.6.0", false},
		{"0.4", false},
		{"0.4.*", false},
		{"*", false},
		{"0.4.24 - 0.5.2", false},
		{">=0.8.0", false},
	}
	for _, tt := range tests {
		if got := isLockedVersion(tt.pragma); got != tt.locked {
			t.Errorf("isLockedVersion(%q) = %v, want %v", tt.pragma, got, tt.locked)
		}
	}
	// isLockedVersion reads what this expression matches.
	re := regexp.MustCompile(`^=?\s*v?[0-9]+\.[0-9]+\.[0-9]+$`)
	for _, s := range []string{"", "=0.4.24", "=\t v0.4.24", "v0.4.24", "0.4.24.1", "0.4.x", "=  ", "0..1", "00.4.24",
		"0.4.24 ", "==0.4.24", "vv0.4.1", "= v 0.4.1", "0.4.24a", "\v0.4.1", "=\v0.4.1", "1.2.3-4", "=\r\n\f0.1.2"} {
		if got, want := isLockedVersion(s), re.MatchString(s); got != want {
			t.Errorf("isLockedVersion(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestPositionAt(t *testing.T) {
	t.Parallel()
	src := []byte("ab\ncd\n\nef")
	tests := []struct {
		off, line, col int
	}{
		{0, 1, 1},
		{1, 1, 2},
		{3, 2, 1},
		{4, 2, 2},
		{6, 3, 1},
		{7, 4, 1},
		{9, 4, 3},
		{99, 4, 3}, // clamped to the end
		{-5, 1, 1}, // clamped to the start
	}
	for _, tt := range tests {
		p := positionAt(src, tt.off)
		if p.Line != tt.line || p.Column != tt.col {
			t.Errorf("positionAt(%d) = %d:%d, want %d:%d", tt.off, p.Line, p.Column, tt.line, tt.col)
		}
	}
}

func TestPragmaBugsCacheKeepsNoSource(t *testing.T) {
	src := "pragma solidity >=0.4.1234 <0.4.1236; contract C {}"
	value := src[16:36]
	if _, err := pragmaBugsOf(value, false); err != nil {
		t.Fatal(err)
	}
	found := false
	pragmaBugsCache.Range(func(k, _ any) bool {
		if key := k.(pragmaBugsKey); key.value == value {
			found = true
			if unsafe.StringData(key.value) == unsafe.StringData(value) {
				t.Error("the cache keeps the caller's string, and with it the whole source it is part of")
			}
		}
		return true
	})
	if !found {
		t.Error("the pragma's bugs were not cached")
	}
}
