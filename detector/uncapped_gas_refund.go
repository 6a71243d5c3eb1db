package detector

import (
	"strconv"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UncappedGasRefund reports a payment to the caller of an amount that grows with tx.gasprice, which the caller
// sets, when no check of the function bounds the gas price.
var UncappedGasRefund = &Detector{
	ID:    "uncapped-gas-refund",
	Title: "A gas refund paid to the caller grows with a gas price the caller sets",
	Description: "A public function pays its caller (a relayer, a keeper) an amount worked out from tx.gasprice: " +
		"the gas it used times the price it paid. The caller chooses that price when it sends the transaction, " +
		"and nothing in the function bounds it, so the caller sets it as high as the funds charged allow (the " +
		"user's deposit, the contract's balance) and takes the difference: the gas fee goes to the block's " +
		"producer only in part, or to the caller itself when it is the producer or bundles with it. (Recognised " +
		"by the use of tx.gasprice in the amount paid, not by names.)",
	Exploit: "A relayer submits a user's signed meta-transaction at a gas price a hundred times the market's; the " +
		"refund drains the user's prepaid deposit, and the relayer, bundling with the block's builder, gets most " +
		"of the fee back.",
	Recommendation: "Cap the gas price the refund uses (the lower of tx.gasprice and a maximum the user signed or " +
		"the contract sets), or pay a fee the user agreed to in the signed request.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-1284",
	Requires:   []Requirement{RequireCFG, RequireDataFlow},
	Run:        runUncappedGasRefund,
}

func runUncappedGasRefund(p *Pass) error {
	if !spellsGasPrice(p.Model) {
		return nil // no code reads tx.gasprice
	}
	for _, fx := range functionFacts(p.Model) {
		if !fx.entry || fx.view || fx.constructor || len(fx.calls) == 0 {
			continue
		}
		f := fx.fn
		sc := f.Scope()
		for _, s := range fx.calls {
			c := s.call
			if s.node.Scope != sc || !sendsEtherTo(c) || c.Target == nil || c.Value == nil {
				continue
			}
			to := unwrapConversion(c.Target)
			if !isSenderExpr(to) && !isOriginExpr(to) {
				continue
			}
			priced := gasPriced(sc, c.Value)
			if priced == nil || gasPriceBounded(f, priced) {
				continue
			}
			// Reported where the gas price enters the amount, the line to fix.
			p.Report(Report{Function: f, File: sc.File, At: priced,
				Message: funcLabel(f) + " pays its caller " + Text(sc.File, c.Value) + " (line " + strconv.Itoa(lineOf(c.Node())) +
					"), worked out from tx.gasprice, a price the caller sets, with no bound on it",
				Related: []Related{{File: sc.File, At: c.Node(), Message: "the payment to the caller"}}})
		}
	}
	return nil
}

// spellsGasPrice reports whether a file of m spells gasprice, told from the shared scan's occurrences of gas.
func spellsGasPrice(m *analysis.Model) bool {
	h := findWord(m, "gas")
	for _, fh := range h.files {
		src := fh.file.Src
		for _, at := range fh.at {
			if i := int(at) + 3; i+5 <= len(src) && string(src[i:i+5]) == "price" {
				return true
			}
		}
	}
	return false
}

// isOriginExpr reports whether e is tx.origin.
func isOriginExpr(e solidity.Expr) bool {
	m, ok := unparen(e).(*solidity.MemberAccess)
	if !ok || m.Member != "origin" {
		return false
	}
	id, ok := unparen(m.X).(*solidity.Identifier)
	return ok && id.Name == "tx"
}

// gasPriced returns the expression that reads tx.gasprice in e, itself or in the value a local it reads was
// declared with (uint256 refund = gasUsed * tx.gasprice); nil when there is none.
func gasPriced(sc *analysis.Scope, e solidity.Expr) solidity.Expr {
	for depth := 0; depth < 3 && e != nil; depth++ {
		if readsGasPrice(e) {
			return e
		}
		_, init := localInit(sc, unparen(e))
		e = init
	}
	return nil
}

// readsGasPrice reports whether e reads tx.gasprice.
func readsGasPrice(e solidity.Node) bool {
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if m, ok := x.(*solidity.MemberAccess); ok && m.Member == "gasprice" {
			if id, ok := unparen(m.X).(*solidity.Identifier); ok && id.Name == "tx" {
				found = true
			}
		}
		return !found
	})
	return found
}

// gasPriceBounded reports whether f bounds the gas price or the amount worked out from it: a check or branch
// compares tx.gasprice with something (require(tx.gasprice <= maxGasPrice)), or the amount is chosen between
// values (a conditional or a call, such as min(tx.gasprice, cap)).
func gasPriceBounded(f *analysis.Function, priced solidity.Expr) bool {
	bounded := false
	solidity.Preorder(priced, func(x solidity.Node) bool {
		switch y := x.(type) {
		case *solidity.ConditionalExpr:
			bounded = true
		case *solidity.CallExpr:
			if c := f.Scope().CallOf(y); c != nil && c.Kind != analysis.CallTypeConversion && c.Kind != analysis.CallBuiltin {
				bounded = true
			}
		}
		return !bounded
	})
	if bounded {
		return true
	}
	for _, n := range f.CFG().Nodes {
		if n.Expr == nil || n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond {
			continue
		}
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			if b, ok := x.(*solidity.BinaryExpr); ok && (b.Op == "<" || b.Op == "<=" || b.Op == ">" || b.Op == ">=") &&
				(readsGasPrice(b.X) || readsGasPrice(b.Y)) {
				bounded = true
			}
			return !bounded
		})
		if bounded {
			return true
		}
	}
	return false
}
