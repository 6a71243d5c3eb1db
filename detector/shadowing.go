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
	// The lengths of the names of the state variables each base lets derived contracts see (lenBit), and their
	// first and last bytes (endsBit): a variable whose name is not among them shadows none of them, without
	// comparing names.
	lens := map[*analysis.Contract][2]uint64{}
	inheritable := func(base *analysis.Contract) [2]uint64 {
		set, ok := lens[base]
		if !ok {
			for _, it := range base.Decl.Members {
				if bv, ok := it.(*solidity.StateVariableDeclaration); ok && bv.Visibility != solidity.VisibilityPrivate {
					set[0] |= lenBit(bv.Name)
					set[1] |= endsBit(bv.Name)
				}
			}
			lens[base] = set
		}
		return set
	}
	for _, c := range p.Model.Contracts {
		if len(c.Linearization) < 2 {
			continue // no base to shadow
		}
		var all [2]uint64 // of all the bases
		for _, base := range c.Linearization[1:] {
			set := inheritable(base)
			all[0] |= set[0]
			all[1] |= set[1]
		}
		for _, it := range c.Decl.Members {
			v, ok := it.(*solidity.StateVariableDeclaration)
			if !ok || all[0]&lenBit(v.Name) == 0 || all[1]&endsBit(v.Name) == 0 {
				continue
			}
			for _, base := range c.Linearization[1:] {
				if set := inheritable(base); set[0]&lenBit(v.Name) == 0 || set[1]&endsBit(v.Name) == 0 {
					continue
				}
				shadowed := inheritableState(base, v.Name)
				if shadowed == nil {
					continue
				}
				r := Report{Contract: c, At: v,
					Message: fmt.Sprintf("%s.%s shadows %s.%s (line %d): functions of %s still use their own copy",
						c.Name, v.Name, base.Name, shadowed.Name, lineOf(shadowed), base.Name),
					Related: []Related{{File: base.File, At: shadowed, Message: "the shadowed state variable"}}}
				if shadowed.Constant && v.Constant {
					r.Severity = vigil.SeverityLow
				} else if !basesMention(c, v.Name) {
					// No code of the bases reads or writes the shadowed copy (an interface-like base that only
					// declares it): that copy is dead storage, and nothing uses two copies.
					r.Severity = vigil.SeverityLow
					r.Message = fmt.Sprintf("%s.%s shadows %s.%s (line %d): no code of the bases uses that copy, which is left as dead storage",
						c.Name, v.Name, base.Name, shadowed.Name, lineOf(shadowed))
				}
				p.Report(r)
				break
			}
		}
	}
	return nil
}

// basesMention reports whether a function or modifier body, or a state variable initialiser, of one of c's bases
// mentions name: the code that would use a base's copy of a shadowed variable.
func basesMention(c *analysis.Contract, name string) bool {
	found := false
	visit := func(n solidity.Node) bool {
		if id, ok := n.(*solidity.Identifier); ok && id.Name == name {
			found = true
		}
		return !found
	}
	for _, base := range c.Linearization[1:] {
		for _, it := range base.Decl.Members {
			switch m := it.(type) {
			case *solidity.FunctionDefinition:
				if m.Body != nil {
					solidity.Preorder(m.Body, visit)
				}
				for _, mi := range m.Modifiers {
					if !found && mi != nil {
						solidity.Preorder(mi, visit)
					}
				}
			case *solidity.ModifierDefinition:
				if m.Body != nil {
					solidity.Preorder(m.Body, visit)
				}
			case *solidity.StateVariableDeclaration:
				if m.Value != nil {
					solidity.Preorder(m.Value, visit)
				}
			}
			if found {
				return true
			}
		}
	}
	return false
}

// inheritableState returns the first state variable base declares with that name that derived contracts see.
// A private variable of a base is invisible in derived contracts: declaring one of the same name is allowed by
// every compiler and creates no confusion in the derived code.
func inheritableState(base *analysis.Contract, name string) *solidity.StateVariableDeclaration {
	for _, it := range base.Decl.Members {
		if bv, ok := it.(*solidity.StateVariableDeclaration); ok && bv.Name == name && bv.Visibility != solidity.VisibilityPrivate {
			return bv
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
		// Only a name of a state variable c's code sees can shadow one; lens holds their lengths (mod 64), ends
		// their first and last bytes (see endsBit) and mids their middle bytes (midBit), to pass over most names
		// without comparing them.
		var lens, ends, mids uint64
		for _, sv := range c.StateVars {
			if sv.Contract == c || sv.Decl.Visibility != solidity.VisibilityPrivate {
				lens |= lenBit(sv.Name)
				ends |= endsBit(sv.Name)
				mids |= midBit(sv.Name)
			}
		}
		if lens == 0 {
			continue
		}
		check := func(f *analysis.Function, what string, v *solidity.VariableDeclaration) {
			if v == nil || v.Name == "" || lens&lenBit(v.Name) == 0 || ends&endsBit(v.Name) == 0 || mids&midBit(v.Name) == 0 {
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
		for _, it := range c.Decl.Members {
			md, ok := it.(*solidity.ModifierDefinition)
			if !ok || md.Body == nil {
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
// parameters), in source order; empty tuple slots are skipped. Declarations are statements, so expressions
// are not walked: the loop goes through the body's flat form, entering only the statements that hold others
// and skipping every other subtree whole.
func forLocals(body *solidity.Block, visit func(*solidity.VariableDeclaration)) {
	each := func(vs []*solidity.VariableDeclaration) {
		for _, v := range vs {
			if v != nil {
				visit(v)
			}
		}
	}
	nodes := solidity.PreorderNodes(body)
	for i := 0; i < nodes.Len(); {
		switch s := nodes.At(i).(type) {
		case *solidity.Block, *solidity.IfStatement, *solidity.ForStatement, *solidity.WhileStatement,
			*solidity.DoWhileStatement:
			i++ // their conditions are skipped as any expression is
			continue
		case *solidity.VariableDeclarationStatement:
			each(s.Vars)
		case *solidity.TryStatement:
			each(s.Returns) // then the call and the returns are skipped, and the body and catches entered
			i++
			continue
		case *solidity.CatchClause:
			each(s.Params)
			i++
			continue
		}
		i = nodes.End(i)
	}
}

// builtinSymbol reports whether name is one the language itself defines in every scope (a global variable or
// function). A switch, not a map: most names are told apart by their length alone, without hashing.
func builtinSymbol(name string) bool {
	switch name {
	case "now", "assert", "require", "revert", "msg", "block", "tx", "this", "super", "abi", "sha3", "keccak256",
		"sha256", "ripemd160", "ecrecover", "addmod", "mulmod", "blockhash", "gasleft", "selfdestruct", "suicide":
		return true
	}
	return false
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
	// The model function of d is only looked up for a name to report.
	function := func(d *solidity.FunctionDefinition) *analysis.Function {
		var f *analysis.Function
		if c != nil {
			for _, x := range c.Declared {
				if x.Decl == d {
					f = x
				}
			}
		}
		return f
	}
	for _, it := range items {
		switch d := it.(type) {
		case *solidity.ContractDefinition:
			var cc *analysis.Contract
			for _, k := range p.Model.ContractsNamed(d.Name) {
				if k.Decl == d {
					cc = k
				}
			}
			if builtinSymbol(d.Name) {
				report(nil, d.Kind.String(), d.Name, spanNode(d.NameRange))
			}
			if cc != nil {
				reportBuiltinDecls(p, file, d.Members, cc)
			}
		case *solidity.StateVariableDeclaration:
			if builtinSymbol(d.Name) {
				report(nil, "state variable", d.Name, d)
			}
		case *solidity.FunctionDefinition:
			if d.Kind == solidity.FunctionNormal && builtinSymbol(d.Name) {
				report(nil, "function", d.Name, headerNode(file, d))
			}
			vars := func(what string, v *solidity.VariableDeclaration) {
				if v != nil && builtinSymbol(v.Name) {
					report(function(d), what, v.Name, v)
				}
			}
			for _, v := range d.Params {
				vars("parameter", v)
			}
			for _, v := range d.Returns {
				vars("return variable", v)
			}
			if d.Body != nil {
				forLocals(d.Body, func(v *solidity.VariableDeclaration) { vars("local variable", v) })
			}
		case *solidity.ModifierDefinition:
			if builtinSymbol(d.Name) {
				report(nil, "modifier", d.Name, spanNode(d.NameRange))
			}
			for _, v := range d.Params {
				if v != nil && builtinSymbol(v.Name) {
					report(nil, "modifier parameter", v.Name, v)
				}
			}
			if d.Body != nil {
				forLocals(d.Body, func(v *solidity.VariableDeclaration) {
					if builtinSymbol(v.Name) {
						report(nil, "local variable", v.Name, v)
					}
				})
			}
		case *solidity.EventDefinition:
			if builtinSymbol(d.Name) {
				report(nil, "event", d.Name, spanNode(d.NameRange))
			}
		case *solidity.ErrorDefinition:
			if builtinSymbol(d.Name) {
				report(nil, "error", d.Name, spanNode(d.NameRange))
			}
		case *solidity.StructDefinition:
			if builtinSymbol(d.Name) {
				report(nil, "struct", d.Name, spanNode(d.NameRange))
			}
		case *solidity.EnumDefinition:
			if builtinSymbol(d.Name) {
				report(nil, "enum", d.Name, spanNode(d.NameRange))
			}
		}
	}
}
