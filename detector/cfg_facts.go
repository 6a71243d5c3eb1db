package detector

import (
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// What the call, loop and storage detectors look for in the control flow graphs of the unit's functions,
// gathered in one scan of every node and shared through the model's memo: each of them used to scan every node
// of every function for the few that matter to it.

// callSite is a call made at a CFG node.
type callSite struct {
	node *analysis.Node
	call *analysis.Call
}

// cfgFacts lists the nodes and calls of interest of one function with a body, in node order.
type cfgFacts struct {
	fn *analysis.Function
	// entry, view and constructor are fn.IsEntry(), fn.IsView() and fn.IsConstructor(), kept here so that a
	// detector skips the functions that do not matter to it without reading them.
	entry, view, constructor bool
	// calls are the message calls the nodes make with Solidity syntax (inline assembly excepted): transfer,
	// send, low-level and external calls, and calls of an unknown target (a function-typed value).
	calls []callSite
	// loops are the condition nodes of for, while and do-while loops.
	loops []*analysis.Node
	// writers are the nodes that write state themselves.
	writers []*analysis.Node
}

type cfgFactsKey struct{}

// functionFacts returns the facts of each function of bodies(m), in the same order, computed once per model.
func functionFacts(m *analysis.Model) []cfgFacts {
	return m.Memo(cfgFactsKey{}, func() any { return scanFunctions(m) }).([]cfgFacts)
}

func scanFunctions(m *analysis.Model) []cfgFacts {
	fns := bodies(m)
	// One backing array per kind of fact for the whole unit; each function's facts are a window of it.
	type ends struct{ calls, loops, writers int }
	var (
		calls   []callSite
		loops   []*analysis.Node
		writers []*analysis.Node
	)
	bounds := make([]ends, len(fns))
	for i, f := range fns {
		for _, n := range f.CFG().Nodes {
			for _, c := range n.Calls() {
				if c.Expr != nil && isMessageCall(c.Kind) {
					calls = append(calls, callSite{node: n, call: c})
				}
			}
			if len(n.Writes()) > 0 {
				writers = append(writers, n)
			}
			if n.Kind == analysis.NodeCond && n.Expr != nil && n.Scope != nil {
				switch n.Stmt.(type) {
				case *solidity.ForStatement, *solidity.WhileStatement, *solidity.DoWhileStatement:
					loops = append(loops, n)
				}
			}
		}
		bounds[i] = ends{len(calls), len(loops), len(writers)}
	}
	out := make([]cfgFacts, len(fns))
	var from ends
	for i, f := range fns {
		to := bounds[i]
		out[i] = cfgFacts{fn: f, entry: f.IsEntry(), view: f.IsView(), constructor: f.IsConstructor(),
			calls:   calls[from.calls:to.calls:to.calls],
			loops:   loops[from.loops:to.loops:to.loops],
			writers: writers[from.writers:to.writers:to.writers]}
		from = to
	}
	return out
}

func isMessageCall(k analysis.CallKind) bool {
	switch k {
	case analysis.CallTransfer, analysis.CallSend, analysis.CallLowLevel, analysis.CallExternal, analysis.CallUnknown:
		return true
	}
	return false
}
