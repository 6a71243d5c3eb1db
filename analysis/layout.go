package analysis

import (
	"strconv"
	"strings"

	"github.com/vigilsec/vigil/solidity"
)

// StorageSlot is where a state variable lives in a contract's storage: values of 32 bytes or less packed into
// a slot at a byte offset, larger ones over consecutive whole slots.
type StorageSlot struct {
	Var *StateVar
	// Slot is the first slot, Offset the byte offset in it (0 for values over whole slots).
	Slot, Offset int
	// Size is the value's size in bytes: up to 32 for packed values, 32 per slot for the others.
	Size int
	// Type is the variable's type, in canonical form (uint for uint256, a contract as address).
	Type string
}

// Start and End return the byte range the value takes in storage, counted from slot 0.
func (s StorageSlot) Start() int { return s.Slot*32 + s.Offset }

// End returns the byte after the value's last byte in storage.
func (s StorageSlot) End() int { return s.Slot*32 + s.Offset + s.Size }

// Layout returns where c's state variables live in its storage, inherited ones first as the compiler lays them
// out (constants and immutables take no storage). complete is false when the size of a variable's type cannot
// be told (a fixed array whose length is not a literal, a type from outside the unit): the layout then stops
// before it.
func (c *Contract) Layout() (slots []StorageSlot, complete bool) {
	type result struct {
		slots    []StorageSlot
		complete bool
	}
	r := c.model.Memo(layoutKey{c}, func() any {
		slots, complete := c.layout()
		return result{slots, complete}
	}).(result)
	return r.slots, r.complete
}

// layoutKey keys a contract's layout in the model's memo.
type layoutKey struct{ c *Contract }

func (c *Contract) layout() ([]StorageSlot, bool) {
	var out []StorageSlot
	slot, offset := 0, 0
	for _, v := range c.StateVars {
		if v.Decl.Constant || v.Decl.Immutable {
			continue
		}
		sz, ok := c.storageSize(v.Decl.Type, v.Contract, 0)
		if !ok {
			return out, false
		}
		if sz.packed {
			if offset+sz.bytes > 32 {
				slot, offset = slot+1, 0
			}
			out = append(out, StorageSlot{Var: v, Slot: slot, Offset: offset, Size: sz.bytes, Type: canonicalType(v.typ())})
			offset += sz.bytes
			continue
		}
		// Structs, arrays, mappings, strings and bytes start a slot, and so does what follows them.
		if offset > 0 {
			slot, offset = slot+1, 0
		}
		out = append(out, StorageSlot{Var: v, Slot: slot, Size: 32 * sz.slots, Type: canonicalType(v.typ())})
		slot += sz.slots
	}
	return out, true
}

// storageSize is the room a value takes in storage: bytes within one slot when packed, whole slots otherwise.
type storageSize struct {
	packed bool
	bytes  int
	slots  int
}

// storageSize returns the room a value of the type written t takes, with c the contract the name is read in.
func (c *Contract) storageSize(t solidity.TypeName, in *Contract, depth int) (storageSize, bool) {
	if depth > 8 || in == nil {
		return storageSize{}, false
	}
	switch t := t.(type) {
	case *solidity.ElementaryTypeName:
		return elementarySize(elementaryType(t.Name, t.Payable))
	case *solidity.Mapping:
		return storageSize{slots: 1}, true
	case *solidity.FunctionTypeName:
		if t.Visibility == solidity.VisibilityExternal {
			return storageSize{packed: true, bytes: 24}, true
		}
		return storageSize{packed: true, bytes: 8}, true
	case *solidity.ArrayTypeName:
		if t.Length == nil {
			return storageSize{slots: 1}, true
		}
		lit, ok := t.Length.(*solidity.NumberLiteral)
		if !ok || lit.Unit != "" {
			return storageSize{}, false
		}
		n, err := strconv.Atoi(lit.Value)
		if err != nil || n <= 0 || n > 1<<20 {
			return storageSize{}, false
		}
		elem, ok := c.storageSize(t.Elem, in, depth+1)
		if !ok {
			return storageSize{}, false
		}
		if elem.packed {
			per := 32 / elem.bytes
			return storageSize{slots: (n + per - 1) / per}, true
		}
		return storageSize{slots: n * elem.slots}, true
	case *solidity.UserDefinedTypeName:
		ty := c.model.typeOfName(t, in, in.File)
		if ty == nil {
			return storageSize{}, false
		}
		switch ty.Kind {
		case TypeStruct:
			slot, offset := 0, 0
			for _, m := range ty.Struct.Members {
				if m == nil {
					return storageSize{}, false
				}
				sz, ok := c.storageSize(m.Type, in, depth+1)
				if !ok {
					return storageSize{}, false
				}
				if sz.packed {
					if offset+sz.bytes > 32 {
						slot, offset = slot+1, 0
					}
					offset += sz.bytes
					continue
				}
				if offset > 0 {
					slot, offset = slot+1, 0
				}
				slot += sz.slots
			}
			if offset > 0 {
				slot++
			}
			return storageSize{slots: max(slot, 1)}, true
		case TypeEnum:
			if ty.Enum != nil && len(ty.Enum.Values) > 256 {
				return storageSize{packed: true, bytes: 2}, true
			}
			return storageSize{packed: true, bytes: 1}, true
		}
		return elementarySize(ty)
	}
	return storageSize{}, false
}

// elementarySize returns the room a value type takes.
func elementarySize(t *Type) (storageSize, bool) {
	if t == nil {
		return storageSize{}, false
	}
	switch t.Kind {
	case TypeBool:
		return storageSize{packed: true, bytes: 1}, true
	case TypeInt:
		return storageSize{packed: true, bytes: t.Bits / 8}, true
	case TypeAddress, TypeContract:
		return storageSize{packed: true, bytes: 20}, true
	case TypeFixedBytes:
		return storageSize{packed: true, bytes: t.Bits}, true
	case TypeBytes, TypeString:
		return storageSize{slots: 1}, true
	}
	return storageSize{}, false
}

// canonicalType renders t as the ABI names it: uint256 for uint, address for contracts and address payable,
// uint8 for enums; structs by their members' types.
func canonicalType(t *Type) string {
	if t == nil {
		return "?"
	}
	switch t.Kind {
	case TypeAddress, TypeContract:
		return "address"
	case TypeEnum:
		return "uint8"
	case TypeArray:
		if t.Length >= 0 {
			return canonicalType(t.Elem) + "[" + strconv.Itoa(t.Length) + "]"
		}
		return canonicalType(t.Elem) + "[]"
	case TypeMapping:
		return "mapping(" + canonicalType(t.Key) + "=>" + canonicalType(t.Elem) + ")"
	case TypeStruct:
		return "struct " + t.Name
	}
	return t.String()
}

// ABISignature returns the function's ABI signature, name(type,…) with canonical parameter types, from which its
// selector is computed; "" for functions without a name or whose parameter types are not known.
func (f *Function) ABISignature() string {
	if f.Decl.Name == "" || f.Contract == nil {
		return ""
	}
	var b strings.Builder
	b.WriteString(f.Decl.Name)
	b.WriteByte('(')
	for i, p := range f.Decl.Params {
		if p == nil {
			return ""
		}
		t := f.model.typeOfName(p.Type, f.Contract, f.File)
		if t == nil || t.Kind == TypeUnknown || t.Kind == TypeStruct || t.Kind == TypeFunction || t.Kind == TypeMapping {
			return ""
		}
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(canonicalType(t))
	}
	b.WriteByte(')')
	return b.String()
}
