package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// TxOriginAuth reports authorization based on tx.origin.
var TxOriginAuth = &Detector{
	ID:    "tx-origin-auth",
	Title: "Authorization through tx.origin",
	Description: "tx.origin is the account that started the transaction, not the immediate caller. A check of " +
		"tx.origin against a privileged address passes whenever that account is anywhere up the call chain. " +
		"A comparison of tx.origin with msg.sender only tells whether the caller is a contract: as the only " +
		"check in front of a privileged action (changing the owner, paying out ether or tokens, selfdestruct, " +
		"a delegatecall the caller aims) it lets any account, or for != any contract, through.",
	Exploit: "The owner is lured into calling a malicious contract, which then calls this contract; tx.origin is " +
		"still the owner, so the check passes and the attacker acts with the owner's rights. Where the check is " +
		"tx.origin against msg.sender, the attacker calls directly from an account (==) or through a contract " +
		"of their own (!=) and takes the action.",
	Recommendation: "Use msg.sender for authorization, compared with a stored privileged address or role.",
	Severity:       vigil.SeverityHigh,
	Confidence:     vigil.ConfidenceHigh,
	SWC:            "SWC-115",
	CWE:            "CWE-477",
	Requires:       []Requirement{RequireCFG, RequireDataFlow},
	Run:            runTxOrigin,
}

func runTxOrigin(p *Pass) error {
	// Only bodies that name tx.origin, or call a function that may return it, can compare it.
	originScopes := scopesWith(p.Model, originSources)
	if !originScopes.any() {
		return nil
	}
	var buf [4]*analysis.Scope // a body and its modifiers': a few
	scopes := buf[:0]
	var pv *privileged // made for the first comparison of tx.origin with msg.sender
	for _, f := range bodies(p.Model) {
		if scopes = graphScopes(f, scopes[:0]); !originScopes.mayAny(scopes) {
			continue
		}
		label := lazyLabel{f: f}
		for _, n := range f.CFG().Nodes {
			if n.Expr == nil || !originScopes.may(n.Scope) {
				continue
			}
			_, isReturn := n.Stmt.(*solidity.ReturnStatement)
			if n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond && !isReturn {
				continue
			}
			fl := n.Scope.Flow()
			if n.Kind == analysis.NodeGuard {
				// A flag of a stored table looked up by tx.origin and required to be set (require(relayers[
				// tx.origin]), if (!isAdmin[tx.origin]) revert()): a membership check of the account that
				// started the transaction, which passes for any contract a member calls.
				op := "&&"
				if !n.Holds {
					op = "||"
				}
				eachOperand(n.Expr, op, func(e solidity.Expr) {
					e = unparen(e)
					if !n.Holds {
						u, ok := e.(*solidity.UnaryExpr)
						if !ok || u.Op != "!" {
							return
						}
						e = unparen(u.X)
					}
					if ix, ok := e.(*solidity.IndexAccess); ok && originFlag(n.Scope, fl, ix) {
						p.reportMessage(Report{Function: f, File: n.Scope.File, At: ix},
							appendTextMessage(p.message(), label.String(), " authorizes with tx.origin: ", n.Scope.File, ix))
					}
				})
			}
			solidity.Preorder(n.Expr, func(x solidity.Node) bool {
				b, ok := x.(*solidity.BinaryExpr)
				if !ok || (b.Op != "==" && b.Op != "!=") {
					return true
				}
				tx, ty := fl.Taint(b.X), fl.Taint(b.Y)
				origin := func(t analysis.Taint) bool { return t.Has(analysis.TaintOrigin) }
				sender := func(t analysis.Taint) bool { return t.Has(analysis.TaintSender) }
				// tx.origin == msg.sender tells contracts from accounts; it grants no rights. Nor does
				// tx.origin != address(0), which tells a transaction from an off-chain simulation (eth_call).
				if isZeroAddress(b.X) || isZeroAddress(b.Y) {
					return true
				}
				if (origin(tx) && !sender(ty) && !origin(ty) && !sendersParams(p.Model, f, fl.Params(b.Y), ty, 0)) ||
					(origin(ty) && !sender(tx) && !origin(tx) && !sendersParams(p.Model, f, fl.Params(b.X), tx, 0)) {
					p.reportMessage(Report{Function: f, File: n.Scope.File, At: b},
						appendTextMessage(p.message(), label.String(), " authorizes with tx.origin: ", n.Scope.File, b))
				} else if !isReturn && f.IsEntry() && kindComparison(tx, ty) {
					if pv == nil {
						pv = &privileged{gw: guardWritersOf(p.Model), lg: ledgers{}}
					}
					reportKindCheck(p, pv, f, n, b)
				}
				return true
			})
		}
	}
	return nil
}

// sendersParams reports whether a side of a comparison with tx.origin, of taint t and built from the
// parameters of f in params, is msg.sender: f is internal and every call of it in the unit passes msg.sender
// (itself, or through internal callers that do) for those parameters. Such a check (addr != tx.origin, called
// with msg.sender) tells contracts from accounts, as tx.origin == msg.sender does.
func sendersParams(m *analysis.Model, f *analysis.Function, params uint64, t analysis.Taint, depth int) bool {
	if params == 0 || t != 0 || f.IsEntry() || depth > 3 {
		return false
	}
	return everyCallPasses(m, f, params, func(*analysis.Function) bool { return true },
		func(g *analysis.Function, gs *analysis.Scope, arg solidity.Expr) bool {
			fl := gs.Flow()
			at := fl.Taint(arg)
			return at == analysis.TaintSender || sendersParams(m, g, fl.Params(arg), at, depth+1)
		})
}

// originFlag reports whether ix is a boolean entry of a state table keyed by tx.origin (at any level:
// roles[role][tx.origin]).
func originFlag(sc *analysis.Scope, fl *analysis.Flow, ix *solidity.IndexAccess) bool {
	if ix.Index == nil || sc.RootVar(ix).Kind != analysis.SymState {
		return false
	}
	if t := sc.TypeOf(ix); t == nil || t.Kind != analysis.TypeBool {
		return false
	}
	for x := ix; x != nil && x.Index != nil; {
		if t := fl.Taint(x.Index); t.Has(analysis.TaintOrigin) && !t.Has(analysis.TaintSender) {
			return true
		}
		x, _ = unparen(x.X).(*solidity.IndexAccess)
	}
	return false
}

// kindComparison reports whether a comparison's sides, by their taints, are tx.origin and msg.sender: it says
// whether the caller is a contract, not who it is.
func kindComparison(tx, ty analysis.Taint) bool {
	only := func(t, want analysis.Taint) bool { return t.Has(want) && t&^want == 0 }
	return only(tx, analysis.TaintOrigin) && only(ty, analysis.TaintSender) ||
		only(tx, analysis.TaintSender) && only(ty, analysis.TaintOrigin)
}

// privileged is what reportKindCheck needs to know about the unit, made once per run.
type privileged struct {
	gw *guardWriters
	lg ledgers
	// deployer holds, per contract, the stored accounts its constructors set to the deployer.
	deployer map[*analysis.Contract]map[*analysis.StateVar]bool
}

// reportKindCheck reports the comparison b of tx.origin with msg.sender, in the condition of node n of the entry
// f, when it is the only check in front of a privileged action of f: the action is reached only through the
// edge on which the comparison decides, and no access check stands on the way (openNodes). Privileged actions
// are those any caller must not be able to take: changing a stored account that access checks compare the
// caller with (or that the constructor set to the deployer), sending ether or the contract's tokens where the
// unprotected withdrawal detectors would see anyone take them, selfdestruct, and a delegatecall to an address
// the caller chooses. A function the caller pays for (a game, an auction) is left alone: paying is how such
// positions change hands, and telling contracts from accounts there keeps bots out.
func reportKindCheck(p *Pass, pv *privileged, f *analysis.Function, n *analysis.Node, b *solidity.BinaryExpr) {
	g := f.CFG()
	var edges [2]struct {
		i     int
		holds bool
	}
	var k int
	switch n.Kind {
	case analysis.NodeGuard:
		edges[0].i, edges[0].holds, k = 0, n.Holds, 1
	case analysis.NodeCond:
		edges[0].i, edges[0].holds = 0, true
		edges[1].i, edges[1].holds = 1, false
		k = 2
	}
	open := openNodes(f)
	for _, e := range edges[:k] {
		if e.i >= len(n.Succs) {
			continue
		}
		v, ok := comparisonValue(n.Expr, b, e.holds)
		if !ok {
			continue
		}
		succ := n.Succs[e.i]
		if len(n.Succs) > 1 && n.Succs[1-e.i] == succ {
			continue
		}
		others := g.Reachable([]*analysis.Node{g.Entry}, func(from, to *analysis.Node) bool { return from == n && to == succ })
		for _, m := range g.Nodes {
			if others[m.Index] || !open[m.Index] || m.Scope != f.Scope() {
				continue
			}
			what, at, conf := pv.action(p.Model, f, m)
			if at == nil {
				continue
			}
			// The edge is taken when origin and sender are equal (an account calls) or differ (a contract does).
			who := "account"
			if (b.Op == "==") != v {
				who = "contract"
			}
			p.Report(Report{Function: f, File: n.Scope.File, At: b, Confidence: conf,
				Message: fmt.Sprintf("%s guards %s only with %s, which tells contracts from accounts and lets any %s through",
					funcLabel(f), what, Text(n.Scope.File, b), who),
				Related: []Related{{File: m.Scope.File, At: at, Message: "privileged action any " + who + " reaches"}}})
			return
		}
	}
}

// comparisonValue returns the value of the comparison b that makes its operand of the condition e evaluate as e
// does when e evaluates to holds: through negations, and through conjunctions and disjunctions, whose operand
// then either must (a conjunction that holds) or may alone (a disjunction that holds) take that value. ok is
// false when b is not reached that way (an operand of a call or of arithmetic).
func comparisonValue(e solidity.Expr, b *solidity.BinaryExpr, holds bool) (v, ok bool) {
	switch x := unparen(e).(type) {
	case *solidity.UnaryExpr:
		if x.Op == "!" {
			return comparisonValue(x.X, b, !holds)
		}
	case *solidity.BinaryExpr:
		if x == b {
			return holds, true
		}
		if x.Op == "&&" || x.Op == "||" {
			if v, ok := comparisonValue(x.X, b, holds); ok {
				return v, true
			}
			return comparisonValue(x.Y, b, holds)
		}
	}
	return false, false
}

// action describes the privileged action node m of the entry f takes, if any: the text for the message, where it
// is, and the confidence to report it with (empty for the detector's).
func (pv *privileged) action(m *analysis.Model, f *analysis.Function, n *analysis.Node) (string, solidity.Node, vigil.Confidence) {
	file := f.Scope().File
	for _, c := range analysis.NodeCalls(n) {
		switch {
		case c.Kind == analysis.CallSelfdestruct:
			return Text(file, c.Node()), c.Node(), ""
		case (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil:
			if at, _ := openSelfdestruct(c.Callee, 0); at != nil {
				return Text(file, c.Node()) + ", which runs " + Text(at.Scope.File, at.c.Node()), c.Node(), ""
			}
		case controlledDelegatecall(m, f, n, c):
			return "a delegatecall to " + Text(file, c.Target), c.Node(), ""
		case takesEther(m, f, n, c, pv.lg):
			return "the send of " + Text(file, c.Value) + " to " + Text(file, c.Target), c.Node(), vigil.ConfidenceMedium
		}
		if to, amount := tokenTransfer(c); to != nil && receiverChosen(f, to) && !pv.lg.bounded(f, &analysis.Call{Target: to, Value: amount}) {
			return "the transfer of " + Text(file, amount) + " of the contract's tokens to " + Text(file, to), c.Node(), vigil.ConfidenceMedium
		}
	}
	if paidFor(f) {
		return "", nil, ""
	}
	ws := nodeWrites(n)
	if len(ws) == 0 {
		return "", nil, ""
	}
	fl := f.Flow()
	for _, w := range ws {
		if g, ok := pv.gw.guards[w.v]; ok && changesGuard(g, n, fl, w) && !pv.initializer(f) {
			return "the write of " + w.v.Name, w.at, ""
		}
		if f.Contract != nil && pv.deployerVars(f.Contract)[w.v] {
			return "the write of " + w.v.Name, w.at, ""
		}
	}
	return "", nil, ""
}

// initializer reports whether f is a run-once set-up of the accounts access checks compare the caller with, which
// unprotected-initializer judges.
func (pv *privileged) initializer(f *analysis.Function) bool {
	for _, w := range pv.gw.writers {
		if w.f == f {
			return w.isInit
		}
	}
	return false
}

// deployerVars returns the stored accounts of c that a constructor of c (or of a contract it inherits from) sets
// to the deployer: v = msg.sender (or tx.origin). The contract gives them to whoever deployed it.
func (pv *privileged) deployerVars(c *analysis.Contract) map[*analysis.StateVar]bool {
	if vs, ok := pv.deployer[c]; ok {
		return vs
	}
	var vs map[*analysis.StateVar]bool
	for _, base := range c.Linearization {
		for _, f := range base.Functions {
			if !f.IsConstructor() || f.Decl.Body == nil {
				continue
			}
			for _, n := range f.CFG().Nodes {
				a, ok := n.Own().(*solidity.AssignExpr)
				if !ok || a.Op != "=" || n.Scope == nil {
					continue
				}
				for _, w := range n.Writes() {
					if w.At != a.LHS || !scalarState(w.Var) {
						continue
					}
					if _, ok := unparen(a.LHS).(*solidity.Identifier); !ok {
						continue
					}
					if t := n.Scope.Flow().Taint(a.RHS); t.Has(analysis.TaintSender|analysis.TaintOrigin) && t&^(analysis.TaintSender|analysis.TaintOrigin) == 0 {
						if vs == nil {
							vs = map[*analysis.StateVar]bool{}
						}
						vs[w.Var] = true
					}
				}
			}
		}
	}
	if pv.deployer == nil {
		pv.deployer = map[*analysis.Contract]map[*analysis.StateVar]bool{}
	}
	pv.deployer[c] = vs
	return vs
}
