package detector

import (
	"fmt"
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// ArbitraryForwardedSender reports a sender read from the end of the calldata (ERC-2771's _msgSender) that any
// caller can choose: the read is not conditioned on msg.sender being the trusted forwarder, or the contract
// delegatecalls itself with data its caller passes, so that under the forwarder each call's last 20 bytes are
// the caller's own (the Multicall and ERC2771Context combination exploited in thirdweb contracts, 2023).
var ArbitraryForwardedSender = &Detector{
	ID:    "arbitrary-forwarded-sender",
	Title: "Meta-transaction sender any caller can choose",
	Description: "The contract takes the sender of a call from the last 20 bytes of its calldata, as a trusted " +
		"forwarder appends it (ERC-2771). Either it does so without checking that msg.sender is that forwarder, " +
		"or it delegatecalls its own code with calldata its caller passes without appending the sender again: in " +
		"both cases the address the contract acts for is 20 bytes the caller writes.",
	Exploit: "The attacker calls withdraw() with a victim's address appended to the calldata (or, through the " +
		"forwarder, calls multicall with a burn(...) call data that ends in the victim's address): the contract " +
		"takes the victim for the sender and spends their balance.",
	Recommendation: "Read the appended sender only when msg.sender is the trusted forwarder (OpenZeppelin's " +
		"ERC2771Context), and append the forwarded sender to each call a multicall delegatecalls (OpenZeppelin " +
		"Multicall 4.9.5 / 5.0.2).",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-290",
	Requires:   []Requirement{RequireCFG, RequireCallGraph, RequireDataFlow},
	Run:        runArbitraryForwardedSender,
}

func runArbitraryForwardedSender(p *Pass) error {
	// The end of the calldata is read in assembly (calldataload(sub(calldatasize(), 20))) or through its length
	// (msg.data[msg.data.length - 20:]): the words the model's one scan of the files looks for tell the bodies
	// that may.
	asm, length := occurrencesOf(p.Model, wordAssembly), occurrencesOf(p.Model, wordLength)
	if !asm.any() && !length.any() {
		return nil
	}
	cg := p.Model.CallGraph()
	var forwarded []*analysis.Function // functions reading the appended sender past a check of msg.sender
	for _, f := range bodies(p.Model) {
		if !asm.inCode(f) && !length.inCode(f) {
			continue
		}
		g := f.CFG()
		var tails []*analysis.Node
		var at []solidity.Node
		for _, n := range g.Nodes {
			if x := calldataTailRead(n); x != nil {
				tails, at = append(tails, n), append(at, x)
			}
		}
		if len(tails) == 0 {
			continue
		}
		reached := reachedPastNoSenderTest(g)
		for i, n := range tails {
			if !reached[n.Index] {
				forwarded = appendUnique(forwarded, f)
				continue
			}
			if !actsOnState(cg, f) {
				continue // nothing the contract stores depends on who the sender is taken to be
			}
			p.Report(Report{Function: f, At: at[i],
				Message: fmt.Sprintf("%s takes the sender from the last 20 bytes of the calldata without checking that msg.sender is the trusted forwarder: any caller appends the address it acts as",
					funcLabel(f))})
			break
		}
	}
	if len(forwarded) == 0 {
		return nil
	}
	// A contract with a forwarded sender that delegatecalls itself with its caller's data, unchanged.
	for _, k := range p.Model.Contracts {
		uses := false
		for _, f := range k.Functions {
			if slices.Contains(forwarded, f) {
				uses = true
				break
			}
		}
		if !uses {
			continue
		}
		for _, f := range k.Functions {
			if !f.IsEntry() || f.Decl.Body == nil {
				continue
			}
			for _, n := range f.CFG().Nodes {
				for _, c := range n.Calls() {
					if c.Kind != analysis.CallLowLevel || c.Name != "delegatecall" || c.Expr == nil || len(c.Args) != 1 ||
						!isSelf(n.Scope, c.Target) || !callerBytes(n.Scope, c.Args[0]) {
						continue
					}
					p.Report(Report{Function: f, At: c.Expr,
						Message: fmt.Sprintf("%s delegatecalls this contract with its caller's data and appends no sender: called through the trusted forwarder, each call's last 20 bytes are the caller's, and %s takes them for the sender",
							funcLabel(f), funcLabel(forwarded[0]))})
				}
			}
		}
	}
	return nil
}

// callerBytes reports whether e is a parameter, or an element of one, as the caller passed it.
func callerBytes(sc *analysis.Scope, e solidity.Expr) bool {
	switch x := unparen(e).(type) {
	case *solidity.Identifier:
		return sc.Resolve(x).Kind == analysis.SymParam
	case *solidity.IndexAccess:
		id, ok := unparen(x.X).(*solidity.Identifier)
		return ok && sc.Resolve(id).Kind == analysis.SymParam
	}
	return false
}

// calldataTailRead returns where node n reads an address from the end of the calldata: calldataload(sub(
// calldatasize(), k)) in assembly, or msg.data[msg.data.length - k:]; nil when it does not. An assembly block
// that tests caller() itself is taken for checked, and so is a slice chosen by a test of msg.sender
// (isTrustedForwarder(msg.sender) ? msg.data[msg.data.length - 20:] : ...).
func calldataTailRead(n *analysis.Node) solidity.Node {
	var found solidity.Node
	if as, ok := n.Stmt.(*solidity.AssemblyStatement); ok {
		caller := false
		solidity.Preorder(as.Body, func(x solidity.Node) bool {
			y, ok := x.(*solidity.YulCall)
			if !ok {
				return true
			}
			switch y.Name {
			case "caller":
				caller = true
			case "calldataload":
				if len(y.Args) == 1 {
					if s, ok := y.Args[0].(*solidity.YulCall); ok && s.Name == "sub" && len(s.Args) == 2 {
						if c, ok := s.Args[0].(*solidity.YulCall); ok && c.Name == "calldatasize" && found == nil {
							found = y
						}
					}
				}
			}
			return true
		})
		if caller {
			return nil
		}
		return found
	}
	if n.Expr == nil || n.Scope == nil {
		return nil
	}
	solidity.Preorder(n.Expr, func(x solidity.Node) bool {
		if c, ok := x.(*solidity.ConditionalExpr); ok && readsSender(n.Scope, c.Cond) {
			return false // read only when the caller is the one tested: the forwarder
		}
		r, ok := x.(*solidity.IndexRangeAccess)
		if !ok || found != nil {
			return found == nil
		}
		b, ok := unparen(r.Start).(*solidity.BinaryExpr)
		if ok && b.Op == "-" && isMsgData(r.X) {
			if ma, ok := unparen(b.X).(*solidity.MemberAccess); ok && ma.Member == "length" && isMsgData(ma.X) {
				found = r
			}
		}
		return found == nil
	})
	return found
}

// reachedPastNoSenderTest marks the nodes of g reached from the entry without passing a branch or a guard whose
// condition reads msg.sender (a check that the caller is the forwarder, on either side).
func reachedPastNoSenderTest(g *analysis.CFG) []bool {
	reached := make([]bool, len(g.Nodes))
	reached[g.Entry.Index] = true
	stack := []*analysis.Node{g.Entry}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if (n.Kind == analysis.NodeCond || n.Kind == analysis.NodeGuard) && n.Expr != nil && n.Scope != nil &&
			readsSender(n.Scope, n.Expr) {
			continue
		}
		for _, s := range n.Succs {
			if !reached[s.Index] {
				reached[s.Index] = true
				stack = append(stack, s)
			}
		}
	}
	return reached
}

// readsSender reports whether e reads msg.sender: itself, as an argument of a call, or through a local.
func readsSender(sc *analysis.Scope, e solidity.Expr) bool {
	if sc.Flow().Taint(e).Has(analysis.TaintSender) {
		return true
	}
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if ma, ok := x.(*solidity.MemberAccess); ok && ma.Member == "sender" {
			if id, ok := ma.X.(*solidity.Identifier); ok && id.Name == "msg" && sc.Resolve(id).Kind == analysis.SymBuiltin {
				found = true
			}
		}
		return !found
	})
	return found
}

// actsOnState reports whether f, or a state-changing public function reaching it, writes state: an ERC-7579
// fallback handler that only reports the sender its account appends acts on nothing.
func actsOnState(cg *analysis.CallGraph, f *analysis.Function) bool {
	if f.IsEntry() && !f.IsView() && len(f.WrittenState()) > 0 {
		return true
	}
	for _, e := range reachingEntries(cg, f) {
		if len(e.WrittenState()) > 0 {
			return true
		}
	}
	return false
}
