package detector

import (
	"testing"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// TestReportMessage checks that findings reported with reportMessage get their own messages, with plain
// reports between them and a repeat that Report drops, across two detectors run by one pass.
func TestReportMessage(t *testing.T) {
	t.Parallel()
	f := solidity.Parse("m.sol", []byte("contract A { uint a; uint b; uint c; }"))
	m := analysis.Build([]*solidity.File{f})
	vars := m.Contracts[0].StateVars
	run := func(p *Pass) error {
		for i, v := range vars {
			r := Report{Contract: v.Contract, At: v.Decl}
			if i == 1 {
				r.Message = "plain " + v.Name
				p.Report(r)
				continue
			}
			p.reportMessage(r, append(append(p.message(), p.Detector.ID...), " built "+v.Name...))
			// A second report of the same range is dropped, and so is its message.
			p.reportMessage(r, append(p.message(), "repeat"...))
		}
		return nil
	}
	d1 := &Detector{ID: "one", Title: "t", Severity: vigil.SeverityLow, Confidence: vigil.ConfidenceLow, Run: run}
	d2 := &Detector{ID: "two", Title: "t", Severity: vigil.SeverityLow, Confidence: vigil.ConfidenceLow, Run: run}
	res := Run(m, []*Detector{d1, d2}, Options{Concurrency: 1})
	want := []string{"one built a", "two built a", "plain b", "plain b", "one built c", "two built c"}
	if len(res.Findings) != len(want) {
		t.Fatalf("%d findings, want %d", len(res.Findings), len(want))
	}
	for i, fd := range res.Findings {
		if fd.Message != want[i] {
			t.Errorf("finding %d: message %q, want %q", i, fd.Message, want[i])
		}
	}
}
