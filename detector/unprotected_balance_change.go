package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UnprotectedBalanceChange reports public functions that let anyone mint balances for, or burn them from, an
// account of their choice.
var UnprotectedBalanceChange = &Detector{
	ID:    "unprotected-balance-change",
	Title: "Anyone can mint or burn balances",
	Description: "A public or external function without an access check changes the balance of an account the " +
		"caller names, in a ledger whose entries make up a recorded total (a token's balances and total supply): " +
		"it credits an amount nobody gives up and nobody pays for (a mint), or debits the account without any " +
		"allowance the account granted the caller (a burn).",
	Exploit: "An attacker calls mint(attacker, 10**30) and sells the new tokens, diluting every holder, or calls " +
		"burnFrom(victim, balance) to wipe out a victim's holdings.",
	Recommendation: "Restrict minting and burning to authorised callers (an owner or minter role), and debit " +
		"another account only within the allowance it granted the caller.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-105",
	CWE:        "CWE-284",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runUnprotectedBalanceChange,
}

func runUnprotectedBalanceChange(p *Pass) error {
	pairs := ledgerPairs(p.Model).pairs
	if len(pairs) == 0 {
		return nil
	}
	ledgerOf := map[*analysis.StateVar]bool{}
	for _, ledgers := range pairs {
		for l := range ledgers {
			ledgerOf[l] = true
		}
	}
	for _, f := range entries(p.Model) {
		if f.IsView() {
			continue
		}
		ups := updatesOf(f)
		var open []bool
		for _, u := range ups {
			if u.op != "+" && u.op != "-" || u.node.Scope != f.Scope() {
				continue
			}
			ix, ok := solidity.Unparen(u.target).(*solidity.IndexAccess)
			if !ok || ix.X == nil || ix.Index == nil {
				continue
			}
			id, ok := solidity.Unparen(ix.X).(*solidity.Identifier)
			if !ok {
				continue
			}
			ledger := stateVarOf(u.sc, id)
			if ledger == nil || !ledgerOf[ledger] {
				continue
			}
			fl := u.sc.Flow()
			// The account is one the caller names, not the caller itself.
			if kt := fl.Taint(ix.Index); !kt.Has(analysis.TaintParam) || kt.Has(analysis.TaintSender|analysis.TaintOrigin) {
				continue
			}
			if u.op == "+" && (fl.Taint(u.amount).Has(analysis.TaintValue) || givenUp(f, ups, u)) {
				continue // paid for with ether, or moved from another account
			}
			if u.op == "-" && (spendsAllowance(f, ups) || handedOn(ups, u)) {
				continue // within an allowance, or moved to another account rather than burnt
			}
			if open == nil {
				open = openNodes(f)
			}
			if !open[u.node.Index] {
				continue
			}
			what := "mint %s for %s in %s out of nothing"
			if u.op == "-" {
				what = "burn %s of %s's %s"
			}
			p.Report(Report{Function: f, File: u.sc.File, At: u.at,
				Message: fmt.Sprintf("%s lets any caller "+what, funcLabel(f), Text(u.sc.File, u.amount), Text(u.sc.File, ix.Index), ledger.Name)})
		}
	}
	return nil
}

// givenUp reports whether the amount credited by u comes from somewhere: another update of f takes the same
// amount from a place, or a call of f hands it on (a token deposit: token.transferFrom(msg.sender, this,
// amount)).
func givenUp(f *analysis.Function, ups []update, u update) bool {
	amount := keyText(u.src, u.amount)
	for _, o := range ups {
		if o.op == "-" && sameKey(keyText(o.src, o.amount), amount) {
			return true
		}
	}
	for _, c := range f.Scope().Calls() {
		if c.Kind != analysis.CallExternal && c.Kind != analysis.CallLibrary && c.Kind != analysis.CallInternal {
			continue
		}
		for _, a := range c.Args {
			if sameKey(keyText(u.src, a), amount) {
				return true
			}
		}
	}
	return false
}

// handedOn reports whether the amount debited by u is credited elsewhere by f: a transfer, not a burn.
func handedOn(ups []update, u update) bool {
	amount := keyText(u.src, u.amount)
	for _, o := range ups {
		if o.op == "+" && sameKey(keyText(o.src, o.amount), amount) {
			return true
		}
	}
	return false
}

// spendsAllowance reports whether f debits an allowance the caller was granted: an update taking from an entry
// keyed by the caller (allowance[from][msg.sender] -= amount), or an internal call handed the caller's address
// that writes state (_spendAllowance(from, msg.sender, amount)).
func spendsAllowance(f *analysis.Function, ups []update) bool {
	for _, o := range ups {
		if o.op != "-" {
			continue
		}
		for e := solidity.Unparen(o.target); ; {
			ix, ok := e.(*solidity.IndexAccess)
			if !ok || ix.Index == nil {
				break
			}
			if o.sc.Flow().Taint(ix.Index).Has(analysis.TaintSender | analysis.TaintOrigin) {
				return true
			}
			e = solidity.Unparen(ix.X)
		}
	}
	fl := f.Flow()
	for _, c := range f.Scope().Calls() {
		if c.Kind != analysis.CallInternal || c.Callee == nil || len(c.Callee.WrittenState()) == 0 {
			continue
		}
		for _, a := range c.Args {
			if fl.Taint(a).Has(analysis.TaintSender | analysis.TaintOrigin) {
				return true
			}
		}
	}
	return false
}
