package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// ControlledArrayLength reports caller-controlled writes of a storage array's length (Solidity before 0.6).
var ControlledArrayLength = &Detector{
	ID:    "controlled-array-length",
	Title: "Caller-controlled storage array length",
	Description: "Before Solidity 0.6 a dynamic storage array's length could be assigned. A public function lets " +
		"any caller set it to a value they choose, or decrement it without checking that the array is not empty " +
		"(the length then wraps to 2^256-1). Either way the array covers the whole storage space, and a write at " +
		"a chosen index can overwrite any state variable.",
	Exploit: "The attacker calls the function that decrements the empty array's length, which underflows; they then " +
		"write at the index whose slot (keccak256(slot) + index mod 2^256) is the owner's slot and take over the " +
		"contract.",
	Recommendation: "Do not assign array lengths from caller input; use push and pop (which revert on an empty " +
		"array) and check bounds before decrementing.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceHigh,
	SWC:        "SWC-124",
	CWE:        "CWE-123",
	Requires:   []Requirement{RequireTypes, RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runControlledArrayLength,
}

func runControlledArrayLength(p *Pass) error {
	length := occurrencesOf(p.Model, wordLength)
	if !length.any() {
		return nil // no code of the unit writes a length
	}
	cw := &codeWords{o: length}
	for _, f := range entries(p.Model) {
		for _, m := range lengthManipulations(cw, f) {
			p.Report(Report{Function: f, File: m.file, At: m.at,
				Message: fmt.Sprintf("%s %s %s.length; a write at a chosen index can then reach any storage slot", funcLabel(f), m.how, m.v.Name)})
		}
	}
	return nil
}

// lengthManipulation is an open write of a storage array's length that lets the array cover all of storage.
type lengthManipulation struct {
	v    *analysis.StateVar
	at   solidity.Node
	file *solidity.File
	how  string
}

// lengthManipulationsSlot holds an entry function's length manipulations in the function's memo: both
// controlled-array-length and arbitrary-storage-write ask for them.
var lengthManipulationsSlot = analysis.NewMemoSlot()

// lengthManipulations lists, in an entry function, the writes of a state array's length on paths any caller
// reaches: an assignment of a caller-controlled value, or a decrement not preceded by a non-empty check. length
// is occurrencesOf(m, wordLength), which the callers look up once for all the functions they ask about.
func lengthManipulations(length *codeWords, f *analysis.Function) []lengthManipulation {
	// A length write spells `length`: most functions cannot have one, and the open paths cost more to find.
	if !length.inCode(f) {
		return nil
	}
	return f.Memo(lengthManipulationsSlot, func() any { return findLengthManipulations(f, length.o) }).([]lengthManipulation)
}

func findLengthManipulations(f *analysis.Function, length *wordOccurrences) []lengthManipulation {
	var out []lengthManipulation
	open := openNodes(f)
	var sc *analysis.Scope
	mentions := false
	for _, n := range f.CFG().Nodes {
		own := n.Own()
		if own == nil || n.Scope == nil || !open[n.Index] {
			continue
		}
		if n.Scope != sc {
			sc, mentions = n.Scope, length.inBody(n.Scope)
		}
		if !mentions {
			continue
		}
		fl := sc.Flow()
		solidity.Preorder(own, func(x solidity.Node) bool {
			var lhs solidity.Expr
			how := ""
			switch e := x.(type) {
			case *solidity.AssignExpr:
				lhs = e.LHS
				switch e.Op {
				case "=":
					if b, ok := unparen(e.RHS).(*solidity.BinaryExpr); ok && b.Op == "-" && exprKey(sc.File, b.X) == exprKey(sc.File, e.LHS) {
						how = "decrements" // arr.length = arr.length - 1
					} else if fl.Taint(e.RHS).Has(analysis.TaintParam | analysis.TaintData) {
						how = "sets to a caller-chosen value"
					}
				case "-=":
					how = "decrements"
				case "+=":
					if fl.Taint(e.RHS).Has(analysis.TaintParam | analysis.TaintData) {
						how = "grows by a caller-chosen amount"
					}
				}
			case *solidity.UnaryExpr:
				if e.Op == "--" {
					lhs, how = e.X, "decrements"
				}
			}
			if lhs == nil || how == "" || !isLengthOf(sc, lhs) {
				return true
			}
			length, ok := unparen(lhs).(*solidity.MemberAccess)
			if !ok {
				return true
			}
			arr := length.X
			v := stateVarOf(sc, arr)
			if v == nil {
				return true
			}
			if how == "decrements" && checkedNonEmpty(f, n, sc, arr) {
				return true
			}
			if how == "decrements" {
				how = "decrements, without checking that the array is not empty,"
			}
			out = append(out, lengthManipulation{v: v, at: x, file: sc.File, how: how})
			return true
		})
	}
	return out
}

// checkedNonEmpty reports whether a guard before node at ensures arr.length > 0 on every path (a bound that is
// actually positive: `0 <= arr.length` proves nothing).
func checkedNonEmpty(f *analysis.Function, at *analysis.Node, sc *analysis.Scope, arr solidity.Expr) bool {
	key := exprKey(sc.File, arr)
	g := f.CFG()
	for _, n := range g.Nodes {
		if n.Kind != analysis.NodeGuard || n.Expr == nil || n.Scope != sc {
			continue
		}
		if !provesNonEmpty(sc, n.Expr, n.Holds, key) {
			continue
		}
		// The guard must stand on every path to the decrement.
		if dominates(g, n, at) {
			return true
		}
	}
	return false
}

// provesNonEmpty reports whether cond evaluating to holds implies that the array (by its source text) is not
// empty.
func provesNonEmpty(sc *analysis.Scope, cond solidity.Expr, holds bool, key string) bool {
	switch x := unparen(cond).(type) {
	case *solidity.UnaryExpr:
		if x.Op == "!" {
			return provesNonEmpty(sc, x.X, !holds, key)
		}
	case *solidity.BinaryExpr:
		if x.Op == "&&" && holds {
			return provesNonEmpty(sc, x.X, true, key) || provesNonEmpty(sc, x.Y, true, key)
		}
		if x.Op == "||" && !holds {
			return provesNonEmpty(sc, x.X, false, key) || provesNonEmpty(sc, x.Y, false, key)
		}
		op := x.Op
		if !holds {
			op = negateComparison(op)
		}
		isLen := func(e solidity.Expr) bool {
			ma, ok := unparen(e).(*solidity.MemberAccess)
			return ok && ma.Member == "length" && exprKey(sc.File, ma.X) == key
		}
		num := func(e solidity.Expr) (int64, bool) {
			lit, ok := unparen(e).(*solidity.NumberLiteral)
			if !ok {
				return 0, false
			}
			v, ok := lit.BigInt()
			if !ok || !v.IsInt64() {
				return 0, false
			}
			return v.Int64(), true
		}
		if isLen(x.X) {
			c, ok := num(x.Y)
			if !ok {
				return op == ">" // length > something non-negative
			}
			return (op == ">" && c >= 0) || (op == ">=" && c >= 1) || (op == "!=" && c == 0)
		}
		if isLen(x.Y) {
			c, ok := num(x.X)
			if !ok {
				return op == "<"
			}
			return (op == "<" && c >= 0) || (op == "<=" && c >= 1) || (op == "!=" && c == 0)
		}
	}
	return false
}
