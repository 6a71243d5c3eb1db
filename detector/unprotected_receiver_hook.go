package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UnprotectedReceiverHook reports token receiver hooks that record what their arguments claim without checking
// that the token contract is the one calling.
var UnprotectedReceiverHook = &Detector{
	ID:    "unprotected-receiver-hook",
	Title: "Receiver hook trusts its arguments from any caller",
	Description: "An ERC-721 or ERC-1155 receiver hook (onERC721Received, onERC1155Received, " +
		"onERC1155BatchReceived) books a deposit from its arguments (who sent which token) but never compares " +
		"msg.sender with the token contract it expects. The hook is an external function like any other: " +
		"anyone can call it directly, with a `from` and a token id of their choice, and no token moves.",
	Exploit: "The attacker calls onERC721Received(attacker, attacker, victimTokenId, \"\") on the staking pool: " +
		"the pool records the attacker as the staker of a token another user deposited, and the attacker " +
		"unstakes it, or claims rewards for tokens it never sent.",
	Recommendation: "Require msg.sender to be the collection the contract accepts (or one in an allow-list) " +
		"before recording anything, and key records by msg.sender when several collections are accepted.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-284",
	Requires:   []Requirement{RequireCFG, RequireDataFlow},
	Run:        runUnprotectedReceiverHook,
}

func runUnprotectedReceiverHook(p *Pass) error {
	for _, f := range entries(p.Model) {
		if !receiverHook(f) || f.IsView() || f.ChecksCaller() {
			continue
		}
		sc := f.Scope()
		fl := f.Flow()
		if checksSenderAnywhere(f) {
			continue
		}
		for _, n := range f.CFG().Nodes {
			if n.Scope != sc || !n.MakesCallsOrWrites() {
				continue
			}
			ws := nodeWrites(n)
			if len(ws) == 0 {
				continue
			}
			e, ok := n.Own().(solidity.Expr)
			if !ok {
				continue
			}
			if !recordsClaim(sc, fl, e) {
				continue
			}
			p.Report(Report{Function: f, File: sc.File, At: e,
				Message: fmt.Sprintf("%s records %s from the hook's arguments without checking that msg.sender is the token contract: anyone can call it with a sender and token of their choice", funcLabel(f), ws[0].v.Name)})
			break
		}
	}
	return nil
}

// recordsClaim reports whether the expression e of a hook names what the token standard passes (from, the
// token id or ids, the amount or amounts: parameters 1 to 3), directly or as arguments of a helper that
// writes, and nothing of the caller: a record keyed by msg.sender (deposits[msg.sender][id]) is the calling
// contract's own.
func recordsClaim(sc *analysis.Scope, fl *analysis.Flow, e solidity.Expr) bool {
	claimed, caller := false, false
	solidity.Preorder(e, func(x solidity.Node) bool {
		switch v := x.(type) {
		case *solidity.Identifier:
			sym := sc.Resolve(v)
			if sym.Kind == analysis.SymParam && sym.Index >= 1 && sym.Index <= 3 {
				claimed = true
			} else if fl.Taint(v).Has(analysis.TaintSender | analysis.TaintOrigin) {
				caller = true
			}
		case *solidity.MemberAccess:
			if fl.Taint(v).Has(analysis.TaintSender | analysis.TaintOrigin) {
				caller = true
				return false
			}
		}
		return !caller
	})
	return claimed && !caller
}

// receiverHook reports whether f is a public receiver hook of ERC-721 (onERC721Received(operator, from, id,
// data)) or ERC-1155 (onERC1155Received(operator, from, id, value, data), onERC1155BatchReceived(operator, from,
// ids, values, data)): the function and its arity are the standards' interfaces, which token contracts call.
func receiverHook(f *analysis.Function) bool {
	if f.Decl.Body == nil {
		return false
	}
	switch f.Decl.Name {
	case "onERC721Received":
		return len(f.Decl.Params) == 4
	case "onERC1155Received", "onERC1155BatchReceived":
		return len(f.Decl.Params) == 5
	}
	return false
}

// checksSenderAnywhere reports whether a check of f (its own, its modifiers', or an internal callee's whose
// result decides a check) reads msg.sender: the hook looks at who calls it, even where ChecksCaller cannot tell
// that every path does.
func checksSenderAnywhere(f *analysis.Function) bool {
	for _, n := range f.CFG().Nodes {
		if (n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond) || n.Expr == nil || n.Scope == nil {
			continue
		}
		if n.Scope.Flow().Taint(n.Expr).Has(analysis.TaintSender | analysis.TaintOrigin) {
			return true
		}
	}
	return false
}
