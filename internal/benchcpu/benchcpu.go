// Package benchcpu reports the CPU time a benchmark's process spends, beside the wall-clock time testing
// measures: on a busy machine the wall clock counts the time other processes hold the cores, the CPU time
// does not.
package benchcpu

import (
	"testing"
	"time"
)

// Start returns a function to call when the benchmark's loop ends: it reports the process's CPU time (user and
// system, every thread, the garbage collector's included) per iteration as "cpu-ns/op". On a system that does
// not tell the CPU time it reports nothing.
func Start(b *testing.B) (stop func()) {
	b.Helper()
	start, ok := processTime()
	return func() {
		end, ok2 := processTime()
		if !ok || !ok2 || b.N == 0 {
			return
		}
		b.ReportMetric(float64((end-start)/time.Nanosecond)/float64(b.N), "cpu-ns/op")
	}
}
