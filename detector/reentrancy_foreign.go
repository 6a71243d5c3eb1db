package detector

import (
	"github.com/vigilsec/vigil/analysis"
)

// Cross-contract reentrancy: state a function reads before a call that can re-enter, and changes after it, may
// live in another contract of the unit that the function's contract fixed at deployment (a share token the vault
// deployed). The function reads it through that contract's getters or views (shares.balanceOf(msg.sender)), and
// writes it by calling that contract (shares.burn(msg.sender, amount)). During the call the other contract still
// holds the old value: a re-entrant call passes the same check again, as with the function's own state.

// foreignWriter is an external call, at node n, of a function of a contract whose code the unit holds, reached at
// an address fixed at deployment, that writes state of that contract (vars).
type foreignWriter struct {
	n    *analysis.Node
	c    *analysis.Call
	vars []*analysis.StateVar
}

// hasForeignWriter reports, from the call graph's list of f's calls, whether f calls a state-changing function
// of another contract whose code the unit holds: only such functions are looked at further.
func hasForeignWriter(cg *analysis.CallGraph, f *analysis.Function) bool {
	for _, e := range cg.Out(f) {
		if c := e.Call; c != nil && foreignCallee(f, c) {
			return true
		}
	}
	return false
}

// foreignCallee reports whether c is an external call of a function with a body that may change state, in a
// contract other than f's.
func foreignCallee(f *analysis.Function, c *analysis.Call) bool {
	return c.Kind == analysis.CallExternal && c.Callee != nil && c.Callee.Decl.Body != nil && !c.Callee.IsView() &&
		c.Callee.Contract != nil && c.Callee.Contract != f.Contract && c.Value == nil
}

// appendForeignStale appends to sc.stale, for each call of f that can re-enter (other than send and transfer,
// and outside a lock, to an address not fixed at deployment), the writes of another contract's state made after it by a foreignWriter whose state f read
// before the call through that contract's getters or views. Calls that already have stale writes of f's own state
// (done) are left alone: their finding exists.
func appendForeignStale(sc *rspScratch, cg *analysis.CallGraph, f *analysis.Function, done map[*analysis.Call]bool, reads calleeReadsCache) {
	g := f.CFG()
	var writers []foreignWriter
	var calls []reentrantCall
	for _, n := range g.Nodes {
		if !n.MakesCallsOrWrites() {
			continue
		}
		for _, c := range n.Calls() {
			if k, ok := kindOf(c); ok && k != reentrancyLimited && !done[c] && !deploymentTarget(n.Scope, c.Target) {
				// A contract fixed at deployment calls back only if its code does.
				calls = append(calls, reentrantCall{n: n, c: c, kind: k})
			}
			if foreignCallee(f, c) && deploymentTarget(n.Scope, c.Target) {
				if vs := c.Callee.WrittenState(); len(vs) > 0 {
					writers = append(writers, foreignWriter{n: n, c: c, vars: vs})
				}
			}
		}
	}
	if len(writers) == 0 || len(calls) == 0 || !f.IsEntry() && lockedAtEveryCall(cg, f, 0) {
		return
	}
	gd := f.Guards()
	for _, rc := range calls {
		if gd.Locked(rc.n) {
			continue
		}
		after, before := g.After(rc.n), g.Before(rc.n)
		succeeded := afterSuccess(g, rc.n, rc.c)
		s0 := len(sc.writes)
		for _, fw := range writers {
			if fw.n == rc.n || !after[fw.n.Index] || succeeded != nil && !succeeded[fw.n.Index] || dominates(g, fw.n, rc.n) {
				continue
			}
			for _, v := range fw.vars {
				if readThroughCalls(g, before, rc.n, v, reads) {
					sc.writes = append(sc.writes, write{v: v, at: fw.c.Expr, node: fw.n})
					break // one variable names the call in the message
				}
			}
		}
		sc.grow()
		if len(sc.writes) > s0 {
			sc.stale = append(sc.stale, rspStale{kind: rc.kind, f: f, n: rc.n, c: rc.c, ws: rspSpan{int32(s0), int32(len(sc.writes))}})
		}
	}
}

// readThroughCalls reports whether a node marked in before, other than the call node at, reads v through an
// external call: v's getter, or a function with a body that reads v.
func readThroughCalls(g *analysis.CFG, before []bool, at *analysis.Node, v *analysis.StateVar, reads calleeReadsCache) bool {
	for _, x := range g.Nodes {
		if !before[x.Index] || x == at || !x.MakesCallsOrWrites() {
			continue
		}
		for _, c := range x.Calls() {
			if c.Kind != analysis.CallExternal {
				continue
			}
			if c.Getter == v {
				return true
			}
			if c.Callee != nil && c.Callee.Decl.Body != nil {
				for _, r := range reads.of(c.Callee) {
					if r == v {
						return true
					}
				}
			}
		}
	}
	return false
}
