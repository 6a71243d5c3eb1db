package analysis

import (
	"sync"
	"unsafe"
)

// grdModel is what the guards, the summaries and the graphs' facts keep per model, apart from the model's own
// fields. It is kept small, for the model to stay in its size class.
type grdModel struct {
	// mu guards starts, made with the first graph's facts: graphs are mostly built one after the other, but
	// detectors may build them at once.
	mu     sync.Mutex
	starts *grdStarts
	// vars numbers the state variables of the summaries' sets, and holds their masks; it is set with the
	// summaries.
	vars *grdVars
}

// grdStarts is where the graphs of one model keep the starts of their facts (CFG.factStart): pieces of a few
// shared chunks, rather than an allocation per graph.
type grdStarts struct {
	free []cfgaFactStart // what remains of the current chunk, all zero
	// budget is the number of entries the model's graphs may still need beyond the chunks made so far, as the
	// room of their nodes tells; size is that of the last chunk made past it.
	budget, size int32
}

// The size of a chunk of starts, in entries: the largest that stays a small object (a larger one takes whole
// pages and loses the end of the last one), and the smallest made past the budget.
const (
	grdStartsMax = int(32 << 10 / unsafe.Sizeof(cfgaFactStart{}))
	grdStartsMin = 64
)

// takeStarts returns n entries (n > 0) for a graph of m, all zero, of capacity n. A request that does not fit in
// what remains of the chunk starts a new one: of what remains of the budget while there is, else twice the size
// of the last.
func (m *Model) takeStarts(n int) []cfgaFactStart {
	m.grd.mu.Lock()
	r := m.grd.starts
	if r == nil {
		r = &grdStarts{budget: int32(m.startsBudget())}
		m.grd.starts = r
	}
	if len(r.free) < n {
		size := 0
		if r.budget > 0 {
			size = min(max(int(r.budget), n), grdStartsMax)
			r.budget -= int32(size)
		} else {
			r.size = int32(min(max(2*int(r.size), grdStartsMin), grdStartsMax))
			size = int(r.size)
		}
		if n > size {
			// A graph larger than the chunk past the budget gets an array of its own, and the chunk stays.
			m.grd.mu.Unlock()
			return make([]cfgaFactStart, n)
		}
		r.free = make([]cfgaFactStart, size)
	}
	s := r.free[:n:n]
	r.free = r.free[n:]
	m.grd.mu.Unlock()
	return s
}

// startsBudget tells how many starts the graphs of m need at most: an entry per node of the room laid out for
// them and one more per graph, but for the graphs of the functions without a body (a room of three nodes),
// which share cfgaNoFacts.
func (m *Model) startsBudget() int {
	b := m.blocks.Load()
	if b == nil {
		return 0
	}
	n := 0
	for _, c := range b.chunks {
		n += len(c.nodes)
	}
	bodies := len(m.Bodies())
	return n + bodies - 3*(len(m.funcs)-bodies)
}
