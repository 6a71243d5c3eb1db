package detector

import (
	"bytes"
	"slices"
	"strings"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// Some detectors look for values that exist only where the source spells a given name (block.timestamp, now,
// tx.origin). Finding where a name occurs in the text is much cheaper than walking the syntax, so they first ask
// where each name occurs, and walk only the bodies that contain one (see sourceScopes). A name inside a comment
// or a longer identifier counts too: the text only rules bodies out.

// wordHits lists where a word occurs in the files of a model.
type wordHits struct {
	len int
	// files holds, for each file where the word occurs, the byte offsets where it starts, in increasing order.
	// A model has a file or a few: looking one up by a scan of this list costs less than hashing it.
	files []fileHits
	// one holds the first file's hits: files starts as a window of it, with no array of its own.
	one [1]fileHits
	// at maps a file to its position in files, in a unit of many files (see manyFiles); nil otherwise.
	at map[*solidity.File]int32
}

// manyFiles is the number of files past which a per-file list is looked up through a map rather than a scan: a
// unit of hundreds of files asks for each of its bodies.
const manyFiles = 8

// fileHits is where a word occurs in one file.
type fileHits struct {
	file *solidity.File
	at   []int32
}

// none reports whether the word occurs nowhere.
func (h *wordHits) none() bool { return len(h.files) == 0 }

// in returns the entry of f in h.files, or nil.
func (h *wordHits) in(f *solidity.File) *fileHits {
	if h.at != nil {
		if i, ok := h.at[f]; ok {
			return &h.files[i]
		}
		return nil
	}
	for i := range h.files {
		if h.files[i].file == f {
			return &h.files[i]
		}
	}
	return nil
}

// within reports whether the word occurs whole inside the byte range [start, end) of f.
func (h *wordHits) within(f *solidity.File, start, end int) bool {
	fh := h.in(f)
	if fh == nil {
		return false
	}
	at := fh.at
	i := firstFrom(at, int32(start))
	return i < len(at) && int(at[i])+h.len <= end
}

// firstFrom returns the index of the first offset of at, sorted in increasing order, that is x or more; len(at)
// when there is none. It is slices.BinarySearch without its generic call, which a lookup per body made costly.
func firstFrom(at []int32, x int32) int {
	lo, hi := 0, len(at)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if at[m] < x {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// inBody reports whether the word occurs in sc's body.
func (h *wordHits) inBody(sc *analysis.Scope) bool {
	body := sc.Body()
	if len(h.files) == 0 || body == nil {
		return false
	}
	r := body.Range()
	return h.within(sc.File, r.Start.Offset, r.End.Offset)
}

// rareFirst orders the characters of identifiers from the rarest to the most common in Solidity source (as
// measured on the benchmark corpora): a search looks for a word's rarest letter first.
const rareFirst = "JKZQYXjHGWUVzLN9FBM7P84IEqCSARxD3O651Tk02yvwgh_bfpmclduoisartne"

// noWordHits is the answer of findWord for a word that occurs nowhere, shared by all such answers: it is only
// read.
var noWordHits = &wordHits{}

// findWord finds every occurrence of w in the model's files. A word of wlkScanTexts comes from the model's
// one scan of its files for all of them (see wlk_words.go); any other is looked for on its own (eachOccurrence).
func findWord(m *analysis.Model, w string) *wordHits {
	var h *wordHits // made at the first file the word occurs in
	k := wlkTextIndex(w)
	var mw *wlkModelWords
	if k >= 0 {
		mw = wlkWordsOf(m)
	}
	var word []byte
	var anchor int
	if mw == nil {
		word, anchor = []byte(w), rarestByte(w)
	}
	for i, f := range m.Files {
		if f == nil {
			continue
		}
		var at []int32
		if mw != nil {
			at = mw.occurrences(i, k) // shared with the scan: only read
		} else {
			eachOccurrence(f.Src, word, anchor, func(start int) { at = append(at, int32(start)) })
		}
		if len(at) > 0 {
			if h == nil {
				h = &wordHits{len: len(w)}
				h.files = h.one[:0]
				if len(m.Files) > manyFiles {
					h.at = make(map[*solidity.File]int32)
				}
			}
			if fh := h.in(f); fh == nil {
				if h.at != nil {
					h.at[f] = int32(len(h.files))
				}
				h.files = append(h.files, fileHits{f, slices.Clip(at)}) // clipped: a second list for the same file is appended to a copy
			} else {
				fh.at = append(fh.at, at...)
			}
		}
	}
	if h == nil {
		return noWordHits
	}
	return h
}

// rarestByte returns the position of w's rarest letter.
func rarestByte(w string) int {
	anchor := 0
	for i := 1; i < len(w); i++ {
		if rarity(w[i]) < rarity(w[anchor]) {
			anchor = i
		}
	}
	return anchor
}

// eachOccurrence calls visit with the start of every occurrence of word in src, in increasing order. It looks
// for the word's byte at anchor (its rarest, from rarestByte) with bytes.IndexByte and compares the rest only
// there.
func eachOccurrence(src, word []byte, anchor int, visit func(start int)) {
	a := word[anchor]
	for i := anchor; i < len(src); i++ {
		j := bytes.IndexByte(src[i:], a)
		if j < 0 {
			return
		}
		i += j
		if start := i - anchor; start+len(word) <= len(src) && bytes.Equal(src[start:start+len(word)], word) {
			visit(start)
		}
	}
}

// rarity ranks a byte by how common it is in identifiers; bytes outside rareFirst rank first.
func rarity(c byte) int { return strings.IndexByte(rareFirst, c) }

// textHas reports whether the source text of n, in f, contains the byte c.
func textHas(f *solidity.File, n solidity.Node, c byte) bool {
	r := n.Range()
	return bytes.IndexByte(f.Src[r.Start.Offset:r.End.Offset], c) >= 0
}
