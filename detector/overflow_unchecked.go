package detector

import (
	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// uncheckedSeverity is the severity of a possible wrap inside an `unchecked` block. The block is the
// developer's explicit claim that the operation cannot wrap: when a caller of a public function picks an
// operand (a parameter, msg.data or msg.value), the claim rests on what callers send and deserves a review
// (medium); otherwise it rests on the contract's own invariants (library math, counters bounded by supply) and
// is only worth a note (low).
func uncheckedSeverity(f *analysis.Function, n *analysis.Node, a, b solidity.Expr) vigil.Severity {
	if f.IsEntry() && n.Scope == f.Scope() {
		fl := f.Flow()
		for _, e := range []solidity.Expr{a, b} {
			if e != nil && fl.Taint(e).Has(chosenByCaller|analysis.TaintValue) {
				return vigil.SeverityMedium
			}
		}
	}
	return vigil.SeverityLow
}
