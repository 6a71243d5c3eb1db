package report

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/engine"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// sampleResult is a report with findings in two files (given out of order), a suppressed finding, related
// locations, a finding from a detector with no rule, syntax errors and a warning.
func sampleResult() *engine.Result {
	return &engine.Result{
		Findings: []vigil.Finding{
			{
				Detector: "tx-origin", Title: "Authorisation through tx.origin", Severity: vigil.SeverityHigh,
				Confidence: vigil.ConfidenceHigh, SWC: "SWC-115", CWE: "CWE-477",
				Message:        "Wallet.transfer() checks tx.origin == owner to authorise the caller",
				Recommendation: "Compare msg.sender instead.",
				Location: vigil.Location{File: "contracts/Wallet.sol", StartLine: 12, StartColumn: 17, EndLine: 12, EndColumn: 36,
					Contract: "Wallet", Function: "transfer"},
				Fingerprint: "9a0e55c1",
			},
			{
				Detector: "reentrancy-eth", Title: "Reentrancy: ether sent before state is updated", Severity: vigil.SeverityCritical,
				Confidence: vigil.ConfidenceHigh, SWC: "SWC-107", CWE: "CWE-841",
				Message:        "Bank.withdraw() sends ether to msg.sender before it sets balances[msg.sender] (line 21)",
				Recommendation: "Update state before the call (checks-effects-interactions) or guard with a reentrancy lock.",
				Location: vigil.Location{File: "contracts/Bank.sol", StartLine: 19, StartColumn: 9, EndLine: 19, EndColumn: 52,
					Contract: "Bank", Function: "withdraw"},
				Related: []vigil.RelatedLocation{
					{File: "contracts/Bank.sol", StartLine: 21, StartColumn: 9, EndLine: 21, EndColumn: 37, Message: "state written after the call"},
				},
				Fingerprint: "3f1c0a7e",
			},
			{
				Detector: "unchecked-send", Title: "Return value of send is not checked", Severity: vigil.SeverityMedium,
				Confidence: vigil.ConfidenceMedium, SWC: "SWC-104", CWE: "CWE-252",
				Message:     "Bank.pay() ignores the result of send",
				Location:    vigil.Location{File: "contracts/Bank.sol", StartLine: 30, StartColumn: 9, EndLine: 30, EndColumn: 31, Contract: "Bank", Function: "pay"},
				Fingerprint: "77d2b0aa", Suppressed: true,
			},
			{
				Detector: "timestamp", Title: "Block timestamp used in a comparison", Severity: vigil.SeverityLow,
				Confidence: vigil.ConfidenceLow, SWC: "SWC-116",
				Message:     "Bank.open() compares block.timestamp\nwith a deadline",
				Location:    vigil.Location{File: "contracts/Bank.sol", StartLine: 40, StartColumn: 13, EndLine: 41, EndColumn: 5, Contract: "Bank"},
				Fingerprint: "01ab02cd",
			},
			{
				Detector: "pragma-floating", Title: "Floating pragma", Severity: vigil.SeverityInformational,
				Confidence: vigil.ConfidenceHigh, SWC: "SWC-103",
				Message:     "pragma solidity ^0.8.0 allows untested compilers",
				Location:    vigil.Location{File: "contracts/Bank.sol", StartLine: 2, StartColumn: 1, EndLine: 2, EndColumn: 24},
				Fingerprint: "5e5e5e5e",
			},
		},
		Errors: []engine.SyntaxError{
			{File: "contracts/Broken.sol", Line: 7, Column: 14, Message: "expected ';' after expression"},
			{File: "contracts/Broken.sol", Line: 3, Column: 5, Message: "unexpected '}'"},
		},
		Warnings: []string{"detector shadowing failed on contracts/Bank.sol: internal error"},
	}
}

// sampleRules describes some of the sample's detectors; pragma-floating is left without a rule on purpose.
func sampleRules() []Rule {
	return []Rule{
		{
			ID: "reentrancy-eth", Title: "Reentrancy: ether sent before state is updated",
			Description:    "A function sends ether with a low-level call and updates state afterwards.",
			Exploit:        "An attacker's fallback function calls withdraw() again before its balance is cleared.",
			Recommendation: "Update state before the call or guard with a reentrancy lock.",
			Severity:       vigil.SeverityCritical, Confidence: vigil.ConfidenceHigh, SWC: "SWC-107", CWE: "CWE-841",
			HelpURI: "https://github.com/vigilsec/vigil/blob/main/docs/detectors.md#reentrancy-eth",
		},
		{
			ID: "tx-origin", Title: "Authorisation through tx.origin",
			Description:    "tx.origin is the account that started the transaction, not the caller.",
			Exploit:        "A contract the owner calls can call the wallet and pass the tx.origin check.",
			Recommendation: "Compare msg.sender instead.", Severity: vigil.SeverityHigh, Confidence: vigil.ConfidenceHigh,
			SWC: "SWC-115", CWE: "CWE-477",
		},
		{
			ID: "unchecked-send", Title: "Return value of send is not checked",
			Description:    "send returns false on failure; ignoring it loses ether silently.",
			Exploit:        "A recipient that always fails makes the contract believe it paid.",
			Recommendation: "Check the return value or use transfer.", Severity: vigil.SeverityMedium, Confidence: vigil.ConfidenceMedium,
			SWC: "SWC-104", CWE: "CWE-252",
		},
		{
			ID: "timestamp", Title: "Block timestamp used in a comparison",
			Description:    "Miners can move block.timestamp by several seconds.",
			Recommendation: "Do not rely on block.timestamp for precise timing.", Severity: vigil.SeverityLow, Confidence: vigil.ConfidenceLow,
			SWC: "SWC-116",
		},
		{
			ID: "unused-state", Title: "State variable never used", Description: "A state variable is never read.",
			Recommendation: "Remove it.", Severity: vigil.SeverityInformational, Confidence: vigil.ConfidenceHigh,
		},
	}
}

// golden compares got with testdata/name, or rewrites the file under -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("read golden file (run go test -update to create it): %v", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (run go test -update if the change is intended)\ngot:\n%s\nwant:\n%s", name, got, want)
	}
}

// reversed returns res with its findings and errors in reverse order, to show that renderers sort.
func reversed(res *engine.Result) *engine.Result {
	r := *res
	r.Findings = slices.Clone(res.Findings)
	slices.Reverse(r.Findings)
	r.Errors = slices.Clone(res.Errors)
	slices.Reverse(r.Errors)
	return &r
}

func TestJSON(t *testing.T) {
	t.Parallel()
	res := sampleResult()
	var buf bytes.Buffer
	if err := JSON(&buf, res); err != nil {
		t.Fatal(err)
	}
	golden(t, "sample.json.golden", buf.Bytes())

	var again bytes.Buffer
	if err := JSON(&again, reversed(res)); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(buf.Bytes(), again.Bytes()) {
		t.Error("JSON output depends on the order of the input findings")
	}
	if res.Findings[0].Detector != "tx-origin" || res.Findings[1].Related == nil || res.Findings[0].Related != nil {
		t.Error("JSON changed the result it was given")
	}

	var doc struct {
		Findings []map[string]any     `json:"findings"`
		Errors   []engine.SyntaxError `json:"errors"`
		Warnings []string             `json:"warnings"`
	}
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	var order []string
	for _, f := range doc.Findings {
		loc := f["location"].(map[string]any)
		order = append(order, loc["file"].(string)+" "+f["detector"].(string))
		if _, ok := f["related"].([]any); !ok {
			t.Errorf("finding %v: related is %v, want a list", f["detector"], f["related"])
		}
	}
	want := []string{
		"contracts/Bank.sol pragma-floating", "contracts/Bank.sol reentrancy-eth", "contracts/Bank.sol unchecked-send",
		"contracts/Bank.sol timestamp", "contracts/Wallet.sol tx-origin",
	}
	if !slices.Equal(order, want) {
		t.Errorf("finding order = %q, want %q", order, want)
	}
	if len(doc.Errors) != 2 || doc.Errors[0].Line != 3 || len(doc.Warnings) != 1 {
		t.Errorf("errors = %+v, warnings = %q", doc.Errors, doc.Warnings)
	}
}

func TestJSONEmpty(t *testing.T) {
	t.Parallel()
	for _, res := range []*engine.Result{nil, {}, {Findings: []vigil.Finding{}, Errors: []engine.SyntaxError{}}} {
		var buf bytes.Buffer
		if err := JSON(&buf, res); err != nil {
			t.Fatal(err)
		}
		if got, want := strings.TrimSpace(buf.String()), "{\n  \"findings\": [],\n  \"errors\": []\n}"; got != want {
			t.Errorf("empty report = %s, want %s", got, want)
		}
	}
}

// failingWriter fails every write.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, os.ErrClosed }

func TestWriteErrors(t *testing.T) {
	t.Parallel()
	res := sampleResult()
	checks := map[string]error{
		"json":  JSON(failingWriter{}, res),
		"sarif": SARIF(failingWriter{}, res, nil, SARIFOptions{}),
		"text":  Text(failingWriter{}, res, TextOptions{}),
	}
	for name, err := range checks {
		if err == nil || !strings.Contains(err.Error(), "report") {
			t.Errorf("%s: err = %v, want a wrapped write error", name, err)
		}
	}
}
