package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// ApprovalCountedTwice reports a caller's approval recorded in a flag and counted in a tally, with nothing
// asking whether the flag was already set: the same caller counts again on every call.
var ApprovalCountedTwice = &Detector{
	ID:    "approval-counted-twice",
	Title: "Approval counted without checking it was already given",
	Description: "A public function records that the caller approved something (a flag keyed by msg.sender set to " +
		"true, such as confirmed[txId][msg.sender]) and adds one to a stored count of approvals, but no check in " +
		"the function, its modifiers or the helpers it calls reads that flag first. The flag records the " +
		"approval; nothing stops the caller from giving it again, and each call adds one more to the count.",
	Exploit: "One owner of a multisig calls confirmTransaction(txId) as many times as the threshold requires and " +
		"executes the transaction alone; one voter votes again and again until the proposal passes.",
	Recommendation: "Require the flag to be unset before counting (require(!confirmed[txId][msg.sender])), or " +
		"count the set flags when the threshold is checked instead of keeping a separate tally.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-837",
	Requires:   []Requirement{RequireCFG, RequireDataFlow},
	Run:        runApprovalCountedTwice,
}

func runApprovalCountedTwice(p *Pass) error {
	for _, f := range entries(p.Model) {
		if f.IsView() || f.Decl.Body == nil || !f.CFG().WritesState() {
			continue
		}
		g := f.CFG()
		sc := f.Scope()
		var flag *analysis.StateVar
		for _, n := range g.Nodes {
			if n.Scope == sc && n.MakesCallsOrWrites() {
				if flag = callerFlagSet(n); flag != nil {
					break
				}
			}
		}
		if flag == nil {
			continue
		}
		var tally *analysis.Node
		for _, n := range g.Nodes {
			if n.Scope == sc && countsOne(n) {
				tally = n
				break
			}
		}
		if tally == nil || flagChecked(g, flag) {
			continue
		}
		p.Report(Report{Function: f, File: sc.File, At: tally.Expr,
			Message: fmt.Sprintf("%s records the caller's approval in %s and counts it in %s, but never checks %s first: the same caller is counted again on every call",
				funcLabel(f), flag.Name, Text(sc.File, countedExpr(tally.Expr)), flag.Name)})
	}
	return nil
}

// callerFlagSet returns the state table n sets an entry of to true, when a key of the entry is the caller
// (confirmed[txId][msg.sender] = true); nil otherwise.
func callerFlagSet(n *analysis.Node) *analysis.StateVar {
	a, ok := n.Expr.(*solidity.AssignExpr)
	if !ok || a.Op != "=" {
		return nil
	}
	lit, ok := unparen(a.RHS).(*solidity.BoolLiteral)
	if !ok || !lit.Value {
		return nil
	}
	ix, ok := unparen(a.LHS).(*solidity.IndexAccess)
	if !ok {
		return nil
	}
	fl := n.Scope.Flow()
	caller := false
	for e := solidity.Expr(ix); ; {
		x, ok := unparen(e).(*solidity.IndexAccess)
		if !ok || x.Index == nil {
			break
		}
		if t := fl.Taint(x.Index); t.Has(analysis.TaintSender) && !t.Has(analysis.TaintParam|analysis.TaintData) {
			caller = true
		}
		e = x.X
	}
	if !caller {
		return nil
	}
	sym := n.Scope.RootVar(ix)
	if sym.Kind != analysis.SymState {
		return nil
	}
	return sym.State
}

// countsOne reports whether n adds one to stored state: x += 1, x++ or ++x on a state variable, an entry or a
// field of one (also through a storage pointer).
func countsOne(n *analysis.Node) bool {
	if len(n.Writes()) == 0 {
		return false
	}
	switch x := n.Expr.(type) {
	case *solidity.AssignExpr:
		lit, ok := unparen(x.RHS).(*solidity.NumberLiteral)
		return x.Op == "+=" && ok && lit.Value == "1"
	case *solidity.UnaryExpr:
		return x.Op == "++"
	}
	return false
}

// countedExpr is the tally n adds one to.
func countedExpr(e solidity.Expr) solidity.Expr {
	switch x := e.(type) {
	case *solidity.AssignExpr:
		return x.LHS
	case *solidity.UnaryExpr:
		return x.X
	}
	return e
}

// flagChecked reports whether a check of g (a guard or branch, its modifiers' included) reads the flag table,
// itself or through an internal function it calls.
func flagChecked(g *analysis.CFG, flag *analysis.StateVar) bool {
	for _, n := range g.Nodes {
		if n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond {
			continue
		}
		for _, r := range n.Reads() {
			if r.Var == flag {
				return true
			}
		}
		for _, c := range n.Calls() {
			if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && readsState(c.Callee, flag, 0) {
				return true
			}
		}
	}
	// A helper called as a statement that checks the flag itself (_requireNotConfirmed(id)).
	for _, c := range g.AllCalls() {
		if c.Kind == analysis.CallInternal && c.Callee != nil && readsState(c.Callee, flag, 0) {
			return true
		}
	}
	return false
}
