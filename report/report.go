// Package report renders an analysis result for people and tools: the CLI's JSON (the finding shape of
// docs/engine.md), SARIF 2.1.0 for code scanning services, and plain or coloured text for a terminal.
//
// Every renderer lists findings in the same stable order (file, line, column, detector), whatever order the
// engine produced them in, so that two runs over the same code give byte-identical reports. Renderers never
// change the result they are given.
package report

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/engine"
)

// Rule is the metadata a renderer shows about one detector: what it looks for, how the bug is exploited and how
// to fix it. The detector package supplies one per detector; report does not depend on it.
type Rule struct {
	// ID is the detector's stable kebab-case id, as in Finding.Detector.
	ID string
	// Title is a one-line summary.
	Title string
	// Description says what the detector finds and why it matters.
	Description string
	// Exploit is a short attack scenario; it may be empty for informational detectors.
	Exploit string
	// Recommendation says how to fix the code.
	Recommendation string
	// Severity and Confidence are the detector's defaults.
	Severity   vigil.Severity
	Confidence vigil.Confidence
	// SWC and CWE are identifiers such as "SWC-107" and "CWE-841"; empty where none fits.
	SWC string
	CWE string
	// HelpURI links to the detector's documentation; empty when there is none.
	HelpURI string
}

// jsonReport is the CLI's JSON document.
type jsonReport struct {
	Findings []vigil.Finding      `json:"findings"`
	Errors   []engine.SyntaxError `json:"errors"`
	Warnings []string             `json:"warnings,omitempty"`
}

// JSON writes res as the CLI's JSON document: {"findings": [...], "errors": [...], "warnings": [...]} with
// findings in stable order, suppressed ones included (marked "suppressed": true), and empty lists written as []
// rather than null. Warnings are left out when there are none.
func JSON(w io.Writer, res *engine.Result) error {
	if res == nil {
		res = &engine.Result{}
	}
	doc := jsonReport{
		Findings: sortedFindings(res.Findings),
		Errors:   sortedErrors(res.Errors),
		Warnings: res.Warnings,
	}
	for i := range doc.Findings {
		if doc.Findings[i].Related == nil {
			doc.Findings[i].Related = []vigil.RelatedLocation{}
		}
	}
	if err := writeJSON(w, doc); err != nil {
		return fmt.Errorf("write JSON report: %w", err)
	}
	return nil
}

// writeJSON writes v as a json.Encoder set to indent by two spaces and not to escape HTML would. It encodes v
// compactly, then indents into a buffer sized once (w itself when it is a buffer): the encoder's own indenting,
// or a buffer grown step by step, copies a large report many times over.
func writeJSON(w io.Writer, v any) error {
	var compact bytes.Buffer
	enc := json.NewEncoder(&compact)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	dst, direct := w.(*bytes.Buffer)
	if !direct {
		dst = new(bytes.Buffer)
	}
	// Indenting adds a line break and two spaces a level to each value: twice the compact text holds it.
	start := dst.Len()
	dst.Grow(2 * compact.Len())
	if err := json.Indent(dst, compact.Bytes(), "", "  "); err != nil {
		dst.Truncate(start)
		return err
	}
	if direct {
		return nil
	}
	_, err := w.Write(dst.Bytes())
	return err
}

// compareFindings orders findings by file, line, column and detector, then by the rest of the location and the
// message so that the order is total.
func compareFindings(a, b *vigil.Finding) int {
	// Compared one key at a time: most pairs differ in the first keys, and the message is long.
	if c := strings.Compare(a.Location.File, b.Location.File); c != 0 {
		return c
	}
	if c := cmp.Compare(a.Location.StartLine, b.Location.StartLine); c != 0 {
		return c
	}
	if c := cmp.Compare(a.Location.StartColumn, b.Location.StartColumn); c != 0 {
		return c
	}
	if c := strings.Compare(a.Detector, b.Detector); c != 0 {
		return c
	}
	if c := cmp.Compare(a.Location.EndLine, b.Location.EndLine); c != 0 {
		return c
	}
	if c := cmp.Compare(a.Location.EndColumn, b.Location.EndColumn); c != 0 {
		return c
	}
	if c := strings.Compare(a.Message, b.Message); c != 0 {
		return c
	}
	return strings.Compare(a.Fingerprint, b.Fingerprint)
}

// sortedFindings returns a sorted copy of findings, never nil.
func sortedFindings(findings []vigil.Finding) []vigil.Finding {
	return sortedCopy(findings, func(*vigil.Finding) bool { return true }, compareFindings)
}

// sortedCopy returns the findings that keep selects, ordered by compare and, where it finds them equal, by
// their order in findings; never nil. A finding is a large value: the sort moves positions, and each chosen
// finding is copied once.
func sortedCopy(findings []vigil.Finding, keep func(*vigil.Finding) bool, compare func(a, b *vigil.Finding) int) []vigil.Finding {
	order := make([]int, 0, len(findings))
	for i := range findings {
		if keep(&findings[i]) {
			order = append(order, i)
		}
	}
	slices.SortFunc(order, func(i, j int) int {
		if c := compare(&findings[i], &findings[j]); c != 0 {
			return c
		}
		return cmp.Compare(i, j)
	})
	out := make([]vigil.Finding, len(order))
	for k, i := range order {
		out[k] = findings[i]
	}
	return out
}

// sortedErrors returns a copy of errs ordered by file, line and column, never nil.
func sortedErrors(errs []engine.SyntaxError) []engine.SyntaxError {
	out := make([]engine.SyntaxError, len(errs))
	copy(out, errs)
	slices.SortStableFunc(out, func(a, b engine.SyntaxError) int {
		return cmp.Or(cmp.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line), cmp.Compare(a.Column, b.Column))
	})
	return out
}
