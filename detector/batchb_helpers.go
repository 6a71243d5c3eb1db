package detector

// Helpers shared by the declaration-, version- and expression-level detectors (visibility, shadowing, pragma,
// deprecated constructs, signatures, tautologies and the like).

import (
	"bytes"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// spanNode wraps a bare source range as a node, for findings located at something that is not a node of its
// own (a function header, a character, the start of a file).
func spanNode(r solidity.Range) solidity.Node {
	return &solidity.BadExpr{Loc: solidity.Loc{Span: r}}
}

// headerNode returns the span of a function's header: from `function` to the opening brace of its body (or the
// whole declaration when it has no body), trailing blanks trimmed.
func headerNode(f *solidity.File, d *solidity.FunctionDefinition) solidity.Node {
	r := d.Span
	if d.Body != nil {
		r.End = d.Body.Span.Start
		for r.End.Offset > r.Start.Offset && r.End.Offset <= len(f.Src) {
			c := f.Src[r.End.Offset-1]
			if c != ' ' && c != '\t' && c != '\n' && c != '\r' {
				break
			}
			r.End = positionAt(f.Src, r.End.Offset-1)
		}
	}
	return spanNode(r)
}

// positionAt computes the line and column of a byte offset.
func positionAt(src []byte, off int) solidity.Position {
	if off > len(src) {
		off = len(src)
	}
	if off < 0 {
		off = 0
	}
	line := 1 + bytes.Count(src[:off], []byte{'\n'})
	col := off + 1
	if i := bytes.LastIndexByte(src[:off], '\n'); i >= 0 {
		col = off - i
	}
	return solidity.Position{Offset: off, Line: line, Column: col}
}

// allowsPre05 reports whether the file's pragma allows a compiler before 0.5 (or says nothing).
func allowsPre05(m *analysis.Model, f *solidity.File) bool {
	r := m.Pragma(f)
	return r.Unknown() || r.AllowsBelow(0, 5)
}

// unparen strips redundant parentheses: ((x)) → x.
func unparen(e solidity.Expr) solidity.Expr { return solidity.Unparen(e) }

// isZeroAddress reports whether e is the literal 0 or address(0) / address(0x0).
func isZeroAddress(e solidity.Expr) bool {
	e = unparen(e)
	if n, ok := e.(*solidity.NumberLiteral); ok {
		v, ok := n.BigInt()
		return ok && v.Sign() == 0
	}
	if c, ok := e.(*solidity.CallExpr); ok && len(c.Args) == 1 {
		if t, ok := c.Fun.(*solidity.ElementaryTypeExpr); ok && t.Type.Name == "address" {
			return isZeroAddress(c.Args[0])
		}
	}
	return false
}

// walkLoops calls visit for every node inside a loop of body (the condition, post-expression and body of for,
// while and do-while loops, and of Yul for loops).
func walkLoops(body solidity.Node, visit func(solidity.Node)) {
	solidity.Preorder(body, func(n solidity.Node) bool {
		switch l := n.(type) {
		case *solidity.ForStatement:
			for _, part := range []solidity.Node{l.Cond, l.Post, l.Body} {
				inspectAll(part, visit)
			}
			return false
		case *solidity.WhileStatement:
			inspectAll(l.Cond, visit)
			inspectAll(l.Body, visit)
			return false
		case *solidity.DoWhileStatement:
			inspectAll(l.Cond, visit)
			inspectAll(l.Body, visit)
			return false
		case *solidity.YulFor:
			inspectAll(l.Cond, visit)
			inspectAll(l.Post, visit)
			inspectAll(l.Body, visit)
			return false
		}
		return true
	})
}

// inspectAll calls visit for n and every node below it.
func inspectAll(n solidity.Node, visit func(solidity.Node)) {
	if n == nil {
		return
	}
	solidity.Inspect(n, func(x solidity.Node) bool {
		if x != nil {
			visit(x)
		}
		return true
	})
}

// sendsOut reports whether a call can move ether out of the contract: transfer, send, a call or create with
// value, delegatecall or callcode (the callee's code may send), selfdestruct.
func sendsOut(c *analysis.Call) bool {
	switch c.Kind {
	case analysis.CallTransfer, analysis.CallSend, analysis.CallSelfdestruct:
		return true
	case analysis.CallLowLevel:
		return c.Name == "delegatecall" || c.Name == "callcode" || c.SendsEther()
	case analysis.CallExternal:
		return c.SendsEther()
	case analysis.CallNew:
		return c.Value != nil
	case analysis.CallUnknown:
		// Only external and low-level calls take a value option; the model leaves some of them unclassified
		// (a receiver that is itself a call result, such as entryPoint().depositTo{value: v}(…)).
		if c.Value == nil {
			return false
		}
		n, ok := c.Value.(*solidity.NumberLiteral)
		return !ok || n.Value != "0"
	}
	return false
}
