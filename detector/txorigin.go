package detector

import (
	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// TxOriginAuth reports authorization based on tx.origin.
var TxOriginAuth = &Detector{
	ID:    "tx-origin-auth",
	Title: "Authorization through tx.origin",
	Description: "tx.origin is the account that started the transaction, not the immediate caller. A check of " +
		"tx.origin against a privileged address passes whenever that account is anywhere up the call chain.",
	Exploit: "The owner is lured into calling a malicious contract, which then calls this contract; tx.origin is " +
		"still the owner, so the check passes and the attacker acts with the owner's rights.",
	Recommendation: "Use msg.sender for authorization.",
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
	var scopes []*analysis.Scope
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
			solidity.Preorder(n.Expr, func(x solidity.Node) bool {
				b, ok := x.(*solidity.BinaryExpr)
				if !ok || (b.Op != "==" && b.Op != "!=") {
					return true
				}
				tx, ty := fl.Taint(b.X), fl.Taint(b.Y)
				origin := func(t analysis.Taint) bool { return t.Has(analysis.TaintOrigin) }
				sender := func(t analysis.Taint) bool { return t.Has(analysis.TaintSender) }
				// tx.origin == msg.sender tells contracts from accounts; it grants no rights.
				if (origin(tx) && !sender(ty) && !origin(ty)) || (origin(ty) && !sender(tx) && !origin(tx)) {
					p.Report(Report{Function: f, File: n.Scope.File, At: b,
						Message: label.String() + " authorizes with tx.origin: " + Text(n.Scope.File, b)})
				}
				return true
			})
		}
	}
	return nil
}
