package analysis

import (
	"slices"
	"testing"

	"github.com/vigilsec/vigil/solidity"
)

func TestGrdSet(t *testing.T) {
	var a, b grdSet
	grdAdd(&a, 3)
	grdAdd(&a, 70)
	grdAdd(&b, 3)
	if !a.has(3) || !a.has(70) || a.has(4) || a.has(700) {
		t.Fatalf("has: %v", a)
	}
	if grdSetEq(a, b) || grdSetEq(b, a) {
		t.Fatalf("%v and %v are different sets", a, b)
	}
	grdUnion(&b, a)
	if !grdSetEq(a, b) {
		t.Fatalf("union: %v, want %v", b, a)
	}
	// Trailing zero words do not make a set different.
	if c := append(grdSet{}, a...); !grdSetEq(append(c, 0, 0), a) {
		t.Fatal("trailing zeros")
	}
	var got []int32
	a.each(func(i int32) { got = append(got, i) })
	if !slices.Equal(got, []int32{3, 70}) {
		t.Fatalf("each: %v", got)
	}
	var arena grdSetArena
	if arena.keep(grdSet{0, 0}) != nil {
		t.Fatal("an empty set is kept as nil")
	}
	k := arena.keep(append(grdSet{}, a[0], a[1], 0))
	if len(k) != 2 || !grdSetEq(k, a) {
		t.Fatalf("keep: %v", k)
	}
}

// TestGrdMasksMatchFresh checks, over the shared corpora, that the masks the summaries keep are those that
// judging every node again gives, with and without the weak variables (Guards and weakVars rely on it).
func TestGrdMasksMatchFresh(t *testing.T) {
	srcs := corpusOf(t, "bench/solidifi/buggy_contracts", "bench/swc", "bench/clean/openzeppelin")
	flowOf := func(sc *Scope) *Flow { return sc.Flow() }
	norm := func(m []uint8, n int) []uint8 {
		if m == nil {
			return make([]uint8, n)
		}
		return m
	}
	checked := 0
	for p, s := range srcs {
		m := Build([]*solidity.File{solidity.Parse(p, s)})
		sums := m.summariesFor()
		weak := m.weakVars()
		for _, f := range m.Bodies() {
			s := sums.of(f)
			if !s.masksOK {
				continue
			}
			g := f.CFG()
			plain := accessMasks(g, &accessCtx{sums: sums}, flowOf)
			sm := m.masksOf(s)
			if !slices.Equal(norm(sm, len(g.Nodes)), plain) {
				t.Fatalf("%s %s: summary masks %v, fresh %v", p, f, sm, plain)
			}
			ac := &accessCtx{sums: sums, weak: weak, weakOn: true}
			fresh := accessMasks(g, ac, flowOf)
			if got := grdWeaken(g, sm, ac, flowOf); !slices.Equal(norm(got, len(g.Nodes)), fresh) {
				t.Fatalf("%s %s: weakened masks %v, fresh %v", p, f, got, fresh)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("no function checked")
	}
}

// TestGrdSetFilters checks, over the shared corpora, that the summaries' sets rule out only what the full looks
// would not find: a live node where no condition reads a variable with constant values, a lock where no variable
// is both checked and written, a one-time flag where no one-value variable is.
func TestGrdSetFilters(t *testing.T) {
	srcs := corpusOf(t, "bench/solidifi/buggy_contracts", "bench/swc", "bench/clean/openzeppelin")
	ruledOut := 0
	for p, s := range srcs {
		m := Build([]*solidity.File{solidity.Parse(p, s)})
		sums := m.summariesFor()
		vals := m.stateValues()
		for _, f := range m.AllFunctions() {
			s := sums.of(f)
			g := f.CFG()
			if !grdHoldsConst(s.guardVars, m.grd.vars) {
				ruledOut++
				if got, want := liveNodes(g, nil), liveNodes(g, vals); !slices.Equal(got, want) {
					t.Fatalf("%s %s: live nodes %v, without the filter %v", p, f, got, want)
				}
			}
			if s.masksOK && !grdMeet(s.guardVars, s.writes) {
				ruledOut++
				if locked, vars := lockedNodes(m, g, sums); locked != nil || vars != nil {
					t.Fatalf("%s %s: lock %v ruled out", p, f, vars)
				}
			}
			if s.masksOK && !grdScalarIn(s.guardVars, s.writes, m.grd.vars) {
				ruledOut++
				if flag, _ := onceFlag(g); flag != nil {
					t.Fatalf("%s %s: one-time flag %s ruled out", p, f, flag.Decl.Name)
				}
				if flag, _ := helperOnceFlag(m, g, sums); flag != nil {
					t.Fatalf("%s %s: helper's one-time flag %s ruled out", p, f, flag.Decl.Name)
				}
			}
		}
	}
	if ruledOut == 0 {
		t.Fatal("nothing ruled out")
	}
}
