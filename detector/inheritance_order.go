package detector

import (
	"fmt"
	"sync"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// InheritanceOrder reports contracts whose behaviour depends on the order of their base list: two sibling bases
// implement the same function, the contract does not settle it with its own override, and the C3 linearisation
// either drops one implementation or chains them so that a permissive `||` wraps a restrictive `&&`.
var InheritanceOrder = &Detector{
	ID:    "inheritance-order",
	Title: "Incorrect inheritance order",
	Description: "Two bases of the contract implement the same function and the contract does not override it. " +
		"Solidity picks the implementation by C3 linearisation, from right to left in the `is` list. When the " +
		"winning implementation does not call super, the other base's logic is silently dropped; when both " +
		"chain with super but one combines the result with `||` and the other with `&&`, swapping the bases " +
		"changes which check can bypass the other.",
	Exploit: "A crowdsale inherits a capped base (`super.validPurchase() && withinCap`) and a whitelist base " +
		"(`super.validPurchase() || whitelisted`), whitelist last: a whitelisted buyer passes the OR before the cap " +
		"is ever checked and buys beyond the cap.",
	Recommendation: "Override the function in the contract and combine the bases' logic explicitly, or reorder " +
		"the base list so that the most restrictive implementation is applied last (listed rightmost).",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-125",
	CWE:        "CWE-696",
	Requires:   []Requirement{RequireSymbols},
	Run:        runInheritanceOrder,
}

// inheritanceCounts recycles the maps of runInheritanceOrder from one unit to the next.
var inheritanceCounts = sync.Pool{New: func() any { return map[string]int{} }}

func runInheritanceOrder(p *Pass) error {
	var impls []*analysis.Function // reused: most functions have a single implementation
	// How many implementations of each signature the bases of the contract at hand hold: only a signature with
	// two or more needs its implementations listed. One count per base function rather than a look through
	// all of them for each function. The map comes from inheritanceCounts for the first contract with bases,
	// grown already by earlier units, and is reused.
	var counts map[string]int
	defer func() {
		if counts != nil {
			clear(counts) // a pooled map keeps no model alive
			inheritanceCounts.Put(counts)
		}
	}()
	for _, c := range p.Model.Contracts {
		if c.Kind != solidity.KindContract || len(c.Decl.Bases) < 2 {
			continue
		}
		if counts == nil {
			counts = inheritanceCounts.Get().(map[string]int)
		}
		clear(counts)
		for _, base := range c.Linearization[1:] {
			for _, f := range base.Declared {
				if implements(f) {
					counts[f.Signature]++
				}
			}
		}
		for _, f := range c.Functions {
			// Every base constructor runs; only ordinary functions are picked by linearisation.
			if f.Contract == c || f.Decl.Body == nil || f.Decl.Kind != solidity.FunctionNormal || f.IsConstructor() {
				continue
			}
			if counts[f.Signature] < 2 {
				continue
			}
			impls = appendImplementations(impls[:0], c, f.Signature)
			if len(impls) < 2 {
				continue
			}
			winner := impls[0]
			var sibling *analysis.Function
			for _, other := range impls[1:] {
				if !winner.Contract.Inherits(other.Contract) {
					sibling = other
					break
				}
			}
			if sibling == nil {
				continue // a single chain of overrides: the order of the base list does not matter
			}
			var why string
			ops := map[string]bool{}
			for _, im := range impls {
				ops[superJoin(im)] = true
			}
			switch {
			case superJoin(winner) == "none":
				why = fmt.Sprintf("%s's %s wins and never calls super, so %s's implementation is dropped",
					winner.Contract.Name, winner.Name, sibling.Contract.Name)
			case ops["||"] && ops["&&"]:
				why = fmt.Sprintf("%s's and %s's overrides chain through super with `||` and `&&`, so the order of "+
					"the bases decides which check can bypass the other", winner.Contract.Name, sibling.Contract.Name)
			default:
				continue
			}
			bases := spanNode(solidity.Range{Start: c.Decl.Bases[0].Range().Start,
				End: c.Decl.Bases[len(c.Decl.Bases)-1].Range().End})
			p.Report(Report{Contract: c, At: bases,
				Message: fmt.Sprintf("%s inherits %s from both %s and %s without overriding it: %s", c.Name,
					f.Name+"()", winner.Contract.Name, sibling.Contract.Name, why),
				Related: []Related{
					{File: winner.File, At: headerNode(winner.File, winner.Decl), Message: "the implementation C3 linearisation picks"},
					{File: sibling.File, At: headerNode(sibling.File, sibling.Decl), Message: "the sibling implementation"},
				}})
		}
	}
	return nil
}

// appendImplementations appends to out the bodies of the function with signature sig in c's bases, in
// linearisation order (the one c uses first).
func appendImplementations(out []*analysis.Function, c *analysis.Contract, sig string) []*analysis.Function {
	for _, base := range c.Linearization[1:] {
		for _, f := range base.Declared {
			if f.Signature == sig && implements(f) {
				out = append(out, f)
			}
		}
	}
	return out
}

// implements reports whether f is an implementation linearisation may pick: a function with a body, not a
// constructor.
func implements(f *analysis.Function) bool { return f.Decl.Body != nil && !f.IsConstructor() }

// superJoin tells how f combines the result of super.<same name>(…): "||" or "&&" when the call is an operand
// of that operator, "call" when it is called otherwise, "none" when f does not call it.
func superJoin(f *analysis.Function) string {
	join := "none"
	var stack []solidity.Node
	solidity.Inspect(f.Decl.Body, func(n solidity.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		if ce, ok := n.(*solidity.CallExpr); ok && join != "||" {
			if ma, ok := ce.Fun.(*solidity.MemberAccess); ok && ma.Member == f.Decl.Name {
				if id, ok := ma.X.(*solidity.Identifier); ok && id.Name == "super" {
					join = "call"
					for i := len(stack) - 1; i >= 0; i-- {
						if b, ok := stack[i].(*solidity.BinaryExpr); ok && (b.Op == "||" || b.Op == "&&") {
							join = b.Op
							break
						}
						if _, ok := stack[i].(solidity.Expr); !ok {
							break
						}
					}
				}
			}
		}
		stack = append(stack, n)
		return true
	})
	return join
}
