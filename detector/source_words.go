package detector

import (
	"bytes"
	"slices"
	"strings"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// Cheap tests on source text that let a detector skip code before walking or analysing it. A keyword, a
// built-in, or a member name (`.length`, `.balance`, `delegatecall`, `assembly`) is spelled out in the source of
// the code that uses it, so code whose text lacks the word cannot hold the construct. A word found in a comment
// or inside a longer name only means the detector looks at the code as it always did: the tests never change
// what is found, only how much is looked at.

// sourceWord is what the detectors look for in source text: any of a few words. Each is a package-level
// pointer with a slot of the model's memo for its occurrences. A whole word only counts where it is not part of
// a longer identifier (send, but not sender).
type sourceWord struct {
	slot  analysis.MemoSlot
	texts []string
	whole bool
	// scanned lists the texts the word is looked for by, with their indexes in wlkScanTexts (-1 for a text the
	// shared scan does not find): told once, when the package starts, for the words the scan knows.
	scanned []scannedText
}

type scannedText struct {
	text  string
	index int
}

// scannedTexts lists w's texts but those another text of w is a prefix of, with their indexes in wlkScanTexts.
func (w *sourceWord) scannedTexts() []scannedText {
	if w.scanned != nil {
		return w.scanned
	}
	var out []scannedText
	for _, t := range w.texts {
		if !w.extends(t) {
			out = append(out, scannedText{t, wlkTextIndex(t)})
		}
	}
	return out
}

// The words looked for.
var (
	wordLength       = &sourceWord{slot: analysis.NewMemoSlot(), texts: []string{"length"}}
	wordSstore       = &sourceWord{slot: analysis.NewMemoSlot(), texts: []string{"sstore"}}
	wordBalance      = &sourceWord{slot: analysis.NewMemoSlot(), texts: []string{"balance", "balanceOf"}, whole: true}
	wordDelegatecall = &sourceWord{slot: analysis.NewMemoSlot(), texts: []string{"delegatecall", "callcode"}}
	wordAssembly     = &sourceWord{slot: analysis.NewMemoSlot(), texts: []string{"assembly"}}
	wordEcrecover    = &sourceWord{slot: analysis.NewMemoSlot(), texts: []string{"ecrecover"}}
	wordAssert       = &sourceWord{slot: analysis.NewMemoSlot(), texts: []string{"assert"}}
	wordCreate       = &sourceWord{slot: analysis.NewMemoSlot(), texts: []string{"create"}}
	wordHash         = &sourceWord{slot: analysis.NewMemoSlot(), texts: []string{"keccak256", "sha3", "sha256", "ripemd160"}}
	// wordCodeSize is how code sizes are read: x.code.length, extcodesize in assembly.
	wordCodeSize = &sourceWord{slot: analysis.NewMemoSlot(), texts: []string{".code", "extcodesize"}}
)

// wordOccurrences holds where the words occur in each file of a model, as sorted byte offsets of their starts.
type wordOccurrences struct {
	files []fileOccurrences
	// one holds the first file's occurrences: files starts as a window of it, with no array of its own.
	one [1]fileOccurrences
	// at maps a file to its position in files, in a unit of many files (see manyFiles); nil otherwise.
	at map[*solidity.File]int32
}

type fileOccurrences struct {
	file    *solidity.File
	offsets []int32
}

// occurrencesOf returns where w occurs in the model's files. The files are scanned once for all the words (see
// wlk_words.go), whichever detectors ask.
func occurrencesOf(m *analysis.Model, w *sourceWord) *wordOccurrences {
	return m.MemoSlot(w.slot, func() any {
		var out *wordOccurrences // made at the first file the word occurs in
		mw := wlkWordsOf(m)
		for i, f := range m.Files {
			if f == nil {
				continue
			}
			var offsets []int32
			shared := false                       // offsets is the scan's own list: only read it
			for _, st := range w.scannedTexts() { // a longer text is found by the scan for its prefix
				var at []int32
				if st.index >= 0 {
					at = mw.occurrences(i, st.index)
				} else {
					t := st.text
					eachOccurrence(f.Src, []byte(t), rarestByte(t), func(a int) { at = append(at, int32(a)) })
				}
				if !w.whole && offsets == nil {
					offsets, shared = slices.Clip(at), true
					continue
				}
				for _, a := range at {
					if !w.whole || w.wholeAt(f.Src, int(a)) {
						if offsets == nil || shared {
							offsets, shared = append(make([]int32, 0, max(8, len(offsets)+len(at))), offsets...), false
						}
						offsets = append(offsets, a)
					}
				}
			}
			if len(w.texts) > 1 && !shared {
				slices.Sort(offsets)
			}
			if len(offsets) > 0 {
				if out == nil {
					out = &wordOccurrences{}
					if len(m.Files) == 1 {
						out.files = out.one[:0]
					} else {
						out.files = make([]fileOccurrences, 0, len(m.Files))
					}
				}
				if len(m.Files) > manyFiles {
					if out.at == nil {
						out.at = make(map[*solidity.File]int32)
					}
					out.at[f] = int32(len(out.files))
				}
				out.files = append(out.files, fileOccurrences{f, offsets})
			}
		}
		if out == nil {
			return noWordOccurrences // most words occur in no unit: their answers share one value
		}
		return out
	}).(*wordOccurrences)
}

// noWordOccurrences is the answer of occurrencesOf for a word that occurs in no file of a model. Like every
// answer of occurrencesOf, it is only read.
var noWordOccurrences = &wordOccurrences{}

// extends reports whether another text of w is a prefix of t (balance of balanceOf).
func (w *sourceWord) extends(t string) bool {
	for _, u := range w.texts {
		if u != t && strings.HasPrefix(t, u) {
			return true
		}
	}
	return false
}

// wholeAt reports whether one of the texts of w occurs at i of src as a whole word.
func (w *sourceWord) wholeAt(src []byte, i int) bool {
	for _, t := range w.texts {
		if bytes.HasPrefix(src[i:], []byte(t)) && wholeWordAt(src, i, len(t)) {
			return true
		}
	}
	return false
}

// wholeWordAt reports whether the n bytes at i of src are not preceded nor followed by an identifier character.
func wholeWordAt(src []byte, i, n int) bool {
	return (i == 0 || !identChar(src[i-1])) && (i+n >= len(src) || !identChar(src[i+n]))
}

// identChar reports whether c can be part of a Solidity identifier.
func identChar(c byte) bool {
	return c == '_' || c == '$' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// any reports whether the word occurs in some file.
func (o *wordOccurrences) any() bool { return len(o.files) > 0 }

// in reports whether a word starts within r of file f.
func (o *wordOccurrences) in(f *solidity.File, r solidity.Range) bool {
	if o.at != nil {
		k, ok := o.at[f]
		if !ok {
			return false
		}
		fo := &o.files[k]
		i := firstFrom(fo.offsets, int32(r.Start.Offset))
		return i < len(fo.offsets) && int(fo.offsets[i]) < r.End.Offset
	}
	for k := range o.files {
		if fo := &o.files[k]; fo.file == f {
			i := firstFrom(fo.offsets, int32(r.Start.Offset))
			return i < len(fo.offsets) && int(fo.offsets[i]) < r.End.Offset
		}
	}
	return false
}

// inBody reports whether the word occurs in the body of sc.
func (o *wordOccurrences) inBody(sc *analysis.Scope) bool { return bodyHas(sc, o.in) }

// bodyHas reports whether test holds for the text of the body of sc.
func bodyHas(sc *analysis.Scope, test func(*solidity.File, solidity.Range) bool) bool {
	if sc == nil {
		return false
	}
	b := sc.Body()
	return b != nil && test(sc.File, b.Range())
}

// inCode reports whether the word occurs in the code f's control flow graph runs (see anyCode).
func (o *wordOccurrences) inCode(f *analysis.Function) bool {
	return len(o.files) > 0 && anyCode(f, o.in)
}

// anyCode reports whether test holds for the text of some code f's control flow graph runs: f's body, or the
// body of a modifier visible in f's contract (the graph inlines those f invokes).
func anyCode(f *analysis.Function, test func(*solidity.File, solidity.Range) bool) bool {
	if f.Decl.Body != nil && test(f.File, f.Decl.Body.Range()) {
		return true
	}
	if f.Contract == nil || len(f.Decl.Modifiers) == 0 {
		return false
	}
	// Every visible modifier, rather than only the invoked ones: a superset is as good for these tests.
	for _, md := range f.Contract.Modifiers {
		if md.Decl.Body != nil && test(md.Contract.File, md.Decl.Body.Range()) {
			return true
		}
	}
	return false
}
