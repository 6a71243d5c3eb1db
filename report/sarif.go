package report

import (
	"fmt"
	"io"
	"net/url"
	"path/filepath"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/engine"
)

// The SARIF document is built from the typed structs below rather than a SARIF library: the subset Vigil writes
// is small, and owning it keeps every field's meaning (and GitHub code scanning's reading of it) in one file.

// DefaultInformationURI is the tool home page written into SARIF reports when the options give none.
const DefaultInformationURI = "https://github.com/vigilsec/vigil"

// sarifSchemaURI and sarifVersion identify the SARIF format written.
const (
	sarifSchemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
	sarifVersion   = "2.1.0"
	// srcRoot is the base id that relative artifact URIs are resolved against (the checkout root in CI).
	srcRoot = "%SRCROOT%"
	// fingerprintKey names Vigil's line-independent fingerprint in partialFingerprints.
	fingerprintKey = "vigilFingerprint/v2"
)

// SARIFOptions describes the run written into a SARIF report.
type SARIFOptions struct {
	// ToolVersion is the version of Vigil that produced the report; empty means engine.Version.
	ToolVersion string
	// InformationURI is the tool's home page; empty means DefaultInformationURI.
	InformationURI string
	// SourceRoot, when set, is the absolute directory %SRCROOT% stands for: absolute file paths below it are
	// written relative to it, and it is recorded in the run's originalUriBaseIds.
	SourceRoot string
}

type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool               sarifTool                   `json:"tool"`
	Invocations        []sarifInvocation           `json:"invocations"`
	OriginalURIBaseIDs map[string]sarifArtifactLoc `json:"originalUriBaseIds,omitempty"`
	Results            []sarifResult               `json:"results"`
	ColumnKind         string                      `json:"columnKind"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name           string      `json:"name"`
	Version        string      `json:"version,omitempty"`
	InformationURI string      `json:"informationUri,omitempty"`
	Rules          []sarifRule `json:"rules"`
}

type sarifRule struct {
	ID                   string              `json:"id"`
	ShortDescription     sarifText           `json:"shortDescription"`
	FullDescription      sarifText           `json:"fullDescription"`
	Help                 sarifText           `json:"help"`
	HelpURI              string              `json:"helpUri,omitempty"`
	DefaultConfiguration sarifRuleConfig     `json:"defaultConfiguration"`
	Properties           sarifRuleProperties `json:"properties"`
}

type sarifText struct {
	Text     string `json:"text"`
	Markdown string `json:"markdown,omitempty"`
}

type sarifRuleConfig struct {
	Level string `json:"level"`
}

// sarifRuleProperties holds the properties GitHub code scanning reads from a rule.
type sarifRuleProperties struct {
	SecuritySeverity string   `json:"security-severity,omitempty"`
	Precision        string   `json:"precision,omitempty"`
	Tags             []string `json:"tags"`
}

type sarifResult struct {
	RuleID              string             `json:"ruleId"`
	RuleIndex           int                `json:"ruleIndex"`
	Level               string             `json:"level"`
	Message             sarifText          `json:"message"`
	Locations           []sarifLocation    `json:"locations"`
	PartialFingerprints map[string]string  `json:"partialFingerprints,omitempty"`
	RelatedLocations    []sarifLocation    `json:"relatedLocations,omitempty"`
	Suppressions        []sarifSuppression `json:"suppressions,omitempty"`
}

type sarifLocation struct {
	ID               *int                   `json:"id,omitempty"`
	PhysicalLocation sarifPhysicalLocation  `json:"physicalLocation"`
	LogicalLocations []sarifLogicalLocation `json:"logicalLocations,omitempty"`
	Message          *sarifText             `json:"message,omitempty"`
}

type sarifPhysicalLocation struct {
	ArtifactLocation sarifArtifactLoc `json:"artifactLocation"`
	Region           *sarifRegion     `json:"region,omitempty"`
}

type sarifArtifactLoc struct {
	URI       string `json:"uri"`
	URIBaseID string `json:"uriBaseId,omitempty"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn,omitempty"`
	EndLine     int `json:"endLine,omitempty"`
	EndColumn   int `json:"endColumn,omitempty"`
}

type sarifLogicalLocation struct {
	Name               string `json:"name,omitempty"`
	FullyQualifiedName string `json:"fullyQualifiedName"`
	Kind               string `json:"kind"`
}

type sarifSuppression struct {
	Kind string `json:"kind"`
}

type sarifInvocation struct {
	ExecutionSuccessful        bool                `json:"executionSuccessful"`
	ToolExecutionNotifications []sarifNotification `json:"toolExecutionNotifications,omitempty"`
}

type sarifNotification struct {
	Level      string              `json:"level"`
	Message    sarifText           `json:"message"`
	Locations  []sarifLocation     `json:"locations,omitempty"`
	Descriptor *sarifDescriptorRef `json:"descriptor,omitempty"`
}

type sarifDescriptorRef struct {
	ID string `json:"id"`
}

// SARIF writes res as a SARIF 2.1.0 log with one run. rules describe the detectors (every one given is listed
// in tool.driver.rules, in order); a finding whose detector has no rule gets one made from the finding itself.
// Suppressed findings are included with an inSource suppression, syntax errors and warnings become tool
// execution notifications, and file paths are written relative to %SRCROOT% with forward slashes.
func SARIF(w io.Writer, res *engine.Result, rules []Rule, opts SARIFOptions) error {
	if res == nil {
		res = &engine.Result{}
	}
	findings := sortedFindings(res.Findings)

	ruleIndex := make(map[string]int, len(rules))
	sRules := make([]sarifRule, 0, len(rules))
	addRule := func(r Rule) {
		if _, dup := ruleIndex[r.ID]; dup {
			return
		}
		ruleIndex[r.ID] = len(sRules)
		sRules = append(sRules, sarifRuleFrom(r))
	}
	for _, r := range rules {
		addRule(r)
	}
	for _, f := range findings {
		addRule(ruleFromFinding(f))
	}

	uris := artifactURIs{root: opts.SourceRoot}
	results := make([]sarifResult, 0, len(findings))
	for _, f := range findings {
		results = append(results, sarifResultFrom(f, ruleIndex[f.Detector], &uris))
	}

	inv := sarifInvocation{ExecutionSuccessful: true}
	for _, e := range sortedErrors(res.Errors) {
		n := sarifNotification{
			Level:      "error",
			Message:    sarifText{Text: "syntax error: " + e.Message},
			Descriptor: &sarifDescriptorRef{ID: "syntax-error"},
		}
		if e.File != "" {
			loc := sarifLocation{PhysicalLocation: sarifPhysicalLocation{ArtifactLocation: uris.locate(e.File)}}
			if e.Line > 0 {
				loc.PhysicalLocation.Region = &sarifRegion{StartLine: e.Line, StartColumn: max(e.Column, 0)}
			}
			n.Locations = []sarifLocation{loc}
		}
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, n)
	}
	for _, msg := range res.Warnings {
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications,
			sarifNotification{Level: "warning", Message: sarifText{Text: msg}})
	}

	run := sarifRun{
		Tool: sarifTool{Driver: sarifDriver{
			Name:           "vigil",
			Version:        cmpOr(opts.ToolVersion, engine.Version),
			InformationURI: cmpOr(opts.InformationURI, DefaultInformationURI),
			Rules:          sRules,
		}},
		Invocations: []sarifInvocation{inv},
		Results:     results,
		// Columns are counted in bytes by the parser; for the ASCII that nearly all Solidity is, that equals code
		// points.
		ColumnKind: "unicodeCodePoints",
	}
	if opts.SourceRoot != "" {
		run.OriginalURIBaseIDs = map[string]sarifArtifactLoc{srcRoot: {URI: dirURI(opts.SourceRoot)}}
	}

	if err := writeJSON(w, sarifLog{Schema: sarifSchemaURI, Version: sarifVersion, Runs: []sarifRun{run}}); err != nil {
		return fmt.Errorf("write SARIF report: %w", err)
	}
	return nil
}

// cmpOr returns a unless it is empty, else b.
func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// ruleFromFinding makes the rule of a detector no Rule was given for, from what its finding carries.
func ruleFromFinding(f vigil.Finding) Rule {
	return Rule{
		ID:             f.Detector,
		Title:          cmpOr(f.Title, f.Detector),
		Recommendation: f.Recommendation,
		Severity:       f.Severity,
		Confidence:     f.Confidence,
		SWC:            f.SWC,
		CWE:            f.CWE,
	}
}

// SecuritySeverity is the CVSS-like score GitHub code scanning reads from a rule's "security-severity" property
// to rank alerts: critical 9.5, high 8.0, medium 5.5, low 3.0, informational (and unknown) 0.0.
func SecuritySeverity(s vigil.Severity) string {
	switch s {
	case vigil.SeverityCritical:
		return "9.5"
	case vigil.SeverityHigh:
		return "8.0"
	case vigil.SeverityMedium:
		return "5.5"
	case vigil.SeverityLow:
		return "3.0"
	}
	return "0.0"
}

// Level is the SARIF result level for a severity: error for critical and high, warning for medium, note for low
// and informational. An unknown severity is a warning, so that it is neither lost nor alarming.
func Level(s vigil.Severity) string {
	switch s {
	case vigil.SeverityCritical, vigil.SeverityHigh:
		return "error"
	case vigil.SeverityLow, vigil.SeverityInformational:
		return "note"
	}
	return "warning"
}

// precision maps a confidence to the rule precision GitHub code scanning understands.
func precision(c vigil.Confidence) string {
	switch c {
	case vigil.ConfidenceHigh:
		return "high"
	case vigil.ConfidenceMedium:
		return "medium"
	case vigil.ConfidenceLow:
		return "low"
	}
	return ""
}

func sarifRuleFrom(r Rule) sarifRule {
	title := cmpOr(r.Title, r.ID)
	tags := []string{"security"}
	if r.SWC != "" {
		tags = append(tags, r.SWC)
	}
	if r.CWE != "" {
		tags = append(tags, r.CWE)
		// GitHub links CWE tags written in CodeQL's form.
		if n, ok := strings.CutPrefix(strings.ToUpper(r.CWE), "CWE-"); ok && n != "" {
			tags = append(tags, "external/cwe/cwe-"+n)
		}
	}
	text, markdown := ruleHelp(r, title)
	return sarifRule{
		ID:                   r.ID,
		ShortDescription:     sarifText{Text: title},
		FullDescription:      sarifText{Text: cmpOr(r.Description, title)},
		Help:                 sarifText{Text: text, Markdown: markdown},
		HelpURI:              r.HelpURI,
		DefaultConfiguration: sarifRuleConfig{Level: Level(r.Severity)},
		Properties: sarifRuleProperties{
			SecuritySeverity: SecuritySeverity(r.Severity),
			Precision:        precision(r.Confidence),
			Tags:             tags,
		},
	}
}

// ruleHelp writes a rule's help as plain text and as Markdown: description, exploit scenario, recommendation and
// references.
func ruleHelp(r Rule, title string) (text, markdown string) {
	var t, m strings.Builder
	section := func(heading, body string) {
		if body == "" {
			return
		}
		if t.Len() > 0 {
			t.WriteString("\n\n")
			m.WriteString("\n\n")
		}
		if heading != "" {
			t.WriteString(heading + ":\n")
			m.WriteString("### " + heading + "\n\n")
		}
		t.WriteString(body)
		m.WriteString(body)
	}
	section("", cmpOr(r.Description, title))
	section("Exploit scenario", r.Exploit)
	section("Recommendation", r.Recommendation)
	var refsText, refsMD []string
	if r.SWC != "" {
		refsText = append(refsText, r.SWC)
		refsMD = append(refsMD, fmt.Sprintf("[%s](https://swcregistry.io/docs/%s)", r.SWC, url.PathEscape(r.SWC)))
	}
	if r.CWE != "" {
		refsText = append(refsText, r.CWE)
		if n, ok := strings.CutPrefix(strings.ToUpper(r.CWE), "CWE-"); ok && n != "" {
			refsMD = append(refsMD, fmt.Sprintf("[%s](https://cwe.mitre.org/data/definitions/%s.html)", r.CWE, url.PathEscape(n)))
		} else {
			refsMD = append(refsMD, r.CWE)
		}
	}
	if len(refsText) > 0 {
		t.WriteString("\n\nReferences: " + strings.Join(refsText, ", "))
		m.WriteString("\n\n### References\n\n" + strings.Join(refsMD, ", "))
	}
	return t.String(), m.String()
}

func sarifResultFrom(f vigil.Finding, ruleIndex int, uris *artifactURIs) sarifResult {
	loc := sarifLocation{PhysicalLocation: sarifPhysicalLocation{
		ArtifactLocation: uris.locate(f.Location.File),
		Region:           region(f.Location.StartLine, f.Location.StartColumn, f.Location.EndLine, f.Location.EndColumn),
	}}
	if ll := logicalLocation(f.Location); ll != nil {
		loc.LogicalLocations = []sarifLogicalLocation{*ll}
	}
	r := sarifResult{
		RuleID:    f.Detector,
		RuleIndex: ruleIndex,
		Level:     Level(f.Severity),
		Message:   sarifText{Text: cmpOr(f.Message, cmpOr(f.Title, f.Detector))},
		Locations: []sarifLocation{loc},
	}
	if f.Fingerprint != "" {
		r.PartialFingerprints = map[string]string{fingerprintKey: f.Fingerprint}
	}
	for i, rel := range f.Related {
		id := i + 1
		r.RelatedLocations = append(r.RelatedLocations, sarifLocation{
			ID: &id,
			PhysicalLocation: sarifPhysicalLocation{
				ArtifactLocation: uris.locate(cmpOr(rel.File, f.Location.File)),
				Region:           region(rel.StartLine, rel.StartColumn, rel.EndLine, rel.EndColumn),
			},
			Message: &sarifText{Text: cmpOr(rel.Message, "related location")},
		})
	}
	if f.Suppressed {
		r.Suppressions = []sarifSuppression{{Kind: "inSource"}}
	}
	return r
}

// region converts a finding's range, leaving out whatever is unknown (zero) or inconsistent: SARIF requires
// lines and columns of at least 1 and an end not before the start. A finding's end column is inclusive (the
// column of its last character) while SARIF's endColumn is the column just past the region, hence the +1.
func region(startLine, startCol, endLine, endCol int) *sarifRegion {
	if startLine < 1 {
		return nil
	}
	r := &sarifRegion{StartLine: startLine}
	if startCol >= 1 {
		r.StartColumn = startCol
	}
	if endLine >= startLine {
		r.EndLine = endLine
		if endCol >= 1 && (endLine > startLine || endCol >= startCol) {
			r.EndColumn = endCol + 1
		}
	}
	return r
}

// logicalLocation names the contract and function a finding is in, when known.
func logicalLocation(l vigil.Location) *sarifLogicalLocation {
	switch {
	case l.Contract != "" && l.Function != "":
		return &sarifLogicalLocation{Name: l.Function, FullyQualifiedName: l.Contract + "." + l.Function, Kind: "function"}
	case l.Function != "":
		return &sarifLogicalLocation{Name: l.Function, FullyQualifiedName: l.Function, Kind: "function"}
	case l.Contract != "":
		return &sarifLogicalLocation{Name: l.Contract, FullyQualifiedName: l.Contract, Kind: "type"}
	}
	return nil
}

// artifactURIs turns file paths into SARIF artifact locations, remembering each one since a report names the
// same files many times.
type artifactURIs struct {
	root  string
	cache map[string]sarifArtifactLoc
}

// locate returns the artifact location of path: relative paths (and absolute ones below the source root) become
// relative URIs with forward slashes against %SRCROOT%; other absolute paths become file:// URIs.
func (a *artifactURIs) locate(path string) sarifArtifactLoc {
	if loc, ok := a.cache[path]; ok {
		return loc
	}
	var loc sarifArtifactLoc
	p := filepath.Clean(path)
	if filepath.IsAbs(p) && a.root != "" {
		if rel, err := filepath.Rel(a.root, p); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			p = rel
		}
	}
	if filepath.IsAbs(p) {
		loc = sarifArtifactLoc{URI: fileURI(p)}
	} else {
		u := url.URL{Path: filepath.ToSlash(p)}
		loc = sarifArtifactLoc{URI: u.String(), URIBaseID: srcRoot}
	}
	if a.cache == nil {
		a.cache = make(map[string]sarifArtifactLoc)
	}
	a.cache[path] = loc
	return loc
}

// fileURI turns an absolute path into a file:// URI.
func fileURI(abs string) string {
	p := filepath.ToSlash(abs)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p // Windows: C:/x becomes /C:/x
	}
	u := url.URL{Scheme: "file", Path: p}
	return u.String()
}

// dirURI is the file:// URI of a directory, ending in a slash as SARIF requires of base URIs.
func dirURI(dir string) string {
	u := fileURI(filepath.Clean(dir))
	if !strings.HasSuffix(u, "/") {
		u += "/"
	}
	return u
}
