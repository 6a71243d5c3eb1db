package detector

import (
	"slices"

	"github.com/vigilsec/vigil/analysis"
)

// guardWriters is what unprotected-owner-change and unprotected-initializer share, computed once per model: the
// variables access checks compare the caller with, and the entry functions that write them. Functions that write
// none cannot be reported by either, so their paths are never examined.
type guardWriters struct {
	guards map[*analysis.StateVar]callerGuard
	// writers lists, in the order of the model's entries, the entry functions with a node that writes a guard
	// variable, itself or through the internal functions it calls (as nodeWrites counts writes).
	writers []guardWriter
}

type guardWriter struct {
	f *analysis.Function
	// init and isInit are initializerShape's answer, asked only when f writes a stored account (not a role table).
	init   initShape
	isInit bool
}

// guardWritersSlot holds guardWriters.
var guardWritersSlot = analysis.NewMemoSlot()

// guardWritersOf returns the model's guardWriters, computed by the first detector that asks.
func guardWritersOf(m *analysis.Model) *guardWriters {
	return m.MemoSlot(guardWritersSlot, func() any { return findGuardWriters(m) }).(*guardWriters)
}

// noGuardWriters is the guardWriters of every model without guard variables (so without writers of them),
// shared by them all: it is only read.
var noGuardWriters = &guardWriters{}

func findGuardWriters(m *analysis.Model) *guardWriters {
	guards := callerGuardVars(m)
	if len(guards) == 0 {
		return noGuardWriters
	}
	gw := &guardWriters{guards: guards}
	written := calleeWrites{}
	for _, f := range entries(m) {
		writes, unkeyed := false, false
		note := func(v *analysis.StateVar) {
			if g, ok := gw.guards[v]; ok {
				writes = true
				unkeyed = unkeyed || !g.keyed
			}
		}
		g := f.CFG()
		if !g.WritesState() && !slices.ContainsFunc(g.AllCalls(), setterCall) {
			continue // no node writes, itself or through a callee
		}
		for _, n := range g.Nodes {
			if !n.MakesCallsOrWrites() {
				continue
			}
			for _, w := range n.Writes() {
				note(w.Var)
			}
			for _, c := range n.Calls() {
				if setterCall(c) {
					for _, v := range written.of(c.Callee) {
						note(v)
					}
				}
			}
			if unkeyed {
				break // both answers are known
			}
		}
		if !writes {
			continue
		}
		w := guardWriter{f: f}
		if unkeyed {
			w.init, w.isInit = initializerShape(f, gw.guards)
		}
		gw.writers = append(gw.writers, w)
	}
	return gw
}
