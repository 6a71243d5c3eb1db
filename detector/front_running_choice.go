package detector

import (
	"fmt"
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// FrontRunningChoice reports games where players submit their choices in clear and the payout is decided by
// those choices alone: the last player reads the others' and picks the winning one.
var FrontRunningChoice = &Detector{
	ID:    "front-running-choice",
	Title: "Players' choices visible before the outcome",
	Description: "A payable function stores a choice the caller submits (a number, a move) in contract state, " +
		"and ether is paid out on a condition made of the stored choices alone. Contract storage and pending " +
		"transactions are public: a player who joins after another reads the earlier choice and submits the " +
		"one that wins.",
	Exploit: "In a two-player odds-and-evens game the second player reads the first player's number from storage " +
		"(or from the pending transaction) and sends the number that makes the sum come out in its favour.",
	Recommendation: "Use commit-reveal: players first submit keccak256(choice, salt), and reveal choice and salt " +
		"only once every commitment is in; pay out from the revealed choices.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-114",
	CWE:        "CWE-362",
	Requires:   []Requirement{RequireCFG, RequireDataFlow},
	Run:        runFrontRunningChoice,
}

// choiceStore is a state variable where a payable function stores a choice its caller submits.
type choiceStore struct {
	f    *analysis.Function
	at   solidity.Node
	node *analysis.Node
}

func runFrontRunningChoice(p *Pass) error {
	stores := map[*analysis.StateVar]choiceStore{}
	for _, f := range entries(p.Model) {
		if f.Decl.Mutability != solidity.MutabilityPayable || len(f.Decl.Params) == 0 {
			continue
		}
		for _, n := range f.CFG().Nodes {
			if n.Scope != f.Scope() {
				continue
			}
			if len(n.Writes()) == 0 || !n.HasOwn() {
				continue
			}
			sc, fl := n.Scope, n.Scope.Flow()
			solidity.Preorder(n.Own(), func(x solidity.Node) bool {
				a, ok := x.(*solidity.AssignExpr)
				if !ok || a.Op != "=" {
					return true
				}
				v := stateVarOf(sc, a.LHS)
				if v == nil {
					return true
				}
				// The caller's own choice: a parameter, not ether sent.
				if t := fl.Taint(a.RHS); !t.Has(analysis.TaintParam) || t.Has(analysis.TaintValue) {
					return true
				}
				if _, seen := stores[v]; !seen {
					stores[v] = choiceStore{f: f, at: a, node: n}
				}
				return true
			})
		}
	}
	if len(stores) == 0 {
		return nil
	}
	reported := map[*analysis.StateVar]bool{}
	storing := map[*analysis.Function]bool{} // the functions that store a choice
	for _, st := range stores {
		storing[st.f] = true
	}
	for _, g := range bodies(p.Model) {
		gsc := g.Scope()
		if !slices.ContainsFunc(gsc.Calls(), sendsEtherTo) {
			continue
		}
		cfg := g.CFG()
		for _, c := range cfg.Nodes {
			if c.Kind != analysis.NodeCond || c.Expr == nil || c.Scope == nil {
				continue
			}
			// In a function that takes a choice itself, the caller's choice may meet a stored one
			// (rock-paper-scissors' second move against the first): the caller read the stored one first.
			v, withParam := choiceCondition(c.Scope, c.Expr, stores, storing[g])
			if v == nil || reported[v] {
				continue
			}
			if withParam && stores[v].f == g {
				// The stored choice must be an earlier caller's: a store of this call that reaches the
				// condition makes it the caller's own (an amount left after the caller's purchase).
				st := stores[v].node
				if cfg.Reachable([]*analysis.Node{st}, nil)[c.Index] {
					continue
				}
			}
			// The condition decides a payment: a send it dominates.
			reached := cfg.Reachable([]*analysis.Node{cfg.Entry}, func(_, to *analysis.Node) bool { return to == c })
			pays := false
			for _, n := range cfg.Nodes {
				if n != c && !reached[n.Index] && slices.ContainsFunc(n.Calls(), sendsEtherTo) {
					pays = true
					break
				}
			}
			if !pays {
				continue
			}
			reported[v] = true
			reportChoiceStore(p, stores[v], v, g, c.Scope, c.Expr, withParam)
		}
		// The condition may pick the receiver instead (winner = n % 2 == 0 ? a : b; winner.transfer(prize)).
		for _, call := range gsc.Calls() {
			if !sendsEtherTo(call) {
				continue
			}
			cond := pickedBy(gsc, call.Target)
			if cond == nil {
				continue
			}
			// A choice of the caller's own against a stored one is left to the conditions above: here the
			// stored choices alone must pick the receiver.
			v, withParam := choiceCondition(gsc, cond, stores, false)
			if v == nil || withParam || reported[v] {
				continue
			}
			reported[v] = true
			reportChoiceStore(p, stores[v], v, g, gsc, cond, false)
		}
	}
	return nil
}

// pickedBy returns the condition of a conditional expression that picks the receiver e (cond ? a : b), written
// in place or as the initial value of a local never assigned again; nil when there is none.
func pickedBy(sc *analysis.Scope, e solidity.Expr) solidity.Expr {
	e = unparen(unwrapConversion(e))
	if id, ok := e.(*solidity.Identifier); ok {
		sym := sc.Resolve(id)
		if sym.Kind != analysis.SymLocal || sym.Var == nil {
			return nil
		}
		init := sc.Init(sym.Var)
		if init == nil {
			return nil
		}
		if _, ok := unparen(init).(*solidity.ConditionalExpr); !ok || assignedIn(sc, sym.Var) {
			return nil
		}
		e = unparen(init)
	}
	if ce, ok := e.(*solidity.ConditionalExpr); ok {
		return ce.Cond
	}
	return nil
}

// reportChoiceStore reports the store st of the choice v, paid out on by g on the condition cond of scope sc.
func reportChoiceStore(p *Pass, st choiceStore, v *analysis.StateVar, g *analysis.Function, sc *analysis.Scope, cond solidity.Expr, withParam bool) {
	how := "on the stored choices alone, so a later player reads them and picks a winning one"
	if withParam {
		how = "on the stored choice against the caller's, so a later player reads it and picks the one that beats it"
	}
	p.Report(Report{Function: st.f, File: st.f.File, At: st.at, From: st.f.Decl,
		Message: fmt.Sprintf("%s stores the caller's choice in %s, in clear; %s pays out %s", funcLabel(st.f), v.Name, funcLabel(g), how),
		Related: []Related{{File: sc.File, At: cond, Message: "the payout is decided here"}}})
}

// choiceCondition returns the choice store a condition is made of, when it reads one and nothing else that
// varies: no other state, no parameter (unless params, for the caller's own choice), no caller, no block data
// (a local stands for its initial value).
func choiceCondition(sc *analysis.Scope, cond solidity.Expr, stores map[*analysis.StateVar]choiceStore, params bool) (*analysis.StateVar, bool) {
	var found *analysis.StateVar
	ok, withParam := true, false
	var visit func(e solidity.Node, depth int)
	visit = func(e solidity.Node, depth int) {
		solidity.Preorder(e, func(x solidity.Node) bool {
			if !ok {
				return false
			}
			switch v := x.(type) {
			case *solidity.Identifier:
				sym := sc.Resolve(v)
				switch sym.Kind {
				case analysis.SymState:
					if _, isStore := stores[sym.State]; !isStore || (found != nil && found != sym.State) {
						if !sym.State.Decl.Constant {
							ok = false
						}
						return false
					}
					found = sym.State
				case analysis.SymLocal:
					init := sc.Init(sym.Var)
					if init == nil || depth > 2 {
						ok = false
						return false
					}
					visit(init, depth+1)
				case analysis.SymParam:
					ok, withParam = params, true
				case analysis.SymReturn:
					ok = false
				case analysis.SymBuiltin:
					ok = false // msg, block, now, tx
				}
			case *solidity.CallExpr:
				if c := sc.CallOf(v); c != nil && c.Kind != analysis.CallTypeConversion {
					ok = false
				}
			}
			return ok
		})
	}
	visit(cond, 0)
	if !ok {
		return nil, false
	}
	return found, withParam
}
