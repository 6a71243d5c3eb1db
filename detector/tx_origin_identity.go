package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// TxOriginIdentity reports tx.origin taken as the account a public function acts for: recorded in state (a
// depositor, an owner of a position) or handed to another contract (a refund or beneficiary address).
var TxOriginIdentity = &Detector{
	ID:    "tx-origin-identity",
	Title: "tx.origin taken as the account acted for",
	Description: "A public function takes tx.origin, the account that started the transaction, as the account it " +
		"acts for: it records it in state (the depositor of a deposit, the owner of a position) or passes it to " +
		"another contract (a refund or credit address), where msg.sender, the immediate caller, is the account " +
		"that called and paid. When a contract calls the function (a smart-contract wallet, a router, a " +
		"multisig; under ERC-4337 the origin is the bundler), the record or refund goes to another account.",
	Exploit: "A user deposits through a smart-contract wallet or an aggregator: the deposit is credited to the " +
		"transaction's origin (the wallet's relayer, the bundler), which can then claim or is refunded the funds; " +
		"a malicious contract the user is lured into calling can also act in the user's name.",
	Recommendation: "Record and refund msg.sender (or an address the caller names and the contract validates), " +
		"never tx.origin.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-115",
	CWE:        "CWE-477",
	Requires:   []Requirement{RequireCFG, RequireDataFlow},
	Run:        runTxOriginIdentity,
}

func runTxOriginIdentity(p *Pass) error {
	originScopes := scopesWith(p.Model, originSources)
	if !originScopes.any() {
		return nil
	}
	for _, f := range entries(p.Model) {
		sc := f.Scope()
		if f.IsView() || f.Decl.Body == nil || !originScopes.may(sc) {
			continue
		}
		fl := f.Flow()
		origin := func(e solidity.Expr) bool { return e != nil && fl.Taint(e).Has(analysis.TaintOrigin) }
		var use solidity.Node // the first record or hand-over of tx.origin
		sameAsSender := false // a check that the origin is the caller makes them one account
		for _, n := range f.CFG().Nodes {
			if n.Scope != sc {
				continue
			}
			if (n.Kind == analysis.NodeGuard || n.Kind == analysis.NodeCond) && n.Expr != nil {
				for t := range conjuncts(n.Expr) {
					if b, ok := unparen(t).(*solidity.BinaryExpr); ok && (b.Op == "==" || b.Op == "!=") &&
						kindComparison(fl.Taint(b.X), fl.Taint(b.Y)) {
						sameAsSender = true
					}
				}
				continue
			}
			if use != nil {
				continue
			}
			for _, w := range n.Writes() {
				if a := assignmentTo(n, w.At); a != nil && origin(a.RHS) {
					use = a
				} else if ix, ok := unparen(asExpr(w.At)).(*solidity.IndexAccess); ok && origin(ix.Index) {
					use = w.At
				}
			}
			for _, c := range n.Calls() {
				if c.Kind != analysis.CallExternal || use != nil {
					continue
				}
				for _, a := range c.Args {
					if origin(a) {
						use = c.Node()
						break
					}
				}
			}
		}
		if use == nil || sameAsSender {
			continue
		}
		at, to := originRead(sc, f.Decl.Body), use
		if at == nil || at.Range().End.Offset >= use.Range().End.Offset {
			at, to = use, nil
		}
		p.Report(Report{Function: f, At: at, To: to,
			Message: fmt.Sprintf("%s takes tx.origin as the account it acts for (line %d): a contract calling it (a wallet, a router, an ERC-4337 bundler's transaction) has the record or refund go to the transaction's origin, not to itself",
				funcLabel(f), lineOf(use))})
	}
	return nil
}

// originRead returns the first tx.origin in body, or nil.
func originRead(sc *analysis.Scope, body solidity.Node) solidity.Node {
	var at solidity.Node
	solidity.Preorder(body, func(x solidity.Node) bool {
		if ma, ok := x.(*solidity.MemberAccess); ok && at == nil && ma.Member == "origin" {
			if id, ok := unparen(ma.X).(*solidity.Identifier); ok && id.Name == "tx" && sc.Resolve(id).Kind == analysis.SymBuiltin {
				at = ma
			}
		}
		return at == nil
	})
	return at
}
