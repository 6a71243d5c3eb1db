package vigil

import (
	"fmt"
	"time"
)

// ScanStatus is where a scan is in its life: queued → running → completed | failed, or canceled before it ends.
type ScanStatus string

// The scan statuses.
const (
	ScanQueued    ScanStatus = "queued"
	ScanRunning   ScanStatus = "running"
	ScanCompleted ScanStatus = "completed"
	ScanFailed    ScanStatus = "failed"
	ScanCanceled  ScanStatus = "canceled"
)

// ScanStatuses lists every scan status.
var ScanStatuses = []ScanStatus{ScanQueued, ScanRunning, ScanCompleted, ScanFailed, ScanCanceled}

// Valid reports whether s is a known status.
func (s ScanStatus) Valid() bool {
	switch s {
	case ScanQueued, ScanRunning, ScanCompleted, ScanFailed, ScanCanceled:
		return true
	}
	return false
}

// Finished reports whether the scan can no longer change.
func (s ScanStatus) Finished() bool {
	return s == ScanCompleted || s == ScanFailed || s == ScanCanceled
}

// The codes a failed scan carries in its error.
const (
	ScanErrorEngine      = "ENGINE_ERROR"
	ScanErrorTimeout     = "SCAN_TIMEOUT"
	ScanErrorNoSource    = "NO_PARSEABLE_SOURCE"
	ScanErrorInterrupted = "INTERRUPTED"
)

// Scan is one analysis run of a contract.
type Scan struct {
	ID            string        `json:"id"`
	OrgID         string        `json:"-"`
	ContractID    string        `json:"contract_id"`
	Status        ScanStatus    `json:"status"`
	CreatedAt     time.Time     `json:"created_at"`
	StartedAt     *time.Time    `json:"started_at"`
	CompletedAt   *time.Time    `json:"completed_at"`
	EngineVersion string        `json:"engine_version"`
	Summary       ScanSummary   `json:"summary"`
	Error         *ScanError    `json:"error"`
	Warnings      []ScanWarning `json:"warnings"`
}

// ScanSummary counts a scan's vulnerabilities by severity.
type ScanSummary struct {
	Critical      int       `json:"critical"`
	High          int       `json:"high"`
	Medium        int       `json:"medium"`
	Low           int       `json:"low"`
	Informational int       `json:"informational"`
	Total         int       `json:"total"`
	MaxSeverity   *Severity `json:"max_severity"`
}

// Summarize counts findings by severity; suppressed findings are not counted.
func Summarize(findings []Finding) ScanSummary {
	var s ScanSummary
	for _, f := range findings {
		if f.Suppressed {
			continue
		}
		switch f.Severity {
		case SeverityCritical:
			s.Critical++
		case SeverityHigh:
			s.High++
		case SeverityMedium:
			s.Medium++
		case SeverityLow:
			s.Low++
		case SeverityInformational:
			s.Informational++
		default:
			continue
		}
		s.Total++
		if s.MaxSeverity == nil || f.Severity.Rank() > s.MaxSeverity.Rank() {
			sev := f.Severity
			s.MaxSeverity = &sev
		}
	}
	return s
}

// ScanError says why a scan failed.
type ScanError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

// ScanWarning is a problem that did not stop a scan, such as a syntax error in one file. File and position are
// zero when the warning is not about a place in the source.
type ScanWarning struct {
	File    string `json:"file,omitempty"`
	Line    int    `json:"line,omitempty"`
	Column  int    `json:"column,omitempty"`
	Message string `json:"message"`
}

// String renders the warning as "file:line:column: message".
func (w ScanWarning) String() string {
	if w.File == "" {
		return w.Message
	}
	return fmt.Sprintf("%s:%d:%d: %s", w.File, w.Line, w.Column, w.Message)
}

// ScanResult is what the worker hands to the store when a scan completes.
type ScanResult struct {
	EngineVersion string
	Findings      []Finding
	Warnings      []ScanWarning
}
