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
	var gasChecking map[string]bool // built when a call first needs it
	checksGasNamed := func(name string) bool {
		if gasChecking == nil {
			gasChecking = gasCheckingFunctions(p.Model)
		}
		return gasChecking[name]
	}
	var candidates []callSite
	for _, fx := range functionFacts(p.Model) {
		f := fx.fn
		// bodies(m) lists the entries in entries(m)'s order.
		if len(fx.calls) == 0 || !fx.entry || fx.view {
			continue
		}
		// Only a call that forwards caller data without a gas option, or with one the caller or the signed
		// request sets, can be reported: look at the rest of the function only when it makes one.
		candidates = candidates[:0]
		for _, s := range fx.calls {
			if (s.call.Gas == nil || callerGas(s.node.Scope, s.call.Gas)) && forwardsCallerData(s.node.Scope, s.call) {
				candidates = append(candidates, s)
			}
		}
		if len(candidates) == 0 {
			continue
		}
		g := f.CFG()
		if checksGas(f, g) {
			continue
		}
		var written solidity.Node // the first state write
		for _, n := range g.Nodes {
			if written = firstStateWrite(n); written != nil {
				break
			}
		}
		if written == nil {
			continue
		}
		for _, s := range candidates {
			n, c := s.node, s.call
			checked, logged, ret := outcomeUse(g, n)
			if checked || calleeChecksGas(n.Scope, c, checksGasNamed) {
				continue
			}
			r := Report{Function: f, File: n.Scope.File, At: c.Expr, Related: []Related{
				{File: f.File, At: written, Message: "state recorded whatever the call's outcome"}}}
			if c.Gas != nil {
				// The gas option is a ceiling: with less than 64/63 of it left, the callee gets what remains.
				r.Message = fmt.Sprintf("%s forwards caller-supplied data in %s with the gas limit %s, but never "+
					"checks gasleft(): a submitter who leaves less than that makes the callee run short and fail, "+
					"after the function records state (%s)", funcLabel(f), Text(n.Scope.File, c.Expr),
					Text(n.Scope.File, c.Gas), Text(f.File, written))
				p.Report(r)
				continue
			}
			how := "ignores whether it succeeded"
			if logged {
				how = "only logs whether it succeeded"
			}
			if ret != nil {
				r.At, how = ret.Stmt, "returns its failure instead of reverting"
				r.Related = append([]Related{{File: n.Scope.File, At: c.Expr, Message: "the call forwarding caller data"}}, r.Related...)
			}
			r.Message = fmt.Sprintf("%s forwards caller-supplied data in %s with whatever gas the submitter leaves, "+
				"and %s, after recording state (%s): a submitter can make the inner call fail", funcLabel(f),
				Text(n.Scope.File, c.Expr), how, Text(f.File, written))
			p.Report(r)
		}
	}
	return nil
}

// callerGas reports whether a call's gas option is a value the caller passes or signs (a parameter, calldata):
// the amount the forwarded operation asked for, which the option caps but does not guarantee.
func callerGas(sc *analysis.Scope, gas solidity.Expr) bool {
	if _, ok := solidity.Unparen(gas).(*solidity.NumberLiteral); ok {
		return false
	}
	return sc.Flow().Taint(gas).Has(analysis.TaintParam | analysis.TaintData)
}

// outcomeUse tells what node n, and the nodes that run after it, do with a call's result: whether a
// condition or guard acts on it (checked), whether one only logs it (logged), and the first return of it.
func outcomeUse(g *analysis.CFG, n *analysis.Node) (checked, logged bool, ret *analysis.Node) {
	after := g.After(n)
	for _, m := range g.Nodes {
		if (m != n && !after[m.Index]) || m.Expr == nil { // n itself: if (!to.call(data)) throw;
			continue
		}
		cond := m.Kind == analysis.NodeGuard || m.Kind == analysis.NodeCond
		if !cond && !isReturnNode(m) {
			continue
		}
		t := m.Scope.Flow().Taint(m.Expr)
		if !t.Has(analysis.TaintCallReturn) {
			continue
		}
		switch {
		case cond:
			// A branch that only logs the outcome (if (!ok) emit Failed(id)) leaves the operation recorded as
			// done either way: it does not act on the failure.
			if ifs, ok := m.Stmt.(*solidity.IfStatement); !ok || m.Kind != analysis.NodeCond || !onlyLogs(ifs.Then) || !onlyLogs(ifs.Else) {
				return true, logged, ret
			}
			logged = true
		case ret == nil:
			ret = m
		}
	}
	return false, logged, ret
}

// firstStateWrite returns the first state write node n makes, itself or through an internal function it calls
// (the first of nodeWrites), or nil.
func firstStateWrite(n *analysis.Node) solidity.Node {
	if ws := n.Writes(); len(ws) > 0 {
		return ws[0].At
	}
	for _, c := range n.Calls() {
		if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Expr != nil &&
			len(c.Callee.WrittenState()) > 0 {
			return c.Expr
		}
	}
	return nil
}

// onlyLogs reports whether running s does nothing but emit events: it is absent, empty, or made of emits.
func onlyLogs(s solidity.Stmt) bool {
	switch x := s.(type) {
	case nil:
		return true
	case *solidity.Block:
		for _, st := range x.Stmts {
			if !onlyLogs(st) {
				return false
			}
		}
		return true
	case *solidity.EmitStatement:
		return true
	}
	return false
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
// its type is known (address(target) with target of a contract type), else among the unit's functions
// (checksGasNamed, see gasCheckingFunctions).
func calleeChecksGas(sc *analysis.Scope, c *analysis.Call, checksGasNamed func(string) bool) bool {
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
				return checksGasNamed(name)
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
