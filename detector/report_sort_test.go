package detector

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/vigilsec/vigil"
)

// TestBucketKeys checks bucketKeys against a sort, for the keys of one file spread over few or many lines, and
// that it declines the keys of a line too full to order by insertion.
func TestBucketKeys(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(5, 6))
	for _, n := range []int{0, 1, 2, 3, 10, 100, 255, 256, 257, 1000, 5000} {
		for _, lines := range []int{1, 3, 50, 400, 5000, 1<<packedLineBits - 1} {
			keys := make([]uint64, n)
			maxLine := 0
			for i := range keys {
				line, col := r.IntN(lines+1), r.IntN(200)
				maxLine = max(maxLine, line)
				keys[i] = uint64(line)<<(packedColBits+packedPosBits) | uint64(col)<<packedPosBits | uint64(i)
			}
			want := slices.Sorted(slices.Values(keys))
			got, ok := bucketKeys(slices.Clone(keys), make([]uint64, n), maxLine)
			full := false // whether a bucket of 2^k lines holds more keys than an insertion sort is left to
			for shift := 0; shift <= packedLineBits && !full; shift++ {
				if maxLine>>shift < min(n, maxBuckets) {
					counts := map[int]int{}
					for _, k := range keys {
						counts[int(k>>(packedColBits+packedPosBits))>>shift]++
					}
					for _, c := range counts {
						full = full || c > maxBucketKeys
					}
					break
				}
			}
			if ok == full && n >= 2 {
				t.Fatalf("n=%d, %d lines: ok = %v with a full bucket %v", n, lines, ok, full)
			}
			if ok && !slices.Equal(got, want) {
				t.Fatalf("n=%d, %d lines: bucketKeys = %v, want %v", n, lines, got, want)
			}
		}
	}
}

// TestSortFindingsOneFile checks sortedFindings against a stable sort for the findings of one file, which it
// orders through bucketKeys, with many findings on some lines.
func TestSortFindingsOneFile(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(7, 8))
	var scratch []uint64
	// IDs alike in their first byte and not, and an empty one: tied findings are ordered by the first byte alone
	// where it differs.
	detectors := []string{"d0", "d1", "d2", "d3", "e0", "a9", "ab", ""}
	for _, n := range []int{2, 9, 100, 300, 3000} {
		for _, lines := range []int{2, 40, 900} {
			fs := make([]vigil.Finding, n)
			for i := range fs {
				fs[i] = vigil.Finding{
					Detector:    detectors[r.IntN(len(detectors))],
					Message:     fmt.Sprint("m", r.IntN(2)),
					Location:    vigil.Location{File: "f.sol", StartLine: 1 + r.IntN(lines), StartColumn: 1 + r.IntN(30)},
					Fingerprint: fmt.Sprint(i),
				}
			}
			want := slices.Clone(fs)
			slices.SortStableFunc(want, func(x, y vigil.Finding) int {
				return cmp.Or(cmp.Compare(x.Location.StartLine, y.Location.StartLine),
					cmp.Compare(x.Location.StartColumn, y.Location.StartColumn), cmp.Compare(x.Detector, y.Detector),
					cmp.Compare(x.Message, y.Message))
			})
			sorted := sortedFindings(fs, &scratch)
			for i := range sorted {
				if sorted[i].Fingerprint != want[i].Fingerprint {
					t.Fatalf("n=%d, %d lines: sortedFindings puts at %d finding %s, want %s", n, lines, i, sorted[i].Fingerprint, want[i].Fingerprint)
				}
			}
		}
	}
}
