package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/client"
	"github.com/vigilsec/vigil/client/clienttest"
	"github.com/vigilsec/vigil/engine"
	"github.com/vigilsec/vigil/plan"
)

// runScanCLI runs vigil scan against the service with the environment env and returns its exit status, stdout
// and stderr.
func runScanCLI(t *testing.T, env map[string]string, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	deps := scanDeps{getenv: func(k string) string { return env[k] }, pollInterval: 20 * time.Millisecond}
	code := scanMain(context.Background(), args, &stdout, &stderr, deps)
	return code, stdout.String(), stderr.String()
}

// serviceEnv starts the service and returns the environment that points vigil scan at it.
func serviceEnv(t *testing.T, analyze func(context.Context, []engine.Source, engine.Options) (*engine.Result, error)) (*clienttest.Service, map[string]string) {
	t.Helper()
	svc := clienttest.Start(t, clienttest.Options{Analyze: analyze})
	return svc, map[string]string{"VIGIL_URL": svc.URL, "VIGIL_API_KEY": svc.Key, "NO_COLOR": "1"}
}

// TestScanMatchesAnalyze checks that a scan on the server prints what vigil analyze prints for the same files.
func TestScanMatchesAnalyze(t *testing.T) {
	t.Parallel()
	_, env := serviceEnv(t, nil)
	for _, format := range []string{"json", "text", "sarif"} {
		args := []string{"--format", format, "testdata/contracts", "testdata/broken/Broken.sol"}
		code, local, stderr := runCLI(t, append([]string{"analyze"}, args...)...)
		if code != exitOK {
			t.Fatalf("analyze --format %s = %d: %s", format, code, stderr)
		}
		code, remote, stderr := runScanCLI(t, env, args...)
		if code != exitOK {
			t.Fatalf("scan --format %s = %d: %s", format, code, stderr)
		}
		if remote != local {
			t.Errorf("scan --format %s differs from analyze:\n--- scan\n%s\n--- analyze\n%s", format, remote, local)
		}
	}
	code, out, _ := runScanCLI(t, env, "--format", "json", "testdata/contracts")
	rep := decodeReport(t, out)
	if code != exitOK || len(rep.Findings) == 0 {
		t.Fatalf("scan = %d with %d findings", code, len(rep.Findings))
	}
	for _, f := range rep.Findings {
		if !strings.HasPrefix(f.Location.File, "testdata/contracts/") {
			t.Errorf("finding in %q, want the path as given", f.Location.File)
		}
	}
}

func TestScanExitCodesAndFilters(t *testing.T) {
	t.Parallel()
	_, env := serviceEnv(t, fixedFindings)
	tests := []struct {
		args      []string
		want      int
		detectors []string
	}{
		{[]string{"--format", "json", "testdata/contracts/Bank.sol"}, exitOK, []string{"high-one", "low-one", "suppressed-critical"}},
		{[]string{"--format", "json", "--fail-on", "high", "testdata/contracts/Bank.sol"}, exitFindings, nil},
		{[]string{"--format", "json", "--fail-on", "critical", "testdata/contracts/Bank.sol"}, exitOK, nil}, // the critical one is suppressed
		{[]string{"--format", "json", "--min-severity", "medium", "testdata/contracts/Bank.sol"}, exitOK, []string{"high-one", "suppressed-critical"}},
		{[]string{"--format", "json", "testdata/contracts/Bank.sol", "--min-severity", "high", "--fail-on", "low"}, exitFindings, []string{"high-one", "suppressed-critical"}},
	}
	for _, tt := range tests {
		code, out, stderr := runScanCLI(t, env, tt.args...)
		if code != tt.want {
			t.Errorf("%q = %d, want %d: %s", tt.args, code, tt.want, stderr)
			continue
		}
		if tt.detectors == nil {
			continue
		}
		var got []string
		for _, f := range decodeReport(t, out).Findings {
			got = append(got, f.Detector)
		}
		if strings.Join(got, ",") != strings.Join(tt.detectors, ",") {
			t.Errorf("%q reported %q, want %q", tt.args, got, tt.detectors)
		}
	}
}

// fixedFindings is an engine with one high, one low and one suppressed critical finding in the first file.
func fixedFindings(_ context.Context, sources []engine.Source, _ engine.Options) (*engine.Result, error) {
	res := &engine.Result{Errors: []engine.SyntaxError{}}
	for i, f := range []struct {
		id         string
		sev        vigil.Severity
		suppressed bool
	}{{"high-one", vigil.SeverityHigh, false}, {"low-one", vigil.SeverityLow, false}, {"suppressed-critical", vigil.SeverityCritical, true}} {
		res.Findings = append(res.Findings, vigil.Finding{
			Detector: f.id, Title: f.id, Severity: f.sev, Confidence: vigil.ConfidenceHigh, Message: f.id, Suppressed: f.suppressed,
			Location:    vigil.Location{File: sources[0].Path, StartLine: i + 1, StartColumn: 1, EndLine: i + 1, EndColumn: 1},
			Fingerprint: "fp-" + f.id,
		})
	}
	return res, nil
}

func TestScanFlagsOverrideEnvironment(t *testing.T) {
	t.Parallel()
	svc, env := serviceEnv(t, fixedFindings)
	bad := map[string]string{"VIGIL_URL": "http://127.0.0.1:1", "VIGIL_API_KEY": "vgl_live_wrong"}
	code, _, stderr := runScanCLI(t, bad, "--url", svc.URL, "--key", env["VIGIL_API_KEY"], "--name", "ci-run", "testdata/contracts/Bank.sol")
	if code != exitOK {
		t.Fatalf("scan with flags = %d: %s", code, stderr)
	}
	c, err := client.New(svc.URL, svc.Key)
	if err != nil {
		t.Fatal(err)
	}
	l, err := c.ListContracts(context.Background(), client.ContractFilter{Name: "ci-run"}, client.ListParams{})
	if err != nil || len(l.Data) != 1 || l.Data[0].Files[0].Path != "testdata/contracts/Bank.sol" {
		t.Errorf("contract named by --name: %+v, %v", l, err)
	}
}

func TestScanErrors(t *testing.T) {
	t.Parallel()
	svc, env := serviceEnv(t, fixedFindings)
	tests := []struct {
		name string
		env  map[string]string
		args []string
		want string
	}{
		{"no URL", map[string]string{"VIGIL_API_KEY": "k"}, []string{"x.sol"}, "no server URL: set VIGIL_URL or give --url"},
		{"no key", map[string]string{"VIGIL_URL": svc.URL}, []string{"x.sol"}, "no API key: set VIGIL_API_KEY or give --key"},
		{"no path", env, nil, "no PATH given"},
		{"bad format", env, []string{"--format", "xml", "testdata/contracts"}, `unknown format "xml"`},
		{"bad severity", env, []string{"--fail-on", "severe", "testdata/contracts"}, "--fail-on:"},
		{"bad timeout", env, []string{"--timeout", "0s", "testdata/contracts"}, "--timeout must be positive"},
		{"missing file", env, []string{"testdata/nope.sol"}, "testdata/nope.sol: no such file or directory"},
		{"no sources", env, []string{"testdata/empty"}, "no .sol files in testdata/empty"},
		{"bad URL", map[string]string{"VIGIL_URL": "localhost:8080", "VIGIL_API_KEY": "k"}, []string{"testdata/contracts"}, "the scheme must be http or https"},
		{"wrong key", map[string]string{"VIGIL_URL": svc.URL, "VIGIL_API_KEY": "vgl_live_wrong"}, []string{"testdata/contracts"}, "401 UNAUTHORIZED: Missing or invalid API key"},
		{"unreachable", map[string]string{"VIGIL_URL": "http://127.0.0.1:1", "VIGIL_API_KEY": "k"}, []string{"testdata/contracts"}, "connect"},
		{"bad flag", env, []string{"--colour", "testdata/contracts"}, "flag provided but not defined: -colour"},
	}
	for _, tt := range tests {
		code, out, stderr := runScanCLI(t, tt.env, tt.args...)
		if code != exitUsage || out != "" || !strings.Contains(stderr, tt.want) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want 2 and %q", tt.name, code, out, stderr, tt.want)
		}
	}
}

func TestScanFailedOrTimedOut(t *testing.T) {
	t.Parallel()
	t.Run("failed", func(t *testing.T) {
		t.Parallel()
		_, env := serviceEnv(t, func(context.Context, []engine.Source, engine.Options) (*engine.Result, error) {
			return nil, errors.New("the engine broke")
		})
		code, out, stderr := runScanCLI(t, env, "testdata/contracts/Bank.sol")
		if code != exitScanFailed || out != "" || !strings.Contains(stderr, "failed: ENGINE_ERROR") {
			t.Errorf("exit %d, stdout %q, stderr %q; want 3 and the scan's error", code, out, stderr)
		}
	})
	t.Run("timeout", func(t *testing.T) {
		t.Parallel()
		svc, env := serviceEnv(t, func(ctx context.Context, _ []engine.Source, _ engine.Options) (*engine.Result, error) {
			<-ctx.Done()
			return nil, ctx.Err()
		})
		code, out, stderr := runScanCLI(t, env, "--timeout", "300ms", "testdata/contracts/Bank.sol")
		if code != exitScanFailed || out != "" || !strings.Contains(stderr, "did not finish within 300ms") {
			t.Fatalf("exit %d, stdout %q, stderr %q; want 3 and the timeout", code, out, stderr)
		}
		// The scan was canceled rather than left running.
		c, err := client.New(svc.URL, svc.Key)
		if err != nil {
			t.Fatal(err)
		}
		l, err := c.ListScans(context.Background(), client.ScanFilter{}, client.ListParams{})
		if err != nil || len(l.Data) != 1 || l.Data[0].Status != vigil.ScanCanceled {
			t.Errorf("scans after the timeout: %+v, %v; want one canceled", l, err)
		}
	})
}

func TestScanHelp(t *testing.T) {
	t.Parallel()
	code, _, stderr := runCLI(t, "scan", "-h")
	if code != exitOK {
		t.Errorf("scan -h = %d", code)
	}
	for _, want := range []string{"VIGIL_URL", "VIGIL_API_KEY", "Exit status", "  3  the scan failed", "-fail-on", "-timeout", "-include-deps", "uploaded as dependencies"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("help lacks %q:\n%s", want, stderr)
		}
	}
}

func TestUploadFiles(t *testing.T) {
	t.Parallel()
	outside := filepath.Join(t.TempDir(), "Out.sol")
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	sources := []engine.Source{
		{Path: "testdata/contracts/Bank.sol", Content: []byte("a")},
		{Path: "./testdata/contracts/token/../token/Token.sol", Content: []byte("b")},
		{Path: filepath.Join(wd, "testdata", "broken", "Broken.sol"), Content: []byte("c")},
		{Path: outside, Content: []byte("d")},
	}
	files, given, err := uploadFiles(sources)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"testdata/contracts/Bank.sol", "testdata/contracts/token/Token.sol", "testdata/broken/Broken.sol",
		strings.TrimPrefix(filepath.ToSlash(outside), "/")}
	for i, f := range files {
		if f.Path != want[i] || given[f.Path] != sources[i].Path || string(f.Content) != string(sources[i].Content) {
			t.Errorf("file %d: %q (given %q), want %q (given %q)", i, f.Path, given[f.Path], want[i], sources[i].Path)
		}
	}
	_, _, err = uploadFiles([]engine.Source{{Path: "a/B.sol"}, {Path: "a/../a/B.sol"}})
	if err == nil || !strings.Contains(err.Error(), "same name") {
		t.Errorf("two paths of one file: %v", err)
	}
}

// TestScanUploadsDependencies checks that vigil scan sends the files a project imports from node_modules as
// dependencies: the server sees the imported onlyOwner and nonReentrant, so there is no false alarm, and the
// report is vigil analyze's, with --include-deps as without.
func TestScanUploadsDependencies(t *testing.T) {
	t.Parallel()
	svc, env := serviceEnv(t, nil)
	const vault = "testdata/project/contracts/Vault.sol"
	for _, args := range [][]string{
		{"--format", "json", "testdata/project/contracts"},
		{"--format", "text", vault},
		{"--format", "json", "--include-deps", vault},
	} {
		code, local, stderr := runCLI(t, append([]string{"analyze"}, args...)...)
		if code != exitOK {
			t.Fatalf("analyze %q = %d: %s", args, code, stderr)
		}
		code, remote, stderr := runScanCLI(t, env, args...)
		if code != exitOK {
			t.Fatalf("scan %q = %d: %s", args, code, stderr)
		}
		if remote != local {
			t.Errorf("scan %q differs from analyze:\n--- scan\n%s\n--- analyze\n%s", args, remote, local)
		}
	}

	_, out, _ := runScanCLI(t, env, "--format", "json", vault)
	rep := decodeReport(t, out)
	if len(rep.Findings) == 0 {
		t.Fatal("no finding at all; the vault has a hardcoded-gas transfer")
	}
	for _, f := range rep.Findings {
		if f.Location.File != vault {
			t.Errorf("finding %s in %s, a dependency", f.Detector, f.Location.File)
		}
		switch f.Detector {
		case "reentrancy-eth", "reentrancy-no-eth", "reentrancy-cross-function", "unprotected-ether-withdrawal":
			t.Errorf("false alarm %s at line %d: the imported guards were not seen", f.Detector, f.Location.StartLine)
		}
	}
	_, out, _ = runScanCLI(t, env, "--format", "json", "--include-deps", vault)
	inDeps := 0
	for _, f := range decodeReport(t, out).Findings {
		if strings.HasPrefix(f.Location.File, "@openzeppelin/contracts/") {
			inDeps++
		}
	}
	if inDeps == 0 {
		t.Errorf("--include-deps: no finding in the imported files")
	}

	// On the server, the contract lists the imports, marked as dependencies unless --include-deps.
	c, err := client.New(svc.URL, svc.Key)
	if err != nil {
		t.Fatal(err)
	}
	l, err := c.ListContracts(context.Background(), client.ContractFilter{}, client.ListParams{Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{
		"@openzeppelin/contracts/access/Ownable.sol":        true,
		"@openzeppelin/contracts/utils/Context.sol":         true,
		"@openzeppelin/contracts/utils/ReentrancyGuard.sol": true,
		"testdata/project/contracts/Vault.sol":              false,
	}
	byFlagged := map[int]int{} // contracts by their number of dependencies
	for _, ct := range l.Data {
		if len(ct.Files) != len(want) {
			t.Errorf("contract %s has files %+v, want %v", ct.ID, ct.Files, want)
			continue
		}
		flagged := 0
		for _, f := range ct.Files {
			if _, ok := want[f.Path]; !ok {
				t.Errorf("contract %s has the file %s", ct.ID, f.Path)
			}
			if f.Dependency {
				flagged++
				if !want[f.Path] {
					t.Errorf("contract %s: %s marked a dependency", ct.ID, f.Path)
				}
			}
		}
		byFlagged[flagged]++
	}
	// Five scans: three with dependencies, two with --include-deps.
	if len(byFlagged) != 2 || byFlagged[3] != 3 || byFlagged[0] != 2 {
		t.Errorf("contracts by their number of dependencies: %v, want 3 with 3 and 2 with none", byFlagged)
	}
}

// Dependencies count towards the plan's upload size; when they make the upload too large, vigil scan says so.
func TestScanDependenciesOverTheUploadLimit(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "plans.yaml")
	if err := os.WriteFile(path, []byte("free:\n  max_upload_bytes: 2KiB\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	plans, err := plan.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	svc := clienttest.Start(t, clienttest.Options{Plans: plans})
	env := map[string]string{"VIGIL_URL": svc.URL, "VIGIL_API_KEY": svc.Key}
	code, out, stderr := runScanCLI(t, env, "testdata/project/contracts/Vault.sol")
	if code != exitUsage || out != "" || !strings.Contains(stderr, "PAYLOAD_TOO_LARGE") ||
		!strings.Contains(stderr, "3 imported files found outside the PATHs, 1.4 KiB in all") {
		t.Errorf("exit %d, stdout %q, stderr %q; want 2 and the dependencies named", code, out, stderr)
	}
}
