package vigil

import (
	"fmt"
	"strings"
)

// Severity is how much harm a finding can do, from critical down to informational.
type Severity string

// The severities, most severe first.
const (
	SeverityCritical      Severity = "critical"
	SeverityHigh          Severity = "high"
	SeverityMedium        Severity = "medium"
	SeverityLow           Severity = "low"
	SeverityInformational Severity = "informational"
)

// Severities lists every severity, most severe first.
var Severities = []Severity{SeverityCritical, SeverityHigh, SeverityMedium, SeverityLow, SeverityInformational}

// Rank orders severities: critical is 5, informational 1, anything unknown 0.
func (s Severity) Rank() int {
	switch s {
	case SeverityCritical:
		return 5
	case SeverityHigh:
		return 4
	case SeverityMedium:
		return 3
	case SeverityLow:
		return 2
	case SeverityInformational:
		return 1
	}
	return 0
}

// Valid reports whether s is one of the known severities.
func (s Severity) Valid() bool { return s.Rank() > 0 }

// ParseSeverity reads a severity name, case-insensitively ("info" is accepted for informational).
func ParseSeverity(text string) (Severity, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	if t == "info" {
		t = string(SeverityInformational)
	}
	if s := Severity(t); s.Valid() {
		return s, nil
	}
	return "", fmt.Errorf("unknown severity %q (want critical, high, medium, low or informational)", text)
}

// Confidence is how sure a detector is that a finding is a real bug.
type Confidence string

// The confidences, surest first.
const (
	ConfidenceHigh   Confidence = "high"
	ConfidenceMedium Confidence = "medium"
	ConfidenceLow    Confidence = "low"
)

// Rank orders confidences: high is 3, low 1, anything unknown 0.
func (c Confidence) Rank() int {
	switch c {
	case ConfidenceHigh:
		return 3
	case ConfidenceMedium:
		return 2
	case ConfidenceLow:
		return 1
	}
	return 0
}

// Valid reports whether c is one of the known confidences.
func (c Confidence) Valid() bool { return c.Rank() > 0 }

// Location is an exact range of source text: 1-based lines and byte columns. EndColumn is the column of the
// range's last character (inclusive), so a one-character range has StartColumn == EndColumn.
type Location struct {
	File        string `json:"file"`
	StartLine   int    `json:"start_line"`
	StartColumn int    `json:"start_column"`
	EndLine     int    `json:"end_line"`
	EndColumn   int    `json:"end_column"`
	Contract    string `json:"contract,omitempty"`
	Function    string `json:"function,omitempty"`
}

// RelatedLocation is a second place that explains a finding, such as the state write after a call.
type RelatedLocation struct {
	File        string `json:"file"`
	StartLine   int    `json:"start_line"`
	StartColumn int    `json:"start_column"`
	EndLine     int    `json:"end_line"`
	EndColumn   int    `json:"end_column"`
	Message     string `json:"message"`
}

// Finding is one problem the engine found: the same shape in the CLI's JSON, the API's vulnerability
// resource and (mapped) SARIF.
type Finding struct {
	Detector       string            `json:"detector"`
	Title          string            `json:"title"`
	Severity       Severity          `json:"severity"`
	Confidence     Confidence        `json:"confidence"`
	SWC            string            `json:"swc"`
	CWE            string            `json:"cwe"`
	Message        string            `json:"message"`
	Recommendation string            `json:"recommendation"`
	Location       Location          `json:"location"`
	Related        []RelatedLocation `json:"related"`
	Fingerprint    string            `json:"fingerprint"`
	Suppressed     bool              `json:"suppressed"`
	// Line is the first line of the statement at fault, within Location's lines. A finding may span more than
	// that statement (a missing access check runs from the function's header, a random draw over the statements
	// that make it); a suppression directive covers it on its first line, its last line or this one. Not part of
	// the finding's JSON: 0 when unknown.
	Line int `json:"-"`
}
