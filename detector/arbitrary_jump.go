package detector

import (
	"fmt"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// ArbitraryJump reports calls through a function-type variable that inline assembly overwrites: the variable
// then holds an arbitrary code offset, and calling it jumps there.
var ArbitraryJump = &Detector{
	ID:    "arbitrary-jump",
	Title: "Arbitrary jump with a function type variable",
	Description: "A function-type variable (or a struct holding one) is written in inline assembly and then " +
		"called. Assembly bypasses the type system: the stored value is a raw code offset, and when it is " +
		"computed from anything an attacker influences, the call jumps to an arbitrary place in the contract's " +
		"code, skipping the checks of the function it lands in.",
	Exploit: "The attacker sends a value (or data) that shifts the stored function pointer onto the middle of a " +
		"private function, such as the body of a withdrawal after its access check, and drains the contract.",
	Recommendation: "Do not write function-type variables in assembly; select the function to call with Solidity " +
		"code (an if/else or a mapping of allowed choices).",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-127",
	CWE:        "CWE-695",
	Requires:   []Requirement{RequireSymbols, RequireTypes},
	Run:        runArbitraryJump,
}

func runArbitraryJump(p *Pass) error {
	// Only assembly can overwrite the variable: most bodies have none, and looking for it is cheaper than typing
	// every call. A body without the keyword has none.
	assembly := occurrencesOf(p.Model, wordAssembly)
	if !assembly.any() {
		return nil
	}
	for _, f := range bodies(p.Model) {
		if !assembly.in(f.File, f.Decl.Body.Range()) {
			continue
		}
		var asm []*solidity.AssemblyStatement
		eachStatement(f.Decl.Body, func(s solidity.Stmt) {
			if a, ok := s.(*solidity.AssemblyStatement); ok {
				asm = append(asm, a)
			}
		})
		if len(asm) == 0 {
			continue
		}
		sc := f.Scope()
		// Variables called as functions: the root of the callee expression, by name, when the callee has a
		// function type and is not a function itself.
		called := map[string]*solidity.CallExpr{}
		solidity.Preorder(f.Decl.Body, func(n solidity.Node) bool {
			ce, ok := n.(*solidity.CallExpr)
			if !ok {
				return true
			}
			if t := sc.TypeOf(ce.Fun); t == nil || t.Kind != analysis.TypeFunction {
				return true
			}
			sym := sc.RootVar(ce.Fun)
			switch sym.Kind {
			case analysis.SymLocal, analysis.SymParam, analysis.SymReturn:
				if sym.Var != nil && called[sym.Var.Name] == nil {
					called[sym.Var.Name] = ce
				}
			case analysis.SymState:
				if called[sym.State.Name] == nil {
					called[sym.State.Name] = ce
				}
			}
			return true
		})
		if len(called) == 0 {
			continue
		}
		for _, as := range asm {
			for _, w := range yulWrites(as.Body) {
				name := yulBase(w.name)
				if ce := called[name]; ce != nil {
					p.Report(Report{Function: f, At: w.at,
						Message: fmt.Sprintf("%s overwrites the function-type variable %s in assembly (%s) and then calls it",
							funcLabel(f), name, Text(f.File, w.at)),
						Related: []Related{{At: ce, Message: "the call through the overwritten variable"}}})
				}
			}
		}
	}
	return nil
}

// yulWrite is a write in assembly: the written identifier and the statement or call that writes it.
type yulWrite struct {
	name string
	at   solidity.Node
}

// yulWrites lists the identifiers a Yul block assigns (`x := …`) or uses as the address of mstore, mstore8 or
// sstore (memory or storage behind the variable).
func yulWrites(b *solidity.YulBlock) []yulWrite {
	var out []yulWrite
	solidity.Preorder(b, func(n solidity.Node) bool {
		switch x := n.(type) {
		case *solidity.YulAssign:
			for _, t := range x.Targets {
				out = append(out, yulWrite{name: t.Name, at: x})
			}
		case *solidity.YulCall:
			switch x.Name {
			case "mstore", "mstore8", "sstore":
				if len(x.Args) > 0 {
					solidity.Preorder(x.Args[0], func(a solidity.Node) bool {
						if id, ok := a.(*solidity.YulIdentifier); ok {
							out = append(out, yulWrite{name: id.Name, at: x})
						}
						return true
					})
				}
			}
		}
		return true
	})
	return out
}

// yulBase strips the .slot/.offset suffixes (and their old _slot/_offset forms) from a Yul identifier.
func yulBase(name string) string {
	if i := strings.IndexByte(name, '.'); i >= 0 {
		return name[:i]
	}
	for _, suffix := range []string{"_slot", "_offset"} {
		if base, ok := strings.CutSuffix(name, suffix); ok {
			return base
		}
	}
	return name
}
