package detector

import (
	"encoding/binary"
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
// their word is a prefix of (its scan finds them), the names of the taint source families and wlkOtherTexts. A
// text's index is its bit in the sets of wlkPairMasks. Every text has two letters at least, and there are 32 at
// most.
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
	for _, t := range wlkOtherTexts {
		add(t)
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

// wlkOtherTexts are the other texts detectors look for with findWord: found by the scan, they cost no pass of
// their own.
var wlkOtherTexts = []string{"getReserves", "slot0"}

// wlkPairAnchors gives, for each scanned text, the pair of its letters the pass looks for: its rarest pair in
// Solidity source, as measured on the benchmark corpora. The choice only changes the speed of the pass, never
// what it finds; a text not listed here is anchored at its first pair.
var wlkPairAnchors = map[string]string{
	"length": "gt", "sstore": "or", "balance": "ba", "delegatecall": "eg", "callcode": "lc", "assembly": "mb",
	"ecrecover": "cr", "assert": "rt", "create": "cr", "keccak256": "k2", "sha3": "a3", "sha256": "a2",
	"ripemd160": "md", "block": "oc", "now": "no", "origin": "gi", "throw": "hr", "var": "ar", "suicide": "ci",
	"blockhash": "kh", "gas": "ga", "years": "ye", "slot": "sl", "getReserves": "rv", "slot0": "t0",
	erc1967Implementation[2:]: "4a", erc1967Beacon[2:]: "ad", "eip1967.proxy.": "p1",
}

// wlkPairWords maps a pair of adjacent bytes, as the index wlkPairOf gives it, to the set of scanned texts
// anchored at that pair, as an index into wlkPairMasks (0: none). Indexed by a whole uint16, it needs no bounds
// check; only its ASCII part (16 KiB of it) is ever read often. It is filled once and only read.
var wlkPairWords [1 << 16]uint8

// wlkPairMasks holds the sets of texts of wlkPairWords: bits by index in wlkScanTexts.
var wlkPairMasks = func() []uint32 {
	masks := []uint32{0}
	for i, w := range wlkScanTexts {
		a := wlkTextAnchors[i]
		p := wlkPairOf(w[a], w[a+1])
		if wlkPairWords[p] == 0 {
			wlkPairWords[p] = uint8(len(masks))
			masks = append(masks, 0)
		}
		masks[wlkPairWords[p]] |= 1 << i
	}
	return masks
}()

// wlkPairOf is the index of the pair of bytes a, b in wlkPairWords: the two bytes read as a little-endian
// uint16, as the pass reads them out of a word of source.
func wlkPairOf(a, b byte) uint16 { return uint16(a) | uint16(b)<<8 }

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

// wlkScanPart is wlkScan over src[from:to], adding to at. It reads the part eight bytes at a time and looks
// up the seven pairs that start in them at once: a pair anchors a text every few dozen bytes, so most such
// blocks hold none, and only the others are looked at pair by pair.
func wlkScanPart(src []byte, from, to int, at [][]int32) [][]int32 {
	if to-from < 2 {
		return at
	}
	s := src[from:to]
	t := &wlkPairWords
	i := 0 // the start of the next pair to look at, in s
	for ; i+8 <= len(s); i += 7 {
		v := binary.LittleEndian.Uint64(s[i:])
		if t[uint16(v)]|t[uint16(v>>8)]|t[uint16(v>>16)]|t[uint16(v>>24)]|
			t[uint16(v>>32)]|t[uint16(v>>40)]|t[uint16(v>>48)] == 0 {
			continue
		}
		for j := from + i; j < from+i+7; j, v = j+1, v>>8 {
			if x := t[uint16(v)]; x != 0 {
				at = wlkMatch(src, from, to, j, x, at)
			}
		}
	}
	for ; i+1 < len(s); i++ {
		if x := t[wlkPairOf(s[i], s[i+1])]; x != 0 {
			at = wlkMatch(src, from, to, from+i, x, at)
		}
	}
	return at
}

// wlkMatch adds to at the texts of the set x of wlkPairMasks that occur in src[from:to] with their anchor at
// offset p.
func wlkMatch(src []byte, from, to, p int, x uint8, at [][]int32) [][]int32 {
	for m := wlkPairMasks[x]; m != 0; {
		k := bits.TrailingZeros32(m)
		m &= m - 1
		w := wlkScanTexts[k]
		start := p - wlkTextAnchors[k]
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
