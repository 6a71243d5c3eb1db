package analysis

import "testing"

// TestRecordedCallerIsNoCheck checks that a condition calling an internal function that only stores the caller's
// address it is handed (the Solidity docs' BlindAuction placeBid) is no access check, while one that compares it
// with a stored account is.
func TestRecordedCallerIsNoCheck(t *testing.T) {
	t.Parallel()
	m := build(t, "b.sol", `pragma solidity ^0.5.0;
contract A {
    uint public highestBid; address public highestBidder; address owner; uint refunds;
    function placeBid(address bidder, uint value) internal returns (bool) {
        if (value <= highestBid) return false;
        highestBid = value; highestBidder = bidder; return true;
    }
    function isOwner(address who) internal view returns (bool) { return who == owner; }
    function reveal(uint value) public { if (placeBid(msg.sender, value)) { refunds -= value; } }
    function sweep(uint value) public { if (isOwner(msg.sender)) { refunds -= value; } }
}`)
	c := contract(t, m, "A")
	for name, want := range map[string]bool{"reveal": false, "sweep": true} {
		f := function(t, c, name)
		gd := f.Guards()
		got := false
		for _, n := range f.CFG().Nodes {
			if len(n.Writes()) > 0 && gd.Protected(n) {
				got = true
			}
		}
		if got != want {
			t.Errorf("%s: write protected = %v, want %v", name, got, want)
		}
	}
}
