package analysis

import (
	"strings"
	"testing"

	"github.com/vigilsec/vigil/solidity"
)

const sample = `pragma solidity ^0.8.0;
interface IERC20 { function transfer(address to, uint v) external returns (bool); }
library L { function twice(uint x) internal pure returns (uint) { return 2 * x; } }
contract Base {
    address owner;
    mapping(address => bool) admins;
    modifier onlyOwner() { require(msg.sender == owner, "no"); _; }
    function _check() internal view { if (msg.sender != owner) revert(); }
    function _sender() internal view returns (address) { return msg.sender; }
}
contract C is Base {
    using L for uint;
    struct S { address payable who; uint8 n; }
    mapping(address => uint) balances;
    S[] items;
    IERC20 token;
    bool lock;
    uint public last;

    function calls(address payable to, uint amount, bytes calldata data) external {
        to.transfer(amount);
        to.send(amount);
        to.call{value: amount, gas: 5000}(data);
        to.delegatecall(data);
        token.transfer(to, amount);
        amount.twice();
        keccak256(abi.encodePacked(amount));
        _check();
        new C();
        selfdestruct(to);
    }
    function legacy(address to) external { }
    function types(uint8 small, int x) external view returns (uint) {
        S storage s = items[0];
        S memory m = items[1];
        address payable p = payable(msg.sender);
        return small + uint(x) + s.n + m.n + uint160(p);
    }
    function guarded() external onlyOwner { last = 1; }
    function guardedInline() external { require(admins[msg.sender]); last = 2; }
    function guardedCall() external { _check(); last = 3; }
    function guardedHelper() external { require(_sender() == owner); last = 4; }
    function notGuard(uint v) external { require(balances[msg.sender] >= v); last = 5; }
    function paramCompare(address o) external { require(msg.sender == o); last = 6; }
    function branch() external { if (msg.sender == owner) { last = 7; } last = 8; }
    function locked() external {
        require(!lock);
        lock = true;
        token.transfer(msg.sender, 1);
        lock = false;
    }
    function taint(uint p) external returns (uint) {
        uint a = p + 1;
        uint b = block.timestamp;
        address s = _sender();
        uint c = a;
        last = c;
        return b;
    }
}`

func sampleModel(t *testing.T) (*Model, *Contract) {
	t.Helper()
	m := build(t, "c.sol", sample)
	return m, contract(t, m, "C")
}

func TestCallKinds(t *testing.T) {
	t.Parallel()
	_, c := sampleModel(t)
	calls := function(t, c, "calls").Scope().Calls()
	type want struct {
		kind  CallKind
		name  string
		value bool
		gas   bool
		erc20 bool
	}
	wants := []want{
		{CallTransfer, "transfer", true, false, false},
		{CallSend, "send", true, false, false},
		{CallLowLevel, "call", true, true, false},
		{CallLowLevel, "delegatecall", false, false, false},
		{CallExternal, "transfer", false, false, true},
		{CallLibrary, "twice", false, false, false},
		{CallBuiltin, "keccak256", false, false, false},
		{CallBuiltin, "abi.encodePacked", false, false, false},
		{CallInternal, "_check", false, false, false},
		{CallNew, "", false, false, false},
		{CallSelfdestruct, "selfdestruct", false, false, false},
	}
	if len(calls) != len(wants) {
		for _, c := range calls {
			t.Logf("call %s %s", c.Kind, c.Name)
		}
		t.Fatalf("%d calls, want %d", len(calls), len(wants))
	}
	for i, w := range wants {
		got := calls[i]
		if got.Kind != w.kind || got.Name != w.name || (got.Value != nil) != w.value || (got.Gas != nil) != w.gas || got.ERC20 != w.erc20 {
			t.Errorf("call %d = %s %q value=%v gas=%v erc20=%v, want %+v", i, got.Kind, got.Name, got.Value != nil, got.Gas != nil, got.ERC20, w)
		}
	}
	if calls[5].Callee == nil || calls[5].Callee.Name != "twice" {
		t.Error("using-for call not resolved to L.twice")
	}
	if !calls[0].SendsEther() || calls[3].SendsEther() || !calls[4].IsExternal() {
		t.Error("SendsEther/IsExternal wrong")
	}
}

func TestLegacyCallOptions(t *testing.T) {
	t.Parallel()
	m := build(t, "l.sol", `pragma solidity ^0.4.24;
contract L {
    function f(address a) public {
        a.call.value(1 ether).gas(2300)("");
        a.call.value(2)();
        a.call.value(3);
    }
}`)
	calls := function(t, contract(t, m, "L"), "f").Scope().Calls()
	if len(calls) != 3 {
		t.Fatalf("%d calls, want 3", len(calls))
	}
	for i, c := range calls {
		if c.Kind != CallLowLevel || c.Name != "call" || c.Value == nil {
			t.Errorf("call %d = %s %s value=%v", i, c.Kind, c.Name, c.Value != nil)
		}
	}
	if calls[0].Gas == nil {
		t.Error("legacy .gas() not recorded")
	}
}

func TestTypes(t *testing.T) {
	t.Parallel()
	_, c := sampleModel(t)
	f := function(t, c, "types")
	sc := f.Scope()
	ret := f.Decl.Body.Stmts[len(f.Decl.Body.Stmts)-1].(*solidity.ReturnStatement)
	sum := ret.Value.(*solidity.BinaryExpr)
	var got []string
	solidity.Inspect(sum, func(n solidity.Node) bool {
		if id, ok := n.(*solidity.Identifier); ok {
			got = append(got, id.Name+":"+sc.TypeOf(id).String())
		}
		if ma, ok := n.(*solidity.MemberAccess); ok {
			got = append(got, "."+ma.Member+":"+sc.TypeOf(ma).String())
		}
		return true
	})
	want := []string{"small:uint8", "x:int256", ".n:uint8", "s:S", ".n:uint8", "m:S", "p:address payable"}
	if len(got) != len(want) {
		t.Fatalf("types = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("type %d = %s, want %s", i, got[i], want[i])
		}
	}
	for _, st := range f.Decl.Body.Stmts[:2] {
		d := st.(*solidity.VariableDeclarationStatement)
		id := &solidity.Identifier{Name: d.Vars[0].Name}
		want := map[string]solidity.DataLocation{"s": solidity.LocationStorage, "m": solidity.LocationMemory}[d.Vars[0].Name]
		if loc := sc.TypeOf(id).Location; loc != want {
			t.Errorf("%s location = %s, want %s", id.Name, loc, want)
		}
	}
	if sv := sc.TypeOf(&solidity.Identifier{Name: "balances"}); sv == nil || sv.Kind != TypeMapping || sv.Key.Kind != TypeAddress {
		t.Errorf("balances type = %v", sv)
	}
}

func TestGuards(t *testing.T) {
	t.Parallel()
	_, c := sampleModel(t)
	tests := []struct {
		fn        string
		protected bool
	}{
		{"guarded", true},
		{"guardedInline", true},
		{"guardedCall", true},
		{"guardedHelper", true},
		{"notGuard", false},
		{"paramCompare", false},
		{"taint", false},
	}
	for _, tt := range tests {
		f := function(t, c, tt.fn)
		if got := f.Guards().AccessChecked(); got != tt.protected {
			t.Errorf("%s: AccessChecked = %v, want %v", tt.fn, got, tt.protected)
		}
	}
	// In branch(), the write inside the if is protected and the one after is not.
	f := function(t, c, "branch")
	g, gd := f.CFG(), f.Guards()
	var inside, after bool
	for _, n := range g.Nodes {
		if n.Kind != NodeStmt || n.Expr == nil {
			continue
		}
		switch nodeText(n, f) {
		case "last = 7":
			inside = gd.Protected(n)
		case "last = 8":
			after = gd.Protected(n)
		}
	}
	if !inside || after {
		t.Errorf("branch: inside protected=%v (want true), after protected=%v (want false)", inside, after)
	}
}

func nodeText(n *Node, f *Function) string {
	return string(n.Expr.Range().Text(f.File.Src))
}

func TestLock(t *testing.T) {
	t.Parallel()
	_, c := sampleModel(t)
	f := function(t, c, "locked")
	g, gd := f.CFG(), f.Guards()
	for _, n := range g.Nodes {
		for _, call := range NodeCalls(n) {
			if call.Kind == CallExternal && !gd.Locked(n) {
				t.Error("external call in locked() not seen as locked")
			}
		}
	}
	f = function(t, c, "calls")
	for _, n := range f.CFG().Nodes {
		if f.Guards().Locked(n) {
			t.Error("calls() has no lock")
		}
	}
}

func TestTaint(t *testing.T) {
	t.Parallel()
	_, c := sampleModel(t)
	f := function(t, c, "taint")
	fl := f.Flow()
	sc := f.Scope()
	tests := []struct {
		local string
		has   Taint
		not   Taint
	}{
		{"a", TaintParam, TaintTime},
		{"b", TaintTime, TaintParam},
		{"s", TaintSender, TaintParam},
		{"c", TaintParam, TaintSender},
	}
	for _, tt := range tests {
		sym := sc.Resolve(&solidity.Identifier{Name: tt.local})
		if sym.Kind != SymLocal {
			t.Fatalf("%s resolves to %v", tt.local, sym.Kind)
		}
		got := fl.LocalTaint(sym.Var)
		if !got.Has(tt.has) || got.Has(tt.not) {
			t.Errorf("%s taint = %b, want %b and not %b", tt.local, got, tt.has, tt.not)
		}
	}
}

func TestResolve(t *testing.T) {
	t.Parallel()
	_, c := sampleModel(t)
	sc := function(t, c, "taint").Scope()
	tests := map[string]SymbolKind{
		"p": SymParam, "a": SymLocal, "last": SymState, "owner": SymState, "_check": SymFunction,
		"IERC20": SymContract, "msg": SymBuiltin, "now": SymBuiltin, "this": SymBuiltin, "S": SymStruct, "nothing": SymUnknown,
	}
	for name, want := range tests {
		if got := sc.Resolve(&solidity.Identifier{Name: name}).Kind; got != want {
			t.Errorf("Resolve(%s) = %v, want %v", name, got, want)
		}
	}
}

func TestCallGraph(t *testing.T) {
	t.Parallel()
	m, c := sampleModel(t)
	cg := m.CallGraph()
	base := contract(t, m, "Base")
	check := function(t, base, "_check")
	if !cg.Reachable(check) {
		t.Error("_check is called from public functions")
	}
	callers := cg.Callers(check)
	if len(callers) != 2 {
		t.Errorf("_check callers = %v, want calls() and guardedCall()", callers)
	}
	if function(t, c, "guarded").Name != "guarded" {
		t.Fatal("lookup")
	}
	var modEdge bool
	for _, e := range cg.Out(function(t, c, "guarded")) {
		if e.Modifier != nil {
			modEdge = true
		}
	}
	if !modEdge {
		t.Error("no modifier edge from guarded()")
	}
}

func TestMembershipGuards(t *testing.T) {
	t.Parallel()
	m := build(t, "m.sol", `pragma solidity ^0.4.24;
contract M {
    struct Strategy { uint activation; uint debt; }
    mapping(address => address) owners;
    mapping(address => uint) balances;
    mapping(address => Strategy) strategies;
    address governance;
    uint x;
    function a() public { require(owners[msg.sender] != 0); x = 1; }
    function b() public { if (owners[msg.sender] == address(0)) revert(); x = 2; }
    function c() public { require(owners[msg.sender] == 0); x = 3; }
    // A ledger any caller credits admits anyone who deposits: no access check.
    function deposit() public payable { balances[msg.sender] += msg.value; }
    function d() public { require(balances[msg.sender] > 0); x = 4; }
    // A registry only governance writes: a set field of the caller's record admits its members alone.
    function addStrategy(address s) public { require(msg.sender == governance); strategies[s].activation = now; }
    function e() public { require(strategies[msg.sender].activation > 0); x = 5; }
    function f() public { require(0 < strategies[msg.sender].activation); x = 6; }
    function g() public { require(strategies[msg.sender].activation > 7); x = 7; }
}`)
	c := contract(t, m, "M")
	for name, want := range map[string]bool{"a": true, "b": true, "c": false, "d": false, "e": true, "f": true, "g": false} {
		if got := function(t, c, name).Guards().AccessChecked(); got != want {
			t.Errorf("%s: AccessChecked = %v, want %v", name, got, want)
		}
	}
}

func TestDeadBranchesFromConstantState(t *testing.T) {
	t.Parallel()
	m := build(t, "d.sol", `pragma solidity ^0.4.24;
contract D {
    uint256 initialized = 0;
    uint256 counter;
    bool open;
    function init() public { initialized = 1; counter += 1; }
    function dead() public { if (initialized != 2) { return; } selfdestruct(msg.sender); }
    function live() public { if (initialized != 1) { return; } selfdestruct(msg.sender); }
    function unknown() public { require(counter == 7); selfdestruct(msg.sender); }
    function never() public { require(open); selfdestruct(msg.sender); }
}`)
	c := contract(t, m, "D")
	for name, want := range map[string]bool{"dead": false, "live": true, "unknown": true, "never": false} {
		f := function(t, c, name)
		var got bool
		for _, n := range f.CFG().Nodes {
			for _, call := range n.Calls() {
				if call.Kind == CallSelfdestruct {
					got = f.Guards().Live(n)
				}
			}
		}
		if got != want {
			t.Errorf("%s: selfdestruct live = %v, want %v", name, got, want)
		}
	}
}

// TestVarLiteralTypes checks the type `var x = literal` gives before 0.5: the smallest integer type holding it.
func TestVarLiteralTypes(t *testing.T) {
	t.Parallel()
	src := `pragma solidity ^0.4.18;
contract V {
    function f() public {
        var a = 0;
        var b = 255;
        var c = 256;
        var d = -1;
        var e = -129;
        var g = 1 ether;
        uint h = 7;
        var k = h;
        a; b; c; d; e; g; k;
    }
}`
	f := solidity.Parse("v.sol", []byte(src))
	m := Build([]*solidity.File{f})
	fn := m.Contracts[0].Declared[0]
	sc := fn.Scope()
	want := map[string]string{"a": "uint8", "b": "uint8", "c": "uint16", "d": "int8", "e": "int16", "g": "uint256", "k": "uint256"}
	for name, w := range want {
		if got := sc.TypeOf(&solidity.Identifier{Name: name}).String(); got != w {
			t.Errorf("var %s: %s, want %s", name, got, w)
		}
	}
}

func TestCallerQuestionOnWeakState(t *testing.T) {
	t.Parallel()
	m := build(t, "w.sol", `pragma solidity ^0.4.24;
contract W {
    mapping(address => uint) ownerIndex;
    mapping(address => uint) adminIndex;
    uint x;
    constructor() public { adminIndex[msg.sender] = 1; }
    function isOwner(address a) internal view returns (bool) { return ownerIndex[a] > 0; }
    function isAdmin(address a) internal view returns (bool) { return adminIndex[a] > 0; }
    function initWallet(address o) public { ownerIndex[o] = 1; }
    function open() public { require(isOwner(msg.sender)); x = 1; }
    function closed() public { require(isAdmin(msg.sender)); x = 2; }
}`)
	c := contract(t, m, "W")
	for name, want := range map[string]bool{"open": false, "closed": true} {
		if got := function(t, c, name).Guards().AccessChecked(); got != want {
			t.Errorf("%s: AccessChecked = %v, want %v", name, got, want)
		}
	}
}

// TestAbstractHookIsAccessCheck checks that requiring a yes-or-no hook left to deriving contracts counts as an
// access check, and that a hook taking arguments or answering something else does not by that alone.
func TestAbstractHookIsAccessCheck(t *testing.T) {
	t.Parallel()
	m := build(t, "h.sol", `pragma solidity ^0.8.20;
abstract contract H {
    uint x;
    function _canSet() internal virtual returns (bool);
    function _amount() internal virtual returns (uint);
    function _allowed(uint v) internal virtual returns (bool);
    function hooked() public { require(_canSet()); x = 1; }
    function counted() public { require(_amount() > 0); x = 2; }
    function argued(uint v) public { require(_allowed(v)); x = 3; }
}`)
	c := contract(t, m, "H")
	for name, want := range map[string]bool{"hooked": true, "counted": false, "argued": false} {
		if got := function(t, c, name).Guards().AccessChecked(); got != want {
			t.Errorf("%s: AccessChecked = %v, want %v", name, got, want)
		}
	}
}

// TestRoleCheckAccount checks when a role check on an account parameter asks about the caller: every call
// passes the caller or an account the contract works out itself, never one a caller picks.
func TestRoleCheckAccount(t *testing.T) {
	t.Parallel()
	for name, tc := range map[string]struct {
		other string
		want  bool
	}{
		"cross-chain sender": {`function _crossChainSender() internal view returns (address) { return bridge; }
    function relayed() public { _checkRole(ADMIN, _crossChainSender()); x = 2; }`, true},
		"picked account": {`function checkFor(bytes32 role, address a) public { _checkRole(role, a); x = 2; }`, false},
	} {
		m := build(t, "r.sol", `pragma solidity ^0.8.0;
contract R {
    bytes32 constant ADMIN = keccak256("ADMIN");
    mapping(bytes32 => mapping(address => bool)) roles;
    address bridge;
    uint x;
    constructor() { roles[ADMIN][msg.sender] = true; }
    function hasRole(bytes32 role, address account) public view returns (bool) { return roles[role][account]; }
    function _checkRole(bytes32 role, address account) internal view { if (!hasRole(role, account)) revert(); }
    function guarded() public { _checkRole(ADMIN, msg.sender); x = 1; }
    `+tc.other+`
}`)
		if got := function(t, contract(t, m, "R"), "guarded").Guards().AccessChecked(); got != tc.want {
			t.Errorf("%s: AccessChecked = %v, want %v", name, got, tc.want)
		}
	}
}

// TestAbstractAssertionIsAccessCheck checks that calling an unimplemented internal view function that returns
// nothing, which can only revert or not, counts as an access check, and that a state-changing one does not.
func TestAbstractAssertionIsAccessCheck(t *testing.T) {
	t.Parallel()
	m := build(t, "a.sol", `pragma solidity ^0.8.20;
abstract contract A {
    uint x;
    function _onlyRouterOwner() internal view virtual;
    function _record() internal virtual;
    function guarded() public { _onlyRouterOwner(); x = 1; }
    function recorded() public { _record(); x = 2; }
}`)
	c := contract(t, m, "A")
	for name, want := range map[string]bool{"guarded": true, "recorded": false} {
		if got := function(t, c, name).Guards().AccessChecked(); got != want {
			t.Errorf("%s: AccessChecked = %v, want %v", name, got, want)
		}
	}
}

// TestUnknownModifierIsAccessCheck checks that a modifier the unit does not hold (its base contract missing)
// is taken for an access check, and that one the unit holds is judged by its body.
func TestUnknownModifierIsAccessCheck(t *testing.T) {
	t.Parallel()
	m := build(t, "u.sol", `pragma solidity ^0.8.20;
contract U is Ownable {
    uint x;
    bool paused;
    modifier whenNotPaused() { require(!paused); _; }
    function set() public onlyOwner { x = 1; }
    function bump() public whenNotPaused { x = 2; }
}`)
	c := contract(t, m, "U")
	for name, want := range map[string]bool{"set": true, "bump": false} {
		if got := function(t, c, name).Guards().AccessChecked(); got != want {
			t.Errorf("%s: AccessChecked = %v, want %v", name, got, want)
		}
	}
}

// TestRoleCheckThroughModifier checks the role check of OpenZeppelin's older AccessControl: onlyRole passes
// _msgSender(), which returns payable(msg.sender), from the modifier.
func TestRoleCheckThroughModifier(t *testing.T) {
	t.Parallel()
	m := build(t, "r.sol", `pragma solidity ^0.8.0;
contract R {
    bytes32 constant ADMIN = keccak256("ADMIN");
    mapping(bytes32 => mapping(address => bool)) roles;
    uint x;
    constructor() { roles[ADMIN][msg.sender] = true; }
    function _msgSender() internal view returns (address payable) { return payable(msg.sender); }
    function hasRole(bytes32 role, address account) public view returns (bool) { return roles[role][account]; }
    function _checkRole(bytes32 role, address account) internal view { if (!hasRole(role, account)) revert(); }
    modifier onlyRole(bytes32 role) { _checkRole(role, _msgSender()); _; }
    modifier onlyAdminOrExecutor() { address sender = _msgSender(); if (!hasRole(ADMIN, sender)) { _checkRole(ADMIN, sender); } _; }
    function guarded() public onlyRole(ADMIN) { x = 1; }
    function executed() public onlyAdminOrExecutor { x = 2; }
}`)
	for _, name := range []string{"guarded", "executed"} {
		if !function(t, contract(t, m, "R"), name).Guards().AccessChecked() {
			t.Errorf("%s: AccessChecked = false, want true", name)
		}
	}
}

// TestMultisigConfirmationIsAccessCheck checks Parity's multisig check: an internal bool function that reads the
// caller's index in the owners table into a local, returns (false) when it is zero, and returns true only past
// that, is an access check when a modifier's `_` or a require hangs on it; not when a public function lets
// anyone fill the table, nor when the function may return true to anyone.
func TestMultisigConfirmationIsAccessCheck(t *testing.T) {
	t.Parallel()
	const wallet = `pragma solidity ^0.4.24;
contract W {
    mapping(uint => uint) m_ownerIndex;
    mapping(bytes32 => uint) m_pending;
    uint m_required;
    uint x;
    constructor(address[] _owners) public {
        for (uint i = 0; i < _owners.length; ++i) m_ownerIndex[uint(_owners[i])] = 1 + i;
        m_required = _owners.length;
    }
    OPEN
    modifier onlymanyowners(bytes32 _operation) { if (confirmAndCheck(_operation)) _; }
    function confirmAndCheck(bytes32 _operation) internal returns (bool) {
        uint ownerIndex = m_ownerIndex[uint(msg.sender)];
        if (ownerIndex == 0) return;
        uint ownerIndexBit = 2**ownerIndex;
        if (m_pending[_operation] & ownerIndexBit == 0) {
            if (m_required <= 1) { delete m_pending[_operation]; return true; }
            m_pending[_operation] |= ownerIndexBit;
        }
    }
    function anyone(bytes32 _operation) internal returns (bool) {
        uint ownerIndex = m_ownerIndex[uint(msg.sender)];
        if (ownerIndex == 0) return m_required == 0;
        return true;
    }
    function kill(address _to) public onlymanyowners(keccak256(msg.data)) { selfdestruct(_to); }
    function set(uint v) public { require(confirmAndCheck(keccak256(msg.data))); x = v; }
    function loose(uint v) public { require(anyone(keccak256(msg.data))); x = v; }
}`
	for _, tc := range []struct {
		open string
		want map[string]bool
	}{
		{"", map[string]bool{"kill": true, "set": true, "loose": false}},
		{"function initMultiowned(address o) public { m_ownerIndex[uint(o)] = 1; }", map[string]bool{"kill": false, "set": false, "loose": false}},
	} {
		m := build(t, "w.sol", strings.Replace(wallet, "OPEN", tc.open, 1))
		c := contract(t, m, "W")
		for name, want := range tc.want {
			// The function's effect: the selfdestruct, or the write of x.
			f := function(t, c, name)
			seen := false
			for _, n := range f.CFG().Nodes {
				effect := len(n.Writes()) > 0 && n.Writes()[0].Var.Decl.Name == "x"
				for _, call := range n.Calls() {
					effect = effect || call.Kind == CallSelfdestruct
				}
				if !effect || n.Scope.Function != f {
					continue
				}
				seen = true
				if got := f.Guards().Protected(n); got != want {
					t.Errorf("%q %s: Protected = %v, want %v", tc.open, name, got, want)
				}
				// Judged without the weak table, the check stands: the function is written to be guarded.
				if got, plain := f.Guards().ProtectedPlain(n), name != "loose"; got != plain {
					t.Errorf("%q %s: ProtectedPlain = %v, want %v", tc.open, name, got, plain)
				}
			}
			if !seen {
				t.Errorf("%s: no effect found", name)
			}
		}
	}
}
