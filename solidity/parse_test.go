package solidity

import (
	"strings"
	"testing"
)

type treeCase struct {
	name string
	src  string
	want string
}

// parseClean parses src and fails the test on any syntax error.
func parseClean(t *testing.T, src string) *File {
	t.Helper()
	f := Parse("test.sol", []byte(src))
	for _, e := range f.Errors {
		t.Errorf("unexpected error %s in %q", e.Error(), src)
	}
	return f
}

// bodyDump parses stmts as the body of a function and dumps its statements, space separated.
func bodyDump(t *testing.T, stmts string) string {
	t.Helper()
	f := parseClean(t, "contract C { function f() public {\n"+stmts+"\n} }")
	c := f.Unit.Items[0].(*ContractDefinition)
	fn := c.Members[0].(*FunctionDefinition)
	parts := make([]string, len(fn.Body.Stmts))
	for i, s := range fn.Body.Stmts {
		parts[i] = Dump(s)
	}
	return strings.Join(parts, " ")
}

func runUnitCases(t *testing.T, cases []treeCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			f := parseClean(t, tc.src)
			if got := Dump(f.Unit); got != tc.want {
				t.Errorf("Dump(%q)\n got: %s\nwant: %s", tc.src, got, tc.want)
			}
		})
	}
}

func runBodyCases(t *testing.T, cases []treeCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got := bodyDump(t, tc.src); got != tc.want {
				t.Errorf("body %q\n got: %s\nwant: %s", tc.src, got, tc.want)
			}
		})
	}
}

func TestParseDirectives(t *testing.T) {
	t.Parallel()
	runUnitCases(t, []treeCase{
		{"pragma version", `pragma solidity ^0.4.24;`, `(unit (pragma solidity "^0.4.24"))`},
		{"pragma range", `pragma solidity >=0.4.22 <0.6.0;`, `(unit (pragma solidity ">=0.4.22 <0.6.0"))`},
		{"pragma experimental", `pragma experimental ABIEncoderV2; pragma abicoder v2;`,
			`(unit (pragma experimental "ABIEncoderV2") (pragma abicoder "v2"))`},
		{"import plain", `import "./a.sol";`, `(unit (import "./a.sol"))`},
		{"import as", `import "b.sol" as B;`, `(unit (import "b.sol" as B))`},
		{"import star", `import * as C from 'c.sol';`, `(unit (import "c.sol" as C))`},
		{"import symbols", `import {a as b, c} from "d.sol";`, `(unit (import "d.sol" {a as b c}))`},
		{"stray semicolons", `;pragma solidity 0.8.0;;`, `(unit (pragma solidity "0.8.0"))`},
	})
}

func TestParseContracts(t *testing.T) {
	t.Parallel()
	runUnitCases(t, []treeCase{
		{"empty", `contract A {}`, `(unit (contract A))`},
		{"inheritance with args", `abstract contract A is B, C(1, 2), L.D {}`,
			`(unit (contract abstract A (is B (C 1 2) L.D)))`},
		{"interface and library", `interface I { function f() external; } library L {}`,
			`(unit (interface I (function f () external)) (library L))`},
		{"state variables", `contract A { uint256 public constant X = 1e18; address payable immutable owner; ` +
			`uint transient t; uint internal override(B) y; bytes32 private z; }`,
			`(unit (contract A (state uint256 X public constant = 1e18) (state address payable owner immutable) ` +
				`(state uint t transient) (state uint y internal (override B)) (state bytes32 z private)))`},
		{"mappings", `contract A { mapping(address owner => mapping(address => uint) allowed) public a; ` +
			`mapping(bytes32 => S[]) m; }`,
			`(unit (contract A (state (mapping address owner => (mapping address => uint) allowed) a public) ` +
				`(state (mapping bytes32 => (array S)) m)))`},
		{"arrays", `contract A { uint[3][] a; L.S[N * 2] b; }`,
			`(unit (contract A (state (array (array uint 3)) a) (state (array L.S (* N 2)) b)))`},
		{"function type variable", `contract A { function (uint) external view returns (bool) f; ` +
			`function() internal g = h; }`,
			`(unit (contract A (state (function-type (uint) (returns bool) external view) f) ` +
				`(state (function-type () internal) g = h)))`},
		{"old names as variables", `contract A { uint transient; }`, `(unit (contract A (state uint transient)))`},
	})
}

func TestParseFunctions(t *testing.T) {
	t.Parallel()
	runUnitCases(t, []treeCase{
		{"full header", `contract C { function f(uint a, bytes memory b) external view virtual override(A, B) ` +
			`onlyOwner costs(1) returns (uint x, bool) { return (a, true); } }`,
			`(unit (contract C (function f (uint a bytes memory b) (returns uint x bool) external view virtual ` +
				`(override A B) (mod onlyOwner) (mod costs (1)) (block (return (tuple a true))))))`},
		{"no body", `contract C { function g() public; }`, `(unit (contract C (function g () public)))`},
		{"constructor with base call", `contract C { constructor(uint x) Base(x) payable {} }`,
			`(unit (contract C (constructor (uint x) payable (mod Base (x)) (block))))`},
		{"fallback and receive", `contract C { fallback() external payable {} receive() external payable {} }`,
			`(unit (contract C (fallback () external payable (block)) (receive () external payable (block))))`},
		{"legacy fallback", `contract C { function() payable { x = 1; } }`,
			`(unit (contract C (function() () payable (block (= x 1)))))`},
		{"legacy constant and trailing visibility", `contract C { function h() constant returns (uint) public {} }`,
			`(unit (contract C (function h () (returns uint) public constant (block))))`},
		{"legacy constructor", `contract Bank { function Bank() { owner = msg.sender; } }`,
			`(unit (contract Bank (function Bank () (block (= owner (. msg sender))))))`},
		{"modifier with placeholder", `contract C { modifier m(uint x) virtual { require(x > 0); _; } modifier n { _; } }`,
			`(unit (contract C (modifier m (uint x) virtual (block (call require (> x 0)) _;)) (modifier n () (block _;))))`},
		{"free function", `function free(uint a) pure returns (uint) { return a; }`,
			`(unit (function free (uint a) (returns uint) pure (block (return a))))`},
		{"function type parameter", `contract C { function f(function (uint) external returns (uint) g) returns (uint) {} }`,
			`(unit (contract C (function f ((function-type (uint) (returns uint) external) g) (returns uint) (block))))`},
	})
}

func TestParseOtherDeclarations(t *testing.T) {
	t.Parallel()
	runUnitCases(t, []treeCase{
		{"event", `contract C { event E(address indexed a, uint b) anonymous; event F(); }`,
			`(unit (contract C (event E (address indexed a uint b) anonymous) (event F ())))`},
		{"error", `contract C { error Err(uint code, string); }`, `(unit (contract C (error Err (uint code string))))`},
		{"struct", `contract C { struct S { uint a; mapping(uint => S[]) m; function (uint) internal f; } }`,
			`(unit (contract C (struct S uint a (mapping uint => (array S)) m (function-type (uint) internal) f)))`},
		{"enum", `contract C { enum E { A, B, } }`, `(unit (contract C (enum E A B)))`},
		{"user-defined value type", `type Price is uint128; type A is address payable;`,
			`(unit (type Price uint128) (type A address payable))`},
		{"using", `contract C { using L for uint; using L.M for S[]; using L for *; }`,
			`(unit (contract C (using L for uint) (using L.M for (array S)) (using L for *)))`},
		{"using functions global", `using {f, L.g as +, h as ==} for P global;`,
			`(unit (using {f L.g as + h as ==} for P global))`},
		{"file level", `uint constant K = 3; error E(); event Ev(); struct S { uint x; } enum En { A }`,
			`(unit (state uint K constant = 3) (error E ()) (event Ev ()) (struct S uint x) (enum En A))`},
	})
}

func TestParseStatements(t *testing.T) {
	t.Parallel()
	runBodyCases(t, []treeCase{
		{"declarations", `uint[] memory a = new uint[](3); S storage s = m[k]; uint x;`,
			`(let ((array uint) memory a) (call (new (array uint)) 3)) (let (S storage s) ([] m k)) (let (uint x))`},
		{"tuple declaration", `(uint x, , bool y) = g(); (, uint z) = h();`,
			`(let (uint x, _, bool y) (call g)) (let (_, uint z) (call h))`},
		{"var", `var (p, q) = h(); var z = 1; var (, r) = h();`,
			`(let (var p, var q) (call h)) (let (var z) 1) (let (_, var r) (call h))`},
		{"tuple assignment", `(a, b) = (b, a); (x, ) = f();`,
			`(= (tuple a b) (tuple b a)) (= (tuple x _) (call f))`},
		{"if else", `if (a) b(); else if (c) { d(); } if (x);`,
			`(if a (call b) (if c (block (call d)))) (if x (block))`},
		{"loops", `for (uint i = 0; i < n; i++) { continue; } for (;;) break; while (x) x--; do { x++; } while (x < 10);`,
			`(for (let (uint i) 0) (< i n) (post++ i) (block (continue))) (for _ _ _ (break)) (while x (post-- x)) ` +
				`(do (block (post++ x)) (< x 10))`},
		{"for with var", `for (var i = 0; i < 3; i++) {}`, `(for (let (var i) 0) (< i 3) (post++ i) (block))`},
		{"for with expression init", `for (i = 0; i < 3; ++i) {}`, `(for (= i 0) (< i 3) (++ i) (block))`},
		{"return throw", `return; return (a, b); throw;`, `(return) (return (tuple a b)) (throw)`},
		{"emit and old event", `emit E(1); E(2);`, `(emit (call E 1)) (call E 2)`},
		{"revert forms", `revert Err(2); revert L.Err({a: 1}); revert("m"); revert();`,
			`(revert (call Err 2)) (revert (call (. L Err) a: 1)) (call revert "m") (call revert)`},
		{"unchecked", `unchecked { i++; } { j--; }`, `(unchecked (post++ i)) (block (post-- j))`},
		{"try catch", `try c.f{value: 1}(x) returns (uint v) { a = v; } catch Error(string memory r) { } ` +
			`catch Panic(uint c) { } catch (bytes memory d) { } catch { }`,
			`(try (call ({} (. c f) value: 1) x) (returns uint v) (block (= a v)) (catch Error (string memory r) (block)) ` +
				`(catch Panic (uint c) (block)) (catch (bytes memory d) (block)) (catch (block)))`},
		{"try without returns", `try new C() {} catch {}`, `(try (call (new C)) (block) (catch (block)))`},
		{"placeholder is only in modifiers syntactically", `_;`, `_;`},
		{"function type local", `function (uint) internal returns (uint) g = h;`,
			`(let ((function-type (uint) (returns uint) internal) g) h)`},
		{"mapping local", `mapping(uint => uint) storage m = mm;`, `(let ((mapping uint => uint) storage m) mm)`},
		{"old emit name as identifier", `error = true; from = 1;`, `(= error true) (= from 1)`},
	})
}

func TestParseExpressions(t *testing.T) {
	t.Parallel()
	runBodyCases(t, []treeCase{
		{"precedence", `z = a + b * c - d / e % f;`, `(= z (- (+ a (* b c)) (% (/ d e) f)))`},
		{"power right assoc", `y = 2 ** 3 ** 2;`, `(= y (** 2 (** 3 2)))`},
		{"unary before power", `y = -x ** 2;`, `(= y (** (- x) 2))`},
		{"logic and comparison", `w = a < b && c == d || !e;`, `(= w (|| (&& (< a b) (== c d)) (! e)))`},
		{"bitwise", `v = a | b ^ c & d << 2;`, `(= v (| a (^ b (& c (<< d 2)))))`},
		{"compare vs bitwise", `v = a & b == c;`, `(= v (== (& a b) c))`},
		{"ternary and assignment ops", `x = a ? b : c; x += 1; x >>= 2; x |= y = 3;`,
			`(= x (? a b c)) (+= x 1) (>>= x 2) (|= x (= y 3))`},
		{"nested ternary", `x = a ? b : c ? d : e;`, `(= x (? a b (? c d e)))`},
		{"unary", `x++; --y; delete a[0]; z = ~w; q = !p; r = -s;`,
			`(post++ x) (-- y) (delete ([] a 0)) (= z (~ w)) (= q (! p)) (= r (- s))`},
		{"index range", `a[1:]; a[:2]; a[i:j]; a[b][c];`,
			`([:] a 1 _) ([:] a _ 2) ([:] a i j) ([] ([] a b) c)`},
		{"named arguments", `f({a: 1, b: 2}); f({});`, `(call f a: 1 b: 2) (call f)`},
		{"call options", `addr.call{value: v, gas: g}(data);`, `(call ({} (. addr call) value: v gas: g) data)`},
		{"legacy value and gas", `msg.sender.call.value(1).gas(2)();`,
			`(call (call (. (call (. (. (. msg sender) call) value) 1) gas) 2))`},
		{"conversions", `address(x).transfer(1); payable(z).send(1); uint256(y); bytes32(0); address payable a = payable(b);`,
			`(call (. (call address x) transfer) 1) (call (. (call payable z) send) 1) (call uint256 y) (call bytes32 0) ` +
				`(let (address payable a) (call payable b))`},
		{"type expression", `u = type(uint).max; i = type(IERC20).interfaceId;`,
			`(= u (. (call type uint) max)) (= i (. (call type IERC20) interfaceId))`},
		{"strings", `s = "a" 'b'; h = hex"00_ff"; uc = unicode"hé"; e = "q\"\n\x41\u00e9";`,
			`(= s "ab") (= h hex"00ff") (= uc unicode"hé") (= e "q\"\nAé")`},
		{"numbers and units", `n = 1_000 ether + 0x1F + 2 days + 1.5e3 + .5 + 1 years + 3 gwei;`,
			`(= n (+ (+ (+ (+ (+ (+ (1_000 ether) 0x1F) (2 days)) 1.5e3) .5) (1 years)) (3 gwei)))`},
		{"array literal and tuple", `arr = [1, 2]; t = (1); u = ();`, `(= arr (array-lit 1 2)) (= t (tuple 1)) (= u (tuple))`},
		{"abi decode types", `(uint a, address[] memory b) = abi.decode(d, (uint, address[]));`,
			`(let (uint a, (array address) memory b) (call (. abi decode) d (tuple uint ([] address))))`},
		{"new contract with options", `new C{salt: s}(1); new bytes(3);`,
			`(call ({} (new C) salt: s) 1) (call (new bytes) 3)`},
		{"old builtins", `suicide(owner); sha3(x); block.blockhash(1); msg.gas; now;`,
			`(call suicide owner) (call sha3 x) (call (. block blockhash) 1) (. msg gas) now`},
	})
}

func TestParseAssembly(t *testing.T) {
	t.Parallel()
	runBodyCases(t, []treeCase{
		{"functional", `assembly ("memory-safe") { let a, b := f(1) a := add(a, 0x20) if iszero(a) { revert(0, 0) } }`,
			`(assembly (flags "memory-safe") ({ (let a b := (f 1)) (:= a (add a 0x20)) (if (iszero a) ({ (revert 0 0)))))`},
		{"switch and for", `assembly { switch a case 0 { sstore(0, 1) } case "x" {} default { b := x.slot } ` +
			`for { let i := 0 } lt(i, 10) { i := add(i, 1) } { leave break continue } }`,
			`(assembly ({ (switch a (case 0 ({ (sstore 0 1))) (case "x" ({)) (default ({ (:= b x.slot)))) ` +
				`(for ({ (let i := 0)) (lt i 10) ({ (:= i (add i 1))) ({ (leave) (break) (continue)))))`},
		{"function definition", `assembly { function g(x, y) -> r, s { r := delegatecall(gas(), x, 0, 0, 0, 0) } }`,
			`(assembly ({ (function g (x y) (r s) ({ (:= r (delegatecall (gas) x 0 0 0 0))))))`},
		{"instructional", `assembly { tag: jump(tag) 0x20 mload =: x pop { dup1 } }`,
			`(assembly ({ (label tag) (jump tag) 0x20 mload (=: x) pop ({ dup1)))`},
		{"dialect and literals", `assembly "evmasm" { let s := "abc" let h := hex"0a" let t := true }`,
			`(assembly "evmasm" ({ (let s := "abc") (let h := hex"0a") (let t := true)))`},
		{"selfdestruct and return", `assembly { selfdestruct(caller()) return(0, 32) }`,
			`(assembly ({ (selfdestruct (caller)) (return 0 32)))`},
	})
}
