package analysis

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
	"unsafe"
)

func TestParseVersionRange(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text      string
		allow     []string
		deny      []string
		below08   bool
		wantError bool
	}{
		{text: "^0.4.24", allow: []string{"0.4.24", "0.4.26"}, deny: []string{"0.4.23", "0.5.0"}, below08: true},
		{text: ">=0.4.22 <0.6.0", allow: []string{"0.4.22", "0.5.17"}, deny: []string{"0.4.21", "0.6.0"}, below08: true},
		{text: ">=0.4.0<0.6.0", allow: []string{"0.5.1"}, deny: []string{"0.6.0"}, below08: true},
		{text: "0.8.19", allow: []string{"0.8.19"}, deny: []string{"0.8.18", "0.8.20"}},
		{text: "=0.8.19", allow: []string{"0.8.19"}, deny: []string{"0.8.20"}},
		{text: "~0.5.0", allow: []string{"0.5.0", "0.5.17"}, deny: []string{"0.6.0", "0.4.26"}, below08: true},
		{text: "^0.8.0", allow: []string{"0.8.0", "0.8.28"}, deny: []string{"0.7.6", "0.9.0"}},
		{text: "^0.4.24 || ^0.5.0", allow: []string{"0.4.25", "0.5.3"}, deny: []string{"0.6.0"}, below08: true},
		{text: ">= 0.8.4", allow: []string{"0.8.4", "1.0.0"}, deny: []string{"0.8.3"}},
		{text: "0.8", allow: []string{"0.8.0", "0.8.30"}, deny: []string{"0.9.0"}},
		{text: "0.4.x", allow: []string{"0.4.11"}, deny: []string{"0.5.0"}, below08: true},
		{text: "0.6.0 - 0.7.1", allow: []string{"0.6.0", "0.7.1"}, deny: []string{"0.7.2"}, below08: true},
		{text: ">0.8.0", allow: []string{"0.8.1"}, deny: []string{"0.8.0"}},
		{text: "<=0.7.6", allow: []string{"0.7.6"}, deny: []string{"0.7.7"}, below08: true},
		{text: "", wantError: true},
		{text: "banana", wantError: true},
		{text: "^0.x.y.z", wantError: true},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			t.Parallel()
			r, err := ParseVersionRange(tt.text)
			if tt.wantError {
				if err == nil {
					t.Fatalf("ParseVersionRange(%q) = %v, want an error", tt.text, r)
				}
				return
			}
			if err != nil {
				t.Fatalf("ParseVersionRange(%q): %v", tt.text, err)
			}
			for _, v := range tt.allow {
				if !r.Allows(mustVersion(t, v)) {
					t.Errorf("%q does not allow %s (range %s)", tt.text, v, r)
				}
			}
			for _, v := range tt.deny {
				if r.Allows(mustVersion(t, v)) {
					t.Errorf("%q allows %s (range %s)", tt.text, v, r)
				}
			}
			if got := r.AllowsBelow(0, 8); got != tt.below08 {
				t.Errorf("AllowsBelow(0.8) = %v, want %v", got, tt.below08)
			}
		})
	}
}

func TestVersionRangeIntersect(t *testing.T) {
	t.Parallel()
	a, _ := ParseVersionRange("^0.8.0")
	b, _ := ParseVersionRange(">=0.8.4")
	r := a.Intersect(b)
	if r.Allows(Version{0, 8, 3}) || !r.Allows(Version{0, 8, 4}) || r.Allows(Version{0, 9, 0}) {
		t.Errorf("intersection = %s", r)
	}
	c, _ := ParseVersionRange("^0.4.0")
	if !a.Intersect(c).Empty() {
		t.Errorf("^0.8.0 ∩ ^0.4.0 = %s, want empty", a.Intersect(c))
	}
	if AnyVersion().Intersect(a).Unknown() {
		t.Error("intersecting with a pragma still unknown")
	}
}

func mustVersion(t *testing.T, s string) Version {
	t.Helper()
	v, n, err := parsePartial(s)
	if err != nil || n != 3 {
		t.Fatalf("bad version %q", s)
	}
	return v
}

var comparatorPattern = regexp.MustCompile(`(?:>=|<=|>|<|=|\^|~)?\s*v?[0-9xX*]+(?:\.[0-9xX*]+)*|-`)

// comparatorOracle is the definition comparatorTokens implements, as a regular expression: its matches with
// their white space removed, and false when anything but white space is left between them.
func comparatorOracle(alt string) ([]string, bool) {
	if strings.TrimSpace(comparatorPattern.ReplaceAllString(alt, "")) != "" {
		return nil, false
	}
	toks := comparatorPattern.FindAllString(alt, -1)
	for i := range toks {
		toks[i] = strings.Join(strings.Fields(toks[i]), "")
	}
	return toks, true
}

func checkComparatorTokens(t *testing.T, alt string) {
	t.Helper()
	got, ok := comparatorTokens(nil, alt)
	if !utf8.ValidString(alt) {
		// The expression's leftovers can splice bytes into a valid space ("\xc20\xa0" leaves U+00A0); no
		// pragma is written so.
		return
	}
	want, wantOK := comparatorOracle(alt)
	if ok != wantOK || ok && !slices.Equal(got, want) {
		t.Fatalf("comparatorTokens(%q) = %q, %v; want %q, %v", alt, got, ok, want, wantOK)
	}
}

func TestComparatorTokens(t *testing.T) {
	t.Parallel()
	for _, alt := range []string{"^0.4.24", ">= 0.4.22 <0.6.0", ">=0.4.0<0.6.0", "0.6.0 - 0.7.1", "v0.8.1", "=v 0.8",
		"0.8.", "~ ~0.5", "=>0.4", "^0.x.y.z", ">=\t\n0.8", ">=\v0.8", "0.4\v 0.5", "0.4\u00a00.5", "\xff", "", " ",
		"0.4.x", "*", "v", "v.1", "1..2", "-1-", "<\f0.1"} {
		checkComparatorTokens(t, alt)
	}
	// Every short string over the characters that matter.
	const alphabet = "><=^~v0x.- \t\va"
	var buf [5]byte
	var gen func(n int)
	gen = func(n int) {
		checkComparatorTokens(t, string(buf[:n]))
		if n == len(buf) {
			return
		}
		for i := 0; i < len(alphabet); i++ {
			buf[n] = alphabet[i]
			gen(n + 1)
		}
	}
	gen(0)
}

func FuzzComparatorTokens(f *testing.F) {
	for _, s := range []string{"^0.4.24", ">= 0.4.22 <0.6.0", "0.6.0 - 0.7.1 || ^0.8", "v0.8.x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, alt string) { checkComparatorTokens(t, alt) })
}

func TestVersionRangeCacheKeepsNoSource(t *testing.T) {
	src := "pragma solidity >=0.7.1234 <0.7.1236; contract C {}"
	text := src[16:36]
	if _, err := ParseVersionRange(text); err != nil {
		t.Fatal(err)
	}
	found := false
	versionRanges.Range(func(k, _ any) bool {
		if s := k.(string); s == text {
			found = true
			if unsafe.StringData(s) == unsafe.StringData(text) {
				t.Error("the cache keeps the caller's string, and with it the whole source it is part of")
			}
		}
		return true
	})
	if !found {
		t.Error("the range was not cached")
	}
}

// TestVersionRangeOverlaps checks Overlaps against Intersect on pairs of ranges.
func TestVersionRangeOverlaps(t *testing.T) {
	texts := []string{"^0.4.24", ">=0.4.22 <0.6.0", "0.5.0", "<0.4.14", ">=0.8.13 <0.8.17", "^0.8.0", ">=0.5.8 <0.8.16",
		">=0.4.0 <0.4.14 || >=0.8.0", ">0.4.26", "<=0.4.24", "0.4.x", "~0.4.1", ">=0.1.6 <0.4.4", "0.4.4"}
	ranges := []VersionRange{AnyVersion(), {}}
	for _, s := range texts {
		r, err := parseVersionRange(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		ranges = append(ranges, r)
	}
	for _, a := range ranges {
		for _, b := range ranges {
			if got, want := a.Overlaps(b), !a.Intersect(b).Empty(); got != want {
				t.Errorf("%v overlaps %v: got %v, want %v", a, b, got, want)
			}
		}
	}
}
