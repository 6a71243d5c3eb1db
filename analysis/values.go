package analysis

import (
	"math/big"
	"strings"

	"github.com/vigilsec/vigil/solidity"
)

// constTable holds the values of the state variables of a model that only ever hold constants, each
// variable's at its StateVar.consts.
type constTable [][]*big.Int

// of returns the values v may hold, and whether v only ever holds constants.
func (t constTable) of(v *StateVar) ([]*big.Int, bool) {
	if v.consts <= 0 {
		return nil, false
	}
	return t[v.consts-1], true
}

// stateValues finds the state variables that only ever hold constants: every assignment anywhere in the unit
// (the initial value included) is a literal. Conditions on them can then be decided: a branch that needs a
// value the variable never takes is dead.
func (m *Model) stateValues() constTable {
	m.valuesOnce.Do(func() {
		// The working memory serves model after model.
		ws := grdValuesSpare.take()
		var (
			// The variables get their consts while the unit is read: 1 + their position in met, which
			// gathers their values, or -1 once known not to hold only constants, which stays (consts <= 0
			// tells the same).
			met = ws.met[:0]
			// The values are only ever read: every default or deleted value can be one zero, and a literal
			// is parsed into scratch and copied only when it is a new value of its variable.
			zero    = &smallValues[0]
			scratch = &ws.scratch
			// Most variables get one value: their lists start as one-element slices of a shared array, capped
			// so that a second value moves the list out.
			slab []*big.Int
		)
		unknown := func(v *StateVar) { v.consts = -1 }
		add := func(v *StateVar, x *big.Int) {
			if v.consts < 0 {
				return
			}
			var vs []*big.Int
			if v.consts > 0 {
				vs = met[v.consts-1].vals
			}
			for _, y := range vs {
				if y.Cmp(x) == 0 {
					return
				}
			}
			if x == scratch {
				if x.IsUint64() && x.Uint64() < uint64(len(smallValues)) {
					x = &smallValues[x.Uint64()]
				} else {
					x = new(big.Int).Set(x)
				}
			}
			if vs == nil {
				if len(slab) == 0 {
					slab = make([]*big.Int, 32)
				}
				vs, slab = slab[:0:1], slab[1:]
			}
			if v.consts == 0 {
				met = append(met, grdMetVar{v: v})
				v.consts = int32(len(met))
			}
			met[v.consts-1].vals = append(vs, x)
		}
		for _, c := range m.Contracts {
			for _, v := range c.StateVars {
				if v.Contract != c {
					continue
				}
				if et, ok := v.Decl.Type.(*solidity.ElementaryTypeName); !ok || v.Decl.Constant || !(strings.HasPrefix(et.Name, "uint") || strings.HasPrefix(et.Name, "int") || et.Name == "bool") {
					unknown(v)
					continue
				}
				if v.Decl.Value == nil {
					add(v, zero)
				} else if x, ok := grdLiteralInto(scratch, v.Decl.Value); ok {
					add(v, x)
				} else {
					unknown(v)
				}
			}
		}
		for _, f := range m.AllFunctions() {
			body := f.Decl.Body
			if body == nil {
				continue
			}
			sc := f.Scope()
			mark := func(lhs solidity.Expr, rhs solidity.Expr, op string) {
				id, ok := solidity.Unparen(lhs).(*solidity.Identifier)
				if !ok {
					if v := grdStateRoot(sc, lhs); v != nil {
						unknown(v)
					}
					return
				}
				sym := sc.symOf(id)
				if sym.Kind != SymState {
					return
				}
				if op == "=" {
					if x, ok := grdLiteralInto(scratch, rhs); ok {
						add(sym.State, x)
						return
					}
				}
				if op == "delete" {
					add(sym.State, zero)
					return
				}
				unknown(sym.State)
			}
			// The scope's walk of the body listed what may write state.
			for _, n := range sc.mutations {
				switch x := n.(type) {
				case *solidity.AssignExpr:
					mark(x.LHS, x.RHS, x.Op)
				case *solidity.UnaryExpr:
					mark(x.X, nil, x.Op)
				case *solidity.AssemblyStatement:
					// sstore may write anything: give up on every variable of the contract.
					if f.Contract != nil {
						for _, v := range f.Contract.StateVars {
							unknown(v)
						}
					}
				}
			}
		}
		// The table keeps the values of the variables that only hold constants, in the order they were met.
		n := 0
		for _, e := range met {
			if e.v.consts > 0 {
				n++
			}
		}
		var table constTable
		if n > 0 {
			table = make(constTable, 0, n)
		}
		for _, e := range met {
			if e.v.consts > 0 {
				table = append(table, e.vals)
				e.v.consts = int32(len(table))
			}
		}
		m.values = table
		clear(met) // which would keep the model alive
		ws.met = met[:0]
		grdValuesSpare.give(ws)
	})
	return m.values
}

// grdMetVar is a variable stateValues met assigned constants, with their values.
type grdMetVar struct {
	v    *StateVar
	vals []*big.Int
}

// grdValues is stateValues' working memory: the variables met, and a literal being parsed.
type grdValues struct {
	met     []grdMetVar
	scratch big.Int
}

// grdValuesSpare holds stateValues' working memory between models.
var grdValuesSpare cfgaSpare[grdValues]

// smallValues holds 0 to 255, the values most variables that only hold constants take (flags, modes, small
// counts): stateValues shares them rather than copying each. Never modify them. The values and their words are
// package variables rather than objects of the heap, which every collection would mark.
var smallValues = func() (t [256]big.Int) {
	for i := range t {
		smallValueWords[i] = big.Word(i)
		t[i].SetBits(smallValueWords[i : i+1 : i+1])
	}
	return t
}()

// smallValueWords holds the words of smallValues.
var smallValueWords [256]big.Word

// SmallValue returns the shared value of n when 0 ≤ n < 256, so that callers evaluating constants need not
// allocate one for the small numbers most literals are. The value is shared: it must only be read.
func SmallValue(n int64) (*big.Int, bool) {
	if n < 0 || n >= int64(len(smallValues)) {
		return nil, false
	}
	return &smallValues[n], true
}

// literalValue evaluates number and boolean literals (true is 1).
func literalValue(e solidity.Expr) (*big.Int, bool) {
	return grdLiteralInto(new(big.Int), e)
}

// grdLiteralInto is literalValue storing the value in z, for callers that keep few of the values they parse.
func grdLiteralInto(z *big.Int, e solidity.Expr) (*big.Int, bool) {
	switch x := solidity.Unparen(e).(type) {
	case *solidity.NumberLiteral:
		if x.Unit != "" {
			return nil, false
		}
		return z.SetString(strings.ReplaceAll(x.Value, "_", ""), 0)
	case *solidity.BoolLiteral:
		if x.Value {
			return z.SetInt64(1), true
		}
		return z.SetInt64(0), true
	}
	return nil, false
}

// decided reports whether condition e can only evaluate one way given the constant state values, and which.
func decided(sc *Scope, e solidity.Expr, vals constTable) (value, ok bool) {
	switch x := solidity.Unparen(e).(type) {
	case *solidity.UnaryExpr:
		if x.Op == "!" {
			v, ok := decided(sc, x.X, vals)
			return !v, ok
		}
	case *solidity.Identifier:
		if sym := sc.symOf(x); sym.Kind == SymState {
			if vs, ok := vals.of(sym.State); ok && len(vs) > 0 {
				all := vs[0].Sign() != 0
				for _, v := range vs[1:] {
					if (v.Sign() != 0) != all {
						return false, false
					}
				}
				return all, true
			}
		}
	case *solidity.BinaryExpr:
		if x.Op != "==" && x.Op != "!=" {
			return false, false
		}
		for _, pair := range [][2]solidity.Expr{{x.X, x.Y}, {x.Y, x.X}} {
			id, ok := solidity.Unparen(pair[0]).(*solidity.Identifier)
			if !ok {
				continue
			}
			sym := sc.symOf(id)
			if sym.Kind != SymState {
				continue
			}
			vs, ok := vals.of(sym.State)
			var z big.Int
			lit, okLit := grdLiteralInto(&z, pair[1])
			if !ok || !okLit {
				continue
			}
			in := false
			for _, v := range vs {
				if v.Cmp(lit) == 0 {
					in = true
				}
			}
			if in && len(vs) > 1 {
				return false, false
			}
			eq := in // the variable always equals lit when it is its only value; never when lit is not a value
			if x.Op == "==" {
				return eq, true
			}
			return !eq, true
		}
	}
	return false, false
}

// grdStateRoot returns the state variable at the root of the lvalue e when the root names one, as RootVar tells
// it, and nil otherwise. Unlike RootVar it does not follow a local storage pointer to the storage it points at:
// that is a table, an array, a struct or namespaced storage, none of which stateValues takes for a variable
// that may hold only constants, so the look (which asks the local's type) would tell stateValues nothing.
func grdStateRoot(sc *Scope, e solidity.Expr) *StateVar {
	for depth := 0; depth < 16; depth++ {
		switch x := e.(type) {
		case *solidity.IndexAccess:
			e = x.X
		case *solidity.IndexRangeAccess:
			e = x.X
		case *solidity.MemberAccess:
			e = x.X
		case *solidity.TupleExpr:
			if len(x.Elems) != 1 || x.Elems[0] == nil {
				return nil
			}
			e = x.Elems[0]
		case *solidity.Identifier:
			if sym := sc.symOf(x); sym.Kind == SymState {
				return sym.State
			}
			return nil
		default:
			return nil
		}
	}
	return nil
}
