package detector

import (
	"fmt"
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UnprotectedInitializer reports public initialiser-like functions that anyone can call again: without a
// one-time flag, or with a flag another function lets anyone reset.
var UnprotectedInitializer = &Detector{
	ID:    "unprotected-initializer",
	Title: "Initialiser callable by anyone, more than once",
	Description: "A public function sets up the contract the way a constructor would: it writes the account that " +
		"access checks compare the caller with, together with other configuration. Nothing stops a second call: " +
		"there is no one-time flag, or the flag can be reset by a function anyone may call. (Recognised by what " +
		"the function writes, not by its name.)",
	Exploit: "After deployment the attacker calls the initialiser again, becomes the privileged account, and uses " +
		"its rights to drain or destroy the contract (as in the Parity multisig hack).",
	Recommendation: "Set up privileged state in the constructor, or guard the initialiser with a one-time flag that " +
		"no other function can reset (e.g. OpenZeppelin's Initializable), and initialise in the deployment " +
		"transaction.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceHigh,
	CWE:        "CWE-665",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runUnprotectedInitializer,
}

func runUnprotectedInitializer(p *Pass) error {
	for _, gwr := range guardWritersOf(p.Model).writers {
		if !gwr.isInit {
			continue
		}
		f, init := gwr.f, gwr.init
		if init.flag == nil {
			p.Report(Report{Function: f, From: f.Decl, At: init.guardWrite.at, File: init.guardWrite.node.Scope.File,
				Message: fmt.Sprintf("%s sets up the contract like a constructor (%s and %d other state variables) but any caller can call it again, with no one-time flag", funcLabel(f), init.guardWrite.v.Name, init.others)})
			continue
		}
		if reset := openFlagReset(f, init.flag); reset != nil {
			p.Report(Report{Function: f, From: f.Decl, At: init.guardWrite.at, File: init.guardWrite.node.Scope.File,
				Message: fmt.Sprintf("%s is guarded by the one-time flag %s, but %s lets any caller reset it", funcLabel(f), init.flag.Name, funcLabel(reset.f)),
				Related: []Related{{File: reset.file, At: reset.at, Message: "flag reset here"}}})
			continue
		}
		if k := firstCallerDeploys(p.Model, f, init.guardWrite); k != nil {
			p.Report(Report{Function: f, From: f.Decl, At: init.guardWrite.at, File: init.guardWrite.node.Scope.File,
				// Low: a proxy or a factory that calls it in the deploying transaction leaves no gap to use.
				Severity: vigil.SeverityLow, Confidence: vigil.ConfidenceLow,
				Message: fmt.Sprintf("%s sets %s to an account its caller picks, once, and %s has no constructor to do it at deployment: unless a proxy or factory calls it in the deploying transaction, whoever calls it first takes the contract",
					funcLabel(f), init.guardWrite.v.Name, k.Name)})
		}
	}
	return nil
}

// firstCallerDeploys returns a contract that can be deployed with f, an initialiser behind a one-time flag that
// makes w, the write of the account access checks compare the caller with, from a value its caller picks, when
// the contract has no constructor in which its deployer could have set the account or locked the flag: the set-up
// is then a transaction of its own, and the first caller of f, whoever it is, becomes the privileged account.
// Units that delegatecall or selfdestruct are left out: an implementation a proxy runs, or one whose first caller
// can destroy it, is the concern of uninitialized-implementation.
func firstCallerDeploys(m *analysis.Model, f *analysis.Function, w write) *analysis.Contract {
	if occurrencesOf(m, wordDelegatecall).any() || callsIn(m).all&callsSelfdestruct != 0 || !writtenFromCaller(w) {
		return nil
	}
	for _, k := range m.Contracts {
		if k.Kind != solidity.KindContract || k.Decl.Abstract || !slices.Contains(k.Functions, f) {
			continue
		}
		hasCtor := false
		for _, c := range k.Linearization {
			for _, g := range c.Declared {
				if g.IsConstructor() {
					hasCtor = true
				}
			}
		}
		if !hasCtor {
			return k
		}
	}
	return nil
}

// writtenFromCaller reports whether the write w stores a value the caller picks (msg.sender or an argument):
// the right side of its assignment, or an argument of the internal call that makes it.
func writtenFromCaller(w write) bool {
	n := w.node
	if n == nil || n.Scope == nil || n.Expr == nil {
		return false
	}
	fl := n.Scope.Flow()
	if ce, ok := w.at.(*solidity.CallExpr); ok {
		for _, a := range ce.Args {
			if fl.Taint(a).Has(analysis.TaintSender | analysis.TaintParam) {
				return true
			}
		}
		return false
	}
	from := false
	solidity.Preorder(n.Expr, func(x solidity.Node) bool {
		if a, ok := x.(*solidity.AssignExpr); ok && solidity.Node(a.LHS) == w.at {
			from = fl.Taint(a.RHS).Has(analysis.TaintSender | analysis.TaintParam)
		}
		return !from
	})
	return from
}

// initShape describes an initialiser-like function.
type initShape struct {
	guardWrite write
	others     int
	// flag is the one-time flag the function checks and then sets; nil when there is none.
	flag *analysis.StateVar
}

// initializerShape tells whether f is initialiser-like: on paths any caller reaches it writes a stored account
// that access checks compare the caller with, and either checks and sets a one-time flag or sets up at least two
// other state variables as a constructor would. It is asked only of functions that write such an account on some
// path (findGuardWriters), which rules out most functions before their paths are examined.
func initializerShape(f *analysis.Function, guards map[*analysis.StateVar]callerGuard) (initShape, bool) {
	if f.IsView() || f.Decl.Body == nil || paidFor(f) {
		// A position bought with ether (a game's player, an auction's leader) is not a set-up.
		return initShape{}, false
	}
	open := openNodes(f)
	var sh initShape
	found := false
	others := map[*analysis.StateVar]bool{}
	for _, n := range f.CFG().Nodes {
		if !open[n.Index] {
			continue
		}
		for _, w := range nodeWrites(n) {
			if g, ok := guards[w.v]; ok && !g.keyed {
				if !found {
					sh.guardWrite, found = w, true
				}
				continue
			}
			if _, isMapping := w.v.Decl.Type.(*solidity.Mapping); !isMapping {
				others[w.v] = true
			}
		}
	}
	if !found {
		return initShape{}, false
	}
	sh.flag = onceFlag(f)
	delete(others, sh.flag)
	sh.others = len(others)
	if sh.flag == nil && sh.others < 2 {
		return initShape{}, false
	}
	return sh, true
}

// onceFlag returns a state variable that f tests against a constant in a guard (require(!initialized),
// require(owner == address(0)), _initialized < 1) and then writes: the one-time flag of an initialiser. It is
// worked out once per function and model: many detectors ask, for every function of every contract.
func onceFlag(f *analysis.Function) *analysis.StateVar {
	return memoFunc(f, onceFlagSlot, func() *analysis.StateVar { return findOnceFlag(f) })
}

// onceFlagSlot holds onceFlag's answers in the function's memo.
var onceFlagSlot = analysis.NewMemoSlot()

// findOnceFlag is onceFlag, worked out. A flag an internal function called on the way checks and sets counts
// too (Gnosis Safe's setup calls setupOwners, which requires threshold == 0 and then sets it).
func findOnceFlag(f *analysis.Function) *analysis.StateVar {
	if v := ownOnceFlag(f, f); v != nil {
		return v
	}
	if v := slotOnceFlag(f); v != nil {
		return v
	}
	for _, n := range f.CFG().Nodes {
		for _, c := range n.Calls() {
			if c.Kind == analysis.CallInternal && c.Callee != nil && c.Callee != f && c.Callee.Decl.Body != nil {
				if v := ownOnceFlag(c.Callee, f); v != nil {
					return v
				}
				if v := slotOnceFlag(c.Callee); v != nil {
					return v
				}
			}
		}
	}
	return nil
}

// slotOnceFlag finds a one-time check of storage kept at a constant slot: a guard compares a getter's result
// with a constant (require(_implementation() == address(0))), the getter reads the slot in assembly, and after
// the guard f calls a function that writes the same slot (_setImplementation): OpenZeppelin's
// InitializableUpgradeabilityProxy, which Aave's proxies still use. It returns the slot's constant.
func slotOnceFlag(f *analysis.Function) *analysis.StateVar {
	g := f.CFG()
	for _, n := range g.Nodes {
		if n.Kind != analysis.NodeGuard || n.Expr == nil || n.Scope == nil {
			continue
		}
		b, ok := unparen(n.Expr).(*solidity.BinaryExpr)
		if !ok || !comparisonOps[b.Op] {
			continue
		}
		var slot *analysis.StateVar
		for _, pair := range [2][2]solidity.Expr{{b.X, b.Y}, {b.Y, b.X}} {
			call, ok := unparen(pair[0]).(*solidity.CallExpr)
			if !ok || len(call.Args) != 0 || !isConstExpr(n.Scope, pair[1]) {
				continue
			}
			if c := n.Scope.CallOf(call); c != nil && c.Kind == analysis.CallInternal && c.Callee != nil {
				slot = assemblySlot(c.Callee, "sload")
			}
		}
		if slot == nil {
			continue
		}
		after := g.After(n)
		for _, m := range g.Nodes {
			if !after[m.Index] {
				continue
			}
			for _, c := range m.Calls() {
				if c.Kind == analysis.CallInternal && c.Callee != nil && assemblySlot(c.Callee, "sstore") == slot {
					return slot
				}
			}
		}
	}
	return nil
}

// assemblySlot returns the constant naming the slot that f's inline assembly reads or writes (op sload or
// sstore): sload(slot) with `bytes32 slot = IMPLEMENTATION_SLOT;` before the block, or the constant itself.
func assemblySlot(f *analysis.Function, op string) *analysis.StateVar {
	if f == nil || f.Decl.Body == nil || f.Contract == nil {
		return nil
	}
	sc := f.Scope()
	var name string
	solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
		if c, ok := x.(*solidity.YulCall); ok && c.Name == op && len(c.Args) > 0 && name == "" {
			if id, ok := c.Args[0].(*solidity.YulIdentifier); ok {
				name = id.Name
			}
		}
		return name == ""
	})
	if name == "" {
		return nil
	}
	var found *analysis.StateVar
	solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
		if d, ok := x.(*solidity.VariableDeclarationStatement); ok && len(d.Vars) == 1 && d.Vars[0] != nil && d.Vars[0].Name == name && d.Value != nil {
			if id, ok := unparen(d.Value).(*solidity.Identifier); ok {
				if sym := sc.Resolve(id); sym.Kind == analysis.SymState && sym.State.Decl.Constant {
					found = sym.State
				}
			}
		}
		return found == nil
	})
	if found != nil {
		return found
	}
	for _, v := range f.Contract.StateVars {
		if v.Name == name && v.Decl.Constant {
			return v
		}
	}
	return nil
}

// ownOnceFlag is onceFlag of f's own guards and the writes after them, for f called by outer (f itself, or a
// function calling it): a variable outer releases is a lock, not a flag.
func ownOnceFlag(f, outer *analysis.Function) *analysis.StateVar {
	g := f.CFG()
	// The flag must be written after its check, by a node itself or by a function it calls (nodeWrites): a
	// graph with neither kind of node sets no flag, and its guards need not be read.
	if !g.WritesState() && !slices.ContainsFunc(g.AllCalls(), setterCall) {
		return nil
	}
	for _, n := range g.Nodes {
		if n.Kind != analysis.NodeGuard || n.Expr == nil || n.Scope == nil {
			continue
		}
		checked := map[*analysis.StateVar]bool{}
		flagTests(n.Scope, n.Expr, checked)
		if len(checked) == 0 {
			continue
		}
		after := g.After(n)
		for _, m := range g.Nodes {
			if !after[m.Index] {
				continue
			}
			for _, w := range nodeWrites(m) {
				if checked[w.v] && !releasedAfter(g, after, w.v) && !releasedIn(outer, w.v) {
					return w.v
				}
			}
		}
	}
	return nil
}

// releasedIn reports whether f, in its own body (modifiers included) or in an internal function it calls
// directly, assigns v two different values on any path: a lock taken and released. Paths are not asked, because a
// `return` in the body of a nonReentrant function is modelled as leaving before the modifier's release, and
// OpenZeppelin 5's guard takes and releases its lock in two private helpers (_nonReentrantBefore/After).
func releasedIn(f *analysis.Function, v *analysis.StateVar) bool {
	var first []byte
	released := false
	scan := func(g *analysis.CFG) {
		for _, m := range g.Nodes {
			if released || m.Expr == nil || m.Scope == nil {
				continue
			}
			for _, w := range m.Writes() {
				if w.Var != v {
					continue
				}
				a, ok := solidity.Unparen(m.Expr).(*solidity.AssignExpr)
				if !ok || solidity.Node(a.LHS) != w.At || a.Op != "=" {
					continue
				}
				t := keyText(m.Scope.File.Src, a.RHS)
				if first == nil {
					first = t
				} else if !sameKey(first, t) {
					released = true
				}
			}
		}
	}
	g := f.CFG()
	scan(g)
	// The modifiers' bodies as written: their code after `_` is not on the graph when the body returns.
	for _, inv := range f.Decl.Modifiers {
		if released || f.Contract == nil || inv == nil || inv.Name == nil || len(inv.Name.Names) == 0 {
			continue
		}
		md := f.Contract.Modifiers[inv.Name.Names[len(inv.Name.Names)-1]]
		if md == nil || md.Decl.Body == nil {
			continue
		}
		sc := md.Scope()
		solidity.Preorder(md.Decl.Body, func(x solidity.Node) bool {
			a, ok := x.(*solidity.AssignExpr)
			if !ok || a.Op != "=" || released {
				return !released
			}
			if id, ok := solidity.Unparen(a.LHS).(*solidity.Identifier); ok {
				if sym := sc.Resolve(id); sym.Kind == analysis.SymState && sym.State == v {
					t := keyText(sc.File.Src, a.RHS)
					if first == nil {
						first = t
					} else if !sameKey(first, t) {
						released = true
					}
				}
			}
			return true
		})
	}
	for _, n := range g.Nodes {
		for _, c := range n.Calls() {
			if !released && c.Kind == analysis.CallInternal && c.Callee != nil && c.Callee != f && c.Callee.Decl.Body != nil {
				scan(c.Callee.CFG())
			}
		}
	}
	return released
}

// releasedAfter reports whether the nodes after a guard (after) assign v two different values: a reentrancy
// lock set on the way in and released on the way out (`_status = ENTERED; _; _status = NOT_ENTERED;`), which
// lets the code behind it run again, unlike a one-time flag.
func releasedAfter(g *analysis.CFG, after []bool, v *analysis.StateVar) bool {
	var first solidity.Expr
	for _, m := range g.Nodes {
		if !after[m.Index] || m.Expr == nil || m.Scope == nil {
			continue
		}
		for _, w := range m.Writes() {
			if w.Var != v {
				continue
			}
			a, ok := solidity.Unparen(m.Expr).(*solidity.AssignExpr)
			if !ok || solidity.Node(a.LHS) != w.At || a.Op != "=" {
				continue
			}
			if first == nil {
				first = a.RHS
			} else if !sameKey(keyText(m.Scope.File.Src, first), keyText(m.Scope.File.Src, a.RHS)) {
				return true
			}
		}
	}
	return false
}

// flagTests collects the state variables a condition tests against constants: a bare boolean, its negation, or
// a comparison with a constant, in any conjunct or disjunct.
//
// A local that keeps such a test, or the flag itself, and is never reassigned counts as what it keeps
// (OpenZeppelin's `bool initialSetup = initialized == 0 && isTopLevelCall;`, with `uint64 initialized =
// $._initialized;`).
func flagTests(sc *analysis.Scope, e solidity.Expr, out map[*analysis.StateVar]bool) {
	flagTestsDepth(sc, e, out, 0)
}

func flagTestsDepth(sc *analysis.Scope, e solidity.Expr, out map[*analysis.StateVar]bool, depth int) {
	eachFlagOperand(e, depth, func(x solidity.Expr, compared bool, depth int) {
		if v := directState(sc, x); v != nil {
			out[v] = true
		} else if init := unchangedInit(sc, x); init != nil {
			if compared {
				if v := directState(sc, init); v != nil {
					out[v] = true
				}
			} else {
				flagTestsDepth(sc, init, out, depth+1)
			}
		}
	}, func(x solidity.Expr) bool { return isConstExpr(sc, x) })
}

// eachFlagOperand calls leaf with each value condition e tests against a constant: a bare operand, the operand
// of a negation, or the side of a comparison whose other side is constant (compared), in any conjunct or
// disjunct, to a depth of 4 from depth.
func eachFlagOperand(e solidity.Expr, depth int, leaf func(x solidity.Expr, compared bool, depth int), isConst func(solidity.Expr) bool) {
	if depth > 4 {
		return
	}
	switch x := unparen(e).(type) {
	case *solidity.UnaryExpr:
		if x.Op == "!" {
			eachFlagOperand(x.X, depth+1, leaf, isConst)
		}
	case *solidity.Identifier, *solidity.MemberAccess:
		leaf(x, false, depth)
	case *solidity.BinaryExpr:
		switch x.Op {
		case "&&", "||":
			eachFlagOperand(x.X, depth+1, leaf, isConst)
			eachFlagOperand(x.Y, depth+1, leaf, isConst)
		default:
			if !comparisonOps[x.Op] {
				return
			}
			if isConst(x.Y) {
				leaf(x.X, true, depth)
			}
			if isConst(x.X) {
				leaf(x.Y, true, depth)
			}
		}
	}
}

type flagReset struct {
	f    *analysis.Function
	at   solidity.Node
	file *solidity.File
}

// openFlagReset finds another public function that writes the flag on a path any caller reaches. Functions that
// never write the flag are ruled out before their paths are examined.
func openFlagReset(init *analysis.Function, flag *analysis.StateVar) *flagReset {
	if init.Contract == nil {
		return nil
	}
	for _, g := range init.Contract.Functions {
		if g == init || !g.IsEntry() || g.IsView() || g.Decl.Body == nil || !writesVar(g, flag) {
			continue
		}
		open := openNodes(g)
		if g.Guards().AccessChecked() {
			// Every way out passes an access check: an unprivileged call reverts, with the writes it made
			// before the check (reinitializer(2) ahead of onlyOwner).
			continue
		}
		for _, n := range g.CFG().Nodes {
			if !open[n.Index] {
				continue
			}
			for _, w := range nodeWrites(n) {
				if w.v == flag {
					return &flagReset{f: g, at: w.at, file: n.Scope.File}
				}
			}
		}
	}
	return nil
}

// writesVar reports whether a node of f writes v, itself or through the internal functions it calls (as nodeWrites
// counts writes).
func writesVar(f *analysis.Function, v *analysis.StateVar) bool {
	for _, n := range f.CFG().Nodes {
		for _, w := range n.Writes() {
			if w.Var == v {
				return true
			}
		}
		for _, c := range n.Calls() {
			if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Expr != nil && slices.Contains(c.Callee.WrittenState(), v) {
				return true
			}
		}
	}
	return false
}

// resetElsewhere reports whether a function of v's hierarchy other than outer and the constructors sets the flag
// v back: assigns a bool flag at all, or any flag its unset value (v = 0, delete v). A switch thrown both ways, a
// pause and its unpause, is no one-time flag; an initializer's version raised by a reinitializer still is.
func resetElsewhere(v *analysis.StateVar, outer *analysis.Function) bool {
	if v == nil || v.Contract == nil || v.Slot {
		return false
	}
	t, _ := v.Decl.Type.(*solidity.ElementaryTypeName)
	isBool := t != nil && t.Name == "bool"
	for g := range v.Contract.HierarchyBodies() {
		if g == outer || g.IsConstructor() || !g.CFG().WritesState() {
			continue
		}
		for _, n := range g.CFG().Nodes {
			if n.Expr == nil || !slices.ContainsFunc(n.Writes(), func(w analysis.StateAccess) bool { return w.Var == v }) {
				continue
			}
			switch x := solidity.Unparen(n.Expr).(type) {
			case *solidity.AssignExpr:
				if x.Op == "=" && (isBool || isDefaultValue(x.RHS)) {
					return true
				}
			case *solidity.UnaryExpr:
				if x.Op == "delete" {
					return true
				}
			}
		}
	}
	return false
}
