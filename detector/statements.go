package detector

import (
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// eachStatement calls visit for s and every statement nested in it, in the order solidity.Preorder meets them.
// Statements nest only in statements, never in expressions, so the walk skips every expression: most of the
// nodes of a body.
func eachStatement(s solidity.Stmt, visit func(solidity.Stmt)) {
	switch x := s.(type) {
	case nil:
	case *solidity.Block:
		if x != nil {
			visit(x)
			for _, st := range x.Stmts {
				eachStatement(st, visit)
			}
		}
	case *solidity.IfStatement:
		if x != nil {
			visit(x)
			eachStatement(x.Then, visit)
			eachStatement(x.Else, visit)
		}
	case *solidity.ForStatement:
		if x != nil {
			visit(x)
			eachStatement(x.Init, visit)
			eachStatement(x.Body, visit)
		}
	case *solidity.WhileStatement:
		if x != nil {
			visit(x)
			eachStatement(x.Body, visit)
		}
	case *solidity.DoWhileStatement:
		if x != nil {
			visit(x)
			eachStatement(x.Body, visit)
		}
	case *solidity.TryStatement:
		if x != nil {
			visit(x)
			eachStatement(x.Body, visit)
			for _, cc := range x.Catches {
				if cc != nil {
					eachStatement(cc.Body, visit)
				}
			}
		}
	case *solidity.ExpressionStatement:
		if x != nil {
			visit(x)
		}
	default:
		visit(s)
	}
}

// bodyLoops records, per scope, the source ranges of its body that run once per loop iteration, like loopSpans
// (a for loop's condition, post expression and body; a while or do-while loop whole), found by walking the
// statements only.
type bodyLoops struct {
	// spans holds the ranges of the bodies that spell for or while, made on first use: most bodies spell
	// neither, have no loop, and are told so by the word scan without a look-up here.
	spans map[*analysis.Scope][]solidity.Range
	// words tells where the model's code spells for or while: a body without either has no loop to look for.
	words *wordOccurrences
}

// newBodyLoops makes a bodyLoops for the model m.
func newBodyLoops(m *analysis.Model) *bodyLoops {
	return &bodyLoops{words: occurrencesOf(m, wordLoop)}
}

// of returns the loop ranges of a scope's body, computed once.
func (bl *bodyLoops) of(sc *analysis.Scope) []solidity.Range {
	body := sc.Body()
	if body == nil || !bl.words.in(sc.File, body.Range()) {
		return nil
	}
	if rs, ok := bl.spans[sc]; ok {
		return rs
	}
	var rs []solidity.Range
	eachStatement(body, func(s solidity.Stmt) {
		switch l := s.(type) {
		case *solidity.ForStatement:
			if l.Cond != nil {
				rs = append(rs, l.Cond.Range())
			}
			if l.Post != nil {
				rs = append(rs, l.Post.Range())
			}
			if l.Body != nil {
				rs = append(rs, l.Body.Range())
			}
		case *solidity.WhileStatement:
			rs = append(rs, l.Range())
		case *solidity.DoWhileStatement:
			rs = append(rs, l.Range())
		}
	})
	if bl.spans == nil {
		bl.spans = map[*analysis.Scope][]solidity.Range{}
	}
	bl.spans[sc] = rs
	return rs
}

// wordLoop is the keywords every loop starts or ends with, found by the model's scan of its files' code. The
// keyword of a loop is never part of a longer identifier, nor in a comment.
var wordLoop = &sourceWord{slot: analysis.NewMemoSlot(), texts: []string{"for", "while"}, whole: true}

// loopOf returns the innermost loop range that contains x in scope sc, or ok false when x runs once.
func (bl *bodyLoops) loopOf(sc *analysis.Scope, x solidity.Node) (solidity.Range, bool) {
	if sc == nil || x == nil {
		return solidity.Range{}, false
	}
	r := x.Range()
	var best solidity.Range
	found := false
	for _, l := range bl.of(sc) {
		if l.Start.Offset <= r.Start.Offset && r.End.Offset <= l.End.Offset {
			if !found || l.Len() < best.Len() {
				best, found = l, true
			}
		}
	}
	return best, found
}

// eachCodeBody calls visit for each body codeBodies(m) lists, in the same order, without building the list.
func eachCodeBody(m *analysis.Model, visit func(codeBody)) {
	for _, f := range bodies(m) {
		visit(codeBody{fn: f, contract: f.Contract, file: f.File, body: f.Decl.Body})
	}
	for _, c := range m.Contracts {
		for _, d := range c.Decl.Members {
			if md, ok := d.(*solidity.ModifierDefinition); ok && md.Body != nil {
				visit(codeBody{contract: c, file: c.File, body: md.Body, modName: md.Name})
			}
		}
	}
}
