package detector

import (
	"fmt"
	"math/big"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// RequirementViolation reports calls whose constant arguments fail a requirement the callee checks on entry:
// the call reverts every time it is made.
var RequirementViolation = &Detector{
	ID:    "requirement-violation",
	Title: "Requirement violation",
	Description: "A call passes constant arguments that the called function rejects in one of its leading " +
		"require/assert checks (or `if (…) revert`). The call can never succeed: either the caller computes its " +
		"input wrongly or the callee's requirement is stronger than intended.",
	Exploit: "Every transaction that reaches the call reverts, so the function that makes it is unusable; when it " +
		"sits on a path that pays out or releases funds, those funds are stuck.",
	Recommendation: "Fix the arguments the caller passes, or relax the callee's requirement to what its inputs " +
		"may legitimately be (for example use an unsigned type instead of requiring a positive value).",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-123",
	CWE:        "CWE-573",
	Requires:   []Requirement{RequireCFG, RequireCallGraph},
	Run:        runRequirementViolation,
}

func runRequirementViolation(p *Pass) error {
	for _, f := range callsIn(p.Model).checked {
		for _, n := range f.CFG().Nodes {
			for _, c := range n.Calls() {
				if !callsChecked(c) {
					continue
				}
				env := constArgs(c)
				if len(env) == 0 {
					continue
				}
				if req, cond, ok := violatedRequirement(c.Callee, env); ok {
					p.Report(Report{Function: f, File: n.Scope.File, At: c.Expr,
						Message: fmt.Sprintf("%s calls %s with %s, which fails its check %s (line %d): the call always reverts",
							funcLabel(f), funcLabel(c.Callee), Text(n.Scope.File, c.Expr), Text(c.Callee.File, cond), lineOf(req)),
						Related: []Related{{File: c.Callee.File, At: req, Message: "the requirement the arguments violate"}}})
				}
			}
		}
	}
	return nil
}

// constArgs maps the callee's parameter names to the values of the call's literal arguments.
func constArgs(c *analysis.Call) map[string]*big.Int {
	params := c.Callee.Decl.Params
	if len(c.Args) != len(params) || (c.Expr != nil && len(c.Expr.ArgNames) > 0) {
		return nil
	}
	env := map[string]*big.Int{}
	for i, a := range c.Args {
		if v, ok := evalConst(a, nil); ok && params[i].Name != "" {
			env[params[i].Name] = v
		}
	}
	return env
}

// violatedRequirement returns the first of f's leading checks (the require, assert and `if (…) revert`
// statements that open its body) that fails for the given parameter values.
// It returns the statement and its condition.
func violatedRequirement(f *analysis.Function, env map[string]*big.Int) (solidity.Node, solidity.Expr, bool) {
	for _, s := range f.Decl.Body.Stmts {
		cond, holds, ok := leadingCheck(s)
		if !ok {
			return nil, nil, false
		}
		if v, known := evalConst(cond, env); known && (v.Sign() != 0) != holds {
			return s, cond, true
		}
	}
	return nil, nil, false
}

// callsChecked reports whether c calls, with as many arguments as it has parameters, a function of the unit whose
// body opens with a check: the calls whose arguments can violate a requirement.
func callsChecked(c *analysis.Call) bool {
	return c.Expr != nil && c.Callee != nil && c.Callee.Decl.Body != nil &&
		(c.Kind == analysis.CallExternal || c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) &&
		len(c.Args) > 0 && len(c.Args) == len(c.Callee.Decl.Params) && opensWithCheck(c.Callee)
}

// opensWithCheck reports whether f's body starts with a check, without which violatedRequirement finds none.
func opensWithCheck(f *analysis.Function) bool {
	stmts := f.Decl.Body.Stmts
	if len(stmts) == 0 {
		return false
	}
	_, _, ok := leadingCheck(stmts[0])
	return ok
}

// leadingCheck recognises a check statement: the condition and the value it must have to go on.
func leadingCheck(s solidity.Stmt) (solidity.Expr, bool, bool) {
	switch x := s.(type) {
	case *solidity.ExpressionStatement:
		ce, ok := x.X.(*solidity.CallExpr)
		if !ok || len(ce.Args) == 0 {
			return nil, false, false
		}
		if id, ok := ce.Fun.(*solidity.Identifier); ok && (id.Name == "require" || id.Name == "assert") {
			return ce.Args[0], true, true
		}
	case *solidity.IfStatement:
		if x.Else == nil && abortsAlways(x.Then) {
			return x.Cond, false, true
		}
	}
	return nil, false, false
}

// abortsAlways reports whether s is a revert or throw (alone or as the only statement of a block).
func abortsAlways(s solidity.Stmt) bool {
	switch x := s.(type) {
	case *solidity.Block:
		return len(x.Stmts) == 1 && abortsAlways(x.Stmts[0])
	case *solidity.RevertStatement, *solidity.ThrowStatement:
		return true
	case *solidity.ExpressionStatement:
		if ce, ok := x.X.(*solidity.CallExpr); ok {
			if id, ok := ce.Fun.(*solidity.Identifier); ok && id.Name == "revert" {
				return true
			}
		}
	}
	return false
}

// evalConst evaluates an expression of literals and the named values in env (booleans as 0/1). It reports
// false when anything else appears or the arithmetic is undefined.
func evalConst(e solidity.Expr, env map[string]*big.Int) (*big.Int, bool) {
	b2i := func(b bool) *big.Int {
		if b {
			return big.NewInt(1)
		}
		return big.NewInt(0)
	}
	switch x := solidity.Unparen(e).(type) {
	case *solidity.NumberLiteral:
		if x.Unit != "" {
			return nil, false
		}
		return x.BigInt()
	case *solidity.BoolLiteral:
		return b2i(x.Value), true
	case *solidity.Identifier:
		v, ok := env[x.Name]
		return v, ok
	case *solidity.UnaryExpr:
		v, ok := evalConst(x.X, env)
		if !ok || x.Postfix {
			return nil, false
		}
		switch x.Op {
		case "-":
			return new(big.Int).Neg(v), true
		case "!":
			return b2i(v.Sign() == 0), true
		}
	case *solidity.BinaryExpr:
		a, ok1 := evalConst(x.X, env)
		b, ok2 := evalConst(x.Y, env)
		// One known side decides && (false) and || (true) whatever the other.
		for _, side := range []struct {
			v  *big.Int
			ok bool
		}{{a, ok1}, {b, ok2}} {
			if side.ok && x.Op == "&&" && side.v.Sign() == 0 {
				return b2i(false), true
			}
			if side.ok && x.Op == "||" && side.v.Sign() != 0 {
				return b2i(true), true
			}
		}
		if !ok1 || !ok2 {
			return nil, false
		}
		switch x.Op {
		case "+":
			return new(big.Int).Add(a, b), true
		case "-":
			return new(big.Int).Sub(a, b), true
		case "*":
			return new(big.Int).Mul(a, b), true
		case "/", "%":
			if b.Sign() == 0 {
				return nil, false
			}
			if x.Op == "/" {
				return new(big.Int).Quo(a, b), true
			}
			return new(big.Int).Rem(a, b), true
		case "==":
			return b2i(a.Cmp(b) == 0), true
		case "!=":
			return b2i(a.Cmp(b) != 0), true
		case "<":
			return b2i(a.Cmp(b) < 0), true
		case "<=":
			return b2i(a.Cmp(b) <= 0), true
		case ">":
			return b2i(a.Cmp(b) > 0), true
		case ">=":
			return b2i(a.Cmp(b) >= 0), true
		case "&&":
			return b2i(a.Sign() != 0 && b.Sign() != 0), true
		case "||":
			return b2i(a.Sign() != 0 || b.Sign() != 0), true
		}
	}
	return nil, false
}
