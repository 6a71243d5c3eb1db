package analysis

import (
	"bytes"

	"github.com/vigilsec/vigil/solidity"
)

// Storage reached by slot rather than by a declared variable: OpenZeppelin's StorageSlot
// (slot.getUint256Slot().value, a struct pointer made in assembly) and TransientSlot (slot.asBoolean().tstore(v)
// and .tload()). A reentrancy guard or a flag kept this way is state like any other, so each such location is
// given a state variable of its own, named by the expression that reaches it: the same text reaches the same
// slot (a constant, or a pure function returning one).

// slotVarKey keys a slot's variable in the model's memo.
type slotVarKey struct{ text string }

// slotVar returns the variable of the slot the expression e reaches (R.value, with R a call returning a
// storage pointer set in assembly), or nil.
func (s *Scope) slotVar(e solidity.Expr) *StateVar {
	ma, ok := solidity.Unparen(e).(*solidity.MemberAccess)
	if !ok || ma.Member != "value" {
		return nil
	}
	r, ok := solidity.Unparen(ma.X).(*solidity.CallExpr)
	if !ok {
		return nil
	}
	c := s.CallOf(r)
	if c == nil || (c.Kind != CallInternal && c.Kind != CallLibrary) || c.Callee == nil || !pointerFromAssembly(c.Callee) {
		return nil
	}
	return s.Model.slotVariable(s, r, "value", nil)
}

// namespaceField returns the variable of field of the namespaced storage struct the local pointer p points to,
// when p is initialised by a call returning a storage pointer set in assembly (ERC-7201's
// `ERC20Storage storage $ = _getERC20Storage();`, then $._balances): each field is a variable of its own, as
// the fields of a declared struct variable are parts of it. Nil otherwise.
func (s *Scope) namespaceField(p *solidity.Identifier, field string) *StateVar {
	if !s.pointers {
		return nil
	}
	sym := s.symOf(p)
	if sym.Kind != SymLocal || sym.Var == nil || sym.Var.Location != solidity.LocationStorage {
		return nil
	}
	call, ok := solidity.Unparen(s.Init(sym.Var)).(*solidity.CallExpr)
	if !ok {
		return nil
	}
	c := s.CallOf(call)
	if c == nil || (c.Kind != CallInternal && c.Kind != CallLibrary) || c.Callee == nil || !pointerFromAssembly(c.Callee) {
		return nil
	}
	var typ solidity.TypeName
	if t := s.TypeOf(p); t != nil && t.Kind == TypeStruct && t.Struct != nil {
		for _, m := range t.Struct.Members {
			if m != nil && m.Name == field {
				typ = m.Type
			}
		}
	}
	if typ == nil {
		return nil
	}
	return s.Model.slotVariable(s, call, field, typ)
}

// SlotAccess returns the variable a member access reaches by slot: a StorageSlot value (R.value) or a field of
// namespaced storage ($._owner), or nil.
func (s *Scope) SlotAccess(x *solidity.MemberAccess) *StateVar {
	if x.Member == "value" {
		return s.slotVar(x)
	}
	// Namespaced storage is reached through a local pointer, which most bodies do not declare.
	if !s.pointers {
		return nil
	}
	if id, ok := x.X.(*solidity.Identifier); ok && id.Name != "msg" && id.Name != "block" && id.Name != "tx" {
		return s.namespaceField(id, x.Member)
	}
	return nil
}

// transientAccess tells whether call ce stores to (write) or loads from a transient slot, through a helper
// whose assembly uses tstore or tload (OpenZeppelin's TransientSlot), and returns the slot's variable.
func (s *Scope) transientAccess(ce *solidity.CallExpr) (v *StateVar, write bool) {
	ma, ok := ce.Fun.(*solidity.MemberAccess)
	if !ok || (ma.Member != "tstore" && ma.Member != "tload") {
		return nil, false
	}
	r, ok := solidity.Unparen(ma.X).(*solidity.CallExpr)
	if !ok {
		return nil, false
	}
	c := s.CallOf(ce)
	if c == nil || (c.Kind != CallInternal && c.Kind != CallLibrary) || c.Callee == nil || c.Callee.Decl.Body == nil {
		return nil, false
	}
	body := c.Callee.Decl.Body.Range().Text(c.Callee.File.Src)
	op := []byte("tload(")
	if ma.Member == "tstore" {
		op = []byte("tstore(")
	}
	if !bytes.Contains(body, op) {
		return nil, false
	}
	return s.Model.slotVariable(s, r, "value", nil), ma.Member == "tstore"
}

// ReturnsSlotPointer reports whether f returns a storage pointer that it sets in inline assembly (r.slot :=):
// its assembly chooses where storage is read, it writes nothing itself.
func (f *Function) ReturnsSlotPointer() bool { return pointerFromAssembly(f) }

// pointerFromAssembly reports whether f returns a storage pointer and sets it in inline assembly (r.slot :=).
func pointerFromAssembly(f *Function) bool {
	if len(f.Decl.Returns) != 1 || f.Decl.Returns[0] == nil || f.Decl.Returns[0].Location != solidity.LocationStorage || f.Decl.Body == nil {
		return false
	}
	for _, st := range f.Decl.Body.Stmts {
		if _, ok := st.(*solidity.AssemblyStatement); ok {
			return true
		}
	}
	return false
}

// slotVariable returns the variable of the field (value for StorageSlot's structs) of the slot that
// expression r (in scope s) reaches, made on first use, with the field's type (uint256 when typ is nil).
func (m *Model) slotVariable(s *Scope, r solidity.Expr, field string, typ solidity.TypeName) *StateVar {
	text := string(compactText(r.Range().Text(s.File.Src))) + "." + field
	return m.Memo(slotVarKey{text}, func() any {
		c := s.Contract
		if c == nil && len(m.Contracts) > 0 {
			c = m.Contracts[0]
		}
		if typ == nil {
			typ = &solidity.ElementaryTypeName{Name: "uint256"}
		}
		decl := &solidity.StateVariableDeclaration{Name: text, Type: typ, Visibility: solidity.VisibilityPrivate}
		v := &StateVar{Decl: decl, Contract: c, Name: text, Slot: true}
		if c == nil {
			v.typeOnce.Do(func() { v.typeOf = uintTypes[256] })
		}
		return v
	}).(*StateVar)
}

// compactText returns b without whitespace.
func compactText(b []byte) []byte {
	out := make([]byte, 0, len(b))
	for _, c := range b {
		if c != ' ' && c != '\t' && c != '\n' && c != '\r' {
			out = append(out, c)
		}
	}
	return out
}
