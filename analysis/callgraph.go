package analysis

// Edge is one call from a function: the call and the function it reaches (nil when outside the unit).
type Edge struct {
	Call   *Call
	Callee *Function
	// Modifier is set for the edge from a function to a modifier it applies.
	Modifier *Modifier
}

// CallGraph holds every function's outgoing calls, and which functions public entry points reach. Its tables
// are indexed by the functions' ids; the edges of all functions share one array, and so do the callers.
type CallGraph struct {
	edges []Edge
	// outStart[i] is where the edges of the function of id i begin in edges; outStart[i+1] where they end.
	outStart  []int32
	reachable []bool
	// callers and callerStart are laid out as edges and outStart.
	callers     []*Function
	callerStart []int32
}

// CallGraph returns the unit's call graph, built once.
func (m *Model) CallGraph() *CallGraph {
	m.graphOnce.Do(func() {
		fns := m.AllFunctions()
		// outStart and the counts below share one array.
		ints := make([]int32, 3*len(fns)+1)
		cg := &CallGraph{outStart: ints[: len(fns)+1 : len(fns)+1], reachable: make([]bool, len(fns))}
		// The edges are filled in a second pass once the first has counted them.
		n := 0
		// A graph's calls are its nodes' calls, in the order of the nodes.
		for _, f := range fns {
			for _, c := range f.CFG().calls {
				if cfgaIsEdge(c.Kind) {
					n++
				}
			}
			n += len(f.Decl.Modifiers)
		}
		edges := make([]Edge, 0, n)
		// counts[i] counts the callers of the function of id i, then tells where they end in callers; last[i]
		// is 1 + the id of the last caller counted, each caller being counted once.
		counts := ints[len(fns)+1:]
		last := counts[len(fns):]
		ncallers := 0
		// f's id is its position in fns.
		for i, f := range fns {
			cg.outStart[i] = int32(len(edges))
			for _, c := range f.CFG().calls {
				switch c.Kind {
				case CallInternal, CallLibrary:
					edges = append(edges, Edge{Call: c, Callee: c.Callee})
					if j := c.Callee; j != nil && last[j.id] != int32(i+1) {
						last[j.id] = int32(i + 1)
						counts[j.id]++
						ncallers++
					}
				case CallExternal:
					edges = append(edges, Edge{Call: c, Callee: c.Callee})
				case CallLowLevel, CallSend, CallTransfer:
					edges = append(edges, Edge{Call: c})
				}
			}
			if f.Contract != nil {
				for _, inv := range f.Decl.Modifiers {
					if inv != nil && inv.Name != nil && len(inv.Name.Names) > 0 {
						if md := f.Contract.Modifiers[inv.Name.Names[len(inv.Name.Names)-1]]; md != nil {
							edges = append(edges, Edge{Modifier: md})
						}
					}
				}
			}
		}
		cg.outStart[len(fns)] = int32(len(edges))
		cg.edges = edges
		if ncallers > 0 {
			cg.callerStart = make([]int32, len(fns)+1)
			end := int32(0)
			for j, k := range counts[:len(fns)] {
				end += k
				counts[j] = end
			}
			copy(cg.callerStart[1:], counts[:len(fns)])
			// Placed from the last caller back, each callee's callers come in model order.
			cg.callers = make([]*Function, ncallers)
			clear(last)
			for i := len(fns) - 1; i >= 0; i-- {
				for _, e := range cg.Out(fns[i]) {
					if j := e.Callee; j != nil && e.Call != nil && (e.Call.Kind == CallInternal || e.Call.Kind == CallLibrary) && last[j.id] != int32(i+1) {
						last[j.id] = int32(i + 1)
						counts[j.id]--
						cg.callers[counts[j.id]] = fns[i]
					}
				}
			}
		}
		// The functions left to visit are a stack of ids in counts, done with: each function is pushed at most
		// once, when it is found reachable, and counts has room for them all.
		stack := counts[:0]
		for _, f := range fns {
			if f.IsEntry() || f.IsConstructor() {
				cg.reachable[f.id] = true
				stack = append(stack, f.id)
			}
		}
		for len(stack) > 0 {
			f := fns[stack[len(stack)-1]]
			stack = stack[:len(stack)-1]
			for _, e := range cg.Out(f) {
				if e.Callee != nil && !cg.reachable[e.Callee.id] && (e.Call.Kind == CallInternal || e.Call.Kind == CallLibrary) {
					cg.reachable[e.Callee.id] = true
					stack = append(stack, e.Callee.id)
				}
			}
		}
		m.graph = cg
	})
	return m.graph
}

// Out returns f's outgoing calls, in source order, and then the modifiers it applies. The slice is shared: do
// not modify it.
func (cg *CallGraph) Out(f *Function) []Edge {
	if f == nil {
		return nil
	}
	a, b := cg.outStart[f.id], cg.outStart[f.id+1]
	return cg.edges[a:b:b]
}

// cfgaIsEdge reports whether a call of that kind is an edge of the call graph.
func cfgaIsEdge(k CallKind) bool {
	switch k {
	case CallInternal, CallLibrary, CallExternal, CallLowLevel, CallSend, CallTransfer:
		return true
	}
	return false
}

// Reachable reports whether f runs when some public or external function (or a constructor) is called.
func (cg *CallGraph) Reachable(f *Function) bool { return f != nil && cg.reachable[f.id] }

// Callers returns the functions with an internal or library call to f, in model order. The slice is shared: do
// not modify it.
func (cg *CallGraph) Callers(f *Function) []*Function {
	if f == nil || cg.callerStart == nil {
		return nil
	}
	a, b := cg.callerStart[f.id], cg.callerStart[f.id+1]
	if a == b {
		return nil
	}
	return cg.callers[a:b:b]
}
