package detector

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// RestrictionBypass reports a public function that moves balances of a ledger without a restriction that
// another public function moving the same ledger checks: a rule only privileged accounts set (an allowlist, a
// freeze, a lock-up) holds on one way out of an account and not on the other.
var RestrictionBypass = &Detector{
	ID:    "restriction-bypass",
	Title: "A transfer restriction checked on one path is missing on another",
	Description: "Two public functions, open to any holder, move amounts between entries of the same ledger (a " +
		"token's transfer and transferFrom). One of them checks state that only privileged functions set (an " +
		"allowlist, frozen accounts, lock-up dates, a pause), itself or through the functions its checks call; the " +
		"other moves the same balances without any check of that state. The restriction the contract's " +
		"administrators impose is bypassed through the unchecked path. (Recognised by the checks each function " +
		"makes and who sets the state checked, not by names.)",
	Exploit: "A holder who is not on the allowlist, is frozen or is still in the lock-up approves a second " +
		"address of their own and calls transferFrom, which never asks the restriction transfer enforces: the " +
		"permissioned token ends up with unverified holders and locked tokens sold early.",
	Recommendation: "Enforce the restriction in the one internal function every balance move goes through (an " +
		"_update or _beforeTokenTransfer hook), so no public path can skip it.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-863",
	Requires:   []Requirement{RequireCFG, RequireGuards},
	Run:        runRestrictionBypass,
}

func runRestrictionBypass(p *Pass) error {
	// First the entries that may move a ledger, from the model's memoised updates alone (no data flow): most
	// units have at most one per ledger, and stop there.
	type mover struct {
		f      *analysis.Function
		ledger *analysis.StateVar
		at     solidity.Node
	}
	// The functions that move a ledger themselves, from the updates the model lists once: only those with a
	// debit of an entry are looked at.
	var moves map[*analysis.Function]ledgerMoveFacts
	for f, ups := range ledgerPairs(p.Model).updates {
		for _, u := range ups {
			if u.op != "-" {
				continue
			}
			if _, ok := solidity.Unparen(u.target).(*solidity.IndexAccess); !ok {
				continue
			}
			var m ledgerMoveFacts
			if m.ledger, m.move, m.from, m.to = inlineMove(f); m.ledger != nil {
				if moves == nil {
					moves = map[*analysis.Function]ledgerMoveFacts{}
				}
				moves[f] = m
			}
			break
		}
	}
	if len(moves) == 0 {
		return nil
	}
	var cands []*analysis.Function
	candCount := map[*analysis.StateVar]int{}
	for _, f := range entries(p.Model) {
		if f.IsView() || f.IsConstructor() || f.Contract == nil || f.Decl.Body == nil {
			continue
		}
		if ledger := mayMoveLedger(f, moves); ledger != nil {
			cands = append(cands, f)
			candCount[ledger]++
		}
	}
	var movers []mover
	ledgerCount := map[*analysis.StateVar]int{}
	for _, f := range cands {
		if candCount[mayMoveLedger(f, moves)] < 2 {
			continue
		}
		if ledger, at := movedLedger(f, moves); ledger != nil {
			movers = append(movers, mover{f, ledger, at})
			ledgerCount[ledger]++
		}
	}
	if len(movers) < 2 {
		return nil
	}
	for _, b := range movers {
		if ledgerCount[b.ledger] < 2 || b.f.Guards().AccessChecked() {
			continue
		}
		var missed []string
		var from *analysis.Function
		for _, a := range movers {
			if a.f == b.f || a.ledger != b.ledger || a.f.Contract != b.f.Contract || a.f.Guards().AccessChecked() {
				continue
			}
			for _, v := range a.f.Contract.StateVars {
				if v == b.ledger || v.Decl.Constant || v.Decl.Immutable || !a.f.CheckedState(v) || b.f.CheckedState(v) ||
					!setOnlyByPrivileged(p.Model, a.f.Contract, v) || writesVar(a.f, v) || writesVar(b.f, v) {
					continue
				}
				if !slices.Contains(missed, v.Name) {
					missed = append(missed, v.Name)
					from = a.f
				}
			}
		}
		if len(missed) == 0 {
			continue
		}
		p.Report(Report{Function: b.f, File: b.f.File, From: b.f.Decl, At: b.at,
			Message: fmt.Sprintf("%s moves %s without checking %s, which %s checks before the same move and only privileged functions set: the restriction is bypassed through %s",
				funcLabel(b.f), b.ledger.Name, strings.Join(missed, ", "), funcLabel(from), b.f.Name),
			Related: []Related{{File: from.File, At: from.Decl, Message: "the function that checks it"}}})
	}
	return nil
}

// ledgerMoveFacts is inlineMove's answer for one function that makes a move, kept for the run.
type ledgerMoveFacts struct {
	ledger   *analysis.StateVar
	move     ledgerMove
	from, to int
}

// mayMoveLedger returns the ledger f moves amounts within, itself or through an internal function it calls,
// whoever's accounts they are: the cheap first half of movedLedger.
func mayMoveLedger(f *analysis.Function, cache map[*analysis.Function]ledgerMoveFacts) *analysis.StateVar {
	if m := cache[f]; m.ledger != nil {
		return m.ledger
	}
	for _, c := range f.Scope().Calls() {
		if c.Kind != analysis.CallInternal || c.Expr == nil || c.Callee == nil || c.Callee == f || c.Callee.Decl.Body == nil {
			continue
		}
		if m := cache[c.Callee]; m.ledger != nil && m.from >= 0 && m.to >= 0 {
			return m.ledger
		}
	}
	return nil
}

// movedLedger returns the ledger f moves amounts within at its caller's request, and the debit: an entry keyed by
// the caller or a parameter is debited and an entry keyed by a parameter credited by the same amount, by f itself
// or by an internal function f hands those accounts (_transfer(from, to, amount)). It returns nil when none.
func movedLedger(f *analysis.Function, cache map[*analysis.Function]ledgerMoveFacts) (*analysis.StateVar, solidity.Node) {
	sc := f.Scope()
	fl := sc.Flow()
	if m := cache[f]; m.ledger != nil {
		if fl.Taint(m.move.fromKey).Has(analysis.TaintSender|analysis.TaintParam) && fl.Taint(m.move.toKey).Has(analysis.TaintParam) {
			return m.ledger, m.move.at
		}
	}
	for _, c := range sc.Calls() {
		if c.Kind != analysis.CallInternal || c.Expr == nil || c.Callee == nil || c.Callee == f || c.Callee.Decl.Body == nil {
			continue
		}
		m := cache[c.Callee]
		if m.ledger == nil || m.from < 0 || m.to < 0 || m.from >= len(c.Args) || m.to >= len(c.Args) {
			continue
		}
		if fl.Taint(c.Args[m.from]).Has(analysis.TaintSender|analysis.TaintParam) && fl.Taint(c.Args[m.to]).Has(analysis.TaintParam) {
			return m.ledger, c.Expr
		}
	}
	return nil, nil
}

// ledgerMove is a debit found by inlineMove, with the keys of the two entries.
type ledgerMove struct {
	at             solidity.Node
	fromKey, toKey solidity.Expr
}

// inlineMove returns a ledger f itself debits at one entry and credits at another by the same amount, the move,
// and the positions among f's parameters of the two keys (-1 when a key is not a parameter named as it is).
func inlineMove(f *analysis.Function) (*analysis.StateVar, ledgerMove, int, int) {
	ups := updatesOf(f)
	for _, u := range ups {
		if u.op != "-" || u.node == nil || u.node.Scope != f.Scope() {
			continue
		}
		ix, ok := solidity.Unparen(u.target).(*solidity.IndexAccess)
		if !ok || ix.X == nil || ix.Index == nil {
			continue
		}
		ledger := stateVarOf(u.sc, ix.X)
		if ledger == nil {
			continue
		}
		amount := keyText(u.sc.File.Src, u.amount)
		for _, o := range ups {
			if o.op != "+" || o.sc != u.sc || !sameKey(keyText(o.sc.File.Src, o.amount), amount) {
				continue
			}
			ox, ok := solidity.Unparen(o.target).(*solidity.IndexAccess)
			if !ok || ox.X == nil || ox.Index == nil || stateVarOf(o.sc, ox.X) != ledger {
				continue
			}
			return ledger, ledgerMove{at: u.at, fromKey: ix.Index, toKey: ox.Index}, paramIndex(u.sc, ix.Index), paramIndex(u.sc, ox.Index)
		}
	}
	return nil, ledgerMove{}, -1, -1
}

// setOnlyByPrivileged reports whether v is written by some public function of c's hierarchy, every such write
// behind an access check: a rule the contract's administrators set.
func setOnlyByPrivileged(m *analysis.Model, c *analysis.Contract, v *analysis.StateVar) bool {
	s := settersOf(m, c)
	return len(s.guardedOf(v)) > 0 && len(s.openOf(v)) == 0
}
