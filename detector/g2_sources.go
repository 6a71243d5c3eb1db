package detector

import (
	"bytes"

	"github.com/vigilsec/vigil/analysis"
)

// sourceScopes tells which bodies (function and modifier scopes) may hold a value that comes from a family of
// taint sources, so that detectors looking for such values skip the bodies that cannot have one without walking
// them. A source (block.timestamp, now, tx.origin…) is a built-in name, so a value from it exists in a body only
// when the body's own text names it, or when the body calls an internal function whose result may carry it
// (Flow applies callee summaries). The answer errs on the side of "may": a word in a comment or inside a longer
// name counts too.
type sourceScopes struct {
	// marked holds every scope of the model (every function's, every applied modifier's): true for those that
	// may hold such a value.
	marked map[*analysis.Scope]bool
	// callers lists, per function scope, the scopes that call it; nil when no scope is marked.
	callers map[*analysis.Scope][]*analysis.Scope
}

// may reports whether sc may hold a value from the sources.
func (s *sourceScopes) may(sc *analysis.Scope) bool { return s.marked[sc] }

// sourceKey names a family of sources in Model.Memo; its value lists the words that name them.
type sourceKey string

// Source families shared among detectors.
const (
	// blockSources are block.timestamp, now, block.number, blockhash and the other block fields.
	blockSources sourceKey = "block now"
	// originSources is tx.origin.
	originSources sourceKey = "origin"
)

var sourceWords = map[sourceKey][][]byte{
	blockSources:  {[]byte("block"), []byte("now")},
	originSources: {[]byte("origin")},
}

// scopesWith returns, once per model, the scopes that may hold a value from the sources named by key.
func scopesWith(m *analysis.Model, key sourceKey) *sourceScopes {
	return m.Memo(key, func() any { return findSourceScopes(m, sourceWords[key]) }).(*sourceScopes)
}

// findSourceScopes marks the scopes whose text names one of the words, then every scope that calls an internal
// function whose scope is marked, transitively.
func findSourceScopes(m *analysis.Model, words [][]byte) *sourceScopes {
	scopes := modelScopes(m)
	out := make(map[*analysis.Scope]bool, len(scopes))
	var marked []*analysis.Scope
	for _, sc := range scopes {
		hit := bodyMentions(sc, words)
		out[sc] = hit
		if hit {
			marked = append(marked, sc)
		}
	}
	if len(marked) == 0 {
		return &sourceScopes{marked: out}
	}
	callers := map[*analysis.Scope][]*analysis.Scope{}
	for i := 0; i < len(scopes); i++ {
		sc := scopes[i]
		for _, c := range sc.Calls() {
			if (c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary) || c.Callee == nil {
				continue
			}
			csc := c.Callee.Scope()
			if _, known := out[csc]; !known {
				// A callee outside the lists walked so far: judged like the others.
				hit := bodyMentions(csc, words)
				out[csc] = hit
				if hit {
					marked = append(marked, csc)
				}
				scopes = append(scopes, csc)
			}
			callers[csc] = append(callers[csc], sc)
		}
	}
	for len(marked) > 0 {
		sc := marked[len(marked)-1]
		marked = marked[:len(marked)-1]
		for _, caller := range callers[sc] {
			if !out[caller] {
				out[caller] = true
				marked = append(marked, caller)
			}
		}
	}
	return &sourceScopes{marked: out, callers: callers}
}

// modelScopes lists the scopes of every function of the model and of every modifier a contract applies.
func modelScopes(m *analysis.Model) []*analysis.Scope {
	fns := m.AllFunctions()
	out := make([]*analysis.Scope, 0, len(fns))
	for _, f := range fns {
		out = append(out, f.Scope())
	}
	seen := map[*analysis.Modifier]bool{}
	for _, c := range m.Contracts {
		for _, md := range c.Modifiers {
			if !seen[md] {
				seen[md] = true
				out = append(out, md.Scope())
			}
		}
	}
	return out
}

// bodyMentions reports whether the source text of sc's body contains one of the words.
func bodyMentions(sc *analysis.Scope, words [][]byte) bool {
	body := sc.Body()
	if body == nil || sc.File == nil {
		return false
	}
	r := body.Range()
	src := sc.File.Src
	if r.Start.Offset < 0 || r.End.Offset > len(src) || r.Start.Offset > r.End.Offset {
		return true
	}
	text := src[r.Start.Offset:r.End.Offset]
	for _, w := range words {
		if bytes.Contains(text, w) {
			return true
		}
	}
	return false
}

// any reports whether some scope may hold a value from the sources.
func (s *sourceScopes) any() bool { return s.callers != nil }

// graphScopes appends to buf the scopes f's control flow graph is built from: f's own and those of the
// modifiers it applies that have a body, as Function.CFG inlines them.
func graphScopes(f *analysis.Function, buf []*analysis.Scope) []*analysis.Scope {
	buf = append(buf, f.Scope())
	if f.Contract == nil {
		return buf
	}
	for _, inv := range f.Decl.Modifiers {
		if inv == nil || inv.Name == nil || len(inv.Name.Names) == 0 {
			continue
		}
		if md := f.Contract.Modifiers[inv.Name.Names[len(inv.Name.Names)-1]]; md != nil && md.Decl.Body != nil {
			buf = append(buf, md.Scope())
		}
	}
	return buf
}

// mayAny reports whether one of the scopes may hold a value from the sources.
func (s *sourceScopes) mayAny(scopes []*analysis.Scope) bool {
	for _, sc := range scopes {
		if s.marked[sc] {
			return true
		}
	}
	return false
}
