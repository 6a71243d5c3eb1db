package detector

import (
	"sync"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// sourceScopes tells which bodies (function and modifier scopes) may hold a value that comes from a family of
// taint sources, so that detectors looking for such values skip the bodies that cannot have one without walking
// them. A source (block.timestamp, now, tx.origin…) is a built-in name, so a value from it exists in a body only
// when the body's own text names it, or when the body calls an internal function whose result may carry it
// (Flow applies callee summaries, and a function without a body has an empty one). The answer errs on the side
// of "may": a word in a comment or inside a longer name counts too.
type sourceScopes struct {
	// scopes lists the model's scopes that have a body, every function's and every applied modifier's; nil when
	// no file names a source.
	scopes []*analysis.Scope
	// marked holds the scopes that may hold such a value.
	marked ptrSet[analysis.Scope]
	// callers lists, per function scope, the scopes that call it; built by callersOf when first asked for
	// (callersOnce).
	callers     map[*analysis.Scope][]*analysis.Scope
	callersOnce sync.Once
}

// may reports whether sc may hold a value from the sources.
func (s *sourceScopes) may(sc *analysis.Scope) bool { return s.marked.has(sc) }

// any reports whether some scope may hold a value from the sources.
func (s *sourceScopes) any() bool { return s.marked.len() > 0 }

// mayAny reports whether one of the scopes may hold a value from the sources.
func (s *sourceScopes) mayAny(scopes []*analysis.Scope) bool {
	for _, sc := range scopes {
		if s.marked.has(sc) {
			return true
		}
	}
	return false
}

// sourceKey names a family of sources in Model.Memo.
type sourceKey string

// Source families shared among detectors.
const (
	// blockSources are block.timestamp, now, block.number, blockhash and the other block fields.
	blockSources sourceKey = "block now"
	// originSources is tx.origin.
	originSources sourceKey = "origin"
)

// sourceWords lists the names of each family's sources.
var sourceWords = map[sourceKey][]string{
	blockSources:  {"block", "now"},
	originSources: {"origin"},
}

// scopesWith returns, once per model, the scopes that may hold a value from the sources named by key.
func scopesWith(m *analysis.Model, key sourceKey) *sourceScopes {
	return m.Memo(key, func() any { return findSourceScopes(m, sourceWords[key]) }).(*sourceScopes)
}

// noSourceScopes is the answer of findSourceScopes where no file names a source, shared by all such answers:
// with nothing marked, nothing reads or fills its callers.
var noSourceScopes = &sourceScopes{}

// findSourceScopes marks the scopes whose text names one of the words, then every scope that calls an internal
// function whose scope is marked, transitively.
func findSourceScopes(m *analysis.Model, words []string) *sourceScopes {
	var hits []*wordHits
	for _, w := range words {
		if h := findWord(m, w); !h.none() {
			hits = append(hits, h)
		}
	}
	if len(hits) == 0 {
		return noSourceScopes
	}
	s := &sourceScopes{}
	s.scopes = modelScopes(m)
	var buf [32]*analysis.Scope // most units name the words in fewer bodies
	named := buf[:0]
	for _, sc := range s.scopes {
		for _, h := range hits {
			if h.inBody(sc) {
				named = append(named, sc)
				break
			}
		}
	}
	if len(named) == 0 {
		return s
	}
	// The scopes found so far, most of those marked in the end: the map is made for them at once.
	s.marked.grow(len(named))
	for _, sc := range named {
		s.marked.add(sc)
	}
	// Then the callers of marked scopes, sweep after sweep until one marks nothing: call chains are short, and
	// a sweep costs less than an index of the callers, which only weak-randomness ever needs (callersOf).
	for changed := true; changed; {
		changed = false
		for _, sc := range s.scopes {
			if s.marked.has(sc) {
				continue
			}
			for _, c := range sc.Calls() {
				if internalWithBody(c) && s.marked.has(c.Callee.Scope()) {
					s.marked.add(sc)
					changed = true
					break
				}
			}
		}
	}
	return s
}

// internalWithBody reports whether c is an internal or library call of a function with a body, whose result
// Flow derives from the callee's summary.
func internalWithBody(c *analysis.Call) bool {
	return (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Callee.Decl.Body != nil
}

// callersOf returns the scopes that call the function of scope sc (internalWithBody); nil when no scope is
// marked.
func (s *sourceScopes) callersOf(sc *analysis.Scope) []*analysis.Scope {
	if s.marked.len() == 0 {
		return nil
	}
	s.callersOnce.Do(func() {
		s.callers = map[*analysis.Scope][]*analysis.Scope{}
		for _, caller := range s.scopes {
			for _, c := range caller.Calls() {
				if internalWithBody(c) {
					csc := c.Callee.Scope()
					s.callers[csc] = append(s.callers[csc], caller)
				}
			}
		}
	})
	return s.callers[sc]
}

// modelScopesSlot holds modelScopes.
var modelScopesSlot = analysis.NewMemoSlot()

// modelScopes lists, once per model, the scopes of the model's functions that have a body, then those of the
// modifiers that have one. The slice is shared: do not modify it.
func modelScopes(m *analysis.Model) []*analysis.Scope {
	return m.MemoSlot(modelScopesSlot, func() any { return listScopes(m) }).([]*analysis.Scope)
}

func listScopes(m *analysis.Model) []*analysis.Scope {
	fns := bodies(m)
	// Room for the modifiers too, counted first: growing the list for them would copy it.
	n := len(fns)
	for _, c := range m.Contracts {
		for _, d := range c.Decl.Members {
			if md, ok := d.(*solidity.ModifierDefinition); ok && md.Body != nil {
				n++
			}
		}
	}
	out := make([]*analysis.Scope, 0, n)
	for _, f := range fns {
		out = append(out, f.Scope())
	}
	// Each modifier once: where it is declared, a contract's own definition is the one its Modifiers holds
	// (Function.CFG inlines the definitions contracts hold).
	for _, c := range m.Contracts {
		for _, d := range c.Decl.Members {
			if md, ok := d.(*solidity.ModifierDefinition); ok && md.Body != nil {
				if mod := c.Modifiers[md.Name]; mod != nil && mod.Decl == md {
					out = append(out, mod.Scope())
				}
			}
		}
	}
	return out
}

// bodyText returns the source text of sc's body; nil when it has none.
func bodyText(sc *analysis.Scope) []byte {
	body := sc.Body()
	if body == nil || sc.File == nil {
		return nil
	}
	r := body.Range()
	return sc.File.Src[r.Start.Offset:r.End.Offset]
}

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

// lazyLabel is funcLabel(f) for messages, built on the first report: most functions report nothing.
type lazyLabel struct {
	f *analysis.Function
	s string
}

func (l *lazyLabel) String() string {
	if l.s == "" {
		l.s = funcLabel(l.f)
	}
	return l.s
}
