package analysis

// Edge is one call from a function: the call and the function it reaches (nil when outside the unit).
type Edge struct {
	Call   *Call
	Callee *Function
	// Modifier is set for the edge from a function to a modifier it applies.
	Modifier *Modifier
}

// CallGraph holds every function's outgoing calls, and which functions public entry points reach.
type CallGraph struct {
	Out       map[*Function][]Edge
	reachable map[*Function]bool
	callers   map[*Function][]*Function
}

// CallGraph returns the unit's call graph, built once.
func (m *Model) CallGraph() *CallGraph {
	m.graphOnce.Do(func() {
		fns := m.AllFunctions()
		// The maps are made to the size they may reach: growing them cost more than their few spare entries.
		cg := &CallGraph{Out: make(map[*Function][]Edge, len(fns)), reachable: make(map[*Function]bool, len(fns))}
		// The edges of all functions share one array, filled in a second pass once the first has counted them.
		n, internal := 0, 0
		for _, f := range fns {
			for _, nd := range f.CFG().Nodes {
				for _, c := range NodeCalls(nd) {
					if cfgaIsEdge(c.Kind) {
						n++
					}
					if c.Kind == CallInternal || c.Kind == CallLibrary {
						internal++
					}
				}
			}
			n += len(f.Decl.Modifiers)
		}
		cg.callers = make(map[*Function][]*Function, min(internal, len(fns)))
		edges := make([]Edge, 0, n)
		for _, f := range fns {
			start := len(edges)
			for _, nd := range f.CFG().Nodes {
				for _, c := range NodeCalls(nd) {
					switch c.Kind {
					case CallInternal, CallLibrary, CallExternal:
						edges = append(edges, Edge{Call: c, Callee: c.Callee})
					case CallLowLevel, CallSend, CallTransfer:
						edges = append(edges, Edge{Call: c})
					}
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
			if len(edges) > start {
				cg.Out[f] = edges[start:len(edges):len(edges)]
			}
		}
		for _, f := range fns {
			for _, e := range cg.Out[f] {
				if e.Callee != nil && e.Call != nil && (e.Call.Kind == CallInternal || e.Call.Kind == CallLibrary) {
					// f's calls are listed together: f is already a caller when it is the last one added.
					if cs := cg.callers[e.Callee]; len(cs) == 0 || cs[len(cs)-1] != f {
						cg.callers[e.Callee] = append(cs, f)
					}
				}
			}
		}
		var stack []*Function
		for _, f := range fns {
			if f.IsEntry() || f.IsConstructor() {
				cg.reachable[f] = true
				stack = append(stack, f)
			}
		}
		for len(stack) > 0 {
			f := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, e := range cg.Out[f] {
				if e.Callee != nil && !cg.reachable[e.Callee] && (e.Call.Kind == CallInternal || e.Call.Kind == CallLibrary) {
					cg.reachable[e.Callee] = true
					stack = append(stack, e.Callee)
				}
			}
		}
		m.graph = cg
	})
	return m.graph
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
func (cg *CallGraph) Reachable(f *Function) bool { return cg.reachable[f] }

// Callers returns the functions with an internal or library call to f, in model order.
func (cg *CallGraph) Callers(f *Function) []*Function { return cg.callers[f] }
