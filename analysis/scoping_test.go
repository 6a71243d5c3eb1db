package analysis

import (
	"strings"
	"testing"

	"github.com/vigilsec/vigil/solidity"
)

// receiverUnit holds the types the receiver-call cases use; BODY is replaced by each case's statements.
const receiverUnit = `pragma solidity PRAGMA;
interface IERC20 { function transfer(address to, uint v) external returns (bool); }
interface IVault { function deposit() external payable; }
interface IEntryPoint { function depositTo(address a) external payable; }
contract B { uint public total; function f() external returns (uint) { return 1; } }
contract C {
    IEntryPoint ep;
    function entryPoint() internal view returns (IEntryPoint) { return ep; }
    function run(address token, address payable to, uint amt, address v, address addr, uint x) VISIBILITY payable {
        BODY
    }
}`

// TestReceiverCalls checks member calls whose receiver is a conversion or a call result: the receiver is typed
// first, so the outer call is external, with its callee when the receiver's type is in the unit.
func TestReceiverCalls(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		legacy bool // 0.4 syntax: .value(x) options
		body   string
		// the outermost call (the first in source order) must have these
		kind   CallKind
		callee string // Contract.function, "" for none
		member string
		value  bool
		erc20  bool
		// receiver is the kind of the call that produced the receiver (the second call in source order)
		receiver CallKind
	}{
		{"conversion to interface", false, `IERC20(token).transfer(to, amt);`,
			CallExternal, "IERC20.transfer", "transfer", false, true, CallTypeConversion},
		{"conversion with call options", false, `IVault(v).deposit{value: x}();`,
			CallExternal, "IVault.deposit", "deposit", true, false, CallTypeConversion},
		{"conversion to contract", false, `B(addr).f();`,
			CallExternal, "B.f", "f", false, false, CallTypeConversion},
		{"public state variable getter", false, `B(addr).total();`,
			CallExternal, "", "total", false, false, CallTypeConversion},
		{"internal call result", false, `entryPoint().depositTo{value: x}(to);`,
			CallExternal, "IEntryPoint.depositTo", "depositTo", true, false, CallInternal},
		{"parenthesised conversion", false, `(IVault(v)).deposit{value: x}();`,
			CallExternal, "IVault.deposit", "deposit", true, false, CallTypeConversion},
		{"nested conversion", false, `IVault(address(B(addr))).deposit();`,
			CallExternal, "IVault.deposit", "deposit", false, false, CallTypeConversion},
		{"interface not in the unit", false, `IMissing(v).pull(to, amt);`,
			CallExternal, "", "pull", false, false, CallUnknown},
		{"token not in the unit", false, `IMissingToken(token).transfer(to, amt);`,
			CallExternal, "", "transfer", false, true, CallUnknown},
		{"ether transfer on a converted address", false, `payable(addr).transfer(amt);`,
			CallTransfer, "", "transfer", true, false, CallTypeConversion},
		{"legacy value option", true, `IVault(v).deposit.value(x)();`,
			CallExternal, "IVault.deposit", "deposit", true, false, CallTypeConversion},
		{"legacy call result", true, `entryPoint().depositTo.value(x)(to);`,
			CallExternal, "IEntryPoint.depositTo", "depositTo", true, false, CallInternal},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			pragma, visibility := "^0.8.0", "external"
			if tt.legacy {
				pragma, visibility = "^0.4.24", "public"
			}
			src := strings.NewReplacer("PRAGMA", pragma, "VISIBILITY", visibility, "BODY", tt.body).Replace(receiverUnit)
			m := build(t, "r.sol", src)
			sc := function(t, contract(t, m, "C"), "run").Scope()
			calls := sc.Calls()
			if len(calls) < 2 {
				t.Fatalf("%d calls, want at least 2", len(calls))
			}
			got := calls[0]
			callee := ""
			if got.Callee != nil {
				callee = got.Callee.Contract.Name + "." + got.Callee.Name
			}
			if got.Kind != tt.kind || callee != tt.callee || got.Name != tt.member || (got.Value != nil) != tt.value || got.ERC20 != tt.erc20 {
				t.Errorf("call = %s %q callee %q value=%v erc20=%v, want %s %q callee %q value=%v erc20=%v",
					got.Kind, got.Name, callee, got.Value != nil, got.ERC20, tt.kind, tt.member, tt.callee, tt.value, tt.erc20)
			}
			if got.Target == nil {
				t.Error("no target")
			}
			if (got.Getter != nil) != (tt.member == "total") {
				t.Errorf("getter = %v, want one only for B.total", got.Getter)
			}
			if r := calls[1]; r.Kind != tt.receiver {
				t.Errorf("receiver call = %s, want %s", r.Kind, tt.receiver)
			}
			// Every call is listed once, and CallOf agrees with the list.
			seen := map[*Call]bool{}
			for _, c := range calls {
				if seen[c] {
					t.Errorf("call %s %q listed twice", c.Kind, c.Name)
				}
				seen[c] = true
				if c.Expr != nil && sc.CallOf(c.Expr) != c {
					t.Errorf("CallOf disagrees with Calls for %s %q", c.Kind, c.Name)
				}
			}
		})
	}
}

// TestReceiverCallSelfReference checks that a local whose type comes from a call on itself (old `var`) ends the
// recursion instead of looping.
func TestReceiverCallSelfReference(t *testing.T) {
	t.Parallel()
	m := build(t, "v.sol", `pragma solidity ^0.4.24;
contract C {
    function run() public { var x = x.f(); }
}`)
	calls := function(t, contract(t, m, "C"), "run").Scope().Calls()
	if len(calls) != 1 || calls[0].Kind != CallUnknown {
		t.Fatalf("calls = %v, want one unknown call", calls)
	}
}

// scopingUnit declares a state variable x and a helper use(v, want): each use(x, N) in a case's body must
// resolve x to the local initialised with the literal N, or (N = 0) to something other than a local.
const scopingUnit = `PRAGMA
contract C {
    uint x;
    uint i;
    function use(uint v, uint want) internal {}
    function run() public {
        BODY
    }
}`

// TestBlockScopedResolve checks that locals resolve to the declaration in scope at the use: block-scoped from
// 0.5, function-wide before.
func TestBlockScopedResolve(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, pragma, body string
	}{
		{"sibling loops", "pragma solidity ^0.8.0;",
			`for (uint i = 1; i < 9; i++) { use(i, 1); } for (uint i = 2; i < 9; i++) { use(i, 2); }`},
		{"sibling blocks", "pragma solidity ^0.8.0;",
			`{ uint x = 1; use(x, 1); } { uint x = 2; use(x, 2); }`},
		{"nested shadowing", "pragma solidity ^0.8.0;",
			`uint x = 1; { uint x = 2; use(x, 2); } use(x, 1);`},
		{"loop body shadows loop variable", "pragma solidity ^0.8.0;",
			`for (uint x = 1; x < 9; x++) { use(x, 1); if (x > 2) { uint x = 3; use(x, 3); } use(x, 1); }`},
		{"out of block is state", "pragma solidity ^0.8.0;",
			`{ uint x = 1; use(x, 1); } use(x, 0);`},
		{"before declaration is state", "pragma solidity ^0.8.0;",
			`use(x, 0); uint x = 1; use(x, 1);`},
		{"loop variable after the loop is state", "pragma solidity ^0.8.0;",
			`for (uint i = 1; i < 9; i++) { use(i, 1); } use(i, 0);`},
		{"0.5 is block-scoped", "pragma solidity >=0.5.0 <0.7.0;",
			`{ uint x = 1; use(x, 1); } use(x, 0);`},
		{"0.4 out of block is the local", "pragma solidity ^0.4.24;",
			`{ uint x = 1; use(x, 1); } use(x, 1);`},
		{"0.4 before declaration is the local", "pragma solidity ^0.4.24;",
			`use(x, 1); uint x = 1;`},
		{"0.4 loop variable after the loop", "pragma solidity ^0.4.24;",
			`for (uint i = 1; i < 9; i++) { use(i, 1); } use(i, 1);`},
		{"0.4 sibling loops keep their own", "pragma solidity ^0.4.24;",
			`for (uint i = 1; i < 9; i++) { use(i, 1); } for (uint i = 2; i < 9; i++) { use(i, 2); } use(i, 2);`},
		{"range reaching below 0.5 is function-wide", "pragma solidity >=0.4.22 <0.6.0;",
			`{ uint x = 1; } use(x, 1);`},
		{"no pragma is function-wide", "",
			`{ uint x = 1; } use(x, 1);`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			src := strings.NewReplacer("PRAGMA", tt.pragma, "BODY", tt.body).Replace(scopingUnit)
			m := build(t, "s.sol", src)
			f := function(t, contract(t, m, "C"), "run")
			sc := f.Scope()
			uses := 0
			solidity.Inspect(f.Decl.Body, func(n solidity.Node) bool {
				call, ok := n.(*solidity.CallExpr)
				if !ok || len(call.Args) != 2 {
					return true
				}
				if fn, ok := call.Fun.(*solidity.Identifier); !ok || fn.Name != "use" {
					return true
				}
				uses++
				id := call.Args[0].(*solidity.Identifier)
				want := call.Args[1].(*solidity.NumberLiteral).Value
				line := id.Range().Start.Column
				sym := sc.Resolve(id)
				if want == "0" {
					if sym.Kind == SymLocal {
						t.Errorf("use at column %d: %s resolves to a local, want the state variable", line, id.Name)
					}
					return true
				}
				if sym.Kind != SymLocal {
					t.Errorf("use at column %d: %s resolves to %v, want a local", line, id.Name, sym.Kind)
					return true
				}
				init, ok := sc.Init(sym.Var).(*solidity.NumberLiteral)
				if !ok || init.Value != want {
					got := "none"
					if ok {
						got = init.Value
					}
					t.Errorf("use at column %d: %s resolves to the local initialised with %s, want %s", line, id.Name, got, want)
				}
				return true
			})
			if uses == 0 {
				t.Fatal("no use(…) calls found")
			}
		})
	}
}

// TestResolveDeclarationName checks that an identifier placed on a local's own name (as a detector builds to ask
// for the local's type) resolves to that local under block scoping too.
func TestResolveDeclarationName(t *testing.T) {
	t.Parallel()
	m := build(t, "d.sol", `pragma solidity ^0.8.0;
contract C {
    uint x;
    function run() public { { uint x = 1; x; } { uint x = 2; x; } }
}`)
	f := function(t, contract(t, m, "C"), "run")
	sc := f.Scope()
	n := 0
	solidity.Inspect(f.Decl.Body, func(node solidity.Node) bool {
		st, ok := node.(*solidity.VariableDeclarationStatement)
		if !ok {
			return true
		}
		n++
		v := st.Vars[0]
		sym := sc.Resolve(&solidity.Identifier{Loc: solidity.Loc{Span: v.NameRange}, Name: v.Name})
		if sym.Var != v {
			t.Errorf("declaration %d: name resolves to %v, want its own local", n, sym.Var)
		}
		return true
	})
	if n != 2 {
		t.Fatalf("%d declarations, want 2", n)
	}
}

// TestResolveTryAndCatchVariables checks that try returns and catch parameters are visible in their own block
// only.
func TestResolveTryAndCatchVariables(t *testing.T) {
	t.Parallel()
	m := build(t, "t.sol", `pragma solidity ^0.8.0;
contract C {
    uint r;
    function g() external returns (uint) { return 1; }
    function run() public {
        try this.g() returns (uint r) { r; } catch (bytes memory r) { r; }
        r;
    }
}`)
	f := function(t, contract(t, m, "C"), "run")
	sc := f.Scope()
	var got []SymbolKind
	solidity.Inspect(f.Decl.Body, func(n solidity.Node) bool {
		if es, ok := n.(*solidity.ExpressionStatement); ok {
			if id, ok := es.X.(*solidity.Identifier); ok {
				got = append(got, sc.Resolve(id).Kind)
			}
		}
		return true
	})
	want := []SymbolKind{SymLocal, SymLocal, SymState}
	if len(got) != len(want) {
		t.Fatalf("resolved %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("use %d resolves to %v, want %v", i, got[i], want[i])
		}
	}
}
