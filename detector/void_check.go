package detector

import (
	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
)

// voidedCheck reports whether node n of f lies behind a check of the caller against a stored account that the
// guards discount only because any caller can set that account (a constructor misnamed into a public function,
// a setter that forgot its modifier). The function itself is written right: the fault is the open write, which
// unprotected-owner-change reports where it is made, and n is open only through it.
func voidedCheck(f *analysis.Function, n *analysis.Node) bool {
	gd := f.Guards()
	if gd.Protected(n) {
		return false
	}
	if gd.ProtectedPlain(n) {
		return true
	}
	if _, checks := callerChecksOf(f.Model()).checks[f]; !checks {
		return false // no check of the caller to void: the question most senders get, answered cheaply
	}
	return !openNodes(f)[n.Index]
}

// voidedNote is what a finding behind a voided check says, at low severity and confidence: the consequence of
// an open write reported on its own.
const voidedNote = ", since its check of the caller compares with an account any caller can set (reported where it is set)"

// voidedLevel returns the severity and confidence of a finding at node n of f: low for one behind a voided check,
// the detector's own otherwise.
func voidedLevel(f *analysis.Function, n *analysis.Node) (vigil.Severity, vigil.Confidence, bool) {
	if voidedCheck(f, n) {
		return vigil.SeverityLow, vigil.ConfidenceLow, true
	}
	return "", "", false
}
