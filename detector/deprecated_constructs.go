package detector

import (
	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// DeprecatedConstructs reports uses of constructs that Solidity deprecated and later removed.
//
// Each of them (throw, suicide, sha3, callcode, block.blockhash, msg.gas, constant functions, var, years) was
// deprecated during 0.4.x and removed in 0.5.0 (callcode: 0.5.0 too), so code that still compiles with them
// only compiles with an old compiler. The detector reports them whatever the pragma says, at informational
// severity: they are a sign of outdated code, not a vulnerability by themselves.
var DeprecatedConstructs = &Detector{
	ID:    "deprecated-constructs",
	Title: "Deprecated Solidity construct",
	Description: "The code uses a construct that Solidity deprecated and removed in 0.5.0: throw, suicide, sha3, " +
		"callcode, block.blockhash, msg.gas, constant functions, var or the years unit. Such code only compiles " +
		"with old compilers, and some of these constructs behave surprisingly (throw consumes all gas, var infers " +
		"the smallest type, years ignores leap years, callcode keeps the wrong msg.sender).",
	Recommendation: "Use the current equivalents: revert()/require(), selfdestruct, keccak256, delegatecall, " +
		"blockhash(), gasleft(), view, explicit types, and explicit day counts; then move to a current compiler.",
	Severity:   vigil.SeverityInformational,
	Confidence: vigil.ConfidenceHigh,
	SWC:        "SWC-111",
	CWE:        "CWE-477",
	Requires:   []Requirement{RequireSymbols},
	Run:        runDeprecatedConstructs,
}

// wlkWordDeprecated holds the words every deprecated construct in code is spelt with: the throw and var
// keywords, the names suicide, sha3, callcode, blockhash (block.blockhash) and gas (msg.gas), and the years
// unit. Code whose text has none of them needs no walk.
var wlkWordDeprecated = &sourceWord{slot: analysis.NewMemoSlot(), texts: []string{"throw", "var", "suicide", "sha3", "callcode", "blockhash", "gas", "years"}}

func runDeprecatedConstructs(p *Pass) error {
	words := occurrencesOf(p.Model, wlkWordDeprecated)
	for _, c := range p.Model.Contracts {
		for _, f := range c.Declared {
			deprecatedInFunction(p, f, words)
		}
		// The members are read twice, for the modifiers then the state variables, rather than gathered in lists.
		for _, it := range c.Decl.Members {
			if md, ok := it.(*solidity.ModifierDefinition); ok && md.Body != nil && words.in(c.File, md.Body.Range()) {
				if mod := c.Modifiers[md.Name]; mod != nil && mod.Decl == md {
					deprecatedInBody(p, c, nil, md.Body, mod.Scope())
				}
			}
		}
		for _, it := range c.Decl.Members {
			if v, ok := it.(*solidity.StateVariableDeclaration); ok && v.Value != nil && words.in(c.File, v.Value.Range()) {
				deprecatedInBody(p, c, nil, v.Value, nil)
			}
		}
	}
	for _, f := range p.Model.FreeFunctions {
		deprecatedInFunction(p, f, words)
	}
	return nil
}

func deprecatedInFunction(p *Pass, f *analysis.Function, words *wordOccurrences) {
	if f.Decl.Mutability == solidity.MutabilityConstant {
		p.Report(Report{Function: f, At: headerNode(f.File, f.Decl),
			Message: funcLabel(f) + " is declared constant, deprecated (removed in 0.5.0); use view"})
	}
	if f.Decl.Body != nil && words.in(f.File, f.Decl.Body.Range()) {
		deprecatedInBody(p, f.Contract, f, f.Decl.Body, f.Scope())
	}
}

// deprecatedInBody reports the deprecated constructs under n; sc resolves names (nil for state variable
// initialisers, where no local can hide a built-in).
func deprecatedInBody(p *Pass, c *analysis.Contract, f *analysis.Function, n solidity.Node, sc *analysis.Scope) {
	builtin := func(id *solidity.Identifier) bool {
		if sc == nil {
			return c == nil || (c.StateVar(id.Name) == nil && len(c.FunctionsNamed(id.Name)) == 0)
		}
		return sc.Resolve(id).Kind == analysis.SymBuiltin
	}
	report := func(at solidity.Node, what, instead string) {
		label := ""
		switch {
		case f != nil:
			label = funcLabel(f)
		case c != nil:
			label = c.Name
		}
		p.Report(Report{Function: f, Contract: c, At: at,
			Message: label + " uses " + what + ", deprecated (removed in 0.5.0); use " + instead})
	}
	solidity.Preorder(n, func(x solidity.Node) bool {
		switch x := x.(type) {
		case *solidity.AssemblyStatement:
			return false // inline assembly is Yul, which has none of these constructs
		case *solidity.ThrowStatement:
			report(x, "throw", "revert() or require()")
		case *solidity.CallExpr:
			// The name first: resolving every callee would cost more than the whole walk.
			id, ok := x.Fun.(*solidity.Identifier)
			if !ok || (id.Name != "suicide" && id.Name != "sha3") || !builtin(id) {
				return true
			}
			switch id.Name {
			case "suicide":
				report(x, "suicide", "selfdestruct")
			case "sha3":
				report(x, "sha3", "keccak256")
			}
		case *solidity.MemberAccess:
			if id, ok := x.X.(*solidity.Identifier); ok && (x.Member == "callcode" ||
				(id.Name == "block" && x.Member == "blockhash") || (id.Name == "msg" && x.Member == "gas")) &&
				builtin(id) {
				switch id.Name + "." + x.Member {
				case "block.blockhash":
					report(x, "block.blockhash", "blockhash()")
				case "msg.gas":
					report(x, "msg.gas", "gasleft()")
				}
				return true
			}
			if x.Member == "callcode" {
				if sc == nil {
					report(x, "callcode", "delegatecall")
				} else if t := sc.TypeOf(x.X); t == nil || t.Kind == analysis.TypeAddress {
					report(x, "callcode", "delegatecall")
				}
			}
		case *solidity.VariableDeclarationStatement:
			for _, v := range x.Vars {
				if v != nil && v.Type == nil {
					report(x, "var", "an explicit type")
					break
				}
			}
		case *solidity.NumberLiteral:
			if x.Unit == "years" {
				report(x, "the years unit", "an explicit number of days")
			}
		}
		return true
	})
}
