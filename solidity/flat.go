package solidity

import (
	"sync"
	"sync/atomic"
)

// flatTree is a subtree laid out in the order Preorder visits it: nodes[i]'s descendants are
// nodes[i+1:end[i]]. Walking it is a loop over a slice instead of a recursive type switch per node.
type flatTree struct {
	nodes []Node
	end   []int32
	open  []int32 // scratch for building, in pooled trees only
}

// bodyIndex is the part of a Block that lets a function or modifier body, which analyses walk many times,
// be flattened on its first walk and walked from the flat form afterwards. The parser marks bodies; other
// blocks are always walked recursively, so that nested blocks do not each hold a copy of their subtree.
type bodyIndex struct {
	body bool
	flat atomic.Pointer[flatTree]
}

// flatBody returns the flat form of b when b is a function or modifier body, building it on first use, or nil.
// Concurrent first walks may each build it; they build the same thing and one of them is kept.
func (b *Block) flatBody() *flatTree {
	if !b.index.body {
		return nil
	}
	if t := b.index.flat.Load(); t != nil {
		return t
	}
	// The tree is laid out in a reused scratch tree, then copied into slices of the exact size: the cached form
	// stays as small as it can be and its growth leaves no garbage behind.
	s := flatScratch.Get().(*flatTree)
	s.nodes, s.end = s.nodes[:0], s.end[:0]
	open := s.open[:0] // positions of the nodes whose subtree is being laid out
	inspect(b, func(n Node) bool {
		if n == nil {
			last := open[len(open)-1]
			open = open[:len(open)-1]
			s.end[last] = int32(len(s.nodes))
			return true
		}
		open = append(open, int32(len(s.nodes)))
		s.nodes = append(s.nodes, n)
		s.end = append(s.end, 0)
		return true
	}, true)
	t := &flatTree{nodes: make([]Node, len(s.nodes)), end: make([]int32, len(s.end))}
	copy(t.nodes, s.nodes)
	copy(t.end, s.end)
	clear(s.nodes) // drop the references, so that a pooled scratch tree keeps no syntax tree alive
	s.open = open
	flatScratch.Put(s)
	b.index.flat.Store(t)
	return t
}

// flatScratch holds scratch trees for flatBody.
var flatScratch = sync.Pool{New: func() any { return &flatTree{} }}

// preorder is Preorder over the flat form.
func (t *flatTree) preorder(f func(Node) bool) {
	nodes, end := t.nodes, t.end
	for i := 0; i < len(nodes); {
		if f(nodes[i]) {
			i++
		} else {
			i = int(end[i])
		}
	}
}

// inspect is Inspect over the flat form: f(nil) follows the subtree of every node f accepted.
func (t *flatTree) inspect(f func(Node) bool) {
	nodes, end := t.nodes, t.end
	var open []int32 // ends of the accepted nodes whose subtree has not been left yet, innermost last
	for i := 0; i < len(nodes); {
		for len(open) > 0 && int(open[len(open)-1]) <= i {
			open = open[:len(open)-1]
			f(nil)
		}
		if f(nodes[i]) {
			open = append(open, end[i])
			i++
		} else {
			i = int(end[i])
		}
	}
	for range open {
		f(nil)
	}
}
