// Package detector holds Vigil's vulnerability detectors and the framework that runs them over an
// analysis.Model. A Detector is a plain value with its metadata and a Run function that reports findings
// through a Pass; All lists every detector explicitly.
package detector

import (
	"cmp"
	"encoding/binary"
	"fmt"
	"log/slog"
	"math/bits"
	"regexp"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"
	"unsafe"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// Requirement names a part of the model a detector uses; the framework computes required parts before the
// detectors run, so that each is computed once and shared.
type Requirement string

// The parts of the model.
const (
	RequireSymbols   Requirement = "symbols"
	RequireTypes     Requirement = "types"
	RequireCFG       Requirement = "cfg"
	RequireCallGraph Requirement = "callgraph"
	RequireDataFlow  Requirement = "dataflow"
	RequireGuards    Requirement = "guards"
)

// Detector finds one kind of problem.
type Detector struct {
	// ID is the stable kebab-case identifier, e.g. "reentrancy-eth".
	ID string
	// Title, Description, Exploit and Recommendation are the texts a user reads. Exploit is empty only for
	// informational detectors.
	Title          string
	Description    string
	Exploit        string
	Recommendation string
	Severity       vigil.Severity
	Confidence     vigil.Confidence
	// SWC and CWE identify the weakness ("SWC-107", "CWE-841"); empty where none fits.
	SWC, CWE string
	// Requires lists the model parts Run uses.
	Requires []Requirement
	// Run reports findings through the pass; it never prints.
	Run func(*Pass) error
}

var (
	idPattern  = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	swcPattern = regexp.MustCompile(`^SWC-1[0-3][0-9]$`)
	cwePattern = regexp.MustCompile(`^CWE-[1-9][0-9]*$`)
)

// Validate checks that the detector has all its metadata.
func (d *Detector) Validate() error {
	var problems []string
	if !idPattern.MatchString(d.ID) {
		problems = append(problems, fmt.Sprintf("ID %q is not kebab-case", d.ID))
	}
	for name, v := range map[string]string{"Title": d.Title, "Description": d.Description, "Recommendation": d.Recommendation} {
		if strings.TrimSpace(v) == "" {
			problems = append(problems, name+" is empty")
		}
	}
	if strings.TrimSpace(d.Exploit) == "" && d.Severity != vigil.SeverityInformational {
		problems = append(problems, "Exploit is empty for a non-informational detector")
	}
	if !d.Severity.Valid() {
		problems = append(problems, fmt.Sprintf("severity %q is not valid", d.Severity))
	}
	if !d.Confidence.Valid() {
		problems = append(problems, fmt.Sprintf("confidence %q is not valid", d.Confidence))
	}
	if d.SWC != "" && !swcPattern.MatchString(d.SWC) {
		problems = append(problems, fmt.Sprintf("SWC %q is not like SWC-107", d.SWC))
	}
	if d.CWE != "" && !cwePattern.MatchString(d.CWE) {
		problems = append(problems, fmt.Sprintf("CWE %q is not like CWE-841", d.CWE))
	}
	if d.Run == nil {
		problems = append(problems, "Run is nil")
	}
	if len(problems) > 0 {
		return fmt.Errorf("detector %q: %s", d.ID, strings.Join(problems, "; "))
	}
	return nil
}

// Select returns the detectors to run from all: only those named in include (when not empty), without those in
// exclude. An unknown ID is an error that names it.
func Select(all []*Detector, include, exclude []string) ([]*Detector, error) {
	if len(include) == 0 && len(exclude) == 0 {
		return slices.Clone(all), nil // the common case, which every analysis goes through
	}
	byID := make(map[string]*Detector, len(all))
	for _, d := range all {
		byID[d.ID] = d
	}
	var unknown []string
	check := func(ids []string) map[string]bool {
		set := map[string]bool{}
		for _, id := range ids {
			id = strings.TrimSpace(id)
			if id == "" {
				continue
			}
			if byID[id] == nil {
				unknown = append(unknown, id)
			}
			set[id] = true
		}
		return set
	}
	inc, exc := check(include), check(exclude)
	if len(unknown) > 0 {
		return nil, fmt.Errorf("unknown detector ID(s): %s (run 'vigil detectors' for the list)", strings.Join(unknown, ", "))
	}
	var out []*Detector
	for _, d := range all {
		if (len(inc) == 0 || inc[d.ID]) && !exc[d.ID] {
			out = append(out, d)
		}
	}
	return out, nil
}

// Pass is one detector's run over a model.
type Pass struct {
	Detector *Detector
	Model    *analysis.Model

	findings []vigil.Finding
	// seen counts the findings per fingerprint input (contract, function, code) so that the same code reported
	// twice in a function gets distinct fingerprints; dedup counts the reports per range, to keep the first.
	// Both are emptied for each detector, keeping their storage.
	seen  wlkCounts[fingerprintSum]
	dedup wlkCounts[reportKey]
	// buf is scratch space for building a fingerprint's input, whose first part names bufFor.
	buf    []byte
	bufFor *Detector
	// hex holds the hex digests of the findings of the detectors run since the pass's strings were last set
	// (see runDetectors), in order: their Fingerprint strings are cut from it then.
	hex []byte
	// msgs holds the messages of the same findings reported with reportMessage, one after the other, and msgAt
	// where each is and which finding it goes to: their Message strings are cut, with the fingerprints, from
	// one string (see setStrings).
	msgs  []byte
	msgAt []messageSpan
	// related holds the related locations of the same findings, one finding's after the other's, and relAt
	// where each finding's are: they are copied into one slice at the same time, one allocation for all of them
	// rather than one per finding.
	related []vigil.RelatedLocation
	relAt   []messageSpan
	// ran lists the detectors run since, with where their findings are, to give outs their findings then.
	ran []ranSpan
	// keys is scratch space for sorting the findings of Run (see packedOrder).
	keys []uint64
}

// messageSpan is where, in Pass.msgs or Pass.related, the message or the related locations of the finding of
// index finding in Pass.findings are.
type messageSpan struct {
	finding, start, end int
}

// message returns the buffer a finding's message is built in, by appending to it, for reportMessage: the
// messages of the pass's earlier findings, which the new one follows.
func (p *Pass) message() []byte { return p.msgs }

// reportMessage reports r with the message msg, built by appending to p.message(), in place of r.Message. The
// messages become strings together, one allocation for all of them rather than one each: this serves the
// detectors that report most.
func (p *Pass) reportMessage(r Report, msg []byte) {
	n, start := len(p.findings), len(p.msgs)
	p.report(&r)
	if len(p.findings) > n { // not dropped as a repeat
		p.msgs = msg
		p.msgAt = append(p.msgAt, messageSpan{finding: n, start: start, end: len(msg)})
	}
}

// Report is one problem a detector found.
type Report struct {
	// Function is the function at fault (its contract and file locate the finding); Contract is used when there
	// is no function (a state variable's initial value). File is the file At lies in, when it is not the
	// function's (code of a modifier inlined from another file).
	Function *analysis.Function
	Contract *analysis.Contract
	File     *solidity.File
	// At is the exact statement or expression at fault.
	At solidity.Node
	// From, when set, is a node of At's file that starts before At and where the finding's range starts: the
	// declaration of a function whose missing access check is the fault, which lets the statement At
	// run for any caller, or the declaration of a memory copy whose change At loses. The finding then spans
	// From's start down to At; its fingerprint and the merging of repeated reports still go by At alone.
	From solidity.Node
	// To, when set, is a node of At's file that ends after At, where the finding's range ends: the last
	// statement on the path of a random value whose making At is.
	To solidity.Node
	// Message says what is wrong, in a sentence.
	Message string
	Related []Related
	// Severity and Confidence override the detector's when set.
	Severity   vigil.Severity
	Confidence vigil.Confidence
}

// Related is a second place that explains a finding.
type Related struct {
	File    *solidity.File
	At      solidity.Node
	Message string
}

// Report records a finding. Two reports of the same detector at the same range are one finding. Report copies
// what r.Related holds, so a detector may reuse one slice for all its reports.
func (p *Pass) Report(r Report) { p.report(&r) }

// report is Report, with the report passed by reference: reportMessage passes on its own without a copy.
func (p *Pass) report(r *Report) {
	file, contract, function := r.File, "", ""
	if r.Function != nil {
		if file == nil {
			file = r.Function.File
		}
		if r.Function.Contract != nil {
			contract = r.Function.Contract.Name
		}
		function = r.Function.Name
	}
	if r.Contract != nil {
		contract = r.Contract.Name
		if file == nil {
			file = r.Contract.File
		}
	}
	if file == nil || r.At == nil {
		return
	}
	rng := r.At.Range()
	if p.dedup.add(reportKey{rng.Start.Offset, rng.End.Offset, file.Path}, rangeHash(rng.Start.Offset, rng.End.Offset)) > 0 {
		return
	}
	p.fingerprint(contract, function, rng.Text(file.Src))
	// The finding is filled in where it is kept rather than built and then copied there: it is a large value.
	// Every field is written, so the slot is not zeroed first (it may hold a finding dropped with the others of
	// a detector that failed).
	d := p.Detector
	if len(p.findings) == cap(p.findings) {
		// Doubled rather than grown by the runtime's quarter for large slices: a large unit's findings run to
		// tens of thousands of large values, each growth copying them all.
		p.findings = slices.Grow(p.findings, max(len(p.findings), 16))
	}
	p.findings = p.findings[:len(p.findings)+1]
	f := &p.findings[len(p.findings)-1]
	f.Fingerprint, f.Suppressed = "", false // the fingerprint is set with the detector's others (setStrings)
	f.Detector, f.Title, f.SWC, f.CWE, f.Recommendation = d.ID, d.Title, d.SWC, d.CWE, d.Recommendation
	f.Severity, f.Confidence = d.Severity, d.Confidence
	if r.Severity != "" {
		f.Severity = r.Severity
	}
	if r.Confidence != "" {
		f.Confidence = r.Confidence
	}
	f.Message = r.Message
	f.Line = rng.Start.Line
	// A finding runs from r.From when it starts before At, unless At lies in another file (a modifier's, inlined). Most
	// reports have no From: they skip the question.
	if (r.From != nil || r.To != nil) && (r.Function == nil || file == r.Function.File) {
		if r.From != nil {
			rng = spanFrom(r.From, rng)
		}
		if r.To != nil {
			if tr := r.To.Range(); tr.End.Offset > rng.End.Offset {
				rng.End = tr.End
			}
		}
	}
	f.Location = location(file, rng, contract, function)
	f.Related = noRelated // written as [] in JSON, never null
	// Most reports have no related location: nothing to set up for them.
	if len(r.Related) > 0 {
		p.addRelated(r.Related, file)
	}
}

// addRelated keeps related, the related locations of the finding just added, which lie in file unless they
// name a file of their own.
func (p *Pass) addRelated(related []Related, file *solidity.File) {
	start := len(p.related)
	for _, rel := range related {
		rf := rel.File
		if rf == nil {
			rf = file
		}
		if rel.At == nil {
			continue
		}
		l := location(rf, rel.At.Range(), "", "")
		p.related = append(p.related, vigil.RelatedLocation{File: l.File, StartLine: l.StartLine, StartColumn: l.StartColumn,
			EndLine: l.EndLine, EndColumn: l.EndColumn, Message: rel.Message})
	}
	if len(p.related) > start {
		p.relAt = append(p.relAt, messageSpan{finding: len(p.findings) - 1, start: start, end: len(p.related)})
	}
}

// noRelated is the related locations of a finding that has none: empty, not nil, so that JSON writes [] rather
// than null. It holds no element, so that appending to it copies.
var noRelated = []vigil.RelatedLocation{}

// setRelated gives the findings of the detectors just run their related locations from p.related.
func (p *Pass) setRelated() {
	if len(p.relAt) > 0 {
		all := make([]vigil.RelatedLocation, len(p.related))
		copy(all, p.related)
		for _, s := range p.relAt {
			p.findings[s.finding].Related = all[s.start:s.end:s.end]
		}
		clear(p.related) // drop the references to files and messages
	}
	p.related, p.relAt = p.related[:0], p.relAt[:0]
}

// fingerprintSum is a finding's fingerprint before it is written in hex: two 64-bit xxHash digests of its input
// with different seeds, 128 bits in all (SARIF's vigilFingerprint/v2). Fingerprints name findings, they protect
// nothing: a fast hash with a negligible chance of collision among one contract's findings serves, where
// SHA-256 (v1) cost as much as several detectors.
type fingerprintSum [2]uint64

// fingerprintSeed is the second digest's seed.
const fingerprintSeed = 0x9e3779b97f4a7c15

// fingerprintHexLen is the length of a fingerprint in hex.
const fingerprintHexLen = 32

// sumFingerprint returns the fingerprint of the input b: xxhash.Sum64(b), and the digest of b with the seed
// fingerprintSeed, computed side by side in one pass over b (xxh64, as the xxhash package computes it; a test
// holds the two to the same results).
func sumFingerprint(b []byte) fingerprintSum {
	const (
		prime1 uint64 = 11400714785074694791
		prime2 uint64 = 14029467366897019727
		prime3 uint64 = 1609587929392839161
		prime4 uint64 = 9650029242287828579
		prime5 uint64 = 2870177450012600261
		seed          = fingerprintSeed
	)
	// The hash's rounds are written out rather than called as small functions: inlined calls leave marks in
	// the code that cost an instruction each, in the loops too.
	n := len(b)
	var h, g uint64 // the digests with seeds 0 and seed
	i := 0
	if n >= 32 {
		p1, p2, sd := prime1, prime2, uint64(seed) // variables: their sums wrap around, as the hash's do
		v1, v2, v3, v4 := p1+p2, p2, uint64(0), -p1
		w1, w2, w3, w4 := sd+p1+p2, sd+p2, sd, sd-p1
		for ; i+32 <= n; i += 32 {
			s := b[i : i+32 : i+32]
			x1, x2 := binary.LittleEndian.Uint64(s[0:8]), binary.LittleEndian.Uint64(s[8:16])
			x3, x4 := binary.LittleEndian.Uint64(s[16:24]), binary.LittleEndian.Uint64(s[24:32])
			v1 = bits.RotateLeft64(v1+x1*prime2, 31) * prime1
			v2 = bits.RotateLeft64(v2+x2*prime2, 31) * prime1
			v3 = bits.RotateLeft64(v3+x3*prime2, 31) * prime1
			v4 = bits.RotateLeft64(v4+x4*prime2, 31) * prime1
			w1 = bits.RotateLeft64(w1+x1*prime2, 31) * prime1
			w2 = bits.RotateLeft64(w2+x2*prime2, 31) * prime1
			w3 = bits.RotateLeft64(w3+x3*prime2, 31) * prime1
			w4 = bits.RotateLeft64(w4+x4*prime2, 31) * prime1
		}
		h = bits.RotateLeft64(v1, 1) + bits.RotateLeft64(v2, 7) + bits.RotateLeft64(v3, 12) + bits.RotateLeft64(v4, 18)
		g = bits.RotateLeft64(w1, 1) + bits.RotateLeft64(w2, 7) + bits.RotateLeft64(w3, 12) + bits.RotateLeft64(w4, 18)
		// Each accumulator merged in: the digest xor the accumulator's round from 0, times prime1, plus prime4.
		h = (h^bits.RotateLeft64(v1*prime2, 31)*prime1)*prime1 + prime4
		h = (h^bits.RotateLeft64(v2*prime2, 31)*prime1)*prime1 + prime4
		h = (h^bits.RotateLeft64(v3*prime2, 31)*prime1)*prime1 + prime4
		h = (h^bits.RotateLeft64(v4*prime2, 31)*prime1)*prime1 + prime4
		g = (g^bits.RotateLeft64(w1*prime2, 31)*prime1)*prime1 + prime4
		g = (g^bits.RotateLeft64(w2*prime2, 31)*prime1)*prime1 + prime4
		g = (g^bits.RotateLeft64(w3*prime2, 31)*prime1)*prime1 + prime4
		g = (g^bits.RotateLeft64(w4*prime2, 31)*prime1)*prime1 + prime4
	} else {
		p5, sd := prime5, uint64(seed)
		h, g = p5, sd+p5
	}
	h += uint64(n)
	g += uint64(n)
	for ; i+8 <= n; i += 8 {
		k := bits.RotateLeft64(binary.LittleEndian.Uint64(b[i:i+8])*prime2, 31) * prime1
		h = bits.RotateLeft64(h^k, 27)*prime1 + prime4
		g = bits.RotateLeft64(g^k, 27)*prime1 + prime4
	}
	if i+4 <= n {
		k := uint64(binary.LittleEndian.Uint32(b[i:i+4])) * prime1
		h = bits.RotateLeft64(h^k, 23)*prime2 + prime3
		g = bits.RotateLeft64(g^k, 23)*prime2 + prime3
		i += 4
	}
	for ; i < n; i++ {
		k := uint64(b[i]) * prime5
		h = bits.RotateLeft64(h^k, 11) * prime1
		g = bits.RotateLeft64(g^k, 11) * prime1
	}
	h ^= h >> 33
	h *= prime2
	h ^= h >> 29
	h *= prime3
	h ^= h >> 32
	g ^= g >> 33
	g *= prime2
	g ^= g >> 29
	g *= prime3
	g ^= g >> 32
	return fingerprintSum{h, g}
}

// appendHex appends the 32 hex digits of sum, its two halves big-endian, to dst.
func appendHex(dst []byte, sum fingerprintSum) []byte {
	n := len(dst)
	dst = slices.Grow(dst, fingerprintHexLen)[:n+fingerprintHexLen]
	out := dst[n : n+fingerprintHexLen : n+fingerprintHexLen]
	binary.LittleEndian.PutUint64(out[0:], hexDigits(uint32(sum[0]>>32)))
	binary.LittleEndian.PutUint64(out[8:], hexDigits(uint32(sum[0])))
	binary.LittleEndian.PutUint64(out[16:], hexDigits(uint32(sum[1]>>32)))
	binary.LittleEndian.PutUint64(out[24:], hexDigits(uint32(sum[1])))
	return dst
}

// hexDigits returns the eight lower-case hex digits of v, most significant first, as the bytes of a word stored
// little-endian: all of them at once, with arithmetic on the word rather than a digit at a time.
func hexDigits(v uint32) uint64 {
	const ones = 0x0101010101010101
	// Byte j of u is byte 3-j of v, every other byte: that is, the bytes of v in the order they are written,
	// each followed by an empty byte.
	u := uint64(bits.ReverseBytes32(v))
	u = (u | u<<16) & 0x0000ffff0000ffff
	u = (u | u<<8) & 0x00ff00ff00ff00ff
	// Each byte's high nibble into its own byte, its low nibble into the empty byte after it.
	n := u>>4&0x000f000f000f000f | (u&0x000f000f000f000f)<<8
	// A nibble of 10 or more carries into bit 4 when 6 is added: the letters start 0x27 after '0'+10.
	letters := (n + 6*ones) >> 4 & ones
	return n + '0'*ones + letters*0x27
}

// fingerprint appends to p.hex the hex fingerprint of "detector\x00contract\x00function\x00code\x00n", where code
// is the whitespace-folded source at fault and n counts the earlier findings of this pass with the same first
// four parts: it does not depend on line numbers, so it survives edits elsewhere in the file.
func (p *Pass) fingerprint(contract, function string, code []byte) {
	// The first part, the detector's, is left in p.buf by the detector's first finding: it is kept for the
	// others.
	if p.bufFor != p.Detector {
		p.buf = append(append(p.buf[:0], p.Detector.ID...), 0)
		p.bufFor = p.Detector
	}
	b := append(p.buf[:len(p.Detector.ID)+1], contract...)
	b = append(b, 0)
	b = append(b, function...)
	b = append(b, 0)
	if alreadyNormal(code) { // appendNormalized written out, for every finding
		b = append(b, code...)
	} else {
		b = appendFolded(b, code)
	}
	b = append(b, 0, '0')
	p.buf = b
	// The digest for n = 0 identifies the first four parts: it keys the count of earlier findings, and it is
	// the fingerprint itself for the first finding, by far the most common case.
	first := sumFingerprint(b)
	occ := p.seen.add(first, first[0])
	sum := first
	if occ > 0 {
		sum = sumFingerprint(strconv.AppendInt(b[:len(b)-1], int64(occ), 10))
	}
	p.hex = appendHex(p.hex, sum)
}

// setStrings gives the findings from start on, those of the detectors just run, their fingerprints from p.hex
// and, those reported with reportMessage, their messages from p.msgs. The messages and the digests are turned
// into one string, which each finding's message and fingerprint are parts of: one allocation for all the
// detectors a worker runs rather than one or two per finding (all the findings end up in the same result
// anyway).
func (p *Pass) setStrings(start int) {
	if len(p.hex) > 0 {
		const n = fingerprintHexLen
		at := len(p.msgs)
		var b strings.Builder // one allocation of the size needed, with no buffer grown for the two parts
		b.Grow(at + len(p.hex))
		b.Write(p.msgs)
		b.Write(p.hex)
		all := b.String()
		for _, s := range p.msgAt {
			p.findings[s.finding].Message = all[s.start:s.end]
		}
		fps := all[at:]
		for i := range p.findings[start:] {
			p.findings[start+i].Fingerprint = fps[i*n : (i+1)*n]
		}
	}
	p.hex = p.hex[:0]
	p.msgs, p.msgAt = p.msgs[:0], p.msgAt[:0]
}

// spanFrom returns rng extended back to the start of from, when from starts before it.
func spanFrom(from solidity.Node, rng solidity.Range) solidity.Range {
	if fr := from.Range(); fr.Start.Offset < rng.Start.Offset {
		rng.Start = fr.Start
	}
	return rng
}

// location converts a half-open range to the finding's inclusive line/column form.
func location(file *solidity.File, r solidity.Range, contract, function string) vigil.Location {
	endLine, endCol := r.End.Line, r.End.Column-1
	if endCol < 1 {
		endCol = 1
	}
	return vigil.Location{File: file.Path, StartLine: r.Start.Line, StartColumn: r.Start.Column,
		EndLine: endLine, EndColumn: endCol, Contract: contract, Function: function}
}

// reportKey identifies the range a finding points at, to merge repeated reports. The offsets come first: two
// keys compared field by field then differ at once, as a rule, without comparing paths.
type reportKey struct {
	start, end int
	path       string
}

// rangeHash is the hash of a reportKey in Pass.dedup: that of its offsets, which tell most ranges apart.
func rangeHash(start, end int) uint64 {
	h := (uint64(start)<<32 | uint64(uint32(end))) * 0x9e3779b97f4a7c15
	return h ^ h>>29
}

// normalize folds whitespace runs into one space so that fingerprints survive reformatting. It gives the same
// result as strings.Join(strings.Fields(s), " ").
func normalize(b []byte) string {
	var small [128]byte // most code at fault fits: no buffer to allocate then
	return string(appendNormalized(small[:0], b))
}

// appendNormalized appends normalize(b) to dst, without intermediate allocations for ASCII text. Each run of
// non-space bytes is appended whole: code at fault is mostly such runs, and one append per run costs less than
// one per byte.
func appendNormalized(dst, b []byte) []byte {
	if alreadyNormal(b) {
		return append(dst, b...)
	}
	return appendFolded(dst, b)
}

// appendFolded is appendNormalized for text that is not already normal: apart, for the callers that test
// alreadyNormal themselves (those that run for every finding, to save a call).
func appendFolded(dst, b []byte) []byte {
	start := len(dst)
	space := true // at the start, and after a space: a space there is dropped
	for i := 0; i < len(b); {
		c := b[i]
		switch byteClass[c] {
		case classSpace:
			space = true
			i++
			continue
		case classNonASCII:
			return append(dst[:start], strings.Join(strings.Fields(string(b)), " ")...)
		}
		if space && len(dst) > start {
			dst = append(dst, ' ')
		}
		space = false
		// The run of ordinary bytes, appended whole.
		j := i + 1
		for j < len(b) && byteClass[b[j]] == classOther {
			j++
		}
		dst = append(dst, b[i:j]...)
		i = j
	}
	return dst
}

// alreadyNormal reports whether normalize(b) is b itself, as for most code at fault: ASCII text without
// control characters (tabs and line breaks among them), without two spaces in a row and without a space at
// either end. A false answer only means normalize has some work to do. It reads b sixteen bytes at a time, and
// looks at what it found only at the end: nearly every text is normal, so stopping at the first fault would
// save nothing, where a test for it at every word costs a branch.
func alreadyNormal(b []byte) bool {
	n := len(b)
	if n == 0 {
		return true
	}
	if b[0] == ' ' || b[n-1] == ' ' {
		return false
	}
	if n < 8 {
		prev := false // whether the byte before is a space
		for _, c := range b {
			if c >= utf8.RuneSelf || c < ' ' || c == ' ' && prev {
				return false
			}
			prev = c == ' '
		}
		return true
	}
	var faults, prev uint64 // prev is 0x80 when the byte before the current ones is a space
	// An index rather than a slice cut shorter at each step: one register to advance, not three.
	i := 0
	for ; i+16 <= n; i += 16 {
		w := b[i : i+16 : i+16]
		x, y := binary.LittleEndian.Uint64(w[:8]), binary.LittleEndian.Uint64(w[8:16])
		fx, sx := normalWord(x, prev)
		fy, sy := normalWord(y, sx)
		faults |= fx | fy
		prev = sy
	}
	if i+8 <= n {
		f, _ := normalWord(binary.LittleEndian.Uint64(b[i:i+8]), prev)
		faults |= f
		i += 8
	}
	// The last bytes, read as the word that ends b: the bytes it shares with the words before passed already,
	// and so did the pair across its start.
	if i < n {
		f, _ := normalWord(binary.LittleEndian.Uint64(b[n-8:]), 0)
		faults |= f
	}
	return faults == 0
}

// normalWord returns, in faults, a bit set for each of the eight bytes of x, read from memory little-endian,
// that is not ASCII, is a control character or is a space after a space, the byte before them being a space
// when prev is 0x80; faults is 0 when there is none. next is 0x80 when their last byte is a space.
func normalWord(x, prev uint64) (faults, next uint64) {
	const lo, hi = 0x0101010101010101, 0x8080808080808080
	// The high bit of each byte of bad is set where the byte is not ASCII or is below a space: adding 0x60 to
	// the low seven bits of a byte carries into its high bit exactly when they are at least 0x20.
	bad := (x | ^((x &^ hi) + 0x60*lo)) & hi
	// Where no byte is bad, each is 0x20 to 0x7f, and adding 0x5f to it carries into its high bit unless it is
	// a space. Where one is bad, space does not matter.
	space := ^(x + 0x5f*lo) & hi
	return bad | space&(space<<8|prev), space >> 56
}

// The classes of byteClass.
const (
	classOther = iota
	classSpace
	classNonASCII
)

// byteClass tells the bytes strings.Fields splits on and those that start or continue a multi-byte character,
// which normalisation leaves to strings.Fields.
var byteClass = func() (t [256]uint8) {
	for c := range 256 {
		switch {
		case c >= utf8.RuneSelf:
			t[c] = classNonASCII
		case asciiSpace(byte(c)):
			t[c] = classSpace
		}
	}
	return t
}()

// asciiSpace reports the ASCII characters strings.Fields splits on.
func asciiSpace(c byte) bool {
	// One test of a bit of a mask rather than six comparisons: this runs for every byte of texts compared.
	const spaces = 1<<' ' | 1<<'\t' | 1<<'\n' | 1<<'\v' | 1<<'\f' | 1<<'\r'
	return c <= ' ' && uint64(1)<<c&spaces != 0
}

// Text returns the whitespace-folded source text of a node in a file, for messages.
func Text(f *solidity.File, n solidity.Node) string {
	var small [128]byte
	return string(appendText(small[:0], f, n))
}

// appendTextMessage appends the message head + sep + Text(f, n) + the tails to dst: a finding's message built
// in one buffer rather than as one string per part and one for their concatenation.
func appendTextMessage(dst []byte, head, sep string, f *solidity.File, n solidity.Node, tails ...string) []byte {
	dst = appendText(append(append(dst, head...), sep...), f, n)
	for _, t := range tails {
		dst = append(dst, t...)
	}
	return dst
}

// appendText appends Text(f, n) to dst: messages made of several parts are built in one buffer.
func appendText(dst []byte, f *solidity.File, n solidity.Node) []byte {
	if f == nil || n == nil {
		return dst
	}
	// appendRangeText and appendNormalized written out: messages take a node's text often, and each call costs
	// as much as the cut.
	start := len(dst)
	if text := n.Range().Text(f.Src); alreadyNormal(text) {
		dst = append(dst, text...)
	} else {
		dst = appendFolded(dst, text)
	}
	if len(dst)-start > 80 {
		dst = append(dst[:start+77], "..."...)
	}
	return dst
}

// appendRangeText appends the text of r in f, normalised and cut to 80 bytes, as appendText does for a node.
func appendRangeText(dst []byte, f *solidity.File, r solidity.Range) []byte {
	start := len(dst)
	dst = appendNormalized(dst, r.Text(f.Src))
	if len(dst)-start > 80 {
		dst = append(dst[:start+77], "..."...)
	}
	return dst
}

// Result is what running detectors produced.
type Result struct {
	Findings []vigil.Finding
	// Warnings report detectors that failed; the others still ran.
	Warnings []string
}

// Options tunes Run.
type Options struct {
	// Concurrency bounds how many detectors run at once; 0 means GOMAXPROCS.
	Concurrency int
}

// Run runs the detectors over the model. A detector that panics or returns an error becomes a warning; the
// findings are sorted by file, position and detector, so the output does not depend on scheduling.
func Run(m *analysis.Model, detectors []*Detector, opts Options) Result {
	prepare(m, detectors)
	n := opts.Concurrency
	if n <= 0 {
		n = runtime.GOMAXPROCS(0)
	}
	outsBuf := takeOuts(len(detectors))
	outs := *outsBuf
	n = max(min(n, len(detectors)), 1)
	// A few long-lived workers rather than a goroutine per detector: the detectors' tree walks are deep, and a
	// fresh goroutine would grow its stack again for every detector.
	var one [1]*Pass
	passes := one[:]
	if n == 1 {
		p := wlkNewPass(m)
		passes[0] = p
		i := -1
		for !runDetectors(p, detectors, func() int { i++; return i }, outs) {
		}
	} else {
		passes = runWorkers(m, detectors, outs, n)
	}
	var res Result
	for _, o := range outs {
		if o.warning != "" {
			res.Warnings = append(res.Warnings, o.warning)
		}
	}
	if n == 1 {
		// One worker ran every detector in order: its findings are already those of outs one after the other,
		// and they are copied straight to their sorted places.
		res.Findings = sortedFindings(passes[0].findings, &passes[0].keys)
	} else {
		total := 0
		for _, o := range outs {
			total += len(o.findings)
		}
		res.Findings = make([]vigil.Finding, 0, total)
		for _, o := range outs {
			if len(o.findings) > 0 { // most detectors find nothing in a unit
				res.Findings = append(res.Findings, o.findings...)
			}
		}
		SortFindings(res.Findings)
	}
	for _, p := range passes {
		recycleFindings(p.findings)
		wlkRecyclePass(p)
	}
	giveOuts(outsBuf)
	return res
}

// outsBufs recycles, as *[]detectorOut, the lists of what each detector of Run produced: one entry per
// detector, the list weighs more than most units' findings, and would otherwise be allocated for every unit.
var outsBufs sync.Pool

// takeOuts returns a list of n empty entries, from outsBufs.
func takeOuts(n int) *[]detectorOut {
	b, _ := outsBufs.Get().(*[]detectorOut)
	if b == nil {
		b = new([]detectorOut)
	}
	if cap(*b) < n {
		*b = make([]detectorOut, n)
	} else {
		*b = (*b)[:n]
	}
	return b
}

// giveOuts returns b to outsBufs, emptied of the findings and warnings it refers to.
func giveOuts(b *[]detectorOut) {
	clear(*b)
	outsBufs.Put(b)
}

// runWorkers runs the detectors with n workers, each taking the next detector not yet taken with one pass
// reused for all of them (its maps and buffers are kept, and the findings of all its detectors go into one
// growing slice), and returns the workers' passes.
func runWorkers(m *analysis.Model, detectors []*Detector, outs []detectorOut, n int) []*Pass {
	passes := make([]*Pass, n)
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := range n {
		wg.Go(func() {
			p := wlkNewPass(m)
			passes[w] = p
			for !runDetectors(p, detectors, func() int { return int(next.Add(1)) - 1 }, outs) {
			}
		})
	}
	wg.Wait()
	return passes
}

// wlkPasses recycles the passes of Run: the lists and buffers a pass counts and fingerprints reports with are
// kept from one analysis to the next, rather than grown again for every unit.
var wlkPasses = sync.Pool{New: func() any { return &Pass{} }}

// wlkNewPass returns a pass over m, from wlkPasses.
func wlkNewPass(m *analysis.Model) *Pass {
	p := wlkPasses.Get().(*Pass)
	p.Model, p.findings = m, reusedFindings()
	return p
}

// wlkRecyclePass returns p to wlkPasses, without its model and findings.
func wlkRecyclePass(p *Pass) {
	if p == nil {
		return
	}
	p.Detector, p.Model, p.findings, p.bufFor = nil, nil, nil, nil
	p.seen.reset()
	p.dedup.release()
	wlkPasses.Put(p)
}

// findingBufs recycles, as *[]vigil.Finding, the slices the workers of Run collect findings in. The findings
// are copied into the result; without reuse every analysis would grow such a slice again, step by step, and
// for a unit with many findings the discarded steps weigh more than the findings themselves.
var findingBufs sync.Pool

// maxRecycledFindings bounds the slices kept for reuse: one grown by an unusually large unit is left to the
// garbage collector rather than held.
const maxRecycledFindings = 1 << 14

func reusedFindings() []vigil.Finding {
	if b, ok := findingBufs.Get().(*[]vigil.Finding); ok {
		return (*b)[:0]
	}
	return nil
}

func recycleFindings(fs []vigil.Finding) {
	if cap(fs) == 0 || cap(fs) > maxRecycledFindings {
		return
	}
	clear(fs) // drop the references to messages and related locations
	fs = fs[:0]
	findingBufs.Put(&fs)
}

// prepare computes the model parts the detectors require, once, before they run.
func prepare(m *analysis.Model, detectors []*Detector) {
	needCallGraph := false
	for _, d := range detectors {
		needCallGraph = needCallGraph || slices.Contains(d.Requires, RequireCallGraph)
	}
	defer func() { _ = recover() }() // a failure here resurfaces, attributed, in the detector that needs it
	if needCallGraph {
		m.CallGraph()
	}
}

// detectorOut is what one detector of Run produced: its findings, and a warning when it failed.
type detectorOut struct {
	findings []vigil.Finding
	warning  string
}

// runDetectors runs with p the detectors of the indexes next gives, after the pass's earlier ones, until next
// gives no more, and reports true then. Each detector's findings (appended to those before) and the warning
// when it fails go to outs. A detector that panics stops the call, which reports false, with the detector's
// findings dropped and the panic its warning: the caller calls again for the rest. One recovery is set up for
// all the detectors rather than one for each.
func runDetectors(p *Pass, detectors []*Detector, next func() int, outs []detectorOut) (done bool) {
	i, base := -1, len(p.findings)
	m := p.mark()
	defer func() {
		if done {
			return
		}
		r := recover()
		// The detector's findings are dropped, and those of the detectors before it finished, on a panic as
		// on a runtime.Goexit (which leaves r nil, and goes on once this is done).
		p.dropTo(m)
		p.finish(base, outs)
		if r == nil {
			return
		}
		d := detectors[i]
		outs[i].warning = fmt.Sprintf("detector %s failed: %v", d.ID, fmt.Errorf("panic: %v", r))
		outs[i].findings = p.findings[m.findings:m.findings:m.findings]
		slog.Debug("detector panicked", "detector", d.ID, "stack", string(debug.Stack()))
	}()
	for i = next(); i < len(detectors); i = next() {
		m = p.mark()
		if err := runOne(p, detectors[i], m); err != nil {
			outs[i].warning = fmt.Sprintf("detector %s failed: %v", detectors[i].ID, err)
		}
		if len(p.findings) > m.findings { // most detectors find nothing in a unit: outs[i] has no findings then
			p.ran = append(p.ran, ranSpan{detector: i, start: m.findings, end: len(p.findings)})
		}
		if len(p.hex)+len(p.msgs) >= maxPending {
			p.finish(base, outs)
			base = len(p.findings)
		}
	}
	p.finish(base, outs)
	return true
}

// maxPending bounds, in bytes, the fingerprints and messages kept before their findings are finished: one
// allocation for the strings of most units' findings, or a few for a large unit's, rather than one per detector,
// with the buffers, which a pass keeps from one unit to the next, kept small all the same.
const maxPending = 1 << 14

// ranSpan is where, in Pass.findings, the findings of the detector of index detector are, when it has any.
type ranSpan struct {
	detector, start, end int
}

// finish gives the findings from base on, those of the detectors run since the pass's strings were last set,
// their strings and related locations, and the entries of outs for these detectors their findings. The
// findings are given to outs only now: a slice of p.findings taken before p.findings grew would still show
// the findings without their strings.
func (p *Pass) finish(base int, outs []detectorOut) {
	p.setStrings(base)
	p.setRelated()
	for _, r := range p.ran {
		outs[r.detector].findings = p.findings[r.start:r.end:r.end]
	}
	p.ran = p.ran[:0]
}

// passMark is how far the findings of a pass and what is kept for them until they are finished (their
// fingerprints, messages and related locations) go, to drop what a detector that fails added.
type passMark struct {
	findings, hex, msgs, msgAt, related, relAt int
}

// mark returns how far the findings and what is kept for them go now.
func (p *Pass) mark() passMark {
	return passMark{findings: len(p.findings), hex: len(p.hex), msgs: len(p.msgs), msgAt: len(p.msgAt),
		related: len(p.related), relAt: len(p.relAt)}
}

// dropTo drops the findings, and what is kept for them, added since m.
func (p *Pass) dropTo(m passMark) {
	p.findings, p.hex, p.msgs, p.msgAt = p.findings[:m.findings], p.hex[:m.hex], p.msgs[:m.msgs], p.msgAt[:m.msgAt]
	clear(p.related[m.related:]) // drop the references to files and messages
	p.related, p.relAt = p.related[:m.related], p.relAt[:m.relAt]
}

// runOne runs d with p, after the pass's earlier detectors, which went as far as m: d's findings are appended
// to theirs, and dropped when d returns an error. A panic is left to the caller (runDetectors), and so is giving
// the findings their strings and related locations.
func runOne(p *Pass, d *Detector, m passMark) error {
	p.Detector = d
	p.seen.reset()
	p.dedup.reset()
	if err := d.Run(p); err != nil {
		p.dropTo(m)
		return fmt.Errorf("run: %w", err)
	}
	return nil
}

// wlkCounts counts occurrences of keys. Passes count the ranges and fingerprint inputs of their reports: a
// table of their own, open-addressed and indexed by a hash the caller gives (a fingerprint is one already),
// costs less than a map's hashing. Emptying it for the next detector touches no slot: each slot tells the
// generation its key was added in, and a slot of an earlier generation is empty.
type wlkCounts[K comparable] struct {
	keys  []K       // by slot; the size is a power of two, at least twice the keys held
	slots []wlkSlot // by slot
	gen   uint32    // the current generation, never 0 once the table is made
	n     int       // the keys held
}

// wlkSlot is what a slot of wlkCounts holds besides its key: the key's hash, its count and the generation in
// which it was added.
type wlkSlot struct {
	h   uint64
	n   int32
	gen uint32
}

// add counts one more occurrence of k, whose hash is h, and returns the count before.
func (c *wlkCounts[K]) add(k K, h uint64) int {
	if 2*(c.n+1) > len(c.keys) {
		c.grow()
	}
	mask := len(c.keys) - 1
	for i := int(h) & mask; ; i = (i + 1) & mask {
		switch s := &c.slots[i]; {
		case s.gen != c.gen:
			c.keys[i] = k
			*s = wlkSlot{h: h, n: 1, gen: c.gen}
			c.n++
			return 0
		case c.keys[i] == k:
			s.n++
			return int(s.n - 1)
		}
	}
}

// grow doubles the table, moving the keys held into it.
func (c *wlkCounts[K]) grow() {
	if c.gen == 0 {
		c.gen = 1 // the slots made below, all of generation 0, are empty
	}
	size := max(16, 2*len(c.keys))
	keys, slots := make([]K, size), make([]wlkSlot, size)
	mask := size - 1
	for i, s := range c.slots {
		if s.gen != c.gen {
			continue
		}
		j := int(s.h) & mask
		for slots[j].gen == c.gen {
			j = (j + 1) & mask
		}
		keys[j], slots[j] = c.keys[i], s
	}
	c.keys, c.slots = keys, slots
}

// reset forgets every count.
func (c *wlkCounts[K]) reset() {
	c.gen++
	if c.gen == 0 { // after 2^32 generations, the slots are emptied for real once
		clear(c.slots)
		c.gen = 1
	}
	c.n = 0
}

// release forgets every count and drops the keys, with the references they hold (to paths), for a table kept
// idle.
func (c *wlkCounts[K]) release() {
	clear(c.keys)
	c.reset()
}

// SortFindings orders findings by file, start line and column, detector and message; findings equal in all of
// these keep their order.
func SortFindings(fs []vigil.Finding) {
	// Sort positions rather than the findings themselves: a finding is a large value, and moving each one once
	// into place is much cheaper than moving them at every step of the sort.
	order, mask := findingOrder(fs, nil)
	for k := range order {
		order[k] &= mask
	}
	// Apply the permutation in place, one cycle at a time: order[k] is the position of the finding that goes
	// to k, and a position already filled is marked by order[k] == k.
	for k := range order {
		if order[k] == uint64(k) {
			continue
		}
		held := fs[k]
		j := k
		for order[j] != uint64(k) {
			next := int(order[j])
			fs[j] = fs[next]
			order[j] = uint64(j)
			j = next
		}
		fs[j] = held
		order[j] = uint64(j)
	}
}

// sortedFindings returns the findings of fs in the order SortFindings gives them, in a new slice: each finding
// is copied once, straight to its place, rather than copied to the result and then moved there. The sort keys
// are made in *scratch, which is kept for the next sort.
func sortedFindings(fs []vigil.Finding, scratch *[]uint64) []vigil.Finding {
	order, mask := findingOrder(fs, scratch)
	out := make([]vigil.Finding, len(order))
	for k, o := range order {
		out[k] = fs[o&mask]
	}
	return out
}

// findingOrder returns the positions of fs in the order SortFindings gives: order[k]&mask is the position of
// the finding that goes to k. It works in *scratch when scratch is not nil (see packedOrder).
func findingOrder(fs []vigil.Finding, scratch *[]uint64) (order []uint64, mask uint64) {
	if order, ok := packedOrder(fs, scratch); ok {
		return order, packedPosMask
	}
	// The final comparison of positions makes the order total, so the unstable sort gives the stable result.
	order = make([]uint64, len(fs))
	for i := range order {
		order[i] = uint64(i)
	}
	slices.SortFunc(order, func(a, b uint64) int {
		i, j := int(a), int(b)
		x, y := &fs[i], &fs[j]
		if x.Location.File != y.Location.File {
			return strings.Compare(x.Location.File, y.Location.File)
		}
		if c := cmp.Compare(x.Location.StartLine, y.Location.StartLine); c != 0 {
			return c
		}
		if c := cmp.Compare(x.Location.StartColumn, y.Location.StartColumn); c != 0 {
			return c
		}
		return compareTies(fs, i, j)
	})
	return order, ^uint64(0)
}

// compareTies orders the findings of positions i and j of fs, at the same place, by detector, message and
// position.
func compareTies(fs []vigil.Finding, i, j int) int {
	x, y := &fs[i], &fs[j]
	if c := strings.Compare(x.Detector, y.Detector); c != 0 {
		return c
	}
	if c := strings.Compare(x.Message, y.Message); c != 0 {
		return c
	}
	return cmp.Compare(i, j)
}

// tiedAfter reports whether the finding of packed key x, at the same place as that of y and before it in fs,
// goes after it: compareTies(fs, x's position, y's) > 0, without the call through a closure that the sort of a
// long run makes.
func tiedAfter(fs []vigil.Finding, x, y uint64) bool {
	a, b := &fs[x&packedPosMask], &fs[y&packedPosMask]
	// Tied findings come from different detectors as a rule, whose IDs differ in their first letter as often
	// as not: that letter decides without a call to compare the strings.
	if da, db := a.Detector, b.Detector; len(da) > 0 && len(db) > 0 && da[0] != db[0] {
		return da[0] > db[0]
	}
	if c := strings.Compare(a.Detector, b.Detector); c != 0 {
		return c > 0
	}
	return a.Message > b.Message // the position of x is before that of y
}

// maxKeyRuns bounds the ascending runs sortKeys merges; keys in more runs than that are sorted as a whole.
const maxKeyRuns = 64

// sortKeys sorts keys, all distinct, with buf, as long, as scratch space, and returns them sorted: in keys or in
// buf. Each detector reports its findings mostly in the order of the source, so the findings of a unit come as
// a few ascending runs of keys, one or two per detector that found something: merging the runs, two by two,
// costs less than sorting as if nothing were in order.
func sortKeys(keys, buf []uint64) []uint64 {
	var bounds [maxKeyRuns + 1]int // the starts of the runs, then the end of the last
	nb := 1
	for i := 1; i < len(keys); i++ {
		if keys[i] < keys[i-1] {
			if nb == maxKeyRuns {
				slices.Sort(keys)
				return keys
			}
			bounds[nb] = i
			nb++
		}
	}
	bounds[nb] = len(keys)
	src, dst := keys, buf
	for nb > 1 { // nb runs, from bounds[0] to bounds[nb]
		out := 0
		for r := 0; r < nb; r += 2 {
			lo := bounds[r]
			if r+1 == nb { // the odd run out, copied as it is
				copy(dst[lo:bounds[r+1]], src[lo:bounds[r+1]])
			} else {
				mergeKeys(dst[lo:bounds[r+2]], src[lo:bounds[r+1]], src[bounds[r+1]:bounds[r+2]])
			}
			bounds[out] = lo
			out++
		}
		bounds[out] = len(keys)
		nb = out
		src, dst = dst, src
	}
	return src
}

// maxBuckets bounds the buckets bucketKeys spreads keys over, and maxBucketKeys the keys of one bucket.
const (
	maxBuckets    = 256
	maxBucketKeys = 32
)

// bucketKeys sorts packed keys, all distinct and all of one file, whose lines are at most maxLine, into buf, as
// long: a bucket for each stretch of lines, about one per key (lines are 2^k to a bucket), counted, then each
// key put straight into its bucket's place, and the keys of a bucket, a few, ordered in place. That costs a few
// steps per key where merging the runs of sortKeys takes several passes over all of them. ok is false, and
// nothing is sorted, when a bucket gets too many keys (an insertion sort of them could cost more).
func bucketKeys(keys, buf []uint64, maxLine int) (sorted []uint64, ok bool) {
	n := len(keys)
	if n < 2 {
		return keys, true
	}
	bshift := 0
	for maxLine>>bshift >= min(n, maxBuckets) {
		bshift++
	}
	shift := packedColBits + packedPosBits + bshift // the file is the same for all: a key's bucket
	// counts[b+1] counts the keys of bucket b, then counts[b] becomes where the keys of bucket b go.
	var countBuf [maxBuckets + 1]uint32
	counts := countBuf[: maxLine>>bshift+2 : maxLine>>bshift+2]
	for _, k := range keys {
		counts[k>>shift+1]++
	}
	for b := 1; b < len(counts); b++ {
		if counts[b] > maxBucketKeys {
			return nil, false
		}
		counts[b] += counts[b-1]
	}
	buf = buf[:n:n]
	for _, k := range keys {
		b := k >> shift
		buf[counts[b]] = k
		counts[b]++
	}
	// The keys are in bucket order; within a bucket, in the order found. An insertion sort moves each only among
	// the keys of its bucket.
	for a := 1; a < n; a++ {
		k := buf[a]
		b := a
		for ; b > 0 && buf[b-1] > k; b-- {
			buf[b] = buf[b-1]
		}
		buf[b] = k
	}
	return buf, true
}

// mergeKeys merges the ascending keys of a and b into dst, as long as both.
func mergeKeys(dst, a, b []uint64) {
	i, j, k := 0, 0, 0
	for i < len(a) && j < len(b) {
		if a[i] < b[j] {
			dst[k] = a[i]
			i++
		} else {
			dst[k] = b[j]
			j++
		}
		k++
	}
	k += copy(dst[k:], a[i:])
	copy(dst[k:], b[j:])
}

// The bits of a packed sort key (packedOrder), from the highest: the rank of the file among the findings'
// files, the start line, the start column and the finding's position in the list.
const (
	packedFileBits  = 4
	packedLineBits  = 22
	packedColBits   = 18
	packedPosBits   = 64 - packedFileBits - packedLineBits - packedColBits
	packedPosMask   = 1<<packedPosBits - 1
	packedFileShift = 64 - packedFileBits
)

// packedOrder returns the packed keys of fs in the order SortFindings gives, when the findings' files, lines,
// columns and positions fit in them; ok is false otherwise. One key per finding, sorted as integers, orders all
// of them by place with no comparison function to call; only findings at the same place (a few, from different
// detectors) are then ordered by detector and message. The low packedPosBits bits of a key are the finding's
// position. The keys, and the space sortKeys merges them through, are made in *scratch when scratch is not nil:
// it is grown as needed and kept, up to a bound.
func packedOrder(fs []vigil.Finding, scratch *[]uint64) (keys []uint64, ok bool) {
	if len(fs) >= 1<<packedPosBits {
		return nil, false
	}
	// One slice for the keys and the space sortKeys merges them through.
	var both []uint64
	if scratch != nil && cap(*scratch) >= 2*len(fs) {
		both = (*scratch)[:2*len(fs)]
	} else {
		both = make([]uint64, 2*len(fs))
		if scratch != nil && len(fs) <= maxRecycledFindings {
			*scratch = both
		}
	}
	keys = both[:len(fs)]
	// The findings of one analysis come from a few files, each file's in a row as a rule: a short list, looked
	// through when the file changes, numbers them in the order they come. The numbers become ranks below.
	var fileBuf [1 << packedFileBits]string
	files := fileBuf[:0]
	var last string
	file := uint64(0)
	maxLine := 0
	for i := range fs {
		l := &fs[i].Location
		if uint(l.StartLine) >= 1<<packedLineBits || uint(l.StartColumn) >= 1<<packedColBits {
			return nil, false
		}
		// The same path as the finding before, as a rule, and the same string: when its bytes are at the same
		// place, it is the same path without comparing them.
		if i == 0 || unsafe.StringData(l.File) != unsafe.StringData(last) || len(l.File) != len(last) {
			k := slices.Index(files, l.File)
			if k < 0 {
				if len(files) == 1<<packedFileBits {
					// A unit of many files (a project, a corpus): their ranks take the bits the lines and
					// columns leave.
					return packedOrderMany(fs, keys, both[len(fs):])
				}
				k = len(files)
				files = append(files, l.File)
			}
			last, file = l.File, uint64(k)
		}
		maxLine = max(maxLine, l.StartLine)
		keys[i] = file<<packedFileShift | uint64(l.StartLine)<<(packedColBits+packedPosBits) |
			uint64(l.StartColumn)<<packedPosBits | uint64(i)
	}
	if len(files) > 1 {
		// The files' numbers, in the order met, become their ranks in the order of their paths.
		var rank [1 << packedFileBits]uint64
		var sortedBuf [1 << packedFileBits]string
		sorted := append(sortedBuf[:0], files...)
		slices.Sort(sorted)
		for k, f := range files {
			rank[k] = uint64(slices.Index(sorted, f))
		}
		for i, key := range keys {
			keys[i] = key&(1<<packedFileShift-1) | rank[key>>packedFileShift]<<packedFileShift
		}
	}
	// The findings of one file, as a rule, are spread over its lines in buckets; those of several, or too
	// many on a few lines, are merged.
	bucketed := false
	if len(files) == 1 {
		var sorted []uint64
		if sorted, bucketed = bucketKeys(keys, both[len(fs):], maxLine); bucketed {
			keys = sorted
		}
	}
	if !bucketed {
		keys = sortKeys(keys, both[len(fs):])
	}
	orderTies(fs, keys)
	return keys, true
}

// packedOrderMany is packedOrder for findings in more files than packedFileBits can number: the files' ranks,
// the lines and the columns share the bits above the position, each given as many as its largest value needs.
// ok is false when they do not fit.
func packedOrderMany(fs []vigil.Finding, keys, buf []uint64) ([]uint64, bool) {
	number := map[string]uint64{}
	var files []string
	maxLine, maxCol := 0, 0
	for i := range fs {
		l := &fs[i].Location
		if l.StartLine < 0 || l.StartColumn < 0 {
			return nil, false
		}
		if _, ok := number[l.File]; !ok {
			number[l.File] = uint64(len(files))
			files = append(files, l.File)
		}
		maxLine, maxCol = max(maxLine, l.StartLine), max(maxCol, l.StartColumn)
	}
	lineBits, colBits := bits.Len(uint(maxLine)), bits.Len(uint(maxCol))
	if bits.Len(uint(len(files)-1))+lineBits+colBits > 64-packedPosBits {
		return nil, false
	}
	sorted := slices.Clone(files)
	slices.Sort(sorted)
	rank := make([]uint64, len(files))
	for r, f := range sorted {
		rank[number[f]] = uint64(r)
	}
	for i := range fs {
		l := &fs[i].Location
		place := (rank[number[l.File]]<<lineBits|uint64(l.StartLine))<<colBits | uint64(l.StartColumn)
		keys[i] = place<<packedPosBits | uint64(i)
	}
	keys = sortKeys(keys, buf)
	orderTies(fs, keys)
	return keys, true
}

// orderTies orders the keys of findings at the same place, in the order of their positions after the sort, by
// detector and message. Only the positions of such keys are moved: the place they share stays.
func orderTies(fs []vigil.Finding, keys []uint64) {
	tie := func(a, b uint64) int { return compareTies(fs, int(a&packedPosMask), int(b&packedPosMask)) }
	for lo := 0; lo+1 < len(keys); lo++ {
		if keys[lo]>>packedPosBits != keys[lo+1]>>packedPosBits {
			continue // most places hold one finding
		}
		hi := lo + 2
		for hi < len(keys) && keys[hi]>>packedPosBits == keys[lo]>>packedPosBits {
			hi++
		}
		if run := keys[lo:hi]; len(run) > 16 {
			slices.SortFunc(run, tie)
		} else {
			// Most places hold two or three findings: an insertion sort, with no sort to set up.
			for a := 1; a < len(run); a++ {
				for b := a; b > 0 && tiedAfter(fs, run[b-1], run[b]); b-- {
					run[b-1], run[b] = run[b], run[b-1]
				}
			}
		}
		lo = hi - 1
	}
}
