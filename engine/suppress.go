package engine

import (
	"strings"
	"unicode/utf8"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/solidity"
)

// Inline suppression.
//
// A comment that starts with a vigil-disable directive silences findings without removing them: the finding stays
// in the result with Suppressed set, so JSON and SARIF still show it (as suppressed), and it no longer fails a build.
//
//	// vigil-disable-next-line ID[, ID]   the line after the comment
//	// vigil-disable-line ID[, ID]        the comment's own line(s)
//	// vigil-disable-start ID[, ID]       from the comment's line ...
//	// vigil-disable-end ID[, ID]         ... to this comment's line
//
// Rules:
//   - Both // and /* */ comments work; the directive must be the first word of the comment.
//   - IDs are separated by commas and/or spaces and compared case-insensitively. Text after " -- " is a reason for
//     people and is ignored: `// vigil-disable-line tx-origin -- only used for logging`.
//   - No ID at all means every detector.
//   - A finding is on the line where its location starts.
//   - A -start region without a matching -end runs to the end of the file. `vigil-disable-end ID` closes the
//     region opened for ID; a bare `vigil-disable-end` closes every open region. An -end with nothing open is
//     ignored.
//   - An ID that no detector has simply matches nothing.

// directiveKind is which of the four vigil-disable directives a comment holds.
type directiveKind int

const (
	disableNextLine directiveKind = iota + 1
	disableLine
	disableStart
	disableEnd
)

// directivePrefix starts every suppression directive.
const directivePrefix = "vigil-disable-"

// directive is one parsed vigil-disable comment.
type directive struct {
	kind directiveKind
	// ids are the lower-cased detector IDs named; empty means all detectors.
	ids []string
}

// parseDirective reads a comment's text (with or without its // or /* */ markers) and reports whether it is a
// suppression directive.
func parseDirective(text string) (directive, bool) {
	t := strings.TrimSpace(text)
	switch {
	case strings.HasPrefix(t, "//"):
		t = strings.TrimLeft(t, "/")
	case strings.HasPrefix(t, "/*"):
		t = strings.TrimSuffix(t[2:], "*/")
		t = strings.TrimLeft(t, "*")
	}
	t = strings.TrimSpace(t)
	if !strings.HasPrefix(t, directivePrefix) {
		return directive{}, false
	}
	t = t[len(directivePrefix):]
	word, rest := t, ""
	if i := strings.IndexAny(t, " \t\r\n,"); i >= 0 {
		word, rest = t[:i], t[i:]
	}
	var d directive
	switch word {
	case "next-line":
		d.kind = disableNextLine
	case "line":
		d.kind = disableLine
	case "start":
		d.kind = disableStart
	case "end":
		d.kind = disableEnd
	default:
		return directive{}, false
	}
	if i := strings.Index(rest, " --"); i >= 0 {
		rest = rest[:i]
	}
	for _, f := range strings.FieldsFunc(rest, func(r rune) bool {
		return r == ',' || r == ' ' || r == '\t' || r == '\r' || r == '\n' || r == '*'
	}) {
		d.ids = append(d.ids, strings.ToLower(f))
	}
	return d, true
}

// mayBeDirective reports whether parseDirective may find a directive in a comment's text: whether the text's
// first byte that is not an ASCII space, a slash or a star starts directivePrefix, or is not ASCII (it may start
// a Unicode space, which parseDirective trims too). Only the comment's first bytes are read, where a search for
// the prefix would read all of it.
func mayBeDirective(text string) bool {
	// The bytes skipped are all below 64: one test of a bit of a mask rather than a comparison with each.
	const skipped = 1<<' ' | 1<<'\t' | 1<<'\n' | 1<<'\v' | 1<<'\f' | 1<<'\r' | 1<<'/' | 1<<'*'
	i := 0
	if strings.HasPrefix(text, "// ") { // most comments: three bytes skipped at once
		i = 3
	}
	for ; i < len(text); i++ {
		if c := text[i]; c >= 64 || uint64(1)<<c&skipped == 0 {
			return c == directivePrefix[0] || c >= utf8.RuneSelf
		}
	}
	return false
}

// lineRule silences the detectors in ids (all when ids is empty) on lines from..to inclusive.
type lineRule struct {
	from, to int
	ids      []string
}

// matches reports whether the rule silences detector id on line.
func (r lineRule) matches(id string, line int) bool {
	if line < r.from || line > r.to {
		return false
	}
	if len(r.ids) == 0 {
		return true
	}
	for _, x := range r.ids {
		if x == id {
			return true
		}
	}
	return false
}

// allDetectors keys a -start region opened without IDs.
const allDetectors = "*"

// fileRules turns one file's comments (in source order) into line rules.
func fileRules(comments []solidity.Comment) []lineRule {
	var rules []lineRule
	// open maps an ID (or allDetectors) to the line its region started on.
	var open map[string]int
	closeRegion := func(key string, endLine int) {
		start := open[key]
		delete(open, key)
		r := lineRule{from: start, to: endLine}
		if key != allDetectors {
			r.ids = []string{key}
		}
		rules = append(rules, r)
	}
	for i := range comments {
		// A cheap test first: most comments are prose. The comment is not copied for it: a comment is large.
		c := &comments[i]
		if !mayBeDirective(c.Text) {
			continue
		}
		d, ok := parseDirective(c.Text)
		if !ok {
			continue
		}
		first, last := c.Range.Start.Line, c.Range.End.Line
		if last < first {
			last = first
		}
		switch d.kind {
		case disableLine:
			rules = append(rules, lineRule{from: first, to: last, ids: d.ids})
		case disableNextLine:
			rules = append(rules, lineRule{from: last + 1, to: last + 1, ids: d.ids})
		case disableStart:
			if open == nil {
				open = map[string]int{}
			}
			keys := d.ids
			if len(keys) == 0 {
				keys = []string{allDetectors}
			}
			for _, k := range keys {
				if _, already := open[k]; !already {
					open[k] = first
				}
			}
		case disableEnd:
			if len(d.ids) == 0 {
				for k := range open {
					closeRegion(k, last)
				}
				continue
			}
			for _, k := range d.ids {
				if _, ok := open[k]; ok {
					closeRegion(k, last)
				}
			}
		}
	}
	for k := range open {
		closeRegion(k, int(^uint(0)>>1))
	}
	return rules
}

// Suppress marks, in place, every finding that a vigil-disable comment covers (see the rules above) with
// Suppressed = true. comments maps a file path, as used in Finding.Location.File, to that file's comments in
// source order. Findings already suppressed stay so; nothing is removed.
func Suppress(findings []vigil.Finding, comments map[string][]solidity.Comment) {
	if len(findings) == 0 || len(comments) == 0 {
		return
	}
	// The rules of every file first: most units have none, and then no finding needs to be looked at.
	var rulesByFile map[string][]lineRule
	for path, cs := range comments {
		if rules := fileRules(cs); len(rules) > 0 {
			if rulesByFile == nil {
				rulesByFile = make(map[string][]lineRule, len(comments))
			}
			rulesByFile[path] = rules
		}
	}
	applyRules(findings, rulesByFile)
}

// suppressFiles is Suppress with the comments of files, parsed from sources, without a map of them made first:
// most units have no directive, and then no map at all is made.
func suppressFiles(findings []vigil.Finding, sources []Source, files []*solidity.File) {
	var rulesByFile map[string][]lineRule
	for i, f := range files {
		path := sources[i].Path
		if rules := fileRules(f.Comments); len(rules) > 0 {
			if rulesByFile == nil {
				rulesByFile = make(map[string][]lineRule, len(files))
			}
			rulesByFile[path] = rules
		} else if rulesByFile != nil {
			delete(rulesByFile, path) // the last file of a path has the say, as in the map Suppress is given
		}
	}
	applyRules(findings, rulesByFile)
}

// applyRules marks the findings that the rules of their files cover as suppressed.
func applyRules(findings []vigil.Finding, rulesByFile map[string][]lineRule) {
	if rulesByFile == nil {
		return
	}
	// Findings come grouped by file: the last file's rules answer most of them without a lookup.
	var lastFile string
	var lastRules []lineRule
	for i := range findings {
		f := &findings[i]
		if f.Suppressed {
			continue
		}
		rules := lastRules
		if i == 0 || f.Location.File != lastFile {
			rules = rulesByFile[f.Location.File]
			lastFile, lastRules = f.Location.File, rules
		}
		if len(rules) == 0 {
			continue
		}
		id := strings.ToLower(f.Detector)
		// A finding is covered by a directive on its first or its last line, or on the line of the statement at
		// fault: a finding that runs from a function's header down to the statement an access check is missing
		// for is suppressed above either, and a random draw spanning the statements that make and carry it above
		// the draw too.
		start, end, line := f.Location.StartLine, f.Location.EndLine, f.Line
		for _, r := range rules {
			if r.matches(id, start) || (end > start && r.matches(id, end)) || (start < line && line < end && r.matches(id, line)) {
				f.Suppressed = true
				break
			}
		}
	}
}
