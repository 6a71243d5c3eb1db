package detector

import (
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UnusedReturn reports external calls whose return value is discarded.
//
// ERC-20 transfer/transferFrom/approve are left to the unchecked-transfer kind of detectors; low-level calls to
// unchecked-low-level-call. Only calls whose callee is known in the unit (so that it is known to return
// something) are reported.
var UnusedReturn = &Detector{
	ID:    "unused-return",
	Title: "Return value of an external call is ignored",
	Description: "The contract calls a function of another contract that returns a value, and discards the " +
		"value. Returned values often report success, an amount actually processed, or an identifier the caller " +
		"needs; ignoring them hides failures and partial results.",
	Exploit: "The callee reports failure (or a smaller amount than requested) through its return value instead " +
		"of reverting; the caller carries on as if the call fully succeeded and its accounting diverges.",
	Recommendation: "Use or check the returned value, or document why it can be ignored.",
	Severity:       vigil.SeverityMedium,
	Confidence:     vigil.ConfidenceMedium,
	CWE:            "CWE-252",
	Requires:       []Requirement{RequireTypes},
	Run:            runUnusedReturn,
}

func runUnusedReturn(p *Pass) error {
	for _, f := range bodies(p.Model) {
		sc := f.Scope()
		if !slices.ContainsFunc(sc.Calls(), returnsValue) {
			continue
		}
		eachStatement(f.Decl.Body, func(s solidity.Stmt) {
			st, ok := s.(*solidity.ExpressionStatement)
			if !ok {
				return
			}
			ce, ok := unparen(st.X).(*solidity.CallExpr)
			if !ok {
				return
			}
			c := sc.CallOf(ce)
			if c == nil || !returnsValue(c) {
				return
			}
			r := Report{Function: f, At: ce,
				Message: funcLabel(f) + " ignores the value returned by " + Text(f.File, ce),
				Related: []Related{{File: c.Callee.File, At: headerNode(c.Callee.File, c.Callee.Decl), Message: "the called function returns a value"}}}
			if c.Callee.IsView() {
				r.Severity = vigil.SeverityLow
				r.Message += " (a view call whose result is unused has no effect)"
			} else if t := sc.TypeOf(ce); forwardsOnly(f, st) && (t == nil || t.Kind != analysis.TypeBool) {
				// Nothing in the function could use the value: the call is its last statement, it returns
				// nothing and keeps no state, so no accounting of its own can go wrong.
				r.Severity = vigil.SeverityLow
				r.Message += " (the last step of a function that keeps no state and returns nothing)"
			} else if t := sc.TypeOf(ce); t != nil && (t.Kind == analysis.TypeAddress || t.Kind == analysis.TypeContract) {
				// An address (a pair or clone the call creates or finds) is neither a success flag nor an
				// amount: the call reverts when it fails, and the caller can find the address again.
				r.Severity = vigil.SeverityLow
				r.Message += " (an address, not a success flag or an amount)"
			}
			p.Report(r)
		})
	}
	return nil
}

// returnsValue reports whether c is an external call, other than an ERC-20 transfer or approval, of a function
// of the unit that returns something. Only such a call is reported, so a body without one is not walked.
func returnsValue(c *analysis.Call) bool {
	return c.Kind == analysis.CallExternal && !c.ERC20 && c.Callee != nil && len(c.Callee.Decl.Returns) > 0
}

// forwardsOnly reports whether statement st is the last statement of f's body, f returns nothing and writes no
// state (itself or through the functions it calls): a wrapper that only forwards the call.
func forwardsOnly(f *analysis.Function, st solidity.Stmt) bool {
	body := f.Decl.Body
	if body == nil || len(body.Stmts) == 0 || body.Stmts[len(body.Stmts)-1] != st || len(f.Decl.Returns) > 0 {
		return false
	}
	return len(f.WrittenState()) == 0
}
