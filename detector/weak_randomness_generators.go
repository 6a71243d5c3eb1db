package detector

import (
	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// reportGenerators reports the random-number generators made of block data: functions whose return value is a
// draw (a modulo, a blockhash, block.difficulty / prevrandao) on block data. The sink pass reports where a
// caller lets such a value decide something; the generator is where the fix belongs, and it is just as weak in a
// helper nothing calls yet (the contract's next version will). Each generator is reported once, where block data
// first becomes the random value.
func (rc *randomCtx) reportGenerators(p *Pass, fns []*analysis.Function) {
	cg := p.Model.CallGraph()
	for _, f := range fns {
		if len(f.Decl.Returns) == 0 || f.IsConstructor() || !rc.blocky.may(f.Scope()) {
			continue
		}
		sc := f.Scope()
		at := rc.generated(sc, f.Decl.Returns)
		if at == nil || keysWrites(f) {
			continue
		}
		// A generator nothing can reach is dead code today: worth a review, not an alarm.
		conf := vigil.Confidence("")
		if !f.IsEntry() && len(cg.Callers(f)) == 0 {
			conf = vigil.ConfidenceLow
		}
		msg := appendText(append(append(p.message(), funcLabel(f)...), " returns a random number drawn from block data ("...), sc.File, at)
		p.reportMessage(onRandomPath(Report{Function: f, File: sc.File, At: at, Confidence: conf}, f, sc),
			append(msg, "), which anyone can predict"...))
	}
}

// generated returns where a function's return value becomes a draw on block data, or nil when it does not.
func (rc *randomCtx) generated(sc *analysis.Scope, returns []*solidity.VariableDeclaration) solidity.Node {
	b := rc.body(sc)
	candidates := b.returns
	for _, r := range returns {
		if r == nil || r.Name == "" {
			continue
		}
		for _, a := range b.assigns {
			if a.v == r {
				candidates = append(candidates[:len(candidates):len(candidates)], a.a.RHS)
			}
		}
	}
	for _, e := range candidates {
		if rc.random(sc, e, 0) != predictableRandom || !rc.drawn(sc, e, 0) {
			continue
		}
		if o := rc.origin(sc, e); o != nil {
			return o
		}
		return e
	}
	return nil
}

// drawn reports whether e, or a local of the same body it reads, is built with a draw: a modulo of block data, a
// blockhash, or block.difficulty / prevrandao. A bare hash of block data is as often an identifier (a hash of
// the timestamp and the sender names an order) as a random number, and is not counted.
func (rc *randomCtx) drawn(sc *analysis.Scope, e solidity.Node, depth int) bool {
	if e == nil || depth > 4 {
		return false
	}
	fl := sc.Flow()
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if found {
			return false
		}
		switch v := x.(type) {
		case *solidity.BinaryExpr:
			if v.Op == "%" && fl.Taint(v.X).Has(blockData) {
				found = true
			}
		case *solidity.MemberAccess:
			if id, ok := v.X.(*solidity.Identifier); ok && id.Name == "block" && sc.Resolve(id).Kind == analysis.SymBuiltin {
				found = v.Member == "difficulty" || v.Member == "prevrandao"
			}
		case *solidity.CallExpr:
			if c := sc.CallOf(v); c != nil && c.Kind == analysis.CallBuiltin && c.Name == "blockhash" {
				found = true
			}
		case *solidity.Identifier:
			sym := sc.Resolve(v)
			if sym.Kind != analysis.SymLocal && sym.Kind != analysis.SymReturn {
				break
			}
			if init := sc.Init(sym.Var); init != nil && rc.drawn(sc, init, depth+1) {
				found = true
				break
			}
			for _, a := range rc.body(sc).assigns {
				if a.v == sym.Var && rc.drawn(sc, a.a.RHS, depth+1) {
					found = true
					break
				}
			}
		}
		return !found
	})
	return found
}

// keysWrites reports whether f stores state under its named return value, itself or through an internal
// function it hands the value to: the value names a record (Chainlink's registerUpkeep returns the id it
// files the upkeep under, a hash of the last blockhash, the contract and a nonce), it is no draw.
func keysWrites(f *analysis.Function) bool {
	returns := map[*solidity.VariableDeclaration]bool{}
	for _, r := range f.Decl.Returns {
		if r != nil && r.Name != "" {
			returns[r] = true
		}
	}
	if len(returns) == 0 {
		return false
	}
	sc := f.Scope()
	keyedBy := func(sc *analysis.Scope, at solidity.Node, is func(*solidity.Identifier) bool) bool {
		found := false
		solidity.Preorder(at, func(x solidity.Node) bool {
			if ia, ok := x.(*solidity.IndexAccess); ok && ia.Index != nil {
				if id, ok := unparen(ia.Index).(*solidity.Identifier); ok && is(id) {
					found = true
				}
			}
			return !found
		})
		return found
	}
	isReturn := func(id *solidity.Identifier) bool {
		sym := sc.Resolve(id)
		return sym.Kind == analysis.SymReturn && returns[sym.Var]
	}
	for _, n := range f.CFG().Nodes {
		if n.Scope != sc {
			continue
		}
		for _, w := range n.Writes() {
			if keyedBy(sc, w.At, isReturn) {
				return true
			}
		}
		for _, c := range n.Calls() {
			if c.Kind != analysis.CallInternal || c.Callee == nil || c.Callee.Decl.Body == nil || c.Expr == nil {
				continue
			}
			csc := c.Callee.Scope()
			for i, a := range c.Expr.Args {
				id, ok := unparen(a).(*solidity.Identifier)
				if !ok || !isReturn(id) {
					continue
				}
				isParam := func(id *solidity.Identifier) bool {
					sym := csc.Resolve(id)
					return sym.Kind == analysis.SymParam && sym.Index == i
				}
				for _, m := range c.Callee.CFG().Nodes {
					for _, w := range m.Writes() {
						if m.Scope == csc && keyedBy(csc, w.At, isParam) {
							return true
						}
					}
				}
			}
		}
	}
	return false
}
