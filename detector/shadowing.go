package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// StateVariableShadowing reports state variables redeclared in a derived contract.
var StateVariableShadowing = &Detector{
	ID:    "state-variable-shadowing",
	Title: "State variable shadows an inherited one",
	Description: "A contract declares a state variable with the name of one declared in a base contract (compilers " +
		"before 0.6 allow it). There are then two variables: the base's functions use the base's copy, the " +
		"derived contract's functions use its own.",
	Exploit: "The derived contract sets its copy (a cap, an owner) while the inherited checks keep reading the " +
		"base copy, which still holds the old or default value; the check the author meant to tighten never changes.",
	Recommendation: "Remove the redeclaration and set the inherited variable instead, for example in the constructor.",
	Severity:       vigil.SeverityHigh,
	Confidence:     vigil.ConfidenceHigh,
	SWC:            "SWC-119",
	CWE:            "CWE-710",
	Requires:       []Requirement{RequireSymbols},
	Run:            runStateVariableShadowing,
}

// LocalShadowing reports parameters, return variables and locals that shadow state variables.
var LocalShadowing = &Detector{
	ID:    "local-shadowing",
	Title: "Local variable shadows a state variable",
	Description: "A parameter, return variable or local variable has the name of a state variable of the contract. " +
		"Inside the function the name means the local one, so code that seems to read or write the state does not.",
	Exploit: "A function returns its zero-initialised return variable instead of the state variable of the same " +
		"name, or writes a local while the author believed the state was updated.",
	Recommendation: "Rename the local variable (a trailing or leading underscore is the usual convention).",
	Severity:       vigil.SeverityLow,
	Confidence:     vigil.ConfidenceHigh,
	SWC:            "SWC-119",
	CWE:            "CWE-710",
	Requires:       []Requirement{RequireSymbols},
	Run:            runLocalShadowing,
}

// BuiltinShadowing reports declarations named like the language's built-in symbols.
var BuiltinShadowing = &Detector{
	ID:    "builtin-shadowing",
	Title: "Declaration shadows a built-in symbol",
	Description: "A variable, function, modifier, event or type has the name of a Solidity built-in (now, assert, " +
		"require, msg, block, tx, this, keccak256, selfdestruct, …). Where it is in scope the built-in is hidden and " +
		"the name means the declaration.",
	Exploit: "A function named require or assert that does not revert turns every check written with it into a no-op; " +
		"a variable named now or block hides the real value.",
	Recommendation: "Rename the declaration.",
	Severity:       vigil.SeverityLow,
	Confidence:     vigil.ConfidenceHigh,
	SWC:            "SWC-119",
	CWE:            "CWE-710",
	Requires:       []Requirement{RequireSymbols},
	Run:            runBuiltinShadowing,
}

func runStateVariableShadowing(p *Pass) error {
	for _, c := range p.Model.Contracts {
		for _, v := range c.Decl.StateVariables() {
			for _, base := range c.Linearization[1:] {
				var shadowed *solidity.StateVariableDeclaration
				for _, bv := range base.Decl.StateVariables() {
					// A private variable of a base is invisible in derived contracts: declaring one of the same
					// name is allowed by every compiler and creates no confusion in the derived code.
					if bv.Name == v.Name && bv.Visibility != solidity.VisibilityPrivate {
						shadowed = bv
						break
					}
				}
				if shadowed == nil {
					continue
				}
				r := Report{Contract: c, At: v,
					Message: fmt.Sprintf("%s.%s shadows %s.%s (line %d): functions of %s still use their own copy",
						c.Name, v.Name, base.Name, shadowed.Name, lineOf(shadowed), base.Name),
					Related: []Related{{File: base.File, At: shadowed, Message: "the shadowed state variable"}}}
				if shadowed.Constant && v.Constant {
					r.Severity = vigil.SeverityLow
				}
				p.Report(r)
				break
			}
		}
	}
	return nil
}

// visibleState returns the state variable of c with that name that c's own code can see: its own, or an
// inherited one that is not private.
func visibleState(c *analysis.Contract, name string) *analysis.StateVar {
	for i := len(c.StateVars) - 1; i >= 0; i-- {
		sv := c.StateVars[i]
		if sv.Name != name {
			continue
		}
		if sv.Contract != c && sv.Decl.Visibility == solidity.VisibilityPrivate {
			continue
		}
		return sv
	}
	return nil
}

func runLocalShadowing(p *Pass) error {
	for _, c := range p.Model.Contracts {
		if c.Kind == solidity.KindInterface {
			continue
		}
		check := func(f *analysis.Function, what string, v *solidity.VariableDeclaration) {
			if v == nil || v.Name == "" {
				return
			}
			sv := visibleState(c, v.Name)
			if sv == nil {
				return
			}
			label := c.Name
			if f != nil {
				label = funcLabel(f)
			}
			p.Report(Report{Function: f, Contract: c, At: v,
				Message: fmt.Sprintf("%s: %s %s shadows state variable %s.%s", label, what, v.Name, sv.Contract.Name, sv.Name),
				Related: []Related{{File: sv.Contract.File, At: sv.Decl, Message: "the shadowed state variable"}}})
		}
		for _, f := range c.Declared {
			if f.Decl.Body == nil {
				continue
			}
			for _, v := range f.Decl.Params {
				check(f, "parameter", v)
			}
			for _, v := range f.Decl.Returns {
				check(f, "return variable", v)
			}
			forLocals(f.Decl.Body, func(v *solidity.VariableDeclaration) { check(f, "local variable", v) })
		}
		for _, md := range c.Decl.Modifiers() {
			if md.Body == nil {
				continue
			}
			for _, v := range md.Params {
				check(nil, "modifier "+md.Name+" parameter", v)
			}
			forLocals(md.Body, func(v *solidity.VariableDeclaration) { check(nil, "modifier "+md.Name+" local variable", v) })
		}
	}
	return nil
}

// forLocals calls visit for every local variable declared in body (declarations, try returns, catch
// parameters); empty tuple slots are skipped.
func forLocals(body *solidity.Block, visit func(*solidity.VariableDeclaration)) {
	each := func(vs []*solidity.VariableDeclaration) {
		for _, v := range vs {
			if v != nil {
				visit(v)
			}
		}
	}
	solidity.Preorder(body, func(n solidity.Node) bool {
		switch d := n.(type) {
		case *solidity.VariableDeclarationStatement:
			each(d.Vars)
		case *solidity.TryStatement:
			each(d.Returns)
		case *solidity.CatchClause:
			each(d.Params)
		}
		return true
	})
}

// builtinSymbols are the names the language itself defines in every scope (global variables and functions).
var builtinSymbols = map[string]bool{
	"now": true, "assert": true, "require": true, "revert": true, "msg": true, "block": true, "tx": true,
	"this": true, "super": true, "abi": true, "sha3": true, "keccak256": true, "sha256": true, "ripemd160": true,
	"ecrecover": true, "addmod": true, "mulmod": true, "blockhash": true, "gasleft": true, "selfdestruct": true,
	"suicide": true,
}

func runBuiltinShadowing(p *Pass) error {
	for _, file := range p.Model.Files {
		if file == nil || file.Unit == nil {
			continue
		}
		reportBuiltinDecls(p, file, file.Unit.Items, nil)
	}
	return nil
}

func reportBuiltinDecls(p *Pass, file *solidity.File, items []solidity.Decl, c *analysis.Contract) {
	report := func(f *analysis.Function, what, name string, at solidity.Node) {
		if !builtinSymbols[name] {
			return
		}
		where := ""
		if c != nil {
			where = c.Name + ": "
		}
		if f != nil {
			where = funcLabel(f) + ": "
		}
		p.Report(Report{Function: f, Contract: c, File: file, At: at,
			Message: fmt.Sprintf("%s%s %s shadows the built-in %s", where, what, name, name)})
	}
	vars := func(f *analysis.Function, what string, vs []*solidity.VariableDeclaration) {
		for _, v := range vs {
			if v != nil {
				report(f, what, v.Name, v)
			}
		}
	}
	for _, it := range items {
		switch d := it.(type) {
		case *solidity.ContractDefinition:
			var cc *analysis.Contract
			for _, k := range p.Model.Contracts {
				if k.Decl == d {
					cc = k
				}
			}
			report(nil, d.Kind.String(), d.Name, spanNode(d.NameRange))
			if cc != nil {
				reportBuiltinDecls(p, file, d.Members, cc)
			}
		case *solidity.StateVariableDeclaration:
			report(nil, "state variable", d.Name, d)
		case *solidity.FunctionDefinition:
			var f *analysis.Function
			if c != nil {
				for _, x := range c.Declared {
					if x.Decl == d {
						f = x
					}
				}
			}
			if d.Kind == solidity.FunctionNormal {
				report(nil, "function", d.Name, headerNode(file, d))
			}
			vars(f, "parameter", d.Params)
			vars(f, "return variable", d.Returns)
			if d.Body != nil {
				forLocals(d.Body, func(v *solidity.VariableDeclaration) { report(f, "local variable", v.Name, v) })
			}
		case *solidity.ModifierDefinition:
			report(nil, "modifier", d.Name, spanNode(d.NameRange))
			vars(nil, "modifier parameter", d.Params)
			if d.Body != nil {
				forLocals(d.Body, func(v *solidity.VariableDeclaration) { report(nil, "local variable", v.Name, v) })
			}
		case *solidity.EventDefinition:
			report(nil, "event", d.Name, spanNode(d.NameRange))
		case *solidity.ErrorDefinition:
			report(nil, "error", d.Name, spanNode(d.NameRange))
		case *solidity.StructDefinition:
			report(nil, "struct", d.Name, spanNode(d.NameRange))
		case *solidity.EnumDefinition:
			report(nil, "enum", d.Name, spanNode(d.NameRange))
		}
	}
}
