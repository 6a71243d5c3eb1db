package detector

import (
	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// ReturndataBomb reports a low-level call that caps the callee's gas, goes on when the call fails, and copies
// whatever the callee returns into memory.
//
// A gas cap says the caller means to survive a callee that misbehaves: it keeps gas for what follows the call
// (storing a failed message for a retry, paying the relayer, moving to the next item). But the copy of the
// returned data into the caller's memory is paid by the caller, and its cost grows with the square of its size:
// a callee that returns a few hundred kilobytes (cheap to it, with the gas it was given) makes the copy run the
// caller out of gas after the call. The whole transaction reverts, and the failure path never runs. Calls that
// revert when they fail are left out (the bomb changes nothing there), and so are calls after which the function
// neither writes state nor calls out (nothing was kept gas for), calls to this contract, to the caller itself,
// and to addresses fixed at deployment or set only under an access check.
var ReturndataBomb = &Detector{
	ID:    "dos-returndata-bomb",
	Title: "Gas-capped call copies unbounded return data",
	Description: "A low-level call to an address the caller does not control caps the callee's gas and handles its " +
		"failure, but copies all the data the callee returns into memory. The copy is paid by the caller, and " +
		"its cost grows with the square of the size: a callee that returns a large buffer makes the caller run " +
		"out of gas after the call, so the code meant to run when the call fails never runs.",
	Exploit: "A cross-chain receiver calls the message's target with gasleft() - 30000 and stores the message for a " +
		"retry when the call fails. The attacker sends a message to a contract that returns 500 KB of zeros: " +
		"copying them needs millions of gas, the delivery reverts every time, and the channel's later messages " +
		"are blocked behind it.",
	Recommendation: "Copy at most a fixed number of bytes of the return data (an assembly call with a bounded " +
		"output buffer, as ExcessivelySafeCall does), or do not keep the returned bytes of a call whose failure " +
		"must be handled.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-113",
	CWE:        "CWE-400",
	Requires:   []Requirement{RequireCFG, RequireDataFlow},
	Run:        runReturndataBomb,
}

func runReturndataBomb(p *Pass) error {
	facts := functionFacts(p.Model)
	for i := range facts {
		fx := &facts[i]
		f := fx.fn
		for _, s := range fx.calls {
			n, c := s.node, s.call
			if c.Kind != analysis.CallLowLevel || c.Name != "call" && c.Name != "staticcall" || c.Gas == nil || c.Target == nil {
				continue
			}
			if allGasLeft(n.Scope, c.Gas) || keptReturnData(n, c) == nil || revertsOnFailure(n, c) || c.Name == "staticcall" && staticcallRequired(n, c) {
				continue
			}
			if unpickedTarget(p.Model, n.Scope, c.Target) || !actsAfter(f, n) {
				continue
			}
			sc := n.Scope
			p.Report(Report{Function: f, File: sc.File, At: c.Expr,
				Message: funcLabel(f) + " calls " + Text(sc.File, c.Target) + " with a gas cap and goes on when the call fails, but copies all the data it returns into " +
					keptReturnData(n, c).Name + ": a callee that returns a huge buffer makes the copy run out of gas after the call, and the failure is never handled"})
		}
	}
	runYulReturndataBomb(p)
	return nil
}

// runYulReturndataBomb reports the same in inline assembly: a returndatacopy of all the data returned
// (returndatasize()) after a call whose gas operand is not gas(), to an address a caller picks, in a block that
// does not revert on the failure, in a function that acts after the block.
func runYulReturndataBomb(p *Pass) {
	asm := occurrencesOf(p.Model, wordAssembly)
	if !asm.any() {
		return
	}
	for _, f := range bodies(p.Model) {
		if !asm.in(f.File, f.Decl.Body.Range()) {
			continue
		}
		for _, n := range f.CFG().Nodes {
			as, ok := n.Stmt.(*solidity.AssemblyStatement)
			if !ok || as.Body == nil {
				continue
			}
			var capped *solidity.YulCall
			var copies []*solidity.YulCall
			reverts := false
			solidity.Preorder(as.Body, func(x solidity.Node) bool {
				if y, ok := x.(*solidity.YulCall); ok {
					switch y.Name {
					case "call", "staticcall":
						if len(y.Args) == 7 && y.Name == "call" || len(y.Args) == 6 && y.Name == "staticcall" {
							if g, ok := y.Args[0].(*solidity.YulCall); !ok || g.Name != "gas" {
								capped = y
							}
						}
					case "returndatacopy":
						if capped != nil && len(y.Args) == 3 {
							copies = append(copies, y)
						}
					case "revert", "invalid":
						reverts = true
					}
				}
				return true
			})
			if capped == nil || len(copies) == 0 || reverts {
				continue
			}
			binds := yulBindings(as)
			if !yulPicked(p.Model, n.Scope, binds, capped.Args[1], 0) || !actsAfter(f, n) {
				continue
			}
			for _, y := range copies {
				if !yulReturndataSize(binds, y.Args[2], 0) {
					continue
				}
				p.Report(Report{Function: f, File: n.Scope.File, At: y,
					Message: funcLabel(f) + " copies all the data returned by a gas-capped call in assembly, and goes on when the call fails: a callee that returns a huge buffer makes the copy run out of gas after the call, and the failure is never handled"})
				break
			}
		}
	}
}

// yulReturndataSize reports whether a Yul operand is returndatasize(), directly or through a variable bound to it.
func yulReturndataSize(binds map[string]solidity.YulExpr, e solidity.YulExpr, depth int) bool {
	switch x := e.(type) {
	case *solidity.YulCall:
		return x.Name == "returndatasize" && len(x.Args) == 0
	case *solidity.YulIdentifier:
		if v, ok := binds[x.Name]; ok && depth < 3 {
			return yulReturndataSize(binds, v, depth+1)
		}
	}
	return false
}

// yulPicked reports whether the address operand of an assembly call is a Solidity variable whose address a
// caller picks (unpickedTarget is false for it).
func yulPicked(m *analysis.Model, sc *analysis.Scope, binds map[string]solidity.YulExpr, e solidity.YulExpr, depth int) bool {
	x, ok := e.(*solidity.YulIdentifier)
	if !ok {
		return false
	}
	if v, ok := binds[x.Name]; ok {
		return depth < 3 && yulPicked(m, sc, binds, v, depth+1)
	}
	id := yulIdent(x)
	if sym := sc.Resolve(id); sym.Kind != analysis.SymParam && sym.Kind != analysis.SymLocal && sym.Kind != analysis.SymState {
		return false
	}
	return !unpickedTarget(m, sc, id)
}

// actsAfter reports whether code after node n of f changes state or makes a call (a write of the failed
// message, a payment to the relayer): what the gas cap was to keep gas for. A function that only returns or
// logs after the call loses nothing to a revert but the call's own effects.
func actsAfter(f *analysis.Function, n *analysis.Node) bool {
	g := f.CFG()
	after := g.After(n)
	for _, m := range g.Nodes {
		if m == n || !after[m.Index] {
			continue
		}
		if len(nodeWrites(m)) > 0 {
			return true
		}
		for _, c := range m.Calls() {
			switch c.Kind {
			case analysis.CallExternal, analysis.CallLowLevel, analysis.CallTransfer, analysis.CallSend:
				return true
			}
		}
	}
	return false
}

// allGasLeft reports whether a gas option forwards everything: {gas: gasleft()} caps nothing.
func allGasLeft(sc *analysis.Scope, gas solidity.Expr) bool {
	call, ok := solidity.Unparen(gas).(*solidity.CallExpr)
	if !ok || len(call.Args) != 0 {
		return false
	}
	id, ok := solidity.Unparen(call.Fun).(*solidity.Identifier)
	return ok && id.Name == "gasleft" && sc.Resolve(id).Kind == analysis.SymBuiltin
}

// keptReturnData returns the bytes local that keeps the data returned by call c at node n ((bool ok, bytes
// memory data) = target.call(…)), or nil.
func keptReturnData(n *analysis.Node, c *analysis.Call) *solidity.VariableDeclaration {
	switch st := n.Stmt.(type) {
	case *solidity.VariableDeclarationStatement:
		if len(st.Vars) == 2 && st.Vars[1] != nil && st.Value != nil && solidity.Unparen(st.Value) == solidity.Expr(c.Expr) {
			return st.Vars[1]
		}
	case *solidity.ExpressionStatement:
		a, ok := unparen(st.X).(*solidity.AssignExpr)
		if !ok || a.Op != "=" || solidity.Unparen(a.RHS) != solidity.Expr(c.Expr) {
			return nil
		}
		t, ok := solidity.Unparen(a.LHS).(*solidity.TupleExpr)
		if !ok || len(t.Elems) != 2 {
			return nil
		}
		if id, ok := solidity.Unparen(t.Elems[1]).(*solidity.Identifier); ok {
			return n.Scope.Resolve(id).Var
		}
	}
	return nil
}

// staticcallRequired reports whether the success flag of a staticcall is required: revertsOnFailure leaves
// staticcalls out, as their failure changes no state.
func staticcallRequired(n *analysis.Node, c *analysis.Call) bool {
	flag := successFlag(n, c)
	return flag != nil && laterGuardNames(n, flag)
}

// unpickedTarget reports whether the address a call goes to is not one an attacker picks: this contract, the
// caller itself, a constant or immutable, or state set only by constructors and under access checks.
func unpickedTarget(m *analysis.Model, sc *analysis.Scope, target solidity.Expr) bool {
	t := unwrapConversion(target)
	if isSelf(sc, t) || sc.Flow().Taint(t) == analysis.TaintSender {
		return true
	}
	v := storedSource(sc, t)
	if v == nil {
		return false
	}
	return v.Decl.Constant || v.Decl.Immutable || guardedSet(m, v)
}
