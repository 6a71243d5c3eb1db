package detector

import (
	"github.com/vigilsec/vigil/solidity"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/vigilsec/vigil/internal/sharedtest"
)

// TestWlkScanMatchesEachOccurrence checks that the one-pass scan finds every occurrence of every scanned text
// that a scan for that text alone finds, on the test sources and on random text made of the texts' letters.
func TestWlkScanMatchesEachOccurrence(t *testing.T) {
	var srcs [][]byte
	_ = filepath.WalkDir("testdata", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".sol") {
			if b, err := os.ReadFile(p); err == nil {
				srcs = append(srcs, b)
			}
		}
		return nil
	})
	r := rand.New(rand.NewPCG(1, 2))
	letters := strings.Join(wlkScanTexts, " ")
	for range 2000 {
		b := make([]byte, r.IntN(400))
		for i := range b {
			if r.IntN(10) == 0 {
				w := wlkScanTexts[r.IntN(len(wlkScanTexts))]
				i += copy(b[i:], w) - 1
				continue
			}
			if r.IntN(50) == 0 {
				b[i] = byte(r.IntN(256)) // any byte, ASCII or not
				continue
			}
			b[i] = letters[r.IntN(len(letters))]
		}
		srcs = append(srcs, b)
	}
	srcs = append(srcs, nil, []byte("n"), []byte("now"), []byte("nownow"), []byte("sha3sha256"))
	for n, src := range srcs {
		// Every other source gets comments at random, which the scan skips: an occurrence counts only outside
		// them, whole.
		var comments []solidity.Comment
		for lo := 0; n%2 == 1 && len(src) > 0; {
			lo += r.IntN(len(src)/3 + 1)
			hi := lo + 1 + r.IntN(20)
			if hi > len(src) {
				break
			}
			comments = append(comments, solidity.Comment{Range: solidity.Range{Start: solidity.Position{Offset: lo}, End: solidity.Position{Offset: hi}}})
			lo = hi
		}
		outside := func(s, e int) bool {
			for _, c := range comments {
				if s < c.Range.End.Offset && e > c.Range.Start.Offset {
					return false
				}
			}
			return true
		}
		at := wlkScan(src, comments)
		for k, w := range wlkScanTexts {
			var want []int32
			eachOccurrence(src, []byte(w), rarestByte(w), func(s int) {
				if outside(s, s+len(w)) {
					want = append(want, int32(s))
				}
			})
			if got := at.text(k); !slices.Equal(got, want) {
				t.Fatalf("%q in %q: got %v, want %v", w, src, got, want)
			}
		}
	}
}

// BenchmarkWlkScan scans the SolidiFI sources for every scanned text.
//
//	go test ./detector -run '^$' -bench WlkScan -cpu 1
func BenchmarkWlkScan(b *testing.B) {
	dir := sharedtest.Dir(b, "bench/solidifi/buggy_contracts")
	var srcs [][]byte
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".sol") {
			if src, err := os.ReadFile(p); err == nil {
				srcs = append(srcs, src)
			}
		}
		return nil
	})
	for b.Loop() {
		for _, src := range srcs {
			wlkScan(src, nil)
		}
	}
}

// TestWlkAppendNormalized checks appendNormalized after a prefix against strings.Fields, on random text of
// letters, spaces of every kind and a non-ASCII space.
func TestWlkAppendNormalized(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	pieces := []string{"a", "bc", ".", " ", "  ", "abcdefgh", "(", "\t", "\n", "\r\n", "\v", "\f", "\u00a0", "é", "\x01", "\x7f"}
	for n := range 20000 {
		// Every other text is made of the first pieces only, printable ASCII and spaces, as most code is.
		some := len(pieces)
		if n%2 == 0 {
			some = 6
		}
		var sb strings.Builder
		for range r.IntN(40) {
			sb.WriteString(pieces[r.IntN(some)])
		}
		in := sb.String()
		want := "p\x00" + strings.Join(strings.Fields(in), " ")
		if got := string(appendNormalized([]byte("p\x00"), []byte(in))); got != want {
			t.Fatalf("appendNormalized(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestWlkScanSkipsComments checks that the words of comments are not occurrences, and that a word right beside a
// comment still is.
func TestWlkScanSkipsComments(t *testing.T) {
	src := []byte("// delegatecall here\nx.delegatecall(d); /* sstore */sstore(0, 1)")
	f := solidity.Parse("c.sol", src)
	at := wlkScan(src, f.Comments)
	for _, c := range []struct {
		word string
		want []int32
	}{
		{"delegatecall", []int32{23}},
		{"sstore", []int32{52}},
	} {
		k := wlkTextIndex(c.word)
		if got := at.text(k); !slices.Equal(got, c.want) {
			t.Errorf("%s: got %v, want %v", c.word, got, c.want)
		}
	}
}
