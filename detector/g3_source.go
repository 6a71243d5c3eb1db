package detector

import (
	"bytes"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// Cheap tests on source text that let a detector skip code before walking or analysing it. A keyword, a
// built-in, or a member name (`.length`, `.balance`, `delegatecall`, `assembly`) is spelled out in the source of
// the code that uses it, so a body whose text lacks the word cannot hold the construct. A word found in a
// comment or a longer name only means the detector looks at the code as it always did: the tests never change
// what is found, only how much is looked at.

// bodySource returns the source text of a function or modifier body, or nil when there is none.
func bodySource(sc *analysis.Scope) []byte {
	if sc == nil || sc.File == nil {
		return nil
	}
	b := sc.Body()
	if b == nil {
		return nil
	}
	return b.Range().Text(sc.File.Src)
}

// scopeMentions reports whether the body of sc contains word.
func scopeMentions(sc *analysis.Scope, word string) bool {
	return bytes.Contains(bodySource(sc), []byte(word))
}

// funcMentions reports whether f's own body contains word.
func funcMentions(f *analysis.Function, word string) bool {
	if f.Decl.Body == nil || f.File == nil {
		return false
	}
	return bytes.Contains(f.Decl.Body.Range().Text(f.File.Src), []byte(word))
}

// graphMentions reports whether a body f's control flow graph runs (its own and its inlined modifiers') contains
// word: only then can a node of the graph hold the construct.
func graphMentions(f *analysis.Function, word string) bool {
	var last *analysis.Scope
	for _, n := range f.CFG().Nodes {
		if n.Scope == nil || n.Scope == last {
			continue
		}
		last = n.Scope
		if scopeMentions(last, word) {
			return true
		}
	}
	return false
}

// fileMentions reports whether any file of the model contains word.
func fileMentions(m *analysis.Model, word string) bool {
	for _, f := range m.Files {
		if f != nil && bytes.Contains(f.Src, []byte(word)) {
			return true
		}
	}
	return false
}

// nodeSource is the text of a syntax node in src.
func nodeSource(src []byte, n solidity.Node) []byte { return n.Range().Text(src) }
