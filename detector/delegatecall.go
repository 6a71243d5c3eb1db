package detector

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// DelegatecallUserControlled reports delegatecall to an address the caller chooses.
var DelegatecallUserControlled = &Detector{
	ID:    "delegatecall-user-controlled",
	Title: "Delegatecall to a caller-controlled address",
	Description: "delegatecall runs another contract's code with this contract's storage and balance. The target " +
		"comes from the caller (a parameter, msg.data, or state anyone can set) on a path without an access check.",
	Exploit: "An attacker passes the address of their own contract, whose code overwrites the owner slot or " +
		"selfdestructs, in the context of this contract.",
	Recommendation: "Delegatecall only to trusted, fixed addresses, or restrict who may choose the target.",
	Severity:       vigil.SeverityCritical,
	Confidence:     vigil.ConfidenceMedium,
	SWC:            "SWC-112",
	CWE:            "CWE-829",
	Requires:       []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:            runDelegatecall,
}

func runDelegatecall(p *Pass) error {
	// The low-level calls are made by their names: code that spells neither has none.
	delegatecall := occurrencesOf(p.Model, wordDelegatecall)
	if !delegatecall.any() {
		return nil
	}
	for _, f := range entries(p.Model) {
		if !delegatecall.inCode(f) {
			reportDelegatedCalls(p, f)
			continue
		}
		gd := f.Guards()
		var hooked []bool // the nodes reached only past a call of an abstract hook, computed when needed
		for _, n := range f.CFG().Nodes {
			if gd.Protected(n) {
				continue
			}
			for _, c := range analysis.NodeCalls(n) {
				controlled, target := delegateControlled(p.Model, f, n, c)
				if !controlled {
					continue
				}
				// Past a call of an abstract hook (UUPS's _authorizeUpgrade) the function cannot be judged alone:
				// unprotected-upgrade judges it in each contract, with the contract's override.
				if hooked == nil {
					hooked = pastAbstractHook(f.CFG())
				}
				if hooked[n.Index] || f.AlwaysReverts() || onceFlag(f) != nil {
					// A run-once initialiser (a proxy's initialize(logic, data)) is unprotected-initializer's.
					continue
				}
				if approvedRecord(p.Model, f, n, c) {
					continue // a proposal's code, run once others voted for it: governance, not any caller's choice
				}
				p.Report(Report{Function: f, File: n.Scope.File, At: c.Node(),
					Message: fmt.Sprintf("%s delegatecalls %s, which any caller can choose", funcLabel(f), target)})
			}
			reportDelegatedArgs(p, f, n, &hooked)
		}
	}
	return nil
}

// reportDelegatedArgs reports the internal and library calls at node n of the entry f (a node no access check
// protects) that pass a value the caller chooses where the callee, or a function it calls, delegatecalls it: a
// diamond's cut facet handing _init to LibDiamond.diamondCut with its owner check left out.
func reportDelegatedArgs(p *Pass, f *analysis.Function, n *analysis.Node, hooked *[]bool) {
	for _, c := range n.Calls() {
		if c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary || c.Callee == nil || c.Expr == nil {
			continue
		}
		sub := delegatedParamsOf(c.Callee)
		if sub == 0 {
			continue
		}
		fl := n.Scope.Flow()
		for j, a := range callArgs(c) {
			if j >= 64 || sub&(1<<j) == 0 || a == nil ||
				!fl.Taint(a).Has(analysis.TaintParam|analysis.TaintData|analysis.TaintSender|analysis.TaintOrigin) {
				continue
			}
			if *hooked == nil {
				*hooked = pastAbstractHook(f.CFG())
			}
			if (*hooked)[n.Index] || f.AlwaysReverts() || onceFlag(f) != nil {
				return
			}
			p.Report(Report{Function: f, File: n.Scope.File, At: c.Expr,
				Message: fmt.Sprintf("%s passes %s to %s, which delegatecalls it: any caller chooses the code run in this contract's storage",
					funcLabel(f), Text(n.Scope.File, a), funcLabel(c.Callee))})
			break
		}
	}
}

// reportDelegatedCalls is reportDelegatedArgs for an entry whose own code makes no delegatecall: only its nodes
// that call an internal or library function, past no access check, are looked at.
func reportDelegatedCalls(p *Pass, f *analysis.Function) {
	if !slices.ContainsFunc(f.Scope().Calls(), func(c *analysis.Call) bool {
		return (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && delegatedParamsOf(c.Callee) != 0
	}) {
		return
	}
	gd := f.Guards()
	var hooked []bool
	for _, n := range f.CFG().Nodes {
		if len(n.Calls()) > 0 && !gd.Protected(n) {
			reportDelegatedArgs(p, f, n, &hooked)
		}
	}
}

// delegatedParamsSlot holds delegatedParamsOf's answers in the function's memo.
var delegatedParamsSlot = analysis.NewMemoSlot()

// delegatedParamsOf is delegatedParams for a function called from an entry, worked out once.
func delegatedParamsOf(f *analysis.Function) uint64 {
	return memoFunc(f, delegatedParamsSlot, func() uint64 { return delegatedParams(f, 1) })
}

// delegatedParams returns the parameters of f (bit i: parameter i) that f, or an internal or library function
// it calls (a few calls deep), delegatecalls as the target on a path that no access check of its own protects.
func delegatedParams(f *analysis.Function, depth int) uint64 {
	if depth > 3 || f.Decl.Body == nil || len(f.Decl.Params) == 0 || f.ChecksCaller() {
		return 0
	}
	var mask uint64
	var fl *analysis.Flow
	var gd *analysis.Guards
	for _, n := range f.CFG().Nodes {
		for _, c := range n.Calls() {
			var sub uint64
			switch {
			case c.Kind == analysis.CallLowLevel && (c.Name == "delegatecall" || c.Name == "callcode") && c.Target != nil:
			case (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Callee != f && c.Expr != nil:
				if sub = delegatedParams(c.Callee, depth+1); sub == 0 {
					continue
				}
			default:
				continue
			}
			if gd == nil {
				fl, gd = f.Flow(), f.Guards()
			}
			if gd.Protected(n) {
				continue
			}
			if sub == 0 {
				mask |= fl.Params(c.Target)
				continue
			}
			for j, a := range callArgs(c) {
				if j < 64 && sub&(1<<j) != 0 && a != nil {
					mask |= fl.Params(a)
				}
			}
		}
	}
	return mask
}

// controlledDelegatecall reports whether c, at node n of f, is a delegatecall (or callcode) whose target the
// caller chooses (delegateControlled).
func controlledDelegatecall(m *analysis.Model, f *analysis.Function, n *analysis.Node, c *analysis.Call) bool {
	ok, _ := delegateControlled(m, f, n, c)
	return ok
}

// delegateControlled reports whether call c at node n of f is a delegatecall (or callcode) to an address the
// caller chooses: a parameter or calldata, or a declared state variable (or a local copy of one) that a public
// function sets with no access check. It returns the target's text. A slot the code is kept in by a constant
// (ERC-1967's) is unprotected-upgrade's, which reports the open write instead.
func delegateControlled(m *analysis.Model, f *analysis.Function, n *analysis.Node, c *analysis.Call) (bool, string) {
	sc := n.Scope
	var loc codeLoc
	var text string
	switch {
	case c.Kind == analysis.CallLowLevel && (c.Name == "delegatecall" || c.Name == "callcode") && c.Target != nil:
		if entry := storedEntry(sc, c.Target, 0); entry != nil {
			return entryControlled(m, f, n, c, entry), Text(sc.File, c.Target)
		}
		if sc.Flow().Taint(c.Target).Has(analysis.TaintParam | analysis.TaintData | analysis.TaintSender | analysis.TaintOrigin) {
			if c.Expr != nil && mustFail(n, c.Expr) {
				return false, "" // success reverts the transaction, so no change the callee makes survives
			}
			return true, Text(sc.File, c.Target)
		}
		if answeredByChosen(sc, c.Target, 0) {
			if c.Expr != nil && mustFail(n, c.Expr) {
				return false, ""
			}
			return true, Text(sc.File, c.Target)
		}
		if sym := sc.RootVar(unwrapConversion(c.Target)); sym.Kind == analysis.SymState {
			loc = codeLoc{v: sym.State}
			if sym.State.Slot {
				loc = storedIn(sc, c.Target, 0)
			}
		} else {
			loc = storedIn(sc, c.Target, 0)
		}
		text = Text(sc.File, c.Target)
	default:
		t, as := yulDelegateTarget(n, c)
		if t == nil {
			return false, ""
		}
		binds := yulBindings(as)
		text = Text(sc.File, t)
		if id, ok := t.(*solidity.YulIdentifier); ok {
			if _, bound := binds[id.Name]; !bound {
				if entry := storedEntry(sc, yulIdent(id), 0); entry != nil {
					return entryControlled(m, f, n, c, entry), text
				}
			}
		}
		if yulControlled(sc, binds, t, 0) {
			return true, text
		}
		loc = yulStoredIn(sc, binds, t, 0)
	}
	if loc.v == nil || loc.v.Slot || f.Contract == nil {
		return false, ""
	}
	if text != loc.v.Name && !strings.Contains(text, loc.v.Name) {
		text += " (" + loc.v.Name + ")" // a local copy of the variable
	}
	for _, w := range settersOf(m, f.Contract).openOf(loc.v) {
		// A setter past an abstract hook is judged with each contract's override, by unprotected-upgrade.
		if w.fn != nil && !pastAbstractHook(w.fn.CFG())[w.node.Index] {
			if c.Expr != nil && mustFail(n, c.Expr) {
				return false, ""
			}
			return true, text
		}
	}
	return false, ""
}

// answeredByChosen reports whether e, itself or through a local that keeps it, is the answer of an external
// call to a contract the caller chooses: IBeacon(beacon).implementation() with beacon a parameter returns
// whatever the caller's own contract answers.
func answeredByChosen(sc *analysis.Scope, e solidity.Expr, depth int) bool {
	if depth > 3 || e == nil {
		return false
	}
	switch x := unwrapConversion(unparen(e)).(type) {
	case *solidity.Identifier:
		if init := unchangedInit(sc, x); init != nil {
			return answeredByChosen(sc, init, depth+1)
		}
	case *solidity.CallExpr:
		c := sc.CallOf(x)
		return c != nil && c.Kind == analysis.CallExternal && c.Target != nil &&
			sc.Flow().Taint(c.Target).Has(analysis.TaintParam|analysis.TaintData|analysis.TaintSender|analysis.TaintOrigin)
	}
	return false
}

// pastAbstractHook marks the nodes of g that every path from the entry reaches past a call, by name, of an
// internal function without a body: what they do depends on the override of the contract that runs them.
func pastAbstractHook(g *analysis.CFG) []bool {
	free := make([]bool, len(g.Nodes))
	free[g.Entry.Index] = true
	stack := []*analysis.Node{g.Entry}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if callsAbstract(n) {
			continue
		}
		for _, s := range n.Succs {
			if !free[s.Index] {
				free[s.Index] = true
				stack = append(stack, s)
			}
		}
	}
	for i := range free {
		free[i] = !free[i]
	}
	return free
}

// callsAbstract reports whether a node calls, by name, an internal function without a body.
func callsAbstract(n *analysis.Node) bool {
	for _, c := range n.Calls() {
		if c.Kind == analysis.CallInternal && c.Callee != nil && c.Callee.Decl.Body == nil && c.Expr != nil {
			if _, ok := c.Expr.Fun.(*solidity.Identifier); ok {
				return true
			}
		}
	}
	return false
}

// mustFail reports whether a guard lets execution continue only when the call returns false:
// require(!x.delegatecall(d)) or if (x.delegatecall(d)) revert().
func mustFail(n *analysis.Node, ce *solidity.CallExpr) bool {
	if n.Kind != analysis.NodeGuard || n.Expr == nil {
		return false
	}
	e, neg := n.Expr, 0
	for {
		switch x := e.(type) {
		case *solidity.TupleExpr:
			if len(x.Elems) != 1 || x.Elems[0] == nil {
				return false
			}
			e = x.Elems[0]
			continue
		case *solidity.UnaryExpr:
			if x.Op != "!" {
				return false
			}
			e, neg = x.X, neg+1
			continue
		case *solidity.CallExpr:
			// The guard continues when the condition equals Holds; the call's value is then Holds xor negated.
			return x == ce && (n.Holds != (neg%2 == 1)) == false
		}
		return false
	}
}

// storedEntry returns the mapping entry e reads, itself or through a local that keeps it: a diamond's
// facetOf[msg.sig], a router's implementation[id]. The caller may pick the key, but the address is one the
// contract stored; who can store it decides (entryControlled).
func storedEntry(sc *analysis.Scope, e solidity.Expr, depth int) *solidity.IndexAccess {
	if depth > 3 || e == nil {
		return nil
	}
	switch x := unwrapConversion(unparen(e)).(type) {
	case *solidity.Identifier:
		if init := unchangedInit(sc, x); init != nil {
			return storedEntry(sc, init, depth+1)
		}
	case *solidity.IndexAccess:
		if t := sc.TypeOf(x.X); t != nil && t.Kind == analysis.TypeMapping {
			return x
		}
	}
	return nil
}

// entryControlled reports whether any caller can store the address a delegatecall's target reads from the
// mapping entry: a declared mapping with a public setter lacking an access check; for namespaced storage (a
// field of a struct reached through a function returning a storage pointer, a diamond's), a state-changing
// public function of the contract other than f that reaches such a function, whose writes are not followed here.
func entryControlled(m *analysis.Model, f *analysis.Function, n *analysis.Node, c *analysis.Call, entry *solidity.IndexAccess) bool {
	if c.Expr != nil && mustFail(n, c.Expr) {
		return false
	}
	sc := n.Scope
	if sym := sc.RootVar(entry); sym.Kind == analysis.SymState && !sym.State.Slot && f.Contract != nil {
		for _, w := range settersOf(m, f.Contract).openOf(sym.State) {
			if w.fn != nil && !pastAbstractHook(w.fn.CFG())[w.node.Index] {
				return true
			}
		}
		return false
	}
	if f.Contract == nil {
		return true
	}
	for _, g := range f.Contract.Functions {
		if g == f || !g.IsEntry() || g.IsView() || g.IsConstructor() || g.Decl.Body == nil {
			continue
		}
		if reachesSlotPointer(g, 0, map[*analysis.Function]bool{}) && openlyReachesSlotPointer(g) {
			return true
		}
	}
	return false
}

// openlyReachesSlotPointer reports whether a node of f that no access check protects, other than a check itself
// (onlyOwner reading the owner from the same namespace), calls a function that reaches a storage pointer set in
// assembly: a diamondCut behind onlyOwner stores facets for its owner alone.
func openlyReachesSlotPointer(f *analysis.Function) bool {
	gd := f.Guards()
	for _, n := range f.CFG().Nodes {
		if n.Kind == analysis.NodeGuard || gd.Protected(n) {
			continue
		}
		for _, c := range n.Calls() {
			if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil &&
				reachesSlotPointer(c.Callee, 1, map[*analysis.Function]bool{}) {
				return true
			}
		}
	}
	return false
}

// reachesSlotPointer reports whether f, or an internal or library function it calls (to a depth of 4), returns a
// storage pointer set in assembly.
func reachesSlotPointer(f *analysis.Function, depth int, seen map[*analysis.Function]bool) bool {
	if depth > 4 || seen[f] || f.Decl.Body == nil {
		return false
	}
	seen[f] = true
	if f.ReturnsSlotPointer() {
		return true
	}
	for _, c := range f.Scope().Calls() {
		if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil {
			if reachesSlotPointer(c.Callee, depth+1, seen) {
				return true
			}
		}
	}
	return false
}

// approvedRecord reports whether the target of the delegatecall c, at node n of f, is read from a record whose
// approval a third function records and f checks (approvedElsewhere): a governor running a proposal's init code
// once enough votes were counted for it. The functions that write the record openly are not that third one.
func approvedRecord(m *analysis.Model, f *analysis.Function, n *analysis.Node, c *analysis.Call) bool {
	if c.Target == nil || n.Scope == nil || f.Contract == nil {
		return false
	}
	v, path := placeKey(n.Scope, unwrapConversion(c.Target), false) // through a storage pointer (Bip storage b = bips[id])
	if v == nil || path == "" {
		return false
	}
	// The open writers of the target itself: of the record whole, or of the field the target is read from.
	var writers []*analysis.Function
	for _, w := range settersOf(m, f.Contract).openOf(v) {
		if w.fn == nil || w.node == nil || w.node.Scope == nil {
			continue
		}
		wpath := ""
		if at, ok := w.at.(solidity.Expr); ok {
			_, wpath = placeKey(w.node.Scope, at, false)
		}
		if wpath == "" || strings.HasPrefix(path, wpath) && (len(path) == len(wpath) || path[len(wpath)] == '.' || path[len(wpath)] == '[') {
			writers = append(writers, w.fn)
		}
	}
	return len(writers) > 0 && approvedElsewhere(m, f, v, writers...)
}
