package detector

import "github.com/vigilsec/vigil/analysis"

// codeWords answers wordOccurrences.inCode for the functions of a model, telling once per contract whether one
// of the modifiers visible in it holds the word: most functions apply a modifier, the answer for the modifiers
// is the same for every function of a contract, and reading a contract's modifiers means going through a map.
type codeWords struct {
	o *wordOccurrences
	// told holds the answer for the modifiers of each contract asked about so far: a unit has a few contracts,
	// whose answers fit in buf.
	told []contractWord
	buf  [4]contractWord
}

// contractWord is whether a visible modifier of c holds the word.
type contractWord struct {
	c  *analysis.Contract
	in bool
}

// inCode is o.inCode(f).
func (cw *codeWords) inCode(f *analysis.Function) bool {
	o := cw.o
	if len(o.files) == 0 {
		return false
	}
	if f.Decl.Body != nil && o.in(f.File, f.Decl.Body.Range()) {
		return true
	}
	if f.Contract == nil || len(f.Decl.Modifiers) == 0 {
		return false
	}
	for _, t := range cw.told {
		if t.c == f.Contract {
			return t.in
		}
	}
	in := false
	for _, md := range f.Contract.Modifiers {
		if md.Decl.Body != nil && o.in(md.Contract.File, md.Decl.Body.Range()) {
			in = true
			break
		}
	}
	if cw.told == nil {
		cw.told = cw.buf[:0]
	}
	cw.told = append(cw.told, contractWord{f.Contract, in})
	return in
}
