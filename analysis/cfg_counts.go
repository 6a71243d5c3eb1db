package analysis

// WritesState reports whether any node of the graph writes state itself: every node's Writes is a window of the
// graph's list, so a graph whose list is empty has no node that writes, modifiers' nodes included. A scan for
// writes skips such a graph whole.
func (g *CFG) WritesState() bool { return len(g.writes) > 0 }

// AllCalls returns the calls the graph's nodes make, node after node (every node's Calls is a window of it), for
// a test over them all before a scan of the nodes. The list is shared: it must not be changed.
func (g *CFG) AllCalls() []*Call { return g.calls }
