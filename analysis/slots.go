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
	return s.Model.slotVariable(s, r)
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
	return s.Model.slotVariable(s, r), ma.Member == "tstore"
}

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

// slotVariable returns the variable of the slot that expression r (in scope s) reaches, made on first use.
func (m *Model) slotVariable(s *Scope, r solidity.Expr) *StateVar {
	text := string(compactText(r.Range().Text(s.File.Src)))
	return m.Memo(slotVarKey{text}, func() any {
		c := s.Contract
		if c == nil && len(m.Contracts) > 0 {
			c = m.Contracts[0]
		}
		decl := &solidity.StateVariableDeclaration{Name: text, Type: &solidity.ElementaryTypeName{Name: "uint256"},
			Visibility: solidity.VisibilityPrivate}
		v := &StateVar{Decl: decl, Contract: c, Name: text + ".value"}
		v.typeOnce.Do(func() { v.typeOf = uintTypes[256] })
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
