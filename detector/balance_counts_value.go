package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// BalanceCountsValue reports code that treats the contract's balance as not yet holding the ether the current
// call pays in, which it already does.
var BalanceCountsValue = &Detector{
	ID:    "balance-counts-value",
	Title: "Balance compared or added with the value it already holds",
	Description: "When a payable function runs, address(this).balance already includes msg.value. Adding msg.value " +
		"to the balance counts the payment twice, and comparing msg.value with the balance (msg.value >= " +
		"this.balance) only holds when the contract held nothing before the call.",
	Exploit: "A 'send more than the balance and win it all' game can never pay: the condition is false whenever " +
		"there is something to win, and the transfer of balance + msg.value always fails; the players' ether " +
		"stays with the contract (a common honeypot).",
	Recommendation: "Use address(this).balance - msg.value for the balance before the call.",
	Severity:       vigil.SeverityMedium,
	Confidence:     vigil.ConfidenceHigh,
	CWE:            "CWE-682",
	Requires:       []Requirement{RequireTypes},
	Run:            runBalanceCountsValue,
}

func runBalanceCountsValue(p *Pass) error {
	balance := occurrencesOf(p.Model, wordBalance)
	if !balance.any() {
		return nil
	}
	for _, f := range bodies(p.Model) {
		// msg.value is 0 outside payable functions, which compilers before 0.4 did not tell apart.
		if r := p.Model.Pragma(f.File); f.Decl.Mutability != solidity.MutabilityPayable && (r.Unknown() || !r.AllowsBelow(0, 4)) {
			continue
		}
		// Every finding reads the contract's balance (.balance) in the body, which then spells it.
		if !balance.in(f.File, f.Decl.Body.Range()) {
			continue
		}
		sc := f.Scope()
		solidity.Preorder(f.Decl.Body, func(n solidity.Node) bool {
			b, ok := n.(*solidity.BinaryExpr)
			if !ok {
				return true
			}
			var msg string
			switch {
			case b.Op == "+" && (isMsgValue(sc, b.X) && isSelfBalance(sc, b.Y) || isSelfBalance(sc, b.X) && isMsgValue(sc, b.Y)):
				msg = "counts msg.value twice: the balance already holds it"
			case isComparison(b.Op) && b.Op != "!=":
				op, value, balance := b.Op, b.X, b.Y
				if isSelfBalance(sc, b.X) {
					op, value, balance = mirrored(b.Op), b.Y, b.X
				}
				if !isMsgValue(sc, value) || !isSelfBalance(sc, balance) {
					return true
				}
				switch op {
				case ">":
					msg = "is never true: the balance already holds msg.value"
				case ">=", "==":
					msg = "only holds when the contract held nothing before the call: the balance already holds msg.value"
				default:
					msg = "always holds: the balance already holds msg.value"
				}
			default:
				return true
			}
			p.Report(Report{Function: f, At: b, Message: fmt.Sprintf("%s: %s %s", funcLabel(f), Text(f.File, b), msg)})
			return false
		})
	}
	return nil
}

// isSelfBalance reports whether e is the contract's own ether balance: this.balance or address(this).balance.
func isSelfBalance(sc *analysis.Scope, e solidity.Expr) bool {
	ma, ok := unparen(e).(*solidity.MemberAccess)
	return ok && ma.Member == "balance" && isSelf(sc, ma.X)
}
