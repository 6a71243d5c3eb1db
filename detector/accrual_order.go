package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// AccrualOrder reports a function that calls the contract's accrual (interest, funding, rewards over the time
// since the last update) after it changed what the accrual reads, or after it read what the accrual updates
// and goes on using that read.
var AccrualOrder = &Detector{
	ID:    "accrual-order",
	Title: "Accrual called after the state it depends on was changed or read",
	Description: "An internal function accrues a quantity over the time elapsed since its last checkpoint " +
		"(interest, a funding index, a reward per token): it adds to a state variable a term scaled by the " +
		"elapsed time and moves the checkpoint to now. A function that first changes a state variable the " +
		"accrual reads (the borrows that set the rate, the funding rate itself), and only then accrues, charges " +
		"the whole elapsed period at the new value. A function that first reads a variable the accrual updates " +
		"into a local, then accrues and goes on using the local, settles with a value that misses the period.",
	Exploit: "A borrower raises utilisation and the accrual charges every borrower the higher rate for the " +
		"period before; a trader closes a position and pays funding only up to the previous checkpoint.",
	Recommendation: "Call the accrual first, before any state it reads is changed and before any value it " +
		"updates is read.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceLow,
	CWE:        "CWE-696",
	Requires:   []Requirement{RequireCFG, RequireDataFlow},
	Run:        runAccrualOrder,
}

// accrual is what an accrual function reads and writes: the state it accrues (written with a value built from
// the time and state), its checkpoints (written with the time alone) and the state it reads, itself or through
// the internal functions it calls.
type accrual struct {
	accrued, checkpoint, inputs map[*analysis.StateVar]bool
}

var accrualSlot = analysis.NewMemoSlot()

// accrualOf returns f's accrual, or nil when f accrues nothing: it writes no state with a value that both
// depends on the time and on state, or moves no checkpoint to the time.
func accrualOf(f *analysis.Function) *accrual {
	return memoFunc(f, accrualSlot, func() *accrual {
		if f.Decl.Body == nil || f.IsView() || f.IsConstructor() {
			return nil
		}
		// The state assignments, and whether one stores the clock itself (the checkpoint), told from the
		// syntax before any data flow is asked for.
		sc := f.Scope()
		var assigns []*solidity.AssignExpr
		clocked := false
		for a := range ownStateAssigns(f) {
			if a.RHS == nil {
				continue
			}
			assigns = append(assigns, a)
			if !clocked && a.Op == "=" {
				solidity.Preorder(a.RHS, func(x solidity.Node) bool {
					if e, ok := x.(solidity.Expr); ok && !clocked && isClock(sc, e) {
						clocked = true
					}
					return !clocked
				})
			}
		}
		if !clocked || len(assigns) < 2 {
			return nil
		}
		fl := f.Flow()
		ac := &accrual{accrued: map[*analysis.StateVar]bool{}, checkpoint: map[*analysis.StateVar]bool{}}
		for _, a := range assigns {
			t := fl.Taint(a.RHS)
			if t&(analysis.TaintTime|analysis.TaintBlockNumber) == 0 {
				continue
			}
			v := sc.RootVar(a.LHS).State
			if t.Has(analysis.TaintState) || a.Op != "=" {
				ac.accrued[v] = true
			} else {
				ac.checkpoint[v] = true
			}
		}
		if len(ac.accrued) == 0 || len(ac.checkpoint) == 0 {
			return nil
		}
		ac.inputs = map[*analysis.StateVar]bool{}
		collectReads(f, ac.inputs, map[*analysis.Function]bool{}, 0)
		return ac
	})
}

// collectReads adds to into the state variables f reads, itself and through the internal functions it calls,
// a few calls deep.
func collectReads(f *analysis.Function, into map[*analysis.StateVar]bool, seen map[*analysis.Function]bool, depth int) {
	if f == nil || f.Decl.Body == nil || seen[f] || depth > 3 {
		return
	}
	seen[f] = true
	sc := f.Scope()
	for _, r := range sc.StateReads(f.Decl.Body) {
		into[r.Var] = true
	}
	for _, c := range sc.Calls() {
		if c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary {
			collectReads(c.Callee, into, seen, depth+1)
		}
	}
}

func runAccrualOrder(p *Pass) error {
	for _, f := range entries(p.Model) {
		fsc := f.Scope()
		if f.Decl.Body == nil {
			continue
		}
		found := false
		for _, c := range fsc.Calls() {
			if c.Kind == analysis.CallInternal && c.Callee != nil && c.Callee != f && accrualOf(c.Callee) != nil {
				found = true
				break
			}
		}
		if !found || f.IsView() || f.IsConstructor() || accrualOf(f) != nil {
			continue
		}
		g := f.CFG()
		for _, n := range g.Nodes {
			if n.Scope != fsc {
				continue
			}
			for _, c := range analysis.NodeCalls(n) {
				if c.Kind != analysis.CallInternal || c.Callee == nil || c.Callee == f || c.Expr == nil {
					continue
				}
				if ac := accrualOf(c.Callee); ac != nil {
					checkAccrualOrder(p, f, n, c, ac)
				}
			}
		}
	}
	return nil
}

// checkAccrualOrder reports the call c, at node n of f, to an accrual, when a node before it on every path (and
// after no earlier call to the accrual) writes a variable the accrual reads, or reads a variable it accrues
// into a local that a node after the call uses.
func checkAccrualOrder(p *Pass, f *analysis.Function, n *analysis.Node, c *analysis.Call, ac *accrual) {
	fsc, g := f.Scope(), f.CFG()
	var earlier []*analysis.Node // the calls to an accrual before n
	for _, d := range g.Nodes {
		if d == n || d.Scope != fsc || !dominates(g, d, n) {
			continue
		}
		for _, e := range analysis.NodeCalls(d) {
			if e.Kind == analysis.CallInternal && e.Callee != nil && accrualOf(e.Callee) != nil {
				earlier = append(earlier, d)
			}
		}
	}
	afterAccrual := func(d *analysis.Node) bool {
		for _, e := range earlier {
			if e != d && dominates(g, e, d) {
				return true
			}
		}
		return false
	}
	var after []bool // the nodes reachable from n, found on first need
	for _, d := range g.Nodes {
		if d == n || d.Scope != fsc || !d.HasOwn() || !dominates(g, d, n) || afterAccrual(d) {
			continue
		}
		for _, w := range d.Writes() {
			if ac.inputs[w.Var] && !ac.checkpoint[w.Var] {
				p.Report(Report{Function: f, File: fsc.File, At: c.Expr,
					Message: fmt.Sprintf("%s writes %s (line %d) before it calls %s, which accrues the period since its last update from %s: the whole period is charged at the new value",
						funcLabel(f), w.Var.Decl.Name, stmtLine(d), Text(fsc.File, c.Expr), w.Var.Decl.Name)})
				return
			}
		}
		// A value copied into a local of a value type (uint256 owed = size * (cumulativeFunding - snap)): a
		// storage pointer follows the accrual, and an array's length is no accrued value.
		decl, ok := d.Stmt.(*solidity.VariableDeclarationStatement)
		if !ok || len(decl.Vars) != 1 || decl.Vars[0] == nil || !elementary(decl.Vars[0].Type) {
			continue
		}
		var read *analysis.StateVar
		for _, r := range d.Reads() {
			if ac.accrued[r.Var] && elementary(r.Var.Decl.Type) {
				read = r.Var
				break
			}
		}
		if read == nil {
			continue
		}
		if after == nil {
			after = g.Reachable([]*analysis.Node{n}, nil)
		}
		local := decl.Vars[0]
		for _, m := range g.Nodes {
			if m == n || !after[m.Index] || m.Scope != fsc || !m.HasOwn() || !usesLocal(fsc, m.Own(), local) {
				continue
			}
			p.Report(Report{Function: f, File: fsc.File, At: c.Expr,
				Message: fmt.Sprintf("%s reads %s into %s (line %d) before it calls %s, which accrues %s, and uses %s after: it misses the period the call accrues",
					funcLabel(f), read.Decl.Name, local.Name, stmtLine(d), Text(fsc.File, c.Expr), read.Decl.Name, local.Name)})
			return
		}
	}
}

// usesLocal reports whether the syntax x mentions the local v.
func usesLocal(sc *analysis.Scope, x solidity.Node, v *solidity.VariableDeclaration) bool {
	found := false
	solidity.Preorder(x, func(y solidity.Node) bool {
		if id, ok := y.(*solidity.Identifier); ok && !found && id.Name == v.Name && sc.Resolve(id).Var == v {
			found = true
		}
		return !found
	})
	return found
}

// stmtLine is the line the statement of node d starts on.
func stmtLine(d *analysis.Node) int {
	if d.Stmt != nil {
		return d.Stmt.Range().Start.Line
	}
	if o := d.Own(); o != nil {
		return o.Range().Start.Line
	}
	return 0
}

// elementary reports whether t is an elementary type (uint256, int128, address), not a struct, array or mapping.
func elementary(t solidity.TypeName) bool {
	_, ok := t.(*solidity.ElementaryTypeName)
	return ok
}
