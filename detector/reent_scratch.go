package detector

import (
	"sync"

	"github.com/vigilsec/vigil/analysis"
)

// rspScratch is findReentrancySites' working space, reused from one model to the next: the writes of the
// functions and of the stale sites are gathered here, then copied into one array of the exact size that the
// model keeps.
type rspScratch struct {
	// writes holds each function's writes (as reentrantFunc.writes) and, after them, each stale site's.
	writes []write
	// high is the longest writes has been, which release clears.
	high int
	// funcs holds, per entry of reentrancySites.funcs, the place of its writes in writes.
	funcs []rspSpan
	// stale lists the stale sites, of every kind, in the order they are found.
	stale []rspStale
	// reenters and seen are findReentrancySites' per-function flags.
	reenters []bool
	seen     []uint8
	walk     cfgWalk
}

// rspSpan is a window writes[lo:hi] of rspScratch.writes.
type rspSpan struct{ lo, hi int32 }

// rspStale is a staleWrites whose writes are still a window of rspScratch.writes.
type rspStale struct {
	kind reentrancyKind
	f    *analysis.Function
	n    *analysis.Node
	c    *analysis.Call
	via  *analysis.Call
	// viaFn is the function that makes via.
	viaFn *analysis.Function
	ws    rspSpan
}

var rspScratches = sync.Pool{New: func() any { return new(rspScratch) }}

// grow records the length of writes, once appended to, for release.
func (sc *rspScratch) grow() {
	sc.high = max(sc.high, len(sc.writes))
}

// finish copies the writes out.funcs and the stale sites keep into one array and fills out.stale, each kind a
// window of one array, in the order the sites were found.
func (sc *rspScratch) finish(out *reentrancySites) {
	total := 0
	for _, s := range sc.funcs {
		total += int(s.hi - s.lo)
	}
	var counts [reentrancyLimited + 1]int
	for _, s := range sc.stale {
		total += int(s.ws.hi - s.ws.lo)
		counts[s.kind]++
	}
	slab := make([]write, 0, total)
	take := func(s rspSpan) []write {
		start := len(slab)
		slab = append(slab, sc.writes[s.lo:s.hi]...)
		return slab[start:len(slab):len(slab)]
	}
	for i, s := range sc.funcs {
		out.funcs[i].writes = take(s)
	}
	if len(sc.stale) == 0 {
		return
	}
	all := make([]staleWrites, 0, len(sc.stale))
	for k, n := range counts {
		out.stale[k] = all[len(all) : len(all) : len(all)+n]
		all = all[:len(all)+n]
	}
	for _, s := range sc.stale {
		out.stale[s.kind] = append(out.stale[s.kind], staleWrites{f: s.f, n: s.n, c: s.c, ws: take(s.ws), via: s.via, viaFn: s.viaFn})
	}
}

// release empties the scratch space, so that the pool holds no pointer into the model, and returns it to the
// pool.
func (sc *rspScratch) release() {
	clear(sc.writes[:sc.high])
	sc.writes, sc.high = sc.writes[:0], 0
	sc.funcs = sc.funcs[:0]
	clear(sc.stale)
	sc.stale = sc.stale[:0]
	clear(sc.walk.stack[:cap(sc.walk.stack)])
	sc.walk.stack = sc.walk.stack[:0]
	rspScratches.Put(sc)
}

// cfgWalks pools cfgWalk buffers for the detectors that walk graphs once per model pass.
var cfgWalks = sync.Pool{New: func() any { return new(cfgWalk) }}

// getWalk returns a walk from the pool; putWalk returns it, holding no pointer into the model.
func getWalk() *cfgWalk { return cfgWalks.Get().(*cfgWalk) }

func putWalk(w *cfgWalk) {
	clear(w.stack[:cap(w.stack)])
	w.stack = w.stack[:0]
	cfgWalks.Put(w)
}
