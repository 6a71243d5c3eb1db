package analysis

import (
	"sync"
	"unsafe"
)

// grdModel is what the guards and the summaries keep per model, apart from the model's own fields. It is kept
// small, for the model to stay in its size class.
type grdModel struct {
	// vars numbers the state variables of the summaries' sets, and holds their masks; it is set with the
	// summaries.
	vars *grdVars
	// facts is the room of the lists of the graphs' facts.
	facts grdFactRoom
}

// grdFactRoom is the array that the lists of calls, state accesses and sites of a model's graphs are carved
// from (CFG.keepFacts), as words that each hold a pointer: a graph's lists are one piece, most graphs have a
// few entries, and a piece costs less than an array of its own. The array is the model's own: its entries
// point into the model (calls, variables, syntax), and an array shared by models would keep each model alive
// as long as the next. A new array is sized for the graphs still to be built (the room laid out for their
// nodes, fnBlocks), at the rate of words per node of the graphs built so far: about what the model needs,
// in an allocation or two.
type grdFactRoom struct {
	mu    sync.Mutex
	next  *unsafe.Pointer // the first free word of the array; nil when none is left
	left  int32           // the free words from next on
	words int32           // the words carved so far
	nodes int32           // the nodes of the graphs served so far, with or without words
}

// grdFactChunk bounds the words of an array of a grdFactRoom, 8 KB; a piece of more than a quarter of that is an
// array of its own.
const grdFactChunk = 1 << 10

// grdFactWords returns n zero words for the lists of a graph of the given number of nodes, carved from the room
// of m when m is not nil; nil when n is 0.
func grdFactWords(m *Model, n, nodes int) []unsafe.Pointer {
	if m == nil {
		if n == 0 {
			return nil
		}
		return make([]unsafe.Pointer, n)
	}
	r := &m.grd.facts
	r.mu.Lock()
	var w []unsafe.Pointer
	switch {
	case n == 0:
	case n > int(r.left) && n > grdFactChunk/4:
		w = make([]unsafe.Pointer, n)
	default:
		if n > int(r.left) {
			r.refill(m, n)
		}
		w = unsafe.Slice(r.next, n)
		if r.left -= int32(n); r.left > 0 {
			r.next = &unsafe.Slice(r.next, n+1)[n]
		} else {
			r.next = nil // not a pointer past the array, which would be to the next object
		}
	}
	r.words += int32(n)
	r.nodes += int32(nodes)
	r.mu.Unlock()
	return w
}

// refill gives r a new array of at least n words. Until a graph has words, the rate is taken to be ¾ of a word
// per node, a little less than most models need: a second array costs less than a large waste.
func (r *grdFactRoom) refill(m *Model, n int) {
	total := 0 // the nodes laid out for the model's graphs
	if b := m.blocks.Load(); b != nil {
		for _, c := range b.chunks {
			total += len(c.nodes)
		}
	}
	size := 0
	if rest := total - int(r.nodes); rest > 0 {
		if r.words == 0 {
			size = rest * 3 / 4
		} else {
			size = int(int64(r.words) * int64(rest) / int64(r.nodes))
		}
	}
	size = max(min(size, grdFactChunk), n)
	// The array takes the whole of its size class, to which append rounds its capacity.
	a := append([]unsafe.Pointer(nil), make([]unsafe.Pointer, size)...)
	a = a[:cap(a)]
	r.next, r.left = &a[0], int32(len(a))
}

// grdChunk is a chunk that arrays without pointers are carved from: the starts of the graphs' facts
// (CFG.factStart), the guards' sets of nodes and the tables of DefUse, which would otherwise be an allocation
// each. Holding no pointers, a chunk keeps nothing alive, and serves every model.
type grdChunk[T any] struct {
	mu   sync.Mutex
	free []T // what remains of the chunk, all zero
}

// piece returns n zero elements (n > 0), of capacity n, starting a new chunk of size elements when the rest is
// too short; an array larger than a chunk is allocated on its own.
func (c *grdChunk[T]) piece(n, size int) []T {
	if n > size {
		return make([]T, n)
	}
	c.mu.Lock()
	if len(c.free) < n {
		c.free = make([]T, size)
	}
	s := c.free[:n:n]
	c.free = c.free[n:]
	c.mu.Unlock()
	return s
}

// The chunks of starts, node sets and DefUse's tables, and their sizes in elements: 8 KB each, which wastes
// little at their ends and keeps little alive.
var (
	grdStartChunk grdChunk[cfgaFactStart]
	grdBoolChunk  grdChunk[bool]
	grdInt32Chunk grdChunk[int32]
	grdWordChunk  grdChunk[uint64]
)

const (
	grdStartsChunk = 8 << 10 / 12 // a start is three int32
	grdBoolsChunk  = 8 << 10
	grdInt32sChunk = 2 << 10
	grdWordsChunk  = 1 << 10
)

// grdStarts returns n zero starts for a graph's facts.
func grdStarts(n int) []cfgaFactStart { return grdStartChunk.piece(n, grdStartsChunk) }

// grdBools returns a set of n nodes, all false.
func grdBools(n int) []bool { return grdBoolChunk.piece(n, grdBoolsChunk) }

// grdInt32s returns n zeros.
func grdInt32s(n int) []int32 { return grdInt32Chunk.piece(n, grdInt32sChunk) }

// grdWords returns n zero words.
func grdWords(n int) []uint64 { return grdWordChunk.piece(n, grdWordsChunk) }
