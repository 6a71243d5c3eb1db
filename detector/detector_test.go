package detector_test

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"
	"weak"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/detector"
	"github.com/vigilsec/vigil/detector/detectortest"
	"github.com/vigilsec/vigil/solidity"
)

func TestDetectors(t *testing.T) {
	t.Parallel()
	for _, d := range detector.All() {
		t.Run(d.ID, func(t *testing.T) {
			t.Parallel()
			detectortest.Run(t, filepath.Join("testdata", d.ID), d)
		})
	}
}

func TestMetadata(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	for _, d := range detector.All() {
		if err := d.Validate(); err != nil {
			t.Error(err)
		}
		if seen[d.ID] {
			t.Errorf("duplicate detector ID %q", d.ID)
		}
		seen[d.ID] = true
		if len(d.Requires) == 0 {
			t.Errorf("%s: Requires is empty", d.ID)
		}
	}
}

func TestValidateRejects(t *testing.T) {
	t.Parallel()
	good := *detector.TxOriginAuth
	tests := []struct {
		name   string
		mutate func(d *detector.Detector)
		want   string
	}{
		{"id", func(d *detector.Detector) { d.ID = "Bad_ID" }, "kebab-case"},
		{"title", func(d *detector.Detector) { d.Title = " " }, "Title is empty"},
		{"exploit", func(d *detector.Detector) { d.Exploit = "" }, "Exploit is empty"},
		{"severity", func(d *detector.Detector) { d.Severity = "severe" }, "severity"},
		{"confidence", func(d *detector.Detector) { d.Confidence = "sure" }, "confidence"},
		{"swc", func(d *detector.Detector) { d.SWC = "SWC107" }, "SWC"},
		{"cwe", func(d *detector.Detector) { d.CWE = "cwe-1" }, "CWE"},
		{"run", func(d *detector.Detector) { d.Run = nil }, "Run is nil"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			d := good
			tt.mutate(&d)
			err := d.Validate()
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Validate() = %v, want error containing %q", err, tt.want)
			}
		})
	}
	info := good
	info.Severity, info.Exploit = vigil.SeverityInformational, ""
	if err := info.Validate(); err != nil {
		t.Errorf("informational detector without exploit: %v", err)
	}
}

func TestSelect(t *testing.T) {
	t.Parallel()
	all := detector.All()
	tests := []struct {
		name             string
		include, exclude []string
		want             int
		err              string
	}{
		{"all", nil, nil, len(all), ""},
		{"include", []string{"tx-origin-auth", "reentrancy-eth"}, nil, 2, ""},
		{"exclude", nil, []string{"tx-origin-auth"}, len(all) - 1, ""},
		{"unknown", []string{"no-such"}, nil, 0, "no-such"},
		{"unknown exclude", nil, []string{"nope"}, 0, "nope"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := detector.Select(all, tt.include, tt.exclude)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("Select error = %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil || len(got) != tt.want {
				t.Fatalf("Select = %d detectors, %v; want %d", len(got), err, tt.want)
			}
		})
	}
}

func TestPanicBecomesWarning(t *testing.T) {
	t.Parallel()
	f := solidity.Parse("a.sol", []byte("pragma solidity ^0.8.0; contract A { function f() external { selfdestruct(payable(msg.sender)); } }"))
	m := analysis.Build([]*solidity.File{f})
	boom := *detector.TxOriginAuth
	boom.ID = "boom"
	boom.Run = func(*detector.Pass) error { panic("kaboom") }
	res := detector.Run(m, []*detector.Detector{&boom, detector.UnprotectedSelfdestruct}, detector.Options{})
	if len(res.Warnings) != 1 || !strings.Contains(res.Warnings[0], "detector boom failed") || !strings.Contains(res.Warnings[0], "kaboom") {
		t.Fatalf("warnings = %q", res.Warnings)
	}
	if len(res.Findings) != 1 || res.Findings[0].Detector != "unprotected-selfdestruct" {
		t.Fatalf("findings = %+v, want the other detector's finding", res.Findings)
	}
}

// TestFailedDetectorLeavesNoTrace checks that the findings of a detector that reports and then fails, dropped,
// leave nothing in the findings of the detectors after it, which are kept where the dropped ones were.
func TestFailedDetectorLeavesNoTrace(t *testing.T) {
	t.Parallel()
	f := solidity.Parse("a.sol", []byte(`pragma solidity ^0.4.24;
contract A {
    mapping(address => uint) balances;
    uint x;
    function f() external { selfdestruct(msg.sender); }
    function g() public { require(tx.origin == msg.sender); msg.sender.call.value(balances[msg.sender])(); balances[msg.sender] = 0; }
    function h(uint a) public { x = x + a * now; msg.sender.send(1); }
}`))
	m := analysis.Build([]*solidity.File{f})
	fn := m.Contracts[0].Functions[0]
	all := detector.All()
	for _, n := range []int{1, 2, 3} {
		want := detector.Run(m, all, detector.Options{Concurrency: n})
		if len(want.Findings) < 10 || len(want.Warnings) != 0 {
			t.Fatalf("%d findings, warnings %q: the test needs more findings, and no failure", len(want.Findings), want.Warnings)
		}
		type failure struct {
			fail     func() error
			warnings int
		}
		fails := []failure{{func() error { return errors.New("no") }, 1}, {func() error { panic("kaboom") }, 1}}
		if n > 1 { // a worker that exits, without a warning: the others go on (with one worker, the caller would exit)
			fails = append(fails, failure{func() error { runtime.Goexit(); return nil }, 0})
		}
		for _, fail := range fails {
			boom := *detector.TxOriginAuth
			boom.ID = "boom"
			boom.Run = func(p *detector.Pass) error {
				p.Report(detector.Report{Function: fn, At: fn.Decl, Message: "stale", Severity: vigil.SeverityCritical,
					Confidence: vigil.ConfidenceHigh, Related: []detector.Related{{At: fn.Decl, Message: "stale too"}}})
				return fail.fail()
			}
			// The failing detector among the others, where the findings of those after it take its place.
			detectors := slices.Concat(all[:len(all)/2], []*detector.Detector{&boom}, all[len(all)/2:])
			res := detector.Run(m, detectors, detector.Options{Concurrency: n})
			if len(res.Warnings) != fail.warnings || !reflect.DeepEqual(res.Findings, want.Findings) {
				t.Fatalf("concurrency %d: findings = %+v, warnings %q; want %+v", n, res.Findings, res.Warnings, want.Findings)
			}
		}
	}
}

func TestFingerprintIgnoresLineMoves(t *testing.T) {
	t.Parallel()
	const body = "function kill() public {\n  selfdestruct(msg.sender);\n}\nfunction k2() public { selfdestruct(msg.sender); }"
	a := "pragma solidity ^0.4.24;\ncontract K {\n" + body + "\n}"
	b := "pragma solidity ^0.4.24;\n\n\n// moved\ncontract K {\n" + strings.ReplaceAll(body, "  selfdestruct", "      selfdestruct") + "\n}"
	fa := runOne(t, a, detector.UnprotectedSelfdestruct)
	fb := runOne(t, b, detector.UnprotectedSelfdestruct)
	if len(fa) != 2 || len(fb) != 2 {
		t.Fatalf("findings: %d and %d, want 2 each", len(fa), len(fb))
	}
	for i := range fa {
		if fa[i].Fingerprint != fb[i].Fingerprint {
			t.Errorf("finding %d: fingerprint changed when lines moved", i)
		}
		if fa[i].Location.StartLine == fb[i].Location.StartLine {
			t.Errorf("finding %d: test did not move the line", i)
		}
	}
	if fa[0].Fingerprint == fa[1].Fingerprint {
		t.Error("findings in different functions share a fingerprint")
	}
}

func runOne(t *testing.T, src string, d *detector.Detector) []vigil.Finding {
	t.Helper()
	f := solidity.Parse("k.sol", []byte(src))
	return detector.Run(analysis.Build([]*solidity.File{f}), []*detector.Detector{d}, detector.Options{}).Findings
}

// TestRunKeepsNoModel checks that running the detectors keeps no model alive once the next ones have run: the
// detectors and the analyses they share reuse scratch space and pools from one model to the next, and a pointer
// left in them would keep a model, or a chain of every model since the process started, from being collected.
// It does not run in parallel, so that no other test holds scratch space while it looks.
func TestRunKeepsNoModel(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("testdata", "*"))
	if err != nil || len(dirs) < 10 {
		t.Fatalf("testdata: %d directories, %v", len(dirs), err)
	}
	var models []weak.Pointer[analysis.Model]
	for _, dir := range dirs[:10] {
		paths, _ := filepath.Glob(filepath.Join(dir, "*.sol"))
		var files []*solidity.File
		for _, p := range paths {
			src, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, solidity.Parse(p, src))
		}
		m := analysis.Build(files)
		if res := detector.Run(m, detector.All(), detector.Options{}); len(res.Findings) == 0 {
			t.Fatalf("%s: no findings", dir)
		}
		models = append(models, weak.Make(m))
	}
	// Two collections empty the sync.Pools; the last models run may still sit in a spare scratch.
	runtime.GC()
	runtime.GC()
	for i, w := range models[:len(models)-2] {
		if w.Value() != nil {
			t.Errorf("the model of %s is still alive after %d more were analysed", dirs[i], len(models)-1-i)
		}
	}
}
