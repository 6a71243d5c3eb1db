package detector

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// WrongConstructorName reports, in code for compilers before 0.5 (where constructors are named after their
// contract), public functions meant as constructors that are not.
var WrongConstructorName = &Detector{
	ID:    "wrong-constructor-name",
	Title: "Function meant as a constructor is an ordinary public function",
	Description: "Before Solidity 0.4.22 (and, as an alternative, until 0.5) a constructor is the function named " +
		"exactly like its contract. A function whose name differs from the contract's only by letter case or one " +
		"typo is not a constructor: it stays in the deployed contract and anyone can call it. A public function " +
		"that sets the privileged account with no access check, in a contract without a constructor, is very " +
		"likely the same mistake.",
	Exploit: "The attacker calls the would-be constructor after deployment and becomes the owner, then withdraws " +
		"the funds (as happened to Rubixi after it was renamed from DynamicPyramid).",
	Recommendation: "Use the `constructor` keyword (Solidity 0.4.22 and later), or name the function exactly like " +
		"the contract.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceHigh,
	SWC:        "SWC-118",
	CWE:        "CWE-665",
	Requires:   []Requirement{RequireSymbols, RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runWrongConstructorName,
}

// nameSpan is a source range used as a finding's location.
type nameSpan solidity.Range

// Range returns the span.
func (s nameSpan) Range() solidity.Range { return solidity.Range(s) }

func runWrongConstructorName(p *Pass) error {
	var guards map[*analysis.StateVar]callerGuard
	// ownerGuard tells whether some access check compares the caller with a stored address (not a role table):
	// without one, no function can set an owner as setsOwnerOpenly looks for.
	var guardsRead, ownerGuard bool
	for _, c := range p.Model.Contracts {
		if c.Kind != solidity.KindContract {
			continue
		}
		r := p.Model.Pragma(c.File)
		if !r.Unknown() && !r.AllowsBelow(0, 5) {
			continue
		}
		hasCtor := false
		for _, f := range c.Declared {
			if f.IsConstructor() {
				hasCtor = true
			}
		}
		for _, f := range c.Declared {
			if !f.IsEntry() || f.Decl.Kind != solidity.FunctionNormal || f.Name == c.Name {
				continue
			}
			at := nameSpan(f.Decl.NameRange)
			if similarName(f.Name, c.Name) {
				conf, sev := vigil.Confidence(""), vigil.Severity("")
				if hasCtor {
					// The contract has its constructor: a function named like it is a constructor that failed
					// only if it sets up what one would (the owner, to the caller); otherwise (pledge in
					// Pledges) it is more likely an ordinary function.
					conf = vigil.ConfidenceMedium
					if !setsAccountToCaller(f) {
						conf, sev = vigil.ConfidenceLow, vigil.SeverityLow
					}
				}
				if len(f.WrittenState()) == 0 {
					conf = vigil.ConfidenceLow // it sets nothing up, as a constructor would
				}
				p.Report(Report{Function: f, At: at, Confidence: conf, Severity: sev,
					Message: fmt.Sprintf("%s is named almost like contract %s, so it is not its constructor: anyone can call it", funcLabel(f), c.Name)})
				continue
			}
			if hasCtor || f.IsView() {
				continue
			}
			if !guardsRead {
				guards, guardsRead = callerGuardVars(p.Model), true
				ownerGuard = hasAddressGuard(guards)
			}
			if !ownerGuard || paidFor(f) {
				continue // a position the caller pays for is handed over, not set up
			}
			if w, ok := setsOwnerOpenly(f, guards); ok {
				p.Report(Report{Function: f, At: at, Confidence: vigil.ConfidenceLow,
					Message: fmt.Sprintf("%s sets %s to the caller with no access check, as a constructor would, and %s has no constructor", funcLabel(f), w.v.Name, c.Name),
					Related: []Related{{File: w.node.Scope.File, At: w.at, Message: "privileged account set here"}}})
			}
		}
	}
	return nil
}

// similarName reports whether a function name could be a misspelt contract name: equal ignoring case, or one
// edit (insertion, deletion, substitution or swap of adjacent letters) away for names of four letters or more.
func similarName(fn, contract string) bool {
	if fn == contract {
		return false
	}
	if strings.EqualFold(fn, contract) {
		return true
	}
	if len(contract) < 4 {
		return false
	}
	// One edit changes the length by one at most; lowering an ASCII name keeps its length.
	if d := len(fn) - len(contract); (d > 1 || d < -1) && asciiName(fn) && asciiName(contract) {
		return false
	}
	if asciiName(fn) && asciiName(contract) {
		return oneEditASCII(fn, contract)
	}
	return editDistance(strings.ToLower(fn), strings.ToLower(contract)) == 1
}

// oneEditASCII reports whether the lowered ASCII names a and b are one edit apart as editDistance counts edits
// (an insertion, a deletion, a substitution or a swap of adjacent letters), comparing them once from the start
// rather than filling the table, and without lowering copies.
func oneEditASCII(a, b string) bool {
	if len(a) < len(b) {
		a, b = b, a
	}
	i := 0
	for i < len(b) && lowerByte(a[i]) == lowerByte(b[i]) {
		i++
	}
	switch len(a) - len(b) {
	case 0:
		if i == len(a) {
			return false // the same name
		}
		if sameLowered(a[i+1:], b[i+1:]) {
			return true // a substitution
		}
		return i+1 < len(a) && lowerByte(a[i]) == lowerByte(b[i+1]) && lowerByte(a[i+1]) == lowerByte(b[i]) &&
			sameLowered(a[i+2:], b[i+2:]) // a swap
	case 1:
		return sameLowered(a[i+1:], b[i:]) // a's letter at i inserted
	}
	return false
}

// lowerByte lowers an ASCII letter as strings.ToLower does.
func lowerByte(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// sameLowered reports whether the ASCII texts a and b are equal once lowered.
func sameLowered(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		if lowerByte(a[i]) != lowerByte(b[i]) {
			return false
		}
	}
	return true
}

func asciiName(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// editDistance is the optimal string alignment distance (Levenshtein with adjacent transpositions), bounded by
// the lengths of short identifiers. It keeps the last three rows of the table, on the stack for short names.
func editDistance(a, b string) int {
	if len(a) > 256 || len(b) > 256 {
		return max(len(a), len(b))
	}
	n := len(b) + 1
	var buf [3 * 64]int
	rows := buf[:]
	if 3*n > len(buf) {
		rows = make([]int, 3*n)
	}
	// prev2, prev and cur are the rows i-2, i-1 and i.
	prev2, prev, cur := rows[:n], rows[n:2*n], rows[2*n:3*n]
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}

// hasAddressGuard reports whether one of the caller guard variables is a stored address, not a role table.
func hasAddressGuard(guards map[*analysis.StateVar]callerGuard) bool {
	for _, g := range guards {
		if !g.keyed {
			return true
		}
	}
	return false
}

// setsOwnerOpenly returns a write, on a path any caller reaches, of a stored account that access checks compare
// the caller with, assigned the caller's own address.
// setsAccountToCaller reports whether f assigns the caller to a state variable that is no table (owner =
// msg.sender), as a constructor sets up its owner.
func setsAccountToCaller(f *analysis.Function) bool {
	found := false
	for _, n := range f.CFG().Nodes {
		if found || n.Scope == nil || !n.HasOwn() {
			continue
		}
		fl := n.Scope.Flow()
		solidity.Preorder(n.Own(), func(x solidity.Node) bool {
			a, ok := x.(*solidity.AssignExpr)
			if !ok || found {
				return !found
			}
			if v := stateVarOf(n.Scope, a.LHS); v != nil && fl.Taint(a.RHS).Has(analysis.TaintSender|analysis.TaintOrigin) && callerValue(n.Scope, a.RHS, 0) {
				if _, table := v.Decl.Type.(*solidity.Mapping); !table {
					found = true
				}
			}
			return !found
		})
	}
	return found
}

func setsOwnerOpenly(f *analysis.Function, guards map[*analysis.StateVar]callerGuard) (write, bool) {
	open := openNodes(f)
	for _, n := range f.CFG().Nodes {
		if !open[n.Index] || n.Scope == nil || !n.HasOwn() {
			continue
		}
		fl := n.Scope.Flow()
		var found *write
		solidity.Preorder(n.Own(), func(x solidity.Node) bool {
			a, ok := x.(*solidity.AssignExpr)
			if !ok || found != nil {
				return found == nil
			}
			v := stateVarOf(n.Scope, a.LHS)
			if v == nil {
				return true
			}
			if g, ok := guards[v]; ok && !g.keyed && fl.Taint(a.RHS).Has(analysis.TaintSender|analysis.TaintOrigin) {
				found = &write{v: v, at: a, node: n}
			}
			return found == nil
		})
		if found != nil {
			return *found, true
		}
	}
	return write{}, false
}
