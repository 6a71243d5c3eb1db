package detector

import (
	"strings"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// Where a proxy keeps the address of the code it runs, shared by unprotected-upgrade and
// delegatecall-user-controlled: a declared state variable, or a storage slot named by a constant (ERC-1967's,
// reached through StorageSlot or sload/sstore in assembly).

// ERC-1967's slots of the implementation and of the beacon: keccak256("eip1967.proxy.implementation") - 1 and
// keccak256("eip1967.proxy.beacon") - 1, as hex without leading zeros.
const (
	erc1967Implementation = "0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc"
	erc1967Beacon         = "0xa3f0ad74e5423aebfd80d3ef4346578335a9a72aeaee59ff6cb3582b35133d50"
)

// wordUpgradeSlot finds the ERC-1967 slots written out, or the texts they are hashed from.
var wordUpgradeSlot = &sourceWord{slot: analysis.NewMemoSlot(), texts: []string{erc1967Implementation[2:], erc1967Beacon[2:], "eip1967.proxy."}}

// codeLoc is a storage location that holds code's address: a declared state variable (v), or a slot (slot, the
// key slotKey gives its constant).
type codeLoc struct {
	v    *analysis.StateVar
	slot string
}

func (l codeLoc) valid() bool { return l.v != nil || l.slot != "" }

// erc1967 reports whether the location is ERC-1967's implementation or beacon slot.
func (l codeLoc) erc1967() bool { return l.slot == erc1967Implementation || l.slot == erc1967Beacon }

// slotKey returns a key for the constant slot e names: the literal's value, the value of the constant it names
// (through a local copy too), or "" when e is no known constant.
func slotKey(sc *analysis.Scope, e solidity.Expr, depth int) string {
	if depth > 3 || e == nil {
		return ""
	}
	switch x := unwrapConversion(unparen(e)).(type) {
	case *solidity.NumberLiteral:
		return hexKey(x.Value)
	case *solidity.Identifier:
		switch sym := sc.Resolve(x); sym.Kind {
		case analysis.SymState:
			return constSlotKey(sym.State)
		case analysis.SymLocal:
			return slotKey(sc, sc.Init(sym.Var), depth+1)
		}
	case *solidity.MemberAccess:
		// L.SLOT: a constant of a library or contract.
		if id, ok := x.X.(*solidity.Identifier); ok {
			if sym := sc.Resolve(id); sym.Kind == analysis.SymContract && sym.Contract != nil {
				return constSlotKey(sym.Contract.StateVar(x.Member))
			}
		}
	}
	return ""
}

// constSlotKey returns the key of a constant state variable's slot value: its literal value, ERC-1967's slot
// for the hash ERC-1967 defines it by, else the constant itself.
func constSlotKey(v *analysis.StateVar) string {
	if v == nil || !v.Decl.Constant || v.Decl.Value == nil {
		return ""
	}
	if n, ok := unwrapConversion(unparen(v.Decl.Value)).(*solidity.NumberLiteral); ok {
		return hexKey(n.Value)
	}
	key := ""
	solidity.Preorder(v.Decl.Value, func(n solidity.Node) bool {
		if s, ok := n.(*solidity.StringLiteral); ok {
			switch s.Value {
			case "eip1967.proxy.implementation":
				key = erc1967Implementation
			case "eip1967.proxy.beacon":
				key = erc1967Beacon
			}
		}
		return key == ""
	})
	if key != "" {
		return key
	}
	c := ""
	if v.Contract != nil {
		c = v.Contract.Name
	}
	return "const " + c + "." + v.Name
}

// hexKey normalises a number literal: lower case hex without leading zeros, or the decimal digits as written.
func hexKey(s string) string {
	s = strings.ReplaceAll(strings.ToLower(s), "_", "")
	if strings.HasPrefix(s, "0x") {
		d := strings.TrimLeft(s[2:], "0")
		if d == "" {
			d = "0"
		}
		return "0x" + d
	}
	return s
}

// slotArg returns the slot expression of a StorageSlot access R.value, with R = L.getAddressSlot(slot) or
// slot.getAddressSlot() through using-for; nil otherwise.
func slotArg(e solidity.Expr) solidity.Expr {
	ma, ok := unparen(e).(*solidity.MemberAccess)
	if !ok || ma.Member != "value" {
		return nil
	}
	r, ok := unparen(ma.X).(*solidity.CallExpr)
	if !ok {
		return nil
	}
	if len(r.Args) == 1 {
		return r.Args[0]
	}
	if fun, ok := r.Fun.(*solidity.MemberAccess); ok && len(r.Args) == 0 {
		return fun.X
	}
	return nil
}

// writtenLoc returns the location a state write of a node stores to.
func writtenLoc(sc *analysis.Scope, w analysis.StateAccess) codeLoc {
	if !w.Var.Slot {
		return codeLoc{v: w.Var}
	}
	if e, ok := w.At.(solidity.Expr); ok {
		if k := slotKey(sc, slotArg(e), 0); k != "" {
			return codeLoc{slot: k}
		}
	}
	return codeLoc{}
}

// storedIn returns the location an address expression reads: a state variable, a StorageSlot value of a
// constant slot, or a local initialised from one of them.
func storedIn(sc *analysis.Scope, e solidity.Expr, depth int) codeLoc {
	if depth > 3 || e == nil {
		return codeLoc{}
	}
	e = unwrapConversion(unparen(e))
	if a := slotArg(e); a != nil {
		if k := slotKey(sc, a, 0); k != "" {
			return codeLoc{slot: k}
		}
		return codeLoc{}
	}
	id, ok := e.(*solidity.Identifier)
	if !ok {
		return codeLoc{}
	}
	switch sym := sc.Resolve(id); sym.Kind {
	case analysis.SymState:
		if !sym.State.Slot && !sym.State.Decl.Constant && !sym.State.Decl.Immutable {
			return codeLoc{v: sym.State}
		}
	case analysis.SymLocal:
		return storedIn(sc, sc.Init(sym.Var), depth+1)
	}
	return codeLoc{}
}

// yulBindings maps the Yul variables of an assembly block to the last value assigned to them.
func yulBindings(as *solidity.AssemblyStatement) map[string]solidity.YulExpr {
	binds := map[string]solidity.YulExpr{}
	solidity.Preorder(as.Body, func(n solidity.Node) bool {
		switch s := n.(type) {
		case *solidity.YulVarDecl:
			if len(s.Names) == 1 && s.Value != nil {
				binds[s.Names[0].Name] = s.Value
			}
		case *solidity.YulAssign:
			if len(s.Targets) == 1 && s.Value != nil {
				binds[s.Targets[0].Name] = s.Value
			}
		}
		return true
	})
	return binds
}

// yulIdent returns the Solidity identifier a Yul identifier stands for, to resolve in the function's scope.
func yulIdent(x *solidity.YulIdentifier) *solidity.Identifier {
	return &solidity.Identifier{Loc: x.Loc, Name: x.Name}
}

// yulSlotKey is slotKey for the slot operand of sload or sstore.
func yulSlotKey(sc *analysis.Scope, binds map[string]solidity.YulExpr, e solidity.YulExpr, depth int) string {
	if depth > 3 {
		return ""
	}
	switch x := e.(type) {
	case *solidity.YulLiteral:
		return hexKey(x.Value)
	case *solidity.YulIdentifier:
		if v, ok := binds[x.Name]; ok {
			return yulSlotKey(sc, binds, v, depth+1)
		}
		return slotKey(sc, yulIdent(x), depth)
	}
	return ""
}

// yulStoredIn is storedIn for a Yul operand: sload of a constant slot, or a Solidity variable storedIn follows.
func yulStoredIn(sc *analysis.Scope, binds map[string]solidity.YulExpr, e solidity.YulExpr, depth int) codeLoc {
	if depth > 3 {
		return codeLoc{}
	}
	switch x := e.(type) {
	case *solidity.YulCall:
		if x.Name == "sload" && len(x.Args) == 1 {
			if k := yulSlotKey(sc, binds, x.Args[0], depth+1); k != "" {
				return codeLoc{slot: k}
			}
		}
	case *solidity.YulIdentifier:
		if v, ok := binds[x.Name]; ok {
			return yulStoredIn(sc, binds, v, depth+1)
		}
		return storedIn(sc, yulIdent(x), depth)
	}
	return codeLoc{}
}

// yulControlled reports whether a Yul operand comes from the caller: calldata, or a Solidity parameter or local
// tainted by one.
func yulControlled(sc *analysis.Scope, binds map[string]solidity.YulExpr, e solidity.YulExpr, depth int) bool {
	if depth > 3 {
		return false
	}
	switch x := e.(type) {
	case *solidity.YulCall:
		if x.Name == "calldataload" {
			return true
		}
		if x.Name == "and" || x.Name == "shr" || x.Name == "or" {
			for _, a := range x.Args {
				if yulControlled(sc, binds, a, depth+1) {
					return true
				}
			}
		}
	case *solidity.YulIdentifier:
		if v, ok := binds[x.Name]; ok {
			return yulControlled(sc, binds, v, depth+1)
		}
		id := yulIdent(x)
		if sym := sc.Resolve(id); sym.Kind == analysis.SymParam || sym.Kind == analysis.SymLocal {
			return sc.Flow().Taint(id).Has(analysis.TaintParam | analysis.TaintData | analysis.TaintSender | analysis.TaintOrigin)
		}
	}
	return false
}

// yulDelegateTarget returns the target operand of an assembly delegatecall or callcode, and the assembly
// statement of its node, or nils.
func yulDelegateTarget(n *analysis.Node, c *analysis.Call) (solidity.YulExpr, *solidity.AssemblyStatement) {
	if c.Yul == nil || (c.Yul.Name != "delegatecall" && c.Yul.Name != "callcode") || len(c.Yul.Args) < 2 {
		return nil, nil
	}
	as, ok := n.Stmt.(*solidity.AssemblyStatement)
	if !ok {
		return nil, nil
	}
	return c.Yul.Args[1], as
}
