package analysis

import (
	"slices"
	"sort"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/vigilsec/vigil/solidity"
)

// NodeKind tells what a control flow node does.
type NodeKind uint8

// Node kinds.
const (
	NodeEntry  NodeKind = iota
	NodeExit            // normal end of the function: return or the end of the body
	NodeRevert          // the path is abandoned: revert, throw, a failed require/assert
	NodeStmt            // a simple statement (expression, declaration, emit, return value, assembly)
	NodeCond            // a branch: Succs[0] when Expr is true, Succs[1] when false
	NodeGuard           // require/assert/`if (c) revert`: continues (Succs[0]) only when Expr evaluates to Holds
)

// Node is one node of a control flow graph: a statement or a condition.
//
// A graph has many nodes, so a node is kept small: its flags share a word, Own is computed when asked, and the
// facts about its own expression (calls, state reads and writes) live in arrays of the graph, which the node
// reaches through g.
type Node struct {
	Index int
	Kind  NodeKind
	// Holds is the value of Expr for which a guard lets execution continue.
	Holds bool
	// Unchecked marks nodes inside an `unchecked { }` block.
	Unchecked bool
	// facts and callLo let Calls, Writes and Reads, which the analyses and detectors ask for at every node,
	// answer without reading the graph's factStart for most nodes. facts holds the number of calls in its
	// cfgaCallBits (cfgaManyCalls when there are too many to tell), and the cfgaHasWrites and cfgaHasReads
	// flags; callLo is the position of the node's first call in the graph's calls. Every node of a graph has its
	// callLo, those without calls too: the next node's tells where the calls of a node with cfgaManyCalls end.
	// They fill the word the flags above leave.
	facts  uint8
	callLo int32
	// Stmt is the statement the node comes from (nil for entry and exit nodes).
	Stmt solidity.Stmt
	// Expr is the expression the node evaluates: the statement's expression, the branch or guard condition,
	// a declaration's initial value or a return value. Nil for nodes without one.
	Expr solidity.Expr
	// Scope is the function or modifier body the node belongs to (modifiers are inlined).
	Scope *Scope
	Succs []*Node
	Preds []*Node

	// g is the graph the node belongs to, which holds its facts; nil for a node made outside a graph.
	g *CFG
}

// Calls returns the calls the node makes itself (not those of nested statements), in source order.
func (n *Node) Calls() []*Call {
	k := int32(n.facts & cfgaCallBits)
	if k == 0 {
		return nil
	}
	g := n.g
	lo, hi := n.callLo, n.callLo+k
	if k == cfgaManyCalls {
		// The calls end where the next node's begin (every node of a graph has its callLo), or with the graph's.
		hi = int32(len(g.calls))
		if i := n.Index + 1; i < len(g.Nodes) {
			hi = g.Nodes[i].callLo
		}
	}
	return g.calls[lo:hi:hi]
}

// The bits of Node.facts.
const (
	cfgaCallBits  = 1<<6 - 1 // the number of calls
	cfgaManyCalls = 1<<6 - 1 // the number of calls when there are that many or more
	cfgaHasWrites = 1 << 6
	cfgaHasReads  = 1 << 7
)

// MakesCallsOrWrites reports whether the node makes a call or a state write itself: a scan for either skips
// the many nodes that make neither with one test.
func (n *Node) MakesCallsOrWrites() bool { return n.facts&(cfgaCallBits|cfgaHasWrites) != 0 }

// Writes returns the state writes the node makes itself (not through the functions it calls).
func (n *Node) Writes() []StateAccess {
	if n.facts&cfgaHasWrites == 0 {
		return nil
	}
	a, b := n.g.factStart[n.Index].writes, n.g.factStart[n.Index+1].writes
	return n.g.writes[a:b:b]
}

// Reads returns the state variables the node's own expression reads.
func (n *Node) Reads() []StateAccess {
	if n.facts&cfgaHasReads == 0 {
		return nil
	}
	a, b := n.g.factStart[n.Index].reads, n.g.factStart[n.Index+1].reads
	return n.g.reads[a:b:b]
}

// sites returns the assignments and ++, -- and delete operations of the node's own expression, in pre-order.
func (n *Node) sites() []solidity.Node {
	if g := n.g; g != nil && g.factStart != nil {
		if a, b := g.factStart[n.Index].sites, g.factStart[n.Index+1].sites; a < b {
			return g.sites[a:b:b]
		}
	}
	return nil
}

// cfgaFactScratch holds the arrays CFG.facts gathers a graph's facts in before copying them.
type cfgaFactScratch struct {
	calls         []*Call
	reads, writes []StateAccess
	sites         []solidity.Node
}

// cfgaFactBufs lends CFG.facts its scratch arrays.
var cfgaFactBufs cfgaSpare[cfgaFactScratch]

// cfgaSpare holds one value of T between two uses; nil while it is lent. Graphs and scopes are mostly built one
// after the other, and then one value serves them all; a use that finds none makes one. A single slot costs less
// to take from and give back to than a sync.Pool, whose methods Get and Put it has.
type cfgaSpare[T any] struct{ p atomic.Pointer[T] }

// take returns the spare value, or a new one.
func (s *cfgaSpare[T]) take() *T {
	if v := s.p.Swap(nil); v != nil {
		return v
	}
	return newSpare[T]()
}

// newSpare returns a new value for a cfgaSpare, apart from take for take to be inlined.
func newSpare[T any]() *T { return new(T) }

// give makes v the spare value.
func (s *cfgaSpare[T]) give(v *T) { s.p.Store(v) }

// Get is take, as sync.Pool's.
func (s *cfgaSpare[T]) Get() any { return s.take() }

// Put is give, as sync.Pool's.
func (s *cfgaSpare[T]) Put(v any) { s.give(v.(*T)) }

// put returns the scratch arrays, as grown and emptied by keepFacts, to cfgaFactBufs.
func (s *cfgaFactScratch) put(calls []*Call, reads, writes []StateAccess, sites []solidity.Node) {
	s.calls, s.reads, s.writes, s.sites = calls[:0], reads[:0], writes[:0], sites[:0]
	cfgaFactBufs.give(s)
}

// cfgaClear zeroes a. The lists of a graph's facts are mostly a few entries long, which a loop zeroes at less
// cost than the call that clear makes.
func cfgaClear[T any](a []T) {
	if len(a) > 8 {
		clear(a)
		return
	}
	var zero T
	for i := len(a) - 1; i >= 0; i-- { // written so that the compiler keeps a loop, not a call of clear
		a[i] = zero
	}
}

// keepFacts sets the graph's lists of calls, state reads and writes and sites from the scratch lists CFG.facts
// gathered them in, and zeroes those, which are shared and must not keep what they held. Calls and sites that are
// exactly those of body, the function's own scope, as they mostly are for a function without modifiers, are
// body's lists, not kept twice; the other lists are moved into one piece of the model's room (grdFactRoom), one
// after the other.
func (g *CFG) keepFacts(body *Scope, calls []*Call, reads, writes []StateAccess, sites []solidity.Node) {
	shareCalls := len(calls) > 0 && slices.Equal(calls, body.calls)
	shareSites := len(sites) > 0 && slices.Equal(sites, body.mutations)
	n := 3 * (len(reads) + len(writes)) // the words of the piece: a StateAccess is three, a site two, a call one
	if !shareCalls {
		n += len(calls)
	}
	if !shareSites {
		n += 2 * len(sites)
	}
	var m *Model
	if body.Function != nil {
		m = body.Function.model
	}
	words := grdFactWords(m, n, len(g.Nodes))
	g.reads, words = cfgaView(words, reads)
	g.writes, words = cfgaView(words, writes)
	if shareCalls {
		g.calls = body.calls[:len(body.calls):len(body.calls)]
		cfgaClear(calls)
	} else {
		g.calls, words = cfgaView(words, calls)
	}
	if shareSites {
		g.sites = body.mutations[:len(body.mutations):len(body.mutations)]
		cfgaClear(sites)
	} else {
		g.sites, _ = cfgaView(words, sites)
	}
}

// cfgaView moves the elements of a into the first words of words, zeroing a, and returns them as a list of its
// exact length, or nil when a is empty, with the words after it. T is made of pointers alone (a pointer, an interface or a struct of those), as a test checks: its
// elements lie in the words as they would in an array of T, and the collector, which takes every word for a
// pointer, scans them as it would those.
func cfgaView[T any](words []unsafe.Pointer, a []T) ([]T, []unsafe.Pointer) {
	if len(a) == 0 {
		return nil, words
	}
	var t T
	k := len(a) * int(unsafe.Sizeof(t)/unsafe.Sizeof(words[0]))
	out := unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(words[:k]))), len(a))
	var zero T
	for i := range a { // a loop, for lists mostly a few entries long, rather than the calls of copy and clear
		out[i], a[i] = a[i], zero
	}
	return out, words[k:]
}

// cfgaFactStart tells where a node's facts begin in the arrays of its graph; the next node's entry tells where
// they end. The calls need no entry: Node.callLo tells where a node's begin, and the next node's where they end.
type cfgaFactStart struct {
	writes, reads, sites int32
}

// CFG is the control flow graph of a function with its modifiers inlined at `_`.
type CFG struct {
	Entry, Exit, Revert *Node
	// Nodes lists every node; Index is the position in this slice, and source order is kept within a body.
	Nodes []*Node

	// The facts of the nodes' own expressions, computed once with the graph, node after node: node i's state
	// writes are writes[factStart[i].writes:factStart[i+1].writes], and likewise for the state reads and the
	// sites (assignments and ++, -- and delete operations, in pre-order, which DefUse reads). factStart has an
	// entry per node and one more.
	calls     []*Call
	writes    []StateAccess
	reads     []StateAccess
	sites     []solidity.Node
	factStart []cfgaFactStart

	nodeOfOnce sync.Once
	// orphans is set when a node was made without a predecessor (but the entry, the exit and the revert
	// node), as in `do { return; } while (c);`. Otherwise every node is made with a predecessor made before
	// it, so the nodes reachable from the entry are those with a predecessor (see fromEntry).
	orphans bool
	nodeOf  *nodeOfIndex
	// fn is the function whose graph this is: a modifier's nodes are judged with the arguments it is given.
	fn *Function
}

// maxNodes bounds a graph: modifiers with several `_` copy the rest of the body each time.
const maxNodes = 50000

// loopCtx gathers the break and continue nodes of the loop being built, in frontiers.
type loopCtx struct {
	breaks    []*Node
	continues []*Node
}

// enterLoop opens the context of a loop, for its breaks and continues.
func (b *cfgBuilder) enterLoop() { b.loops = append(b.loops, loopCtx{}) }

// leaveLoop closes the context of the innermost loop and returns it.
func (b *cfgBuilder) leaveLoop() loopCtx {
	lc := b.loops[len(b.loops)-1]
	b.loops[len(b.loops)-1] = loopCtx{}
	b.loops = b.loops[:len(b.loops)-1]
	return lc
}

type cfgBuilder struct {
	g         *CFG
	loops     []loopCtx // innermost last
	unchecked bool
	fn        *Function
	mods      []*Modifier
	layer     int
	full      bool

	// Nodes and the small slices of node pointers (edges, frontiers) are carved from shared chunks: a graph
	// has many of each, and allocating them one by one dominated the cost of building it. The frontiers come
	// from a scratch array shared by the builders (cfgaFrontScratch), the edges from the graph's own.
	nodeChunk  []Node
	ptrChunk   []*Node
	frontChunk []*Node

	// nodes is the graph's list of nodes while it is built.
	nodes []*Node
}

// CFG returns f's control flow graph, built once: like Scope, a load that callers inline once it is built.
func (f *Function) CFG() *CFG {
	if g := f.cfg.Load(); g != nil {
		return g
	}
	return f.buildCFG()
}

// buildCFG builds f's control flow graph once and returns it. It works as a sync.Once would, without the call
// of a closure through it: nearly every function's graph is built, and that cost counted for each. The graph is
// tried once, even when building it panics, and callers asking meanwhile wait for it.
func (f *Function) buildCFG() *CFG {
	f.cfgMu.Lock()
	defer f.cfgMu.Unlock()
	if !f.cfgTried {
		f.cfgTried = true
		f.Scope() // which allocates the graph
		// The frontiers' scratch is shared, unless another graph is being built with it, and so are the lists
		// of the modifiers and of the contexts of nested loops.
		fronts := cfgaFrontScratch.take()
		b := &cfgBuilder{g: &f.parts.Load().cfg, fn: f, mods: f.modifiers(fronts.mods[:0]), loops: fronts.loops[:0]}
		nodes, ptrs := f.model.graphOf(f)
		size := cap(nodes)
		if nodes == nil {
			size = graphSize(f, b.mods)
			nodes, ptrs = make([]Node, 0, min(size, 1024)), make([]*Node, size+edgesPerGraph(size))
		}
		b.nodeChunk = nodes
		// The list of nodes and the first chunk of edges share one array.
		b.nodes = ptrs[:0:size]
		b.ptrChunk = ptrs[size:size]
		b.frontChunk = fronts.ptrs[:0]
		// The entry, exit and revert nodes come first: graphSize counts them, so the first chunk has room.
		b.nodeChunk = b.nodeChunk[:3]
		entry, exit, revert := &b.nodeChunk[0], &b.nodeChunk[1], &b.nodeChunk[2]
		entry.Kind, entry.g = NodeEntry, b.g
		exit.Index, exit.Kind, exit.g = 1, NodeExit, b.g
		revert.Index, revert.Kind, revert.g = 2, NodeRevert, b.g
		b.nodes = append(b.nodes, entry, exit, revert)
		b.g.Entry, b.g.Exit, b.g.Revert, b.g.fn = entry, exit, revert, f
		out := b.modLayer(0, b.one(b.g.Entry))
		b.link(out, b.g.Exit)
		b.g.Nodes = b.nodes[:len(b.nodes):len(b.nodes)]
		clear(b.frontChunk) // which would keep the graph alive
		fronts.ptrs = b.frontChunk[:0]
		clear(b.mods)
		fronts.mods, fronts.loops = b.mods[:0], b.loops[:0] // the loops' contexts are left zeroed
		cfgaFrontScratch.give(fronts)
		if f.Decl.Body == nil && len(b.mods) == 0 {
			// The entry, exit and revert nodes alone: nothing has facts.
			b.g.factStart = cfgaNoFacts[: len(b.g.Nodes)+1 : len(b.g.Nodes)+1]
		} else {
			b.g.facts(f.Scope())
		}
		// The body's scope serves this graph only.
		if sc := f.Scope(); sc.factNodes != nil {
			sc.factNodes.release()
			sc.factNodes = nil
		}
		f.cfg.Store(b.g)
	}
	return f.cfg.Load()
}

// modifiers appends to mods the modifiers of the unit that f invokes, with a body, in order.
func (f *Function) modifiers(mods []*Modifier) []*Modifier {
	if f.Contract == nil {
		return mods
	}
	for _, inv := range f.Decl.Modifiers {
		if inv == nil || inv.Name == nil || len(inv.Name.Names) == 0 {
			continue
		}
		if md := f.Contract.Modifiers[inv.Name.Names[len(inv.Name.Names)-1]]; md != nil && md.Decl.Body != nil {
			mods = append(mods, md)
		}
	}
	return mods
}

// graphSize tells about how many nodes f's graph has, with the modifiers mods inlined: the entry, exit and
// revert nodes and the estimates of the bodies.
func graphSize(f *Function, mods []*Modifier) int {
	size := 3 + nodeEstimate(f.Decl.Body)
	for _, md := range mods {
		size += nodeEstimate(md.Decl.Body)
	}
	return size
}

// edgesPerGraph is the number of node pointers set aside for the edges of a graph of about size nodes, when it
// is not carved from fnBlocks: a node has one or two successors and predecessors, each edge counting twice,
// and 2¼ pointers per node are enough for nearly every graph.
func edgesPerGraph(size int) int { return size * 9 / 4 }

// cfgaFronts holds the scratch arrays of a graph being built: the array its frontiers are carved from, and its
// lists of modifiers and of contexts of nested loops.
type cfgaFronts struct {
	ptrs  []*Node
	mods  []*Modifier
	loops []loopCtx
}

// cfgaFrontScratch holds the frontiers' scratch between two graphs.
var cfgaFrontScratch cfgaSpare[cfgaFronts]

// fnBlocks holds the arrays that the graphs of a model's functions are carved from: nearly every function of a
// unit gets its graph, and a few allocations for all of them cost much less than two for each. A function's
// room is its graphSize nodes and 3¼ node pointers per node, its list of nodes then its edges (edgesPerGraph),
// laid out in the order of AllFunctions when the first graph is built; Function.graphAt tells where. A function
// outside AllFunctions gets its own.
type fnBlocks struct {
	chunks []cfgaChunk
	one    [1]cfgaChunk // chunks, when there is one
}

// cfgaChunk is one pair of arrays of fnBlocks, for consecutive functions.
type cfgaChunk struct {
	nodes []Node
	ptrs  []*Node
}

// cfgaChunkNodes bounds the nodes of a chunk, but for a graph that needs more: its array stays within the size
// classes of small objects (32 KB), beyond which it would take whole pages and lose the end of the last one.
const cfgaChunkNodes = 32 << 10 / int32(unsafe.Sizeof(Node{}))

// A function's graphAt is the number of its chunk, shifted by cfgaAtShift, and the position of its room's first
// node in the chunk, in the low bits: a room starts within the first cfgaChunkNodes nodes of its chunk.
const (
	cfgaAtShift = 16
	cfgaAtMask  = 1<<cfgaAtShift - 1
	// cfgaMaxChunks bounds the chunks graphAt can number; the functions after get arrays of their own.
	cfgaMaxChunks = 1<<(31-cfgaAtShift) - 1
)

// cfgaPtrsAt is the position among a chunk's node pointers of those of the graph whose nodes start at node n.
func cfgaPtrsAt(n int32) int32 { return n * 13 / 4 }

// graphOf returns the model's room for f's graph: its nodes, empty with the capacity of f's graphSize, and the
// node pointers for its list of nodes (the first graphSize) and its edges; nil when f has none.
func (m *Model) graphOf(f *Function) ([]Node, []*Node) {
	b := m.blocks.Load()
	if b == nil {
		// Concurrent first builds may each lay the arrays out, alike: one is kept.
		b = layOutGraphs(m.AllFunctions())
		if !m.blocks.CompareAndSwap(nil, b) {
			b = m.blocks.Load()
		}
	}
	i := int(f.id)
	if i >= len(m.funcs) || m.funcs[i] != f {
		return nil, nil
	}
	at := f.graphAt.Load()
	if at < 0 {
		return nil, nil
	}
	c := &b.chunks[at>>cfgaAtShift]
	from, to := at&cfgaAtMask, int32(len(c.nodes))
	// The room ends where the next function's starts, when that is in the same chunk.
	if i+1 < len(m.funcs) {
		if next := m.funcs[i+1].graphAt.Load(); next>>cfgaAtShift == at>>cfgaAtShift {
			to = next & cfgaAtMask
		}
	}
	return c.nodes[from:from:to], c.ptrs[cfgaPtrsAt(from):cfgaPtrsAt(to):cfgaPtrsAt(to)]
}

// layOutGraphs sets the graphAt of fns, the model's functions, and returns the arrays of their graphs.
func layOutGraphs(fns []*Function) *fnBlocks {
	b := new(fnBlocks)
	b.chunks = b.one[:0]
	var modsBuf [4]*Modifier
	n := int32(0) // the nodes of the chunk being laid out
	add := func() {
		b.chunks = append(b.chunks, takeChunk(n))
		n = 0
	}
	for _, f := range fns {
		size := int32(graphSize(f, f.modifiers(modsBuf[:0])))
		if n > 0 && n+size > cfgaChunkNodes {
			add()
		}
		if len(b.chunks) >= cfgaMaxChunks {
			f.graphAt.Store(-1) // past what graphAt can tell: the graph gets arrays of its own
			continue
		}
		f.graphAt.Store(int32(len(b.chunks))<<cfgaAtShift | n)
		n += size
	}
	if n > 0 || len(b.chunks) == 0 {
		add()
	}
	return b
}

// cfgaChunks recycles, as *cfgaChunk, the chunks of released models (see Model.Release), zeroed and of full
// size: cfgaChunkNodes nodes and their node pointers. A unit's graphs are garbage as soon as its analysis ends,
// and their arrays, the largest part of a model, would otherwise be allocated again for the next unit, and the
// collector run for them that much more often.
var cfgaChunks sync.Pool

// takeChunk returns a chunk of n nodes and their node pointers, zeroed: a recycled one when n fits in one.
// Chunks are made of full size, for any unit to reuse them; only the room of a graph that needs more is
// allocated as it is, and not recycled.
func takeChunk(n int32) cfgaChunk {
	if n > cfgaChunkNodes {
		return cfgaChunk{make([]Node, n), make([]*Node, cfgaPtrsAt(n))}
	}
	c, _ := cfgaChunks.Get().(*cfgaChunk)
	if c == nil {
		c = &cfgaChunk{make([]Node, cfgaChunkNodes), make([]*Node, cfgaPtrsAt(cfgaChunkNodes))}
	}
	return cfgaChunk{c.nodes[:n], c.ptrs[:cfgaPtrsAt(n)]}
}

// recycle zeroes the chunks of full size of b, the room of a released model's graphs, and gives them to
// cfgaChunks. Only the part laid out was handed out, and needs zeroing: the rest never left the pool.
func (b *fnBlocks) recycle() {
	for i := range b.chunks {
		c := &b.chunks[i]
		if cap(c.nodes) != int(cfgaChunkNodes) || cap(c.ptrs) != int(cfgaPtrsAt(cfgaChunkNodes)) {
			continue
		}
		clear(c.nodes)
		clear(c.ptrs)
		cfgaChunks.Put(&cfgaChunk{c.nodes[:cap(c.nodes)], c.ptrs[:cap(c.ptrs)]})
		*c = cfgaChunk{}
	}
}

// nodeEstimate tells about how many nodes the statement s makes (a little more, rather than less, for the
// nodes to fit in one allocation). A modifier's `_` counts once.
func nodeEstimate(s solidity.Stmt) int {
	switch s := s.(type) {
	case nil:
		return 0
	case *solidity.Block:
		if s == nil {
			return 0
		}
		// The statements that make nodes of their own are told here, the others in a call.
		n := 0
		for _, st := range s.Stmts {
			switch st := st.(type) {
			case nil:
			case *solidity.ExpressionStatement:
				n += exprStmtEstimate(st)
			case *solidity.Block, *solidity.IfStatement, *solidity.WhileStatement, *solidity.DoWhileStatement,
				*solidity.ForStatement, *solidity.TryStatement:
				n += nodeEstimate(st)
			default:
				n++
			}
		}
		return n
	case *solidity.ExpressionStatement:
		return exprStmtEstimate(s)
	case *solidity.IfStatement:
		return 3 + nodeEstimate(s.Then) + nodeEstimate(s.Else)
	case *solidity.WhileStatement:
		return 3 + nodeEstimate(s.Body)
	case *solidity.DoWhileStatement:
		return 3 + nodeEstimate(s.Body)
	case *solidity.ForStatement:
		return 4 + nodeEstimate(s.Init) + nodeEstimate(s.Body)
	case *solidity.TryStatement:
		n := 1 + nodeEstimate(s.Body)
		for _, c := range s.Catches {
			if c != nil {
				n += nodeEstimate(c.Body)
			}
		}
		return n
	}
	return 1
}

// exprStmtEstimate is nodeEstimate of an expression statement.
func exprStmtEstimate(s *solidity.ExpressionStatement) int {
	if c, ok := s.X.(*solidity.CallExpr); ok {
		if id, ok := c.Fun.(*solidity.Identifier); ok && (id.Name == "require" || id.Name == "assert") {
			return 2 // the guard and the node that continues
		}
	}
	return 1
}

func (b *cfgBuilder) newNode(k NodeKind, s solidity.Stmt, e solidity.Expr, sc *Scope) *Node {
	if len(b.nodeChunk) == cap(b.nodeChunk) {
		b.growNodes()
	}
	// Chunks start zeroed (a recycled one was zeroed when its model was released): only the fields that are not
	// need writing.
	b.nodeChunk = b.nodeChunk[:len(b.nodeChunk)+1]
	n := &b.nodeChunk[len(b.nodeChunk)-1]
	n.Index, n.Kind, n.Unchecked, n.g = len(b.nodes), k, b.unchecked, b.g
	if s != nil {
		n.Stmt = s
	}
	if e != nil {
		n.Expr = e
	}
	if sc != nil {
		n.Scope = sc
	}
	b.nodes = append(b.nodes, n)
	if len(b.nodes) >= maxNodes {
		b.full = true
	}
	return n
}

// growNodes starts a new chunk of nodes. Chunks grow with the graph: small functions waste little, big ones
// allocate rarely.
//
//go:noinline
func (b *cfgBuilder) growNodes() {
	b.nodeChunk = make([]Node, 0, min(max(len(b.nodes), 8), 1024))
}

// edges returns an empty slice of capacity n for a node's successors or predecessors, carved from the current
// chunk; appending past n reallocates without touching the neighbours. The room of a graph is rarely exceeded,
// and then near its end: a new chunk is sized after a fraction of the nodes made.
func (b *cfgBuilder) edges(n int) []*Node {
	if cap(b.ptrChunk)-len(b.ptrChunk) < n {
		b.ptrChunk = make([]*Node, 0, max(n, min(max(len(b.nodes)/2, 16), 4096)))
	}
	start := len(b.ptrChunk)
	b.ptrChunk = b.ptrChunk[:start+n]
	return b.ptrChunk[start : start : start+n]
}

// front returns an empty slice of capacity n for a frontier, carved from the builder's scratch: frontiers only
// live while the graph is built, so they do not take room in it.
func (b *cfgBuilder) front(n int) []*Node {
	if cap(b.frontChunk)-len(b.frontChunk) < n {
		b.frontChunk = make([]*Node, 0, max(n, 2*cap(b.frontChunk), 64))
	}
	start := len(b.frontChunk)
	b.frontChunk = b.frontChunk[:start+n]
	return b.frontChunk[start : start : start+n]
}

// join returns the frontier of x's nodes then more, in x when it has room, else carved from the scratch.
func (b *cfgBuilder) join(x []*Node, more ...*Node) []*Node {
	if cap(x)-len(x) >= len(more) {
		return append(x, more...)
	}
	out := b.front(len(x) + len(more))[:len(x)+len(more)]
	// Frontiers are short: loops cost less than calls of copy.
	for i, n := range x {
		out[i] = n
	}
	for i, n := range more {
		out[len(x)+i] = n
	}
	return out
}

// one returns the frontier made of n alone: the window of the list of nodes that holds n, which takes no room.
// Its capacity is its length, so that a frontier joined to it is made apart; frontiers are only read.
func (b *cfgBuilder) one(n *Node) []*Node {
	return b.nodes[n.Index : n.Index+1 : n.Index+1]
}

func (b *cfgBuilder) link(preds []*Node, to *Node) {
	if len(preds) > 0 && cap(to.Preds) == 0 {
		to.Preds = b.edges(len(preds))
	}
	for _, p := range preds {
		b.linkOne(p, to)
	}
}

// linkOne adds the edge p → to; a node has one or two successors but to's predecessors may be many.
func (b *cfgBuilder) linkOne(p, to *Node) {
	if cap(p.Succs) == 0 {
		p.Succs = b.edges(succsOf(p))
	}
	p.Succs = append(p.Succs, to)
	if cap(to.Preds) == 0 {
		to.Preds = b.edges(1)
	} else if len(to.Preds) == cap(to.Preds) {
		to.Preds = b.morePreds(to.Preds)
	}
	to.Preds = append(to.Preds, p)
}

// morePreds returns a copy of a node's full list of predecessors with room for as many more, carved from the
// edges' chunk while it has room: the exit and revert nodes gather many predecessors one by one. Past the
// chunk's end, the list is allocated as append would, rather than in a new chunk.
func (b *cfgBuilder) morePreds(preds []*Node) []*Node {
	var list []*Node
	if n := 2 * len(preds); cap(b.ptrChunk)-len(b.ptrChunk) >= n {
		list = b.edges(n)[:len(preds)]
	} else {
		list = make([]*Node, len(preds), n)
	}
	for i, p := range preds {
		list[i] = p // the lists are short: a loop costs less than a call of copy
	}
	return list
}

// succsOf tells the number of successors of p: a branch or a guard has two, a try statement one per clause,
// other nodes one.
func succsOf(p *Node) int {
	if p.Kind == NodeCond || p.Kind == NodeGuard {
		return 2
	} else if t, ok := p.Stmt.(*solidity.TryStatement); ok {
		return 1 + len(t.Catches)
	}
	return 1
}

// add makes a node after preds, as link would link it, and returns it.
func (b *cfgBuilder) add(preds []*Node, k NodeKind, s solidity.Stmt, e solidity.Expr, sc *Scope) *Node {
	// newNode, written out: nearly every node is made here.
	if len(b.nodeChunk) == cap(b.nodeChunk) {
		b.growNodes()
	}
	b.nodeChunk = b.nodeChunk[:len(b.nodeChunk)+1]
	n := &b.nodeChunk[len(b.nodeChunk)-1]
	n.Index, n.Kind, n.Unchecked, n.g = len(b.nodes), k, b.unchecked, b.g
	if s != nil {
		n.Stmt = s
	}
	if e != nil {
		n.Expr = e
	}
	n.Scope = sc
	b.nodes = append(b.nodes, n)
	if len(b.nodes) >= maxNodes {
		b.full = true
	}
	switch len(preds) {
	case 0:
		b.g.orphans = true
		return n
	case 1: // most nodes follow one node: the loop below, written out
		p := preds[0]
		n.Preds = append(b.edges(1), p)
		if cap(p.Succs) == 0 {
			p.Succs = b.edges(succsOf(p))
		}
		p.Succs = append(p.Succs, n)
		return n
	}
	n.Preds = b.edges(len(preds))[:len(preds)]
	for i, p := range preds {
		if cap(p.Succs) == 0 {
			p.Succs = b.edges(succsOf(p))
		}
		p.Succs = append(p.Succs, n)
		n.Preds[i] = p
	}
	return n
}

// modLayer builds modifier i around the rest, or the function body once every modifier is placed.
func (b *cfgBuilder) modLayer(i int, preds []*Node) []*Node {
	if i >= len(b.mods) {
		if b.fn.Decl.Body == nil {
			return preds
		}
		return b.stmt(b.fn.Decl.Body, b.fn.Scope(), preds)
	}
	saved := b.layer
	b.layer = i
	out := b.stmt(b.mods[i].Decl.Body, b.mods[i].Scope(), preds)
	b.layer = saved
	return out
}

// stmt adds s after preds and returns the nodes control leaves s from normally.
func (b *cfgBuilder) stmt(s solidity.Stmt, sc *Scope, preds []*Node) []*Node {
	if s == nil || len(preds) == 0 || b.full {
		return preds
	}
	switch s := s.(type) {
	case *solidity.Block:
		saved := b.unchecked
		if s.Unchecked {
			b.unchecked = true
		}
		for _, st := range s.Stmts {
			preds = b.stmt(st, sc, preds)
		}
		b.unchecked = saved
		return preds
	case *solidity.ExpressionStatement:
		if c, ok := s.X.(*solidity.CallExpr); ok {
			if id, ok := c.Fun.(*solidity.Identifier); ok && sc.symOf(id).Kind == SymBuiltin {
				switch id.Name {
				case "require", "assert":
					if len(c.Args) > 0 {
						return b.require(preds, s, c.Args[0], sc)
					}
				case "revert":
					n := b.add(preds, NodeStmt, s, s.X, sc)
					b.linkOne(n, b.g.Revert)
					return nil
				}
			} else if ok {
				// A helper of the contract's own that works as require (Balancer's _require(condition,
				// errorCode)) or as revert (_revert(errorCode)).
				switch callee := internalCallee(sc, c); {
				case callee == nil:
				case alwaysReverts(callee):
					n := b.add(preds, NodeStmt, s, s.X, sc)
					b.linkOne(n, b.g.Revert)
					return nil
				default:
					if i := requireParam(callee); i >= 0 && i < len(c.Args) {
						return b.require(preds, s, c.Args[i], sc)
					}
				}
			}
		}
		return b.one(b.add(preds, NodeStmt, s, s.X, sc))
	case *solidity.VariableDeclarationStatement:
		return b.one(b.add(preds, NodeStmt, s, s.Value, sc))
	case *solidity.EmitStatement:
		var e solidity.Expr
		if s.Call != nil {
			e = s.Call
		}
		return b.one(b.add(preds, NodeStmt, s, e, sc))
	case *solidity.RevertStatement:
		var e solidity.Expr
		if s.Call != nil {
			e = s.Call
		}
		n := b.add(preds, NodeStmt, s, e, sc)
		b.linkOne(n, b.g.Revert)
		return nil
	case *solidity.ThrowStatement:
		n := b.add(preds, NodeStmt, s, nil, sc)
		b.linkOne(n, b.g.Revert)
		return nil
	case *solidity.ReturnStatement:
		n := b.add(preds, NodeStmt, s, s.Value, sc)
		// A return ends the whole function, also in a modifier.
		b.linkOne(n, b.g.Exit)
		return nil
	case *solidity.IfStatement:
		if s.Else == nil && aborts(s.Then, sc) {
			n := b.add(preds, NodeGuard, s, s.Cond, sc)
			n.Holds = false
			b.stmt(s.Then, sc, b.one(n))
			// The guard node's continuing edge is Succs[0]: reorder so it comes first.
			return b.afterGuard(n)
		}
		n := b.add(preds, NodeCond, s, s.Cond, sc)
		thenOut := b.stmt(s.Then, sc, b.one(b.add(b.one(n), NodeStmt, nil, nil, sc)))
		elseStart := b.add(b.one(n), NodeStmt, nil, nil, sc)
		if s.Else == nil {
			return b.join(thenOut, elseStart)
		}
		return b.join(thenOut, b.stmt(s.Else, sc, b.one(elseStart))...)
	case *solidity.WhileStatement:
		cond := b.add(preds, NodeCond, s, s.Cond, sc)
		b.enterLoop()
		out := b.stmt(s.Body, sc, b.one(b.add(b.one(cond), NodeStmt, nil, nil, sc)))
		lc := b.leaveLoop()
		b.link(out, cond)
		b.link(lc.continues, cond)
		exit := b.add(b.one(cond), NodeStmt, nil, nil, sc)
		return append(append(b.front(1+len(lc.breaks)), exit), lc.breaks...)
	case *solidity.DoWhileStatement:
		head := b.add(preds, NodeStmt, s, nil, sc)
		b.enterLoop()
		out := b.stmt(s.Body, sc, b.one(head))
		lc := b.leaveLoop()
		cond := b.add(b.join(out, lc.continues...), NodeCond, s, s.Cond, sc)
		b.linkOne(cond, head)
		exit := b.add(b.one(cond), NodeStmt, nil, nil, sc)
		return append(append(b.front(1+len(lc.breaks)), exit), lc.breaks...)
	case *solidity.ForStatement:
		preds = b.stmt(s.Init, sc, preds)
		var cond *Node
		if s.Cond != nil {
			cond = b.add(preds, NodeCond, s, s.Cond, sc)
		} else {
			cond = b.add(preds, NodeStmt, s, nil, sc)
		}
		b.enterLoop()
		out := b.stmt(s.Body, sc, b.one(b.add(b.one(cond), NodeStmt, nil, nil, sc)))
		lc := b.leaveLoop()
		out = b.join(out, lc.continues...)
		if s.Post != nil && len(out) > 0 {
			post := b.add(out, NodeStmt, s, s.Post, sc)
			out = b.one(post)
		}
		b.link(out, cond)
		if s.Cond != nil {
			exit := b.add(b.one(cond), NodeStmt, nil, nil, sc)
			return append(append(b.front(1+len(lc.breaks)), exit), lc.breaks...)
		}
		return lc.breaks
	case *solidity.BreakStatement:
		n := b.add(preds, NodeStmt, s, nil, sc)
		if len(b.loops) > 0 {
			lc := &b.loops[len(b.loops)-1]
			lc.breaks = b.join(lc.breaks, n)
		}
		return nil
	case *solidity.ContinueStatement:
		n := b.add(preds, NodeStmt, s, nil, sc)
		if len(b.loops) > 0 {
			lc := &b.loops[len(b.loops)-1]
			lc.continues = b.join(lc.continues, n)
		}
		return nil
	case *solidity.TryStatement:
		n := b.add(preds, NodeStmt, s, s.Call, sc)
		out := b.stmt(s.Body, sc, b.one(n))
		for _, c := range s.Catches {
			if c != nil {
				out = b.join(out, b.stmt(c.Body, sc, b.one(n))...)
			}
		}
		return out
	case *solidity.PlaceholderStatement:
		if sc.Modifier == nil {
			return preds
		}
		n := b.add(preds, NodeStmt, s, nil, sc)
		return b.modLayer(b.layer+1, b.one(n))
	default: // assembly and anything else: one node
		return b.one(b.add(preds, NodeStmt, s, nil, sc))
	}
}

// require adds the guard of a require-like statement s, which goes on when cond holds and reverts otherwise,
// and returns the continuation as the frontier: the guard's continuing edge is Succs[0], as afterGuard makes it.
func (b *cfgBuilder) require(preds []*Node, s solidity.Stmt, cond solidity.Expr, sc *Scope) []*Node {
	n := b.add(preds, NodeGuard, s, cond, sc)
	n.Holds = true
	cont := b.newNode(NodeStmt, nil, nil, n.Scope)
	b.linkOne(n, cont)
	b.linkOne(n, b.g.Revert)
	return b.one(cont)
}

// afterGuard makes a guard's continuing edge Succs[0], before the aborting edge built first, and returns the
// continuation as the frontier.
func (b *cfgBuilder) afterGuard(n *Node) []*Node {
	if len(n.Succs) == 1 {
		abort := n.Succs[0]
		n.Succs = n.Succs[:0]
		cont := b.newNode(NodeStmt, nil, nil, n.Scope)
		b.linkOne(n, cont)
		n.Succs = append(n.Succs, abort)
		return b.one(cont)
	}
	return b.one(n)
}

// leavesBlock reports whether s may leave the block it is in other than by going on to the next statement: a
// return, a break or continue of a loop around the block, or an assembly return or stop.
func leavesBlock(s solidity.Stmt) bool {
	leaves := false
	solidity.Preorder(s, func(n solidity.Node) bool {
		switch x := n.(type) {
		case *solidity.ReturnStatement, *solidity.BreakStatement, *solidity.ContinueStatement:
			leaves = true
		case *solidity.YulCall:
			leaves = leaves || x.Name == "return" || x.Name == "stop"
		}
		return !leaves
	})
	return leaves
}

// aborts reports whether s always ends in revert or throw (a block of only those, or a call of revert()).
func aborts(s solidity.Stmt, sc *Scope) bool {
	switch s := s.(type) {
	case *solidity.Block:
		// The last statement reverts, and none before it leaves the block another way (if (admin) { if (a) {
		// ...; return; } revert(); }: the admin's path returns normally).
		if len(s.Stmts) == 0 || !aborts(s.Stmts[len(s.Stmts)-1], sc) {
			return false
		}
		for _, st := range s.Stmts[:len(s.Stmts)-1] {
			if leavesBlock(st) {
				return false
			}
		}
		return true
	case *solidity.ThrowStatement, *solidity.RevertStatement:
		return true
	case *solidity.ExpressionStatement:
		if c, ok := s.X.(*solidity.CallExpr); ok {
			if id, ok := c.Fun.(*solidity.Identifier); ok && id.Name == "revert" && sc.symOf(id).Kind == SymBuiltin {
				return true
			}
			if callee := internalCallee(sc, c); callee != nil && alwaysReverts(callee) {
				return true
			}
		}
	}
	return false
}

// internalCallee returns the function of the unit an internal or library call of sc's body reaches, or nil.
func internalCallee(sc *Scope, c *solidity.CallExpr) *Function {
	if sc == nil || sc.classifying != nil {
		return nil // calls are still being classified
	}
	call := sc.CallOf(c)
	if call == nil || call.Callee == nil || call.Callee.Decl.Body == nil || (call.Kind != CallInternal && call.Kind != CallLibrary) {
		return nil
	}
	return call.Callee
}

// AlwaysReverts reports whether every run of f's body reverts (see alwaysReverts): nothing f does stays, the
// calls it makes included.
func (f *Function) AlwaysReverts() bool { return alwaysReverts(f) }

// alwaysReverts reports whether every run of f's body reverts: its last statement reverts (revert, throw, an
// assembly block ending in revert(…), or a call of such a function), and it has no return statement, nor any
// Yul return, stop or leave. Balancer's _revert(errorCode) reverts with its error code from assembly.
func alwaysReverts(f *Function) bool {
	// Most bodies end in a return or an assignment: only those ending as a reverting one can are looked up.
	body := f.Decl.Body
	if body == nil || len(body.Stmts) == 0 {
		return false
	}
	switch last := body.Stmts[len(body.Stmts)-1].(type) {
	case *solidity.ThrowStatement, *solidity.RevertStatement, *solidity.AssemblyStatement:
	case *solidity.ExpressionStatement:
		if _, ok := last.X.(*solidity.CallExpr); !ok {
			return false
		}
	default:
		return false
	}
	return f.Memo(alwaysRevertsSlot, func() any { return revertsAtEnd(f, 0) }).(bool)
}

// alwaysRevertsSlot holds alwaysReverts' answer in the function's memo.
var alwaysRevertsSlot = NewMemoSlot()

func revertsAtEnd(f *Function, depth int) bool {
	body := f.Decl.Body
	if body == nil || len(body.Stmts) == 0 || depth > 2 {
		return false
	}
	exits := false
	solidity.Preorder(body, func(n solidity.Node) bool {
		switch x := n.(type) {
		case *solidity.ReturnStatement, *solidity.YulLeave:
			exits = true
		case *solidity.YulCall:
			exits = exits || x.Name == "return" || x.Name == "stop"
		}
		return !exits
	})
	if exits {
		return false
	}
	switch last := body.Stmts[len(body.Stmts)-1].(type) {
	case *solidity.ThrowStatement, *solidity.RevertStatement:
		return true
	case *solidity.AssemblyStatement:
		if last.Body == nil || len(last.Body.Stmts) == 0 {
			return false
		}
		es, ok := last.Body.Stmts[len(last.Body.Stmts)-1].(*solidity.YulExprStmt)
		if !ok {
			return false
		}
		call, ok := es.X.(*solidity.YulCall)
		return ok && call.Name == "revert"
	case *solidity.ExpressionStatement:
		c, ok := last.X.(*solidity.CallExpr)
		if !ok {
			return false
		}
		sc := f.Scope()
		if id, ok := c.Fun.(*solidity.Identifier); ok && id.Name == "revert" && sc.symOf(id).Kind == SymBuiltin {
			return true
		}
		if callee := internalCallee(sc, c); callee != nil && callee != f {
			return revertsAtEnd(callee, depth+1)
		}
	}
	return false
}

// requireParam returns the position of the boolean parameter f requires to hold, when f is a helper made only
// of `if (!condition) <revert>` (Balancer's _require(condition, errorCode)); -1 otherwise.
func requireParam(f *Function) int {
	if body := f.Decl.Body; body == nil || len(body.Stmts) != 1 {
		return -1 // the shape findRequireParam looks for, told without a lookup
	}
	if _, ok := f.Decl.Body.Stmts[0].(*solidity.IfStatement); !ok {
		return -1
	}
	return f.Memo(requireParamSlot, func() any { return findRequireParam(f) }).(int)
}

// requireParamSlot holds requireParam's answer in the function's memo.
var requireParamSlot = NewMemoSlot()

func findRequireParam(f *Function) int {
	body := f.Decl.Body
	if body == nil || len(body.Stmts) != 1 || len(f.Decl.Returns) != 0 {
		return -1
	}
	ifs, ok := body.Stmts[0].(*solidity.IfStatement)
	if !ok || ifs.Else != nil {
		return -1
	}
	not, ok := solidity.Unparen(ifs.Cond).(*solidity.UnaryExpr)
	if !ok || not.Op != "!" {
		return -1
	}
	id, ok := solidity.Unparen(not.X).(*solidity.Identifier)
	if !ok {
		return -1
	}
	sc := f.Scope()
	sym := sc.symOf(id)
	if sym.Kind != SymParam || !aborts(ifs.Then, sc) {
		return -1
	}
	return sym.Index
}

// Reachable returns, for each node index, whether it can be reached from the given start nodes without
// entering a node for which block returns true (start nodes themselves are not blocked).
func (g *CFG) Reachable(starts []*Node, block func(from, to *Node) bool) []bool {
	// The result is made here, in a function small enough to inline: a caller that only reads it may then
	// keep it off the heap.
	seen := make([]bool, len(g.Nodes))
	g.reach(seen, starts, block, false)
	return seen
}

// fromEntry marks in seen (all false, one entry per node) the nodes reachable from the entry: without orphans,
// those entryReaches tells without a walk.
func (g *CFG) fromEntry(seen []bool) {
	if g.orphans {
		g.reach(seen, []*Node{g.Entry}, nil, false)
		return
	}
	for i, n := range g.Nodes {
		seen[i] = g.entryReaches(n)
	}
}

// entryReaches reports whether n is reachable from the entry in a graph without orphans: it is the entry or
// has a predecessor.
func (g *CFG) entryReaches(n *Node) bool { return n == g.Entry || len(n.Preds) > 0 }

// Before returns the nodes from which n can be reached (n itself included).
func (g *CFG) Before(n *Node) []bool {
	seen := make([]bool, len(g.Nodes)) // made here, as in Reachable
	g.reach(seen, []*Node{n}, nil, true)
	return seen
}

// reach marks in seen the start nodes and the nodes reachable from them along the edges, or against them when
// back is set, without entering a node for which block returns true.
func (g *CFG) reach(seen []bool, starts []*Node, block func(from, to *Node) bool, back bool) {
	// The stack holds node indexes, not pointers: writing a pointer into a slice costs a write barrier while
	// the garbage collector runs. It stays off the heap while the graph is small.
	var stackBuf [64]int32
	stack := stackBuf[:0]
	for _, s := range starts {
		if !seen[s.Index] {
			seen[s.Index] = true
			stack = append(stack, int32(s.Index))
		}
	}
	for len(stack) > 0 {
		n := g.Nodes[stack[len(stack)-1]]
		stack = stack[:len(stack)-1]
		next := n.Succs
		if back {
			next = n.Preds
		}
		for _, s := range next {
			if seen[s.Index] || (block != nil && block(n, s)) {
				continue
			}
			seen[s.Index] = true
			stack = append(stack, int32(s.Index))
		}
	}
}

// After returns the nodes reachable from n by at least one edge.
func (g *CFG) After(n *Node) []bool {
	return g.Reachable(n.Succs, nil)
}

// NodeOf returns the node whose own statement or expression contains the syntax node x, or nil: the one with
// the shortest range, the first in Nodes among equals.
func (g *CFG) NodeOf(x solidity.Node) *Node {
	r := x.Range()
	idx := g.nodeIndex()
	// The candidates that start at or before x, latest first, while one of them may still reach x's end.
	i := sort.Search(len(idx.spans), func(i int) bool { return idx.spans[i].start > r.Start.Offset }) - 1
	var buf [8]*Node
	hits := buf[:0]
	for ; i >= 0 && idx.maxEnd[i] >= r.End.Offset; i-- {
		if sp := idx.spans[i]; r.End.Offset <= sp.end && sameFile(sp.n, x) {
			hits = append(hits, sp.n)
		}
	}
	slices.SortFunc(hits, func(a, b *Node) int { return a.Index - b.Index })
	var best *Node
	for _, n := range hits {
		if best == nil || n.nodeOfRange().Len() < best.span().Len() {
			best = n
		}
	}
	return best
}

// nodeOfIndex holds the ranges NodeOf matches, sorted by start offset.
type nodeOfIndex struct {
	spans  []nodeOfSpan
	maxEnd []int // maxEnd[i] is the largest end of spans[:i+1]
}

type nodeOfSpan struct {
	start, end int
	n          *Node
}

// nodeIndex builds NodeOf's index on first use.
func (g *CFG) nodeIndex() *nodeOfIndex {
	g.nodeOfOnce.Do(func() {
		idx := &nodeOfIndex{}
		for _, n := range g.Nodes {
			if nr, ok := n.nodeOfCandidate(); ok {
				idx.spans = append(idx.spans, nodeOfSpan{start: nr.Start.Offset, end: nr.End.Offset, n: n})
			}
		}
		slices.SortStableFunc(idx.spans, func(a, b nodeOfSpan) int { return a.start - b.start })
		idx.maxEnd = make([]int, len(idx.spans))
		for i, sp := range idx.spans {
			idx.maxEnd[i] = sp.end
			if i > 0 && idx.maxEnd[i-1] > sp.end {
				idx.maxEnd[i] = idx.maxEnd[i-1]
			}
		}
		g.nodeOf = idx
	})
	return g.nodeOf
}

// nodeOfCandidate tells the range within which NodeOf matches n, and whether n can match at all: a branch or
// guard by its condition, a statement node by its statement (a for loop's post expression by itself, its
// other nodes and a do-while's never).
func (n *Node) nodeOfCandidate() (solidity.Range, bool) {
	switch {
	case n.Kind == NodeCond || n.Kind == NodeGuard:
		if n.Expr == nil {
			return solidity.Range{}, false
		}
		return n.Expr.Range(), true
	case n.Stmt != nil && n.Kind == NodeStmt:
		if _, ok := n.Stmt.(*solidity.ForStatement); ok && n.Expr != nil {
			return n.Expr.Range(), true
		} else if _, ok := n.Stmt.(*solidity.ForStatement); ok {
			return solidity.Range{}, false
		} else if _, ok := n.Stmt.(*solidity.DoWhileStatement); ok {
			return solidity.Range{}, false
		}
		return n.Stmt.Range(), true
	}
	return solidity.Range{}, false
}

// nodeOfRange is the range of a node that nodeOfCandidate accepts.
func (n *Node) nodeOfRange() solidity.Range {
	r, _ := n.nodeOfCandidate()
	return r
}

func (n *Node) span() solidity.Range {
	if (n.Kind == NodeCond || n.Kind == NodeGuard) && n.Expr != nil {
		return n.Expr.Range()
	}
	if n.Stmt != nil {
		return n.Stmt.Range()
	}
	return solidity.Range{}
}

// sameFile is a weak check: nodes of one graph come from one file unless a modifier of a base contract in
// another file is inlined; offsets then may collide, which NodesOf avoids by matching the syntax node itself.
func sameFile(_ *Node, _ solidity.Node) bool { return true }

// Own returns the expressions a node evaluates itself, without the nested statements of compound statements:
// the expression of a simple statement or the condition of a branch, and the assembly body as a statement.
func (n *Node) Own() solidity.Node {
	if n.Expr != nil {
		return exprNode(n.Expr)
	}
	if s, ok := n.Stmt.(*solidity.AssemblyStatement); ok {
		return s
	}
	return nil
}

// hasOwn reports whether Own returns a node, without converting the expression as Own does: for the loops
// over every node that only skip those without one.
func (n *Node) hasOwn() bool {
	if n.Expr != nil {
		return true
	}
	_, ok := n.Stmt.(*solidity.AssemblyStatement)
	return ok
}

// HasOwn is hasOwn for the detectors.
func (n *Node) HasOwn() bool { return n.hasOwn() }

// exprNode returns e as a Node. Converting an interface to another looks the method table up at run time, at a
// cost that Own, asked for every node by the analyses and detectors, would pay each time; the conversion from
// the concrete type uses a table known when compiling. Every expression type is listed.
func exprNode(e solidity.Expr) solidity.Node {
	// The kinds most nodes evaluate are tried first, each with one comparison; the switch searches the others.
	if c, ok := e.(*solidity.CallExpr); ok {
		return c
	}
	if a, ok := e.(*solidity.AssignExpr); ok {
		return a
	}
	if b, ok := e.(*solidity.BinaryExpr); ok {
		return b
	}
	switch e := e.(type) {
	case *solidity.CallExpr:
		return e
	case *solidity.BinaryExpr:
		return e
	case *solidity.AssignExpr:
		return e
	case *solidity.UnaryExpr:
		return e
	case *solidity.Identifier:
		return e
	case *solidity.MemberAccess:
		return e
	case *solidity.IndexAccess:
		return e
	case *solidity.NumberLiteral:
		return e
	case *solidity.BoolLiteral:
		return e
	case *solidity.StringLiteral:
		return e
	case *solidity.TupleExpr:
		return e
	case *solidity.ConditionalExpr:
		return e
	case *solidity.NewExpr:
		return e
	case *solidity.CallOptions:
		return e
	case *solidity.IndexRangeAccess:
		return e
	case *solidity.ArrayLiteral:
		return e
	case *solidity.ElementaryTypeExpr:
		return e
	case *solidity.TypeExpr:
		return e
	case *solidity.BadExpr:
		return e
	}
	return e
}
