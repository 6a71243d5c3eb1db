package detector

import (
	"fmt"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// InsufficientGasGriefing reports relayer-style functions: they record an operation as done, then forward
// caller-supplied data in a call whose failure they do not act on, without making sure enough gas is forwarded.
var InsufficientGasGriefing = &Detector{
	ID:    "insufficient-gas-griefing",
	Title: "Insufficient gas griefing",
	Description: "The function records state (for example marks a transaction as executed) and then forwards " +
		"caller-supplied data in a message call whose failure it only ignores, stores or returns. It neither " +
		"bounds the gas forwarded nor checks gasleft(), and the callee checks no gas budget either, so whoever " +
		"submits the transaction decides how much gas the inner call gets.",
	Exploit: "A relayer (or any caller) submits the transaction with just enough gas for the outer function but " +
		"too little for the inner call: the inner call fails, the outer call succeeds and records the operation " +
		"as executed, so the user's operation is censored and cannot be replayed.",
	Recommendation: "Have the caller sign or pass a gas amount and check `gasleft() >= gasLimit` before the call " +
		"(or in the callee), forward it with `{gas: gasLimit}`, or revert when the inner call fails.",
	Severity:   vigil.SeverityLow,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-126",
	CWE:        "CWE-691",
	Requires:   []Requirement{RequireCFG, RequireDataFlow},
	Run:        runInsufficientGasGriefing,
}

func runInsufficientGasGriefing(p *Pass) error {
	gasChecking := gasCheckingFunctions(p.Model)
	for _, f := range entries(p.Model) {
		if f.IsView() {
			continue
		}
		g := f.CFG()
		if checksGas(f, g) {
			continue
		}
		var writes []write
		checked := false
		var returns []*analysis.Node
		for _, n := range g.Nodes {
			writes = append(writes, nodeWrites(n)...)
			if n.Expr == nil {
				continue
			}
			t := n.Scope.Flow().Taint(n.Expr)
			switch {
			case (n.Kind == analysis.NodeGuard || n.Kind == analysis.NodeCond) && t.Has(analysis.TaintCallReturn):
				checked = true
			case isReturnNode(n) && t.Has(analysis.TaintCallReturn):
				returns = append(returns, n)
			}
		}
		if checked || len(writes) == 0 {
			continue
		}
		for _, n := range g.Nodes {
			for _, c := range n.Calls() {
				if c.Expr == nil || c.Gas != nil || !forwardsCallerData(n.Scope, c) || calleeChecksGas(n.Scope, c, gasChecking) {
					continue
				}
				r := Report{Function: f, File: n.Scope.File, At: c.Expr, Related: []Related{
					{File: f.File, At: writes[0].at, Message: "state recorded whatever the call's outcome"}}}
				how := "ignores whether it succeeded"
				if len(returns) > 0 {
					ret := returns[0]
					r.At, how = ret.Stmt, "returns its failure instead of reverting"
					r.Related = append([]Related{{File: n.Scope.File, At: c.Expr, Message: "the call forwarding caller data"}}, r.Related...)
				}
				r.Message = fmt.Sprintf("%s forwards caller-supplied data in %s with whatever gas the submitter leaves, "+
					"and %s, after recording state (%s): a submitter can make the inner call fail", funcLabel(f),
					Text(n.Scope.File, c.Expr), how, Text(f.File, writes[0].at))
				p.Report(r)
			}
		}
	}
	return nil
}

func isReturnNode(n *analysis.Node) bool {
	_, ok := n.Stmt.(*solidity.ReturnStatement)
	return ok
}

// forwardsCallerData reports whether c is a low-level call whose payload carries data the caller supplied: the
// relayer shape. Typed external calls fail loudly (they revert the caller when the callee does).
func forwardsCallerData(sc *analysis.Scope, c *analysis.Call) bool {
	if c.Kind != analysis.CallLowLevel || c.Name != "call" {
		return false
	}
	fl := sc.Flow()
	for _, a := range c.Args {
		if fl.Taint(a).Has(analysis.TaintParam | analysis.TaintData) {
			return true
		}
	}
	return false
}

// checksGas reports whether the function reads gasleft() (or msg.gas) in a condition or guard.
func checksGas(f *analysis.Function, g *analysis.CFG) bool {
	for _, n := range g.Nodes {
		if (n.Kind == analysis.NodeGuard || n.Kind == analysis.NodeCond) && n.Expr != nil && readsGas(n.Expr) {
			return true
		}
	}
	return false
}

// readsGas reports whether e reads the remaining gas.
func readsGas(e solidity.Node) bool {
	found := false
	solidity.Preorder(e, func(n solidity.Node) bool {
		switch x := n.(type) {
		case *solidity.CallExpr:
			if id, ok := x.Fun.(*solidity.Identifier); ok && id.Name == "gasleft" {
				found = true
			}
		case *solidity.MemberAccess:
			if id, ok := x.X.(*solidity.Identifier); ok && id.Name == "msg" && x.Member == "gas" {
				found = true
			}
		}
		return !found
	})
	return found
}

// gasCheckingFunctions indexes by name the unit's functions that compare the remaining gas before going on.
func gasCheckingFunctions(m *analysis.Model) map[string]bool {
	out := map[string]bool{}
	for _, f := range bodies(m) {
		if checksGas(f, f.CFG()) {
			out[f.Decl.Name] = true
		}
	}
	return out
}

// calleeChecksGas reports whether the function a low-level call invokes checks the gas it was given: the
// function named by the literal signature of abi.encodeWithSignature, looked up in the receiver's contract when
// its type is known (address(target) with target of a contract type), else in any contract of the unit.
func calleeChecksGas(sc *analysis.Scope, c *analysis.Call, gasChecking map[string]bool) bool {
	var receiver *analysis.Contract
	if c.Target != nil {
		t := solidity.Unparen(c.Target)
		if conv, ok := t.(*solidity.CallExpr); ok && len(conv.Args) == 1 {
			if cc := sc.CallOf(conv); cc != nil && cc.Kind == analysis.CallTypeConversion {
				t = conv.Args[0]
			}
		}
		if ty := sc.TypeOf(t); ty != nil && ty.Contract != nil {
			receiver = ty.Contract
		}
	}
	for _, a := range c.Args {
		ce, ok := solidity.Unparen(a).(*solidity.CallExpr)
		if !ok || len(ce.Args) == 0 {
			continue
		}
		ma, ok := ce.Fun.(*solidity.MemberAccess)
		if !ok || ma.Member != "encodeWithSignature" {
			continue
		}
		if lit, ok := ce.Args[0].(*solidity.StringLiteral); ok {
			name, _, _ := strings.Cut(lit.Value, "(")
			if receiver == nil {
				return gasChecking[name]
			}
			for _, f := range receiver.FunctionsNamed(name) {
				if f.Decl.Body != nil && checksGas(f, f.CFG()) {
					return true
				}
			}
			return false
		}
	}
	return false
}
