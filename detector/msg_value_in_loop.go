package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// MsgValueInLoop reports msg.value read once per iteration of a loop, or by calls repeated in one transaction.
var MsgValueInLoop = &Detector{
	ID:    "msg-value-in-loop",
	Title: "msg.value used inside a loop",
	Description: "msg.value is the ether sent with the whole transaction, not with one iteration. Read inside a " +
		"loop (directly, in a function the loop calls, or in payable functions a multicall runs through " +
		"delegatecall), the same payment is counted once per iteration.",
	Exploit: "An attacker sends 1 ether to a batch function with ten recipients; each iteration credits " +
		"msg.value, so 10 ether of balance is created from 1 ether.",
	Recommendation: "Read msg.value once, outside the loop, and account for the amount spent per iteration " +
		"against it; do not let a multicall delegatecall payable functions.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-837",
	Requires:   []Requirement{RequireCFG, RequireCallGraph},
	Run:        runMsgValueInLoop,
}

func runMsgValueInLoop(p *Pass) error {
	loops := newLoopSpans()
	reads := selfValueReads()
	for _, f := range bodies(p.Model) {
		if f.IsEntry() && f.Decl.Mutability != solidity.MutabilityPayable {
			continue // msg.value is always zero in a call that cannot take ether
		}
		if !hasLoop(f.CFG()) {
			continue
		}
		for _, n := range f.CFG().Nodes {
			own := n.Own()
			if own == nil || n.Scope == nil || !loops.inLoop(n) {
				continue
			}
			sc := n.Scope
			for _, at := range countedValueReads(sc, own) {
				if portionOf(sc, own, at) {
					continue // a fraction of the payment over a fixed total splits it rather than counting it again
				}
				if leavesLoop(n, n) || n.Kind == analysis.NodeCond && equalityOperand(own, at) && len(n.Succs) == 2 && leavesLoop(n, n.Succs[0]) {
					// A read from which every path leaves the loop runs once per call: the loop searched for the
					// one entry the payment is for (an open ticket of the same stake) and stops there.
					continue
				}
				conf := vigil.Confidence("")
				if onlyCompared(own, at) {
					// Comparing the payment with a price repeatedly counts it no more than once.
					conf = vigil.ConfidenceLow
				}
				p.Report(Report{Function: f, File: sc.File, At: at, Confidence: conf,
					Message: fmt.Sprintf("%s reads msg.value inside a loop, counting one payment once per iteration", funcLabel(f))})
			}
			for _, c := range analysis.NodeCalls(n) {
				switch {
				case (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Expr != nil:
					if reads(c.Callee, 0) {
						p.Report(Report{Function: f, File: sc.File, At: c.Expr,
							Message: fmt.Sprintf("%s calls %s inside a loop, and it reads msg.value each time", funcLabel(f), funcLabel(c.Callee))})
						reportReadsInLoop(p, c.Callee, f, sc.File, c.Expr)
					}
				case c.Kind == analysis.CallLowLevel && c.Name == "delegatecall" && c.Expr != nil && f.Contract != nil && isSelf(sc, c.Target):
					if payable := payableValueReader(f.Contract, reads); payable != nil {
						p.Report(Report{Function: f, File: sc.File, At: c.Expr,
							Message: fmt.Sprintf("%s delegatecalls this contract inside a loop; the payable %s would see the same msg.value in every call", funcLabel(f), funcLabel(payable))})
						reportReadsInLoop(p, payable, f, sc.File, c.Expr)
					}
				}
			}
		}
	}
	return nil
}

// reportReadsInLoop reports the msg.value reads of g, a function that f runs once per turn of a loop (the call
// at, in file): each read is the place that counts the one payment again, and reviewers point there as often as at
// the loop. A read only compared with a price, as in the loop itself, has low confidence.
func reportReadsInLoop(p *Pass, g, f *analysis.Function, file *solidity.File, at solidity.Node) {
	if g.Decl.Body == nil {
		return
	}
	gsc := g.Scope()
	for _, n := range g.CFG().Nodes {
		own := n.Own()
		if own == nil || n.Scope != gsc {
			continue
		}
		for _, read := range countedValueReads(gsc, own) {
			if portionOf(gsc, own, read) {
				continue
			}
			conf := vigil.Confidence("")
			if onlyCompared(own, read) {
				conf = vigil.ConfidenceLow
			}
			p.Report(Report{Function: g, File: gsc.File, At: read, Confidence: conf,
				Message: fmt.Sprintf("%s reads msg.value, and %s runs it once per turn of a loop (line %d): every run counts the same payment",
					funcLabel(g), funcLabel(f), lineOf(at)),
				Related: []Related{{File: file, At: at, Message: "the loop's call"}}})
		}
	}
}

// hasLoop reports whether the graph has a loop. A node runs once per iteration only inside a loop of its body,
// and the graph of such a loop has a node for the loop statement itself (its condition or head), built before
// the nodes of the loop's body.
func hasLoop(g *analysis.CFG) bool {
	for _, n := range g.Nodes {
		switch n.Stmt.(type) {
		case *solidity.ForStatement, *solidity.WhileStatement, *solidity.DoWhileStatement:
			return true
		}
	}
	return false
}

// msgValueReads lists the msg.value expressions under n.
func msgValueReads(sc *analysis.Scope, n solidity.Node) []solidity.Node {
	var out []solidity.Node
	solidity.Preorder(n, func(x solidity.Node) bool {
		if ma, ok := x.(*solidity.MemberAccess); ok && isMsgValue(sc, ma) {
			out = append(out, ma)
		}
		return true
	})
	return out
}

// countedValueReads lists the msg.value expressions under n that can count the payment: all but those that
// are only logged as an event's arguments, which credit nothing however often they run.
func countedValueReads(sc *analysis.Scope, n solidity.Node) []solidity.Node {
	var out []solidity.Node
	solidity.Preorder(n, func(x solidity.Node) bool {
		switch x := x.(type) {
		case *solidity.CallExpr:
			if c := sc.CallOf(x); c != nil && c.Kind == analysis.CallEvent {
				return false
			}
		case *solidity.MemberAccess:
			if isMsgValue(sc, x) {
				out = append(out, x)
			}
		}
		return true
	})
	return out
}

// isMsgValue reports whether e is msg.value (msg being the built-in, not a local of that name).
func isMsgValue(sc *analysis.Scope, e solidity.Expr) bool {
	ma, ok := solidity.Unparen(e).(*solidity.MemberAccess)
	if !ok || ma.Member != "value" {
		return false
	}
	id, ok := ma.X.(*solidity.Identifier)
	return ok && id.Name == "msg" && sc.Resolve(id).Kind == analysis.SymBuiltin
}

// onlyCompared reports whether at is an operand of a comparison in expression tree root.
func onlyCompared(root, at solidity.Node) bool {
	found := false
	solidity.Preorder(root, func(x solidity.Node) bool {
		if b, ok := x.(*solidity.BinaryExpr); ok && isComparison(b.Op) && (solidity.Node(unparen(b.X)) == at || solidity.Node(unparen(b.Y)) == at) {
			found = true
		}
		return !found
	})
	return found
}

// equalityOperand reports whether at is an operand of an == comparison in expression tree root.
func equalityOperand(root, at solidity.Node) bool {
	found := false
	solidity.Preorder(root, func(x solidity.Node) bool {
		if b, ok := x.(*solidity.BinaryExpr); ok && b.Op == "==" && (solidity.Node(unparen(b.X)) == at || solidity.Node(unparen(b.Y)) == at) {
			found = true
		}
		return !found
	})
	return found
}

// leavesLoop reports whether every path from node from leaves the innermost loop statement around node at
// (returns, breaks out or reverts) without coming back to a node of that loop placed before at: what runs there
// runs once per call, not once per iteration.
func leavesLoop(at, from *analysis.Node) bool {
	pos := nodeRange(at)
	if pos == nil || at.Scope == nil || at.Scope.Body() == nil {
		return false
	}
	var loop solidity.Node
	solidity.Preorder(at.Scope.Body(), func(x solidity.Node) bool {
		switch x.(type) {
		case *solidity.ForStatement, *solidity.WhileStatement, *solidity.DoWhileStatement:
			if r := x.Range(); r.Start.Offset <= pos.Start.Offset && pos.End.Offset <= r.End.Offset {
				loop = x
			}
		}
		return true
	})
	if loop == nil {
		return false
	}
	lr := loop.Range()
	seen := map[*analysis.Node]bool{}
	stack := []*analysis.Node{from}
	for len(stack) > 0 {
		m := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[m] {
			continue
		}
		seen[m] = true
		if len(seen) > 256 {
			return false
		}
		if m != from {
			if m.Kind == analysis.NodeExit || m.Kind == analysis.NodeRevert || m.Scope != at.Scope {
				continue // the end of the call, or a modifier's code after the body
			}
			if r := nodeRange(m); r != nil {
				if r.Start.Offset < lr.Start.Offset || lr.End.Offset < r.End.Offset {
					continue // out of the loop
				}
				if r.Start.Offset < pos.Start.Offset {
					return false // back to the loop's head, its step or an earlier statement of its body
				}
			}
		}
		for _, s := range m.Succs {
			if s == at {
				return false // round again to the read itself (the first statement of a do-while body)
			}
			stack = append(stack, s)
		}
	}
	return true
}

// nodeRange returns the source range of what node n evaluates, or nil for the entry and exit nodes.
func nodeRange(n *analysis.Node) *solidity.Range {
	var r solidity.Range
	switch {
	case n.Expr != nil:
		r = n.Expr.Range()
	case n.Stmt != nil:
		r = n.Stmt.Range()
	default:
		return nil
	}
	return &r
}

// portionOf reports whether at is the numerator of a fraction in expression tree root over a fixed total: at / d
// or (at * w) / d, written with operators or with helpers computing them (SafeMath's at.mul(w).div(d)), d a name
// or a member (total, recipients.length) rather than a computation. Each iteration then takes its part of the one
// payment (a split by weight or by count), not the whole payment again.
func portionOf(sc *analysis.Scope, root, at solidity.Node) bool {
	found := false
	solidity.Preorder(root, func(x solidity.Node) bool {
		if found {
			return false
		}
		e, ok := x.(solidity.Expr)
		if !ok {
			return true
		}
		op, num, den := arithOf(sc, e, nil)
		if op != "/" {
			return true
		}
		switch unparen(den).(type) {
		case *solidity.Identifier, *solidity.MemberAccess:
		default:
			return true
		}
		if solidity.Node(unparen(num)) == at {
			found = true
		} else if mop, a, b := arithOf(sc, unparen(num), nil); mop == "*" &&
			(solidity.Node(unparen(a)) == at || solidity.Node(unparen(b)) == at) {
			found = true
		}
		return !found
	})
	return found
}

// isSelf reports whether e is this contract's own address: this or address(this).
func isSelf(sc *analysis.Scope, e solidity.Expr) bool {
	switch x := unparen(e).(type) {
	case *solidity.Identifier:
		return x.Name == "this" && sc.Resolve(x).Kind == analysis.SymBuiltin
	case *solidity.CallExpr:
		if c := sc.CallOf(x); c != nil && c.Kind == analysis.CallTypeConversion && len(x.Args) == 1 {
			return isSelf(sc, x.Args[0])
		}
	}
	return false
}

// payableValueReader returns a payable entry function of c that reads msg.value, or nil.
func payableValueReader(c *analysis.Contract, reads func(*analysis.Function, int) bool) *analysis.Function {
	for _, f := range c.Functions {
		if f.IsEntry() && f.Decl.Mutability == solidity.MutabilityPayable && reads(f, 0) {
			return f
		}
	}
	return nil
}
