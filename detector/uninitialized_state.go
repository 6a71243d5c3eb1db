package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UninitializedState reports state variables that are used but never set anywhere in the unit.
var UninitializedState = &Detector{
	ID:    "uninitialized-state",
	Title: "State variable used but never initialised",
	Description: "A state variable has no initial value and no function, constructor or modifier of the unit " +
		"ever writes it, yet the code relies on it: as the address of a call or of an ether transfer, as an " +
		"amount of ether, or as the account an access check compares the caller with. It always holds zero.",
	Exploit: "Ether meant for a beneficiary is sent to address(0) and burnt, a call goes to address zero and " +
		"silently succeeds, or an admin check can never pass and the function is locked forever.",
	Recommendation: "Initialise the variable where it is declared or in the constructor, or remove it.",
	Severity:       vigil.SeverityHigh,
	Confidence:     vigil.ConfidenceHigh,
	CWE:            "CWE-457",
	Requires:       []Requirement{RequireSymbols, RequireTypes, RequireCFG},
	Run:            runUninitializedState,
}

func runUninitializedState(p *Pass) error {
	written := map[*analysis.StateVar]bool{}
	rawStorage := map[*analysis.Contract]bool{}
	// The most harmful use of each variable: a call or payment rather than an access check.
	best := map[*solidity.StateVariableDeclaration]stateUse{}
	var order []*solidity.StateVariableDeclaration
	for _, c := range p.Model.Contracts {
		for _, f := range c.Declared {
			if f.Decl.Body == nil {
				continue
			}
			sc := f.Scope()
			for _, w := range sc.StateWrites(f.Decl.Body) {
				written[w.Var] = true
			}
			if writesRawStorage(f.Decl.Body) {
				rawStorage[c] = true
			}
		}
		for _, md := range c.Modifiers {
			if md.Decl.Body != nil && md.Contract == c {
				for _, w := range md.Scope().StateWrites(md.Decl.Body) {
					written[w.Var] = true
				}
			}
		}
	}
	writtenDecl := map[*solidity.StateVariableDeclaration]bool{}
	for v := range written {
		writtenDecl[v.Decl] = true
	}
	neverSet := func(v *analysis.StateVar) bool {
		d := v.Decl
		return d.Value == nil && !d.Constant && !d.Immutable && !writtenDecl[d]
	}
	for _, c := range p.Model.Contracts {
		if c.Kind != solidity.KindContract {
			continue
		}
		for _, f := range c.Declared {
			if f.Decl.Body == nil || f.IsConstructor() {
				continue
			}
			sc := f.Scope()
			var checks []*analysis.Node // guards comparing the caller with state, found lazily
			checksDone := false
			for _, n := range f.CFG().Nodes {
				if n.Scope != sc || n.Own() == nil {
					continue
				}
				for _, use := range criticalUses(n, neverSet) {
					if !use.check {
						if !checksDone {
							checks, checksDone = callerCheckNodes(f), true
						}
						if behindCheckOf(f, checks, n, use.v) {
							// Only a caller equal to zero gets here: nobody. The use is a locked function.
							use.check = true
							use.role += ", behind a check that the caller equals it"
						}
					}
					v := use.v
					d := v.Decl
					if d.Value != nil || d.Constant || d.Immutable || writtenDecl[d] || !valueType(sc, d) {
						continue
					}
					if anyRawStorage(v.Contract, rawStorage) {
						continue
					}
					use.f, use.file = f, sc.File
					if old, ok := best[d]; !ok || (old.check && !use.check) {
						if !ok {
							order = append(order, d)
						}
						best[d] = use
					}
				}
			}
		}
	}
	for _, d := range order {
		use := best[d]
		v := use.v
		conf, sev := vigil.Confidence(""), vigil.Severity("")
		if v.Contract.Decl.Abstract && d.Visibility != solidity.VisibilityPrivate {
			// A contract outside the unit may inherit it and set the variable.
			conf = vigil.ConfidenceLow
		}
		if use.check {
			// A check against address zero never passes, or a payment of zero: the function is broken or
			// locked, but no ether is lost.
			sev = vigil.SeverityMedium
		}
		p.Report(Report{Contract: v.Contract, At: d, Confidence: conf, Severity: sev,
			Message: fmt.Sprintf("%s.%s is never initialised, yet %s uses it as %s", v.Contract.Name, v.Name, funcLabel(use.f), use.role),
			Related: []Related{{File: use.file, At: use.at, Message: "used here while always zero"}}})
	}
	return nil
}

type stateUse struct {
	v    *analysis.StateVar
	at   solidity.Node
	role string
	// check is set for uses that lock or break a function without losing ether (an access check, a zero
	// amount); clear for a call or payment to address zero.
	check bool
	f     *analysis.Function
	file  *solidity.File
}

// criticalUses lists the state variables a node relies on: the receiver of a call or transfer, the amount of
// ether sent, or the account an access check compares the caller with. neverSet tells which variables always
// hold zero: a payment of a never-set amount moves nothing, so it is not a loss (marked as a check-like use).
func criticalUses(n *analysis.Node, neverSet func(*analysis.StateVar) bool) []stateUse {
	sc := n.Scope
	var out []stateUse
	for _, c := range analysis.NodeCalls(n) {
		if c.Expr == nil {
			continue
		}
		if c.Target != nil && (c.IsExternal() || c.Kind == analysis.CallSelfdestruct) {
			if v := directState(sc, c.Target); v != nil {
				use := stateUse{v: v, at: c.Expr, role: "the address of " + Text(sc.File, c.Expr)}
				if c.Value != nil && c.SendsEther() {
					if a := directState(sc, c.Value); a != nil && neverSet(a) {
						use.check = true // zero wei to address zero: broken, but nothing is lost
					}
				}
				out = append(out, use)
			}
		}
		if c.Value != nil && c.SendsEther() {
			if v := directState(sc, c.Value); v != nil {
				// Sending zero where an amount was meant is a broken payment, not a loss.
				out = append(out, stateUse{v: v, at: c.Expr, role: "the amount of ether sent", check: true})
			}
		}
	}
	granting := n.Kind == analysis.NodeGuard && n.Expr != nil && callerCheck(sc, n.Expr, n.Holds)
	granting = granting || (n.Kind == analysis.NodeCond && n.Expr != nil && (callerCheck(sc, n.Expr, true) || callerCheck(sc, n.Expr, false)))
	if granting {
		found := map[*analysis.StateVar]callerGuard{}
		collectCallerGuards(sc, n.Expr, found)
		for v, g := range found {
			if !g.keyed {
				out = append(out, stateUse{v: v, at: g.at, role: "the account an access check compares the caller with", check: true})
			}
		}
	}
	return out
}

// directState returns the state variable e is (through parentheses and conversions), or nil; an element of a
// state mapping or array is not the variable itself.
func directState(sc *analysis.Scope, e solidity.Expr) *analysis.StateVar {
	for depth := 0; depth < 4; depth++ {
		switch x := unparen(e).(type) {
		case *solidity.Identifier:
			if sym := sc.Resolve(x); sym.Kind == analysis.SymState {
				return sym.State
			}
			return nil
		case *solidity.CallExpr:
			c := sc.CallOf(x)
			if c == nil || c.Kind != analysis.CallTypeConversion || len(x.Args) != 1 {
				return nil
			}
			e = x.Args[0]
		default:
			return nil
		}
	}
	return nil
}

// valueType reports whether a state variable holds a single value (address, integer, bool, contract, fixed
// bytes) that zero leaves meaningless; mappings, arrays and structs start empty by design.
func valueType(sc *analysis.Scope, d *solidity.StateVariableDeclaration) bool {
	switch t := d.Type.(type) {
	case *solidity.ElementaryTypeName:
		return t.Name != "string" && t.Name != "bytes"
	case *solidity.UserDefinedTypeName:
		ty := sc.TypeOf(&solidity.Identifier{Loc: solidity.Loc{Span: d.NameRange}, Name: d.Name})
		return ty != nil && ty.Kind == analysis.TypeContract
	}
	return false
}

// writesRawStorage reports whether a body writes storage by slot (assembly sstore, a .slot assignment, or code
// run through delegatecall), which the model cannot attribute to variables.
func writesRawStorage(body *solidity.Block) bool {
	found := false
	solidity.Preorder(body, func(x solidity.Node) bool {
		switch y := x.(type) {
		case *solidity.YulCall:
			if y.Name == "sstore" || y.Name == "delegatecall" || y.Name == "callcode" {
				found = true
			}
		case *solidity.MemberAccess:
			// Code run with delegatecall writes this contract's storage by slot.
			if y.Member == "delegatecall" || y.Member == "callcode" {
				found = true
			}
		case *solidity.AssignExpr:
			if ma, ok := y.LHS.(*solidity.MemberAccess); ok && ma.Member == "slot" {
				found = true
			}
		}
		return !found
	})
	return found
}

// anyRawStorage reports whether c or a contract related to it by inheritance writes raw storage.
func anyRawStorage(c *analysis.Contract, raw map[*analysis.Contract]bool) bool {
	for _, d := range c.Derived() {
		for _, b := range d.Linearization {
			if raw[b] {
				return true
			}
		}
	}
	return false
}

// callerCheckNodes returns the guard nodes of f that compare the caller with stored state.
func callerCheckNodes(f *analysis.Function) []*analysis.Node {
	var out []*analysis.Node
	for _, n := range f.CFG().Nodes {
		if n.Kind == analysis.NodeGuard && n.Expr != nil && n.Scope != nil && callerCheck(n.Scope, n.Expr, n.Holds) {
			out = append(out, n)
		}
	}
	return out
}

// behindCheckOf reports whether every path to n passes a guard that compares the caller with v.
func behindCheckOf(f *analysis.Function, checks []*analysis.Node, n *analysis.Node, v *analysis.StateVar) bool {
	g := f.CFG()
	for _, c := range checks {
		found := map[*analysis.StateVar]callerGuard{}
		collectCallerGuards(c.Scope, c.Expr, found)
		if _, ok := found[v]; !ok {
			continue
		}
		if !g.Reachable([]*analysis.Node{g.Entry}, func(_, to *analysis.Node) bool { return to == c })[n.Index] {
			return true
		}
	}
	return false
}
