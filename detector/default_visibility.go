package detector

import (
	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// DefaultFunctionVisibility reports functions declared without a visibility, which compilers before 0.5 make
// public.
var DefaultFunctionVisibility = &Detector{
	ID:    "default-function-visibility",
	Title: "Function without explicit visibility is public",
	Description: "Before Solidity 0.5 a function declared without a visibility is public. A helper meant to be " +
		"internal (one that pays out, or changes state) is then callable by anyone.",
	Exploit: "An attacker calls the helper directly, skipping the checks of the function that was meant to call " +
		"it, for example to receive a payout.",
	Recommendation: "Declare every function's visibility; make helpers internal or private.",
	Severity:       vigil.SeverityMedium,
	Confidence:     vigil.ConfidenceHigh,
	SWC:            "SWC-100",
	CWE:            "CWE-710",
	Requires:       []Requirement{RequireCFG, RequireGuards},
	Run:            runDefaultFunctionVisibility,
}

// DefaultStateVisibility reports state variables declared without a visibility.
var DefaultStateVisibility = &Detector{
	ID:    "default-state-visibility",
	Title: "State variable without explicit visibility",
	Description: "A state variable declared without a visibility is internal. Writing it out makes the intent " +
		"clear to readers and reviewers, and avoids mistaken assumptions about who can read or write it.",
	Recommendation: "Declare the visibility of every state variable (public, internal or private).",
	Severity:       vigil.SeverityInformational,
	Confidence:     vigil.ConfidenceHigh,
	SWC:            "SWC-108",
	CWE:            "CWE-710",
	Requires:       []Requirement{RequireSymbols},
	Run:            runDefaultStateVisibility,
}

func runDefaultFunctionVisibility(p *Pass) error {
	for _, c := range p.Model.Contracts {
		if c.Kind == solidity.KindInterface || !allowsPre05(p.Model, c.File) {
			continue
		}
		for _, f := range c.Declared {
			d := f.Decl
			if d.Visibility != solidity.VisibilityDefault || d.Kind != solidity.FunctionNormal || d.Body == nil || f.IsConstructor() {
				continue
			}
			sev, conf, what := visibilityRisk(f)
			if why := meantPublic(f, p.Model); why != "" && sev.Rank() > vigil.SeverityLow.Rank() {
				// Its exposure is by design: what it does when called is other detectors' business.
				sev, conf, what = vigil.SeverityLow, vigil.ConfidenceHigh, why+"; declare it public"
			}
			p.Report(Report{Function: f, At: headerNode(f.File, d), Severity: sev, Confidence: conf,
				Message: funcLabel(f) + " has no visibility and is public by default; " + what})
		}
	}
	return nil
}

// visibilityRisk grades a function that is public by default by what it lets a caller do.
func visibilityRisk(f *analysis.Function) (vigil.Severity, vigil.Confidence, string) {
	if f.IsView() {
		return vigil.SeverityLow, vigil.ConfidenceHigh, "it only reads state"
	}
	if f.Contract.Kind == solidity.KindLibrary {
		return vigil.SeverityLow, vigil.ConfidenceMedium, "library functions without visibility are part of the library's public interface"
	}
	gd := f.Guards()
	writes := false
	fsc := f.Scope()
	for _, n := range f.CFG().Nodes {
		if gd.Protected(n) {
			continue
		}
		if (len(analysis.NodeCalls(n)) > 0 || len(nodeWrites(n)) > 0) && gd.ProtectedPlain(n) {
			// Written behind a check of the caller, which only a write of the checked account that any caller
			// can make (reported where it is) opens: the function was written for a privileged caller from
			// outside, and its visibility is not what lets others in.
			continue
		}
		for _, c := range analysis.NodeCalls(n) {
			if sendsOut(c) && n.Scope == fsc && sendsEtherTo(c) && (ledgers{}).bounded(f, c) {
				// A payment bounded by what the contract records for the one paid (the caller's own balance):
				// callable by anyone by design, so it weighs as the state it changes.
				continue
			}
			if sendsOut(c) || ((c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && calleeSends(c.Callee, 0)) {
				// A send outweighs any write: the rest of the graph cannot change the grade.
				return vigil.SeverityHigh, vigil.ConfidenceHigh, "any caller can make it send ether or destroy the contract"
			}
		}
		if !writes && len(nodeWrites(n)) > 0 {
			writes = true
		}
	}
	if writes {
		return vigil.SeverityMedium, vigil.ConfidenceMedium, "any caller can make it change state"
	}
	return vigil.SeverityLow, vigil.ConfidenceMedium, "check that it is meant to be callable from outside"
}

// meantPublic says why f, public by default, is evidently meant to be called from outside, or returns "": it is
// payable (an internal or private function cannot be), no function of the unit calls it and it checks the state
// itself (a helper meant to be internal has a caller and relies on its checks; an entry point that checks its own
// conditions, a claim's flag, a deadline, is judged by what it does, as any public function is),
// or it implements a function that a base contract or
// interface declares without a body, the contract's declared interface (as 0.4 code wrote ERC20Basic).
func meantPublic(f *analysis.Function, m *analysis.Model) string {
	if f.Decl.Mutability == solidity.MutabilityPayable {
		return "it is payable, so it is meant to be called from outside"
	}
	if sig := f.ABISignature(); sig != "" && len(f.Contract.Linearization) >= 2 {
		for _, b := range f.Contract.Linearization[1:] {
			for _, g := range b.Declared {
				if g.Decl.Body == nil && g.Decl.Kind == solidity.FunctionNormal && g.Decl.Visibility != solidity.VisibilityInternal &&
					g.Decl.Visibility != solidity.VisibilityPrivate && g.ABISignature() == sig {
					return "it implements " + g.String() + ", declared without a body as part of the contract's interface"
				}
			}
		}
	}
	switch f.ABISignature() {
	case "transfer(address,uint256)", "approve(address,uint256)", "transferFrom(address,address,uint256)":
		// The ERC-20 functions a token exists to expose.
		return "it is the token's ERC-20 " + f.Name + " function, meant to be called from outside"
	}
	if len(m.CallGraph().Callers(f)) > 0 {
		return ""
	}
	if checksOwnState(f) {
		return "no function calls it and it checks the contract's state itself before acting, so it is an entry point rather than a helper left public"
	}
	if readsOwnMsgValue(f) {
		// Before 0.4 every function took ether; one that no function calls and that reads the value of its
		// call is written to be paid by its caller.
		return "no function calls it and it reads the ether its caller sends, so it is meant to be called from outside"
	}
	if writesCallerEntriesOnly(f) {
		return "no function calls it and it changes only the caller's own entries, so it is meant to be called from outside"
	}
	return ""
}

// readsOwnMsgValue reports whether f's own body reads msg.value.
func readsOwnMsgValue(f *analysis.Function) bool {
	sc, found := f.Scope(), false
	solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
		if e, ok := x.(solidity.Expr); ok && isMsgValue(sc, e) {
			found = true
		}
		return !found
	})
	return found
}

// writesCallerEntriesOnly reports whether f writes state, and every write of it (its callees' included) is to an
// entry keyed by the caller: balances[msg.sender].
func writesCallerEntriesOnly(f *analysis.Function) bool {
	any := false
	for _, n := range f.CFG().Nodes {
		for _, w := range nodeWrites(n) {
			lhs, ok := w.at.(solidity.Expr)
			if !ok || w.node == nil || w.node.Scope == nil || !callerEntry(w.node.Scope, lhs) {
				return false
			}
			any = true
		}
	}
	return any
}

func runDefaultStateVisibility(p *Pass) error {
	for _, c := range p.Model.Contracts {
		for _, it := range c.Decl.Members {
			v, ok := it.(*solidity.StateVariableDeclaration)
			if !ok || v.Visibility != solidity.VisibilityDefault || v.Constant {
				continue
			}
			b := append(append(append(p.message(), c.Name...), '.'), v.Name...)
			p.reportMessage(Report{Contract: c, At: v}, append(b, " has no explicit visibility (it is internal)"...))
		}
	}
	return nil
}

// calleeSends reports whether an internal function can move ether out, itself or through its internal callees
// (depth-bounded).
func calleeSends(f *analysis.Function, depth int) bool {
	if f == nil || f.Decl.Body == nil || depth > 3 {
		return false
	}
	for _, c := range f.Scope().Calls() {
		if sendsOut(c) {
			return true
		}
		if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != f && calleeSends(c.Callee, depth+1) {
			return true
		}
	}
	return false
}

// checksOwnState reports whether the body of f itself (not a modifier) has a guard or branch that reads state.
func checksOwnState(f *analysis.Function) bool {
	fsc := f.Scope()
	for _, n := range f.CFG().Nodes {
		if n.Scope == fsc && n.Expr != nil && (n.Kind == analysis.NodeGuard || n.Kind == analysis.NodeCond) &&
			fsc.Flow().Taint(n.Expr).Has(analysis.TaintState) {
			return true
		}
	}
	return false
}
