// Package report renders an analysis result for people and tools: the CLI's JSON (the finding shape of
// docs/engine.md), SARIF 2.1.0 for code scanning services, and plain or coloured text for a terminal.
//
// Every renderer lists findings in the same stable order (file, line, column, detector), whatever order the
// engine produced them in, so that two runs over the same code give byte-identical reports. Renderers never
// change the result they are given.
package report

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"slices"

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
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(doc); err != nil {
		return fmt.Errorf("write JSON report: %w", err)
	}
	return nil
}

// compareFindings orders findings by file, line, column and detector, then by the rest of the location and the
// message so that the order is total.
func compareFindings(a, b vigil.Finding) int {
	return cmp.Or(
		cmp.Compare(a.Location.File, b.Location.File),
		cmp.Compare(a.Location.StartLine, b.Location.StartLine),
		cmp.Compare(a.Location.StartColumn, b.Location.StartColumn),
		cmp.Compare(a.Detector, b.Detector),
		cmp.Compare(a.Location.EndLine, b.Location.EndLine),
		cmp.Compare(a.Location.EndColumn, b.Location.EndColumn),
		cmp.Compare(a.Message, b.Message),
		cmp.Compare(a.Fingerprint, b.Fingerprint),
	)
}

// sortedFindings returns a sorted copy of findings, never nil.
func sortedFindings(findings []vigil.Finding) []vigil.Finding {
	out := make([]vigil.Finding, len(findings))
	copy(out, findings)
	slices.SortStableFunc(out, compareFindings)
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
