package analysis

import "sync"

// grdModel is what the guards and the summaries keep per model, apart from the model's own fields. It is kept
// small, for the model to stay in its size class.
type grdModel struct {
	// vars numbers the state variables of the summaries' sets, and holds their masks; it is set with the
	// summaries.
	vars *grdVars
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
	grdStartsChunk = 512
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
