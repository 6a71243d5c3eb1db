package detector

import (
	"slices"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// This file decides when a function that re-enters during an external call cannot take advantage of a state
// variable the caller has not written yet. It does when it only updates the variable in place (v += x, or
// v -= x under checked arithmetic, which reverts rather than go below zero) and either the late write is an
// in-place update as well, so that the two updates compose in some order, or what it adds is only the ether it
// pays in: a deposit during a withdrawal's call loses the depositor's own ether at worst.

// inertReader reports whether reader, re-entered while w is pending, can do nothing with v's stale value.
func inertReader(reader *analysis.Function, w write) bool {
	paysIn, ok := updatesInPlaceOnly(reader, w.v)
	if ok && (paysIn || updatesInPlace(w)) {
		return true
	}
	// A reader that takes entries whole and clears them (a claim: amount = owed[a]; owed[a] = 0; pay amount)
	// composes with a late in-place update in either order: it takes the entry as it stands, and the update
	// applies to what it left (a later claim pays an addition; a subtraction from the cleared entry reverts).
	return updatesInPlace(w) && clearsWhatItReads(reader, w.v)
}

// clearsWhatItReads reports whether every read of v in f is of an entry (v[k], v[k][j]) that f also clears
// (v[k] = 0 or delete v[k], the same entry by its text), and f clears one at least. A read of the whole
// variable, through an internal function, or of an entry f does not clear makes it false.
func clearsWhatItReads(f *analysis.Function, v *analysis.StateVar) bool {
	var read, cleared [][]byte
	ok := true
	for _, n := range f.CFG().Nodes {
		own := n.Own()
		if own == nil || n.Scope == nil {
			continue
		}
		sc := n.Scope
		for _, c := range analysis.NodeCalls(n) {
			if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && readsState(c.Callee, v, 0) {
				return false
			}
		}
		if !nodeTouches(n, v) {
			continue
		}
		solidity.Preorder(own, func(x solidity.Node) bool {
			if !ok {
				return false
			}
			switch a := x.(type) {
			case *solidity.AssignExpr:
				if sym := sc.RootVar(a.LHS); sym.Kind == analysis.SymState && sym.State == v {
					if a.Op != "=" || !isZeroLiteral(a.RHS) {
						ok = false // another write of v: the question is inPlace's, not this one's
						return false
					}
					if _, entry := unparen(a.LHS).(*solidity.IndexAccess); !entry {
						ok = false
						return false
					}
					cleared = append(cleared, keyText(sc.File.Src, a.LHS))
					return false
				}
			case *solidity.UnaryExpr:
				if a.Op == "delete" {
					if sym := sc.RootVar(a.X); sym.Kind == analysis.SymState && sym.State == v {
						if _, entry := unparen(a.X).(*solidity.IndexAccess); !entry {
							ok = false
						}
						cleared = append(cleared, keyText(sc.File.Src, a.X))
						return false
					}
				}
			case *solidity.IndexAccess:
				if sym := sc.RootVar(a); sym.Kind == analysis.SymState && sym.State == v {
					read = append(read, keyText(sc.File.Src, a))
					return false
				}
			case *solidity.Identifier:
				if sym := sc.Resolve(a); sym.Kind == analysis.SymState && sym.State == v {
					ok = false // the whole variable, or an entry reached another way
				}
			}
			return ok
		})
		if !ok {
			return false
		}
	}
	if len(cleared) == 0 {
		return false
	}
	for _, r := range read {
		if !slices.ContainsFunc(cleared, func(c []byte) bool { return sameKey(c, r) }) {
			return false
		}
	}
	return true
}

// nodeTouches reports whether node n reads or writes v itself.
func nodeTouches(n *analysis.Node, v *analysis.StateVar) bool {
	for _, r := range n.Reads() {
		if r.Var == v {
			return true
		}
	}
	for _, w := range n.Writes() {
		if w.Var == v {
			return true
		}
	}
	return false
}

// updatesInPlace reports whether the late write w is itself an in-place update: v op= x with op += (or -= under
// checked arithmetic), or v++ / v--.
func updatesInPlace(w write) bool {
	if w.node == nil || w.node.Scope == nil {
		return false
	}
	own := w.node.Own()
	if own == nil {
		return false
	}
	found := false
	solidity.Preorder(own, func(n solidity.Node) bool {
		if found {
			return false
		}
		switch x := n.(type) {
		case *solidity.AssignExpr:
			if x.LHS == w.at {
				op := x.Op
				if op == "=" {
					op, _ = rmwOp(w.node, x)
				}
				found = inPlaceOp(op, w.node)
			}
		case *solidity.UnaryExpr:
			if x.X == w.at && (x.Op == "++" || x.Op == "--") {
				found = inPlaceOp(x.Op, w.node)
			}
		}
		return !found
	})
	return found
}

// inPlaceOp reports whether an update with op at node n keeps the variable consistent under any order of
// updates: additions always (a sum does not depend on the order), subtractions only where arithmetic is checked.
func inPlaceOp(op string, n *analysis.Node) bool {
	switch op {
	case "+=", "++":
		return true
	case "-=", "--":
		return !n.Unchecked && n.Scope.Model.Checked(n.Scope.File)
	}
	return false
}

// updatesInPlaceOnly reports whether every read of v in f is the left side of an in-place update of v, and
// whether each of those only adds msg.value (paysIn). A read through an internal function, or anywhere else,
// makes ok false.
func updatesInPlaceOnly(f *analysis.Function, v *analysis.StateVar) (paysIn, ok bool) {
	paysIn, ok = true, true
	updates := 0
	for _, n := range f.CFG().Nodes {
		own := n.Own()
		if own == nil || n.Scope == nil {
			continue
		}
		for _, c := range analysis.NodeCalls(n) {
			if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && readsState(c.Callee, v, 0) {
				return false, false
			}
		}
		reads := 0
		for _, r := range n.Reads() {
			if r.Var == v {
				reads++
			}
		}
		if reads == 0 {
			continue
		}
		// Each read must be the root of the left side of an in-place update of v, with no other use of v in
		// the update (v[v[k]] += 1 reads v to pick the key).
		inPlace := 0
		solidity.Preorder(own, func(x solidity.Node) bool {
			var lhs, amount solidity.Expr
			var op string
			var rmw *solidity.AssignExpr // the plain assignment that updates v in place, x = x + a
			switch a := x.(type) {
			case *solidity.AssignExpr:
				lhs, amount, op = a.LHS, a.RHS, a.Op
				if op == "=" {
					op, amount = rmwOp(n, a)
					if op != "" {
						rmw = a
					}
				}
			case *solidity.UnaryExpr:
				if a.Op != "++" && a.Op != "--" {
					return true
				}
				lhs, op = a.X, a.Op
			default:
				return true
			}
			if sym := n.Scope.RootVar(lhs); sym.Kind != analysis.SymState || sym.State != v || !inPlaceOp(op, n) {
				return true
			}
			if len(n.Scope.StateReads(lhs)) != 1 || (amount != nil && usesVar(n.Scope, amount, v)) {
				return true
			}
			if rmw != nil {
				// x = x + a reads v in the operand, and in the left side when the node counts it.
				for _, r := range n.Scope.StateReads(rmw) {
					if r.Var == v {
						inPlace++
					}
				}
				inPlace--
			}
			inPlace++
			if op != "+=" || n.Scope.Flow().Taint(amount) != analysis.TaintValue {
				paysIn = false
			}
			return false
		})
		if inPlace != reads {
			return false, false
		}
		updates += inPlace
	}
	return paysIn && updates > 0, true
}

// usesVar reports whether e reads v.
func usesVar(sc *analysis.Scope, e solidity.Expr, v *analysis.StateVar) bool {
	for _, r := range sc.StateReads(e) {
		if r.Var == v {
			return true
		}
	}
	return false
}

// readsState reports whether f reads v, itself or through the internal functions it calls (a few calls deep;
// deeper counts as a read).
func readsState(f *analysis.Function, v *analysis.StateVar, depth int) bool {
	if f == nil || f.Decl.Body == nil {
		return false
	}
	if depth > 3 {
		return true
	}
	sc := f.Scope()
	for _, r := range sc.StateReads(f.Decl.Body) {
		if r.Var == v {
			return true
		}
	}
	for _, c := range sc.Calls() {
		if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Callee != f && readsState(c.Callee, v, depth+1) {
			return true
		}
	}
	return false
}

// rechecked reports whether the late write w is preceded, after the call, by a check of the variable it writes:
// a guard that reads it again (require(isOperationReady(id)) before marking the operation done). A re-entrant
// call that changed the variable then makes the check fail, so the write never acts on a stale value. after
// marks the nodes after the call. When a helper makes the write, the helper's own checks count.
func rechecked(g *analysis.CFG, after []bool, w write) bool {
	if call, ok := w.at.(*solidity.CallExpr); ok && w.node.Scope != nil {
		if c := w.node.Scope.CallOf(call); c != nil && c.Callee != nil && guardsRead(c.Callee.CFG().Nodes, nil, -1, w.v) {
			return true
		}
	}
	return guardsRead(g.Nodes, after, w.node.Index, w.v)
}

// guardsRead reports whether the condition of a guard among nodes (those marked in within, before index limit,
// when given) reads v, itself or through the internal functions it calls. Values the guard only passes to an
// external call (require(token.transfer(to, balances[a]))) are not checks of v.
func guardsRead(nodes []*analysis.Node, within []bool, limit int, v *analysis.StateVar) bool {
	for _, m := range nodes {
		if m.Kind != analysis.NodeGuard || m.Expr == nil || m.Scope == nil || (within != nil && !within[m.Index]) || (limit >= 0 && m.Index >= limit) {
			continue
		}
		sc, found := m.Scope, false
		solidity.Preorder(m.Expr, func(x solidity.Node) bool {
			if found {
				return false
			}
			switch x := x.(type) {
			case *solidity.CallExpr:
				c := sc.CallOf(x)
				if c == nil {
					return true
				}
				switch c.Kind {
				case analysis.CallInternal, analysis.CallLibrary:
					found = c.Callee != nil && readsState(c.Callee, v, 0)
				case analysis.CallExternal, analysis.CallLowLevel, analysis.CallSend, analysis.CallTransfer:
					return false
				}
			case *solidity.Identifier:
				if sym := sc.Resolve(x); sym.Kind == analysis.SymState && sym.State == v {
					found = true
				}
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// rmwOp returns the in-place update a plain assignment x = … amounts to, and the amount it adds or subtracts:
// "+=" for x = x + a, x = a + x, or a call of a function adding its two parameters with x as one operand
// (SafeMath's x.add(a), safeAdd(x, a)); "-=" for x = x - a, or a function subtracting its second parameter from
// its first, given x first. For a subtracting function that checks (SafeMath's sub reverts below zero), "-="
// comes back as "+=": in any order the updates compose as checked subtractions do. "" otherwise.
func rmwOp(n *analysis.Node, a *solidity.AssignExpr) (string, solidity.Expr) {
	sc := n.Scope
	if sc == nil || sc.File == nil {
		return "", nil
	}
	same := func(e solidity.Expr) bool {
		return e != nil && sameKey(keyText(sc.File.Src, e), keyText(sc.File.Src, a.LHS))
	}
	switch r := unparen(a.RHS).(type) {
	case *solidity.BinaryExpr:
		switch {
		case r.Op == "+" && same(r.X):
			return "+=", r.Y
		case r.Op == "+" && same(r.Y):
			return "+=", r.X
		case r.Op == "-" && same(r.X):
			return "-=", r.Y
		}
	case *solidity.CallExpr:
		c := sc.CallOf(r)
		if c == nil || (c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary) || c.Callee == nil {
			return "", nil
		}
		args := c.Args
		if libraryOffset(c) == 1 {
			args = append([]solidity.Expr{c.Target}, args...)
		}
		if len(args) != 2 {
			return "", nil
		}
		op, checked := arithmeticOf(c.Callee)
		switch {
		case op == "+" && same(args[0]):
			return "+=", args[1]
		case op == "+" && same(args[1]):
			return "+=", args[0]
		case op == "-" && same(args[0]) && checked:
			return "+=", args[1] // composes under any order, as a checked subtraction does
		case op == "-" && same(args[0]):
			return "-=", args[1]
		}
	}
	return "", nil
}

// arithmeticOf returns "+" when f, of two parameters, returns their sum, "-" when it returns the first minus
// the second, and whether it checks the result (a guard in its body, or checked arithmetic): SafeMath's add and
// sub, safeAdd and safeSub.
func arithmeticOf(f *analysis.Function) (op string, checked bool) {
	if f.Decl.Body == nil || len(f.Decl.Params) != 2 || len(f.Decl.Returns) != 1 {
		return "", false
	}
	p0, p1 := f.Decl.Params[0], f.Decl.Params[1]
	if p0 == nil || p1 == nil {
		return "", false
	}
	sc := f.Scope()
	is := func(e solidity.Expr, p *solidity.VariableDeclaration) bool {
		id, ok := unparen(e).(*solidity.Identifier)
		return ok && sc.Resolve(id).Var == p
	}
	solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
		if b, ok := x.(*solidity.BinaryExpr); ok && op == "" {
			switch {
			case b.Op == "+" && (is(b.X, p0) && is(b.Y, p1) || is(b.X, p1) && is(b.Y, p0)):
				op = "+"
			case b.Op == "-" && is(b.X, p0) && is(b.Y, p1):
				op = "-"
			}
		}
		return op == ""
	})
	if op == "" {
		return "", false
	}
	for _, n := range f.CFG().Nodes {
		if n.Kind == analysis.NodeGuard {
			return op, true
		}
	}
	return op, f.Model().Checked(f.File)
}
