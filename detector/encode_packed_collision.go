package detector

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// EncodePackedCollision reports hashes of packed encodings of two or more variable-length values.
var EncodePackedCollision = &Detector{
	ID:    "encode-packed-collision",
	Title: "Hash collision with abi.encodePacked of several dynamic values",
	Description: "abi.encodePacked (and the implicit packing of keccak256/sha3/sha256 with several arguments " +
		"before 0.5) concatenates dynamic values (string, bytes, dynamic arrays) without their lengths. Two " +
		"different argument lists then encode to the same bytes, e.g. (\"ab\", \"c\") and (\"a\", \"bc\"), and " +
		"have the same hash.",
	Exploit: "A signature over addUsers([a, b], [c]) is replayed as addUsers([a], [b, c]): the packed encoding is " +
		"the same, so the signature check passes and b becomes an administrator.",
	Recommendation: "Use abi.encode, which includes lengths; or make at most one argument dynamic.",
	Severity:       vigil.SeverityMedium,
	Confidence:     vigil.ConfidenceHigh,
	SWC:            "SWC-133",
	CWE:            "CWE-294",
	Requires:       []Requirement{RequireTypes, RequireDataFlow},
	Run:            runEncodePackedCollision,
}

// hashFunctions are the built-ins whose result identifies their input.
var hashFunctions = map[string]bool{"keccak256": true, "sha3": true, "sha256": true, "ripemd160": true}

func runEncodePackedCollision(p *Pass) error {
	// A hash built-in is called by its name: bodies that do not spell one have nothing to report.
	hashes := occurrencesOf(p.Model, wordHash)
	if !hashes.any() {
		return nil
	}
	for _, f := range bodies(p.Model) {
		if !hashes.in(f.File, f.Decl.Body.Range()) {
			continue
		}
		sc := f.Scope()
		recovers := false
		var packedCalls []*solidity.CallExpr
		for _, c := range sc.Calls() {
			if c.Kind != analysis.CallBuiltin {
				continue
			}
			switch {
			case c.Name == "ecrecover":
				recovers = true
			case c.Name == "abi.encodePacked" && c.Expr != nil:
				packedCalls = append(packedCalls, c.Expr)
			}
		}
		// Locals holding a packed encoding: bytes memory b = abi.encodePacked(…); keccak256(b).
		var packedLocal map[*solidity.VariableDeclaration]*solidity.CallExpr
		if len(packedCalls) > 0 {
			packedLocal = map[*solidity.VariableDeclaration]*solidity.CallExpr{}
			solidity.Preorder(f.Decl.Body, func(n solidity.Node) bool {
				if d, ok := n.(*solidity.VariableDeclarationStatement); ok && len(d.Vars) == 1 {
					if ce, ok := unparen(d.Value).(*solidity.CallExpr); ok && slices.Contains(packedCalls, ce) {
						packedLocal[d.Vars[0]] = ce
					}
				}
				return true
			})
		}
		for _, c := range sc.Calls() {
			if c.Kind != analysis.CallBuiltin || !hashFunctions[c.Name] || c.Expr == nil {
				continue
			}
			var packed *solidity.CallExpr
			var args []solidity.Expr
			switch {
			case len(c.Args) > 1:
				packed, args = c.Expr, c.Args // pre-0.5 implicit packing
			case len(c.Args) == 1:
				arg := unparen(c.Args[0])
				if id, ok := arg.(*solidity.Identifier); ok {
					if sym := sc.Resolve(id); sym.Var != nil && packedLocal[sym.Var] != nil {
						arg = packedLocal[sym.Var]
					}
				}
				if ce, ok := arg.(*solidity.CallExpr); ok {
					if pc := sc.CallOf(ce); pc != nil && pc.Kind == analysis.CallBuiltin && pc.Name == "abi.encodePacked" {
						packed, args = ce, ce.Args
					}
				}
			}
			if packed == nil {
				continue
			}
			var dyn []string
			for _, a := range args {
				if dynamicValue(sc, a) {
					dyn = append(dyn, Text(f.File, a))
				}
			}
			if len(dyn) < 2 {
				continue
			}
			r := Report{Function: f, At: packed,
				Message: fmt.Sprintf("%s hashes the packed encoding of several dynamic values (%s): different inputs give the same hash",
					funcLabel(f), strings.Join(dyn, ", "))}
			if recovers {
				r.Severity = vigil.SeverityHigh
				r.Message += "; the hash is checked with ecrecover"
			}
			p.Report(r)
		}
	}
	return nil
}

// dynamicValue reports whether e is a variable-length value that is not a literal: string, bytes or a dynamic
// array.
func dynamicValue(sc *analysis.Scope, e solidity.Expr) bool {
	if _, ok := unparen(e).(*solidity.StringLiteral); ok {
		return false
	}
	t := sc.TypeOf(e)
	if t == nil {
		return false
	}
	switch t.Kind {
	case analysis.TypeString, analysis.TypeBytes:
		return true
	case analysis.TypeArray:
		return t.Length < 0
	}
	return false
}
