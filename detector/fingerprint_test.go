package detector

import (
	"encoding/binary"
	"encoding/hex"
	"math/rand/v2"
	"testing"

	"github.com/cespare/xxhash/v2"
)

// TestSumFingerprint checks the fingerprint's two digests, computed side by side, against the xxhash package's,
// for inputs of every length up to a few blocks, and their hex form against encoding/hex.
func TestSumFingerprint(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	d := xxhash.NewWithSeed(fingerprintSeed)
	for n := range 300 {
		for range 20 {
			b := make([]byte, n)
			for i := range b {
				b[i] = byte(r.IntN(256))
			}
			d.ResetWithSeed(fingerprintSeed)
			d.Write(b)
			want := fingerprintSum{xxhash.Sum64(b), d.Sum64()}
			got := sumFingerprint(b)
			if got != want {
				t.Fatalf("sumFingerprint of %d bytes = %x, want %x", n, got, want)
			}
			var raw [16]byte
			binary.BigEndian.PutUint64(raw[:8], got[0])
			binary.BigEndian.PutUint64(raw[8:], got[1])
			if h, w := string(appendHex([]byte("x"), got)), "x"+hex.EncodeToString(raw[:]); h != w {
				t.Fatalf("appendHex = %s, want %s", h, w)
			}
		}
	}
}

// TestWlkCounts checks the counts of wlkCounts against a map's, through growth, resets and keys with the same
// hash.
func TestWlkCounts(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	var c wlkCounts[reportKey]
	for round := range 50 {
		want := map[reportKey]int{}
		for range r.IntN(300) {
			k := reportKey{r.IntN(40), r.IntN(40), []string{"a.sol", "b.sol"}[r.IntN(2)]}
			h := rangeHash(k.start, k.end)
			if round%5 == 0 {
				h = 7 // every key in one chain
			}
			if got := c.add(k, h); got != want[k] {
				t.Fatalf("round %d: add(%v) = %d, want %d", round, k, got, want[k])
			}
			want[k]++
		}
		c.reset()
	}
}
