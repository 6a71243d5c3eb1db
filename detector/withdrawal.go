package detector

import (
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UnprotectedEtherWithdrawal reports public functions that let anyone take ether.
var UnprotectedEtherWithdrawal = &Detector{
	ID:    "unprotected-ether-withdrawal",
	Title: "Unprotected ether withdrawal",
	Description: "A public or external function without an access check sends ether to an address the caller " +
		"chooses (msg.sender, a parameter, or state anyone can set), and the amount is not limited by a balance " +
		"recorded for that caller.",
	Exploit: "Anyone calls the function, repeatedly if need be, and receives the contract's ether.",
	Recommendation: "Restrict the function to authorised callers, or pay out only amounts recorded for the caller " +
		"and reduce that record before sending.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-105",
	CWE:        "CWE-284",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runWithdrawal,
}

func runWithdrawal(p *Pass) error {
	ow := openWrites{}
	for _, f := range entries(p.Model) {
		gd := f.Guards()
		fl := f.Flow()
		fsc := f.Scope()
		for _, n := range f.CFG().Nodes {
			// Only the function's own sends are reported: skip modifier nodes before the access check.
			if n.Scope != fsc || len(analysis.NodeCalls(n)) == 0 || gd.Protected(n) {
				continue
			}
			for _, c := range analysis.NodeCalls(n) {
				if c.Expr == nil || !c.SendsEther() || c.Kind == analysis.CallExternal || c.Target == nil {
					continue
				}
				controlled := false
				if fl.Taint(c.Target).Has(analysis.TaintSender | analysis.TaintOrigin | analysis.TaintParam) {
					controlled = true
				} else if sym := fsc.RootVar(c.Target); sym.Kind == analysis.SymState {
					controlled = ow.open(f.Contract, sym.State)
				}
				if !controlled || boundedAmount(f, c) {
					continue
				}
				p.Report(Report{Function: f, File: fsc.File, At: c.Expr,
					Message: funcLabel(f) + " lets any caller send " + Text(fsc.File, c.Value) + " to " + Text(fsc.File, c.Target)})
			}
		}
	}
	return nil
}

// openWrites answers, once per contract and state variable, whether any caller can set the variable: a
// public, non-view function of the contract or of one deriving from it (constructors excepted) writes it, itself
// or through an internal function, on a path no access check guards. It gives setterIndex.openSetter(c, v, nil)
// without recording every write of the contract.
type openWrites map[contractVar]bool

type contractVar struct {
	c *analysis.Contract
	v *analysis.StateVar
}

func (ow openWrites) open(c *analysis.Contract, v *analysis.StateVar) bool {
	if c == nil {
		return false
	}
	k := contractVar{c, v}
	open, ok := ow[k]
	if !ok {
		open = openlyWritten(c, v)
		ow[k] = open
	}
	return open
}

func openlyWritten(c *analysis.Contract, v *analysis.StateVar) bool {
	for _, d := range c.Derived() {
		for _, f := range d.Functions {
			if !f.IsEntry() || f.IsView() {
				continue
			}
			g := f.Guards()
			for _, n := range f.CFG().Nodes {
				if g.Protected(n) {
					continue
				}
				for _, w := range n.Writes() {
					if w.Var == v {
						return true
					}
				}
				for _, call := range n.Calls() {
					if (call.Kind == analysis.CallInternal || call.Kind == analysis.CallLibrary) && call.Callee != nil && call.Expr != nil &&
						slices.Contains(call.Callee.WrittenState(), v) {
						return true
					}
				}
			}
		}
	}
	return false
}

// boundedAmount reports whether the amount a call sends is limited by what the contract recorded for the
// receiver or the caller: msg.value itself, a mapping entry keyed by the caller or receiver, a check against
// such an entry, or a write that debits one.
func boundedAmount(f *analysis.Function, c *analysis.Call) bool {
	fl := f.Flow()
	if c.Value == nil {
		return true
	}
	if lit, ok := c.Value.(*solidity.NumberLiteral); ok && lit.Value == "0" {
		return true
	}
	if fl.Taint(c.Value).Has(analysis.TaintValue) {
		return true
	}
	k := recordKeys{f: f, fl: f.Flow(), target: c.Target}
	amount := keyText(f.File.Src, c.Value)
	debited := false
	for _, n := range f.CFG().Nodes {
		own := n.Own()
		if own == nil {
			continue
		}
		if n.Kind == analysis.NodeGuard && wrongWayCheck(f, n, amount, &k) {
			return false
		}
		if debited {
			continue // only a wrong-way check can still change the answer
		}
		for _, w := range n.Writes() {
			if k.keyed(w.At) {
				debited = true
			}
		}
		// A helper that updates state for the caller (_transfer(msg.sender, this, amount), _burn(msg.sender,
		// amount)) keeps the caller's record too.
		for _, c := range n.Calls() {
			if c.Kind != analysis.CallInternal || c.Callee == nil || len(c.Callee.WrittenState()) == 0 {
				continue
			}
			for _, a := range c.Args {
				if n.Scope.Flow().Taint(a).Has(analysis.TaintSender | analysis.TaintOrigin) {
					debited = true
				}
			}
		}
	}
	return debited
}

// recordKeys recognises, in f, a state mapping entry keyed by the caller or by the call's receiver.
type recordKeys struct {
	f          *analysis.Function
	fl         *analysis.Flow
	target     solidity.Expr
	targetText string // Text of target, built on first use
	texted     bool
}

// keyed reports whether e holds such an entry.
func (k *recordKeys) keyed(e solidity.Node) bool {
	found := false
	sc := k.f.Scope()
	solidity.Preorder(e, func(x solidity.Node) bool {
		ia, ok := x.(*solidity.IndexAccess)
		if !ok || ia.Index == nil || found {
			return !found
		}
		if sc.RootVar(ia).Kind != analysis.SymState {
			return true
		}
		if k.fl.Taint(ia.Index).Has(analysis.TaintSender|analysis.TaintOrigin) || Text(k.f.File, ia.Index) == k.text() {
			found = true
		}
		return !found
	})
	return found
}

func (k *recordKeys) text() string {
	if !k.texted {
		k.targetText, k.texted = Text(k.f.File, k.target), true
	}
	return k.targetText
}

// wrongWayCheck recognises a guard that requires the amount to be at least the recorded balance
// (require(amount >= balances[msg.sender])): the comparison is the wrong way round and bounds nothing.
func wrongWayCheck(f *analysis.Function, n *analysis.Node, amount []byte, k *recordKeys) bool {
	b, ok := solidity.Unparen(n.Expr).(*solidity.BinaryExpr)
	if !ok || !n.Holds {
		return false
	}
	switch b.Op {
	case ">=", ">":
		return sameKey(keyText(f.File.Src, b.X), amount) && k.keyed(b.Y)
	case "<=", "<":
		return sameKey(keyText(f.File.Src, b.Y), amount) && k.keyed(b.X)
	}
	return false
}
