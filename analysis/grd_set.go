package analysis

import (
	"math/bits"

	"github.com/vigilsec/vigil/solidity"
)

// grdVars numbers the state variables that the function summaries of one model mention, so that their sets
// are bit sets: summaries union their callees' sets on every round of the fixpoint, which with maps cost an
// allocation and a hash per variable. A variable keeps its number (StateVar.grd): it belongs to one model,
// whose summaries are computed once.
type grdVars struct {
	list []*StateVar // by number
	// masks holds the summaries' masks, numbered by their maskAt (1 + the position): the model keeps them, as
	// it keeps the numbering, rather than every summary a reference.
	masks [][]uint8
}

// index returns v's number, giving it one if it has none: variables get their numbers as the summaries meet
// them (only those written or read by a condition do), which keeps the sets short.
func (vs *grdVars) index(v *StateVar) int32 {
	if v.grd == 0 {
		vs.list = append(vs.list, v)
		v.grd = int32(len(vs.list))
	}
	return v.grd - 1
}

// pos returns v's number, and whether it has one.
func (vs *grdVars) pos(v *StateVar) (int32, bool) {
	return v.grd - 1, v.grd != 0
}

// grdSet is a set of numbered state variables: bit i of word i/64 for variable i. Sets are immutable once
// they are part of a summary; nil is the empty set, and missing words are zero (sets made before a variable
// got its number are shorter).
type grdSet []uint64

// has reports whether variable i is in the set.
func (s grdSet) has(i int32) bool {
	w := int(i >> 6)
	return w < len(s) && s[w]&(1<<uint(i&63)) != 0
}

// grdAdd adds variable i to the set being built in *buf, growing it as needed.
func grdAdd(buf *grdSet, i int32) {
	w := int(i >> 6)
	for len(*buf) <= w {
		*buf = append(*buf, 0)
	}
	(*buf)[w] |= 1 << uint(i&63)
}

// grdUnion adds the members of s to the set being built in *buf.
func grdUnion(buf *grdSet, s grdSet) {
	for len(*buf) < len(s) {
		*buf = append(*buf, 0)
	}
	b := *buf
	for i, w := range s {
		b[i] |= w
	}
}

// grdSetEq reports whether the two sets have the same members.
func grdSetEq(a, b grdSet) bool {
	if len(a) < len(b) {
		a, b = b, a
	}
	for i, w := range a {
		if i < len(b) {
			if w != b[i] {
				return false
			}
		} else if w != 0 {
			return false
		}
	}
	return true
}

// each calls f with every member's number, in increasing order.
func (s grdSet) each(f func(int32)) {
	for wi, w := range s {
		for w != 0 {
			f(int32(wi<<6 + bits.TrailingZeros64(w)))
			w &= w - 1
		}
	}
}

// grdSetArena hands out the words of finished sets from shared chunks: most sets are one word long, and a
// model has a summary per function. The words hold no pointers: a solver's arena serves model after model.
type grdSetArena struct {
	chunk []uint64
	size  int // of the last chunk: chunks double, from small ones for small units
}

// keep returns a copy of the set in buf without its trailing zero words, nil when it is empty.
func (a *grdSetArena) keep(buf grdSet) grdSet {
	n := len(buf)
	for n > 0 && buf[n-1] == 0 {
		n--
	}
	if n == 0 {
		return nil
	}
	if len(a.chunk) < n {
		a.size = min(max(2*a.size, 16), 1024)
		a.chunk = make([]uint64, max(n, a.size))
	}
	s := a.chunk[:n:n]
	a.chunk = a.chunk[n:]
	copy(s, buf)
	return s
}

// grdHoldsConst reports whether a variable of the set, numbered by vars, only ever holds constants
// (stateValues, which must have run, tells).
func grdHoldsConst(set grdSet, vars *grdVars) bool {
	for wi, w := range set {
		for ; w != 0; w &= w - 1 {
			if vars.list[wi<<6+bits.TrailingZeros64(w)].consts > 0 {
				return true
			}
		}
	}
	return false
}

// grdScalarIn reports whether a one-value state variable (of an elementary type) is in both sets, numbered by
// vars.
func grdScalarIn(a, b grdSet, vars *grdVars) bool {
	for wi := range min(len(a), len(b)) {
		for w := a[wi] & b[wi]; w != 0; w &= w - 1 {
			if _, ok := vars.list[wi<<6+bits.TrailingZeros64(w)].Decl.Type.(*solidity.ElementaryTypeName); ok {
				return true
			}
		}
	}
	return false
}

// grdMeet reports whether the two sets have a member in common.
func grdMeet(a, b grdSet) bool {
	for i := range min(len(a), len(b)) {
		if a[i]&b[i] != 0 {
			return true
		}
	}
	return false
}
