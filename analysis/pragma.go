package analysis

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"
)

// comparatorTokens splits one alternative of a version range into its comparators ("^0.8.0", ">=0.4.22" from
// ">= 0.4.22", "0.8.x") and the hyphens of hyphen ranges, spaces removed, appended to toks. Every comparator is
// an optional operator (>=, <=, >, <, =, ^ or ~), spaces, an optional v and dot-separated parts of digits, x, X
// or *. It reports false when anything but white space is left over.
func comparatorTokens(toks []string, alt string) ([]string, bool) {
	isPart := func(c byte) bool { return c >= '0' && c <= '9' || c == 'x' || c == 'X' || c == '*' }
	for i := 0; i < len(alt); {
		if r, n := utf8.DecodeRuneInString(alt[i:]); unicode.IsSpace(r) {
			i += n
			continue
		}
		if alt[i] == '-' {
			toks = append(toks, "-")
			i++
			continue
		}
		start, op := i, ""
		switch {
		case strings.HasPrefix(alt[i:], ">=") || strings.HasPrefix(alt[i:], "<="):
			op = alt[i : i+2]
		case strings.IndexByte("><=^~", alt[i]) >= 0:
			op = alt[i : i+1]
		}
		i += len(op)
		spaced := i
		for i < len(alt) && isSpace(alt[i]) {
			i++
		}
		spaced = i - spaced
		if i < len(alt) && alt[i] == 'v' && i+1 < len(alt) && isPart(alt[i+1]) {
			i++
		}
		if i == len(alt) || !isPart(alt[i]) {
			return toks, false
		}
		for i < len(alt) && isPart(alt[i]) {
			i++
		}
		for i+1 < len(alt) && alt[i] == '.' && isPart(alt[i+1]) {
			i += 2
			for i < len(alt) && isPart(alt[i]) {
				i++
			}
		}
		if spaced == 0 {
			toks = append(toks, alt[start:i])
		} else {
			toks = append(toks, op+alt[start+len(op)+spaced:i])
		}
	}
	return toks, true
}

// isSpace reports whether c may stand between a comparator's operator and its version.
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }

// Version is a compiler version major.minor.patch.
type Version struct{ Major, Minor, Patch int }

// Less reports whether v orders before w.
func (v Version) Less(w Version) bool {
	if v.Major != w.Major {
		return v.Major < w.Major
	}
	if v.Minor != w.Minor {
		return v.Minor < w.Minor
	}
	return v.Patch < w.Patch
}

// String formats v as "0.8.19".
func (v Version) String() string { return fmt.Sprintf("%d.%d.%d", v.Major, v.Minor, v.Patch) }

// interval is [Lo, Hi) on versions; a nil-like zero Hi with HiInf means unbounded.
type interval struct {
	Lo    Version
	Hi    Version // exclusive
	HiInf bool
}

func (iv interval) empty() bool { return !iv.HiInf && !iv.Lo.Less(iv.Hi) }

// intersect returns the versions of both intervals, as Intersect bounds them.
func (iv interval) intersect(b interval) interval {
	if iv.Lo.Less(b.Lo) {
		iv.Lo = b.Lo
	}
	if !b.HiInf && (iv.HiInf || b.Hi.Less(iv.Hi)) {
		iv.Hi, iv.HiInf = b.Hi, false
	}
	return iv
}

// VersionRange is the set of compiler versions a pragma allows: a union of intervals. The zero value allows
// nothing; AnyVersion allows everything.
type VersionRange struct {
	set []interval
	any bool // no pragma seen: nothing is known
}

// AnyVersion is the range of a file without a pragma: every version, and Unknown reports true.
func AnyVersion() VersionRange {
	return VersionRange{set: anyVersionSet[:1:1], any: true}
}

// anyVersionSet is the one interval of AnyVersion, shared: a range's intervals are never written in place.
var anyVersionSet = [1]interval{{HiInf: true}}

// Unknown reports whether no pragma constrained the range.
func (r VersionRange) Unknown() bool { return r.any }

// Empty reports whether no version satisfies the range.
func (r VersionRange) Empty() bool { return len(r.set) == 0 }

// Allows reports whether v satisfies the range.
func (r VersionRange) Allows(v Version) bool {
	for _, iv := range r.set {
		if !v.Less(iv.Lo) && (iv.HiInf || v.Less(iv.Hi)) {
			return true
		}
	}
	return false
}

// AllowsBelow reports whether some allowed version is below major.minor.0.
func (r VersionRange) AllowsBelow(major, minor int) bool {
	lim := Version{major, minor, 0}
	for _, iv := range r.set {
		if iv.Lo.Less(lim) {
			return true
		}
	}
	return false
}

// Intersect returns the versions allowed by both ranges.
func (r VersionRange) Intersect(o VersionRange) VersionRange {
	if r.any {
		return o
	}
	if o.any {
		return r
	}
	var out []interval
	for _, a := range r.set {
		for _, b := range o.set {
			if iv := a.intersect(b); !iv.empty() {
				out = append(out, iv)
			}
		}
	}
	return VersionRange{set: out}
}

// Overlaps reports whether some version is allowed by both ranges: whether Intersect(o) is not empty, without
// making the intersection.
func (r VersionRange) Overlaps(o VersionRange) bool {
	if r.any {
		return len(o.set) > 0
	}
	if o.any {
		return len(r.set) > 0
	}
	for _, a := range r.set {
		for _, b := range o.set {
			lo := a.Lo
			if lo.Less(b.Lo) {
				lo = b.Lo
			}
			switch {
			case a.HiInf && b.HiInf:
				return true
			case a.HiInf:
				if lo.Less(b.Hi) {
					return true
				}
			case b.HiInf || a.Hi.Less(b.Hi):
				if lo.Less(a.Hi) {
					return true
				}
			default:
				if lo.Less(b.Hi) {
					return true
				}
			}
		}
	}
	return false
}

// String describes the range, e.g. ">=0.4.24 <0.5.0".
func (r VersionRange) String() string {
	if r.any {
		return "*"
	}
	if len(r.set) == 0 {
		return "(none)"
	}
	parts := make([]string, len(r.set))
	for i, iv := range r.set {
		if iv.HiInf {
			parts[i] = ">=" + iv.Lo.String()
		} else {
			parts[i] = ">=" + iv.Lo.String() + " <" + iv.Hi.String()
		}
	}
	return strings.Join(parts, " || ")
}

// versionRanges holds ParseVersionRange's ranges by text: the same few pragmas come back in file after file,
// and reading a range costs more than the lookup. It stops growing at maxCachedRanges entries, so that
// odd input cannot make it grow without bound. The ranges are never changed, so they can be shared.
var (
	versionRanges       sync.Map // string → VersionRange
	versionRangesCached atomic.Int64
)

const maxCachedRanges = 1024

// ParseVersionRange evaluates the text of `pragma solidity`: comparators (=, >, >=, <, <=, ^, ~, bare and
// partial versions like 0.8 or 0.8.x), space-separated conjunctions, hyphen ranges and || alternatives.
func ParseVersionRange(text string) (VersionRange, error) {
	if r, ok := versionRanges.Load(text); ok {
		return r.(VersionRange), nil
	}
	r, err := parseVersionRange(text)
	if err == nil && versionRangesCached.Load() < maxCachedRanges {
		// The text is a substring of its file's source: kept as it is, the key would keep the whole upload in
		// memory for the life of the process.
		if _, loaded := versionRanges.LoadOrStore(strings.Clone(text), r); !loaded {
			versionRangesCached.Add(1)
		}
	}
	return r, err
}

// parseVersionRange is ParseVersionRange without the cache.
func parseVersionRange(text string) (VersionRange, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return VersionRange{}, fmt.Errorf("empty version range")
	}
	var out VersionRange
	for _, alt := range strings.Split(text, "||") {
		alt = strings.TrimSpace(alt)
		// The intersection of intervals is an interval (empty once its bounds cross, and then for good): it
		// is kept as one, and added to the range if not empty.
		cur := interval{HiInf: true}
		var buf [8]string
		toks, ok := comparatorTokens(buf[:0], alt)
		if !ok {
			return VersionRange{}, fmt.Errorf("bad version range %q", alt)
		}
		for i := 0; i < len(toks); i++ {
			if i+2 < len(toks) && toks[i+1] == "-" {
				lo, _, err := parsePartial(toks[i])
				if err != nil {
					return VersionRange{}, err
				}
				hi, n, err := parsePartial(toks[i+2])
				if err != nil {
					return VersionRange{}, err
				}
				cur = cur.intersect(interval{Lo: lo, Hi: bump(hi, n)})
				i += 2
				continue
			}
			iv, err := parseComparator(toks[i])
			if err != nil {
				return VersionRange{}, err
			}
			cur = cur.intersect(iv)
		}
		if !cur.empty() {
			out.set = append(out.set, cur)
		}
	}
	return out, nil
}

// parsePartial reads "0.8.19", "0.8", "0.8.x" and reports how many components were given.
func parsePartial(s string) (Version, int, error) {
	s = strings.TrimPrefix(strings.TrimSpace(s), "v")
	if strings.Count(s, ".") > 2 || s == "" {
		return Version{}, 0, fmt.Errorf("bad version %q", s)
	}
	var nums [3]int
	n := 0
	// The dot-separated parts, read in place.
	for rest, more := s, true; more; {
		p := rest
		if i := strings.IndexByte(rest, '.'); i >= 0 {
			p, rest = rest[:i], rest[i+1:]
		} else {
			more = false
		}
		if p == "x" || p == "X" || p == "*" {
			break
		}
		v, err := strconv.Atoi(p)
		if err != nil || v < 0 {
			return Version{}, 0, fmt.Errorf("bad version %q", s)
		}
		nums[n] = v
		n++
	}
	return Version{nums[0], nums[1], nums[2]}, n, nil
}

// bump returns the first version past a partial one: 0.8 → 0.9.0, 0.8.1 → 0.8.2.
func bump(v Version, n int) Version {
	switch n {
	case 0:
		return Version{1 << 30, 0, 0}
	case 1:
		return Version{v.Major + 1, 0, 0}
	case 2:
		return Version{v.Major, v.Minor + 1, 0}
	}
	return Version{v.Major, v.Minor, v.Patch + 1}
}

func parseComparator(tok string) (interval, error) {
	op := ""
	for _, p := range []string{">=", "<=", ">", "<", "=", "^", "~"} {
		if strings.HasPrefix(tok, p) {
			op = p
			break
		}
	}
	v, n, err := parsePartial(tok[len(op):])
	if err != nil {
		return interval{}, err
	}
	switch op {
	case "", "=":
		if n == 0 {
			return interval{HiInf: true}, nil
		}
		return interval{Lo: v, Hi: bump(v, n)}, nil
	case ">=":
		return interval{Lo: v, HiInf: true}, nil
	case ">":
		return interval{Lo: bump(v, max(n, 1)), HiInf: true}, nil
	case "<":
		return interval{Hi: v}, nil
	case "<=":
		return interval{Hi: bump(v, max(n, 1))}, nil
	case "~":
		if n <= 1 {
			return interval{Lo: v, Hi: bump(v, 1)}, nil
		}
		return interval{Lo: v, Hi: bump(v, 2)}, nil
	case "^":
		// ^0.4.24 means >=0.4.24 <0.5.0; ^1.2.3 means <2.0.0; ^0.0.3 means <0.0.4.
		switch {
		case v.Major > 0 || n == 1:
			return interval{Lo: v, Hi: bump(v, 1)}, nil
		case v.Minor > 0 || n == 2:
			return interval{Lo: v, Hi: bump(v, 2)}, nil
		default:
			return interval{Lo: v, Hi: bump(v, 3)}, nil
		}
	}
	return interval{}, fmt.Errorf("bad comparator %q", tok)
}
