package detector

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// DelegatecallStorageClash reports a delegatecall into a function of the unit that uses a storage slot the
// calling contract keeps something else in.
var DelegatecallStorageClash = &Detector{
	ID:    "delegatecall-storage-clash",
	Title: "Delegatecall into code with another storage layout",
	Description: "delegatecall runs the callee's code on the caller's storage: the callee's state variables are " +
		"read and written at their slots, whatever the caller keeps there. The function called here (known by " +
		"its selector or its contract's type) uses a slot that holds a variable of another type in the calling " +
		"contract, so it reads garbage or overwrites the caller's variable.",
	Exploit: "A library's setTime(uint256) writes its slot 0, which is the caller's library address: an attacker " +
		"calls it with the address of their own contract as the number, and the next delegatecall runs their " +
		"code, which takes the owner slot.",
	Recommendation: "Give the callee exactly the caller's storage layout (inherit a shared storage contract), " +
		"make it a stateless library, or use a normal call.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-112",
	CWE:        "CWE-843",
	Requires:   []Requirement{RequireCFG, RequireCallGraph, RequireGuards},
	Run:        runDelegatecallStorageClash,
}

// DelegatecallOpenForward reports a delegatecall of the caller's own calldata into a contract of the unit that
// has functions changing state without an access check.
var DelegatecallOpenForward = &Detector{
	ID:    "delegatecall-open-forward",
	Title: "Caller's calldata delegatecalled into unprotected code",
	Description: "The function passes the caller's calldata to a delegatecall into a contract whose code is in the " +
		"unit. Any caller can therefore run any public function of that contract on this contract's storage, " +
		"and some of them write state without an access check.",
	Exploit: "As in the first Parity multisig hack: the wallet's fallback forwards msg.data to its library, the " +
		"attacker calls the library's unprotected initWallet through it, becomes the wallet's owner and " +
		"drains it.",
	Recommendation: "Protect every state-changing function of the delegatecalled contract (or make it refuse to " +
		"run twice), or forward only the selectors meant to be public.",
	Severity:   vigil.SeverityCritical,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-112",
	CWE:        "CWE-284",
	Requires:   []Requirement{RequireCFG, RequireCallGraph, RequireGuards, RequireDataFlow},
	Run:        runDelegatecallOpenForward,
}

// delegateSite is a delegatecall and the functions of the unit it runs.
type delegateSite struct {
	f       *analysis.Function
	n       *analysis.Node
	c       *analysis.Call
	callees []*analysis.Function
	// forwarded is set when the caller's calldata picks the function (callees then lists the target's entries).
	forwarded bool
	target    *analysis.Contract
	// via is the address variable the target was inferred from, when the target is not typed (see
	// delegateSites); nil otherwise.
	via *analysis.StateVar
}

// delegateSites finds the delegatecalls whose callee functions the unit tells: by the selector in the data, or
// by the target's contract type when the caller's calldata is passed on.
func delegateSites(m *analysis.Model) []delegateSite {
	return memoSlot(m, delegateSitesSlot, func() []delegateSite {
		if !occurrencesOf(m, wordDelegatecall).any() {
			return nil
		}
		var out, untyped []delegateSite
		// An address variable's contract, when a delegatecall through it selects functions of only one
		// contract of the unit; nil for a variable whose selections disagree.
		var selected map[*analysis.StateVar]*analysis.Contract
		for _, f := range bodies(m) {
			for _, n := range f.CFG().Nodes {
				for _, c := range analysis.NodeCalls(n) {
					if c.Kind != analysis.CallLowLevel || (c.Name != "delegatecall" && c.Name != "callcode") || c.Target == nil || len(c.Args) == 0 {
						continue
					}
					sc := n.Scope
					target := delegateTarget(sc, c)
					if forwardsCalldata(sc, c.Args[0]) {
						if target != nil && target.Kind == solidity.KindContract {
							out = append(out, delegateSite{f: f, n: n, c: c, forwarded: true, target: target,
								callees: target.Functions})
						} else if target == nil && targetVar(sc, c) != nil {
							untyped = append(untyped, delegateSite{f: f, n: n, c: c, forwarded: true})
						}
						continue
					}
					callees := selectedFunctions(m, sc, c, target)
					if len(callees) == 0 {
						continue
					}
					out = append(out, delegateSite{f: f, n: n, c: c, callees: callees, target: target})
					if v := targetVar(sc, c); v != nil && target == nil {
						if selected == nil {
							selected = map[*analysis.StateVar]*analysis.Contract{}
						}
						k, seen := selected[v]
						for _, g := range callees {
							if !seen {
								k, seen = g.Contract, true
							} else if g.Contract != k {
								k = nil
							}
						}
						selected[v] = k
					}
				}
			}
		}
		// A fallback forwarding msg.data to an address variable runs whatever contract is deployed there: the
		// one the other delegatecalls through the variable select functions of (FibonacciBalance's library).
		for _, s := range untyped {
			v := targetVar(s.n.Scope, s.c)
			if k := selected[v]; k != nil && k.Kind == solidity.KindContract {
				s.target, s.callees, s.via = k, k.Functions, v
				out = append(out, s)
			}
		}
		return out
	})
}

// targetVar returns the state variable a delegatecall's target is read from (lib.delegatecall(…),
// address(lib).delegatecall(…)), or nil.
func targetVar(sc *analysis.Scope, c *analysis.Call) *analysis.StateVar {
	if id, ok := unwrapConversion(c.Target).(*solidity.Identifier); ok {
		if sym := sc.Resolve(id); sym.Kind == analysis.SymState {
			return sym.State
		}
	}
	return nil
}

// delegateSitesSlot holds the delegatecall sites of the model.
var delegateSitesSlot = analysis.NewMemoSlot()

// delegateTarget returns the contract a delegatecall's target is typed as (address(lib) with lib of a contract
// type of the unit), or nil.
func delegateTarget(sc *analysis.Scope, c *analysis.Call) *analysis.Contract {
	if t := sc.TypeOf(unwrapConversion(c.Target)); t != nil && t.Kind == analysis.TypeContract && t.Contract != nil {
		return t.Contract
	}
	return nil
}

// forwardsCalldata reports whether the data of a delegatecall is the caller's: msg.data, or a bytes parameter.
func forwardsCalldata(sc *analysis.Scope, data solidity.Expr) bool {
	data = unparen(data)
	if isMsgData(data) {
		return true
	}
	id, ok := data.(*solidity.Identifier)
	if !ok {
		return false
	}
	sym := sc.Resolve(id)
	if sym.Kind != analysis.SymParam || sc.Function == nil || !sc.Function.IsEntry() {
		return false
	}
	t := sc.TypeOf(id)
	return t != nil && t.Kind == analysis.TypeBytes
}

// isMsgData reports whether e is msg.data.
func isMsgData(e solidity.Expr) bool {
	ma, ok := unparen(e).(*solidity.MemberAccess)
	if !ok || ma.Member != "data" {
		return false
	}
	id, ok := ma.X.(*solidity.Identifier)
	return ok && id.Name == "msg"
}

// selectedFunctions returns the functions of the unit a delegatecall's data selects: a selector computed from a
// signature (bytes4(keccak256("f(uint256)")), abi.encodeWithSignature, a constant holding one), or written as
// C.f.selector or abi.encodeCall(C.f, …). A function of the target's contract when it is known, else of any
// contract of the unit with that signature.
func selectedFunctions(m *analysis.Model, sc *analysis.Scope, c *analysis.Call, target *analysis.Contract) []*analysis.Function {
	first := unparen(c.Args[0])
	sig, named := "", ""
	var in *analysis.Contract
	if call, ok := first.(*solidity.CallExpr); ok {
		if cc := sc.CallOf(call); cc != nil && cc.Kind == analysis.CallBuiltin && len(call.Args) > 0 {
			switch cc.Name {
			case "abi.encodeWithSignature":
				sig = stringValue(call.Args[0])
			case "abi.encodeWithSelector", "abi.encodePacked":
				sig, in, named = selectorOf(sc, call.Args[0], 0)
			case "abi.encodeCall":
				in, named = functionRef(sc, call.Args[0])
			default:
				sig, in, named = selectorOf(sc, first, 0)
			}
		} else {
			sig, in, named = selectorOf(sc, first, 0)
		}
	} else {
		sig, in, named = selectorOf(sc, first, 0) // the pre-0.5 form delegatecall(selector, args…)
	}
	if sig == "" && named == "" {
		return nil
	}
	if in == nil {
		in = target
	}
	var out []*analysis.Function
	match := func(f *analysis.Function) bool {
		if f.Decl.Body == nil || !f.IsEntry() {
			return false
		}
		if named != "" {
			return f.Decl.Name == named
		}
		return f.ABISignature() == sig
	}
	if in != nil {
		for _, f := range in.Functions {
			if match(f) {
				out = append(out, f)
			}
		}
		return out
	}
	for _, k := range m.Contracts {
		if k.Kind != solidity.KindContract {
			continue
		}
		for _, f := range k.Declared {
			if match(f) {
				out = append(out, f)
			}
		}
	}
	return out
}

// selectorOf returns the signature a selector expression hashes (bytes4(keccak256("f(uint256)")), or a
// constant initialised with one), or the contract and name of a C.f.selector.
func selectorOf(sc *analysis.Scope, e solidity.Expr, depth int) (sig string, in *analysis.Contract, name string) {
	e = unparen(e)
	if depth > 3 {
		return "", nil, ""
	}
	switch x := e.(type) {
	case *solidity.MemberAccess:
		if x.Member == "selector" {
			in, name = functionRef(sc, x.X)
			return "", in, name
		}
	case *solidity.Identifier:
		sym := sc.Resolve(x)
		if sym.Kind == analysis.SymState && sym.State.Decl.Value != nil && (sym.State.Decl.Constant || sym.State.Decl.Immutable) {
			// The initial value is read where it is declared: in a scope of its own contract's, when it has one.
			if owner := sym.State.Contract; owner != nil && len(owner.Declared) > 0 {
				return selectorOf(owner.Declared[0].Scope(), sym.State.Decl.Value, depth+1)
			}
			return selectorOf(sc, sym.State.Decl.Value, depth+1)
		}
		if sym.Kind == analysis.SymLocal {
			if init := sc.Init(sym.Var); init != nil {
				return selectorOf(sc, init, depth+1)
			}
		}
	case *solidity.CallExpr:
		if len(x.Args) != 1 {
			return "", nil, ""
		}
		if _, conv := x.Fun.(*solidity.ElementaryTypeExpr); conv {
			return selectorOf(sc, x.Args[0], depth+1) // bytes4(…)
		}
		// A constant's initial value is outside any body, where calls are not classified: the hash is told by
		// the built-in's name, when nothing of the unit takes that name.
		if id, ok := x.Fun.(*solidity.Identifier); ok && (id.Name == "keccak256" || id.Name == "sha3") && sc.Resolve(id).Kind == analysis.SymBuiltin {
			arg := unparen(x.Args[0])
			if inner, ok := arg.(*solidity.CallExpr); ok && len(inner.Args) == 1 {
				arg = unparen(inner.Args[0]) // keccak256(abi.encodePacked("f()")) or keccak256(bytes("f()"))
			}
			return stringValue(arg), nil, ""
		}
	}
	return "", nil, ""
}

// functionRef returns the contract and name of a function reference C.f (or this.f).
func functionRef(sc *analysis.Scope, e solidity.Expr) (*analysis.Contract, string) {
	ma, ok := unparen(e).(*solidity.MemberAccess)
	if !ok {
		return nil, ""
	}
	if id, ok := ma.X.(*solidity.Identifier); ok && id.Name == "this" {
		return sc.Contract, ma.Member
	}
	if t := sc.TypeOf(ma.X); t != nil && t.Kind == analysis.TypeContract && t.Contract != nil {
		return t.Contract, ma.Member
	}
	if id, ok := ma.X.(*solidity.Identifier); ok {
		if sym := sc.Resolve(id); sym.Kind == analysis.SymContract && sym.Contract != nil {
			return sym.Contract, ma.Member
		}
	}
	return nil, ""
}

// stringValue returns the value of a string literal, or "".
func stringValue(e solidity.Expr) string {
	if lit, ok := unparen(e).(*solidity.StringLiteral); ok && lit.Kind == solidity.StringPlain {
		return lit.Value
	}
	return ""
}

// storageUse is a state variable a delegatecalled function reads or writes, where it lives, and where.
type storageUse struct {
	slot  analysis.StorageSlot
	write bool
	fn    *analysis.Function
	at    solidity.Node
	file  *solidity.File
}

// storageUses returns the state variables f uses, directly or through the internal functions and modifiers it
// runs, with their place in f's contract's layout; writes come before reads of the same variable.
func storageUses(cg *analysis.CallGraph, f *analysis.Function) []storageUse {
	k := f.Contract
	if k == nil {
		return nil
	}
	layout, _ := k.Layout()
	where := func(v *analysis.StateVar) (analysis.StorageSlot, bool) {
		for _, s := range layout {
			if s.Var == v {
				return s, true
			}
		}
		return analysis.StorageSlot{}, false
	}
	var out []storageUse
	seen := map[*analysis.StateVar]int{}
	add := func(v *analysis.StateVar, write bool, fn *analysis.Function, at solidity.Node, file *solidity.File) {
		if i, ok := seen[v]; ok {
			if write && !out[i].write {
				out[i] = storageUse{slot: out[i].slot, write: true, fn: fn, at: at, file: file}
			}
			return
		}
		s, ok := where(v)
		if !ok {
			return
		}
		seen[v] = len(out)
		out = append(out, storageUse{slot: s, write: write, fn: fn, at: at, file: file})
	}
	visited := map[*analysis.Function]bool{}
	var visit func(fn *analysis.Function, depth int)
	visit = func(fn *analysis.Function, depth int) {
		if visited[fn] || depth > 6 {
			return
		}
		visited[fn] = true
		for _, n := range fn.CFG().Nodes {
			file := fn.File
			if n.Scope != nil {
				file = n.Scope.File
			}
			for _, w := range n.Writes() {
				add(w.Var, true, fn, w.At, file)
			}
			for _, r := range n.Reads() {
				add(r.Var, false, fn, r.At, file)
			}
		}
		for _, e := range cg.Out(fn) {
			if e.Callee != nil && e.Call != nil && e.Call.Kind == analysis.CallInternal {
				visit(e.Callee, depth+1)
			}
		}
	}
	visit(f, 0)
	return out
}

// clashWith returns the caller's variables whose storage overlaps u's in another way than the same type at the
// same place.
func clashWith(caller []analysis.StorageSlot, u storageUse) []analysis.StorageSlot {
	var out []analysis.StorageSlot
	for _, s := range caller {
		if s.End() <= u.slot.Start() || u.slot.End() <= s.Start() {
			continue
		}
		if s.Start() == u.slot.Start() && s.Size == u.slot.Size && s.Type == u.slot.Type {
			continue
		}
		out = append(out, s)
	}
	return out
}

func runDelegatecallStorageClash(p *Pass) error {
	sites := delegateSites(p.Model)
	if len(sites) == 0 {
		return nil
	}
	cg := p.Model.CallGraph()
	for _, s := range sites {
		if s.forwarded || s.f.Contract == nil {
			continue
		}
		caller, _ := s.f.Contract.Layout()
		// With several candidates (a signature more than one contract of the unit implements), every one must
		// clash: any of them may be the one deployed at the target.
		type clash struct {
			callee *analysis.Function
			use    storageUse
			theirs analysis.StorageSlot
		}
		var found []clash
		all := true
		for _, callee := range s.callees {
			if callee.Contract == s.f.Contract || slices.Contains(s.f.Contract.Linearization, callee.Contract) {
				all = false
				break
			}
			var best *clash
			for _, u := range storageUses(cg, callee) {
				if cs := clashWith(caller, u); len(cs) > 0 && (best == nil || u.write && !best.use.write) {
					best = &clash{callee: callee, use: u, theirs: cs[0]}
				}
			}
			if best == nil {
				all = false
				break
			}
			found = append(found, *best)
		}
		if !all || len(found) == 0 {
			continue
		}
		cl := found[0]
		verb, sev := "reads", vigil.SeverityMedium
		if cl.use.write {
			verb, sev = "writes", vigil.Severity("")
		}
		if s.f.Guards().Protected(s.n) && sev == "" {
			sev = vigil.SeverityMedium // only a privileged caller can set the clash off
		}
		sc := s.n.Scope
		p.Report(Report{Function: s.f, File: sc.File, At: s.c.Node(), Severity: sev,
			Message: fmt.Sprintf("%s delegatecalls %s, which %s storage slot %d as %s %s; in %s that slot holds %s %s",
				funcLabel(s.f), funcLabel(cl.callee), verb, cl.use.slot.Slot, cl.use.slot.Type, cl.use.slot.Var.Name,
				s.f.Contract.Name, cl.theirs.Type, cl.theirs.Var.Name),
			Related: []Related{{File: cl.use.file, At: cl.use.at, Message: "the callee's use of the slot"}}})
	}
	return nil
}

func runDelegatecallOpenForward(p *Pass) error {
	sites := delegateSites(p.Model)
	if len(sites) == 0 {
		return nil
	}
	cg := p.Model.CallGraph()
	for _, s := range sites {
		if !s.forwarded || s.f.Contract == nil || s.target == s.f.Contract || !s.f.IsEntry() || s.f.Guards().Protected(s.n) {
			continue
		}
		if slices.Contains(s.f.Contract.Linearization, s.target) {
			continue // the contract's own code: its own checks apply
		}
		var names []string
		var first *analysis.Function
		var at solidity.Node
		for _, g := range s.callees {
			if g.Decl.Body == nil || !g.IsEntry() || g.IsView() || onceFlag(g) != nil {
				continue
			}
			gd := g.Guards()
			w := openWrite(cg, g, gd)
			if w == nil {
				continue
			}
			if first == nil {
				first, at = g, w
			}
			names = append(names, g.Name+"()")
		}
		if first == nil {
			continue
		}
		if len(names) > 3 {
			names = append(names[:3], "…")
		}
		sc := s.n.Scope
		target := s.target.Name
		if s.via != nil {
			target += " (the contract behind " + s.via.Name + ", which its other delegatecalls select functions of)"
		}
		p.Report(Report{Function: s.f, File: sc.File, At: s.c.Node(),
			Message: fmt.Sprintf("%s delegatecalls %s with the caller's calldata: any caller can run %s on %s's storage without an access check",
				funcLabel(s.f), target, strings.Join(names, ", "), s.f.Contract.Name),
			Related: []Related{{File: first.File, At: at, Message: "state written by " + funcLabel(first)}}})
	}
	return nil
}

// openWrite returns a state write in g (or the internal functions it calls) that a caller reaches without an
// access check, or nil.
func openWrite(cg *analysis.CallGraph, g *analysis.Function, gd *analysis.Guards) solidity.Node {
	for _, n := range g.CFG().Nodes {
		if gd.Protected(n) || !gd.Live(n) {
			continue
		}
		if ws := n.Writes(); len(ws) > 0 {
			return ws[0].At
		}
		for _, c := range analysis.NodeCalls(n) {
			if c.Kind == analysis.CallInternal && c.Callee != nil && len(storageWrites(cg, c.Callee)) > 0 {
				return c.Node()
			}
		}
	}
	return nil
}

// storageWrites returns the uses of storageUses(f) that write.
func storageWrites(cg *analysis.CallGraph, f *analysis.Function) []storageUse {
	var out []storageUse
	for _, u := range storageUses(cg, f) {
		if u.write {
			out = append(out, u)
		}
	}
	return out
}
