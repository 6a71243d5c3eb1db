package detector

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// manyFindings is a contract with findings enough for a pass to finish them several times over (maxPending).
func manyFindings() *analysis.Model {
	var b strings.Builder
	b.WriteString("pragma solidity ^0.4.24;\ncontract A {\n    mapping(address => uint) balances;\n    uint x;\n")
	for i := range 4 * maxPending / fingerprintHexLen / 8 { // about ten findings each
		fmt.Fprintf(&b, "    function f%d(uint a) public { require(tx.origin == msg.sender); msg.sender.call.value(balances[msg.sender])(); "+
			"balances[msg.sender] = 0; x = x + a * now; msg.sender.send(1); selfdestruct(msg.sender); }\n", i)
	}
	b.WriteString("}\n")
	return analysis.Build([]*solidity.File{solidity.Parse("a.sol", []byte(b.String()))})
}

// TestRunDetectorsGivesOutsFinishedFindings checks that each detector's findings, as runDetectors gives them in
// outs, have their fingerprints and related locations, though the pass's findings grew after them: the strings
// are set for several detectors at once.
func TestRunDetectorsGivesOutsFinishedFindings(t *testing.T) {
	m := manyFindings()
	detectors := All()
	outs := make([]detectorOut, len(detectors))
	p := &Pass{Model: m} // no findings yet: the slice grows as the detectors report
	i := -1
	for !runDetectors(p, detectors, func() int { i++; return i }, outs) {
	}
	n, related := 0, 0
	for k, o := range outs {
		for _, f := range o.findings {
			n++
			related += len(f.Related)
			if f.Detector != detectors[k].ID || len(f.Fingerprint) != fingerprintHexLen || f.Message == "" || f.Related == nil {
				t.Errorf("detector %s: finding %+v is not finished", detectors[k].ID, f)
			}
		}
	}
	if n != len(p.findings) || n*fingerprintHexLen < 4*maxPending || related == 0 {
		t.Fatalf("outs hold %d findings (%d related locations), the pass %d: the test needs more", n, related, len(p.findings))
	}
}

// TestRunFinishesAsEachDetectorAlone checks the findings of every detector run together, finished a few
// detectors at a time, against those of each detector run alone, finished at once.
func TestRunFinishesAsEachDetectorAlone(t *testing.T) {
	m := manyFindings()
	var want []vigil.Finding
	for _, d := range All() {
		want = append(want, Run(m, []*Detector{d}, Options{Concurrency: 1}).Findings...)
	}
	SortFindings(want)
	got := Run(m, All(), Options{Concurrency: 1}).Findings
	if len(got)*fingerprintHexLen < 4*maxPending {
		t.Fatalf("%d findings: the test needs more", len(got))
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("the detectors run together find\n%+v\nwant\n%+v", got, want)
	}
}
