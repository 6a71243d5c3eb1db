package detector

import (
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// Collections kept behind a library (OpenZeppelin's EnumerableSet, hand-written lists with using-for) grow and
// are counted inside the library's functions, which take the collection as a storage parameter: set.add(x)
// pushes onto set's array, set.length() returns its length. These helpers follow such a parameter through the
// library's calls, so that a loop up to set.length() is seen to be bounded by what set.add grows.

// libraryCallDepth bounds how far the helpers follow a storage parameter from one library function to another
// (EnumerableSet's add calls _add, which pushes).
const libraryCallDepth = 3

// everyCallPasses reports whether f, an internal function, has callers, every one of them passes callerOK, and at
// every internal or library call of f in them each argument for a parameter in params (a bit mask by position)
// passes argOK, asked with the calling function's scope.
func everyCallPasses(m *analysis.Model, f *analysis.Function, params uint64, callerOK func(*analysis.Function) bool,
	argOK func(g *analysis.Function, gs *analysis.Scope, arg solidity.Expr) bool) bool {
	callers := m.CallGraph().Callers(f)
	if len(callers) == 0 {
		return false
	}
	for _, g := range callers {
		if g.Decl.Body == nil || !callerOK(g) {
			return false
		}
		gs := g.Scope()
		for _, c := range gs.Calls() {
			if c.Callee != f || (c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary) {
				continue
			}
			for i := 0; i < len(f.Decl.Params) && i < 64; i++ {
				if params&(1<<uint(i)) == 0 {
					continue
				}
				if arg := storageCollectionArg(c, i); arg == nil || !argOK(g, gs, arg) {
					return false
				}
			}
		}
	}
	return true
}

// storageCollectionArg returns the expression a library or internal call passes as the callee's parameter i,
// counting the receiver of x.f(a) through using-for as the first parameter, or nil.
func storageCollectionArg(c *analysis.Call, i int) solidity.Expr {
	if c.Callee == nil || c.Expr == nil {
		return nil
	}
	off := 0
	if c.Kind == analysis.CallLibrary && c.Target != nil && len(c.Expr.Args) < len(c.Callee.Decl.Params) {
		if i == 0 {
			return c.Target
		}
		off = 1
	}
	if j := i - off; j >= 0 && j < len(c.Expr.Args) {
		return c.Expr.Args[j]
	}
	return nil
}

// libraryGrowth returns the state variable that a library call c (x.add(v), L.push(x, v)) grows by pushing onto
// an array inside the storage collection it is passed, or nil.
func libraryGrowth(sc *analysis.Scope, c *analysis.Call) *analysis.StateVar {
	if c.Kind != analysis.CallLibrary || c.Callee == nil || c.Callee.Decl.Body == nil {
		return nil
	}
	for i, p := range c.Callee.Decl.Params {
		if p == nil || p.Location != solidity.LocationStorage {
			continue
		}
		if arg := storageCollectionArg(c, i); arg != nil && growsParam(c.Callee, i, 0) {
			if v := stateVarOf(sc, arg); v != nil {
				return v
			}
		}
	}
	return nil
}

// growsParam reports whether f pushes onto an array inside its storage parameter i (or increments such an
// array's length), directly or through a library or internal call it passes the parameter to.
func growsParam(f *analysis.Function, i int, depth int) bool {
	if f == nil || f.Decl.Body == nil || i >= len(f.Decl.Params) || depth > libraryCallDepth {
		return false
	}
	p := f.Decl.Params[i]
	sc := f.Scope()
	rooted := func(e solidity.Expr) bool { return sc.RootVar(e).Var == p }
	grows := false
	solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
		switch e := x.(type) {
		case *solidity.CallExpr:
			if ma, ok := e.Fun.(*solidity.MemberAccess); ok && ma.Member == "push" && rooted(ma.X) {
				if t := sc.TypeOf(ma.X); t != nil && t.Kind == analysis.TypeArray {
					grows = true
				}
			}
		case *solidity.UnaryExpr:
			grows = grows || e.Op == "++" && isLengthOf(sc, e.X) && rooted(e.X)
		}
		return !grows
	})
	if grows {
		return true
	}
	for _, c := range sc.Calls() {
		if (c.Kind != analysis.CallLibrary && c.Kind != analysis.CallInternal) || c.Callee == nil || c.Callee == f {
			continue
		}
		for j, q := range c.Callee.Decl.Params {
			if q == nil || q.Location != solidity.LocationStorage {
				continue
			}
			if arg := storageCollectionArg(c, j); arg != nil && rooted(arg) && growsParam(c.Callee, j, depth+1) {
				return true
			}
		}
	}
	return false
}

// libraryLength returns the state variable whose array's length a library call c (x.length()) returns, or nil.
func libraryLength(sc *analysis.Scope, c *analysis.Call) *analysis.StateVar {
	if c.Kind != analysis.CallLibrary || c.Callee == nil || c.Callee.Decl.Body == nil {
		return nil
	}
	for i, p := range c.Callee.Decl.Params {
		if p == nil || p.Location != solidity.LocationStorage {
			continue
		}
		if arg := storageCollectionArg(c, i); arg != nil && returnsLengthOf(c.Callee, i, 0) {
			if v := stateVarOf(sc, arg); v != nil {
				return v
			}
		}
	}
	return nil
}

// returnsLengthOf reports whether f returns the length of an array inside its storage parameter i, directly
// or as the result of a library or internal call it passes the parameter to.
func returnsLengthOf(f *analysis.Function, i int, depth int) bool {
	if f == nil || f.Decl.Body == nil || i >= len(f.Decl.Params) || depth > libraryCallDepth {
		return false
	}
	p := f.Decl.Params[i]
	sc := f.Scope()
	found, other := false, false
	solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
		r, ok := x.(*solidity.ReturnStatement)
		if !ok {
			return true
		}
		switch v := unparen(r.Value).(type) {
		case *solidity.MemberAccess:
			if isLengthOf(sc, v) && sc.RootVar(v.X).Var == p {
				found = true
				return false
			}
		case *solidity.CallExpr:
			if c := sc.CallOf(v); c != nil && (c.Kind == analysis.CallLibrary || c.Kind == analysis.CallInternal) && c.Callee != f {
				for j := range c.Callee.Decl.Params {
					if arg := storageCollectionArg(c, j); arg != nil && sc.RootVar(arg).Var == p && returnsLengthOf(c.Callee, j, depth+1) {
						found = true
						return false
					}
				}
			}
		}
		other = true
		return false
	})
	return found && !other
}
