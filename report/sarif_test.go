package report

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/engine"
	"github.com/vigilsec/vigil/internal/sharedtest"
)

// sarifSchema compiles the OASIS SARIF 2.1.0 schema from the shared folder.
func sarifSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	dir := sharedtest.Dir(t, "schemas")
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	sch, err := c.Compile(filepath.Join(dir, "sarif-schema-2.1.0.json"))
	if err != nil {
		t.Fatalf("compile SARIF schema: %v", err)
	}
	return sch
}

func renderSARIF(t *testing.T, res *engine.Result, rules []Rule, opts SARIFOptions) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := SARIF(&buf, res, rules, opts); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestSARIFValidatesAgainstSchema(t *testing.T) {
	t.Parallel()
	sch := sarifSchema(t)
	root := t.TempDir()
	withAbs := sampleResult()
	withAbs.Findings = append(withAbs.Findings,
		vigil.Finding{Detector: "tx-origin", Severity: vigil.SeverityHigh, Message: "inside the source root",
			Location: vigil.Location{File: filepath.Join(root, "src", "My Token.sol"), StartLine: 3, StartColumn: 2, EndLine: 3, EndColumn: 9}},
		vigil.Finding{Detector: "odd-range", Severity: "bogus", // an unknown severity and a range with nothing known
			Location: vigil.Location{File: "/elsewhere/x.sol"}},
	)
	cases := map[string][]byte{
		"sample":       renderSARIF(t, sampleResult(), sampleRules(), SARIFOptions{ToolVersion: "1.2.3"}),
		"no rules":     renderSARIF(t, sampleResult(), nil, SARIFOptions{}),
		"source root":  renderSARIF(t, withAbs, sampleRules(), SARIFOptions{SourceRoot: root}),
		"empty":        renderSARIF(t, &engine.Result{}, nil, SARIFOptions{}),
		"nil result":   renderSARIF(t, nil, sampleRules(), SARIFOptions{}),
		"errors alone": renderSARIF(t, &engine.Result{Errors: sampleResult().Errors}, nil, SARIFOptions{}),
	}
	// The schema must reject what is not SARIF, or the checks below prove nothing.
	cases["invalid (must fail)"] = []byte(`{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"level": "critical", "message": {"text": "m"}}]}]}`)
	for name, out := range cases {
		inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(out))
		if err != nil {
			t.Fatalf("%s: output is not JSON: %v", name, err)
		}
		err = sch.Validate(inst)
		if mustFail := strings.HasSuffix(name, "(must fail)"); mustFail {
			if err == nil {
				t.Errorf("%s: the schema accepted an invalid level", name)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: SARIF output does not match the 2.1.0 schema: %v\n%s", name, err, out)
		}
	}
}

func TestSARIFGolden(t *testing.T) {
	t.Parallel()
	out := renderSARIF(t, sampleResult(), sampleRules(), SARIFOptions{ToolVersion: "1.2.3"})
	golden(t, "sample.sarif.golden", out)
	if again := renderSARIF(t, reversed(sampleResult()), sampleRules(), SARIFOptions{ToolVersion: "1.2.3"}); !bytes.Equal(out, again) {
		t.Error("SARIF output depends on the order of the input findings")
	}
}

// sarifDoc is the part of a SARIF log the tests look at.
type sarifDoc struct {
	Version string `json:"version"`
	Runs    []struct {
		Tool struct {
			Driver struct {
				Name           string `json:"name"`
				Version        string `json:"version"`
				InformationURI string `json:"informationUri"`
				Rules          []struct {
					ID               string                `json:"id"`
					ShortDescription struct{ Text string } `json:"shortDescription"`
					FullDescription  struct{ Text string } `json:"fullDescription"`
					Help             struct {
						Text     string `json:"text"`
						Markdown string `json:"markdown"`
					} `json:"help"`
					HelpURI    string `json:"helpUri"`
					Properties struct {
						SecuritySeverity string   `json:"security-severity"`
						Precision        string   `json:"precision"`
						Tags             []string `json:"tags"`
					} `json:"properties"`
				} `json:"rules"`
			} `json:"driver"`
		} `json:"tool"`
		Invocations []struct {
			ExecutionSuccessful        bool `json:"executionSuccessful"`
			ToolExecutionNotifications []struct {
				Level     string                `json:"level"`
				Message   struct{ Text string } `json:"message"`
				Locations []sarifLocation       `json:"locations"`
			} `json:"toolExecutionNotifications"`
		} `json:"invocations"`
		OriginalURIBaseIDs map[string]sarifArtifactLoc `json:"originalUriBaseIds"`
		Results            []struct {
			RuleID              string                `json:"ruleId"`
			RuleIndex           int                   `json:"ruleIndex"`
			Level               string                `json:"level"`
			Message             struct{ Text string } `json:"message"`
			Locations           []sarifLocation       `json:"locations"`
			PartialFingerprints map[string]string     `json:"partialFingerprints"`
			RelatedLocations    []sarifLocation       `json:"relatedLocations"`
			Suppressions        []sarifSuppression    `json:"suppressions"`
		} `json:"results"`
	} `json:"runs"`
}

func decodeSARIF(t *testing.T, out []byte) sarifDoc {
	t.Helper()
	var doc sarifDoc
	if err := json.Unmarshal(out, &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Runs) != 1 {
		t.Fatalf("runs = %d, want 1", len(doc.Runs))
	}
	return doc
}

func TestSARIFContent(t *testing.T) {
	t.Parallel()
	doc := decodeSARIF(t, renderSARIF(t, sampleResult(), sampleRules(), SARIFOptions{ToolVersion: "1.2.3"}))
	run := doc.Runs[0]
	d := run.Tool.Driver
	if doc.Version != "2.1.0" || d.Name != "vigil" || d.Version != "1.2.3" || d.InformationURI != DefaultInformationURI {
		t.Errorf("version %q, driver %q %q %q", doc.Version, d.Name, d.Version, d.InformationURI)
	}
	// Every given rule in order, then pragma-floating made from its finding.
	var ids []string
	for _, r := range d.Rules {
		ids = append(ids, r.ID)
	}
	if got, want := strings.Join(ids, " "), "reentrancy-eth tx-origin unchecked-send timestamp unused-state pragma-floating"; got != want {
		t.Errorf("rules = %s, want %s", got, want)
	}
	re := d.Rules[0]
	if re.Properties.SecuritySeverity != "9.5" || re.Properties.Precision != "high" ||
		strings.Join(re.Properties.Tags, ",") != "security,SWC-107,CWE-841,external/cwe/cwe-841" {
		t.Errorf("reentrancy-eth properties = %+v", re.Properties)
	}
	if re.ShortDescription.Text != "Reentrancy: ether sent before state is updated" ||
		!strings.Contains(re.FullDescription.Text, "low-level call") || re.HelpURI == "" {
		t.Errorf("reentrancy-eth descriptions = %+v", re)
	}
	for _, want := range []string{"### Exploit scenario", "fallback function", "### Recommendation", "reentrancy lock", "[SWC-107](https://swcregistry.io/docs/SWC-107)", "cwe.mitre.org/data/definitions/841.html"} {
		if !strings.Contains(re.Help.Markdown, want) {
			t.Errorf("help markdown lacks %q:\n%s", want, re.Help.Markdown)
		}
	}
	if !strings.Contains(re.Help.Text, "Exploit scenario:") || strings.Contains(re.Help.Text, "###") {
		t.Errorf("help text = %q", re.Help.Text)
	}
	if pf := d.Rules[5]; pf.ShortDescription.Text != "Floating pragma" || pf.Properties.SecuritySeverity != "0.0" {
		t.Errorf("rule made from a finding = %+v", pf)
	}

	if len(run.Results) != 5 {
		t.Fatalf("results = %d, want 5", len(run.Results))
	}
	levels := map[string]string{}
	for _, r := range run.Results {
		levels[r.RuleID] = r.Level
		if d.Rules[r.RuleIndex].ID != r.RuleID {
			t.Errorf("result %s has ruleIndex %d, which is rule %s", r.RuleID, r.RuleIndex, d.Rules[r.RuleIndex].ID)
		}
		if r.Message.Text == "" || len(r.Locations) != 1 {
			t.Errorf("result %s: message %q, %d locations", r.RuleID, r.Message.Text, len(r.Locations))
		}
		if r.PartialFingerprints[fingerprintKey] == "" {
			t.Errorf("result %s has no %s", r.RuleID, fingerprintKey)
		}
		if got := len(r.Suppressions) > 0; got != (r.RuleID == "unchecked-send") {
			t.Errorf("result %s: suppressions %+v", r.RuleID, r.Suppressions)
		}
	}
	wantLevels := map[string]string{"reentrancy-eth": "error", "tx-origin": "error", "unchecked-send": "warning", "timestamp": "note", "pragma-floating": "note"}
	for id, want := range wantLevels {
		if levels[id] != want {
			t.Errorf("level of %s = %q, want %q", id, levels[id], want)
		}
	}

	reent := run.Results[1] // Bank.sol line 2 (pragma) sorts first
	if reent.RuleID != "reentrancy-eth" {
		t.Fatalf("second result is %s", reent.RuleID)
	}
	loc := reent.Locations[0]
	if loc.PhysicalLocation.ArtifactLocation != (sarifArtifactLoc{URI: "contracts/Bank.sol", URIBaseID: "%SRCROOT%"}) ||
		*loc.PhysicalLocation.Region != (sarifRegion{StartLine: 19, StartColumn: 9, EndLine: 19, EndColumn: 53}) {
		t.Errorf("location = %+v %+v", loc.PhysicalLocation.ArtifactLocation, loc.PhysicalLocation.Region)
	}
	if len(loc.LogicalLocations) != 1 || loc.LogicalLocations[0].FullyQualifiedName != "Bank.withdraw" {
		t.Errorf("logical locations = %+v", loc.LogicalLocations)
	}
	if len(reent.RelatedLocations) != 1 || reent.RelatedLocations[0].Message.Text != "state written after the call" ||
		reent.RelatedLocations[0].PhysicalLocation.Region.StartLine != 21 || *reent.RelatedLocations[0].ID != 1 {
		t.Errorf("related = %+v", reent.RelatedLocations)
	}
	if reent.Suppressions != nil {
		t.Errorf("unsuppressed finding has suppressions %+v", reent.Suppressions)
	}

	inv := run.Invocations
	if len(inv) != 1 || !inv[0].ExecutionSuccessful || len(inv[0].ToolExecutionNotifications) != 3 {
		t.Fatalf("invocations = %+v", inv)
	}
	n := inv[0].ToolExecutionNotifications[0]
	if n.Level != "error" || !strings.Contains(n.Message.Text, "unexpected '}'") ||
		n.Locations[0].PhysicalLocation.ArtifactLocation.URI != "contracts/Broken.sol" || n.Locations[0].PhysicalLocation.Region.StartLine != 3 {
		t.Errorf("first notification = %+v", n)
	}
	if w := inv[0].ToolExecutionNotifications[2]; w.Level != "warning" {
		t.Errorf("warning notification = %+v", w)
	}
}

func TestSARIFEmpty(t *testing.T) {
	t.Parallel()
	out := renderSARIF(t, &engine.Result{}, nil, SARIFOptions{})
	if !bytes.Contains(out, []byte(`"results": []`)) || !bytes.Contains(out, []byte(`"rules": []`)) {
		t.Errorf("empty report must list results and rules as empty arrays:\n%s", out)
	}
	doc := decodeSARIF(t, out)
	if doc.Runs[0].Tool.Driver.Version != engine.Version {
		t.Errorf("driver version = %q, want the engine's %q", doc.Runs[0].Tool.Driver.Version, engine.Version)
	}
}

func TestArtifactLocation(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	outside := filepath.Join(filepath.Dir(root), "other", "x.sol")
	tests := []struct {
		root, path string
		want       sarifArtifactLoc
	}{
		{"", "contracts/Bank.sol", sarifArtifactLoc{URI: "contracts/Bank.sol", URIBaseID: srcRoot}},
		{"", "./contracts//Bank.sol", sarifArtifactLoc{URI: "contracts/Bank.sol", URIBaseID: srcRoot}},
		{"", "../shared/x.sol", sarifArtifactLoc{URI: "../shared/x.sol", URIBaseID: srcRoot}},
		{"", "my contracts/A#1.sol", sarifArtifactLoc{URI: "my%20contracts/A%231.sol", URIBaseID: srcRoot}},
		{"", "a:b.sol", sarifArtifactLoc{URI: "./a:b.sol", URIBaseID: srcRoot}},
		{root, filepath.Join(root, "src", "A.sol"), sarifArtifactLoc{URI: "src/A.sol", URIBaseID: srcRoot}},
		{root, outside, sarifArtifactLoc{URI: fileURI(outside)}},
		{"", outside, sarifArtifactLoc{URI: fileURI(outside)}},
	}
	if runtime.GOOS != "windows" {
		tests = append(tests, struct {
			root, path string
			want       sarifArtifactLoc
		}{"", "/abs/a b.sol", sarifArtifactLoc{URI: "file:///abs/a%20b.sol"}})
	}
	for _, tt := range tests {
		a := artifactURIs{root: tt.root}
		if got := a.locate(tt.path); got != tt.want {
			t.Errorf("locate(%q) with root %q = %+v, want %+v", tt.path, tt.root, got, tt.want)
		}
	}
}

func TestRegion(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in   [4]int
		want *sarifRegion
	}{
		{[4]int{19, 9, 19, 52}, &sarifRegion{StartLine: 19, StartColumn: 9, EndLine: 19, EndColumn: 53}},
		{[4]int{19, 9, 21, 2}, &sarifRegion{StartLine: 19, StartColumn: 9, EndLine: 21, EndColumn: 3}},
		{[4]int{19, 9, 19, 9}, &sarifRegion{StartLine: 19, StartColumn: 9, EndLine: 19, EndColumn: 10}}, // one character,
		{[4]int{19, 0, 0, 0}, &sarifRegion{StartLine: 19}},
		{[4]int{19, 9, 18, 4}, &sarifRegion{StartLine: 19, StartColumn: 9}},              // end before start
		{[4]int{19, 9, 19, 4}, &sarifRegion{StartLine: 19, StartColumn: 9, EndLine: 19}}, // end column before start
		{[4]int{0, 5, 7, 7}, nil},
		{[4]int{-1, 0, 0, 0}, nil},
	}
	for _, tt := range tests {
		got := region(tt.in[0], tt.in[1], tt.in[2], tt.in[3])
		if (got == nil) != (tt.want == nil) || (got != nil && *got != *tt.want) {
			t.Errorf("region(%v) = %+v, want %+v", tt.in, got, tt.want)
		}
	}
}

func TestSeverityMappings(t *testing.T) {
	t.Parallel()
	tests := []struct {
		sev           vigil.Severity
		level, secSev string
	}{
		{vigil.SeverityCritical, "error", "9.5"},
		{vigil.SeverityHigh, "error", "8.0"},
		{vigil.SeverityMedium, "warning", "5.5"},
		{vigil.SeverityLow, "note", "3.0"},
		{vigil.SeverityInformational, "note", "0.0"},
		{"", "warning", "0.0"},
	}
	for _, tt := range tests {
		if got := Level(tt.sev); got != tt.level {
			t.Errorf("Level(%q) = %q, want %q", tt.sev, got, tt.level)
		}
		if got := SecuritySeverity(tt.sev); got != tt.secSev {
			t.Errorf("SecuritySeverity(%q) = %q, want %q", tt.sev, got, tt.secSev)
		}
	}
	for c, want := range map[vigil.Confidence]string{vigil.ConfidenceHigh: "high", vigil.ConfidenceMedium: "medium", vigil.ConfidenceLow: "low", "": ""} {
		if got := precision(c); got != want {
			t.Errorf("precision(%q) = %q, want %q", c, got, want)
		}
	}
}
