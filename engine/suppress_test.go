package engine

import (
	"slices"
	"strings"
	"testing"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/solidity"
)

func TestParseDirective(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		ok   bool
		kind directiveKind
		ids  []string
	}{
		{"// vigil-disable-next-line reentrancy-eth", true, disableNextLine, []string{"reentrancy-eth"}},
		{"//vigil-disable-line tx-origin", true, disableLine, []string{"tx-origin"}},
		{"/// vigil-disable-line a, b", true, disableLine, []string{"a", "b"}},
		{"// vigil-disable-line a,b c", true, disableLine, []string{"a", "b", "c"}},
		{"/* vigil-disable-line unchecked-send */", true, disableLine, []string{"unchecked-send"}},
		{"/** vigil-disable-start a\n * b */", true, disableStart, []string{"a", "b"}},
		{"// vigil-disable-end", true, disableEnd, nil},
		{"// vigil-disable-line", true, disableLine, nil},
		{"// vigil-disable-line Reentrancy-ETH", true, disableLine, []string{"reentrancy-eth"}},
		{"// vigil-disable-line tx-origin -- only logged, never trusted", true, disableLine, []string{"tx-origin"}},
		{"// vigil-disable-line -- reviewed", true, disableLine, nil},
		{"vigil-disable-next-line a", true, disableNextLine, []string{"a"}}, // text without markers
		{"// vigil-disable-nextline a", false, 0, nil},
		{"// vigil-disable-line-ish a", false, 0, nil},
		{"// see vigil-disable-line in the docs", false, 0, nil},
		{"// ordinary comment", false, 0, nil},
		{"", false, 0, nil},
		{"/*", false, 0, nil},
		{"//", false, 0, nil},
	}
	for _, tt := range tests {
		d, ok := parseDirective(tt.text)
		if ok != tt.ok {
			t.Errorf("parseDirective(%q) ok = %v, want %v", tt.text, ok, tt.ok)
			continue
		}
		if !ok {
			continue
		}
		if d.kind != tt.kind || !slices.Equal(d.ids, tt.ids) {
			t.Errorf("parseDirective(%q) = %v %q, want %v %q", tt.text, d.kind, d.ids, tt.kind, tt.ids)
		}
	}
}

// comment builds a comment spanning lines first..last.
func comment(first, last int, text string) solidity.Comment {
	return solidity.Comment{
		Range: solidity.Range{Start: solidity.Position{Line: first, Column: 1}, End: solidity.Position{Line: last, Column: 10}},
		Text:  text,
	}
}

func TestSuppress(t *testing.T) {
	t.Parallel()
	const file = "contracts/A.sol"
	tests := []struct {
		name     string
		comments []solidity.Comment
		detector string
		line     int
		want     bool
	}{
		{"no comments", nil, "a", 5, false},
		{"next line", []solidity.Comment{comment(4, 4, "// vigil-disable-next-line a")}, "a", 5, true},
		{"next line, other detector", []solidity.Comment{comment(4, 4, "// vigil-disable-next-line b")}, "a", 5, false},
		{"next line, two lines down", []solidity.Comment{comment(3, 3, "// vigil-disable-next-line a")}, "a", 5, false},
		{"next line, list", []solidity.Comment{comment(4, 4, "// vigil-disable-next-line b, a")}, "a", 5, true},
		{"next line, all", []solidity.Comment{comment(4, 4, "// vigil-disable-next-line")}, "a", 5, true},
		{"next line after block comment", []solidity.Comment{comment(2, 4, "/* vigil-disable-next-line a\n   reviewed */")}, "a", 5, true},
		{"same line", []solidity.Comment{comment(5, 5, "// vigil-disable-line a")}, "a", 5, true},
		{"same line, case", []solidity.Comment{comment(5, 5, "// vigil-disable-line A")}, "a", 5, true},
		{"same line block", []solidity.Comment{comment(5, 5, "/* vigil-disable-line a */")}, "a", 5, true},
		{"line directive on previous line", []solidity.Comment{comment(4, 4, "// vigil-disable-line a")}, "a", 5, false},
		{"region", []solidity.Comment{comment(2, 2, "// vigil-disable-start a"), comment(9, 9, "// vigil-disable-end a")}, "a", 5, true},
		{"region, other detector", []solidity.Comment{comment(2, 2, "// vigil-disable-start b"), comment(9, 9, "// vigil-disable-end b")}, "a", 5, false},
		{"region ended before", []solidity.Comment{comment(2, 2, "// vigil-disable-start a"), comment(4, 4, "// vigil-disable-end a")}, "a", 5, false},
		{"region starts after", []solidity.Comment{comment(6, 6, "// vigil-disable-start a")}, "a", 5, false},
		{"region never closed", []solidity.Comment{comment(2, 2, "// vigil-disable-start a")}, "a", 500, true},
		{"region all detectors", []solidity.Comment{comment(2, 2, "// vigil-disable-start"), comment(9, 9, "// vigil-disable-end")}, "a", 5, true},
		{"bare end closes named regions", []solidity.Comment{comment(2, 2, "// vigil-disable-start a"), comment(4, 4, "// vigil-disable-end")}, "a", 5, false},
		{"named end leaves others open", []solidity.Comment{comment(2, 2, "// vigil-disable-start a b"), comment(4, 4, "// vigil-disable-end b")}, "a", 5, true},
		{"end of other id does not close", []solidity.Comment{comment(2, 2, "// vigil-disable-start a"), comment(4, 4, "// vigil-disable-end b")}, "a", 5, true},
		{"end without start ignored", []solidity.Comment{comment(2, 2, "// vigil-disable-end a")}, "a", 5, false},
		{"region reopened", []solidity.Comment{
			comment(1, 1, "// vigil-disable-start a"), comment(2, 2, "// vigil-disable-end a"),
			comment(7, 7, "// vigil-disable-start a"), comment(9, 9, "// vigil-disable-end a"),
		}, "a", 8, true},
		{"gap between regions", []solidity.Comment{
			comment(1, 1, "// vigil-disable-start a"), comment(2, 2, "// vigil-disable-end a"),
			comment(7, 7, "// vigil-disable-start a"), comment(9, 9, "// vigil-disable-end a"),
		}, "a", 5, false},
		{"prose mention", []solidity.Comment{comment(4, 4, "// do not add vigil-disable-next-line a here")}, "a", 5, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			findings := []vigil.Finding{{Detector: tt.detector, Location: vigil.Location{File: file, StartLine: tt.line, EndLine: tt.line}}}
			Suppress(findings, map[string][]solidity.Comment{file: tt.comments})
			if findings[0].Suppressed != tt.want {
				t.Errorf("Suppressed = %v, want %v", findings[0].Suppressed, tt.want)
			}
		})
	}
}

// TestSuppressMultiLine checks that a directive covers a finding of several lines on its first or last line
// only: a missing access check runs from the function's header (line 5 here) to the statement it leaves open.
func TestSuppressMultiLine(t *testing.T) {
	t.Parallel()
	const file = "contracts/A.sol"
	tests := []struct {
		name    string
		comment solidity.Comment
		want    bool
	}{
		{"next line, first line", comment(4, 4, "// vigil-disable-next-line a"), true},
		{"next line, last line", comment(8, 8, "// vigil-disable-next-line a"), true},
		{"same line, last line", comment(9, 9, "// vigil-disable-line a"), true},
		{"next line, middle line", comment(6, 6, "// vigil-disable-next-line a"), false},
		{"next line, the statement at fault", comment(7, 7, "// vigil-disable-next-line a"), true},
		{"same line, the statement at fault", comment(8, 8, "// vigil-disable-line a"), true},
		{"same line, after the last", comment(10, 10, "// vigil-disable-line a"), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			findings := []vigil.Finding{{Detector: "a", Location: vigil.Location{File: file, StartLine: 5, EndLine: 9}, Line: 8}}
			Suppress(findings, map[string][]solidity.Comment{file: {tt.comment}})
			if findings[0].Suppressed != tt.want {
				t.Errorf("Suppressed = %v, want %v", findings[0].Suppressed, tt.want)
			}
		})
	}
}

func TestSuppressKeepsFindingsAndFiles(t *testing.T) {
	t.Parallel()
	comments := map[string][]solidity.Comment{
		"a.sol": {comment(4, 4, "// vigil-disable-next-line x")},
	}
	findings := []vigil.Finding{
		{Detector: "x", Location: vigil.Location{File: "a.sol", StartLine: 5}},
		{Detector: "x", Location: vigil.Location{File: "b.sol", StartLine: 5}}, // other file: same line, no comment
		{Detector: "y", Location: vigil.Location{File: "b.sol", StartLine: 1}, Suppressed: true},
	}
	Suppress(findings, comments)
	if len(findings) != 3 {
		t.Fatalf("Suppress changed the number of findings to %d", len(findings))
	}
	got := []bool{findings[0].Suppressed, findings[1].Suppressed, findings[2].Suppressed}
	if want := []bool{true, false, true}; !slices.Equal(got, want) {
		t.Errorf("suppressed = %v, want %v", got, want)
	}
}

func BenchmarkSuppress(b *testing.B) {
	var comments []solidity.Comment
	for i := range 2000 {
		text := "// an ordinary comment explaining the code below it"
		if i%50 == 0 {
			text = "// vigil-disable-next-line reentrancy-eth, tx-origin"
		}
		comments = append(comments, comment(i*5, i*5, text))
	}
	findings := make([]vigil.Finding, 500)
	for i := range findings {
		findings[i] = vigil.Finding{Detector: "tx-origin", Location: vigil.Location{File: "f.sol", StartLine: i * 20}}
	}
	byFile := map[string][]solidity.Comment{"f.sol": comments}
	b.ReportAllocs()
	for b.Loop() {
		for i := range findings {
			findings[i].Suppressed = false
		}
		Suppress(findings, byFile)
	}
}

func FuzzParseDirective(f *testing.F) {
	for _, s := range []string{
		"// vigil-disable-next-line reentrancy-eth, tx-origin", "/* vigil-disable-line a */", "/**/", "//", "/*",
		"// vigil-disable-start", "// vigil-disable-end a -- reason", "vigil-disable-", "/* vigil-disable-line\n * a,\n * b */",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		d, ok := parseDirective(text)
		if !ok {
			if d.kind != 0 || d.ids != nil {
				t.Fatalf("rejected directive has content: %+v", d)
			}
			return
		}
		if d.kind < disableNextLine || d.kind > disableEnd {
			t.Fatalf("kind %d out of range", d.kind)
		}
		for _, id := range d.ids {
			if id == "" || strings.ContainsAny(id, ", \t\r\n*") || id != strings.ToLower(id) {
				t.Fatalf("bad id %q from %q", id, text)
			}
		}
		// The same comment applied to a finding never panics.
		findings := []vigil.Finding{{Detector: "a", Location: vigil.Location{File: "f", StartLine: 2}}}
		Suppress(findings, map[string][]solidity.Comment{"f": {comment(1, 1, text)}})
	})
}

// TestSuppressWithParsedComments checks suppression against the comments and ranges the parser really produces.
func TestSuppressWithParsedComments(t *testing.T) {
	t.Parallel()
	src := `pragma solidity ^0.8.0;
contract C {
    function f(address a) external {
        // vigil-disable-next-line low-level-call
        a.call("");
        a.call(""); /* vigil-disable-line low-level-call */
        a.call("");
        // vigil-disable-start tx-origin, low-level-call
        require(tx.origin == a);
        a.call("");
        // vigil-disable-end low-level-call
        a.call("");
        require(tx.origin == a);
        /* vigil-disable-next-line
           low-level-call -- a multi-line block comment */
        a.call("");
    }
}
`
	file := solidity.Parse("C.sol", []byte(src))
	if len(file.Errors) > 0 {
		t.Fatalf("test contract does not parse: %v", file.Errors)
	}
	tests := []struct {
		detector string
		line     int
		want     bool
	}{
		{"low-level-call", 5, true},
		{"low-level-call", 6, true},
		{"low-level-call", 7, false},
		{"tx-origin", 9, true},
		{"low-level-call", 10, true},
		{"low-level-call", 12, false},
		{"tx-origin", 13, true}, // its region is never closed
		{"low-level-call", 16, true},
		{"reentrancy-eth", 5, false},
	}
	var findings []vigil.Finding
	for _, tt := range tests {
		findings = append(findings, vigil.Finding{Detector: tt.detector, Location: vigil.Location{File: "C.sol", StartLine: tt.line, StartColumn: 9}})
	}
	Suppress(findings, map[string][]solidity.Comment{"C.sol": file.Comments})
	for i, tt := range tests {
		if findings[i].Suppressed != tt.want {
			t.Errorf("%s on line %d: suppressed = %v, want %v", tt.detector, tt.line, findings[i].Suppressed, tt.want)
		}
	}
}

// TestMayBeDirective checks that the quick test lets through every comment parseDirective finds a directive in,
// for texts made of the bytes parseDirective trims, others and a directive.
func TestMayBeDirective(t *testing.T) {
	pieces := []string{" ", "\t", "\n", "/", "*", "//", "/*", "*/", "\u00a0", "\u0085", "\u2028", "x", "v", "-",
		"vigil-disable-line", "vigil-disable-next-line a", "vigil-disable-end", "vigil-disable-start x -- why"}
	var gen func(text string, depth int)
	found := 0
	gen = func(text string, depth int) {
		if _, ok := parseDirective(text); ok {
			found++
			if !mayBeDirective(text) {
				t.Fatalf("mayBeDirective(%q) = false, but parseDirective finds a directive", text)
			}
		}
		if depth == 0 {
			return
		}
		for _, p := range pieces {
			gen(text+p, depth-1)
		}
	}
	gen("", 4)
	if found == 0 {
		t.Fatal("no directive among the texts")
	}
}

// TestSuppressFilesSamePath checks that, of two sources with the same path, the last one's comments decide, as
// in the map of comments by path that Suppress is given.
func TestSuppressFilesSamePath(t *testing.T) {
	t.Parallel()
	directive := &solidity.File{Comments: []solidity.Comment{comment(1, 1, "// vigil-disable-next-line tx-origin")}}
	prose := &solidity.File{Comments: []solidity.Comment{comment(1, 1, "// prose")}}
	sources := []Source{{Path: "a.sol"}, {Path: "a.sol"}}
	for _, tt := range []struct {
		files []*solidity.File
		want  bool
	}{
		{[]*solidity.File{directive, prose}, false},
		{[]*solidity.File{prose, directive}, true},
		{[]*solidity.File{directive, directive}, true},
	} {
		findings := []vigil.Finding{{Detector: "tx-origin", Location: vigil.Location{File: "a.sol", StartLine: 2}}}
		suppressFiles(findings, sources, tt.files)
		byMap := []vigil.Finding{{Detector: "tx-origin", Location: vigil.Location{File: "a.sol", StartLine: 2}}}
		Suppress(byMap, map[string][]solidity.Comment{"a.sol": tt.files[1].Comments})
		if findings[0].Suppressed != tt.want || byMap[0].Suppressed != tt.want {
			t.Errorf("suppressed = %v (files) and %v (map), want %v", findings[0].Suppressed, byMap[0].Suppressed, tt.want)
		}
	}
}
