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
		cg := &CallGraph{Out: map[*Function][]Edge{}, reachable: map[*Function]bool{}, callers: map[*Function][]*Function{}}
		fns := m.AllFunctions()
		for _, f := range fns {
			for _, n := range f.CFG().Nodes {
				for _, c := range NodeCalls(n) {
					switch c.Kind {
					case CallInternal, CallLibrary, CallExternal:
						cg.Out[f] = append(cg.Out[f], Edge{Call: c, Callee: c.Callee})
					case CallLowLevel, CallSend, CallTransfer:
						cg.Out[f] = append(cg.Out[f], Edge{Call: c})
					}
				}
			}
			if f.Contract != nil {
				for _, inv := range f.Decl.Modifiers {
					if inv != nil && inv.Name != nil && len(inv.Name.Names) > 0 {
						if md := f.Contract.Modifiers[inv.Name.Names[len(inv.Name.Names)-1]]; md != nil {
							cg.Out[f] = append(cg.Out[f], Edge{Modifier: md})
						}
					}
				}
			}
		}
		for _, f := range fns {
			seen := map[*Function]bool{}
			for _, e := range cg.Out[f] {
				if e.Callee != nil && e.Call != nil && (e.Call.Kind == CallInternal || e.Call.Kind == CallLibrary) && !seen[e.Callee] {
					seen[e.Callee] = true
					cg.callers[e.Callee] = append(cg.callers[e.Callee], f)
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

// Reachable reports whether f runs when some public or external function (or a constructor) is called.
func (cg *CallGraph) Reachable(f *Function) bool { return cg.reachable[f] }

// Callers returns the functions with an internal or library call to f, in model order.
func (cg *CallGraph) Callers(f *Function) []*Function { return cg.callers[f] }
