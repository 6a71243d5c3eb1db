package analysis

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vigilsec/vigil/solidity"
)

// build parses sources given as path, text, path, text, … into one model.
func build(t *testing.T, pathsAndSources ...string) *Model {
	t.Helper()
	var files []*solidity.File
	for i := 0; i+1 < len(pathsAndSources); i += 2 {
		f := solidity.Parse(pathsAndSources[i], []byte(pathsAndSources[i+1]))
		for _, e := range f.Errors {
			t.Fatalf("%s: %s", pathsAndSources[i], e.Error())
		}
		files = append(files, f)
	}
	return Build(files)
}

func contract(t *testing.T, m *Model, name string) *Contract {
	t.Helper()
	cs := m.ContractsNamed(name)
	if len(cs) == 0 {
		t.Fatalf("no contract %s", name)
	}
	return cs[0]
}

func function(t *testing.T, c *Contract, name string) *Function {
	t.Helper()
	for _, f := range c.Functions {
		if f.Name == name {
			return f
		}
	}
	t.Fatalf("no function %s in %s", name, c.Name)
	return nil
}

func names(cs []*Contract) string {
	var out []string
	for _, c := range cs {
		out = append(out, c.Name)
	}
	return strings.Join(out, " ")
}

func TestLinearization(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, src, contract, want string
		warn                      string
	}{
		{"chain", `contract A {} contract B is A {} contract C is B {}`, "C", "C B A", ""},
		{"diamond", `contract A {} contract B is A {} contract C is A {} contract D is B, C {}`, "D", "D C B A", ""},
		{"solidity docs", `contract X {} contract A is X {} contract C is A, X {}`, "C", "", "cannot be linearised"},
		{"order matters", `contract O {} contract A is O {} contract B is O {} contract C is O {}
			contract K1 is A, B {} contract K2 is A, C {} contract Z is K1, K2 {}`, "Z", "Z K2 C K1 B A O", ""},
		{"missing base", `contract C is Nowhere {}`, "C", "C", "base Nowhere not found"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			m := build(t, "a.sol", tt.src)
			c := contract(t, m, tt.contract)
			if tt.want != "" {
				if got := names(c.Linearization); got != tt.want {
					t.Errorf("linearisation = %q, want %q", got, tt.want)
				}
			}
			warnings := strings.Join(m.Warnings(), "\n")
			if tt.warn == "" && warnings != "" {
				t.Errorf("unexpected warnings: %s", warnings)
			}
			if tt.warn != "" && !strings.Contains(warnings, tt.warn) {
				t.Errorf("warnings %q lack %q", warnings, tt.warn)
			}
		})
	}
}

func TestMembersAndOverriding(t *testing.T) {
	t.Parallel()
	m := build(t, "a.sol", `pragma solidity ^0.8.0;
contract A {
    uint public a;
    event E(uint);
    modifier only() virtual { _; }
    function f() public virtual returns (uint) { return 1; }
    function g(uint x) public pure returns (uint) { return x; }
}
contract B is A {
    uint b;
    modifier only() override { require(msg.sender == address(0)); _; }
    function f() public override returns (uint) { return 2; }
    function g(uint x, uint y) public pure returns (uint) { return x + y; }
}`)
	b := contract(t, m, "B")
	if len(b.StateVars) != 2 || b.StateVars[0].Name != "a" || b.StateVars[1].Name != "b" {
		t.Errorf("state vars = %v", b.StateVars)
	}
	if f := function(t, b, "f"); f.Contract.Name != "B" {
		t.Errorf("f resolves to %s, want the override in B", f)
	}
	if n := len(b.FunctionsNamed("g")); n != 2 {
		t.Errorf("%d overloads of g, want 2", n)
	}
	if md := b.Modifiers["only"]; md == nil || md.Contract.Name != "B" {
		t.Errorf("modifier only resolves to %+v, want B's", md)
	}
	if b.Events["E"] == nil {
		t.Error("inherited event E not visible")
	}
	if len(b.Declared) != 2 {
		t.Errorf("B declares %d functions, want 2", len(b.Declared))
	}
}

func TestImports(t *testing.T) {
	t.Parallel()
	m := build(t,
		"contracts/token/Token.sol", `import "./Base.sol"; import "../lib/Math.sol"; import "@oz/contracts/access/Ownable.sol"; import "missing/Gone.sol";
			contract Token is Base, Ownable { }`,
		"contracts/token/Base.sol", `contract Base {}`,
		"contracts/lib/Math.sol", `library Math {}`,
		"node_modules/@oz/contracts/access/Ownable.sol", `contract Ownable {}`,
	)
	tok := m.Files[0]
	var got []string
	for _, f := range m.Imports(tok) {
		got = append(got, f.Path)
	}
	want := "contracts/token/Base.sol contracts/lib/Math.sol node_modules/@oz/contracts/access/Ownable.sol"
	if strings.Join(got, " ") != want {
		t.Errorf("imports = %q, want %q", strings.Join(got, " "), want)
	}
	if w := strings.Join(m.Warnings(), "\n"); !strings.Contains(w, `import "missing/Gone.sol" not found`) {
		t.Errorf("warnings = %q, want the missing import", w)
	}
	if got := names(contract(t, m, "Token").Linearization); got != "Token Ownable Base" {
		t.Errorf("linearisation = %q", got)
	}
}

func TestSameNameInTwoFilesPrefersImports(t *testing.T) {
	t.Parallel()
	m := build(t,
		"a/Owned.sol", `contract Owned { uint a; }`,
		"b/Owned.sol", `contract Owned { uint b; }`,
		"b/Main.sol", `import "./Owned.sol"; contract Main is Owned {}`,
	)
	main := contract(t, m, "Main")
	if len(main.StateVars) != 1 || main.StateVars[0].Name != "b" {
		t.Errorf("Main inherits %v, want b/Owned.sol's", main.StateVars)
	}
}

func TestCheckedAndConstructors(t *testing.T) {
	t.Parallel()
	m := build(t,
		"old.sol", "pragma solidity ^0.4.24; contract Old { function Old() public {} function f() public {} }",
		"new.sol", "pragma solidity >=0.8.0; contract New { function New() public {} }",
		"none.sol", "contract None {}",
	)
	if m.Checked(m.Files[0]) || !m.Checked(m.Files[1]) || m.Checked(m.Files[2]) {
		t.Errorf("Checked = %v %v %v, want false true false", m.Checked(m.Files[0]), m.Checked(m.Files[1]), m.Checked(m.Files[2]))
	}
	if f := function(t, contract(t, m, "Old"), "Old"); !f.IsConstructor() || f.IsEntry() {
		t.Error("Old() in 0.4 should be the constructor")
	}
	if f := function(t, contract(t, m, "New"), "New"); f.IsConstructor() || !f.IsEntry() {
		t.Error("New() in 0.8 is a plain public function")
	}
}

func TestMemoComputesOncePerKey(t *testing.T) {
	m := Build(nil)
	type key struct{ name string }
	calls := 0
	for range 3 {
		if v := m.Memo(key{"a"}, func() any { calls++; return 42 }); v != 42 {
			t.Fatalf("Memo = %v, want 42", v)
		}
	}
	if v := m.Memo(key{"b"}, func() any { calls++; return "b" }); v != "b" {
		t.Fatalf("Memo = %v, want b", v)
	}
	if calls != 2 {
		t.Fatalf("compute ran %d times, want 2", calls)
	}
}

var testSlotA, testSlotB = NewMemoSlot(), NewMemoSlot()

func TestMemoSlotsComputeOncePerModelAndFunction(t *testing.T) {
	m := Build([]*solidity.File{solidity.Parse("a.sol", []byte("contract C { function f() public {} function g() public {} }"))})
	fs := m.AllFunctions()
	if len(fs) != 2 {
		t.Fatalf("%d functions, want 2", len(fs))
	}
	calls := 0
	for range 3 {
		if v := m.MemoSlot(testSlotA, func() any { calls++; return "model" }); v != "model" {
			t.Fatalf("MemoSlot = %v, want model", v)
		}
		for i, f := range fs {
			if v := f.Memo(testSlotA, func() any { calls++; return i }); v != i {
				t.Fatalf("%s: Memo = %v, want %d", f, v, i)
			}
			if v := f.Memo(testSlotB, func() any { calls++; return -i }); v != -i {
				t.Fatalf("%s: Memo = %v, want %d", f, v, -i)
			}
		}
	}
	if calls != 5 {
		t.Fatalf("compute ran %d times, want 5 (one model slot, two slots of two functions)", calls)
	}
	defer func() {
		if recover() == nil {
			t.Fatal("the zero MemoSlot was accepted")
		}
	}()
	m.MemoSlot(MemoSlot{}, func() any { return nil })
}

// Names alike at both ends and of one length must not pile up in the members' table: each look-up would scan
// them all, and an upload of many such names would take quadratic time.
func TestNameSlotsSpreadNamesAlikeAtTheEnds(t *testing.T) {
	const n = 2000
	var names []string
	for i := range n {
		names = append(names, fmt.Sprintf("abcd%06dwxyz", i))
	}
	m := cfgaMembers{list: make([]cfgaMember, 0, n), cfgaNameSlots: cfgaNewNameSlots(n)}
	for _, name := range names {
		m.entry(name)
	}
	longest := 0
	for _, name := range names {
		probes := 1
		for h := m.first(name); m.list[m.slots[h]-1].name != name; h = m.next(h) {
			probes++
		}
		longest = max(longest, probes)
	}
	if longest > 200 {
		t.Fatalf("a look-up probes %d slots among %d names", longest, n)
	}
	if m.find("abcd000042wxyz") == nil || m.find("abcd999999wxyz") != nil {
		t.Fatal("find does not tell the names apart")
	}
}

// Every byte of a name counts in its hash, at every length: names that differ in one byte, anywhere, are told
// apart and spread over the table.
func TestNameSlotsHashEveryByte(t *testing.T) {
	var names []string
	for n := 1; n <= 70; n++ {
		for i := range n {
			b := []byte(strings.Repeat("x", n))
			b[i] = 'y'
			names = append(names, string(b))
		}
	}
	m := cfgaMembers{list: make([]cfgaMember, 0, len(names)), cfgaNameSlots: cfgaNewNameSlots(len(names))}
	for _, name := range names {
		m.entry(name)
	}
	if len(m.list) != len(names) {
		t.Fatalf("%d entries for %d names", len(m.list), len(names))
	}
	probes := 0
	for _, name := range names {
		if e := m.find(name); e == nil || e.name != name {
			t.Fatalf("%q not found", name)
		}
		probes++
		for h := m.first(name); m.list[m.slots[h]-1].name != name; h = m.next(h) {
			probes++
		}
	}
	// A table at most half full takes about 1.5 probes a look-up when the names spread.
	if probes > 3*len(names) {
		t.Fatalf("%d look-ups probe %d slots", len(names), probes)
	}
	for n := 0; n <= 70; n++ {
		if m.find(strings.Repeat("x", n)) != nil {
			t.Fatalf("a name of %d x's is found", n)
		}
	}
}

// Derived lists every contract that inherits from one, the contract itself included, in model order, and each
// once however many paths lead to it.
func TestDerived(t *testing.T) {
	m := build(t, "b.sol", `
contract D is B {}
contract A {}
contract E {}
contract B is A {}
contract C is A {}
contract F is B, C {}
`)
	for _, tc := range []struct{ name, want string }{
		{"A", "D A B C F"},
		{"B", "D B F"},
		{"C", "C F"},
		{"D", "D"},
		{"E", "E"},
		{"F", "F"},
	} {
		if got := names(contract(t, m, tc.name).Derived()); got != tc.want {
			t.Errorf("Derived(%s) = %s, want %s", tc.name, got, tc.want)
		}
	}
}

// ContractsNamed lists every contract of a name, in model order, and none for a name no contract has.
func TestContractsNamed(t *testing.T) {
	m := build(t,
		"a.sol", `contract Owned { uint a; } contract A {}`,
		"b.sol", `contract Owned { uint b; } contract B {}`,
		"c.sol", `contract Owned { uint c; }`,
	)
	for _, tc := range []struct {
		name string
		want []string
	}{
		{"Owned", []string{"a.sol", "b.sol", "c.sol"}},
		{"A", []string{"a.sol"}},
		{"B", []string{"b.sol"}},
		{"C", nil},
	} {
		var got []string
		for _, c := range m.ContractsNamed(tc.name) {
			if c.Name != tc.name {
				t.Errorf("ContractsNamed(%s) holds %s", tc.name, c.Name)
			}
			got = append(got, c.File.Path)
		}
		if strings.Join(got, " ") != strings.Join(tc.want, " ") {
			t.Errorf("ContractsNamed(%s) in %v, want %v", tc.name, got, tc.want)
		}
	}
}

// A state variable and functions of one name: the variable decides what the name resolves to, and the functions
// are still found by name.
func TestStateVariableShadowsFunctions(t *testing.T) {
	m := build(t, "a.sol", `
interface I { function total() external view returns (uint); }
contract A is I {
    function total(uint x) public pure returns (uint) { return x; }
    function other() public pure returns (uint) { return 1; }
}
contract B is A {
    uint public override total;
    function g() public view returns (uint) { return total; }
}`)
	b := contract(t, m, "B")
	if v := b.StateVar("total"); v == nil || v.Contract != b {
		t.Errorf("StateVar(total) = %v, want B's", v)
	}
	if fs := b.FunctionsNamed("total"); len(fs) != 2 {
		t.Errorf("FunctionsNamed(total) = %v, want I's and A's", fs)
	}
	if fs := b.FunctionsNamed("other"); len(fs) != 1 || b.StateVar("other") != nil {
		t.Errorf("other: functions %v, state variable %v", fs, b.StateVar("other"))
	}
	g := function(t, b, "g")
	var id *solidity.Identifier
	solidity.Inspect(g.Decl.Body, func(n solidity.Node) bool {
		if x, ok := n.(*solidity.Identifier); ok && x.Name == "total" {
			id = x
		}
		return true
	})
	if sym := g.Scope().Resolve(id); sym.Kind != SymState || sym.State != b.StateVar("total") {
		t.Errorf("total resolves to %+v, want the state variable", sym)
	}
}

// Each file has its own pragma, in a unit of one file as in one of many, and a file of no unit has none.
func TestPragmaPerFile(t *testing.T) {
	for _, n := range []int{1, 3, 12} {
		var sources []string
		for i := range n {
			sources = append(sources, fmt.Sprintf("f%d.sol", i), fmt.Sprintf("pragma solidity ^0.%d.0; contract C%d {}", 4+i%5, i))
		}
		m := build(t, sources...)
		for i, f := range m.Files {
			minor := 4 + i%5
			r := m.Pragma(f)
			if r.Unknown() || !r.AllowsBelow(0, minor+1) || r.AllowsBelow(0, minor) {
				t.Errorf("%d files: %s allows %s, want ^0.%d.0", n, f.Path, r, minor)
			}
		}
		other := solidity.Parse("other.sol", []byte("pragma solidity ^0.8.0;"))
		if r := m.Pragma(other); !r.Unknown() {
			t.Errorf("%d files: a file of no unit allows %s", n, r)
		}
	}
}

// A name several kinds of members have resolves to the kind that decides it: a modifier over an event, an event
// over a struct, a struct over an enum, and a state variable over all.
func TestMemberKindsDecideNames(t *testing.T) {
	m := build(t, "a.sol", `
contract A {
    enum P { a }
    struct P { uint x; }
    enum Q { b }
    modifier Q() { _; }
    event R();
    struct R { uint y; }
    enum S { c }
    uint S;
    event T();
    modifier T() { _; }
}
contract B is A {
    event P();
    function f() public { P; Q; R; S; T; }
}`)
	f := function(t, contract(t, m, "B"), "f")
	want := map[string]SymbolKind{"P": SymEvent, "Q": SymModifier, "R": SymEvent, "S": SymState, "T": SymModifier}
	seen := 0
	solidity.Inspect(f.Decl.Body, func(n solidity.Node) bool {
		if id, ok := n.(*solidity.Identifier); ok {
			seen++
			if got := f.Scope().Resolve(id).Kind; got != want[id.Name] {
				t.Errorf("%s resolves to kind %d, want %d", id.Name, got, want[id.Name])
			}
		}
		return true
	})
	if seen != len(want) {
		t.Errorf("%d identifiers, want %d", seen, len(want))
	}
}

// TestInheritedStateVarsAreOne checks that a variable a contract inherits is one StateVar wherever it is named: in
// the base's functions, in the derived contract's, and in every contract's StateVars.
func TestInheritedStateVarsAreOne(t *testing.T) {
	m := build(t, "a.sol", `
contract Base {
    address owner;
    function get() public view returns (address) { return owner; }
}
contract Derived is Base {
    function set(address o) public { owner = o; }
}`)
	base, derived := contract(t, m, "Base"), contract(t, m, "Derived")
	bv, dv := base.StateVar("owner"), derived.StateVar("owner")
	if bv == nil || bv != dv {
		t.Fatalf("owner: base %p, derived %p: want one StateVar", bv, dv)
	}
	var written *StateVar
	for _, f := range derived.Functions {
		if f.Name == "set" {
			for _, n := range f.CFG().Nodes {
				for _, w := range n.Writes() {
					written = w.Var
				}
			}
		}
	}
	if written != bv {
		t.Fatalf("Derived.set writes %p, want Base's owner %p", written, bv)
	}
}
