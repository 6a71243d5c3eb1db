package detector

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/solidity"
)

// TypographicalAssignment reports `x =+ y` and `x =- y`: an assignment whose right side starts with a unary sign
// written against the `=`, almost always a mistyped `+=` or `-=`.
var TypographicalAssignment = &Detector{
	ID:    "typographical-assignment",
	Title: "Typographical error: =+ or =- instead of += or -=",
	Description: "An assignment is written `x =+ y` or `x =- y`: the sign is glued to `=` and separated from the " +
		"value, the shape of a mistyped compound assignment. It assigns y (or -y) instead of adding to or " +
		"subtracting from x.",
	Exploit: "A counter or balance meant to grow is reset to a constant on every call, so a limit or a payout " +
		"that depends on it behaves differently from what the author intended.",
	Recommendation: "Write `x += y` or `x -= y`; if a plain assignment of a signed value is meant, write `x = -y`.",
	Severity:       vigil.SeverityMedium,
	Confidence:     vigil.ConfidenceMedium,
	SWC:            "SWC-129",
	CWE:            "CWE-480",
	Requires:       []Requirement{RequireSymbols},
	Run:            runTypographicalAssignment,
}

func runTypographicalAssignment(p *Pass) error {
	// The sign glued to `=` shows in the source: the files (nearly all) and bodies without `=+` or `=-` need no
	// walk.
	var files []*solidity.File
	for _, f := range p.Model.Files {
		if f != nil && hasSignAfterEquals(f.Src) {
			files = append(files, f)
		}
	}
	if len(files) == 0 {
		return nil
	}
	eachCodeBody(p.Model, func(b codeBody) {
		if !slices.Contains(files, b.file) {
			return
		}
		if text, ok := sourceOf(b.file, b.body); ok && !hasSignAfterEquals(text) {
			return
		}
		src := b.file.Src
		solidity.Preorder(b.body, func(n solidity.Node) bool {
			a, ok := n.(*solidity.AssignExpr)
			if !ok || a.Op != "=" {
				return true
			}
			u, ok := a.RHS.(*solidity.UnaryExpr)
			if !ok || u.Postfix || (u.Op != "+" && u.Op != "-") {
				return true
			}
			if !gluedSign(src, a.LHS.Range().End.Offset, u.Range().Start.Offset, u.X.Range().Start.Offset) {
				return true
			}
			p.Report(b.report(Report{At: a,
				Message: fmt.Sprintf("%s assigns %s: `=%s` is probably a mistyped `%s=`", b.label(), Text(b.file, a),
					u.Op, u.Op)}))
			return true
		})
	})
	return nil
}

// hasSignAfterEquals reports whether text holds `=+` or `=-`.
func hasSignAfterEquals(text []byte) bool {
	for {
		i := bytes.IndexByte(text, '=')
		if i < 0 || i+1 >= len(text) {
			return false
		}
		if c := text[i+1]; c == '+' || c == '-' {
			return true
		}
		text = text[i+1:]
	}
}

// gluedSign reports, from the source between the left side's end and the operand, whether the sign follows `=`
// directly and stands apart from its operand (`x =+ 1`, `x =-1` after a spaced `=`): the spacing of `x += 1`
// with the characters swapped. `x = -1` and `x=-1` are ordinary assignments of a negative value.
func gluedSign(src []byte, lhsEnd, signAt, operandAt int) bool {
	if lhsEnd < 0 || operandAt > len(src) || lhsEnd >= signAt || signAt >= operandAt || signAt < 1 {
		return false
	}
	if src[signAt-1] != '=' {
		return false
	}
	spaceBefore := signAt-2 >= lhsEnd && isSpace(src[signAt-2])
	spaceAfter := operandAt > signAt+1 && isSpace(src[signAt+1])
	return spaceBefore || spaceAfter
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
