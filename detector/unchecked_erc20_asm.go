package detector

import (
	"fmt"
	"strings"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// asmTokenCall is an assembly ERC-20 call of a transfer helper that takes an empty answer as success: the
// helper, the call, and the position of the helper's parameter that names the token.
type asmTokenCall struct {
	fn    *analysis.Function
	call  *solidity.YulCall
	param int
}

// erc20Selectors are the selectors of transfer(address,uint256), transferFrom(address,address,uint256) and
// approve(address,uint256), as assembly writes them (left-aligned in a word, or as a bare number).
var erc20Selectors = []string{"a9059cbb", "23b872dd", "095ea7b3"}

// reportAsmEmptyAnswer reports the assembly transfer helpers (solmate's and Solady's SafeTransferLib) that take
// an empty answer for success and never check that the token has code, when an entry function passes them a
// token its caller names and records something after the transfer: an address with no code answers every call
// with success and no data, so the deposit is credited and nothing moved. Tokens that return nothing (USDT) are
// why the empty answer is accepted; the libraries leave the code check to their callers, and these callers do not
// make it.
func reportAsmEmptyAnswer(p *Pass, codeSize *wordOccurrences) {
	asm := occurrencesOf(p.Model, wordAssembly)
	if !asm.any() {
		return
	}
	var helpers []asmTokenCall
	for _, f := range bodies(p.Model) {
		if f.IsEntry() || !asm.in(f.File, f.Decl.Body.Range()) || codeSize.inCode(f) {
			continue
		}
		helpers = appendAsmTokenCalls(helpers, f)
	}
	if len(helpers) == 0 {
		return
	}
	reported := map[*solidity.YulCall]bool{}
	for _, fx := range functionFacts(p.Model) {
		e := fx.fn
		if !fx.entry || codeSize.inCode(e) {
			continue
		}
		for _, n := range e.CFG().Nodes {
			for _, c := range n.Calls() {
				if c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary || c.Callee == nil || c.Expr == nil {
					continue
				}
				for _, h := range helpers {
					if h.fn != c.Callee || reported[h.call] {
						continue
					}
					token := helperArg(c, h.param)
					if token == nil || !n.Scope.Flow().Taint(token).Has(analysis.TaintParam) || !writesAfter(e, n) {
						continue
					}
					reported[h.call] = true
					p.Report(Report{Function: h.fn, File: h.fn.File, At: h.call,
						Message: fmt.Sprintf("%s takes an empty answer of its assembly call as a successful transfer and never checks that the token has code, and %s passes it %s, which the caller names, then records the transfer: a call to an address with no code succeeds with no data, so nothing is paid",
							funcLabel(h.fn), funcLabel(e), Text(n.Scope.File, token)),
						Related: []Related{{File: n.Scope.File, At: c.Expr, Message: "the token named by the caller"}}})
				}
			}
		}
	}
}

// appendAsmTokenCalls appends the assembly ERC-20 calls of f that accept an empty answer (iszero(returndatasize())
// in the same block) and go to one of f's parameters.
func appendAsmTokenCalls(out []asmTokenCall, f *analysis.Function) []asmTokenCall {
	eachStatement(f.Decl.Body, func(s solidity.Stmt) {
		as, ok := s.(*solidity.AssemblyStatement)
		if !ok || as.Body == nil {
			return
		}
		var calls []*solidity.YulCall
		empty, selector := false, false
		solidity.Preorder(as.Body, func(x solidity.Node) bool {
			switch y := x.(type) {
			case *solidity.YulCall:
				switch y.Name {
				case "call":
					if len(y.Args) == 7 {
						calls = append(calls, y)
					}
				case "iszero":
					if len(y.Args) == 1 {
						if r, ok := y.Args[0].(*solidity.YulCall); ok && r.Name == "returndatasize" {
							empty = true
						}
					}
				}
			case *solidity.YulLiteral:
				if v := strings.TrimPrefix(strings.ToLower(y.Value), "0x"); len(v) == 8 || len(v) == 64 {
					for _, sel := range erc20Selectors {
						selector = selector || strings.HasPrefix(v, sel)
					}
				}
			}
			return true
		})
		if !empty || !selector {
			return
		}
		sc := f.Scope()
		for _, c := range calls {
			id, ok := c.Args[1].(*solidity.YulIdentifier)
			if !ok {
				continue
			}
			sym := sc.Resolve(yulIdent(id))
			if sym.Kind != analysis.SymParam || sym.Var == nil {
				continue
			}
			for i, prm := range f.Decl.Params {
				if prm == sym.Var {
					out = append(out, asmTokenCall{fn: f, call: c, param: i})
				}
			}
		}
	})
	return out
}

// helperArg returns the expression a call passes for the callee's parameter i: the receiver of a library
// function bound with `using … for`, or an argument.
func helperArg(c *analysis.Call, i int) solidity.Expr {
	off := libraryOffset(c)
	if off == 1 && i == 0 {
		return c.Target
	}
	if j := i - off; j >= 0 && j < len(c.Args) {
		return c.Args[j]
	}
	return nil
}
