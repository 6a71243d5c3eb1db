package detector

import (
	"bytes"
	"encoding/binary"
	"slices"
	"unicode/utf8"

	"github.com/vigilsec/vigil/solidity"
)

// Expression texts compared the way exprKey normalises them (whitespace removed), without building the keys.

// keyText is the source text exprKey normalises: the expression without outer parentheses.
func keyText(src []byte, e solidity.Expr) []byte {
	return solidity.Unparen(e).Range().Text(src)
}

// sharedPrintableWords steps i in a and j in b past the eight-byte words both texts hold from there, as long as
// each is printable ASCII other than a space: the common start of two texts, read fast.
func sharedPrintableWords(a, b []byte, i, j int) (int, int) {
	for i+8 <= len(a) && j+8 <= len(b) {
		x := binary.LittleEndian.Uint64(a[i : i+8])
		if x != binary.LittleEndian.Uint64(b[j:j+8]) || !printableWord(x) {
			break
		}
		i += 8
		j += 8
	}
	return i, j
}

// sameKey reports whether two source texts have the same exprKey, without building the keys for ASCII text.
// The texts are compared as they are read, most differ within a few bytes: as long as every byte read is ASCII,
// a space skipped is one the key drops and a byte compared is one the key keeps, so the answer holds. The keys
// are built only when a byte outside ASCII comes up (which a space the key drops may start).
func sameKey(a, b []byte) bool {
	i, j := 0, 0
	for {
		// The bytes the texts share, printable ASCII other than a space, first: the common case, eight at a time
		// and then one at a time, in tight loops.
		i, j = sharedPrintableWords(a, b, i, j)
		for i < len(a) && j < len(b) && a[i] == b[j] && a[i]-0x21 < 0x7f-0x21+1 {
			i++
			j++
		}
		for i < len(a) && asciiSpace(a[i]) {
			i++
		}
		for j < len(b) && asciiSpace(b[j]) {
			j++
		}
		if i == len(a) || j == len(b) {
			if (i < len(a) && a[i] >= utf8.RuneSelf) || (j < len(b) && b[j] >= utf8.RuneSelf) {
				return compact(a) == compact(b)
			}
			return i == len(a) && j == len(b)
		}
		if a[i] != b[j] || a[i] >= utf8.RuneSelf {
			if a[i] >= utf8.RuneSelf || b[j] >= utf8.RuneSelf {
				return compact(a) == compact(b)
			}
			return false
		}
		i++
		j++
	}
}

func isASCII(t []byte) bool {
	for _, c := range t {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// appendKey appends the exprKey of a text to dst. ASCII text is copied in one pass without branches: every
// byte is stored, and the position only moves past those that are not spaces.
func appendKey(dst, t []byte) []byte {
	n := len(dst)
	if cap(dst)-n < len(t) {
		// Callers append the keys of several texts to one buffer they keep: it starts at a size that holds a
		// few, rather than growing through the smallest sizes one key at a time.
		dst = slices.Grow(dst, max(len(t), minKeyBuf-n))
	}
	out := dst[n : n+len(t)]
	k, i := 0, 0
	var all byte // every byte ORed: its top bit tells whether any is not ASCII
	// Eight bytes at a time while they are all kept ASCII, as most of code is between its spaces: stored as one
	// word. A word with another byte is done a byte at a time.
	for ; i+8 <= len(t); i += 8 {
		x := binary.LittleEndian.Uint64(t[i : i+8])
		if printableWord(x) {
			binary.LittleEndian.PutUint64(out[k:k+8], x)
			k += 8
			continue
		}
		for _, c := range t[i : i+8] {
			out[k] = c
			k += int(keyByte[c])
			all |= c
		}
	}
	for _, c := range t[i:] {
		out[k] = c
		k += int(keyByte[c])
		all |= c
	}
	if all >= utf8.RuneSelf {
		return append(dst[:n], compact(t)...)
	}
	return dst[:n+k]
}

// minKeyBuf is the size a buffer of keys that appendKey grows starts at.
const minKeyBuf = 64

// printableWord reports whether the eight bytes of x are all printable ASCII other than a space (0x21 to 0x7f),
// bytes that an exprKey keeps as they are: adding 0x5f to the low seven bits of a byte carries into its high bit
// exactly when they are at least 0x21, and the high bit of the byte itself must be clear.
func printableWord(x uint64) bool {
	const lo, hi = 0x0101010101010101, 0x8080808080808080
	return (x|^((x&^hi)+0x5f*lo))&hi == 0
}

// keyByte is 1 for the bytes an exprKey keeps (all but ASCII spaces), 0 for the others.
var keyByte = func() (t [256]uint8) {
	for i := range t {
		if !asciiSpace(byte(i)) {
			t[i] = 1
		}
	}
	return t
}()

// mayCompare reports whether a source text can hold a comparison: it shows a relational operator.
func mayCompare(text []byte) bool {
	return bytes.IndexByte(text, '<') >= 0 || bytes.IndexByte(text, '>') >= 0 ||
		bytes.Contains(text, []byte("==")) || bytes.Contains(text, []byte("!="))
}

// isComparison reports whether op is a relational operator (a key of comparisonOps), without a map lookup.
func isComparison(op string) bool {
	switch op {
	case "==", "!=", "<", ">", "<=", ">=":
		return true
	}
	return false
}

// plainDecimal parses a literal written as decimal digits alone, without a leading zero, that fits in an
// int64: the common case, for which big.Int and big.Rat parsing give the same value, at a higher price.
func plainDecimal(s string) (int64, bool) {
	if s == "" || len(s) > 18 || (s[0] == '0' && len(s) > 1) {
		return 0, false
	}
	var n int64
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int64(c-'0')
	}
	return n, true
}
