package analysis

import (
	"sync"

	"github.com/vigilsec/vigil/solidity"
)

// Taint is a set of sources a value may come from.
type Taint uint16

// Taint sources.
const (
	TaintSender      Taint = 1 << iota // msg.sender
	TaintOrigin                        // tx.origin
	TaintValue                         // msg.value
	TaintData                          // msg.data, msg.sig
	TaintParam                         // a parameter of a public or external function
	TaintTime                          // block.timestamp, now
	TaintBlock                         // block.number, blockhash, block.difficulty, block.prevrandao, coinbase
	TaintCallReturn                    // data returned by an external call
	TaintState                         // a state variable read
	TaintBlockNumber                   // block.number, which also measures time
)

// Caller is every source the caller of a transaction controls directly.
const Caller = TaintSender | TaintOrigin | TaintValue | TaintData | TaintParam

// Has reports whether t includes any of the sources in u.
func (t Taint) Has(u Taint) bool { return t&u != 0 }

// taintVal is a taint plus the parameters of the scope the value depends on (bit i: parameter i), which lets
// internal calls map a callee's parameters to the caller's arguments.
type taintVal struct {
	t      Taint
	params uint64
}

func (a taintVal) or(b taintVal) taintVal { return taintVal{a.t | b.t, a.params | b.params} }

// Flow answers data flow questions about one body: which sources an expression's value may come from. Locals
// are solved to a fixpoint over every assignment of the body (flow-insensitive within the body), and internal
// calls apply their callee's summary (parameters to return value), so taint crosses internal calls at any depth.
type Flow struct {
	s    *Scope
	sums sumTable
	// locals holds the tainted variables of the body (nil until one is): a body has few, which a scan finds
	// for less than a map costs.
	locals []flowLocal
}

// flowLocal is a tainted variable of a body and what it may hold.
type flowLocal struct {
	v  *solidity.VariableDeclaration
	tv taintVal
}

// local returns what the variable v may hold.
func (fl *Flow) local(v *solidity.VariableDeclaration) taintVal {
	for i := range fl.locals {
		if fl.locals[i].v == v {
			return fl.locals[i].tv
		}
	}
	return taintVal{}
}

// Flow returns the scope's data flow, computed once: like Function.Scope, a load that callers inline once it
// is computed.
func (s *Scope) Flow() *Flow {
	if fl := s.flow.Load(); fl != nil {
		return fl
	}
	return s.solveFlow()
}

// solveFlow computes the scope's data flow once and returns it.
func (s *Scope) solveFlow() *Flow {
	s.flowOnce.Do(func() {
		if !s.callsInternal {
			s.flow.Store(s.flowFor(nil))
			return
		}
		s.flow.Store(newFlow(s, s.Model.summariesFor()))
	})
	return s.flow.Load()
}

// flowFor returns the scope's data flow under the given summaries. Only internal and library calls read them:
// a body without any has one flow, computed once, whatever the summaries.
func (s *Scope) flowFor(sums sumTable) *Flow {
	if s.callsInternal {
		return newFlow(s, sums)
	}
	s.plainOnce.Do(func() { s.plain.solve(s, nil) })
	return &s.plain
}

// Flow returns the data flow of f's body.
func (f *Function) Flow() *Flow { return f.Scope().Flow() }

func newFlow(s *Scope, sums sumTable) *Flow {
	fl := new(Flow)
	fl.solve(s, sums)
	return fl
}

// solve computes the flow of s's body under the given summaries into fl.
func (fl *Flow) solve(s *Scope, sums sumTable) {
	fl.s, fl.sums = s, sums
	defs := s.definitions()
	for round := 0; round < 8; round++ {
		changed := false
		set := func(v *solidity.VariableDeclaration, tv taintVal) {
			if v == nil {
				return
			}
			for i := range fl.locals {
				if l := &fl.locals[i]; l.v == v {
					if nv := l.tv.or(tv); nv != l.tv {
						l.tv = nv
						changed = true
					}
					return
				}
			}
			if tv != (taintVal{}) {
				if fl.locals == nil {
					fl.locals = make([]flowLocal, 0, 4)
				}
				fl.locals = append(fl.locals, flowLocal{v, tv})
				changed = true
			}
		}
		for _, n := range defs {
			switch x := n.(type) {
			case *solidity.VariableDeclarationStatement:
				if t, ok := x.Value.(*solidity.TupleExpr); ok && x.Tuple && len(t.Elems) == len(x.Vars) {
					for i, v := range x.Vars {
						if t.Elems[i] != nil {
							set(v, fl.val(t.Elems[i]))
						}
					}
				} else {
					tv := fl.val(x.Value)
					for _, v := range x.Vars {
						set(v, tv)
					}
				}
			case *solidity.AssignExpr:
				lt, tuple := x.LHS.(*solidity.TupleExpr)
				var target Symbol
				if !tuple {
					// Only a local takes the value: most assignments write state, and their value is not
					// needed.
					if target = s.RootVar(x.LHS); target.Var == nil || target.Kind == SymState {
						continue
					}
				}
				tv := fl.val(x.RHS)
				if x.Op != "=" {
					tv = tv.or(fl.val(x.LHS))
				}
				if tuple {
					rt, _ := x.RHS.(*solidity.TupleExpr)
					for i, el := range lt.Elems {
						if id, ok := el.(*solidity.Identifier); ok {
							if sym := s.symOf(id); sym.Var != nil {
								if rt != nil && i < len(rt.Elems) && rt.Elems[i] != nil {
									set(sym.Var, fl.val(rt.Elems[i]))
								} else {
									set(sym.Var, tv)
								}
							}
						}
					}
					continue
				}
				set(target.Var, tv)
			}
		}
		if !changed {
			break
		}
	}
}

// Taint returns the sources e's value may come from.
func (fl *Flow) Taint(e solidity.Expr) Taint { return fl.val(e).t }

// Params returns the parameters (bit i: parameter i of the body) e's value depends on.
func (fl *Flow) Params(e solidity.Expr) uint64 { return fl.val(e).params }

// LocalTaint returns the sources a local variable may hold.
func (fl *Flow) LocalTaint(v *solidity.VariableDeclaration) Taint { return fl.local(v).t }

func (fl *Flow) val(e solidity.Expr) taintVal {
	s := fl.s
	switch e := e.(type) {
	case nil:
		return taintVal{}
	case *solidity.Identifier:
		return fl.identVal(e, s.symOf(e))
	case *solidity.MemberAccess:
		id, ok := e.X.(*solidity.Identifier)
		if !ok {
			return fl.val(e.X)
		}
		// The name is resolved once, for the builtins and for what an identifier holds.
		sym := s.symOf(id)
		if sym.Kind == SymBuiltin {
			// By name, then member, rather than on the joined "name.member": joining costs a copy at every
			// use of msg, tx and block.
			switch id.Name {
			case "msg":
				switch e.Member {
				case "sender":
					return taintVal{t: TaintSender}
				case "value":
					return taintVal{t: TaintValue}
				case "data", "sig":
					return taintVal{t: TaintData}
				}
			case "tx":
				if e.Member == "origin" {
					return taintVal{t: TaintOrigin}
				}
			case "block":
				switch e.Member {
				case "timestamp":
					return taintVal{t: TaintTime}
				case "number":
					return taintVal{t: TaintBlockNumber}
				case "difficulty", "prevrandao", "coinbase", "gaslimit":
					return taintVal{t: TaintBlock}
				}
			}
			return taintVal{}
		}
		return fl.identVal(id, sym)
	case *solidity.IndexAccess:
		return fl.val(e.X).or(fl.val(e.Index))
	case *solidity.IndexRangeAccess:
		return fl.val(e.X)
	case *solidity.UnaryExpr:
		return fl.val(e.X)
	case *solidity.BinaryExpr:
		return fl.val(e.X).or(fl.val(e.Y))
	case *solidity.AssignExpr:
		return fl.val(e.RHS)
	case *solidity.ConditionalExpr:
		return fl.val(e.Cond).or(fl.val(e.Then)).or(fl.val(e.Else))
	case *solidity.TupleExpr:
		var tv taintVal
		for _, x := range e.Elems {
			tv = tv.or(fl.val(x))
		}
		return tv
	case *solidity.ArrayLiteral:
		var tv taintVal
		for _, x := range e.Elems {
			tv = tv.or(fl.val(x))
		}
		return tv
	case *solidity.CallOptions:
		return fl.val(e.X)
	case *solidity.CallExpr:
		return fl.callVal(e)
	}
	return taintVal{}
}

// identVal is val of the identifier e, which resolves to sym.
func (fl *Flow) identVal(e *solidity.Identifier, sym *Symbol) taintVal {
	switch sym.Kind {
	case SymParam:
		tv := fl.local(sym.Var)
		if sym.Index < 64 {
			tv.params |= 1 << uint(sym.Index)
		}
		// A parameter of an entry point is the caller's. The function tells, not a field of the flow,
		// which fnParts holds and whose size matters.
		if fn := fl.s.Function; fn != nil && fn.entry {
			tv.t |= TaintParam
		}
		return tv
	case SymLocal, SymReturn:
		return fl.local(sym.Var)
	case SymState:
		return taintVal{t: TaintState}
	case SymBuiltin:
		if e.Name == "now" {
			return taintVal{t: TaintTime}
		}
	}
	return taintVal{}
}

func (fl *Flow) callVal(e *solidity.CallExpr) taintVal {
	c := fl.s.CallOf(e)
	var args taintVal
	for _, a := range e.Args {
		args = args.or(fl.val(a))
	}
	if c == nil {
		return args
	}
	switch c.Kind {
	case CallInternal, CallLibrary:
		sum := fl.sums.of(c.Callee)
		if sum == nil {
			return args
		}
		tv := taintVal{t: sum.ret}
		off := 0
		if c.Kind == CallLibrary && c.Target != nil && len(c.Args) < len(c.Callee.Decl.Params) {
			off = 1 // x.f(a) through using-for passes x as the first parameter
			if sum.retParams&1 != 0 {
				tv = tv.or(fl.val(c.Target))
			}
		}
		for i, a := range c.Args {
			if j := i + off; j < 64 && sum.retParams&(1<<uint(j)) != 0 {
				tv = tv.or(fl.val(a))
			}
		}
		return tv
	case CallExternal, CallLowLevel:
		return taintVal{t: TaintCallReturn}
	case CallSend:
		return taintVal{t: TaintCallReturn}
	case CallBuiltin:
		switch c.Name {
		case "blockhash":
			return taintVal{t: TaintBlock}.or(args)
		case "gasleft":
			return taintVal{}
		case "abi.decode":
			return args
		}
		return args
	case CallTypeConversion:
		return args
	}
	return args
}

// definitions returns the body's local definitions (declarations with a value, and assignments), in source
// order, as newScope found them.
func (s *Scope) definitions() []solidity.Node { return s.defs }

// StateAccess is a read or write of a state variable at a syntax node.
type StateAccess struct {
	Var *StateVar
	// At is the expression written (the assignment's left side, the ++/-- or delete operand) or the identifier
	// read; for writes made inside an internal callee, the call expression.
	At solidity.Node
}

// StateWrites lists the state variables that n writes directly (assignments, ++/--, delete, push/pop on state
// arrays, writes through storage pointers), in source order.
func (s *Scope) StateWrites(n solidity.Node) []StateAccess {
	var out []StateAccess
	inspectExprs(n, func(x solidity.Node) {
		out = s.appendWrites(out, x)
	})
	return out
}

// appendWrites appends the state writes the syntax node x makes itself (not those of its children).
func (s *Scope) appendWrites(out []StateAccess, x solidity.Node) []StateAccess {
	add := func(lhs solidity.Expr) {
		if t, ok := lhs.(*solidity.TupleExpr); ok {
			for _, el := range t.Elems {
				if el != nil {
					if sym := s.RootVar(el); sym.Kind == SymState {
						out = append(out, StateAccess{Var: sym.State, At: el})
					}
				}
			}
			return
		}
		if sym := s.RootVar(lhs); sym.Kind == SymState {
			out = append(out, StateAccess{Var: sym.State, At: lhs})
		} else if v := s.slotVar(lhs); v != nil {
			out = append(out, StateAccess{Var: v, At: lhs})
		}
	}
	switch x := x.(type) {
	case *solidity.AssignExpr:
		add(x.LHS)
	case *solidity.UnaryExpr:
		switch x.Op {
		case "++", "--", "delete":
			add(x.X)
		}
	case *solidity.CallExpr:
		if ma, ok := x.Fun.(*solidity.MemberAccess); ok && (ma.Member == "push" || ma.Member == "pop") {
			if t := s.TypeOf(ma.X); t != nil && (t.Kind == TypeArray || t.Kind == TypeBytes) {
				add(ma.X)
			}
		} else if ok && ma.Member == "tstore" {
			if v, write := s.transientAccess(x); v != nil && write {
				out = append(out, StateAccess{Var: v, At: x})
			}
		}
	}
	return out
}

// readOf returns the state variable the syntax node x itself reads: a state variable's name, a field of
// namespaced storage or a StorageSlot value, a transient load; nil otherwise. CFG.facts tells the same in its
// own type switch.
func (s *Scope) readOf(x solidity.Node) *StateVar {
	switch x := x.(type) {
	case *solidity.Identifier:
		if sym := s.symOf(x); sym.Kind == SymState {
			return sym.State
		}
	case *solidity.MemberAccess:
		return s.SlotAccess(x)
	case *solidity.CallExpr:
		if v, write := s.transientAccess(x); !write {
			return v
		}
	}
	return nil
}

// StateReads lists the state variables n reads (every use of a state variable's name), in source order.
func (s *Scope) StateReads(n solidity.Node) []StateAccess {
	var out []StateAccess
	inspectExprs(n, func(x solidity.Node) {
		if v := s.readOf(x); v != nil {
			out = append(out, StateAccess{Var: v, At: x})
		}
	})
	return out
}

// EachStateRead calls yield with each read StateReads would list, in the same order, until yield returns false,
// and reports whether it never did: for the callers that stop at the first read they want, without the list.
func (s *Scope) EachStateRead(n solidity.Node, yield func(StateAccess) bool) bool {
	if n == nil {
		return true
	}
	more := true
	solidity.Preorder(n, func(x solidity.Node) bool {
		if v := s.readOf(x); v != nil {
			more = yield(StateAccess{Var: v, At: x})
		}
		return more
	})
	return more
}

// inspectExprs visits every node under n (n itself included), skipping nothing but nil.
func inspectExprs(n solidity.Node, f func(solidity.Node)) {
	if n == nil {
		return
	}
	solidity.Preorder(n, func(x solidity.Node) bool {
		f(x)
		return true
	})
}

// flowState holds the memoised Flow of a scope.
type flowState struct {
	flowOnce, plainOnce sync.Once // together, rather than each padded to the word after it
	// plain is flowFor's flow when no call reads the summaries, which is most bodies': it is kept in the
	// scope rather than allocated apart.
	plain Flow
	defs  []solidity.Node
}
