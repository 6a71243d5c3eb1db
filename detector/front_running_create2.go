package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// FrontRunningCreate2 reports counterfactual deployments whose address does not depend on the values the new
// contract is then set up with: whoever deploys first at that address sets it up their way.
var FrontRunningCreate2 = &Detector{
	ID:    "front-running-create2",
	Title: "CREATE2 address not bound to the values the contract is set up with",
	Description: "A public function deploys a contract with CREATE2 (new C{salt: s}()) from a salt the caller " +
		"chooses, then calls the new contract with a value the caller also chooses (the owner an initialize " +
		"call sets) that neither the salt nor the constructor arguments contain. The deployment address is " +
		"known in advance and depends only on the salt: users fund a counterfactual wallet at that address " +
		"before it is deployed, and anyone can deploy it first with the same salt and their own owner.",
	Exploit: "A user is shown the address of their future account and sends funds to it. An attacker watching " +
		"the chain calls createAccount(attacker, salt) with the user's salt: the account is deployed at the same " +
		"address, owned by the attacker, who withdraws the funds.",
	Recommendation: "Derive the salt from every value the new contract is set up with (salt = keccak256(abi.encode(" +
		"owner, salt))), or pass them to the constructor, so that another owner gives another address.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-114",
	CWE:        "CWE-362",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runFrontRunningCreate2,
}

func runFrontRunningCreate2(p *Pass) error {
	for _, f := range entries(p.Model) {
		if f.IsView() || f.Decl.Body == nil || len(f.Decl.Params) == 0 {
			continue
		}
		sc := f.Scope()
		for _, c := range sc.Calls() {
			salt := create2Salt(sc, c)
			if salt == nil {
				continue
			}
			fl := sc.Flow()
			st := fl.Taint(salt)
			if fl.Params(salt) == 0 || st.Has(analysis.TaintSender|analysis.TaintOrigin) {
				continue // a fixed salt, or one bound to the caller: a front-runner gets another address
			}
			if f.Guards().AccessChecked() {
				continue // only a privileged caller deploys
			}
			setup, arg := unboundSetup(sc, fl, c.Expr, fl.Params(salt))
			if setup == nil {
				continue
			}
			p.Report(Report{Function: f, At: c.Expr, Related: []Related{{File: sc.File, At: setup, Message: "the new contract is set up here"}},
				Message: fmt.Sprintf("%s deploys with CREATE2 from a salt the caller picks, then sets the new contract up with %s, which the salt does not contain: anyone can deploy at the same address first, with their own %s",
					funcLabel(f), Text(sc.File, arg), Text(sc.File, arg))})
		}
	}
	return nil
}

// create2Salt returns the salt of a CREATE2 deployment that call c makes: new C{salt: s}(…), or a call of an
// internal or library function that deploys with the assembly create2 from one of its parameters
// (Clones.cloneDeterministic(implementation, salt)), whose argument is the salt then. Nil for any other call.
func create2Salt(sc *analysis.Scope, c *analysis.Call) solidity.Expr {
	if c.Expr == nil {
		return nil
	}
	switch c.Kind {
	case analysis.CallNew:
		if opts, ok := c.Expr.Fun.(*solidity.CallOptions); ok {
			return opts.Option("salt")
		}
	case analysis.CallInternal, analysis.CallLibrary:
		if c.Callee == nil || c.Callee.Decl.Body == nil {
			return nil
		}
		i := create2SaltParam(c.Callee)
		if i < 0 {
			return nil
		}
		args := c.Expr.Args
		if ma, ok := c.Expr.Fun.(*solidity.MemberAccess); ok && len(args) == len(c.Callee.Decl.Params)-1 {
			// implementation.cloneDeterministic(salt) through using-for: the receiver is the first argument.
			if i == 0 {
				return ma.X
			}
			i--
		}
		if i < len(args) {
			return args[i]
		}
	}
	return nil
}

// create2SaltSlot holds create2SaltParam's answers in the function's memo.
var create2SaltSlot = analysis.NewMemoSlot()

// create2SaltParam returns the index of the parameter of f that f's assembly passes to create2 as its salt, and
// returns the address made, or -1.
func create2SaltParam(f *analysis.Function) int {
	return memoFunc(f, create2SaltSlot, func() int {
		if len(f.Decl.Returns) != 1 || !occurrencesOf(f.Model(), wordCreate).in(f.File, f.Decl.Body.Range()) {
			return -1
		}
		at := -1
		solidity.Preorder(f.Decl.Body, func(n solidity.Node) bool {
			y, ok := n.(*solidity.YulCall)
			if !ok || at >= 0 || y.Name != "create2" || len(y.Args) != 4 {
				return at < 0
			}
			if id, ok := y.Args[3].(*solidity.YulIdentifier); ok {
				for i, prm := range f.Decl.Params {
					if prm != nil && prm.Name == id.Name {
						at = i
					}
				}
			}
			return false
		})
		return at
	})
}

// unboundSetup returns a call sc makes on the contract the expression created returns (through the local it is
// kept in), and an argument of it that depends on a parameter the salt's parameters (saltParams) leave out.
func unboundSetup(sc *analysis.Scope, fl *analysis.Flow, created *solidity.CallExpr, saltParams uint64) (*solidity.CallExpr, solidity.Expr) {
	// The locals the new contract is kept in.
	var holders []*solidity.VariableDeclaration
	for _, d := range sc.Definitions() {
		switch x := d.(type) {
		case *solidity.VariableDeclarationStatement:
			if len(x.Vars) == 1 && x.Vars[0] != nil && x.Value != nil && unwrapAny(sc, x.Value) == created {
				holders = append(holders, x.Vars[0])
			}
		case *solidity.AssignExpr:
			if id, ok := unparen(x.LHS).(*solidity.Identifier); ok && x.Op == "=" && unwrapAny(sc, x.RHS) == created {
				if v := sc.Resolve(id).Var; v != nil {
					holders = append(holders, v)
				}
			}
		}
	}
	for _, c := range sc.Calls() {
		if c.Kind != analysis.CallExternal || c.Expr == nil || c.Target == nil {
			continue
		}
		target := unwrapAny(sc, c.Target)
		onCreated := target == created
		if id, ok := target.(*solidity.Identifier); ok && !onCreated {
			if v := sc.Resolve(id).Var; v != nil {
				for _, h := range holders {
					if h == v {
						onCreated = true
					}
				}
			}
		}
		if !onCreated {
			continue
		}
		for _, a := range c.Args {
			if fl.Params(a)&^saltParams != 0 && !fl.Taint(a).Has(analysis.TaintSender|analysis.TaintOrigin) {
				return c.Expr, a
			}
		}
	}
	return nil, nil
}

// unwrapAny returns the expression a chain of type conversions converts (payable(x), C(address(x))), or e.
func unwrapAny(sc *analysis.Scope, e solidity.Expr) solidity.Expr {
	e = unparen(e)
	for depth := 0; depth < 4; depth++ {
		ce, ok := e.(*solidity.CallExpr)
		if !ok || len(ce.Args) != 1 {
			return e
		}
		if c := sc.CallOf(ce); c == nil || c.Kind != analysis.CallTypeConversion {
			return e
		}
		e = unparen(ce.Args[0])
	}
	return e
}
