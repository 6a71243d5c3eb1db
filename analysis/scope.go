package analysis

import (
	"github.com/vigilsec/vigil/solidity"
)

// SymbolKind tells what an identifier refers to.
type SymbolKind uint8

// Symbol kinds.
const (
	SymUnknown SymbolKind = iota
	SymLocal
	SymParam
	SymReturn
	SymState
	SymFunction
	SymModifier
	SymContract
	SymEvent
	SymStruct
	SymEnum
	SymBuiltin
)

// Symbol is what an identifier resolves to.
type Symbol struct {
	Kind SymbolKind
	// Var is set for locals, parameters and return variables.
	Var *solidity.VariableDeclaration
	// Index is a parameter's position.
	Index int
	// State is set for state variables.
	State *StateVar
	// Funcs lists the candidate functions (overloads) for SymFunction.
	Funcs []*Function
	// Contract is set for SymContract.
	Contract *Contract
}

// builtinNames are the identifiers the language defines.
var builtinNames = map[string]bool{
	"msg": true, "block": true, "tx": true, "abi": true, "now": true, "this": true, "super": true,
	"require": true, "assert": true, "revert": true, "keccak256": true, "sha3": true, "sha256": true,
	"ripemd160": true, "ecrecover": true, "addmod": true, "mulmod": true, "blockhash": true, "gasleft": true,
	"selfdestruct": true, "suicide": true, "type": true, "bytes": true, "string": true,
}

// Scope is the naming context of one function or modifier body: its parameters, return variables and locals,
// the enclosing contract's members, and the calls it makes, each classified once.
type Scope struct {
	Model    *Model
	Contract *Contract // nil for a file-level function
	File     *solidity.File
	// Function is set for a function body, Modifier for a modifier body.
	Function *Function
	Modifier *Modifier

	// vars holds the parameters and return variables, visible in the whole body; locals holds every local
	// declaration of a name with the source range where it is visible.
	vars   map[string]*solidity.VariableDeclaration
	locals map[string][]localDecl
	// wide is set when the pragma allows a version before 0.5, where a local is visible in the whole function.
	wide bool
	// bodyStart and bodyEnd are the byte offsets of the body, to tell identifiers of the body from others.
	bodyStart, bodyEnd int
	kinds              map[*solidity.VariableDeclaration]SymbolKind
	index              map[*solidity.VariableDeclaration]int
	inits              map[*solidity.VariableDeclaration]solidity.Expr
	calls              []*Call
	callOf             map[*solidity.CallExpr]*Call
	// classifying holds the state of classifyCalls while it runs, so that a call's receiver can be classified
	// before the call; nil once the scope is built.
	classifying *callClassifier

	flowState
}

// Scope returns f's scope, built once.
func (f *Function) Scope() *Scope {
	f.scopeOnce.Do(func() {
		var calls []solidity.Node
		f.scope, calls = newScope(f.model, f.Contract, f.File, f.Decl.Params, f.Decl.Returns, f.Decl.Body)
		f.scope.Function = f
		f.scope.classifyCalls(calls)
	})
	return f.scope
}

// Scope returns the modifier's scope, built once.
func (md *Modifier) Scope() *Scope {
	md.scopeOnce.Do(func() {
		m := md.Contract.model
		var calls []solidity.Node
		md.scope, calls = newScope(m, md.Contract, md.Contract.File, md.Decl.Params, nil, md.Decl.Body)
		md.scope.Modifier = md
		md.scope.classifyCalls(calls)
	})
	return md.scope
}

// localDecl is one local variable declaration and the byte range [from, to) of its file where the name refers to
// it under block scoping (0.5 and later): from the end of its declaration statement to the end of the block (or
// for statement, try or catch body) that holds it. decl is the offset of the declaration itself.
type localDecl struct {
	v              *solidity.VariableDeclaration
	decl, from, to int
}

// newScope builds a scope in one walk of the body: its names, its local definitions (for Flow), and the
// nodes that may be calls, in source order, for classifyCalls once every name is known.
func newScope(m *Model, c *Contract, f *solidity.File, params, returns []*solidity.VariableDeclaration, body *solidity.Block) (*Scope, []solidity.Node) {
	s := &Scope{Model: m, Contract: c, File: f,
		vars:   map[string]*solidity.VariableDeclaration{},
		locals: map[string][]localDecl{},
		kinds:  map[*solidity.VariableDeclaration]SymbolKind{},
		index:  map[*solidity.VariableDeclaration]int{},
		inits:  map[*solidity.VariableDeclaration]solidity.Expr{},
		callOf: map[*solidity.CallExpr]*Call{},
	}
	if r := m.Pragma(f); r.Unknown() || r.AllowsBelow(0, 5) {
		s.wide = true
	}
	for i, p := range params {
		if p != nil && p.Name != "" {
			s.vars[p.Name] = p
			s.kinds[p] = SymParam
			s.index[p] = i
		}
	}
	for i, p := range returns {
		if p != nil && p.Name != "" {
			s.vars[p.Name] = p
			s.kinds[p] = SymReturn
			s.index[p] = i
		}
	}
	var calls []solidity.Node
	if body == nil {
		return s, calls
	}
	s.bodyStart, s.bodyEnd = body.Range().Start.Offset, body.Range().End.Offset
	addLocal := func(v *solidity.VariableDeclaration, from, to int) {
		if v == nil || v.Name == "" {
			return
		}
		s.locals[v.Name] = append(s.locals[v.Name], localDecl{v: v, decl: v.Range().Start.Offset, from: from, to: to})
		s.kinds[v] = SymLocal
	}
	// stack holds the ancestors of the node being visited: Inspect calls back with nil when it leaves a node.
	var stack []solidity.Node
	solidity.Inspect(body, func(n solidity.Node) bool {
		if n == nil {
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
			return true
		}
		switch d := n.(type) {
		case *solidity.CallExpr, *solidity.EmitStatement, *solidity.RevertStatement, *solidity.YulCall:
			calls = append(calls, d)
		case *solidity.AssignExpr:
			s.defs = append(s.defs, d)
		case *solidity.VariableDeclarationStatement:
			if d.Value != nil {
				s.defs = append(s.defs, d)
			}
			to := s.bodyEnd
		enclosing:
			for i := len(stack) - 1; i >= 0; i-- {
				switch stack[i].(type) {
				case *solidity.Block, *solidity.ForStatement:
					to = stack[i].Range().End.Offset
					break enclosing
				}
			}
			for i, v := range d.Vars {
				if v == nil || v.Name == "" {
					continue
				}
				addLocal(v, d.Range().End.Offset, to)
				if d.Value != nil {
					if t, ok := d.Value.(*solidity.TupleExpr); ok && d.Tuple && i < len(t.Elems) {
						s.inits[v] = t.Elems[i]
					} else if !d.Tuple || len(d.Vars) == 1 {
						s.inits[v] = d.Value
					}
				}
			}
		case *solidity.TryStatement:
			if d.Body != nil {
				for _, v := range d.Returns {
					addLocal(v, d.Body.Range().Start.Offset, d.Body.Range().End.Offset)
				}
			}
		case *solidity.CatchClause:
			if d.Body != nil {
				for _, v := range d.Params {
					addLocal(v, d.Body.Range().Start.Offset, d.Body.Range().End.Offset)
				}
			}
		}
		stack = append(stack, n)
		return true
	})
	return s, calls
}

// local returns the local variable an identifier of the body names, or nil. Under block scoping the innermost
// declaration visible at the identifier wins. Before 0.5 a local is visible in the whole function, so a name used
// outside every block that declares it still names a local: the nearest declaration before it, else the first.
// An identifier from outside the body (one built by a caller) names the last declaration, as it always has.
func (s *Scope) local(id *solidity.Identifier) *solidity.VariableDeclaration {
	cands := s.locals[id.Name]
	if len(cands) == 0 {
		return nil
	}
	pos := id.Range().Start.Offset
	if pos < s.bodyStart || pos >= s.bodyEnd {
		return cands[len(cands)-1].v
	}
	var best *localDecl
	for i := range cands {
		d := &cands[i]
		if d.decl <= pos && pos < d.v.Range().End.Offset {
			return d.v // the declaration's own name
		}
		if d.from <= pos && pos < d.to && (best == nil || d.from > best.from) {
			best = d
		}
	}
	if best == nil && s.wide {
		best = &cands[0]
		for i := range cands {
			if cands[i].decl <= pos {
				best = &cands[i]
			}
		}
	}
	if best == nil {
		return nil
	}
	return best.v
}

// Resolve tells what an identifier used in the scope's body refers to. Locals are block-scoped (function-wide
// when the pragma allows a version before 0.5); a local shadows a parameter, a state variable and any other
// declaration of the same name.
func (s *Scope) Resolve(id *solidity.Identifier) Symbol {
	if id == nil {
		return Symbol{}
	}
	if v := s.local(id); v != nil {
		return Symbol{Kind: SymLocal, Var: v}
	}
	if v := s.vars[id.Name]; v != nil {
		return Symbol{Kind: s.kinds[v], Var: v, Index: s.index[v]}
	}
	if c := s.Contract; c != nil {
		if sv := c.StateVar(id.Name); sv != nil {
			return Symbol{Kind: SymState, State: sv}
		}
		if fs := c.FunctionsNamed(id.Name); len(fs) > 0 {
			return Symbol{Kind: SymFunction, Funcs: fs}
		}
		if c.Modifiers[id.Name] != nil {
			return Symbol{Kind: SymModifier}
		}
		if c.Events[id.Name] != nil {
			return Symbol{Kind: SymEvent}
		}
		if c.Structs[id.Name] != nil {
			return Symbol{Kind: SymStruct}
		}
		if c.Enums[id.Name] != nil {
			return Symbol{Kind: SymEnum}
		}
	}
	// Built-in names come before file-level declarations: a contract or free function named msg or require
	// would not compile.
	if builtinNames[id.Name] {
		return Symbol{Kind: SymBuiltin}
	}
	if free := s.Model.freeByName()[id.Name]; len(free) > 0 {
		return Symbol{Kind: SymFunction, Funcs: free}
	}
	if k := s.Model.lookupContract(id.Name, s.File); k != nil {
		return Symbol{Kind: SymContract, Contract: k}
	}
	return Symbol{}
}

// Calls lists every call in the body in source order (pre-order: an outer call before the calls in its
// arguments).
func (s *Scope) Calls() []*Call { return s.calls }

// CallOf returns the classified call of a call expression of this body, or nil (for the `.value(x)` part of a
// legacy `.call.value(x)(…)`, which belongs to the outer call).
func (s *Scope) CallOf(e *solidity.CallExpr) *Call {
	if c := s.callOf[e]; c != nil || s.classifying == nil {
		return c
	}
	return s.classifyEarly(e)
}

// RootVar follows index and member accesses to the variable an lvalue or reference is based on:
// balances[msg.sender].amount → balances. Storage-pointer locals are followed to the state they alias.
// It returns the symbol of the root identifier (SymUnknown when there is none).
func (s *Scope) RootVar(e solidity.Expr) Symbol {
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
				return Symbol{}
			}
			e = x.Elems[0]
		case *solidity.Identifier:
			sym := s.Resolve(x)
			if sym.Kind == SymLocal && sym.Var.Location != solidity.LocationMemory && sym.Var.Location != solidity.LocationCalldata {
				if init := s.inits[sym.Var]; init != nil {
					if t := s.TypeOf(x); t != nil && (t.Kind == TypeStruct || t.Kind == TypeArray || t.Kind == TypeMapping) && t.Location == solidity.LocationStorage {
						if r := s.RootVar(init); r.Kind == SymState {
							return r
						}
					}
				}
			}
			return sym
		default:
			return Symbol{}
		}
	}
	return Symbol{}
}

// Init returns the initial value of a local declared with one, or nil.
func (s *Scope) Init(v *solidity.VariableDeclaration) solidity.Expr { return s.inits[v] }

// Body returns the statements the scope covers.
func (s *Scope) Body() *solidity.Block {
	if s.Function != nil {
		return s.Function.Decl.Body
	}
	if s.Modifier != nil {
		return s.Modifier.Decl.Body
	}
	return nil
}
