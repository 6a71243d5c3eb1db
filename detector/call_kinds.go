package detector

import (
	"github.com/vigilsec/vigil/analysis"
)

// callKinds is a set of kinds of call that detectors look for.
type callKinds uint8

const (
	// callsERC20 marks an ERC-20 transfer, transferFrom or approve (erc20Call).
	callsERC20 callKinds = 1 << iota
	// callsCheckedFunc marks a call whose arguments can violate the callee's leading checks (callsChecked).
	callsCheckedFunc
	// callsSelfdestruct marks a selfdestruct.
	callsSelfdestruct
)

// callIndex tells which kinds of call each body makes, so that a detector visits only the functions whose graph
// makes one of the calls it reports on. A graph's calls are those of the bodies it is built from (the function's
// and its modifiers'), and each body lists its calls once (Scope.Calls), which is cheaper to read than every node.
type callIndex struct {
	// all is the union of the kinds every body makes.
	all callKinds
	// erc20 and checked list, in model order, the functions whose graph makes an ERC-20 call, or a call that can
	// violate the callee's checks.
	erc20, checked []*analysis.Function
}

// callIndexSlot holds the callIndex.
var callIndexSlot = analysis.NewMemoSlot()

// callsIn returns m's callIndex, built once per model.
func callsIn(m *analysis.Model) *callIndex {
	return m.MemoSlot(callIndexSlot, func() any { return newCallIndex(m) }).(*callIndex)
}

func newCallIndex(m *analysis.Model) *callIndex {
	ix := &callIndex{}
	// The bodies that make one of the calls, with their kinds: a few per unit as a rule, looked for by a scan
	// of this list, or through a map when there are more.
	type scopeKinds struct {
		sc *analysis.Scope
		k  callKinds
	}
	var buf [8]scopeKinds
	marked := buf[:0]
	for _, sc := range modelScopes(m) {
		var k callKinds
		for _, c := range sc.Calls() {
			if c.Kind == analysis.CallSelfdestruct {
				k |= callsSelfdestruct
			}
			if _, ok := erc20Call(c); ok {
				k |= callsERC20
			}
			if callsChecked(c) {
				k |= callsCheckedFunc
			}
		}
		if k != 0 {
			marked = append(marked, scopeKinds{sc, k})
			ix.all |= k
		}
	}
	if ix.all&(callsERC20|callsCheckedFunc) == 0 {
		return ix
	}
	var byScope map[*analysis.Scope]callKinds
	if len(marked) > len(buf) {
		byScope = make(map[*analysis.Scope]callKinds, len(marked))
		for _, e := range marked {
			byScope[e.sc] = e.k
		}
	}
	// When only functions' own bodies make the calls (no modifier's), a function's kinds are those of its body:
	// its graph's other scopes, its modifiers', need not be listed.
	fns := bodies(m)
	own := 0 // the marked scopes that are functions' bodies
	for _, f := range fns {
		sc := f.Scope()
		if byScope != nil {
			if _, ok := byScope[sc]; ok {
				own++
			}
			continue
		}
		for _, e := range marked {
			if e.sc == sc {
				own++
				break
			}
		}
	}
	modifiers := own < len(marked)
	var sbuf [4]*analysis.Scope // a body and its modifiers': a few
	scopes := sbuf[:0]
	for _, f := range fns {
		var k callKinds
		if modifiers {
			scopes = graphScopes(f, scopes[:0])
		} else {
			scopes = append(scopes[:0], f.Scope())
		}
		for _, sc := range scopes {
			if byScope != nil {
				k |= byScope[sc]
				continue
			}
			for _, e := range marked {
				if e.sc == sc {
					k |= e.k
					break
				}
			}
		}
		if k&callsERC20 != 0 {
			ix.erc20 = append(ix.erc20, f)
		}
		if k&callsCheckedFunc != 0 {
			ix.checked = append(ix.checked, f)
		}
	}
	return ix
}
