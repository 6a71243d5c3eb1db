package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// QueuedWithdrawalUnslashed reports withdrawal queues that fix the amount owed when the withdrawal is queued,
// valued at a factor an access-checked function cuts (a slashing factor, an exchange rate written down on a
// loss), and pay that fixed amount after a delay without reading the factor again: a cut made during the delay
// does not reach the queued withdrawals.
var QueuedWithdrawalUnslashed = &Detector{
	ID:    "queued-withdrawal-unslashed",
	Title: "Queued withdrawal escapes a cut made during its delay",
	Description: "A public function records a withdrawal whose amount it values with a stored factor (shares " +
		"times a slashing or exchange-rate factor), another public function pays the recorded amount once a " +
		"delay has passed, and a privileged function cuts the factor (scales it down, subtracts from it). The " +
		"payment reads the amount as it was valued when queued and never the factor: slashing, or a loss, " +
		"recorded during the delay reaches the stakers who stayed but not those already in the queue.",
	Exploit: "A staker who sees a slashing coming (an operator's misbehaviour is public before it is punished) " +
		"queues a withdrawal of all its shares; the slashing lands during the delay and cuts only the stakers " +
		"left; the staker completes its withdrawal at the value before the cut, and the loss it escaped falls on " +
		"the others.",
	Recommendation: "Keep queued withdrawals in shares (or scaled units) and value them with the factor when they " +
		"are completed, or take the lower of the values at queueing and at completion, so that a cut made during " +
		"the delay reaches them.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceLow,
	CWE:        "CWE-841",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runQueuedWithdrawalUnslashed,
}

func runQueuedWithdrawalUnslashed(p *Pass) error {
	facts := functionFacts(p.Model)
	for i := range facts {
		fx := &facts[i]
		f := fx.fn
		if !fx.entry || fx.view || fx.constructor || len(fx.calls) == 0 || f.Contract == nil {
			continue
		}
		for _, cs := range fx.calls {
			c, n := cs.call, cs.node
			if n.Scope == nil || c.Expr == nil {
				continue
			}
			var amount solidity.Expr
			switch {
			case c.Kind == analysis.CallLowLevel && c.Name == "call" && c.Value != nil:
				amount = c.Value
			case (c.Kind == analysis.CallTransfer || c.Kind == analysis.CallSend) && len(c.Args) == 1:
				amount = c.Args[0]
			default:
				continue
			}
			// The amount paid is a field of a stored record (q.amount, queued[id].amount).
			if _, ok := unparen(amount).(*solidity.MemberAccess); !ok {
				continue
			}
			rec := n.Scope.RootVar(unparen(amount))
			if rec.Kind != analysis.SymState || rec.State == nil {
				continue
			}
			if !waitsDelay(f) {
				continue
			}
			reportUnslashed(p, f, n, amount, rec.State)
		}
	}
	return nil
}

// waitsDelay reports whether a guard of f compares the time or block number (a delay that must pass).
func waitsDelay(f *analysis.Function) bool {
	for _, m := range f.CFG().Nodes {
		if m.Kind == analysis.NodeGuard && m.Expr != nil && m.Scope != nil &&
			m.Scope.Flow().Taint(m.Expr).Has(analysis.TaintTime|analysis.TaintBlockNumber) {
			return true
		}
	}
	return false
}

// reportUnslashed looks, in the other public functions of f's contract, for the one that records entries of
// rec valued with a factor an access-checked function cuts, and reports the payment of amount in f when f
// does not read that factor.
func reportUnslashed(p *Pass, f *analysis.Function, n *analysis.Node, amount solidity.Expr, rec *analysis.StateVar) {
	for q := range f.Contract.HierarchyBodies() {
		if q == f || !q.IsEntry() || q.IsView() || q.IsConstructor() || q.Decl.Body == nil || !qwWritesVar(q, rec) {
			continue
		}
		qs := q.Scope()
		for _, m := range q.CFG().Nodes {
			if m.Scope != qs || m.Expr == nil || !nodeWritesVar(m, rec) {
				continue
			}
			for _, factor := range factorsRead(qs, m.Expr) {
				if factor == rec || qwReadsVar(f, factor, 0) {
					continue
				}
				cut := cutBy(f, factor)
				if cut == nil {
					continue
				}
				p.Report(Report{Function: f, File: n.Scope.File, At: amount,
					Message: fmt.Sprintf("%s pays %s, an amount %s valued with %s when the withdrawal was queued, without reading %s again: a cut of %s during the delay does not reach queued withdrawals",
						funcLabel(f), Text(n.Scope.File, amount), funcLabel(q), factor.Name, factor.Name, factor.Name),
					Related: []Related{{File: cut.fn.File, At: cut.at, Message: "the factor is cut here"}, {File: q.File, At: m.Expr, Message: "the withdrawal is recorded here"}}})
				return
			}
		}
	}
}

// qwWritesVar reports whether g writes v, itself or through the functions it calls.
func qwWritesVar(g *analysis.Function, v *analysis.StateVar) bool {
	for _, w := range g.WrittenState() {
		if w == v {
			return true
		}
	}
	return false
}

// factorsRead returns the state variables the expression e reads to compute a value it records: directly, through
// the initial value of a local it reads, or through an internal view function it calls.
func factorsRead(sc *analysis.Scope, e solidity.Expr) []*analysis.StateVar {
	var out []*analysis.StateVar
	add := func(v *analysis.StateVar) {
		for _, o := range out {
			if o == v {
				return
			}
		}
		out = append(out, v)
	}
	var walk func(x solidity.Expr, depth int)
	walk = func(x solidity.Expr, depth int) {
		solidity.Preorder(x, func(y solidity.Node) bool {
			switch v := y.(type) {
			case *solidity.Identifier:
				switch sym := sc.Resolve(v); sym.Kind {
				case analysis.SymState:
					if r := sym.State; r != nil && !r.Slot && r.Decl != nil && !r.Decl.Constant && !r.Decl.Immutable {
						add(r)
					}
				case analysis.SymLocal:
					if depth < 2 && sym.Var != nil {
						if init := sc.Init(sym.Var); init != nil {
							walk(init, depth+1)
						}
					}
				}
			case *solidity.CallExpr:
				if c := sc.CallOf(v); c != nil && c.Kind == analysis.CallInternal && c.Callee != nil && c.Callee.IsView() && c.Callee.Decl.Body != nil {
					for _, cn := range c.Callee.CFG().Nodes {
						for _, r := range cn.Reads() {
							if r.Var != nil && !r.Var.Slot && r.Var.Decl != nil && !r.Var.Decl.Constant && !r.Var.Decl.Immutable {
								add(r.Var)
							}
						}
					}
				}
			}
			return true
		})
	}
	walk(e, 0)
	return out
}

// qwReadsVar reports whether g reads v, itself or through the internal functions it calls (to a depth of 3).
func qwReadsVar(g *analysis.Function, v *analysis.StateVar, depth int) bool {
	if g == nil || g.Decl.Body == nil || depth > 3 {
		return false
	}
	for _, m := range g.CFG().Nodes {
		for _, r := range m.Reads() {
			if r.Var == v {
				return true
			}
		}
	}
	for _, c := range g.Scope().Calls() {
		if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != g && qwReadsVar(c.Callee, v, depth+1) {
			return true
		}
	}
	return false
}

// cutBy returns the assignment, in an access-checked function of f's contract, that lowers v: v -= x, or v = an
// expression that subtracts (v * (WAD - cut) / WAD); nil when there is none.
func cutBy(f *analysis.Function, v *analysis.StateVar) *heldGuard {
	for g := range f.Contract.HierarchyBodies() {
		if g.IsConstructor() || g.IsView() || g.Decl.Body == nil || !g.ChecksCaller() || !qwWritesVar(g, v) {
			continue
		}
		gs := g.Scope()
		var found solidity.Node
		solidity.Preorder(g.Decl.Body, func(x solidity.Node) bool {
			a, ok := x.(*solidity.AssignExpr)
			if found != nil || !ok {
				return found == nil
			}
			if r := gs.RootVar(a.LHS); r.Kind != analysis.SymState || r.State != v {
				return true
			}
			switch a.Op {
			case "-=":
				found = a
			case "=":
				solidity.Preorder(a.RHS, func(y solidity.Node) bool {
					if b, ok := y.(*solidity.BinaryExpr); ok && b.Op == "-" {
						found = a
					}
					return found == nil
				})
			}
			return found == nil
		})
		if found != nil {
			return &heldGuard{g, found}
		}
	}
	return nil
}
