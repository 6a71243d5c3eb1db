package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/detector"
	"github.com/vigilsec/vigil/engine"
	"github.com/vigilsec/vigil/internal/sharedtest"
)

// runCLI runs the whole program with args and returns its exit status, stdout and stderr.
func runCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), args, &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

// jsonReport is the CLI's JSON as score.py reads it.
type jsonReport struct {
	Findings []struct {
		Detector   string `json:"detector"`
		Severity   string `json:"severity"`
		SWC        string `json:"swc"`
		Suppressed bool   `json:"suppressed"`
		Location   struct {
			File      string `json:"file"`
			StartLine int    `json:"start_line"`
			EndLine   int    `json:"end_line"`
		} `json:"location"`
	} `json:"findings"`
	Errors []struct {
		File    string `json:"file"`
		Line    int    `json:"line"`
		Column  int    `json:"column"`
		Message string `json:"message"`
	} `json:"errors"`
}

func decodeReport(t *testing.T, out string) jsonReport {
	t.Helper()
	var top map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &top); err != nil {
		t.Fatalf("output is not a JSON object: %v\n%s", err, out)
	}
	for k := range top {
		if k != "findings" && k != "errors" && k != "warnings" {
			t.Errorf("unexpected top-level key %q", k)
		}
	}
	for _, k := range []string{"findings", "errors"} {
		if v := strings.TrimSpace(string(top[k])); !strings.HasPrefix(v, "[") {
			t.Errorf("%s is %q, want a list", k, v)
		}
	}
	var rep jsonReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	return rep
}

func TestAnalyzeFormats(t *testing.T) {
	t.Parallel()
	tests := []struct {
		args []string
		want []string // substrings of stdout
	}{
		{[]string{"analyze", "testdata/contracts"}, []string{"testdata/contracts/Bank.sol:19:", "1 suppressed"}},
		{[]string{"analyze", "--format", "text", "testdata/contracts"}, []string{"reentrancy-eth"}},
		{[]string{"analyze", "--format", "json", "testdata/contracts"}, []string{`"findings": [`, `"errors": [`}},
		{[]string{"analyze", "--format=sarif", "testdata/contracts"}, []string{`"version": "2.1.0"`, `"name": "vigil"`, `"results": [`}},
		{[]string{"analyze", "testdata/contracts", "-format", "json"}, []string{`"findings": [`}}, // flags after paths
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args[1:], " "), func(t *testing.T) {
			t.Parallel()
			code, stdout, stderr := runCLI(t, tt.args...)
			if code != exitOK {
				t.Fatalf("exit %d, stderr: %s", code, stderr)
			}
			for _, w := range tt.want {
				if !strings.Contains(stdout, w) {
					t.Errorf("stdout lacks %q:\n%s", w, stdout)
				}
			}
			if strings.Contains(stdout, "\x1b[") {
				t.Error("colour written to a non-terminal")
			}
			if stderr != "" {
				t.Errorf("stderr = %q", stderr)
			}
		})
	}
}

// TestAnalyzeRealPipeline runs the real engine over testdata/contracts: Bank.withdraw() has a reentrancy, and
// Bank.sweep()'s tx.origin check is suppressed by a vigil-disable-next-line comment.
func TestAnalyzeRealPipeline(t *testing.T) {
	t.Parallel()
	code, stdout, stderr := runCLI(t, "analyze", "--format", "json", "testdata/contracts")
	if code != exitOK {
		t.Fatalf("exit %d, stderr: %s", code, stderr)
	}
	rep := decodeReport(t, stdout)
	var reentrancy, txOrigin bool
	for _, f := range rep.Findings {
		switch filepath.ToSlash(f.Location.File) {
		case "testdata/contracts/Bank.sol":
		case "testdata/contracts/token/Token.sol":
			if vigil.Severity(f.Severity).Rank() >= vigil.SeverityMedium.Rank() {
				t.Errorf("Token.sol is safe, yet %s reports a %s finding", f.Detector, f.Severity)
			}
		default:
			t.Errorf("finding in %s: node_modules and hidden directories must be skipped", f.Location.File)
		}
		switch {
		case f.Detector == "reentrancy-eth" && f.Location.StartLine == 19 && !f.Suppressed:
			reentrancy = true
		case f.Detector == "tx-origin-auth" && f.Location.StartLine == 32 && f.Suppressed:
			txOrigin = true
		}
	}
	if !reentrancy || !txOrigin {
		t.Errorf("want an unsuppressed reentrancy-eth on line 19 and a suppressed tx-origin-auth on line 32:\n%s", stdout)
	}

	tests := []struct {
		args []string
		code int
	}{
		{[]string{"--fail-on", "critical"}, exitFindings},
		{[]string{"--fail-on", "high", "--exclude", "reentrancy-eth"}, exitOK}, // only the suppressed finding is left
		{[]string{"--fail-on", "high", "--detectors", "tx-origin-auth"}, exitOK},
		{[]string{"--fail-on", "low", "--min-severity", "high", "--detectors", "reentrancy-eth,tx-origin-auth"}, exitFindings},
	}
	for _, tt := range tests {
		args := append(append([]string{"analyze"}, tt.args...), "testdata/contracts")
		if code, _, stderr := runCLI(t, args...); code != tt.code {
			t.Errorf("%q: exit %d, want %d (stderr %q)", tt.args, code, tt.code, stderr)
		}
	}

	code, stdout, _ = runCLI(t, "analyze", "--format", "sarif", "testdata/contracts")
	var doc struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Rules []struct{ ID string } `json:"rules"`
				} `json:"driver"`
			} `json:"tool"`
			Results []struct {
				RuleID       string                  `json:"ruleId"`
				Suppressions []struct{ Kind string } `json:"suppressions"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil || code != exitOK || len(doc.Runs) != 1 {
		t.Fatalf("SARIF: exit %d, %v", code, err)
	}
	if got, want := len(doc.Runs[0].Tool.Driver.Rules), len(detector.All()); got != want {
		t.Errorf("SARIF lists %d rules, want every detector (%d)", got, want)
	}
	for _, r := range doc.Runs[0].Results {
		suppressed := len(r.Suppressions) == 1 && r.Suppressions[0].Kind == "inSource"
		if suppressed != (r.RuleID == "tx-origin-auth") {
			t.Errorf("SARIF result %s: suppressions %+v", r.RuleID, r.Suppressions)
		}
	}
}

func TestAnalyzeSyntaxErrors(t *testing.T) {
	t.Parallel()
	code, stdout, stderr := runCLI(t, "analyze", "--format", "json", "--fail-on", "critical", "testdata/broken")
	if code != exitOK {
		t.Fatalf("syntax errors alone must not fail the run: exit %d, stderr: %s", code, stderr)
	}
	rep := decodeReport(t, stdout)
	if len(rep.Errors) == 0 {
		t.Fatalf("no syntax error reported for testdata/broken/Broken.sol:\n%s", stdout)
	}
	e := rep.Errors[0]
	if e.File != filepath.Join("testdata", "broken", "Broken.sol") || e.Line < 7 || e.Line > 8 || e.Message == "" {
		t.Errorf("first error = %+v, want one in testdata/broken/Broken.sol at line 7 or 8", e)
	}

	code, stdout, _ = runCLI(t, "analyze", "testdata/broken/Broken.sol")
	if code != exitOK || !strings.Contains(stdout, "testdata/broken/Broken.sol:") || !strings.Contains(stdout, "syntax error") {
		t.Errorf("text report: exit %d\n%s", code, stdout)
	}
}

func TestAnalyzeUsageErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		args []string
		want string // in stderr
	}{
		{[]string{"analyze"}, "no PATH given"},
		{[]string{"analyze", "--format", "xml", "testdata/contracts"}, `unknown format "xml"`},
		{[]string{"analyze", "--min-severity", "severe", "testdata/contracts"}, `--min-severity: unknown severity "severe"`},
		{[]string{"analyze", "--fail-on", "bad", "testdata/contracts"}, `--fail-on: unknown severity "bad"`},
		{[]string{"analyze", "--detectors", "Reentrancy ETH", "testdata/contracts"}, `"Reentrancy ETH" is not a detector id`},
		{[]string{"analyze", "--exclude", "a,b_c", "testdata/contracts"}, `"b_c" is not a detector id`},
		{[]string{"analyze", "--detectors", "a", "--exclude", "b", "testdata/contracts"}, "not both"},
		{[]string{"analyze", "--detectors", "reentrancy-eth,no-such-detector", "testdata/contracts"}, "unknown detector ID(s): no-such-detector"},
		{[]string{"analyze", "--bogus", "testdata/contracts"}, "flag provided but not defined: -bogus"},
		{[]string{"analyze", "testdata/nonexistent"}, "testdata/nonexistent: no such file or directory"},
		{[]string{"analyze", "testdata/contracts/Bank.sol/x.sol"}, "testdata/contracts/Bank.sol/x.sol: not a directory"},
		{[]string{"analyze", "testdata/empty"}, "no .sol files in testdata/empty"},
		{[]string{"analyze", "testdata/foundry/test"}, "no .sol files in testdata/foundry/test but 1 Foundry test or script file (*.t.sol, *.s.sol); pass --include-tests"},
		{[]string{"analyze", "--output", "testdata/nonexistent/dir/out.txt", "testdata/contracts"}, "write report"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			t.Parallel()
			code, stdout, stderr := runCLI(t, tt.args...)
			if code != exitUsage {
				t.Errorf("exit %d, want %d", code, exitUsage)
			}
			if !strings.Contains(stderr, tt.want) {
				t.Errorf("stderr lacks %q:\n%s", tt.want, stderr)
			}
			if stdout != "" {
				t.Errorf("stdout = %q, want nothing", stdout)
			}
		})
	}
}

func TestAnalyzeHelp(t *testing.T) {
	t.Parallel()
	code, _, stderr := runCLI(t, "analyze", "-h")
	if code != exitOK || !strings.Contains(stderr, "usage: vigil analyze") || !strings.Contains(stderr, "-fail-on") {
		t.Errorf("exit %d, stderr:\n%s", code, stderr)
	}
	code, _, stderr = runCLI(t, "--help")
	if code != exitOK || !strings.Contains(stderr, "analyze") {
		t.Errorf("command list: exit %d, stderr:\n%s", code, stderr)
	}
}

func TestAnalyzeOutputFile(t *testing.T) {
	t.Parallel()
	out := filepath.Join(t.TempDir(), "report.sarif")
	code, stdout, stderr := runCLI(t, "analyze", "--format", "sarif", "--output", out, "testdata/contracts")
	if code != exitOK || stdout != "" || stderr != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil || doc["version"] != "2.1.0" {
		t.Errorf("report file is not SARIF 2.1.0 (%v):\n%s", err, data)
	}
}

// recorder is an analyzeFunc that records the sources it was given and returns fixed findings.
type recorder struct {
	findings []vigil.Finding
	sources  []engine.Source
	opts     engine.Options
}

func (r *recorder) analyze(_ context.Context, sources []engine.Source, opts engine.Options) (*engine.Result, error) {
	r.sources, r.opts = sources, opts
	return &engine.Result{Findings: slices.Clone(r.findings), Errors: []engine.SyntaxError{}}, nil
}

func TestAnalyzeReadsPathsAsGiven(t *testing.T) {
	t.Parallel()
	tests := []struct {
		args []string
		want []string
	}{
		{[]string{"testdata/contracts"}, []string{"testdata/contracts/Bank.sol", "testdata/contracts/token/Token.sol"}},
		{[]string{"./testdata/contracts/token/", "testdata/contracts/Bank.sol"}, []string{"testdata/contracts/token/Token.sol", "testdata/contracts/Bank.sol"}},
		{[]string{"testdata/contracts/Bank.sol", "testdata/contracts"}, []string{"testdata/contracts/Bank.sol", "testdata/contracts/token/Token.sol"}},
		{[]string{"testdata/contracts/node_modules/dep/Dep.sol"}, []string{"testdata/contracts/node_modules/dep/Dep.sol"}}, // named explicitly
		{[]string{"testdata/contracts/.cache"}, []string{"testdata/contracts/.cache/Hidden.sol"}},                          // named explicitly
		{[]string{"--", "testdata/broken"}, []string{"testdata/broken/Broken.sol"}},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			t.Parallel()
			rec := &recorder{}
			var stdout, stderr bytes.Buffer
			if code := analyzeMain(context.Background(), tt.args, &stdout, &stderr, rec.analyze); code != exitOK {
				t.Fatalf("exit %d: %s", code, stderr.String())
			}
			var got []string
			for _, s := range rec.sources {
				got = append(got, filepath.ToSlash(s.Path))
				want, err := os.ReadFile(s.Path)
				if err != nil || !bytes.Equal(s.Content, want) {
					t.Errorf("%s: content not read correctly (%v)", s.Path, err)
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("sources = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestAnalyzeDetectorOptions(t *testing.T) {
	t.Parallel()
	rec := &recorder{}
	var stdout, stderr bytes.Buffer
	if code := analyzeMain(context.Background(), []string{"--detectors", "reentrancy-eth, tx-origin,", "testdata/contracts"}, &stdout, &stderr, rec.analyze); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if !slices.Equal(rec.opts.Detectors, []string{"reentrancy-eth", "tx-origin"}) || rec.opts.Exclude != nil {
		t.Errorf("options = %+v", rec.opts)
	}
	if code := analyzeMain(context.Background(), []string{"--exclude=naming", "testdata/contracts"}, &stdout, &stderr, rec.analyze); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if rec.opts.Detectors != nil || !slices.Equal(rec.opts.Exclude, []string{"naming"}) {
		t.Errorf("options = %+v", rec.opts)
	}
}

// finding makes a finding with a severity at a line of testdata/contracts/Bank.sol.
func finding(detector string, sev vigil.Severity, line int, suppressed bool) vigil.Finding {
	return vigil.Finding{
		Detector: detector, Title: detector, Severity: sev, Confidence: vigil.ConfidenceHigh, Message: detector + " found",
		Location:   vigil.Location{File: "testdata/contracts/Bank.sol", StartLine: line, StartColumn: 9, EndLine: line, EndColumn: 20},
		Suppressed: suppressed,
	}
}

func TestAnalyzeExitCodesAndFilter(t *testing.T) {
	t.Parallel()
	findings := []vigil.Finding{
		finding("reentrancy-eth", vigil.SeverityCritical, 19, true), // suppressed: never fails a build
		finding("unchecked-call", vigil.SeverityMedium, 19, false),
		finding("naming", vigil.SeverityInformational, 6, false),
	}
	tests := []struct {
		flags     []string
		code      int
		detectors []string // in the JSON report, in order
	}{
		{nil, exitOK, []string{"naming", "reentrancy-eth", "unchecked-call"}},
		{[]string{"--fail-on", "critical"}, exitOK, []string{"naming", "reentrancy-eth", "unchecked-call"}},
		{[]string{"--fail-on", "high"}, exitOK, []string{"naming", "reentrancy-eth", "unchecked-call"}},
		{[]string{"--fail-on", "medium"}, exitFindings, []string{"naming", "reentrancy-eth", "unchecked-call"}},
		{[]string{"--fail-on", "info"}, exitFindings, []string{"naming", "reentrancy-eth", "unchecked-call"}},
		{[]string{"--min-severity", "low"}, exitOK, []string{"reentrancy-eth", "unchecked-call"}},
		{[]string{"--min-severity", "high", "--fail-on", "low"}, exitOK, []string{"reentrancy-eth"}},
		{[]string{"--min-severity", "medium", "--fail-on", "low"}, exitFindings, []string{"reentrancy-eth", "unchecked-call"}},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.flags, " "), func(t *testing.T) {
			t.Parallel()
			rec := &recorder{findings: findings}
			var stdout, stderr bytes.Buffer
			args := append(append([]string{"--format", "json"}, tt.flags...), "testdata/contracts")
			if code := analyzeMain(context.Background(), args, &stdout, &stderr, rec.analyze); code != tt.code {
				t.Errorf("exit %d, want %d (stderr %q)", code, tt.code, stderr.String())
			}
			var got []string
			for _, f := range decodeReport(t, stdout.String()).Findings {
				got = append(got, f.Detector)
			}
			if !slices.Equal(got, tt.detectors) {
				t.Errorf("reported %q, want %q", got, tt.detectors)
			}
		})
	}
}

func TestAnalyzeTextWithFindings(t *testing.T) {
	t.Parallel()
	rec := &recorder{findings: []vigil.Finding{
		finding("reentrancy-eth", vigil.SeverityCritical, 19, false),
		finding("tx-origin", vigil.SeverityHigh, 32, true),
	}}
	var stdout, stderr bytes.Buffer
	if code := analyzeMain(context.Background(), []string{"--fail-on", "critical", "testdata/contracts"}, &stdout, &stderr, rec.analyze); code != exitFindings {
		t.Fatalf("exit %d, want %d", code, exitFindings)
	}
	out := stdout.String()
	for _, want := range []string{"testdata/contracts/Bank.sol:19:9  critical  reentrancy-eth  reentrancy-eth found", "1 finding (1 critical), 1 suppressed"} {
		if !strings.Contains(out, want) {
			t.Errorf("text report lacks %q:\n%s", want, out)
		}
	}
}

func TestUseColor(t *testing.T) {
	t.Parallel()
	f, err := os.Create(filepath.Join(t.TempDir(), "out"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	env := func(vars map[string]string) func(string) string { return func(k string) string { return vars[k] } }
	tests := []struct {
		name string
		w    io.Writer
		env  map[string]string
	}{
		{"buffer", &bytes.Buffer{}, nil},
		{"regular file", f, nil},
		{"NO_COLOR", os.Stdout, map[string]string{"NO_COLOR": "1"}},
		{"dumb terminal", os.Stdout, map[string]string{"TERM": "dumb"}},
	}
	for _, tt := range tests {
		if useColor(tt.w, env(tt.env)) {
			t.Errorf("%s: colour on, want off", tt.name)
		}
	}
}

// TestAnalyzeSWCBenchmarkJSON runs analyze over the SWC registry corpus and checks that the JSON is what
// ../shared/bench/score.py reads: an object with a findings list whose locations name files that exist relative
// to the working directory, with the fields the scorer uses.
func TestAnalyzeSWCBenchmarkJSON(t *testing.T) {
	t.Parallel()
	dir := sharedtest.Dir(t, "bench/swc")
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	rel, err := filepath.Rel(wd, dir)
	if err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runCLI(t, "analyze", "--format", "json", rel)
	if code != exitOK {
		t.Fatalf("exit %d, stderr: %s", code, stderr)
	}
	rep := decodeReport(t, stdout)
	var sols int
	if err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".sol") {
			sols++
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d .sol files, %d findings, %d syntax errors", sols, len(rep.Findings), len(rep.Errors))
	for _, f := range rep.Findings {
		if f.Detector == "" || !vigil.Severity(f.Severity).Valid() {
			t.Errorf("finding without detector or with a bad severity: %+v", f)
		}
		if f.SWC != "" && !strings.HasPrefix(f.SWC, "SWC-") {
			t.Errorf("finding %s: swc %q is not an SWC id", f.Detector, f.SWC)
		}
		if f.Location.StartLine < 1 || f.Location.EndLine < f.Location.StartLine {
			t.Errorf("finding %s: lines %d..%d", f.Detector, f.Location.StartLine, f.Location.EndLine)
		}
		if !strings.HasPrefix(f.Location.File, rel) {
			t.Errorf("finding %s: file %q is not under the path given (%s)", f.Detector, f.Location.File, rel)
		}
		if _, err := os.Stat(f.Location.File); err != nil {
			t.Errorf("finding %s: file does not resolve from the working directory: %v", f.Detector, err)
		}
	}
	for _, e := range rep.Errors {
		if _, err := os.Stat(e.File); err != nil || e.Line < 1 || e.Message == "" {
			t.Errorf("bad syntax error entry %+v (%v)", e, err)
		}
	}
}

func BenchmarkAnalyzeSWC(b *testing.B) {
	dir := sharedtest.Dir(b, "bench/swc")
	var stdout, stderr bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		stdout.Reset()
		if code := run(context.Background(), []string{"analyze", "--format", "json", dir}, &stdout, &stderr); code != exitOK {
			b.Fatalf("exit %d: %s", code, stderr.String())
		}
	}
}

// TestAnalyzeSARIFMatchesSchema validates the SARIF of real findings (testdata and, when present, the SWC corpus)
// against the OASIS SARIF 2.1.0 schema.
func TestAnalyzeSARIFMatchesSchema(t *testing.T) {
	t.Parallel()
	c := jsonschema.NewCompiler()
	sch, err := c.Compile(filepath.Join(sharedtest.Dir(t, "schemas"), "sarif-schema-2.1.0.json"))
	if err != nil {
		t.Fatal(err)
	}
	paths := []string{"testdata/contracts", "testdata/broken"}
	if swc, ok := sharedtest.Find("bench/swc"); ok {
		paths = append(paths, swc)
	}
	code, stdout, stderr := runCLI(t, append([]string{"analyze", "--format", "sarif"}, paths...)...)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	inst, err := jsonschema.UnmarshalJSON(strings.NewReader(stdout))
	if err != nil {
		t.Fatal(err)
	}
	if err := sch.Validate(inst); err != nil {
		t.Errorf("SARIF does not match the 2.1.0 schema: %v", err)
	}
}

// TestAnalyzeSkipsFoundryTests checks that the Foundry test and script files found in a directory are left out
// unless --include-tests is given, and that a file named on the command line is always read.
func TestAnalyzeSkipsFoundryTests(t *testing.T) {
	t.Parallel()
	tests := []struct {
		args       []string
		want, lack []string // files the report names, and files it must not
	}{
		{[]string{"testdata/foundry"}, nil, []string{"Counter.t.sol", "Deploy.s.sol"}},
		{[]string{"--include-tests", "testdata/foundry"}, []string{"Counter.t.sol"}, nil},
		{[]string{"testdata/foundry/src", "testdata/foundry/test/Counter.t.sol"}, []string{"Counter.t.sol"}, nil},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			t.Parallel()
			code, stdout, stderr := runCLI(t, append([]string{"analyze", "--format", "json"}, tt.args...)...)
			if code != exitOK {
				t.Fatalf("exit %d, stderr:\n%s", code, stderr)
			}
			for _, f := range tt.want {
				if !strings.Contains(stdout, f) {
					t.Errorf("report lacks %s:\n%s", f, stdout)
				}
			}
			for _, f := range tt.lack {
				if strings.Contains(stdout, f) {
					t.Errorf("report names %s:\n%s", f, stdout)
				}
			}
		})
	}
}
