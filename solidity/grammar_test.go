package solidity

import "testing"

// TestGrammarSnippets parses valid Solidity written for this test from the language grammar, across versions
// 0.4 to 0.8: every snippet must parse without errors and with sound ranges.
func TestGrammarSnippets(t *testing.T) {
	t.Parallel()
	snippets := []string{
		`contract C { function f() public pure returns (uint) { return 1; } }`,
		`contract C { uint[] x = [1, 2, 3]; uint constant M = 2**256 - 1; uint8 constant private DECIMALS = 18; }`,
		`contract C { function f() { uint x = 1; x = x > 0 ? x-- : ++x; } }`,
		`contract C { function f() external { this.f.selector; } }`,
		`contract C { function f() { bytes memory b = hex"deadbeef"; bytes1 c = b[0]; } }`,
		`contract C { function f() { (bool s, bytes memory r) = a.staticcall(abi.encodeWithSignature("f()")); } }`,
		`contract C { function() external payable {} }`,
		`contract C { function f() { for (uint i; i < 10; ) { i++; } for (uint j = 0; j < n; j += 2) {} } }`,
		`contract C { function f() { while (true) { if (x) break; else continue; } } }`,
		`contract C { function f() returns (uint8[3] memory) {} }`,
		`contract C { string constant s = 'single \'quoted\' "double"'; }`,
		`contract C { function f() { uint a = 0x1_0000; int b = -1e-3 * 1000; uint c = 1.5 ether; } }`,
		`contract C { mapping(uint => function() internal) m; }`,
		`contract C { function f(uint, address) {} }`,
		`contract C { function f() public { x.push() = 1; a.b.c.d[1][2].e = f(g)(h); } }`,
		`contract C { function f() { S memory s = S(1, 2); S storage t = ss[0]; L.S[] storage arr = x; } }`,
		`contract C { function f() { uint[2][] memory m; x = new uint[][](2); } }`,
		`library L { function f(uint self) internal {} } contract C { using L for uint; function g() { uint(1).f(); } }`,
		`contract C { function f() { a = b - -c; d = e++ + ++f; g = ~h; } }`,
		`contract C { function f() { g.value(1)(); g.gas(1).value(2)(); } }`,
		`contract C { modifier m() { _; } function f() m() {} }`,
		`contract C { function f() { int8 y = int8(-128); uint z = uint(~0); } }`,
		`contract C is I { function f() external override(I) {} fallback () external {} }`,
		`interface I { event E(); error Er(); struct S { uint a; } enum En { A } function f() external view returns (S memory); }`,
		`contract C { function f() { assembly { mstore(0x40, add(mload(0x40), 0x20)) let a := 1 { let b := a } } } }`,
		`contract C { function f() { uint x = block.timestamp % 15 minutes; } }`,
		`contract C { function f(address payable[] memory a) {} }`,
		`contract C { function f() { (a[0], b.c) = (1, 2); (x, , ) = g(); } }`,
		`contract C { function f() { bytes memory s = bytes("x"); string memory t = string(abi.encodePacked(s)); } }`,
		`contract C { uint[] public arr; function f() { arr.length--; } }`,
		`contract C { function f() public { do x++; while (x < 5); } }`,
		`contract C { function f() { x = (y); z = ((1)); x = a[b[c]]; y = f()[0]; } }`,
		`contract C { function f() { x = true ? [uint(1), 2] : [uint(3), 4]; } }`,
		`contract C { function f() { uint256 x = 1 wei + 1 szabo + 1 finney + 1 gwei + 2 weeks + 3 hours; } }`,
		`contract C { receive() external payable virtual {} }`,
		`abstract contract A { function f() public virtual; modifier m() virtual; }`,
		"/**/ contract /* x */ C /** doc */ { // c\n }",
		`contract C { function f() { string memory s = "a\\b" "c"; x = -(1); y = !(a && b); } }`,
		`contract C { function f() { uint[] memory a; a[0:1]; msg.data[4:]; } }`,
		`contract C { function f() { (uint a) = (1); Type.Enum e = Type.Enum.A; } }`,
		`contract C { function f() returns (function() external) {} }`,
		`contract C { uint immutable x; constructor() { x = 1; } }`,
		`pragma solidity >=0.8.0 <0.9.0 || ^0.7.0;`,
		`contract C { function f() { assembly { let x := shl(224, 0x1) if gt(x, 0) { leave } } } }`,
		`contract C { function f() { address a = address(uint160(uint256(keccak256("x")))); } }`,
		`contract C { function f() { bytes4 s = this.f.selector; bytes4 t = I.f.selector; uint x = type(C).creationCode.length; } }`,
		`contract C { function f() { C c = new C{salt: bytes32(0), value: 1}(); } }`,
		`contract C { function f() external { (bool ok,) = msg.sender.call{value: 1}(""); require(ok, "failed"); } }`,
		`contract C { function f() { x = y >> 2; x <<= 1; x >>= 1; x >>>= 1; } }`,
		`contract C { function f() { emit E(); } event E(); }`,
		`contract C { function f() { assembly { switch x default { } } } }`,
		`contract C { function f() { assembly { function g() {} g() /* c */ // d
		} } }`,
		`contract C { function f() public { payable(msg.sender).transfer(1); require(a, string(abi.encodePacked("x"))); } }`,
		`contract C { function f() { uint x; x.y; assembly { a := b } } }`,
		`contract C { function f() { if (a) if (b) c(); else d(); } }`,
		`contract C { function f() { return (a, b, c); } function g() returns (uint) { return; } }`,
		`contract C { function f() { bool b = x == y != z; uint c = a % b * c / d; } }`,
		`contract C { function f() { uint v = msg.value; tx.origin; block.coinbase; gasleft(); blockhash(1); } }`,
		`contract C { struct S { uint a; } S[] public s; mapping(uint => S) m; function f() { s.push(S({a: 1})); } }`,
		`contract C { function f() { x = a.length > 0 && b[a.length - 1] != 0x0; } }`,
		`contract C { function f() public view returns (uint256[] memory, bytes32) { } }`,
		`contract C { function f() { (uint a, uint b) = abi.decode(data, (uint, uint)); } }`,
		`contract C { function f() { string[] memory names = new string[](1); names[0] = unicode"☺"; } }`,
		`contract C { function f() { assembly { let r := staticcall(gas(), 0x01, 0, 128, 0, 32) } } }`,
		`contract C { function f() { assembly { calldatacopy(0, 0, calldatasize()) let r := call(gas, addr, 0, 0, calldatasize, 0, 0) returndatacopy(0, 0, returndatasize) switch r case 0 { revert(0, returndatasize) } default { return(0, returndatasize) } } } }`,
		`contract C { function f() { assembly { sstore(s.slot, 1) let o := s.offset let l := cd.length } } }`,
		`contract C { function f() { uint[3] memory a = [uint(1), 2, 3]; } }`,
		`contract C { function f() { try this.g() returns (uint a, uint b) {} catch Error(string memory) {} catch (bytes memory) {} } }`,
		`contract C { error E(uint a); function f() { revert E({a: 1}); } }`,
		`contract C { using L for *; using {L.f} for uint; }`,
		`type T is bytes32; using {f as -, g as ~} for T global;`,
		`uint constant A = 1; bytes32 constant B = keccak256("b"); string constant C = "c";`,
		`function f() {} function g() pure returns (uint) { return 1; }`,
		`contract C layout at 0x1234 { }`,
		`contract C { function f() { x = a ? b : c ? d : e; y = a ? (b, c) : (d, e); } }`,
		`contract C { function f(bytes calldata d) external { bytes calldata s = d[1:3]; } }`,
		`contract C { function f() { delete x; delete a[0].b; x = y = z; } }`,
		`contract C { function f() { byte b = 0x01; var x = 1; var (y, z) = (1, 2); } }`,
		`contract C { function f() { fixed128x18 x; ufixed y; } }`,
		`contract C { function f() { throw; suicide(msg.sender); selfdestruct(owner); } }`,
		`contract C { event Transfer(address indexed _from, address indexed _to, uint256 _value); function f() { Transfer(a, b, 1); } }`,
		`contract C { function C() public { owner = msg.sender; } }`,
		`contract C { function f() { if (!addr.send(1)) throw; if (addr.call.value(1)()) {} } }`,
		`contract C { function f() constant returns (uint) { return now + 1 days; } }`,
		`contract C { modifier m(uint a) { require(a > 0); _; } function f() m(1) m(2) public {} }`,
		`contract C { uint public x; function f() { this.x(); } }`,
		`contract C { mapping (address => mapping (address => uint256)) internal allowed; }`,
		`contract C { function f(uint a, uint b) internal pure returns (uint c) { c = a + b; assert(c >= a); } }`,
		`contract A { } contract B is A { } contract D is A, B { function f() { super.f(); } }`,
		`contract C { function f() { assembly { let x := 0 loop: x := add(x, 1) jumpi(loop, lt(x, 10)) } } }`,
		`contract C { function f() { assembly { 0x01 0x02 add =: x pop jump(tag) tag: } } }`,
		`contract C { function f() { assembly { let x := sload(0x00) mstore(0x00, x) return(0x00, 0x20) } } }`,
		`contract C { function f() { assembly { if iszero(extcodesize(a)) { revert(0, 0) } } } }`,
		`contract C { function f() { a.call.gas(5000).value(1)(bytes4(sha3("f()"))); a.callcode(x); a.delegatecall(y); } }`,
		`contract C { function f() { function(uint) internal pure returns (uint) g = c ? a : b; int24 t = int24(int256(x)); bytes calldata d = msg.data[4:]; abi.encodeCall(I.f, (a, b)); require(ok, E()); assembly ("memory-safe") { tstore(slot, 1) let v := tload(slot) } } }`,
		`library Pool { using SafeCast for *; struct State { mapping(int24 tick => TickInfo) ticks; } function swap(State storage self, SwapParams memory params) internal returns (BalanceDelta result, uint256 fee, SwapResult memory r) { unchecked { if (params.zeroForOne ? limit >= r.price : limit <= r.price) { revert PriceLimitAlreadyExceeded(r.price, limit); } } } }`,
		`type BalanceDelta is int256; using {add as +, sub as -, eq as ==, neq as !=} for BalanceDelta global; using BalanceDeltaLibrary for BalanceDelta global; function toBalanceDelta(int128 a0, int128 a1) pure returns (BalanceDelta d) { assembly ("memory-safe") { d := or(shl(128, a0), and(sub(shl(128, 1), 1), a1)) } }`,
		`contract C { modifier onlyWhenUnlocked() { if (!Lock.isUnlocked()) ManagerLocked.selector.revertWith(); _; } }`,
		`contract C { function f() { (bool success, bytes memory result) = address(this).delegatecall{gas: 1}(data); x = -int(y); } }`,
		`interface IHooks { function beforeSwap(address sender, PoolKey calldata key, IPoolManager.SwapParams calldata params, bytes calldata hookData) external returns (bytes4, BeforeSwapDelta, uint24); }`,
		`contract C { function f() { assembly { let fmp := mload(0x40) if iszero(call(gas(), to, amount, 0, 0, 0, 0)) { returndatacopy(fmp, 0, returndatasize()) revert(fmp, returndatasize()) } } } }`,
	}
	for _, src := range snippets {
		f := parseClean(t, src)
		if err := checkStructure(f); err != nil {
			t.Errorf("%q: %v", src, err)
		}
		if len(f.Errors) == 0 {
			if err := checkTokens(f); err != nil {
				t.Errorf("%q: %v", src, err)
			}
		}
	}
}

func TestDanglingElse(t *testing.T) {
	t.Parallel()
	got := bodyDump(t, `if (a) if (b) c(); else d();`)
	if want := `(if a (if b (call c) (call d)))`; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}
