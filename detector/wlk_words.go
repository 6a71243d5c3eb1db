package detector

import (
	"math/bits"
	"slices"
	"strings"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// The words of source_words.go and source_scopes.go are looked for in one pass over each file rather than one
// pass per word. Every word is spelled with common letters, so looking for one letter of it (eachOccurrence)
// stops every few dozen bytes; a pair of adjacent letters is far rarer. The pass reads each pair of adjacent
// bytes of the source once and looks it up in a table that tells which words have that pair at their anchor:
// only there are the words compared. It finds exactly what eachOccurrence finds, for every word at once.

// wlkScanTexts lists the texts the pass looks for: those of the source words, except the ones another text of
// their word is a prefix of (its scan finds them), and the names of the taint source families. A text's index
// is its bit in the sets of wlkPairMasks. Every text has two letters at least, and there are 32 at most.
var wlkScanTexts = func() []string {
	var out []string
	add := func(t string) {
		if !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	for _, w := range []*sourceWord{wordLength, wordSstore, wordBalance, wordDelegatecall, wordAssembly,
		wordEcrecover, wordAssert, wordCreate, wordHash, wlkWordDeprecated, wordUpgradeSlot, wordRawStorage} {
		for _, t := range w.texts {
			if !w.extends(t) {
				add(t)
			}
		}
	}
	for _, key := range []sourceKey{blockSources, originSources} {
		for _, t := range sourceWords[key] {
			add(t)
		}
	}
	if len(out) > 32 {
		panic("detector: too many scanned words for a uint32 mask")
	}
	for _, t := range out {
		if len(t) < 2 {
			panic("detector: a scanned word has fewer than two letters: " + t)
		}
	}
	return out
}()

// wlkPairAnchors gives, for each scanned text, the pair of its letters the pass looks for: its rarest pair in
// Solidity source, as measured on the benchmark corpora. The choice only changes the speed of the pass, never
// what it finds; a text not listed here is anchored at its first pair.
var wlkPairAnchors = map[string]string{
	"length": "gt", "sstore": "or", "balance": "ba", "delegatecall": "eg", "callcode": "lc", "assembly": "mb",
	"ecrecover": "cr", "assert": "rt", "create": "cr", "keccak256": "k2", "sha3": "a3", "sha256": "a2",
	"ripemd160": "md", "block": "oc", "now": "no", "origin": "gi", "throw": "hr", "var": "ar", "suicide": "ci",
	"blockhash": "kh", "gas": "ga", "years": "ye", "slot": "sl",
	erc1967Implementation[2:]: "4a", erc1967Beacon[2:]: "ad", "eip1967.proxy.": "p1",
}

// wlkPairWords maps a pair of adjacent bytes, folded to 7 bits each by wlkPairOf, to the set of scanned texts
// anchored at that pair, as an index into wlkPairMasks (0: none). The table is kept to 16 KiB, which the
// processor's first-level cache holds whole; a byte outside ASCII folds onto an ASCII one, and the texts are
// compared in full wherever the table points. It is built once and only read.
var wlkPairWords, wlkPairMasks = func() (*[1 << 14]uint8, []uint32) {
	var t [1 << 14]uint8
	masks := []uint32{0} // the sets of texts, by index: bits by index in wlkScanTexts
	for i, w := range wlkScanTexts {
		a := wlkTextAnchors[i]
		p := wlkPairOf(w[a], w[a+1])
		if t[p] == 0 {
			t[p] = uint8(len(masks))
			masks = append(masks, 0)
		}
		masks[t[p]] |= 1 << i
	}
	return &t, masks
}()

// wlkPairOf is the index of the pair of bytes a, b in wlkPairWords.
func wlkPairOf(a, b byte) int { return int(a&0x7f)<<7 | int(b&0x7f) }

// wlkTextAnchors holds wlkAnchorOf of each scanned text, by index in wlkScanTexts.
var wlkTextAnchors = func() []int {
	out := make([]int, len(wlkScanTexts))
	for i, w := range wlkScanTexts {
		out[i] = wlkAnchorOf(w)
	}
	return out
}()

// wlkAnchorOf returns the offset of the pair of letters of w the pass looks for.
func wlkAnchorOf(w string) int {
	if a := strings.Index(w, wlkPairAnchors[w]); a >= 0 && a+1 < len(w) {
		return a
	}
	return 0
}

// wlkFileWords holds where each scanned text occurs in one file: byte offsets of its starts, in increasing
// order, by index in wlkScanTexts (nil where it does not occur).
type wlkFileWords struct {
	file *solidity.File
	at   [][]int32
}

// wlkModelWords holds the occurrences of the scanned texts in each file of a model: files[i] is about
// m.Files[i].
type wlkModelWords struct {
	files []wlkFileWords
}

// wlkWordsKey keys the model's word occurrences in its memo.
type wlkWordsKey struct{}

// wlkWordsOf returns, once per model, where the scanned texts occur in its files.
func wlkWordsOf(m *analysis.Model) *wlkModelWords {
	return memo(m, wlkWordsKey{}, func() *wlkModelWords {
		out := &wlkModelWords{files: make([]wlkFileWords, len(m.Files))}
		for i, f := range m.Files {
			if f != nil {
				out.files[i] = wlkFileWords{file: f, at: wlkScan(f.Src, f.Comments)}
			}
		}
		return out
	})
}

// wlkTextIndex returns the index of t in wlkScanTexts, or -1.
func wlkTextIndex(t string) int { return slices.Index(wlkScanTexts, t) }

// wlkScan finds every occurrence of every scanned text in src outside the comments given (sorted by offset, as
// the parser lists them): the offsets of their starts, in increasing order, by index in wlkScanTexts. A word in a
// comment is no code that spells it, and skipping comments (half of a documented library's bytes) halves the
// pass there.
func wlkScan(src []byte, comments []solidity.Comment) [][]int32 {
	var at [][]int32
	from := 0
	for _, c := range comments {
		lo, hi := c.Range.Start.Offset, c.Range.End.Offset
		if lo < from || hi > len(src) || lo >= hi {
			continue
		}
		at = wlkScanPart(src, from, lo, at)
		from = hi
	}
	return wlkScanPart(src, from, len(src), at)
}

// wlkScanPart is wlkScan over src[from:to], adding to at.
func wlkScanPart(src []byte, from, to int, at [][]int32) [][]int32 {
	if to-from < 2 {
		return at
	}
	table := wlkPairWords
	prev := src[from]
	for i := from + 1; i < to; i++ {
		c := src[i]
		x := table[wlkPairOf(prev, c)]
		prev = c
		if x == 0 {
			continue
		}
		for m := wlkPairMasks[x]; m != 0; {
			k := bits.TrailingZeros32(m)
			m &= m - 1
			w := wlkScanTexts[k]
			start := i - 1 - wlkTextAnchors[k]
			if start < from || start+len(w) > to || string(src[start:start+len(w)]) != w {
				continue
			}
			if at == nil {
				at = make([][]int32, len(wlkScanTexts))
			}
			if at[k] == nil {
				at[k] = make([]int32, 0, 8)
			}
			at[k] = append(at[k], int32(start))
		}
	}
	return at
}

// occurrences returns the starts of the scanned text of index k in the file of index i of the model, in
// increasing order.
func (mw *wlkModelWords) occurrences(i, k int) []int32 {
	if at := mw.files[i].at; at != nil {
		return at[k]
	}
	return nil
}
