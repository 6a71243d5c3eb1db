package analysis

import (
	"fmt"
	"reflect"
	"runtime"
	"slices"
	"testing"
	"weak"

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

// TestFactWordsHoldPointers checks that the elements cfgaView lays out in words of pointers are made of pointers
// alone, without padding: a word that held anything else would be taken for a pointer by the collector.
func TestFactWordsHoldPointers(t *testing.T) {
	var pointersOnly func(reflect.Type) bool
	pointersOnly = func(typ reflect.Type) bool {
		switch typ.Kind() {
		case reflect.Pointer, reflect.UnsafePointer, reflect.Interface:
			return true
		case reflect.Struct:
			size := uintptr(0)
			for i := range typ.NumField() {
				if !pointersOnly(typ.Field(i).Type) {
					return false
				}
				size += typ.Field(i).Type.Size()
			}
			return size == typ.Size()
		}
		return false
	}
	for _, typ := range []reflect.Type{reflect.TypeFor[StateAccess](), reflect.TypeFor[*Call](), reflect.TypeFor[solidity.Node]()} {
		if !pointersOnly(typ) {
			t.Errorf("%v is not made of pointers alone", typ)
		}
	}
}

// TestFactRoomKeepsNoModel checks that the graphs of a model, whose lists of facts are carved from a room, do not
// keep the models built before it alive.
func TestFactRoomKeepsNoModel(t *testing.T) {
	var models []weak.Pointer[Model]
	for i := range 8 {
		src := fmt.Sprintf("pragma solidity ^0.8.0;\ncontract C%d {\n  uint total;\n  address owner;\n"+
			"  function f(uint v) public { total = total + v; g(v); }\n"+
			"  function g(uint v) internal { total -= v; owner = msg.sender; }\n}\n", i)
		m := build(t, "C.sol", src)
		for _, f := range m.AllFunctions() {
			if g := f.CFG(); len(g.writes) == 0 {
				t.Fatalf("%s: no writes", f)
			}
		}
		models = append(models, weak.Make(m))
	}
	runtime.GC()
	// The last model may be held by a spare scratch; the others must be gone.
	for i, w := range models[:len(models)-1] {
		if w.Value() != nil {
			t.Errorf("model %d is still alive", i)
		}
	}
}

// TestFactScratchKeepsNothing checks that the scratch lists CFG.facts gathers in hold nothing once the graphs are
// built: the scratch is shared, and what it held would stay alive.
func TestFactScratchKeepsNothing(t *testing.T) {
	m := build(t, "C.sol", `pragma solidity ^0.8.0;
contract C {
  uint total;
  address owner;
  modifier only() { require(msg.sender == owner); _; }
  function f(uint v) public only { total = total + v; g(v); owner = msg.sender; }
  function g(uint v) internal { total -= v; delete owner; }
}
`)
	for _, f := range m.AllFunctions() {
		f.CFG()
	}
	s := cfgaFactBufs.take()
	defer cfgaFactBufs.give(s)
	for _, c := range s.calls[:cap(s.calls)] {
		if c != nil {
			t.Fatal("the scratch keeps a call")
		}
	}
	for _, a := range append(s.reads[:cap(s.reads)], s.writes[:cap(s.writes)]...) {
		if a != (StateAccess{}) {
			t.Fatal("the scratch keeps a state access")
		}
	}
	for _, x := range s.sites[:cap(s.sites)] {
		if x != nil {
			t.Fatal("the scratch keeps a site")
		}
	}
	if cap(s.reads) == 0 || cap(s.writes) == 0 || cap(s.calls) == 0 || cap(s.sites) == 0 {
		t.Fatal("the scratch was not used")
	}
}
