package detector

import (
	"bytes"
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// RTLOCharacter reports Unicode bidirectional control characters in the source.
var RTLOCharacter = &Detector{
	ID:    "rtlo-character",
	Title: "Bidirectional control character in the source",
	Description: "The source contains a Unicode bidirectional override or isolate character (U+202A–U+202E, " +
		"U+2066–U+2069, such as the right-to-left override U+202E). Editors and review tools then display the " +
		"text around it in another order than the compiler reads it.",
	Exploit: "A comment containing U+202E makes the arguments of a call appear swapped to a reviewer: the code " +
		"looks like it pays the guesser, but the compiler sees the amounts in the other order.",
	Recommendation: "Remove the character; if it is needed in a string, write it as an escape (\\u202E).",
	Severity:       vigil.SeverityHigh,
	Confidence:     vigil.ConfidenceHigh,
	SWC:            "SWC-130",
	CWE:            "CWE-451",
	Requires:       []Requirement{RequireSymbols},
	Run:            runRTLO,
}

// bidiNames names the bidirectional control characters, encoded in UTF-8 as E2 80 AA–AE and E2 81 A6–A9.
var bidiNames = map[rune]string{
	0x202A: "LEFT-TO-RIGHT EMBEDDING", 0x202B: "RIGHT-TO-LEFT EMBEDDING", 0x202C: "POP DIRECTIONAL FORMATTING",
	0x202D: "LEFT-TO-RIGHT OVERRIDE", 0x202E: "RIGHT-TO-LEFT OVERRIDE", 0x2066: "LEFT-TO-RIGHT ISOLATE",
	0x2067: "RIGHT-TO-LEFT ISOLATE", 0x2068: "FIRST STRONG ISOLATE", 0x2069: "POP DIRECTIONAL ISOLATE",
}

func runRTLO(p *Pass) error {
	for _, f := range p.Model.Files {
		if f == nil {
			continue
		}
		src := f.Src
		for i := 0; i+2 < len(src); i++ {
			// Every such character starts with the byte E2, rare in source text: skip to the next one.
			j := bytes.IndexByte(src[i:len(src)-2], 0xE2)
			if j < 0 {
				break
			}
			i += j
			var r rune
			switch {
			case src[i+1] == 0x80 && src[i+2] >= 0xAA && src[i+2] <= 0xAE:
				r = 0x2000 | rune(src[i+2]-0x80)
			case src[i+1] == 0x81 && src[i+2] >= 0xA6 && src[i+2] <= 0xA9:
				r = 0x2040 | rune(src[i+2]-0x80)
			default:
				continue
			}
			at := spanNode(solidity.Range{Start: positionAt(src, i), End: positionAt(src, i+3)})
			c, fn := enclosingDecl(p.Model, f, i)
			where := f.Path
			switch {
			case fn != nil:
				where = funcLabel(fn)
			case c != nil:
				where = c.Name
			}
			p.Report(Report{File: f, Contract: c, Function: fn, At: at,
				Message: fmt.Sprintf("%s contains U+%04X %s, which makes the code display differently from how it compiles", where, r, bidiNames[r])})
			i += 2
		}
	}
	return nil
}

// enclosingDecl finds the contract and function of file f whose source spans the byte offset.
func enclosingDecl(m *analysis.Model, f *solidity.File, off int) (*analysis.Contract, *analysis.Function) {
	pos := solidity.Position{Offset: off}
	for _, c := range m.Contracts {
		if c.File != f || !c.Decl.Span.Contains(pos) {
			continue
		}
		for _, fn := range c.Declared {
			if fn.Decl.Span.Contains(pos) {
				return c, fn
			}
		}
		return c, nil
	}
	for _, fn := range m.FreeFunctions {
		if fn.File == f && fn.Decl.Span.Contains(pos) {
			return nil, fn
		}
	}
	return nil, nil
}
