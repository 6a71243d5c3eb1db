package detector

import (
	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// SelfReferral reports a share of the caller's payment credited to an account the caller names, in a function
// that also credits the caller for the payment, with no check that the named account is not the caller.
var SelfReferral = &Detector{
	ID:    "self-referral",
	Title: "A referral share of the caller's payment can go back to the caller",
	Description: "A function takes a payment from its caller (ether, or tokens it pulls from the caller), " +
		"credits the caller for it, and credits a share of the same payment to an account the caller names (a " +
		"referrer, an affiliate, a sponsor). Nothing checks that the named account is not the caller, so the " +
		"caller names itself and gets the share back on top of what it paid for.",
	Exploit: "The buyer passes its own address (or a second address it controls) as the referrer and takes the " +
		"referral reward of every purchase, a discount the protocol never meant to give.",
	Recommendation: "Reject a referrer equal to the caller (and, where it matters, bind the referrer once, before " +
		"the first purchase, to an account that has itself taken part); cap what a referrer can earn.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-841",
	Requires:   []Requirement{RequireCFG, RequireDataFlow},
	Run:        runSelfReferral,
}

func runSelfReferral(p *Pass) error {
	for _, fx := range functionFacts(p.Model) {
		if !fx.entry || fx.view || fx.constructor || len(fx.writers) == 0 {
			continue
		}
		f := fx.fn
		paid := payableFunc(f)
		var pulled uint64 // the parameters that amounts pulled from the caller depend on
		for _, s := range fx.calls {
			sc := s.node.Scope
			if sc == nil {
				continue
			}
			if from, _ := transferFromSource(s.call); from != nil && sc.Flow().Taint(from).Has(analysis.TaintSender) {
				if _, amount, out := tokenMove(sc, s.call); amount != nil && !out {
					pulled |= sc.Flow().Params(amount)
				}
			}
		}
		if !paid && pulled == 0 {
			continue // the caller pays nothing here
		}
		ups := updatesOf(f)
		fromPayment := func(sc *analysis.Scope, e solidity.Expr) bool {
			fl := sc.Flow()
			return paid && fl.Taint(e).Has(analysis.TaintValue) || pulled != 0 && fl.Params(e)&pulled != 0
		}
		callerCredited := false
		for _, u := range ups {
			if ix, ok := solidity.Unparen(u.target).(*solidity.IndexAccess); ok && u.op == "+" && ix.Index != nil &&
				u.sc.Flow().Taint(ix.Index).Has(analysis.TaintSender) && fromPayment(u.sc, u.amount) {
				callerCredited = true
				break
			}
		}
		if !callerCredited {
			continue
		}
		for _, u := range ups {
			ix, ok := solidity.Unparen(u.target).(*solidity.IndexAccess)
			if !ok || u.op != "+" || ix.Index == nil || u.node == nil {
				continue
			}
			sc := u.sc
			fl := sc.Flow()
			named := fl.Params(ix.Index)
			if named == 0 || fl.Taint(ix.Index).Has(analysis.TaintSender|analysis.TaintOrigin) {
				continue
			}
			if t := sc.TypeOf(ix.Index); t == nil || t.Kind != analysis.TypeAddress {
				continue
			}
			if !fromPayment(sc, u.amount) || !hasDivision(u.amount) {
				continue // the whole payment credited to the named account is a deposit on its behalf
			}
			if comparedWithCaller(f, u.node, named) {
				continue
			}
			p.Report(Report{Function: f, File: sc.File, At: u.at,
				Message: funcLabel(f) + " credits " + Text(sc.File, u.target) + " with a share of the caller's payment, an account the caller names with no check that it is not the caller itself"})
		}
	}
	return nil
}

// payableFunc reports whether f takes ether.
func payableFunc(f *analysis.Function) bool {
	return f.Decl.Mutability == solidity.MutabilityPayable
}

// hasDivision reports whether e divides: a share of an amount rather than the amount.
func hasDivision(e solidity.Expr) bool {
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if b, ok := x.(*solidity.BinaryExpr); ok && b.Op == "/" {
			found = true
		}
		return !found
	})
	return found
}

// comparedWithCaller reports whether a check or branch of f before node n compares a value of the parameters
// named with the caller's address (require(referrer != msg.sender)).
func comparedWithCaller(f *analysis.Function, n *analysis.Node, named uint64) bool {
	return comparedBefore(f, n, true, func(_ *analysis.Scope, fl *analysis.Flow, b *solidity.BinaryExpr) bool {
		if b.Op != "==" && b.Op != "!=" {
			return false
		}
		tx, ty := fl.Taint(b.X), fl.Taint(b.Y)
		return tx.Has(analysis.TaintSender) && fl.Params(b.Y)&named != 0 || ty.Has(analysis.TaintSender) && fl.Params(b.X)&named != 0
	})
}
