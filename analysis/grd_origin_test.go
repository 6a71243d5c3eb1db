package analysis

import "testing"

// TestCallerKindIsNoAccessCheck checks that comparing tx.origin with msg.sender, which only tells contracts from
// accounts, is not taken for an access check, either way round, in a require, an if or a modifier, while a
// comparison of either with a stored account is.
func TestCallerKindIsNoAccessCheck(t *testing.T) {
	t.Parallel()
	m := build(t, "k.sol", `pragma solidity ^0.8.0;
contract K {
    address owner;
    uint x;
    modifier onlyAccounts() { require(tx.origin == msg.sender); _; }
    function a() public { require(tx.origin == msg.sender); x = 1; }
    function b() public { require(msg.sender != tx.origin); x = 2; }
    function c() public { if (tx.origin != msg.sender) { x = 3; } else { revert(); } }
    function d() public { if (msg.sender == tx.origin) revert(); x = 4; }
    function e() public onlyAccounts { x = 5; }
    function f() public { require(tx.origin == msg.sender || msg.sender == owner); x = 6; }
    function g() public { require(tx.origin == msg.sender && msg.sender == owner); x = 7; }
    function h() public { require(tx.origin == owner); x = 8; }
}`)
	c := contract(t, m, "K")
	for name, want := range map[string]bool{"a": false, "b": false, "c": false, "d": false, "e": false, "f": false, "g": true, "h": true} {
		if got := function(t, c, name).Guards().AccessChecked(); got != want {
			t.Errorf("%s: AccessChecked = %v, want %v", name, got, want)
		}
	}
}

// TestStateChangingCallIsNoAccessCheck checks that a required external call handed the caller's address is an
// access check when it asks a question (a view function: registry.isAllowed(msg.sender)), not when it changes
// state (token.transferFrom(msg.sender, …), which anyone can satisfy by paying nothing).
func TestStateChangingCallIsNoAccessCheck(t *testing.T) {
	t.Parallel()
	m := build(t, "q.sol", `pragma solidity ^0.8.0;
interface IERC20 { function transferFrom(address, address, uint256) external returns (bool); }
interface IRegistry { function isAllowed(address) external view returns (bool); }
contract Q {
    IERC20 token; IRegistry registry; uint x;
    function a(uint256 v) public { require(token.transferFrom(msg.sender, address(this), v)); x = 1; }
    function b() public { require(registry.isAllowed(msg.sender)); x = 2; }
}`)
	c := contract(t, m, "Q")
	for name, want := range map[string]bool{"a": false, "b": true} {
		if got := function(t, c, name).Guards().AccessChecked(); got != want {
			t.Errorf("%s: AccessChecked = %v, want %v", name, got, want)
		}
	}
}

// TestCallerComparedWithZeroIsNoAccessCheck checks that a value worked out from the caller and compared with zero
// (the low bits of the address, which any caller can grind) is no access check, while the caller compared with a
// fixed non-zero address is.
func TestCallerComparedWithZeroIsNoAccessCheck(t *testing.T) {
	t.Parallel()
	m := build(t, "z.sol", `pragma solidity ^0.4.24;
contract Z {
    uint x;
    function a() public { require(uint32(msg.sender) == 0); x = 1; }
    function b() public { if (uint32(msg.sender) != 0) revert(); x = 2; }
    function c() public { require(msg.sender == 0x00000000000000000000000000000000000000aa); x = 3; }
}`)
	c := contract(t, m, "Z")
	for name, want := range map[string]bool{"a": false, "b": false, "c": true} {
		if got := function(t, c, name).Guards().AccessChecked(); got != want {
			t.Errorf("%s: AccessChecked = %v, want %v", name, got, want)
		}
	}
}
