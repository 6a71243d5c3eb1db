package analysis

import (
	"testing"
)

// TestLocksReleasedAndAssembly checks that a call made after a lock's release is not locked, and that locks
// kept in slots by inline assembly, and counter guards, are.
func TestLocksReleasedAndAssembly(t *testing.T) {
	src := `pragma solidity ^0.8.24;
contract C {
    bool locked;
    uint256 status = 1;
    modifier tlock() {
        assembly {
            if tload(0) { revert(0, 0) }
            tstore(0, 1)
        }
        _;
        assembly { tstore(0, 0) }
    }
    function early() external {
        require(!locked);
        locked = true;
        locked = false;
        msg.sender.call("");
    }
    function held() external {
        require(status == 1);
        status = 2;
        msg.sender.call("");
        status = 1;
    }
    function relocked() external {
        require(status == 1);
        status = 2;
        status = 1;
        status = 2;
        msg.sender.call("");
        status = 1;
    }
    function transient() external tlock {
        msg.sender.call("");
    }
    uint256 counter;
    function counted() external {
        counter += 1;
        uint256 mine = counter;
        msg.sender.call("");
        require(mine == counter);
    }
    function storeOnly() external {
        assembly { tstore(0, 1) }
        msg.sender.call("");
    }
}`
	m := build(t, "c.sol", src)
	want := map[string]bool{"early": false, "held": true, "relocked": true, "transient": true, "storeOnly": false, "counted": true}
	for _, f := range m.Bodies() {
		w, ok := want[f.Decl.Name]
		if !ok {
			continue
		}
		gd := f.Guards()
		found := false
		for _, n := range f.CFG().Nodes {
			for _, c := range NodeCalls(n) {
				if c.Kind == CallLowLevel {
					found = true
					if got := gd.Locked(n); got != w {
						t.Errorf("%s: call locked = %v, want %v", f.Decl.Name, got, w)
					}
				}
			}
		}
		if !found {
			t.Errorf("%s: no call found", f.Decl.Name)
		}
	}
}
