package analysis

import (
	"slices"

	"github.com/vigilsec/vigil/solidity"
)

// CallKind classifies a call by what it invokes.
type CallKind uint8

// Call kinds.
const (
	CallUnknown        CallKind = iota
	CallInternal                // a function of the contract or its bases, or a file-level function
	CallExternal                // a function of another contract (or this.f()), a message call
	CallLowLevel                // address.call / delegatecall / staticcall / callcode (Name says which)
	CallSend                    // address.send(v)
	CallTransfer                // address.transfer(v)
	CallSelfdestruct            // selfdestruct(a) / suicide(a)
	CallBuiltin                 // require, assert, revert, keccak256, ecrecover, abi.*, blockhash, …
	CallLibrary                 // L.f(…) or x.f(…) through using-for
	CallEvent                   // an event raised (with or without emit)
	CallNew                     // new C(…)
	CallTypeConversion          // address(x), uint(y), IERC20(t)
	CallStruct                  // S(a, b)
)

var callKindNames = [...]string{"unknown", "internal", "external", "low-level", "send", "transfer",
	"selfdestruct", "built-in", "library", "event", "new", "conversion", "struct"}

// String names the kind.
func (k CallKind) String() string {
	if int(k) < len(callKindNames) {
		return callKindNames[k]
	}
	return "kind?"
}

// Call is one classified call in a function or modifier body.
type Call struct {
	// Expr is the call expression; nil for a call in inline assembly (then Yul is set).
	Expr *solidity.CallExpr
	Yul  *solidity.YulCall
	Kind CallKind
	// ERC20 marks an external transfer/transferFrom/approve whose bool result reports success. It shares a word
	// with Kind.
	ERC20 bool
	// Name is the built-in's name ("require", "abi.encodePacked"), the low-level member ("call",
	// "delegatecall", "staticcall", "callcode") or the called function's name.
	Name string
	// Target is the address or contract expression called (the receiver of a member call); nil otherwise.
	Target solidity.Expr
	// Value and Gas are the {value: …, gas: …} or .value(…)/.gas(…) options; nil when absent.
	Value, Gas solidity.Expr
	// Args are the call's arguments.
	Args []solidity.Expr
	// Callee is the resolved function for internal, library and (when the contract is in the unit) external
	// calls.
	Callee *Function
	// Contract is the contract type of a conversion or an external call's receiver, when known.
	Contract *Contract
	// Getter is the public state variable an external call reads through its getter (c.owner() with owner a
	// public state variable of c's contract); Callee is nil then. A getter is a view function.
	Getter *StateVar
}

// Node returns the syntax node of the call (the CallExpr or the YulCall).
func (c *Call) Node() solidity.Node {
	if c.Expr != nil {
		return c.Expr
	}
	return c.Yul
}

// SendsEther reports whether the call moves ether: transfer, send, or a call/callcode with a value that is not
// the literal 0.
func (c *Call) SendsEther() bool {
	switch c.Kind {
	case CallTransfer, CallSend:
		return true
	case CallLowLevel, CallExternal:
		if c.Value == nil {
			return false
		}
		if n, ok := c.Value.(*solidity.NumberLiteral); ok && n.Value == "0" {
			return false
		}
		return true
	}
	return false
}

// IsExternal reports whether the call hands control to other code: external and low-level calls, send and
// transfer.
func (c *Call) IsExternal() bool {
	switch c.Kind {
	case CallExternal, CallLowLevel, CallSend, CallTransfer:
		return c.Name != "staticcall"
	}
	return false
}

// callClassifier is the state of one classifyCalls run. Its lists are reused from run to run (cfgaSpareScratch).
type callClassifier struct {
	// consumed lists the `.value(v)` / `.gas(g)` applications that belong to an outer call, and the calls of
	// emit and revert statements. A body has few: a list to scan costs less than a map.
	consumed []*solidity.CallExpr
	// busy lists the calls being classified (a few nested ones), so that a call whose receiver's type depends
	// on the call itself (var x = x.f() in old code) ends the recursion.
	busy []*solidity.CallExpr
	// slots holds the Call values of the body, allocated with callTab: used of them are taken.
	slots []cfgaCallSlot
	used  int
}

func (cc *callClassifier) consume(c *solidity.CallExpr) {
	cc.consumed = append(cc.consumed, c)
}

func (cc *callClassifier) isConsumed(e *solidity.CallExpr) bool {
	for _, c := range cc.consumed {
		if c == e {
			return true
		}
	}
	return false
}

func (cc *callClassifier) isBusy(e *solidity.CallExpr) bool {
	for _, b := range cc.busy {
		if b == e {
			return true
		}
	}
	return false
}

// newCall returns a Call to fill, from the slots while they last. The fallback copies c into a new Call rather
// than returning &c: taking c's address would move every c to the heap, also those that go into the slots.
func (cc *callClassifier) newCall(c Call) *Call {
	p := cc.zeroCall()
	*p = c
	return p
}

// zeroCall returns a zero Call to fill, from the slots while they last: classify fills its fields one by one
// rather than copying a whole Call made on the stack.
func (cc *callClassifier) zeroCall() *Call {
	if cc.used == len(cc.slots) {
		return new(Call)
	}
	p := &cc.slots[cc.used].call
	cc.used++
	return p
}

// classifyCalls classifies every call once. nodes are the body's call expressions, emit and revert statements
// and assembly calls, in source order (pre-order), as newScope found them. A call's receiver is typed first: the
// type of IERC20(t) in IERC20(t).transfer(…), or of entryPoint() in entryPoint().depositTo{value: v}(…), comes
// from the receiver's own classification, which CallOf then runs ahead of its turn (classifyEarly).
func (s *Scope) classifyCalls(nodes []solidity.Node, cc *callClassifier) {
	if len(nodes) == 0 {
		return
	}
	// Each call expression makes at most one call, an emit or revert statement's taking the place of its call
	// expression's, and so do the assembly calls of the kinds below.
	n := 0
	for _, x := range nodes {
		switch x := x.(type) {
		case *solidity.CallExpr:
			n++
		case *solidity.YulCall:
			switch x.Name {
			case "call", "callcode", "delegatecall", "staticcall", "selfdestruct", "suicide":
				n++
			}
		}
	}
	var slots []cfgaCallSlot
	var inOrder bool
	slots, s.calls = s.Model.takeCalls(n)
	cc.slots, inOrder = s.tabulateCalls(nodes, slots)
	s.classifying = cc
	// next is the entry of callTab of the next call expression among nodes when the table is in their order:
	// then a call needs no look-up of its own.
	next := 0
	for _, n := range nodes {
		switch x := n.(type) {
		case *solidity.CallExpr:
			var r *cfgaCallRef
			if inOrder {
				r = &s.callTab[next].ref
				next++
			}
			if cc.isConsumed(x) {
				continue
			}
			var c *Call
			if r != nil {
				if c = r.c; c == nil {
					c = s.classifyAt(x, r)
				}
			} else if c = s.classified(x); c == nil {
				c = s.classifyOne(x)
			}
			s.calls = append(s.calls, c)
		case *solidity.EmitStatement:
			if x.Call != nil {
				cc.consume(x.Call)
				c := cc.newCall(Call{Expr: x.Call, Kind: CallEvent, Args: x.Call.Args})
				s.calls = append(s.calls, c)
				// The statement's call expression comes next among nodes.
				if inOrder && next < len(s.callTab) && s.callTab[next].ref.e == x.Call {
					s.callTab[next].ref.c = c
				} else {
					s.setClassified(x.Call, c)
				}
			}
		case *solidity.RevertStatement:
			if x.Call != nil {
				cc.consume(x.Call)
				c := cc.newCall(Call{Expr: x.Call, Kind: CallBuiltin, Name: "revert", Args: x.Call.Args})
				s.calls = append(s.calls, c)
				// The statement's call expression comes next among nodes.
				if inOrder && next < len(s.callTab) && s.callTab[next].ref.e == x.Call {
					s.callTab[next].ref.c = c
				} else {
					s.setClassified(x.Call, c)
				}
			}
		case *solidity.YulCall:
			switch x.Name {
			case "call", "callcode", "delegatecall", "staticcall":
				c := cc.newCall(Call{Yul: x, Kind: CallLowLevel, Name: x.Name})
				if x.Name == "call" || x.Name == "callcode" {
					if len(x.Args) > 2 {
						if lit, ok := x.Args[2].(*solidity.YulLiteral); !ok || lit.Value != "0" {
							c.Value = &solidity.BadExpr{Loc: solidity.Loc{Span: x.Args[2].Range()}}
						}
					}
				}
				s.calls = append(s.calls, c)
			case "selfdestruct", "suicide":
				s.calls = append(s.calls, cc.newCall(Call{Yul: x, Kind: CallSelfdestruct, Name: "selfdestruct"}))
			}
		}
	}
	s.classifying = nil
	// The Calls stay with the scope; the lists go back without references to the syntax (busy lets go of each
	// call once it is classified).
	clear(cc.consumed)
	cc.consumed, cc.slots, cc.used = cc.consumed[:0], nil, 0
}

// cfgaCallRef is a call expression of a body with its offset and its classified call.
type cfgaCallRef struct {
	off int
	e   *solidity.CallExpr
	c   *Call
}

// cfgaCallSlot is an entry of callTab, and room for one of the body's Call values: a body's calls are
// allocated with its table.
type cfgaCallSlot struct {
	ref  cfgaCallRef
	call Call
}

// tabulateCalls fills callTab with the call expressions among nodes, in pre-order, which is the order of their
// offsets but for unusual syntax trees: then the table is sorted. It returns the table's slots, given (at least
// one per call expression, and zero), for the body's Call values, and whether the table is in the order of
// nodes.
func (s *Scope) tabulateCalls(nodes []solidity.Node, slots []cfgaCallSlot) ([]cfgaCallSlot, bool) {
	n := 0
	sorted := true
	for _, x := range nodes {
		if e, ok := x.(*solidity.CallExpr); ok {
			// Only the reference is written: the slot's call is zero already.
			slots[n].ref = cfgaCallRef{off: e.Span.Start.Offset, e: e}
			if n > 0 && slots[n].ref.off < slots[n-1].ref.off {
				sorted = false
			}
			n++
		}
	}
	tab := slots[:n]
	if !sorted {
		slices.SortStableFunc(tab, func(a, b cfgaCallSlot) int { return a.ref.off - b.ref.off })
	}
	if n > 0 {
		s.callTab = tab
	}
	return slots, sorted
}

// cfgaScanCalls is the number of calls up to which callRef scans callTab rather than searching it by offset:
// most bodies make few calls.
const cfgaScanCalls = 8

// callRef returns the entry of callTab for e, or nil when e is not a call expression of the body.
func (s *Scope) callRef(e *solidity.CallExpr) *cfgaCallRef {
	tab := s.callTab
	if len(tab) <= cfgaScanCalls {
		for i := range tab {
			if tab[i].ref.e == e {
				return &tab[i].ref
			}
		}
		return nil
	}
	off := e.Span.Start.Offset
	lo := cfgaFirstAt(len(tab), off, func(i int) int { return tab[i].ref.off })
	for ; lo < len(tab) && tab[lo].ref.off == off; lo++ {
		if tab[lo].ref.e == e {
			return &tab[lo].ref
		}
	}
	return nil
}

// classified returns the call classified for e, or nil.
func (s *Scope) classified(e *solidity.CallExpr) *Call {
	if r := s.callRef(e); r != nil {
		return r.c
	}
	return s.callExtra[e]
}

// setClassified records c as the call of e.
func (s *Scope) setClassified(e *solidity.CallExpr, c *Call) {
	if r := s.callRef(e); r != nil {
		r.c = c
		return
	}
	if s.callExtra == nil {
		s.callExtra = map[*solidity.CallExpr]*Call{}
	}
	s.callExtra[e] = c
}

// classifyEarly classifies e ahead of its turn in classifyCalls, because an enclosing call needs its type. It
// returns nil for a call that belongs to an outer one (a `.value(v)` application), for an emit's or a revert's
// call, which classifyCalls classifies itself, and for a call already being classified.
func (s *Scope) classifyEarly(e *solidity.CallExpr) *Call {
	cc := s.classifying
	if cc.isConsumed(e) || cc.isBusy(e) {
		return nil
	}
	return s.classifyOne(e)
}

// classifyOne classifies e and records the result.
func (s *Scope) classifyOne(e *solidity.CallExpr) *Call {
	return s.classifyAt(e, s.callRef(e))
}

// classifyAt classifies e and records the result in r, e's entry of callTab, or in callExtra when r is nil.
func (s *Scope) classifyAt(e *solidity.CallExpr, r *cfgaCallRef) *Call {
	cc := s.classifying
	cc.busy = append(cc.busy, e)
	c := s.classify(e, cc)
	cc.busy[len(cc.busy)-1] = nil
	cc.busy = cc.busy[:len(cc.busy)-1]
	if r != nil {
		r.c = c
	} else {
		s.setClassified(e, c)
	}
	if c.Kind == CallInternal || c.Kind == CallLibrary {
		s.callsInternal = true
	}
	return c
}

// unwrapOptions strips call options from a callee expression: X{value: v}, X.value(v), X.gas(g).
func (s *Scope) unwrapOptions(fun solidity.Expr, c *Call, consume func(*solidity.CallExpr)) solidity.Expr {
	for depth := 0; depth < 8; depth++ {
		switch f := fun.(type) {
		case *solidity.CallOptions:
			if v := f.Option("value"); v != nil {
				c.Value = v
			}
			if g := f.Option("gas"); g != nil {
				c.Gas = g
			}
			fun = f.X
		case *solidity.CallExpr:
			ma, ok := f.Fun.(*solidity.MemberAccess)
			if !ok || (ma.Member != "value" && ma.Member != "gas") || len(f.Args) != 1 || !s.isCallable(ma.X) {
				return fun
			}
			consume(f)
			if ma.Member == "value" {
				c.Value = f.Args[0]
			} else {
				c.Gas = f.Args[0]
			}
			fun = ma.X
		case *solidity.TupleExpr:
			if len(f.Elems) != 1 || f.Elems[0] == nil {
				return fun
			}
			fun = f.Elems[0]
		default:
			return fun
		}
	}
	return fun
}

// isCallable reports whether x names something that .value()/.gas() options apply to: a low-level member, an
// external function or a contract creation, possibly with options already applied.
func (s *Scope) isCallable(x solidity.Expr) bool {
	switch x := x.(type) {
	case *solidity.MemberAccess:
		switch x.Member {
		case "call", "callcode", "delegatecall":
			return true
		}
		t := s.TypeOf(x.X)
		return t != nil && t.Kind == TypeContract
	case *solidity.CallExpr:
		if ma, ok := x.Fun.(*solidity.MemberAccess); ok && (ma.Member == "value" || ma.Member == "gas") {
			return s.isCallable(ma.X)
		}
	case *solidity.CallOptions:
		return true
	case *solidity.NewExpr:
		return true // (new C).value(v)(…), 0.4 to 0.6: the creation sends v
	case *solidity.TupleExpr:
		return len(x.Elems) == 1 && x.Elems[0] != nil && s.isCallable(x.Elems[0])
	}
	return false
}

func (s *Scope) classify(e *solidity.CallExpr, cc *callClassifier) *Call {
	c := cc.zeroCall()
	c.Expr, c.Args = e, e.Args
	fun := s.unwrapOptions(e.Fun, c, cc.consume)
	// A lone `x.call.value(v)` with no call after it still names the call (SolidiFI-style old code): treat the
	// option application itself as the call. (Comparing e.Fun with the member access rather than with fun
	// compares two words, where two interfaces would be compared by a call.)
	if ma, ok := fun.(*solidity.MemberAccess); ok && e.Fun == ma {
		if (ma.Member == "value" || ma.Member == "gas") && len(e.Args) == 1 {
			if inner, ok := ma.X.(*solidity.MemberAccess); ok && (inner.Member == "call" || inner.Member == "callcode" || inner.Member == "delegatecall") {
				c.Kind, c.Name, c.Target, c.Args = CallLowLevel, inner.Member, inner.X, nil
				if ma.Member == "value" {
					c.Value = e.Args[0]
				} else {
					c.Gas = e.Args[0]
				}
				return c
			}
		}
	}
	switch f := fun.(type) {
	case *solidity.NewExpr:
		c.Kind = CallNew
		if t := s.Model.typeOfName(f.Type, s.Contract, s.File); t != nil {
			c.Contract = t.Contract
		}
	case *solidity.ElementaryTypeExpr:
		c.Kind, c.Name = CallTypeConversion, f.Type.Name
	case *solidity.Identifier:
		s.classifyIdent(c, f)
	case *solidity.MemberAccess:
		s.classifyMember(c, f)
	default:
		c.Kind = CallUnknown
	}
	return c
}

func (s *Scope) classifyIdent(c *Call, id *solidity.Identifier) {
	c.Name = id.Name
	sym := s.symOf(id)
	switch sym.Kind {
	case SymFunction:
		c.Kind = CallInternal
		c.Callee = pickOverload(sym.Funcs, len(c.Args))
	case SymEvent:
		c.Kind = CallEvent
	case SymStruct:
		c.Kind = CallStruct
	case SymContract:
		c.Kind, c.Contract = CallTypeConversion, sym.Contract
	case SymLocal, SymParam, SymReturn, SymState:
		c.Kind = CallUnknown // a function-typed variable
	case SymBuiltin:
		switch id.Name {
		case "selfdestruct", "suicide":
			c.Kind = CallSelfdestruct
			if len(c.Args) > 0 {
				c.Target = c.Args[0]
			}
		default:
			c.Kind = CallBuiltin
		}
	default:
		c.Kind = CallUnknown
		// An error raised with revert E() in old syntax, or an enum/struct of another file.
		if s.Contract == nil {
			return
		}
	}
}

// builtinMemberName returns the name of the built-in obj.member ("abi.encodePacked"), blockhash for
// block.blockhash. The names the calls of most bodies use are constants, which saves building each again.
func builtinMemberName(obj, member string) string {
	switch obj {
	case "abi":
		switch member {
		case "encodePacked":
			return "abi.encodePacked"
		case "encode":
			return "abi.encode"
		case "encodeWithSignature":
			return "abi.encodeWithSignature"
		case "encodeWithSelector":
			return "abi.encodeWithSelector"
		case "encodeCall":
			return "abi.encodeCall"
		case "decode":
			return "abi.decode"
		}
	case "block":
		if member == "blockhash" {
			return "blockhash"
		}
	}
	return obj + "." + member
}

func pickOverload(fs []*Function, nargs int) *Function {
	for _, f := range fs {
		if len(f.Decl.Params) == nargs {
			return f
		}
	}
	if len(fs) > 0 {
		return fs[0]
	}
	return nil
}

func (s *Scope) classifyMember(c *Call, ma *solidity.MemberAccess) {
	c.Name = ma.Member
	if id, ok := ma.X.(*solidity.Identifier); ok {
		sym := s.symOf(id)
		switch {
		case sym.Kind == SymBuiltin && (id.Name == "abi" || id.Name == "block" || id.Name == "msg" || id.Name == "tx" || id.Name == "type"):
			c.Kind, c.Name = CallBuiltin, builtinMemberName(id.Name, ma.Member)
			return
		case sym.Kind == SymBuiltin && (id.Name == "super"):
			c.Kind = CallInternal
			if s.Contract != nil {
				for _, b := range s.Contract.Linearization[1:] {
					for _, f := range b.Declared {
						if f.Name == ma.Member && f.Decl.Body != nil {
							c.Callee = f
							return
						}
					}
				}
			}
			return
		case sym.Kind == SymContract:
			k := sym.Contract
			c.Contract = k
			if k.Kind == solidity.KindLibrary {
				c.Kind = CallLibrary
			} else if s.Contract != nil && s.Contract.Inherits(k) {
				c.Kind = CallInternal
			} else {
				c.Kind = CallExternal
			}
			for _, f := range k.Functions {
				if f.Name == ma.Member && len(f.Decl.Params) == len(c.Args) {
					c.Callee = f
					break
				}
			}
			if c.Callee == nil {
				c.Callee = pickOverload(k.FunctionsNamed(ma.Member), len(c.Args))
			}
			return
		}
	}
	t := s.TypeOf(ma.X)
	switch ma.Member {
	case "call", "delegatecall", "staticcall", "callcode":
		if t == nil || t.Kind == TypeAddress || t.Kind == TypeUnknown {
			c.Kind, c.Target = CallLowLevel, ma.X
			return
		}
	case "send":
		if t == nil || t.Kind == TypeAddress {
			c.Kind, c.Target = CallSend, ma.X
			if len(c.Args) > 0 {
				c.Value = c.Args[0]
			}
			return
		}
	case "transfer":
		if (t == nil && len(c.Args) == 1) || (t != nil && t.Kind == TypeAddress) {
			c.Kind, c.Target = CallTransfer, ma.X
			if len(c.Args) > 0 {
				c.Value = c.Args[0]
			}
			return
		}
	case "push", "pop":
		if t != nil && (t.Kind == TypeArray || t.Kind == TypeBytes) {
			c.Kind = CallBuiltin
			return
		}
	}
	if t != nil && t.Kind == TypeContract {
		c.Target, c.Contract = ma.X, t.Contract
		if t.Contract != nil && t.Contract.Kind == solidity.KindLibrary {
			c.Kind = CallLibrary
		} else {
			c.Kind = CallExternal
		}
		if t.Contract != nil {
			c.Callee = pickOverload(t.Contract.FunctionsNamed(ma.Member), len(c.Args))
			if sv := t.Contract.StateVar(ma.Member); c.Callee == nil && sv != nil && sv.Decl.Visibility == solidity.VisibilityPublic {
				c.Getter = sv
			}
		}
		switch ma.Member {
		case "transfer", "transferFrom", "approve":
			c.ERC20 = true
		}
		return
	}
	// using L for T: x.f(…) calls L.f(x, …).
	if s.Contract != nil {
		for _, u := range s.Contract.Using {
			var lib *Contract
			if u.Library != nil && len(u.Library.Names) > 0 {
				lib = s.Model.lookupContract(u.Library.Names[len(u.Library.Names)-1], s.File)
			}
			if lib == nil {
				continue
			}
			if f := pickOverload(lib.FunctionsNamed(ma.Member), len(c.Args)+1); f != nil {
				c.Kind, c.Callee, c.Contract, c.Target = CallLibrary, f, lib, ma.X
				return
			}
		}
	}
	if (t != nil && t.Kind == TypeUnknown && t.Name != "") || (t == nil && s.unresolvedConversion(ma.X)) {
		// A contract type declared outside the unit: an external call.
		c.Kind, c.Target = CallExternal, ma.X
		switch ma.Member {
		case "transfer", "transferFrom", "approve":
			c.ERC20 = true
		}
		return
	}
	c.Kind, c.Target = CallUnknown, ma.X
}

// unresolvedConversion reports whether e is T(x) with T a name that resolves to nothing in the unit: most likely a
// conversion to an interface whose file was not uploaded, IVault(v). The conversion itself stays CallUnknown (T
// could be a function of a base contract that is missing too), but a member call on it is a message call.
func (s *Scope) unresolvedConversion(e solidity.Expr) bool {
	for depth := 0; depth < 8; depth++ {
		t, ok := e.(*solidity.TupleExpr)
		if !ok || len(t.Elems) != 1 || t.Elems[0] == nil {
			break
		}
		e = t.Elems[0]
	}
	call, ok := e.(*solidity.CallExpr)
	if !ok || len(call.Args) != 1 {
		return false
	}
	id, ok := call.Fun.(*solidity.Identifier)
	return ok && s.symOf(id).Kind == SymUnknown
}
