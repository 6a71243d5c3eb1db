package detector

import (
	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/solidity"
)

// StaleCallOutput reports an assembly call that writes its answer over its own input and whose answer is read
// with no check of how much data came back.
//
// call and staticcall copy the returned data into the output area only as far as the callee returned it: a
// callee with no code (an unset or destroyed feed, a token not deployed yet) succeeds and returns nothing, and a
// callee that returns less leaves the rest as it was. When the output area is the input area, what was left is
// the input: the function selector and arguments written before the call, read back as the answer. Blocks that
// check returndatasize() or the target's extcodesize() are left out.
var StaleCallOutput = &Detector{
	ID:    "stale-call-output",
	Title: "Assembly call's answer read without checking that it was returned",
	Description: "An inline-assembly call or staticcall writes its output over its own input, and the answer is " +
		"read with mload without checking returndatasize() or that the target has code. A target with no " +
		"code succeeds and returns nothing, so the answer read is the input written before the call (the " +
		"selector and arguments).",
	Exploit: "A price reader calls latestAnswer() on a feed in assembly, writing the selector and reading the " +
		"answer at the same pointer. The feed address is unset or its contract was destroyed: the staticcall " +
		"succeeds, and the price read is 0x50d25bcd…, an astronomically high value that lets a borrower take " +
		"the whole pool against dust collateral.",
	Recommendation: "Check returndatasize() against the size expected (gt(returndatasize(), 31)) before reading " +
		"the output, or check extcodesize() of the target first, or use a high-level call.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-252",
	Requires:   []Requirement{RequireCFG},
	Run:        runStaleCallOutput,
}

func runStaleCallOutput(p *Pass) error {
	asm := occurrencesOf(p.Model, wordAssembly)
	if !asm.any() {
		return nil
	}
	for _, f := range bodies(p.Model) {
		if !asm.in(f.File, f.Decl.Body.Range()) {
			continue
		}
		src := f.File.Src
		eachStatement(f.Decl.Body, func(s solidity.Stmt) {
			as, ok := s.(*solidity.AssemblyStatement)
			if !ok || as.Body == nil {
				return
			}
			var calls []*solidity.YulCall
			var loads []*solidity.YulCall
			sized := false
			solidity.Preorder(as.Body, func(x solidity.Node) bool {
				if y, ok := x.(*solidity.YulCall); ok {
					switch y.Name {
					case "call", "staticcall":
						calls = append(calls, y)
					case "mload":
						if len(calls) > 0 && len(y.Args) == 1 {
							loads = append(loads, y)
						}
					case "returndatasize", "extcodesize", "returndatacopy":
						sized = true
					}
				}
				return true
			})
			if sized || len(calls) == 0 || len(loads) == 0 {
				return
			}
			for _, c := range calls {
				in, out, outSize := yulCallAreas(c)
				if in == nil || isYulZero(outSize) || !sameKey(yulText(src, in), yulText(src, out)) {
					continue
				}
				for _, l := range loads {
					if l.Range().Start.Offset >= c.Range().End.Offset && sameKey(yulText(src, l.Args[0]), yulText(src, out)) {
						p.Report(Report{Function: f, At: l,
							Message: funcLabel(f) + " reads the answer of an assembly " + c.Name + " at " + string(yulText(src, out)) +
								", where the call's input was written, without checking returndatasize(): a target with no code succeeds, returns nothing, and the input is read as the answer",
							Related: []Related{{File: f.File, At: c, Message: "the call"}}})
						return
					}
				}
			}
		})
	}
	return nil
}

// yulCallAreas returns the input pointer, output pointer and output size operands of an assembly call or
// staticcall, or nils.
func yulCallAreas(c *solidity.YulCall) (in, out, outSize solidity.YulExpr) {
	switch {
	case c.Name == "call" && len(c.Args) == 7:
		return c.Args[3], c.Args[5], c.Args[6]
	case c.Name == "staticcall" && len(c.Args) == 6:
		return c.Args[2], c.Args[4], c.Args[5]
	}
	return nil, nil, nil
}

// yulText returns the source text of a Yul operand.
func yulText(src []byte, e solidity.YulExpr) []byte { return e.Range().Text(src) }
