package detector

import (
	"slices"
	"sync"

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

// cfgFactsSlot holds the facts scanFunctions finds.
var cfgFactsSlot = analysis.NewMemoSlot()

// functionFacts returns the facts of the functions of bodies(m) that have any (a call, a loop or a state write),
// in the same order, computed once per model. The detectors that read them look only at those lists, so a
// function with none of them would be skipped by each anyway.
func functionFacts(m *analysis.Model) []cfgFacts {
	return m.MemoSlot(cfgFactsSlot, func() any { return scanFunctions(m) }).([]cfgFacts)
}

// scanFunctions walks every node once, gathering the facts in buffers kept from one model to the next, then
// copies them into arrays of exactly their size: growing the kept arrays by appending allocated several times
// what they hold, and counting first cost a second walk of every node.
func scanFunctions(m *analysis.Model) []cfgFacts {
	sc := rspFactsScratch.Get().(*rspFactsBuf)
	defer rspFactsScratch.Put(sc)
	for _, f := range bodies(m) {
		c0, l0, w0 := len(sc.calls), len(sc.loops), len(sc.writers)
		for _, n := range f.CFG().Nodes {
			if n.Kind == analysis.NodeCond && n.Expr != nil && n.Scope != nil {
				switch n.Stmt.(type) {
				case *solidity.ForStatement, *solidity.WhileStatement, *solidity.DoWhileStatement:
					sc.loops = append(sc.loops, n)
				}
			}
			if !n.MakesCallsOrWrites() {
				continue // most nodes: nothing more to look at
			}
			for _, c := range n.Calls() {
				if c.Expr != nil && isMessageCall(c.Kind) {
					sc.calls = append(sc.calls, callSite{node: n, call: c})
				}
			}
			if len(n.Writes()) > 0 {
				sc.writers = append(sc.writers, n)
			}
		}
		if len(sc.calls) > c0 || len(sc.loops) > l0 || len(sc.writers) > w0 {
			sc.funcs = append(sc.funcs, rspFactsEnd{fn: f, calls: len(sc.calls), loops: len(sc.loops), writers: len(sc.writers)})
		}
	}
	// One backing array for the calls of the whole unit, and one for the loops and the writers; each function's
	// facts are windows of them.
	calls := slices.Clone(sc.calls)
	nodes := make([]*analysis.Node, len(sc.loops)+len(sc.writers))
	nl := copy(nodes, sc.loops)
	copy(nodes[nl:], sc.writers)
	loops, writers := nodes[:nl:nl], nodes[nl:]
	out := make([]cfgFacts, len(sc.funcs))
	var from rspFactsEnd
	for i, to := range sc.funcs {
		f := to.fn
		out[i] = cfgFacts{fn: f, entry: f.IsEntry(), view: f.IsView(), constructor: f.IsConstructor(),
			calls:   calls[from.calls:to.calls:to.calls],
			loops:   loops[from.loops:to.loops:to.loops],
			writers: writers[from.writers:to.writers:to.writers]}
		from = to
	}
	// Leave the pooled buffers empty, holding no pointers into the model.
	clear(sc.calls)
	clear(sc.loops)
	clear(sc.writers)
	clear(sc.funcs)
	sc.calls, sc.loops, sc.writers, sc.funcs = sc.calls[:0], sc.loops[:0], sc.writers[:0], sc.funcs[:0]
	return out
}

// rspFactsEnd records where a function's facts end in scanFunctions' buffers.
type rspFactsEnd struct {
	fn                    *analysis.Function
	calls, loops, writers int
}

// rspFactsBuf holds scanFunctions' buffers.
type rspFactsBuf struct {
	calls   []callSite
	loops   []*analysis.Node
	writers []*analysis.Node
	funcs   []rspFactsEnd
}

// rspFactsScratch pools scanFunctions' buffers.
var rspFactsScratch = sync.Pool{New: func() any { return new(rspFactsBuf) }}

func isMessageCall(k analysis.CallKind) bool {
	switch k {
	case analysis.CallTransfer, analysis.CallSend, analysis.CallLowLevel, analysis.CallExternal, analysis.CallUnknown:
		return true
	}
	return false
}
