package analysis

import (
	"github.com/vigilsec/vigil/solidity"
)

// Counter guards, OpenZeppelin 2's ReentrancyGuard:
//
//	_guardCounter += 1;
//	uint256 localCounter = _guardCounter;
//	_;
//	require(localCounter == _guardCounter);
//
// A nested call of any function so guarded bumps the counter, and the outer call's final check then reverts
// everything the nested call did. The nodes after the counter is saved that reach the check run under the lock.

// counterLocked returns locked with the nodes of f's graph under a counter guard marked; locked is reused when
// not nil.
func counterLocked(f *Function, locked []bool) []bool {
	g := f.CFG()
	for _, check := range g.Nodes {
		if check.Kind != NodeGuard || check.Expr == nil || check.Scope == nil {
			continue
		}
		be, ok := solidity.Unparen(check.Expr).(*solidity.BinaryExpr)
		if !ok || be.Op != "==" {
			continue
		}
		sc := check.Scope
		local, counter := counterOperands(sc, be.X, be.Y)
		if local == nil {
			local, counter = counterOperands(sc, be.Y, be.X)
		}
		if local == nil {
			continue
		}
		save := counterSave(g, sc, local, counter)
		if save == nil || !counterBumped(g, save, counter) {
			continue
		}
		before := g.Before(check)
		free := make([]bool, len(g.Nodes))
		grdAvoiding(g, save, free)
		for i, n := range g.Nodes {
			if !free[i] && n != save && n != check && before[i] {
				if locked == nil {
					locked = make([]bool, len(g.Nodes))
				}
				locked[i] = true
			}
		}
	}
	return locked
}

// counterOperands returns the local a and the state variable b when a names a local and b a state variable.
func counterOperands(sc *Scope, a, b solidity.Expr) (*solidity.VariableDeclaration, *StateVar) {
	la, ok := solidity.Unparen(a).(*solidity.Identifier)
	if !ok {
		return nil, nil
	}
	lb, ok := solidity.Unparen(b).(*solidity.Identifier)
	if !ok {
		return nil, nil
	}
	sa, sb := sc.Resolve(la), sc.Resolve(lb)
	if sa.Kind != SymLocal || sa.Var == nil || sb.Kind != SymState {
		return nil, nil
	}
	return sa.Var, sb.State
}

// counterSave returns the node that declares local v with the counter's value as its initial value.
func counterSave(g *CFG, sc *Scope, v *solidity.VariableDeclaration, counter *StateVar) *Node {
	init, ok := solidity.Unparen(sc.Init(v)).(*solidity.Identifier)
	if !ok || sc.Resolve(init).State != counter {
		return nil
	}
	for _, n := range g.Nodes {
		if ds, ok := n.Stmt.(*solidity.VariableDeclarationStatement); ok && n.Scope == sc {
			for _, d := range ds.Vars {
				if d == v {
					return n
				}
			}
		}
	}
	return nil
}

// counterBumped reports whether the counter is incremented (c += 1, c++, ++c) on every path to the save node.
func counterBumped(g *CFG, save *Node, counter *StateVar) bool {
	for _, n := range g.Nodes {
		if n == save || n.Scope == nil {
			continue
		}
		bumps := false
		for _, w := range n.Writes() {
			if w.Var != counter {
				continue
			}
			switch x := n.Own().(type) {
			case *solidity.AssignExpr:
				bumps = x.Op == "+=" && x.LHS == w.At
			case *solidity.UnaryExpr:
				bumps = x.Op == "++" && x.X == w.At
			}
		}
		if !bumps {
			continue
		}
		free := make([]bool, len(g.Nodes))
		grdAvoiding(g, n, free)
		if !free[save.Index] {
			return true
		}
	}
	return false
}
