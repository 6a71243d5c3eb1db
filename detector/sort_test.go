package detector

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/vigilsec/vigil"
)

// TestSortFindingsIsStable checks SortFindings against a stable sort on the same keys, with many ties.
func TestSortFindingsIsStable(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(1, 2))
	var scratch []uint64 // sortedFindings's, kept from one sort to the next as Run's is
	for _, n := range []int{0, 1, 2, 7, 100, 2000, 2001, 300, 301, 5} {
		files := 2 + n%2*30 // an odd count: more files than SortFindings looks through in a list
		fs := make([]vigil.Finding, n)
		for i := range fs {
			fs[i] = vigil.Finding{
				Detector: fmt.Sprint("d", r.IntN(3)),
				Message:  fmt.Sprint("m", r.IntN(2)),
				Location: vigil.Location{File: fmt.Sprint("f", r.IntN(files)), StartLine: r.IntN(5), StartColumn: r.IntN(3)},
				// Fingerprint tells apart findings equal in every sort key.
				Fingerprint: fmt.Sprint(i),
			}
			if (n == 300 || n == 301) && r.IntN(10) == 0 {
				// Lines and columns beyond what SortFindings packs in its keys, and below, in one file or many.
				odd := []int{-1, 1 << 20, 1 << 33, -1 << 40}
				fs[i].Location.StartLine, fs[i].Location.StartColumn = odd[r.IntN(4)], odd[r.IntN(4)]
			}
		}
		want := slices.Clone(fs)
		slices.SortStableFunc(want, func(x, y vigil.Finding) int {
			return cmp.Or(cmp.Compare(x.Location.File, y.Location.File), cmp.Compare(x.Location.StartLine, y.Location.StartLine),
				cmp.Compare(x.Location.StartColumn, y.Location.StartColumn), cmp.Compare(x.Detector, y.Detector),
				cmp.Compare(x.Message, y.Message))
		})
		sorted := sortedFindings(fs, &scratch)
		SortFindings(fs)
		for i := range fs {
			if sorted[i].Fingerprint != want[i].Fingerprint {
				t.Fatalf("n=%d: sortedFindings puts at %d finding %s, want %s", n, i, sorted[i].Fingerprint, want[i].Fingerprint)
			}
			if fs[i].Fingerprint != want[i].Fingerprint {
				t.Fatalf("n=%d: position %d holds finding %s, want %s", n, i, fs[i].Fingerprint, want[i].Fingerprint)
			}
		}
	}
}

// TestSortKeys checks sortKeys against a sort, for keys in every count of ascending runs up to more than it
// merges.
func TestSortKeys(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for runs := 1; runs <= maxKeyRuns+3; runs++ {
		for range 20 {
			var keys []uint64
			for range runs {
				run := make([]uint64, r.IntN(20))
				for i := range run {
					run[i] = r.Uint64()
				}
				slices.Sort(run)
				keys = append(keys, slices.Compact(run)...)
			}
			keys = slices.Compact(keys) // distinct, as the keys of findings are
			want := slices.Sorted(slices.Values(keys))
			if got := sortKeys(slices.Clone(keys), make([]uint64, len(keys))); !slices.Equal(got, want) {
				t.Fatalf("%d runs: sortKeys(%v) = %v, want %v", runs, keys, got, want)
			}
		}
	}
}
