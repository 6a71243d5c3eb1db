package detector

import (
	"bytes"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// callerKnown is what a value every caller knows before calling may come from: its own address, and what is
// stored (a nonce, a seed kept in state, which anyone can read).
const callerKnown = analysis.TaintSender | analysis.TaintOrigin | analysis.TaintState

// reportCallerDraws reports a draw made from a hash of the caller's address and of values any caller can read
// (a nonce, a stored seed), with no block data: uint(keccak256(abi.encodePacked(msg.sender, nonce))) % 100.
// The caller computes it before calling, from an address it picks among many, and calls only when it wins.
// The draw must decide something: a condition, an array element, or the amount or receiver of ether. A hash
// used whole (an identifier, a mapping key) is no draw.
func reportCallerDraws(p *Pass, fns []*analysis.Function) {
	// The hash must be a call of a hash function in the function's own declaration (callsHash): one that
	// does not name one is not looked into.
	hashes := occurrencesOf(p.Model, wordHash)
	if !hashes.any() {
		return
	}
	for _, f := range fns {
		if f.File == nil || !hashes.in(f.File, f.Decl.Range()) || !callsHash(f.Scope()) {
			continue // the hash is made in the function itself (callerDraw looks no further)
		}
		for _, n := range f.CFG().Nodes {
			own := n.Own()
			if n.Scope == nil || own == nil {
				continue
			}
			sc := n.Scope
			at, what, draw := callerSink(sc, n, own)
			if at == nil {
				continue
			}
			msg := appendText(append(append(p.message(), funcLabel(f)...), " draws a random value from a hash of the caller's address and values anyone can read ("...), sc.File, draw)
			msg = append(append(append(msg, "), which the caller computes before calling; it "...), what...), ": "...)
			p.reportMessage(onRandomPath(Report{Function: f, File: sc.File, At: draw,
				Related: []Related{{File: sc.File, At: at, Message: "the predictable value decides this"}}}, f, sc),
				appendText(msg, sc.File, at))
			break // the function's later uses follow from the first
		}
	}
}

// callsHash reports whether sc hashes values every caller knows (callerHash).
func callsHash(sc *analysis.Scope) bool {
	if sc == nil {
		return false
	}
	named := -1 // whether the body names the caller's address: the hash must take it (callerHash)
	for _, c := range sc.Calls() {
		if c.Kind != analysis.CallBuiltin || (c.Name != "keccak256" && c.Name != "sha3" && c.Name != "sha256") || c.Expr == nil {
			continue
		}
		if named < 0 {
			named = 0
			if body := sc.Body(); body != nil {
				text := body.Range().Text(sc.File.Src)
				if bytes.Contains(text, []byte("msg.sender")) || bytes.Contains(text, []byte("tx.origin")) {
					named = 1
				}
			}
		}
		if named == 0 {
			return false
		}
		if callerHash(sc, c.Expr) {
			return true
		}
	}
	return false
}

// callerSink finds in a node's own expressions a draw of callerDraw that decides something (see
// reportCallerDraws): it returns the deciding expression, what it does, and the draw.
func callerSink(sc *analysis.Scope, n *analysis.Node, own solidity.Node) (solidity.Node, string, solidity.Expr) {
	for _, c := range analysis.NodeCalls(n) {
		if c.Expr == nil || !c.SendsEther() {
			continue
		}
		if d := callerDraw(sc, c.Value, 0); d != nil {
			return c.Expr, "sets the ether amount", d
		}
	}
	cond := n.Kind == analysis.NodeCond || n.Kind == analysis.NodeGuard
	if !cond && !textHas(sc.File, own, '[') {
		return nil, "", nil
	}
	var at solidity.Node
	var what string
	var draw solidity.Expr
	var written []solidity.Node // places written: an element picked to be written is a slot, not a prize
	solidity.Preorder(own, func(x solidity.Node) bool {
		switch y := x.(type) {
		case *solidity.AssignExpr:
			written = append(written, y.LHS)
		case *solidity.CallExpr:
			if ma, ok := solidity.Unparen(y.Fun).(*solidity.MemberAccess); ok && ma.Member == "push" {
				written = append(written, ma.X)
			}
		}
		return true
	})
	solidity.Preorder(own, func(x solidity.Node) bool {
		if at != nil {
			return false
		}
		for _, w := range written {
			if x == w {
				return false
			}
		}
		switch e := x.(type) {
		case *solidity.IndexAccess:
			if e.Index == nil {
				break
			}
			if t := sc.TypeOf(e.X); t != nil && t.Kind == analysis.TypeArray {
				if d := callerDraw(sc, e.Index, 0); d != nil {
					at, what, draw = e, "picks an array element", d
				}
			}
		case *solidity.BinaryExpr:
			if cond && isComparison(e.Op) {
				d := callerDraw(sc, e.X, 0)
				if d == nil {
					d = callerDraw(sc, e.Y, 0)
				}
				if d != nil {
					at, what, draw = e, "decides the outcome of a condition", d
				}
			}
		}
		return at == nil
	})
	if at == nil && cond && n.Expr != nil {
		// A draw compared in a boolean kept for the branch (bool won = roll == guess; if (won)).
		c := solidity.Unparen(n.Expr)
		if u, ok := c.(*solidity.UnaryExpr); ok && u.Op == "!" {
			c = solidity.Unparen(u.X)
		}
		if v, init := localInit(sc, c); init != nil && !reassigned(sc, v) {
			if b, ok := solidity.Unparen(init).(*solidity.BinaryExpr); ok && isComparison(b.Op) {
				d := callerDraw(sc, b.X, 0)
				if d == nil {
					d = callerDraw(sc, b.Y, 0)
				}
				if d != nil {
					at, what, draw = n.Expr, "decides the outcome of a condition", d
				}
			}
		}
	}
	return at, what, draw
}

// callerDraw returns the draw e is or holds: a hash of values every caller knows (callerKnown, with the
// caller's address among them, and no parameter, block data or call result) reduced modulo a number, written
// in place, through conversions and arithmetic on it, or kept in a local that is not assigned again.
func callerDraw(sc *analysis.Scope, e solidity.Expr, depth int) solidity.Expr {
	if e == nil || depth > 4 {
		return nil
	}
	e = unparen(unwrapTypeConversions(sc, e))
	switch x := e.(type) {
	case *solidity.Identifier:
		if v, init := localInit(sc, x); init != nil && !reassigned(sc, v) {
			return callerDraw(sc, init, depth+1)
		}
	case *solidity.BinaryExpr:
		if x.Op == "%" && callerHash(sc, x.X) {
			return x
		}
		if x.Op == "+" || x.Op == "-" {
			if d := callerDraw(sc, x.X, depth+1); d != nil {
				return d
			}
			return callerDraw(sc, x.Y, depth+1)
		}
	}
	return nil
}

// callerHash reports whether e is a hash (through conversions, or a local holding one) of the caller's address
// and values any caller can read: no parameter, calldata, block data or external call result goes into it.
func callerHash(sc *analysis.Scope, e solidity.Expr) bool {
	e = unparen(unwrapTypeConversions(sc, e))
	if v, init := localInit(sc, e); init != nil && !reassigned(sc, v) {
		e = unparen(unwrapTypeConversions(sc, init))
	}
	call, ok := e.(*solidity.CallExpr)
	if !ok {
		return false
	}
	c := sc.CallOf(call)
	if c == nil || c.Kind != analysis.CallBuiltin || (c.Name != "keccak256" && c.Name != "sha3" && c.Name != "sha256") {
		return false
	}
	fl := sc.Flow()
	var t analysis.Taint
	for _, a := range call.Args {
		if fl.Params(a) != 0 {
			return false
		}
		t |= fl.Taint(a)
	}
	return t.Has(analysis.TaintSender|analysis.TaintOrigin) && t&^callerKnown == 0
}
