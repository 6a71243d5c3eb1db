package http

import (
	"bytes"
	"mime"
	"net/http"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/engine"
	"github.com/vigilsec/vigil/listquery"
	"github.com/vigilsec/vigil/report"
	"github.com/vigilsec/vigil/store"
)

func (s *Server) listScans(w http.ResponseWriter, r *http.Request) error {
	p := principalOf(r)
	return serveList(w, r, s.lists.Scans, func(q *listquery.Query) (*store.List[*vigil.Scan], error) {
		return s.store.ListScans(r.Context(), p.org.ID, q)
	})
}

func (s *Server) getScan(w http.ResponseWriter, r *http.Request) error {
	scan, err := s.store.FindScan(r.Context(), principalOf(r).org.ID, r.PathValue("id"))
	if err != nil {
		return err
	}
	return writeResource(w, r, scan)
}

func (s *Server) cancelScan(w http.ResponseWriter, r *http.Request) error {
	scan, err := s.store.CancelScan(r.Context(), principalOf(r).org.ID, r.PathValue("id"))
	if err != nil {
		return err
	}
	return writeJSON(w, r, http.StatusOK, scan)
}

// reportBody is the JSON report of a scan: the scan and every vulnerability it found.
type reportBody struct {
	Object          string                 `json:"object"`
	Scan            *vigil.Scan            `json:"scan"`
	Vulnerabilities []*vigil.Vulnerability `json:"vulnerabilities"`
}

// sarifMediaType is the media type of SARIF logs.
const sarifMediaType = "application/sarif+json"

// getScanReport handles GET /scans/{id}/report?format=json|sarif (or Accept: application/sarif+json).
func (s *Server) getScanReport(w http.ResponseWriter, r *http.Request) error {
	format, err := reportFormat(r)
	if err != nil {
		return err
	}
	orgID := principalOf(r).org.ID
	scan, err := s.store.FindScan(r.Context(), orgID, r.PathValue("id"))
	if err != nil {
		return err
	}
	if scan.Status != vigil.ScanCompleted {
		return vigil.Errorf(vigil.CodeConflict, "The scan is %s; a report exists once it has completed.", scan.Status)
	}
	vulns, err := s.allVulnerabilities(r, orgID, scan.ID)
	if err != nil {
		return err
	}
	if format == "json" {
		return writeResource(w, r, reportBody{Object: "report", Scan: scan, Vulnerabilities: vulns})
	}
	res := &engine.Result{Findings: make([]vigil.Finding, len(vulns)), Errors: []engine.SyntaxError{}}
	for i, v := range vulns {
		res.Findings[i] = v.Finding
	}
	for _, wn := range scan.Warnings {
		if wn.File != "" {
			res.Errors = append(res.Errors, engine.SyntaxError{File: wn.File, Line: wn.Line, Column: wn.Column, Message: wn.Message})
		} else {
			res.Warnings = append(res.Warnings, wn.Message)
		}
	}
	var buf bytes.Buffer
	if err := report.SARIF(&buf, res, nil, report.SARIFOptions{ToolVersion: scan.EngineVersion}); err != nil {
		return err
	}
	w.Header().Set("Content-Type", sarifMediaType)
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(buf.Bytes())
	return nil
}

// reportFormat reads the format parameter, or the Accept header when there is none.
func reportFormat(r *http.Request) (string, error) {
	q, err := queryValues(r)
	if err != nil {
		return "", err
	}
	for name := range q {
		if name != "format" {
			return "", vigil.ParamErrorf(vigil.CodeValidation, name, "Unknown parameter %q.", name)
		}
	}
	switch f := q.Get("format"); f {
	case "json", "sarif":
		return f, nil
	case "":
	default:
		return "", vigil.ParamErrorf(vigil.CodeValidation, "format", "format must be json or sarif.")
	}
	for _, part := range strings.Split(r.Header.Get("Accept"), ",") {
		if mt, _, err := mime.ParseMediaType(strings.TrimSpace(part)); err == nil && mt == sarifMediaType {
			return "sarif", nil
		}
	}
	return "json", nil
}

// allVulnerabilities walks every page of a scan's vulnerabilities through the list code path.
func (s *Server) allVulnerabilities(r *http.Request, orgID, scanID string) ([]*vigil.Vulnerability, error) {
	out := []*vigil.Vulnerability{}
	cursor := ""
	for {
		values := map[string][]string{"scan_id": {scanID}, "sort": {"-severity"}, "limit": {"100"}}
		if cursor != "" {
			values["cursor"] = []string{cursor}
		}
		q, err := listquery.Parse(values, s.lists.Vulnerabilities)
		if err != nil {
			return nil, err
		}
		page, err := s.store.ListVulnerabilities(r.Context(), orgID, q)
		if err != nil {
			return nil, err
		}
		out = append(out, page.Data...)
		if !page.HasMore {
			return out, nil
		}
		cursor = page.NextCursor
	}
}
