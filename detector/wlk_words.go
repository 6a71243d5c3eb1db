package detector

import (
	"encoding/binary"
	"math/bits"
	"slices"
	"strings"
	"sync"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// The words of source_words.go and source_scopes.go are looked for in one pass over each file rather than one
// pass per word. Every word is spelled with common letters, so looking for one letter of it (eachOccurrence)
// stops every few dozen bytes; a pair of adjacent letters is far rarer. The pass reads the pairs of bytes that
// start at even offsets (half of all pairs) and looks each up in a table that tells which words have that pair at
// one of their two anchors: only there are the words compared. A word's two anchors are pairs of its letters at
// offsets of different parity, so that in any occurrence exactly one of them starts at an even offset: the pass
// finds exactly what eachOccurrence finds, for every word at once.

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
	for _, w := range wlkWords {
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
		panic("detector: too many scanned words for a uint64 mask")
	}
	for _, t := range out {
		if len(t) < 3 {
			panic("detector: a scanned word has fewer than three letters: " + t)
		}
	}
	return out
}()

// wlkWords are the source words the shared scan looks for.
var wlkWords = []*sourceWord{wordLength, wordSstore, wordBalance, wordDelegatecall, wordAssembly, wordEcrecover,
	wordAssert, wordCreate, wordHash, wlkWordDeprecated, wordUpgradeSlot, wordRawStorage, wordCodeSize, wordLoop}

// The words' indexes in wlkScanTexts, told once.
func init() {
	for _, w := range wlkWords {
		w.scanned = w.scannedTexts()
	}
}

// wlkOtherTexts are the other texts detectors look for with findWord: found by the scan, they cost no pass of
// their own.
var wlkOtherTexts = []string{"getReserves", "slot0"}

// wlkPairAnchors gives, for each scanned text, the two pairs of its letters the pass looks for: its rarest pair
// at an even offset and its rarest at an odd one in Solidity code outside comments, as measured on the benchmark
// corpora (a pair shared by two texts costs one lookup, so one that another text anchors at already is taken
// where it costs less than a pair of its own). The choice only changes the speed of the pass, never what it
// finds; a text not listed here is anchored at its first two pairs.
var wlkPairAnchors = map[string][2]string{
	"length": {"ng", "gt"}, "sstore": {"ss", "or"}, "balance": {"ba", "ce"}, "delegatecall": {"ga", "eg"},
	"callcode": {"ca", "lc"}, "assembly": {"mb", "em"}, "ecrecover": {"co", "cr"}, "assert": {"rt", "ss"},
	"create": {"cr", "at"}, "keccak256": {"ak", "k2"}, "sha3": {"a3", "ha"}, "sha256": {"a2", "ha"},
	"ripemd160": {"md", "d1"}, "throw": {"ro", "hr"}, "var": {"va", "ar"}, "suicide": {"id", "ci"},
	"blockhash": {"kh", "ha"}, "gas": {"ga", "as"}, "years": {"ye", "rs"}, "slot": {"sl", "lo"},
	"block": {"oc", "ck"}, "now": {"no", "ow"}, "origin": {"ig", "gi"}, "getReserves": {"tR", "rv"},
	"slot0": {"sl", "t0"}, "for": {"fo", "or"}, "while": {"wh", "hi"}, erc1967Implementation[2:]: {"5d", "6c"}, erc1967Beacon[2:]: {"a7", "ae"},
	"eip1967.proxy.": {"96", "xy"}, "extcodesize": {"tc", "ze"},
}

// wlkPairWords maps a pair of adjacent bytes, as the index wlkPairOf gives it, to the set of text anchors at that
// pair, as an index into wlkPairMasks (0: none). Indexed by a whole uint16, it needs no bounds check; only its
// ASCII part (16 KiB of it) is ever read often. It is filled once and only read.
var wlkPairWords [1 << 16]uint8

// wlkPairMasks holds the sets of anchors of wlkPairWords: bit 2k+h is the anchor h of the text of index k in
// wlkScanTexts, described by wlkAnchors[2k+h]. An array indexed by a byte needs no bounds check.
var wlkPairMasks = func() (masks [256]uint64) {
	n := 1 // the sets made so far, the empty one first
	for e := range 2 * len(wlkScanTexts) {
		a := &wlkAnchors[e]
		w := wlkScanTexts[e>>1]
		p := wlkPairOf(w[a.off], w[a.off+1])
		if wlkPairWords[p] == 0 {
			wlkPairWords[p] = uint8(n)
			n++
		}
		masks[wlkPairWords[p]] |= 1 << e
	}
	return masks
}()

// wlkPairOf is the index of the pair of bytes a, b in wlkPairWords: the two bytes read as a little-endian
// uint16, as the pass reads them out of a word of source.
func wlkPairOf(a, b byte) uint16 { return uint16(a) | uint16(b)<<8 }

// wlkAnchor is what the pass needs to check an anchor's text at a pair it found: where the pair is in the text,
// and the text's first eight bytes (fewer for a shorter text), compared as one load before the whole text is.
type wlkAnchor struct {
	off        int    // the offset of the anchor's pair in the text
	head, mask uint64 // the text's first bytes read as a little-endian uint64, and the bits of those bytes
	n          int    // the text's length
	text       int    // the index of the text in wlkScanTexts
}

// wlkAnchors describes the anchors of the scanned texts: that of index 2k+h is the anchor h of the text of index
// k, at wlkAnchorsOf(text)[h]. An array of 64, indexed by a bit of a uint64, needs no bounds check.
var wlkAnchors = func() (out [64]wlkAnchor) {
	for k, w := range wlkScanTexts {
		var head [8]byte
		n := copy(head[:], w)
		mask := ^uint64(0) >> (64 - 8*n)
		for h, off := range wlkAnchorsOf(w) {
			out[2*k+h] = wlkAnchor{off: off, head: binary.LittleEndian.Uint64(head[:]), mask: mask, n: len(w), text: k}
		}
	}
	return out
}()

// wlkAnchorsOf returns the offsets of the two pairs of letters of w the pass looks for, one even and one odd.
func wlkAnchorsOf(w string) [2]int {
	pairs, ok := wlkPairAnchors[w]
	if !ok {
		return [2]int{0, 1}
	}
	a, b := strings.Index(w, pairs[0]), strings.Index(w, pairs[1])
	if a < 0 || b < 0 || a%2 == b%2 {
		panic("detector: the anchors of a scanned word are not two of its pairs at offsets of different parity: " + w)
	}
	return [2]int{a, b}
}

// wlkFileWords holds where each scanned text occurs in one file.
type wlkFileWords struct {
	file *solidity.File
	at   wlkOccurrences
}

// wlkOccurrences holds where each scanned text occurs in a text: the byte offsets of its starts, in increasing
// order, text after text in the order of wlkScanTexts in one array; those of the text of index k are
// all[starts[k]:starts[k+1]]. One array of the exact size, with its bounds beside it, costs one allocation per
// file, where a list per text cost one each and a list of them.
type wlkOccurrences struct {
	all    []int32
	starts [33]int32
}

// text returns the starts of the text of index k, nil where it does not occur. The list is full: appending to it
// copies it.
func (o *wlkOccurrences) text(k int) []int32 {
	lo, hi := o.starts[k&31], o.starts[k&31+1]
	if lo >= hi {
		return nil
	}
	return o.all[lo:hi:hi]
}

// wlkModelWords holds the occurrences of the scanned texts in each file of a model: files[i] is about
// m.Files[i].
type wlkModelWords struct {
	files []wlkFileWords
	// one holds the words of a model of one file, most of them: files is then a window of it, with no array
	// of its own.
	one [1]wlkFileWords
}

// wlkWordsSlot holds the model's word occurrences in its memo.
var wlkWordsSlot = analysis.NewMemoSlot()

// wlkWordsOf returns, once per model, where the scanned texts occur in its files.
func wlkWordsOf(m *analysis.Model) *wlkModelWords {
	return memoSlot(m, wlkWordsSlot, func() *wlkModelWords {
		out := &wlkModelWords{}
		if len(m.Files) == 1 {
			out.files = out.one[:]
		} else {
			out.files = make([]wlkFileWords, len(m.Files))
		}
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
// the parser lists them). A word in a comment is no code that spells it, and skipping comments (half of a
// documented library's bytes) halves the pass there.
func wlkScan(src []byte, comments []solidity.Comment) wlkOccurrences {
	hp := wlkHitBufs.Get().(*[]wlkHit)
	hits := (*hp)[:0]
	from := 0
	for _, c := range comments {
		lo, hi := c.Range.Start.Offset, c.Range.End.Offset
		if lo < from || hi > len(src) || lo >= hi {
			continue
		}
		hits = wlkScanPart(src, from, lo, hits)
		from = hi
	}
	hits = wlkScanPart(src, from, len(src), hits)
	o := wlkCollect(hits)
	*hp = hits[:0]
	wlkHitBufs.Put(hp)
	return o
}

// wlkHit is an occurrence the pass found: the index of its text in wlkScanTexts, and its start.
type wlkHit struct {
	k, start int32
}

// wlkHitBufs recycles the lists of occurrences of wlkScan from one file to the next.
var wlkHitBufs = sync.Pool{New: func() any { return new([]wlkHit) }}

// wlkCollect sorts the occurrences found in a file by text.
func wlkCollect(hits []wlkHit) wlkOccurrences {
	var o wlkOccurrences
	if len(hits) == 0 {
		return o
	}
	var counts [32]int32
	for _, h := range hits {
		counts[h.k&31]++
	}
	// Each text's window starts empty, and grows as its occurrences are added (wlkAdd).
	var ends [32]int32
	for k := range counts {
		o.starts[k+1] = o.starts[k] + counts[k]
		ends[k] = o.starts[k]
	}
	o.all = make([]int32, len(hits))
	for _, h := range hits {
		k := h.k & 31
		wlkAdd(o.all[o.starts[k]:ends[k]+1], h.start)
		ends[k]++
	}
	return o
}

// wlkScanPart is wlkScan over src[from:to], adding to hits. It reads the part sixteen bytes at a time and looks
// up the eight pairs that start at even offsets in them at once: a pair anchors a text every few dozen bytes, so
// most such blocks hold none, and only the others are looked at pair by pair. (Sixteen bytes rather than eight
// halve the loop's own work, its test and its bounds check, per byte read.)
func wlkScanPart(src []byte, from, to int, hits []wlkHit) []wlkHit {
	if to-from < 2 {
		return hits
	}
	t := &wlkPairWords
	s := src[from:to]
	last := len(src) - 8 // the last start of eight bytes of src
	i := 0               // the start of the next pair to look at, in s
	for ; len(s)-i >= 16; i += 16 {
		b := (*[16]byte)(s[i:])
		// Each pair read by a load of its own: the load is the table's index, with no shift to take it out of a
		// word. The eight sets go into one word as they are read, one per byte in the order of their pairs (the
		// nonzero ones are taken lowest first): eight sets held apart until a test of them all took eight
		// registers, and the loop's own values were reloaded from the stack on every block.
		le := binary.LittleEndian
		m := uint64(t[le.Uint16(b[0:])])
		m |= uint64(t[le.Uint16(b[2:])]) << 8
		m |= uint64(t[le.Uint16(b[4:])]) << 16
		m |= uint64(t[le.Uint16(b[6:])]) << 24
		m |= uint64(t[le.Uint16(b[8:])]) << 32
		m |= uint64(t[le.Uint16(b[10:])]) << 40
		m |= uint64(t[le.Uint16(b[12:])]) << 48
		m |= uint64(t[le.Uint16(b[14:])]) << 56
		for m != 0 {
			k := uint(bits.TrailingZeros64(m)) &^ 7 // the bit offset of the byte
			p := from + i + int(k>>2)
			// Each anchor of the set is checked here, by the text's first eight bytes: most pairs are no part of a
			// text, and only those that match a text's head are looked at further.
			for e := wlkPairMasks[uint8(m>>k)]; e != 0; e &= e - 1 {
				a := &wlkAnchors[bits.TrailingZeros64(e)&63]
				start := p - a.off
				if 0 <= start && start <= last && binary.LittleEndian.Uint64(src[start:start+8])&a.mask != a.head {
					continue
				}
				if start >= from && start+a.n <= to {
					hits = wlkMatch(src, start, a, hits)
				}
			}
			m &^= 0xff << k
		}
	}
	for ; i+1 < len(s); i += 2 {
		if x := t[wlkPairOf(s[i], s[i+1])]; x != 0 {
			for e := wlkPairMasks[x]; e != 0; e &= e - 1 {
				a := &wlkAnchors[bits.TrailingZeros64(e)&63]
				if start := from + i - a.off; start >= from && start+a.n <= to {
					hits = wlkMatch(src, start, a, hits)
				}
			}
		}
	}
	return hits
}

// wlkMatch adds an occurrence at start to hits when the text of the anchor a occurs in src there, inside the part
// scanned.
func wlkMatch(src []byte, start int, a *wlkAnchor, hits []wlkHit) []wlkHit {
	if string(src[start:start+a.n]) != wlkScanTexts[a.text] {
		return hits
	}
	return append(hits, wlkHit{int32(a.text), int32(start)})
}

// wlkAdd puts start, an occurrence of a text, in its place at the end of l, the text's occurrences found so far
// and a slot for it. The pass finds the occurrences of a text in the order of their anchors, which is that of
// their starts but for overlapping occurrences found at different anchors: such a start is moved to its place.
func wlkAdd(l []int32, start int32) {
	n := len(l) - 1
	l[n] = start
	for ; n > 0 && l[n-1] > l[n]; n-- {
		l[n-1], l[n] = l[n], l[n-1]
	}
}

// occurrences returns the starts of the scanned text of index k in the file of index i of the model, in
// increasing order.
func (mw *wlkModelWords) occurrences(i, k int) []int32 {
	return mw.files[i].at.text(k)
}
