package detector

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UnprotectedUpgrade reports public functions through which any caller can replace the code a contract runs,
// judged in each deployable contract: an upgrade function inherited from an abstract base calls a virtual
// authorization hook, and what that hook checks is decided by the override the contract ends up with.
var UnprotectedUpgrade = &Detector{
	ID:    "unprotected-upgrade",
	Title: "Upgrade anyone can call",
	Description: "The contract is upgradeable: a public function stores the address of the code the proxy runs " +
		"(ERC-1967's implementation or beacon slot, or the slot or variable its fallback delegatecalls), or " +
		"delegatecalls a new implementation. Its authorization hook, as the contract overrides it " +
		"(_authorizeUpgrade in UUPS), checks no caller, or there is no check at all.",
	Exploit: "The attacker calls upgradeToAndCall(attackerContract, data) through the proxy: from then on every " +
		"call runs the attacker's code on the proxy's storage and balance, which they drain, or selfdestruct " +
		"the implementation to brick every proxy using it.",
	Recommendation: "Restrict the hook to the upgrade administrator, e.g. " +
		"`function _authorizeUpgrade(address) internal override onlyOwner {}`, or check the caller in the " +
		"upgrade function.",
	Severity:   vigil.SeverityCritical,
	Confidence: vigil.ConfidenceHigh,
	CWE:        "CWE-284",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runUnprotectedUpgrade,
}

func runUnprotectedUpgrade(p *Pass) error {
	erc := occurrencesOf(p.Model, wordUpgradeSlot).any()
	if !erc && !occurrencesOf(p.Model, wordDelegatecall).any() {
		return nil
	}
	r := &upgradeRun{walks: map[upgradeWalkKey]*upgradeWalk{}, sstore: occurrencesOf(p.Model, wordSstore),
		delegate: occurrencesOf(p.Model, wordDelegatecall)}
	// The findings, one per place at fault, naming every contract and entry point it opens.
	type blame struct {
		fn        *analysis.Function // where the finding is
		at        solidity.Node
		file      *solidity.File
		hook      bool
		contracts []string
		entries   []string
		delegates bool // only a delegatecall of a caller's address, no stored code address
	}
	var blames []*blame
	byAt := map[solidity.Node]*blame{}
	add := func(b blame, contract, entry string) {
		x := byAt[b.at]
		if x == nil {
			x = &b
			byAt[b.at] = x
			blames = append(blames, x)
		}
		x.contracts = appendUnique(x.contracts, contract)
		x.entries = appendUnique(x.entries, entry)
		x.delegates = x.delegates && b.delegates
	}
	for _, k := range p.Model.Contracts {
		if k.Kind != solidity.KindContract || k.Decl.Abstract {
			continue
		}
		r.viaGetter = r.viaGetter[:0]
		r.locs = r.delegatedLocs(k)
		if !erc && len(r.locs) == 0 {
			continue // no code address stored: only a hook in front of a delegatecall can open an upgrade
		}
		for _, e := range k.Functions {
			if !e.IsEntry() || e.IsView() || e.Decl.Body == nil {
				continue
			}
			open := r.walk(k, e, false, nil)
			if len(open.acts) == 0 || onceFlag(e) != nil {
				continue // a run-once initialiser is unprotected-initializer's
			}
			if plain := r.walk(k, e, true, nil); len(plain.acts) > 0 {
				// Open with every hook taken for a check: a stored slot is this detector's, and a declared
				// variable the proxy reads through a getter; another declared variable or a caller's address is
				// delegatecall-user-controlled's, reported at the delegatecall.
				for _, a := range plain.acts {
					if a.loc.slot != "" || (a.loc.v != nil && slices.Contains(r.viaGetter, a.loc.v.Decl)) {
						b := blame{fn: e, at: a.at, file: a.file}
						if a.own != nil {
							b.fn, b.at, b.file = a.ownFn, a.own, a.ownFile
						}
						add(b, k.Name, e.Name)
						break
					}
				}
				continue
			}
			delegates := true
			for _, a := range open.acts {
				delegates = delegates && !a.loc.valid()
			}
			// The hooks to blame: those whose check alone would close every upgrade.
			var blamed []*analysis.Function
			for _, h := range open.hooks {
				if len(r.walk(k, e, false, h).acts) == 0 {
					blamed = append(blamed, h)
				}
			}
			if len(blamed) == 0 {
				blamed = open.hooks // several open hooks on different paths: each lets callers through
			}
			for _, h := range blamed {
				add(blame{fn: h, at: h.Decl, file: h.File, hook: true, delegates: delegates}, k.Name, e.Name)
			}
		}
	}
	for _, b := range blames {
		entry := strings.Join(b.entries, "(), ") + "()"
		names, runs := strings.Join(b.contracts, ", "), "runs"
		if len(b.contracts) > 1 {
			runs = "run"
		}
		var msg string
		switch {
		case b.hook && b.delegates:
			msg = fmt.Sprintf("%s checks no caller: through %s any caller can make %s delegatecall an address they choose",
				funcLabel(b.fn), entry, names)
		case b.hook:
			msg = fmt.Sprintf("%s checks no caller: through %s any caller can replace the code %s %s",
				funcLabel(b.fn), entry, names, runs)
		default:
			through := ""
			if entry != b.fn.Name+"()" {
				through = " through " + entry
			}
			msg = fmt.Sprintf("%s stores the implementation address with no access check: any caller can replace the code %s %s%s",
				funcLabel(b.fn), names, runs, through)
		}
		p.Report(Report{Function: b.fn, File: b.file, At: b.at, Message: msg})
	}
	return nil
}

// upgradeRun is one run's state: the walks made, per contract and function.
type upgradeRun struct {
	walks    map[upgradeWalkKey]*upgradeWalk
	sstore   *wordOccurrences
	delegate *wordOccurrences
	// locs lists the locations the current contract's code delegatecalls to.
	locs []codeLoc
	// viaGetter lists the variables among them that a delegatecall reads only through a getter, which
	// delegatecall-user-controlled does not follow: their open writes are reported here.
	viaGetter []*solidity.StateVariableDeclaration
}

type upgradeWalkKey struct {
	k      *analysis.Contract
	f      *analysis.Function
	strict bool
	shut   *analysis.Function
}

// upgradeWalk is what a function does on paths any caller can take, in a contract k: acts lists the upgrades
// made there (in the function or its callees), hooks the overrides judged open on the way.
type upgradeWalk struct {
	exitOpen bool
	acts     []upgradeAct
	hooks    []*analysis.Function
}

// upgradeAct is an upgrade a function makes: a store to a code location (loc), or a delegatecall of an address
// the caller chooses (loc not valid); at is where, in the function walked (the call leading to it for a callee).
// own is the outermost such place in a function the contract walked declares itself (nil when none is), the
// code its author wrote.
type upgradeAct struct {
	loc     codeLoc
	at      solidity.Node
	file    *solidity.File
	own     solidity.Node
	ownFile *solidity.File
	ownFn   *analysis.Function
}

// delegatedLocs lists the locations k's functions delegatecall to.
func (r *upgradeRun) delegatedLocs(k *analysis.Contract) []codeLoc {
	var out []codeLoc
	for _, f := range k.Functions {
		if f.Decl.Body == nil || !r.delegate.inCode(f) {
			continue
		}
		for _, n := range f.CFG().Nodes {
			for _, c := range n.Calls() {
				var l codeLoc
				getter := false
				if c.Kind == analysis.CallLowLevel && (c.Name == "delegatecall" || c.Name == "callcode") && c.Target != nil {
					if l = storedIn(n.Scope, c.Target, 0); !l.valid() {
						l, getter = getterStoredIn(k, n.Scope, c.Target, 0), true
					}
				} else if t, as := yulDelegateTarget(n, c); t != nil {
					binds := yulBindings(as)
					l = yulStoredIn(n.Scope, binds, t, 0)
					if id, ok := t.(*solidity.YulIdentifier); ok && !l.valid() && binds[id.Name] == nil {
						l, getter = getterStoredIn(k, n.Scope, yulIdent(id), 0), true
					}
				}
				if l.valid() && !slices.Contains(out, l) {
					out = append(out, l)
					if getter && l.v != nil {
						r.viaGetter = append(r.viaGetter, l.v.Decl)
					}
				}
			}
		}
	}
	return out
}

// getterStoredIn is storedIn through a getter too: a local or expression set from a call, with no arguments, of
// k's function returning one stored location (`address impl = implementation();` in a proxy's fallback, the
// getter implemented by a storage base the deployed proxy inherits).
func getterStoredIn(k *analysis.Contract, sc *analysis.Scope, e solidity.Expr, depth int) codeLoc {
	if l := storedIn(sc, e, depth); l.valid() || depth > 3 || e == nil {
		return l
	}
	switch x := unwrapConversion(unparen(e)).(type) {
	case *solidity.Identifier:
		if sym := sc.Resolve(x); sym.Kind == analysis.SymLocal {
			return getterStoredIn(k, sc, sc.Init(sym.Var), depth+1)
		}
	case *solidity.CallExpr:
		id, ok := x.Fun.(*solidity.Identifier)
		if !ok || len(x.Args) != 0 {
			return codeLoc{}
		}
		for _, g := range k.FunctionsNamed(id.Name) {
			if g.Decl.Body == nil || len(g.Decl.Params) != 0 || len(g.Decl.Body.Stmts) != 1 {
				continue
			}
			if r, ok := g.Decl.Body.Stmts[0].(*solidity.ReturnStatement); ok && r.Value != nil {
				return storedIn(g.Scope(), r.Value, depth+1)
			}
		}
	}
	return codeLoc{}
}

// upgrades reports whether storing to l replaces the code the current contract runs.
func (r *upgradeRun) upgrades(l codeLoc) bool {
	if l.erc1967() {
		return true
	}
	if !l.valid() {
		return false
	}
	// A variable a base declares is one StateVar per contract inheriting it: the same declaration is the same
	// storage, whichever contract's function names it.
	for _, x := range r.locs {
		if x.slot == l.slot && (x.v == l.v || (x.v != nil && l.v != nil && x.v.Decl == l.v.Decl)) {
			return true
		}
	}
	return false
}

// resolveIn returns the implementation of f that a call by name reaches in contract k: the override most derived
// in k's linearisation.
func resolveIn(k *analysis.Contract, f *analysis.Function) *analysis.Function {
	if f.Contract == nil || f.Contract.Kind == solidity.KindLibrary || !k.Inherits(f.Contract) {
		return f
	}
	for _, g := range k.FunctionsNamed(f.Name) {
		if g.Signature == f.Signature && g.Decl.Body != nil {
			return g
		}
	}
	return f
}

// hookCall returns the function an internal call by name reaches in k, when it is not the one the call's own
// contract sees (an override, or the body of an abstract function), or nil.
func hookCall(k *analysis.Contract, c *analysis.Call) *analysis.Function {
	if c.Kind != analysis.CallInternal || c.Callee == nil || c.Expr == nil {
		return nil
	}
	if _, ok := c.Expr.Fun.(*solidity.Identifier); !ok {
		return nil // super.f(), this.f(): no virtual lookup from k
	}
	if g := resolveIn(k, c.Callee); g != c.Callee || c.Callee.Decl.Body == nil {
		return g
	}
	return nil
}

// walk follows f's graph in contract k from the entry along the paths any caller can take: past no access
// check, and past a hook only when k's implementation of it lets any caller through (never when strict, nor
// for the hook shut). What the hook itself does counts either way. The result is memoised; a recursive call
// sees the walk in progress, empty.
func (r *upgradeRun) walk(k *analysis.Contract, f *analysis.Function, strict bool, shut *analysis.Function) *upgradeWalk {
	key := upgradeWalkKey{k, f, strict, shut}
	if w := r.walks[key]; w != nil {
		return w
	}
	w := &upgradeWalk{}
	r.walks[key] = w
	if f.Decl.Body == nil {
		return w
	}
	g := f.CFG()
	gd := f.Guards()
	checks := map[*analysis.Node]bool{}
	for _, n := range gd.Checks() {
		checks[n] = true
	}
	reached := make([]bool, len(g.Nodes))
	reached[g.Entry.Index] = true
	stack := []*analysis.Node{g.Entry}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		sc := n.Scope
		hook, closed := false, false
		act := func(a upgradeAct) {
			if f.Contract == k {
				a.own, a.ownFile, a.ownFn = a.at, a.file, f
			}
			w.acts = append(w.acts, a)
		}
		for _, c := range n.Calls() {
			if c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary {
				if c.Kind == analysis.CallLowLevel && (c.Name == "delegatecall" || c.Name == "callcode") && c.Target != nil &&
					sc.Flow().Taint(c.Target).Has(analysis.TaintParam|analysis.TaintData) {
					act(upgradeAct{at: c.Expr, file: sc.File})
				}
				continue
			}
			if c.Callee == nil {
				continue
			}
			callee := c.Callee
			if h := hookCall(k, c); h != nil {
				hook, callee = true, h
				// A hook whose result a condition tests is not judged here: the check may be its return value.
				// An override that checks the caller closes the path: whether anyone can become that caller is
				// for other detectors.
				switch {
				case strict || h == shut || h.Decl.Body == nil || n.Kind == analysis.NodeGuard || n.Kind == analysis.NodeCond:
					closed = true
				case !r.walk(k, h, false, nil).exitOpen || h.ChecksCaller():
					closed = true
				default:
					w.hooks = appendUnique(w.hooks, h)
				}
			}
			sub := r.walk(k, callee, strict, shut)
			for _, a := range sub.acts {
				if a.loc.valid() { // a callee's delegatecall of its parameter is not the caller's choice
					a.at, a.file = c.Expr, sc.File
					act(a)
				}
			}
			for _, h := range sub.hooks {
				w.hooks = appendUnique(w.hooks, h)
			}
		}
		for _, wr := range n.Writes() {
			if l := writtenLoc(sc, wr); r.upgrades(l) {
				act(upgradeAct{loc: l, at: wr.At, file: sc.File})
			}
		}
		if as, ok := n.Stmt.(*solidity.AssemblyStatement); ok && r.sstore.in(sc.File, as.Range()) {
			binds := yulBindings(as)
			solidity.Preorder(as.Body, func(x solidity.Node) bool {
				if y, ok := x.(*solidity.YulCall); ok && y.Name == "sstore" && len(y.Args) == 2 {
					if l := (codeLoc{slot: yulSlotKey(sc, binds, y.Args[0], 0)}); r.upgrades(l) {
						act(upgradeAct{loc: l, at: y, file: sc.File})
					}
				}
				return true
			})
		}
		if closed {
			continue
		}
		for _, s := range n.Succs {
			if reached[s.Index] {
				continue
			}
			// An edge from code any caller reaches into code only privileged callers reach is a check; a hook
			// call is judged above instead, by k's implementation.
			if !hook && gd.Protected(s) && (!gd.Protected(n) || checks[n]) {
				continue
			}
			reached[s.Index] = true
			stack = append(stack, s)
		}
	}
	w.exitOpen = reached[g.Exit.Index]
	return w
}
