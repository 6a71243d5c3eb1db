package analysis

import (
	"math/big"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/vigilsec/vigil/solidity"
)

// TypeKind is the broad kind of a type.
type TypeKind uint8

// Type kinds. TypeMagic is the type of msg, block, tx and abi.
const (
	TypeUnknown TypeKind = iota
	TypeBool
	TypeInt
	TypeAddress
	TypeFixedBytes
	TypeBytes
	TypeString
	TypeMapping
	TypeArray
	TypeStruct
	TypeEnum
	TypeContract
	TypeFunction
	TypeTuple
	TypeMagic
)

// Type is a best-effort type of an expression or declaration. A nil *Type means unknown.
type Type struct {
	Kind TypeKind
	// Bits is the width of an integer (8…256) or fixed bytes (1…32, in bytes).
	Bits   int
	Signed bool
	// Payable marks `address payable`.
	Payable bool
	// Key and Elem describe mappings (Key ⇒ Elem) and arrays (Elem).
	Key, Elem *Type
	// Length is a fixed array's length, -1 for a dynamic array or when it is not a constant.
	Length int
	// Contract is set for contract, interface and library types (nil when the contract is not in the unit).
	Contract *Contract
	// Struct and Enum are set for struct and enum types.
	Struct *solidity.StructDefinition
	Enum   *solidity.EnumDefinition
	// Location is where a reference-type local lives (storage, memory, calldata); state variables are storage.
	Location solidity.DataLocation
	// Name is the type as written (contract/struct names, magic names "msg", "block", "tx", "abi").
	Name string
}

// IsInt reports whether t is an integer type.
func (t *Type) IsInt() bool { return t != nil && t.Kind == TypeInt }

// IsAddress reports whether t is address or address payable.
func (t *Type) IsAddress() bool { return t != nil && t.Kind == TypeAddress }

// String renders the type briefly.
func (t *Type) String() string {
	if t == nil {
		return "?"
	}
	switch t.Kind {
	case TypeBool:
		return "bool"
	case TypeInt:
		if t.Signed {
			return "int" + strconv.Itoa(t.Bits)
		}
		return "uint" + strconv.Itoa(t.Bits)
	case TypeAddress:
		if t.Payable {
			return "address payable"
		}
		return "address"
	case TypeFixedBytes:
		return "bytes" + strconv.Itoa(t.Bits)
	case TypeBytes:
		return "bytes"
	case TypeString:
		return "string"
	case TypeMapping:
		return "mapping(" + t.Key.String() + " => " + t.Elem.String() + ")"
	case TypeArray:
		if t.Length >= 0 {
			return t.Elem.String() + "[" + strconv.Itoa(t.Length) + "]"
		}
		return t.Elem.String() + "[]"
	}
	if t.Name != "" {
		return t.Name
	}
	return "?"
}

var (
	typeBool       = &Type{Kind: TypeBool}
	typeUint256    = &Type{Kind: TypeInt, Bits: 256}
	typeAddress    = &Type{Kind: TypeAddress}
	typeAddressPay = &Type{Kind: TypeAddress, Payable: true}
	typeBytes32    = &Type{Kind: TypeFixedBytes, Bits: 32}
	typeBytes      = &Type{Kind: TypeBytes, Location: solidity.LocationMemory}
	typeString     = &Type{Kind: TypeString, Location: solidity.LocationMemory}
	typeTuple      = &Type{Kind: TypeTuple}
	typeMsgData    = &Type{Kind: TypeBytes, Location: solidity.LocationCalldata}
	// The types of msg, block, tx and abi.
	typeMsg, typeBlock = &Type{Kind: TypeMagic, Name: "msg"}, &Type{Kind: TypeMagic, Name: "block"}
	typeTx, typeAbi    = &Type{Kind: TypeMagic, Name: "tx"}, &Type{Kind: TypeMagic, Name: "abi"}
)

// intTypes, uintTypes and fixedBytesTypes are the integer and bytesN types by width, shared so that typing an
// expression does not allocate; a *Type is never modified once made (withLocation copies).
var (
	intTypes, uintTypes = intTypeTable(true), intTypeTable(false)
	fixedBytesTypes     = fixedBytesTable()
)

func intTypeTable(signed bool) *[257]*Type {
	var t [257]*Type
	for bits := 1; bits <= 256; bits++ {
		t[bits] = &Type{Kind: TypeInt, Bits: bits, Signed: signed}
	}
	return &t
}

func fixedBytesTable() *[33]*Type {
	var t [33]*Type
	for n := 1; n <= 32; n++ {
		t[n] = &Type{Kind: TypeFixedBytes, Bits: n}
	}
	return &t
}

// elementaryType converts a built-in type name.
func elementaryType(name string, payable bool) *Type {
	// One switch on the name, where the widths most written are found without reading their digits.
	switch name {
	case "bool":
		return typeBool
	case "address":
		if payable {
			return typeAddressPay
		}
		return typeAddress
	case "string":
		return typeString
	case "bytes":
		return typeBytes
	case "byte":
		return fixedBytesTypes[1]
	case "uint", "uint256":
		return uintTypes[256]
	case "int", "int256":
		return intTypes[256]
	case "uint8":
		return uintTypes[8]
	case "bytes32":
		return fixedBytesTypes[32]
	}
	switch {
	case strings.HasPrefix(name, "uint") || strings.HasPrefix(name, "int"):
		n, err := strconv.Atoi(strings.TrimPrefix(strings.TrimPrefix(name, "u"), "int"))
		if err != nil || n <= 0 || n > 256 {
			return nil
		}
		if name[0] == 'i' {
			return intTypes[n]
		}
		return uintTypes[n]
	case strings.HasPrefix(name, "bytes"):
		n, err := strconv.Atoi(name[5:])
		if err != nil || n <= 0 || n > 32 {
			return nil
		}
		return fixedBytesTypes[n]
	}
	return nil
}

// typeOfName converts a declared type name as seen from contract c (nil at file level).
func (m *Model) typeOfName(t solidity.TypeName, c *Contract, from *solidity.File) *Type {
	return m.typeOfNameAt(t, c, from, solidity.LocationDefault)
}

// typeOfNameAt is typeOfName, with a struct type in the data location loc (those inside mappings and arrays
// have none).
func (m *Model) typeOfNameAt(t solidity.TypeName, c *Contract, from *solidity.File, loc solidity.DataLocation) *Type {
	switch t := t.(type) {
	case *solidity.ElementaryTypeName:
		return elementaryType(t.Name, t.Payable)
	case *solidity.Mapping:
		return &Type{Kind: TypeMapping, Key: m.typeOfName(t.Key, c, from), Elem: m.typeOfName(t.Value, c, from), Location: solidity.LocationStorage}
	case *solidity.ArrayTypeName:
		n := -1
		if lit, ok := t.Length.(*solidity.NumberLiteral); ok {
			if v, err := strconv.Atoi(lit.Value); err == nil {
				n = v
			}
		}
		return &Type{Kind: TypeArray, Elem: m.typeOfName(t.Elem, c, from), Length: n}
	case *solidity.FunctionTypeName:
		return &Type{Kind: TypeFunction}
	case *solidity.UserDefinedTypeName:
		if t.Path == nil || len(t.Path.Names) == 0 {
			return nil
		}
		name := t.Path.Names[len(t.Path.Names)-1]
		if len(t.Path.Names) > 1 {
			if q := m.lookupContract(t.Path.Names[0], from); q != nil {
				c = q
			}
		}
		if c != nil {
			if s := c.Structs[name]; s != nil {
				return m.structType(s, loc)
			}
			if e := c.Enums[name]; e != nil {
				return &Type{Kind: TypeEnum, Enum: e, Name: name, Bits: 8}
			}
		}
		if k := m.lookupContract(name, from); k != nil {
			return &Type{Kind: TypeContract, Contract: k, Name: name}
		}
		// A struct or enum of another contract, or a user-defined value type: look everywhere.
		for _, k := range m.Contracts {
			if s := k.Structs[name]; s != nil {
				return m.structType(s, loc)
			}
			if e := k.Enums[name]; e != nil {
				return &Type{Kind: TypeEnum, Enum: e, Name: name, Bits: 8}
			}
		}
		for _, f := range m.Files {
			if f == nil || f.Unit == nil {
				continue
			}
			for _, it := range f.Unit.Items {
				switch d := it.(type) {
				case *solidity.StructDefinition:
					if d.Name == name {
						return m.structType(d, loc)
					}
				case *solidity.UserDefinedValueTypeDefinition:
					if d.Name == name && d.Underlying != nil {
						return elementaryType(d.Underlying.Name, d.Underlying.Payable)
					}
				}
			}
		}
		return &Type{Kind: TypeUnknown, Name: name}
	}
	return nil
}

// StructMemberType returns the type of the member v of the struct s, its type names resolved where s is
// declared: in its contract (with what the contract inherits), or at file level in its file.
func (m *Model) StructMemberType(s *solidity.StructDefinition, v *solidity.VariableDeclaration) *Type {
	if s == nil || v == nil || v.Type == nil {
		return nil
	}
	for _, c := range m.Contracts {
		if c.Structs[s.Name] != s {
			continue
		}
		for _, it := range c.Decl.Members {
			if it == s {
				return m.typeOfName(v.Type, c, c.File)
			}
		}
	}
	for _, f := range m.Files {
		if f == nil || f.Unit == nil {
			continue
		}
		for _, it := range f.Unit.Items {
			if it == s {
				return m.typeOfName(v.Type, nil, f)
			}
		}
	}
	return m.typeOfName(v.Type, nil, nil)
}

// typeAt returns the type of the name t as typeOfName does, with the data location set for reference types.
// The array and mapping types typeOfName returns are new, made for this call: they take the location in place,
// where withLocation would copy them. Struct types come in the location already; the others are shared and
// copied.
func (m *Model) typeAt(t solidity.TypeName, c *Contract, from *solidity.File, loc solidity.DataLocation) *Type {
	ty := m.typeOfNameAt(t, c, from, loc)
	if ty != nil {
		switch ty.Kind {
		case TypeArray, TypeMapping:
			ty.Location = loc
			return ty
		case TypeStruct:
			return ty
		}
	}
	return withLocation(ty, loc)
}

// structTypes holds the struct types a model has made, by definition and data location: typing an expression
// asks for the type of a struct variable at every use, and a *Type is never modified once made, so one serves
// them all. The first types of list are filled, n of them, each before n counts it: readers scan those
// without a lock. Past the list's length, which few models reach, types are made apart again.
type structTypes struct {
	mu   sync.Mutex
	n    atomic.Int32
	list [4]*Type
}

// structType returns the type of the struct s in the data location loc.
func (m *Model) structType(s *solidity.StructDefinition, loc solidity.DataLocation) *Type {
	st := m.memo.structs.Load()
	if st == nil {
		// Made at the first struct type: most units have none.
		if st = new(structTypes); !m.memo.structs.CompareAndSwap(nil, st) {
			st = m.memo.structs.Load()
		}
	}
	for _, t := range st.list[:st.n.Load()] {
		if t.Struct == s && t.Location == loc {
			return t
		}
	}
	return st.add(s, loc)
}

// add returns the type of the struct s in loc, adding it to the list while it has room.
func (st *structTypes) add(s *solidity.StructDefinition, loc solidity.DataLocation) *Type {
	st.mu.Lock()
	defer st.mu.Unlock()
	n := st.n.Load()
	for _, t := range st.list[:n] {
		if t.Struct == s && t.Location == loc {
			return t // added meanwhile
		}
	}
	t := &Type{Kind: TypeStruct, Struct: s, Name: s.Name, Location: loc}
	if int(n) < len(st.list) {
		st.list[n] = t
		st.n.Store(n + 1)
	}
	return t
}

// typ returns the variable's type, in storage, computed once: detectors ask for it at every use.
func (v *StateVar) typ() *Type {
	v.typeOnce.Do(func() {
		v.typeOf = v.Contract.model.typeAt(v.Decl.Type, v.Contract, v.Contract.File, solidity.LocationStorage)
	})
	return v.typeOf
}

// withLocation returns t with the data location set, for reference types: t itself when it has it already, a
// copy otherwise.
func withLocation(t *Type, loc solidity.DataLocation) *Type {
	if t == nil || t.Location == loc {
		return t
	}
	switch t.Kind {
	case TypeArray, TypeStruct, TypeBytes, TypeString, TypeMapping:
		c := *t
		c.Location = loc
		return &c
	}
	return t
}

// varLiteralType is the type `var x = literal` gives x before 0.5: the smallest integer type that holds the
// literal (uint8 for 0 to 255, int8 for -128 to -1), which is why `for (var i = 0; i < n; i++)` never ends once n
// passes 255. Nil when init is not an integer literal (fractions, units and other expressions keep their type).
func varLiteralType(init solidity.Expr) *Type {
	neg := false
	e := solidity.Unparen(init)
	if u, ok := e.(*solidity.UnaryExpr); ok && u.Op == "-" {
		neg, e = true, solidity.Unparen(u.X)
	}
	lit, ok := e.(*solidity.NumberLiteral)
	if !ok || lit.Unit != "" {
		return nil
	}
	v, ok := lit.BigInt()
	if !ok || v.Sign() < 0 {
		return nil
	}
	bits := v.BitLen()
	if neg {
		// -2^(n-1) fits int n: the magnitude may use all n-1 bits and one more when it is a power of two.
		m := new(big.Int).Sub(v, big.NewInt(1))
		bits = m.BitLen() + 1
	}
	n := max(8, (bits+7)/8*8)
	if n > 256 {
		return nil
	}
	if neg {
		return intTypes[n]
	}
	return uintTypes[n]
}

// TypeOf returns the best-effort type of e evaluated in scope s, or nil when it is not known.
func (s *Scope) TypeOf(e solidity.Expr) *Type {
	m := s.Model
	switch e := e.(type) {
	case *solidity.Identifier:
		sym := s.symOf(e)
		switch sym.Kind {
		case SymLocal, SymParam, SymReturn:
			if sym.Var.Type == nil {
				if init := s.Init(sym.Var); init != nil {
					if t := varLiteralType(init); t != nil {
						return t
					}
					return s.TypeOf(init)
				}
				return nil
			}
			loc := sym.Var.Location
			if loc == solidity.LocationDefault {
				if sym.Kind == SymLocal {
					loc = solidity.LocationStorage // pre-0.5 default for local structs/arrays
				} else {
					loc = solidity.LocationMemory
				}
			}
			return m.typeAt(sym.Var.Type, s.Contract, s.File, loc)
		case SymState:
			return sym.State.typ()
		case SymContract:
			return &Type{Kind: TypeContract, Contract: sym.Contract, Name: sym.Contract.Name}
		case SymBuiltin:
			switch e.Name {
			case "msg":
				return typeMsg
			case "block":
				return typeBlock
			case "tx":
				return typeTx
			case "abi":
				return typeAbi
			case "now":
				return typeUint256
			case "this":
				if s.Contract != nil {
					return &Type{Kind: TypeContract, Contract: s.Contract, Name: s.Contract.Name}
				}
			}
		}
		return nil
	case *solidity.NumberLiteral:
		return uintTypes[256]
	case *solidity.StringLiteral:
		return typeString
	case *solidity.BoolLiteral:
		return typeBool
	case *solidity.TupleExpr:
		if len(e.Elems) == 1 && e.Elems[0] != nil {
			return s.TypeOf(e.Elems[0])
		}
		return typeTuple
	case *solidity.UnaryExpr:
		if e.Op == "!" {
			return typeBool
		}
		return s.TypeOf(e.X)
	case *solidity.BinaryExpr:
		switch e.Op {
		case "==", "!=", "<", ">", "<=", ">=", "&&", "||":
			return typeBool
		case "<<", ">>", ">>>", "**":
			return s.TypeOf(e.X)
		}
		if t := s.TypeOf(e.X); t != nil && t.Kind == TypeInt {
			// A literal takes the other operand's type (x % 200 is as wide as x).
			if u := s.TypeOf(e.Y); u != nil && u.Kind == TypeInt && u.Bits > t.Bits && !isLiteral(e.X) && !isLiteral(e.Y) {
				return u
			}
			if isLiteral(e.X) {
				if u := s.TypeOf(e.Y); u != nil {
					return u
				}
			}
			return t
		}
		return s.TypeOf(e.Y)
	case *solidity.AssignExpr:
		return s.TypeOf(e.LHS)
	case *solidity.ConditionalExpr:
		if t := s.TypeOf(e.Then); t != nil {
			return t
		}
		return s.TypeOf(e.Else)
	case *solidity.IndexAccess:
		t := s.TypeOf(e.X)
		if t == nil {
			return nil
		}
		switch t.Kind {
		case TypeMapping:
			return withLocation(t.Elem, solidity.LocationStorage)
		case TypeArray:
			return withLocation(t.Elem, t.Location)
		case TypeBytes, TypeFixedBytes:
			return fixedBytesTypes[1]
		}
		return nil
	case *solidity.MemberAccess:
		return s.memberType(e)
	case *solidity.CallExpr:
		return s.callResultType(e)
	case *solidity.ElementaryTypeExpr:
		return nil
	}
	return nil
}

func isLiteral(e solidity.Expr) bool {
	_, ok := e.(*solidity.NumberLiteral)
	return ok
}

func (s *Scope) memberType(e *solidity.MemberAccess) *Type {
	if id, ok := e.X.(*solidity.Identifier); ok && s.symOf(id).Kind == SymBuiltin {
		// By name, then member, rather than on the joined "name.member", which costs a copy at every use.
		switch id.Name {
		case "msg":
			switch e.Member {
			case "sender":
				if s.Model.Checked(s.File) {
					return typeAddress
				}
				return typeAddressPay
			case "value", "gas":
				return typeUint256
			case "data":
				return typeMsgData
			case "sig":
				return fixedBytesTypes[4]
			}
		case "tx":
			switch e.Member {
			case "origin":
				return typeAddressPay
			case "gasprice":
				return typeUint256
			}
		case "block":
			switch e.Member {
			case "coinbase":
				return typeAddressPay
			case "timestamp", "number", "difficulty", "prevrandao", "gaslimit", "basefee", "chainid", "blobbasefee":
				return typeUint256
			}
		}
	}
	t := s.TypeOf(e.X)
	if t == nil {
		return nil
	}
	switch t.Kind {
	case TypeAddress:
		switch e.Member {
		case "balance":
			return typeUint256
		case "code":
			return typeBytes
		case "codehash":
			return typeBytes32
		}
	case TypeArray, TypeBytes:
		if e.Member == "length" {
			return typeUint256
		}
	case TypeStruct:
		for _, mem := range t.Struct.Members {
			if mem.Name == e.Member {
				return s.Model.typeAt(mem.Type, s.Contract, s.File, t.Location)
			}
		}
	case TypeContract:
		if t.Contract != nil {
			if sv := t.Contract.StateVar(e.Member); sv != nil && t.Contract != s.Contract {
				return s.Model.typeOfName(sv.Decl.Type, sv.Contract, sv.Contract.File)
			}
		}
	}
	return nil
}

func (s *Scope) callResultType(e *solidity.CallExpr) *Type {
	switch f := e.Fun.(type) {
	case *solidity.ElementaryTypeExpr:
		return elementaryType(f.Type.Name, f.Type.Payable)
	case *solidity.NewExpr:
		return s.Model.typeOfName(f.Type, s.Contract, s.File)
	}
	c := s.CallOf(e)
	if c == nil {
		return nil
	}
	switch c.Kind {
	case CallTypeConversion:
		if c.Contract != nil {
			return &Type{Kind: TypeContract, Contract: c.Contract, Name: c.Contract.Name}
		}
	case CallSend:
		return typeBool
	case CallLowLevel:
		return typeTuple
	case CallBuiltin:
		switch c.Name {
		case "keccak256", "sha3", "sha256", "blockhash":
			return typeBytes32
		case "ecrecover":
			return typeAddress
		case "addmod", "mulmod", "gasleft":
			return typeUint256
		case "abi.encode", "abi.encodePacked", "abi.encodeWithSelector", "abi.encodeWithSignature", "abi.encodeCall":
			return typeBytes
		}
	case CallInternal, CallExternal, CallLibrary:
		if c.Callee != nil && len(c.Callee.Decl.Returns) == 1 && c.Callee.Decl.Returns[0].Type != nil {
			return s.Model.typeOfName(c.Callee.Decl.Returns[0].Type, c.Callee.Contract, c.Callee.File)
		}
		if c.Kind == CallExternal && c.ERC20 {
			return typeBool
		}
	}
	return nil
}
