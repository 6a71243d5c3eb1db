package detector

import (
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// Signed messages consumed through the state they are checked against, rather than through a used-hash record:
// how payment and state channels keep a balance proof from being accepted twice.
//
//   - A watermark: a signed value must exceed a stored one, which the function then raises to it
//     (require(cumulative > c.withdrawn); c.withdrawn = cumulative; require(_seq > seq); seq = _seq). A replay
//     no longer exceeds it.
//   - A one-shot state: the function requires a flag or a record and then turns it off (require(!closed);
//     closed = true; require(c.open); c.open = false; require(c.sender != address(0)); delete channels[id]),
//     the flag being the contract's own (set only one way) or a field of the record the signed message names.

// consumedByState reports whether entry (with the internal functions it calls) keeps the message whose hash
// is traced as hash from being accepted twice through the state it checks and changes.
func consumedByState(cg *analysis.CallGraph, entry *analysis.Function, hash *sigLeaves) bool {
	if len(hash.params) == 0 && len(hash.state) == 0 {
		return false
	}
	fns := []*analysis.Function{entry}
	seen := map[*analysis.Function]bool{entry: true}
	for i := 0; i < len(fns) && i < 8; i++ {
		for _, c := range fns[i].Scope().Calls() {
			if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && !seen[c.Callee] &&
				c.Callee.Decl.Body != nil {
				seen[c.Callee] = true
				fns = append(fns, c.Callee)
			}
		}
	}
	// The state writes of those functions: assignments and deletions.
	type write struct {
		fn  *analysis.Function
		lhs solidity.Expr
		rhs solidity.Expr // nil for a deletion
	}
	var writes []write
	for _, f := range fns {
		if len(f.WrittenState()) == 0 {
			continue
		}
		sc := f.Scope()
		solidity.Preorder(f.Decl.Body, func(n solidity.Node) bool {
			switch x := n.(type) {
			case *solidity.AssignExpr:
				if x.Op == "=" && sc.RootVar(x.LHS).Kind == analysis.SymState {
					writes = append(writes, write{f, x.LHS, x.RHS})
				}
			case *solidity.UnaryExpr:
				if x.Op == "delete" && (sc.RootVar(x.X).Kind == analysis.SymState || storagePointer(sc, x.X)) {
					writes = append(writes, write{f, x.X, nil})
				}
			}
			return true
		})
	}
	if len(writes) == 0 {
		return false
	}
	written := func(f *analysis.Function, place solidity.Expr, ok func(w write) bool) bool {
		key := keyText(f.File.Src, place)
		for _, w := range writes {
			if w.fn.File == f.File && sameKey(keyText(w.fn.File.Src, w.lhs), key) && ok(w) {
				return true
			}
		}
		return false
	}
	// deleted reports whether the record holding place (a field of channels[id], through a storage pointer
	// or not) is deleted.
	deleted := func(f *analysis.Function, place solidity.Expr) bool {
		ma, ok := unparen(place).(*solidity.MemberAccess)
		if !ok {
			return false
		}
		keys, root := entryKeys(f.Scope(), ma.X, 0)
		if root == nil || len(keys) == 0 {
			return false
		}
		for _, w := range writes {
			if w.rhs != nil {
				continue
			}
			if wk, wr := entryKeys(w.fn.Scope(), w.lhs, 0); wr == root && len(wk) == len(keys) {
				same := true
				for i := range wk {
					if !sameKey(keyText(w.fn.File.Src, wk[i]), keyText(f.File.Src, keys[i])) {
						same = false
					}
				}
				if same {
					return true
				}
			}
		}
		return false
	}
	signedParam := func(f *analysis.Function, e solidity.Expr) *solidity.VariableDeclaration {
		id, ok := unparen(e).(*solidity.Identifier)
		if ix, isIx := unparen(e).(*solidity.IndexAccess); isIx && ix.Index != nil {
			id, ok = unparen(ix.X).(*solidity.Identifier) // an element of a signed batch: times[i]
		}
		if !ok {
			return nil
		}
		sym := f.Scope().Resolve(id)
		if sym.Var == nil || (sym.Kind != analysis.SymParam && sym.Kind != analysis.SymLocal) {
			return nil
		}
		if !traceSig(cg, f, e).sharesParam(hash) {
			return nil
		}
		return sym.Var
	}
	// boundPlace reports whether the stored place a guard tests belongs to the signed message: a field of a
	// record keyed by what the hash signs, or one of the contract's own variables, which every message shares.
	boundPlace := func(f *analysis.Function, place solidity.Expr) bool {
		switch x := unparen(place).(type) {
		case *solidity.Identifier:
			return f.Scope().Resolve(x).Kind == analysis.SymState
		case *solidity.MemberAccess:
			keys, root := entryKeys(f.Scope(), x.X, 0)
			if root == nil || len(keys) == 0 {
				return false
			}
			for _, k := range keys {
				if traceSig(cg, f, k).sharesParam(hash) {
					return true
				}
			}
		}
		return false
	}
	literal := func(e solidity.Expr, want bool) bool {
		switch x := unparen(e).(type) {
		case *solidity.BoolLiteral:
			return x.Value == want
		}
		return false
	}
	// onlyOneWay reports whether every write of the contract's own flag v, outside constructors, sets it to
	// value: once turned, it stays.
	onlyOneWay := func(f *analysis.Function, place solidity.Expr, value bool) bool {
		id, ok := unparen(place).(*solidity.Identifier)
		if !ok || f.Contract == nil {
			return !ok // a record's field: the record's key binds it
		}
		v := f.Scope().Resolve(id).State
		if v == nil {
			return false
		}
		good := true
		for g := range f.Contract.HierarchyBodies() {
			if g.IsConstructor() || !containsState(g.WrittenState(), v) {
				continue
			}
			gs := g.Scope()
			solidity.Preorder(g.Decl.Body, func(n solidity.Node) bool {
				if a, ok := n.(*solidity.AssignExpr); ok {
					if lid, ok := unparen(a.LHS).(*solidity.Identifier); ok && gs.Resolve(lid).State == v && !literal(a.RHS, value) {
						good = false
					}
				}
				return good
			})
		}
		return good
	}
	stateRooted := func(f *analysis.Function, e solidity.Expr) bool {
		switch x := unparen(e).(type) {
		case *solidity.Identifier:
			return f.Scope().RootVar(e).Kind == analysis.SymState
		case *solidity.MemberAccess:
			if f.Scope().RootVar(e).Kind == analysis.SymState {
				return true
			}
			_, root := entryKeys(f.Scope(), x.X, 0) // a field read through a storage pointer
			return root != nil
		}
		return false
	}
	for _, f := range fns {
		sc := f.Scope()
		for _, n := range f.CFG().Nodes {
			if n.Kind != analysis.NodeGuard || n.Expr == nil || n.Scope != sc {
				continue
			}
			// The conjuncts the guard requires (of require(a && b), or the negation of if (a || b) revert), each
			// with whether it must hold or fail.
			type cond struct {
				e     solidity.Expr
				holds bool
			}
			var conds []cond
			var split func(e solidity.Expr, holds bool)
			split = func(e solidity.Expr, holds bool) {
				e = unparen(e)
				if b, ok := e.(*solidity.BinaryExpr); ok && (holds && b.Op == "&&" || !holds && b.Op == "||") {
					split(b.X, holds)
					split(b.Y, holds)
					return
				}
				if u, ok := e.(*solidity.UnaryExpr); ok && u.Op == "!" {
					split(u.X, !holds)
					return
				}
				conds = append(conds, cond{e, holds})
			}
			split(n.Expr, n.Holds)
			for _, c := range conds {
				switch x := c.e.(type) {
				case *solidity.BinaryExpr:
					op := x.Op
					if !c.holds {
						op = negatedComparison[op]
					}
					hi, lo := x.X, x.Y
					switch op {
					case "<":
						hi, lo = x.Y, x.X
					case ">":
					case "!=":
						// require(c.sender != address(0)) and the record deleted.
						for _, pair := range [2][2]solidity.Expr{{x.X, x.Y}, {x.Y, x.X}} {
							if stateRooted(f, pair[0]) && (isZeroAddress(pair[1]) || isZeroLiteral(pair[1])) &&
								boundPlace(f, pair[0]) && deleted(f, pair[0]) {
								return true
							}
						}
						continue
					default:
						continue
					}
					v := signedParam(f, hi)
					if v == nil || !stateRooted(f, lo) {
						continue
					}
					if written(f, lo, func(w write) bool {
						id, ok := unparen(w.rhs).(*solidity.Identifier)
						if ok && w.fn == f && sc.Resolve(id).Var == v {
							return true
						}
						// Raised to the clock, which the signed time may not pass (require(t > updatedAt &&
						// t <= block.timestamp); updatedAt = block.timestamp): a replay no longer exceeds it.
						return w.fn == f && w.rhs != nil && isClock(sc, unwrapTypeConversions(sc, w.rhs)) && notPastClock(f, hi)
					}) {
						return true
					}
				case *solidity.Identifier, *solidity.MemberAccess:
					if !stateRooted(f, x) || !boundPlace(f, x) {
						continue
					}
					if c.holds {
						// require(c.open); c.open = false (or the record deleted).
						if onlyOneWay(f, x, false) &&
							(written(f, x, func(w write) bool { return w.rhs != nil && literal(w.rhs, false) }) || deleted(f, x)) {
							return true
						}
					} else {
						// require(!closed); closed = true.
						if onlyOneWay(f, x, true) &&
							written(f, x, func(w write) bool { return w.rhs != nil && literal(w.rhs, true) }) {
							return true
						}
					}
				}
			}
		}
	}
	return false
}

// notPastClock reports whether a require of f keeps the value e at or below the clock (e <= block.timestamp).
func notPastClock(f *analysis.Function, e solidity.Expr) bool {
	sc := f.Scope()
	key := keyText(f.File.Src, e)
	found := false
	for _, n := range f.CFG().Nodes {
		if n.Kind != analysis.NodeGuard || n.Expr == nil || n.Scope != sc || !n.Holds {
			continue
		}
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			b, ok := x.(*solidity.BinaryExpr)
			if !ok || found {
				return !found
			}
			lo, hi := b.X, b.Y // lo <= hi
			switch b.Op {
			case "<=", "<":
			case ">=", ">":
				lo, hi = b.Y, b.X
			default:
				return b.Op == "&&"
			}
			found = sameKey(keyText(f.File.Src, lo), key) && isClock(sc, hi)
			return false
		})
		if found {
			return true
		}
	}
	return false
}

// storagePointer reports whether e is a local storage pointer (delete c, with c = channels[id]).
func storagePointer(sc *analysis.Scope, e solidity.Expr) bool {
	id, ok := unparen(e).(*solidity.Identifier)
	if !ok {
		return false
	}
	sym := sc.Resolve(id)
	return sym.Kind == analysis.SymLocal && sym.Var != nil && sym.Var.Location == solidity.LocationStorage
}

func containsState(vs []*analysis.StateVar, v *analysis.StateVar) bool {
	for _, w := range vs {
		if w == v {
			return true
		}
	}
	return false
}

// negatedComparison maps a comparison to the one that holds when it fails.
var negatedComparison = map[string]string{"==": "!=", "!=": "==", "<": ">=", ">=": "<", ">": "<=", "<=": ">"}
