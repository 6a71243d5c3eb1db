package detector

import (
	"testing"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// TestRunDetectorsGivesOutsFinishedFindings checks that each detector's findings, as runDetectors gives them in
// outs, have their fingerprints and related locations, though the pass's findings grew after them: the strings
// are set at the end, for all the detectors at once.
func TestRunDetectorsGivesOutsFinishedFindings(t *testing.T) {
	f := solidity.Parse("a.sol", []byte(`pragma solidity ^0.4.24;
contract A {
    mapping(address => uint) balances;
    uint x;
    function f() external { selfdestruct(msg.sender); }
    function g() public { require(tx.origin == msg.sender); msg.sender.call.value(balances[msg.sender])(); balances[msg.sender] = 0; }
    function h(uint a) public { x = x + a * now; msg.sender.send(1); }
}`))
	m := analysis.Build([]*solidity.File{f})
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
	if n != len(p.findings) || n < 10 || related == 0 {
		t.Fatalf("outs hold %d findings (%d related locations), the pass %d: the test needs more", n, related, len(p.findings))
	}
}
