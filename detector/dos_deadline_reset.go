package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// DosDeadlineReset reports public functions that let anyone set a new deadline in the record of an account the
// caller names (a stake made for it that restarts its lock), where the contract pays that record out only once
// the current time or counter reaches the deadline: anyone can hold another account's payout back for ever.
var DosDeadlineReset = &Detector{
	ID:    "dos-deadline-reset",
	Title: "Anyone can push back another account's unlock time",
	Description: "A public function without an access check writes a deadline (the current time, block number or " +
		"a stored counter plus a period) into the record of an account the caller names, not the caller itself, " +
		"with no condition on the record (a fresh entry only, a check of the old deadline), while another " +
		"public function pays the record out only once that time or counter reaches the deadline. Each call " +
		"restarts the account's wait.",
	Exploit: "An attacker stakes one wei for a victim every epoch: each stake resets the victim's warmup expiry, " +
		"and the victim's claim never comes due.",
	Recommendation: "Let only the account (msg.sender) or an operator it approved add to its locked record, keep " +
		"a separate deadline per deposit, or keep the later of the old and new deadlines only for the amount " +
		"added.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-284",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runDosDeadlineReset,
}

func runDosDeadlineReset(p *Pass) error {
	facts := functionFacts(p.Model)
	for i := range facts {
		fx := &facts[i]
		f := fx.fn
		if !fx.entry || fx.view || fx.constructor || len(fx.writers) == 0 || f.Contract == nil || !hasAddressParam(f) {
			continue
		}
		sc := f.Scope()
		for _, n := range fx.writers {
			if n.Scope != sc || n.Expr == nil {
				continue
			}
			if a, ok := unparen(n.Expr).(*solidity.AssignExpr); ok && a.Op == "=" && reportForeignDeadline(p, f, n, a) {
				break
			}
		}
	}
	return nil
}

// reportForeignDeadline reports the assignment a, in the public function f, of a new deadline into the record of
// an account the caller names (warmupInfo[recipient] = Claim({..., expiry: epoch.number.add(warmupPeriod)})),
// when another public function pays the record out only once the current time (or counter) the deadline was
// set from reaches it: anyone can push back another account's payout, again and again, by staking a trifle for
// it. f must not check the caller, and no condition of f may read the table (a fresh entry only, a guard on
// the old deadline). It returns whether it reported.
func reportForeignDeadline(p *Pass, f *analysis.Function, n *analysis.Node, a *solidity.AssignExpr) bool {
	sc := n.Scope
	key, v := recordKey(sc, a.LHS)
	if key == nil || v == nil || f.Contract == nil {
		return false
	}
	kid, ok := unparen(key).(*solidity.Identifier)
	if !ok {
		return false
	}
	ksym := sc.Resolve(kid)
	if ksym.Kind != analysis.SymParam || ksym.Var == nil || !elementaryNamed(ksym.Var, "address") {
		return false
	}
	// The deadline: a field set to now + something, in a struct built whole or on its own.
	var field string
	var base solidity.Expr
	if c, ok := unparen(a.RHS).(*solidity.CallExpr); ok && len(c.ArgNames) == len(c.Args) {
		for i, arg := range c.Args {
			if b := deadlineBase(sc, arg); b != nil {
				field, base = c.ArgNames[i], b
				break
			}
		}
	} else if m, ok := unparen(a.LHS).(*solidity.MemberAccess); ok {
		if b := deadlineBase(sc, a.RHS); b != nil {
			field, base = m.Member, b
		}
	}
	if base == nil || !openNodes(f)[n.Index] || verifiesSignature(f) {
		return false
	}
	for _, m := range f.CFG().Nodes {
		if (m.Kind != analysis.NodeGuard && m.Kind != analysis.NodeCond) || m.Expr == nil || m.Scope == nil {
			continue
		}
		if m.Scope.Flow().Taint(m.Expr).Has(analysis.TaintSender|analysis.TaintOrigin) || readsStateVar(m.Scope, m.Expr, v) {
			return false
		}
	}
	bt := Text(sc.File, base)
	for g := range f.Contract.HierarchyBodies() {
		if g == f || g.IsConstructor() || g.IsView() || !g.IsEntry() || g.Decl.Body == nil || g.File != sc.File {
			continue
		}
		gs := g.Scope()
		if !movesValue(g, 0) || !readsStateVar(gs, g.Decl.Body, v) {
			continue
		}
		for _, m := range g.CFG().Nodes {
			if (m.Kind != analysis.NodeGuard && m.Kind != analysis.NodeCond) || m.Expr == nil || m.Scope != gs {
				continue
			}
			for c := range conjuncts(m.Expr) {
				b, ok := unparen(c).(*solidity.BinaryExpr)
				if !ok || (b.Op != "<" && b.Op != "<=" && b.Op != ">" && b.Op != ">=") {
					continue
				}
				x, y := unparen(b.X), unparen(b.Y)
				if Text(g.File, y) == bt {
					x, y = y, x
				}
				fm, ok := y.(*solidity.MemberAccess)
				if Text(g.File, x) != bt || !ok || fm.Member != field {
					continue
				}
				p.Report(Report{Function: f, File: sc.File, From: f.Decl, At: a,
					Message: fmt.Sprintf("%s lets any caller reset %s of %s's entry in %s to %s, for an account it names: the account's payout waits for it, and anyone can push it back",
						funcLabel(f), field, Text(sc.File, key), v.Name, Text(sc.File, base)),
					Related: []Related{{File: g.File, At: m.Expr, Message: "the payout waits for this deadline"}}})
				return true
			}
		}
	}
	return false
}

// deadlineBase returns the current time or counter that e adds something to (block.timestamp + period,
// epoch.number.add(warmupPeriod)): block.timestamp, block.number or a state value; nil when e is no such sum.
func deadlineBase(sc *analysis.Scope, e solidity.Expr) solidity.Expr {
	var x solidity.Expr
	switch e := unparen(e).(type) {
	case *solidity.BinaryExpr:
		if e.Op == "+" {
			x = unparen(e.X)
		}
	case *solidity.CallExpr:
		if m, ok := unparen(e.Fun).(*solidity.MemberAccess); ok && m.Member == "add" && len(e.Args) == 1 {
			x = unparen(m.X)
		}
	}
	if x == nil {
		return nil
	}
	if sc.Flow().Taint(x).Has(analysis.TaintTime | analysis.TaintBlockNumber) {
		return x
	}
	m, ok := x.(*solidity.MemberAccess)
	if !ok {
		return nil
	}
	if id, ok := unparen(m.X).(*solidity.Identifier); ok && sc.Resolve(id).Kind == analysis.SymState {
		return x
	}
	return nil
}
