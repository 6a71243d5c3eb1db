package detector

import (
	"bytes"

	"github.com/vigilsec/vigil/solidity"
)

// Tests on the source text of a body, far cheaper than walking its syntax tree: a detector that needs a token or
// a name to be present rules out the bodies whose text lacks it, then walks only the others.

// sourceOf returns the source of node n in file f; ok is false when its range does not lie in the file's source
// (then nothing can be ruled out).
func sourceOf(f *solidity.File, n solidity.Node) (text []byte, ok bool) {
	r := n.Range()
	if f == nil || r.Start.Offset < 0 || r.Start.Offset > r.End.Offset || r.End.Offset > len(f.Src) {
		return nil, false
	}
	return f.Src[r.Start.Offset:r.End.Offset], true
}

// containsWord reports whether text contains name as a whole identifier: not as part of a longer one. Every
// identifier or keyword token spelled name passes, and most other occurrences are rejected. A token may follow a
// number literal directly (`0x1fwhile`, `1_for`), so only a character that no number can end with rules out what
// follows it.
func containsWord(text []byte, name string) bool {
	return containsWordBytes(text, []byte(name))
}

// containsWordBytes is containsWord for a name given as bytes, for callers that look for the same names in
// many texts.
func containsWordBytes(text, pattern []byte) bool {
	if len(pattern) == 0 {
		return true
	}
	for {
		i := bytes.Index(text, pattern)
		if i < 0 {
			return false
		}
		end := i + len(pattern)
		if (i == 0 || !onlyInIdentifier(text[i-1])) && (end == len(text) || !isIdentByte(text[end])) {
			return true
		}
		text = text[i+1:]
	}
}

// isIdentByte reports whether c can be part of an identifier.
func isIdentByte(c byte) bool {
	return c == '_' || c == '$' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// onlyInIdentifier reports whether c, ending a token, makes it an identifier or keyword: c is not a digit (hex
// ones included) nor '_', which end number literals.
func onlyInIdentifier(c byte) bool {
	return c == '$' || 'g' <= c && c <= 'z' || 'G' <= c && c <= 'Z'
}
