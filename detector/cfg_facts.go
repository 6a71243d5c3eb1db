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

// functionFacts returns the facts of the functions of bodies(m) that have any (a call, a loop or a state write),
// in the same order, computed once per model. The detectors that read them look only at those lists, so a
// function with none of them would be skipped by each anyway.
func functionFacts(m *analysis.Model) []cfgFacts {
	return m.Memo(cfgFactsKey{}, func() any { return scanFunctions(m) }).([]cfgFacts)
}

// scanFunctions walks every node twice: once to count the facts, once to record them in arrays of exactly that
// size. The second walk costs less than the growth of the arrays and the collection of the discarded copies.
func scanFunctions(m *analysis.Model) []cfgFacts {
	fns := bodies(m)
	nFuncs, nCalls, nLoops, nWriters := 0, 0, 0, 0
	for _, f := range fns {
		c, l, w := 0, 0, 0
		for _, n := range f.CFG().Nodes {
			c, l, w = c+rspMessageCalls(n), l+rspLoopCond(n), w+rspWrites(n)
		}
		if c+l+w > 0 {
			nFuncs, nCalls, nLoops, nWriters = nFuncs+1, nCalls+c, nLoops+l, nWriters+w
		}
	}
	// One backing array per kind of fact for the whole unit; each function's facts are a window of it.
	out := make([]cfgFacts, 0, nFuncs)
	calls := make([]callSite, 0, nCalls)
	loops := make([]*analysis.Node, 0, nLoops)
	writers := make([]*analysis.Node, 0, nWriters)
	for _, f := range fns {
		c0, l0, w0 := len(calls), len(loops), len(writers)
		for _, n := range f.CFG().Nodes {
			if rspMessageCalls(n) > 0 {
				for _, c := range n.Calls() {
					if c.Expr != nil && isMessageCall(c.Kind) {
						calls = append(calls, callSite{node: n, call: c})
					}
				}
			}
			if rspWrites(n) > 0 {
				writers = append(writers, n)
			}
			if rspLoopCond(n) > 0 {
				loops = append(loops, n)
			}
		}
		if len(calls) == c0 && len(loops) == l0 && len(writers) == w0 {
			continue
		}
		out = append(out, cfgFacts{fn: f, entry: f.IsEntry(), view: f.IsView(), constructor: f.IsConstructor(),
			calls:   calls[c0:len(calls):len(calls)],
			loops:   loops[l0:len(loops):len(loops)],
			writers: writers[w0:len(writers):len(writers)]})
	}
	return out
}

// rspMessageCalls counts the calls of n that cfgFacts.calls lists.
func rspMessageCalls(n *analysis.Node) int {
	k := 0
	for _, c := range n.Calls() {
		if c.Expr != nil && isMessageCall(c.Kind) {
			k++
		}
	}
	return k
}

// rspWrites is 1 when n writes state itself (a cfgFacts.writers node), else 0.
func rspWrites(n *analysis.Node) int {
	if len(n.Writes()) > 0 {
		return 1
	}
	return 0
}

// rspLoopCond is 1 when n is the condition node of a for, while or do-while loop (a cfgFacts.loops node), else 0.
func rspLoopCond(n *analysis.Node) int {
	if n.Kind == analysis.NodeCond && n.Expr != nil && n.Scope != nil {
		switch n.Stmt.(type) {
		case *solidity.ForStatement, *solidity.WhileStatement, *solidity.DoWhileStatement:
			return 1
		}
	}
	return 0
}

func isMessageCall(k analysis.CallKind) bool {
	switch k {
	case analysis.CallTransfer, analysis.CallSend, analysis.CallLowLevel, analysis.CallExternal, analysis.CallUnknown:
		return true
	}
	return false
}
