package detector

import (
	"fmt"
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// ArbitrarySendEth reports ether sent to a receiver the caller chooses, on paths that
// unprotected-ether-withdrawal does not already cover: through internal functions, through external calls with
// value, and with receivers decoded from msg.data.
var ArbitrarySendEth = &Detector{
	ID:    "arbitrary-send-eth",
	Title: "Ether sent to an arbitrary address",
	Description: "A public function without an access check lets the caller choose where the contract's ether " +
		"goes: the receiver comes from a parameter or from msg.data and reaches an ether transfer, directly, " +
		"through an internal helper, or as the target of an external call with value. (A public function that " +
		"pays its own parameter directly is reported by unprotected-ether-withdrawal.)",
	Exploit: "Anyone calls the function with their own address as the receiver and the contract pays them from its " +
		"balance.",
	Recommendation: "Restrict the function to authorised callers, or send only to addresses the contract " +
		"recorded (the caller's own, recorded balance) rather than to one the caller names.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-105",
	CWE:        "CWE-284",
	Requires:   []Requirement{RequireCFG, RequireDataFlow, RequireGuards, RequireCallGraph},
	Run:        runArbitrarySendEth,
}

// chosenByCaller are the sources that let a caller name an arbitrary receiver (msg.sender names only itself).
const chosenByCaller = analysis.TaintParam | analysis.TaintData

func runArbitrarySendEth(p *Pass) error {
	ps := paramSends{open: map[*analysis.Function][]bool{}, ledgers: ledgers{}, sends: map[*analysis.Function]bool{}, site: &paySite{}}
	for _, f := range entries(p.Model) {
		fsc := f.Scope()
		var fl *analysis.Flow // asked for at the first call that may pay: most bodies make none
		if !slices.ContainsFunc(fsc.Calls(), func(c *analysis.Call) bool {
			if !ps.mayPay(c) {
				return false
			}
			if fl == nil {
				fl = f.Flow()
			}
			ok, _ := payChosen(fl, c, true)
			return ok
		}) {
			continue // the body's calls, a superset of its nodes' calls, can send nothing a caller chooses
		}
		// What follows is computed for the first call that can matter.
		var open []bool
		var committed uint64
		prepared := false
		prepare := func() {
			if !prepared {
				open, committed, prepared = ps.openNodes(f), committedParams(f), true
			}
		}
		for _, n := range f.CFG().Nodes {
			if n.Scope != fsc || len(analysis.NodeCalls(n)) == 0 || !n.HasOwn() {
				continue
			}
			for _, c := range analysis.NodeCalls(n) {
				ok, chosen := ps.mayPayChosen(fl, c, false)
				if !ok {
					continue
				}
				prepare()
				if !open[n.Index] {
					continue
				}
				external := c.Kind == analysis.CallExternal
				if (c.SendsEther() || (external && c.Value != nil)) && c.Target != nil {
					if !fl.Taint(c.Target).Has(analysis.TaintData) && fl.Params(c.Target)&^committed == 0 {
						continue // the receiver is bound to an approved commitment
					}
					if ps.ledgers.bounded(f, c) || paidByCaller(f, c.Value) {
						continue
					}
					what := "sends ether to"
					if external {
						what = "calls, with ether,"
					}
					sev, conf, note := passThrough(f)
					if vs, vc, voided := voidedLevel(f, n); voided {
						sev, conf, note = vs, vc, note+voidedNote
					}
					p.Report(Report{Function: f, File: fsc.File, At: c.Expr, Severity: sev, Confidence: conf,
						Message: fmt.Sprintf("%s %s %s, which any caller chooses%s", funcLabel(f), what, Text(fsc.File, c.Target), note)})
					continue
				}
				// An internal or library call.
				if committed != 0 {
					chosen = argsChosen(fl, c, committed, false)
				}
				if chosen == 0 || slices.ContainsFunc(c.Args, func(a solidity.Expr) bool { return paidByCaller(f, a) }) {
					continue
				}
				if c.Kind == analysis.CallInternal && c.Callee != nil && c.Callee.IsEntry() && !writesOwnState(f) {
					// A public function called internally (removeLiquidityETHWithPermit calling
					// removeLiquidityETH) grants no more than calling it directly does, unless the caller
					// prepares state for it first (Parity's execute storing the transaction confirm sends): it
					// is judged itself.
					continue
				}
				if ledgerPaid(f, fl, c, ps.ledgers) {
					continue
				}
				ps.entryWrites = ownWrites(f, ps.entryWrites[:0])
				ps.site.f, ps.site.n = f, n
				if send, callee := ps.find(c.Callee, chosen, valueArgs(fl, c), zeroArgs(fl, c), callArgs(c), 0); send != nil {
					sev, conf, note := passThrough(f)
					if vs, vc, voided := voidedLevel(f, n); voided {
						sev, conf, note = vs, vc, note+voidedNote
					}
					p.Report(Report{Function: f, File: fsc.File, At: c.Expr, Severity: sev, Confidence: conf,
						Message: fmt.Sprintf("%s passes a caller-chosen address to %s, which sends ether to it: %s%s", funcLabel(f), funcLabel(callee), Text(callee.File, send.Expr), note),
						Related: []Related{{File: callee.File, At: send.Expr, Message: "ether sent here"}}})
				}
			}
		}
	}
	return nil
}

// mayPayChosen is what a call of an entry's body needs to be reported: it sends ether (or calls with ether) to a
// receiver the caller chooses, or passes a caller-chosen value to an internal function with a body. For the
// latter, chosen is argsChosen(fl, c, 0, first), which the caller need not work out again: with first, only the
// first parameter found, which tells ok. An internal function that reaches no ether transfer (reachesSend) is
// left out: find would find nothing there.
func (ps paramSends) mayPayChosen(fl *analysis.Flow, c *analysis.Call, first bool) (ok bool, chosen uint64) {
	if !ps.mayPay(c) {
		return false, 0
	}
	return payChosen(fl, c, first)
}

// mayPay is what mayPayChosen asks of the call itself, before any value's flow: an ether transfer (or a call with
// ether) to a named receiver, or an internal or library call of a function that reaches one.
func (ps paramSends) mayPay(c *analysis.Call) bool {
	if c.Expr == nil {
		return false
	}
	switch {
	case (c.SendsEther() || (c.Kind == analysis.CallExternal && c.Value != nil)) && c.Target != nil:
		return true
	case (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil:
		return c.Callee.Decl.Body != nil && ps.reachesSend(c.Callee)
	}
	return false
}

// payChosen is mayPayChosen for a call that mayPay accepts.
func payChosen(fl *analysis.Flow, c *analysis.Call, first bool) (ok bool, chosen uint64) {
	external := c.Kind == analysis.CallExternal
	if (c.SendsEther() || (external && c.Value != nil)) && c.Target != nil {
		t := fl.Taint(c.Target)
		// A direct send to a parameter or to the caller is unprotected-ether-withdrawal's case.
		return t.Has(chosenByCaller) && !fl.Taint(c.Value).Has(analysis.TaintValue) &&
			(external || !t.Has(analysis.TaintParam|analysis.TaintSender|analysis.TaintOrigin)), 0
	}
	chosen = argsChosen(fl, c, 0, first)
	return chosen != 0, chosen
}

// argsChosen returns the callee parameters (bit i) that receive a caller-chosen value at call c, leaving out
// values that come only from committed parameters; with first, only the first found (whether there is one).
func argsChosen(fl *analysis.Flow, c *analysis.Call, committed uint64, first bool) uint64 {
	chosen := func(e solidity.Expr) bool {
		t := fl.Taint(e)
		if !t.Has(chosenByCaller) {
			return false
		}
		return t.Has(analysis.TaintData) || fl.Params(e)&^committed != 0
	}
	var bits uint64
	off := libraryOffset(c)
	if off == 1 && c.Target != nil && chosen(c.Target) {
		bits |= 1
		if first {
			return bits
		}
	}
	for i, a := range c.Args {
		if j := i + off; j < 64 && chosen(a) {
			bits |= 1 << uint(j)
			if first {
				return bits
			}
		}
	}
	return bits
}

// committedParams returns f's parameters (bit i) that are hashed in f, directly or by an internal function f
// passes them to: the hash identifies an approved operation (a proposal, a scheduled timelock call), so the
// caller cannot pick those values freely — they must match what was approved.
func committedParams(f *analysis.Function) uint64 {
	fl := f.Flow()
	var bits uint64
	for _, c := range f.Scope().Calls() {
		if c.Expr == nil {
			continue
		}
		switch {
		case c.Kind == analysis.CallBuiltin && (c.Name == "keccak256" || c.Name == "sha3" || c.Name == "sha256"):
			for _, a := range c.Args {
				bits |= fl.Params(a)
			}
		case (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil:
			hashed := hashedParams(c.Callee, 0)
			off := libraryOffset(c)
			for i, a := range c.Args {
				if j := i + off; j < 64 && hashed&(1<<uint(j)) != 0 {
					bits |= fl.Params(a)
				}
			}
		}
	}
	return bits
}

// hashedParams returns the parameters of an internal function that reach a keccak256/sha256 argument in it or
// in the functions it calls.
func hashedParams(f *analysis.Function, depth int) uint64 {
	if f == nil || f.Decl.Body == nil || depth > 2 {
		return 0
	}
	fl := f.Flow()
	var bits uint64
	for _, c := range f.Scope().Calls() {
		switch {
		case c.Kind == analysis.CallBuiltin && (c.Name == "keccak256" || c.Name == "sha3" || c.Name == "sha256"):
			for _, a := range c.Args {
				bits |= fl.Params(a)
			}
		case (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Callee != f:
			inner := hashedParams(c.Callee, depth+1)
			off := libraryOffset(c)
			for i, a := range c.Args {
				if j := i + off; j < 64 && inner&(1<<uint(j)) != 0 {
					bits |= fl.Params(a)
				}
			}
		}
	}
	return bits
}

// valueArgs returns the callee parameters (bit i) that receive msg.value at call c.
func valueArgs(fl *analysis.Flow, c *analysis.Call) uint64 {
	var bits uint64
	off := libraryOffset(c)
	for i, a := range c.Args {
		if j := i + off; j < 64 && fl.Taint(a).Has(analysis.TaintValue) {
			bits |= 1 << uint(j)
		}
	}
	return bits
}

// ledgerPaid reports whether a helper call that sends ether (Address.sendValue(account, payment)) pays the
// receiver what f records for it: its first caller-chosen argument is the receiver, its last the amount, and
// f's ledger bounds that amount (OpenZeppelin's PaymentSplitter.release adds the payment to _released[account]).
func ledgerPaid(f *analysis.Function, fl *analysis.Flow, c *analysis.Call, lg ledgers) bool {
	if len(c.Args) < 2 {
		return false
	}
	for _, a := range c.Args[:len(c.Args)-1] {
		if fl.Taint(a).Has(analysis.TaintParam | analysis.TaintData) {
			return lg.bounded(f, &analysis.Call{Target: a, Value: c.Args[len(c.Args)-1]})
		}
	}
	return false
}

// zeroArgs returns the positions of c's callee parameters that c passes the literal 0.
func zeroArgs(fl *analysis.Flow, c *analysis.Call) uint64 {
	var bits uint64
	off := libraryOffset(c)
	for i, a := range c.Args {
		if j := i + off; j < 64 && isZeroLiteral(a) {
			bits |= 1 << uint(j)
		}
	}
	return bits
}

// zeroParam reports whether e is a parameter of sc's function whose bit is set in zero.
func zeroParam(sc *analysis.Scope, e solidity.Expr, zero uint64) bool {
	if zero == 0 {
		return false
	}
	id, ok := unparen(e).(*solidity.Identifier)
	if !ok {
		return false
	}
	sym := sc.Resolve(id)
	return sym.Kind == analysis.SymParam && sym.Index < 64 && zero&(1<<uint(sym.Index)) != 0
}

// libraryOffset is 1 for x.f(a) through using-for, where x is the first parameter.
func libraryOffset(c *analysis.Call) int {
	if c.Kind == analysis.CallLibrary && c.Target != nil && c.Callee != nil && len(c.Args) < len(c.Callee.Decl.Params) {
		return 1
	}
	return 0
}

// paramSends searches internal functions for the ether transfers their parameters reach, with each function's
// open nodes and ledger computed once per pass.
type paramSends struct {
	open    map[*analysis.Function][]bool
	ledgers ledgers
	// sends holds reachesSend's answers; a function being searched is in it as true until answered.
	sends map[*analysis.Function]bool
	// entryWrites lists the state variables the public function being judged writes itself (ownWrites).
	entryWrites []*analysis.StateVar
	// site is the call of the public function being judged that find searches from.
	site *paySite
}

// paySite is a call at node n of a public function f, with the scratch space of the walks that judge the values
// it passes.
type paySite struct {
	f    *analysis.Function
	n    *analysis.Node
	walk cfgWalk
	buf  [16]*analysis.Node
}

// storedClaim reports whether a send of amount to to, values the public function passes at the site for the
// receiver and the amount a helper sends, would be a stored claim paid directly there (storedClaim): the helper
// then pays what the record holds, which the caller did not choose (placeBid passing the outbid a.bidder and
// a.amount to _refund). A helper's receiver is judged by the values passed to it, as a send in the public
// function would be.
func (s *paySite) storedClaim(to, amount solidity.Expr) bool {
	if to == nil || amount == nil {
		return false
	}
	decisions := s.walk.decisionsBefore(s.f.CFG(), s.n, s.buf[:0])
	return storedClaim(s.f, s.n, &analysis.Call{Target: to, Value: amount}, decisions)
}

// callArgs returns the values c passes, by the callee's parameter position.
func callArgs(c *analysis.Call) []solidity.Expr {
	off := libraryOffset(c)
	args := make([]solidity.Expr, len(c.Args)+off)
	if off == 1 {
		args[0] = c.Target
	}
	copy(args[off:], c.Args)
	return args
}

// paramIndex returns the position of the parameter of sc's function that e is (converted or not), or -1.
func paramIndex(sc *analysis.Scope, e solidity.Expr) int {
	id, ok := unparen(unwrapConversion(e)).(*solidity.Identifier)
	if !ok {
		return -1
	}
	if sym := sc.Resolve(id); sym.Kind == analysis.SymParam {
		return sym.Index
	}
	return -1
}

// reachesSend reports whether f's body, or an internal or library function it calls, directly or not, may send
// ether to a named receiver: a superset of the functions in which find may find a transfer, which leaves out
// most internal calls (SafeMath's add and sub) at the cost of one look at each function's calls. A call cycle
// counts as reaching one, which keeps the answer a superset whatever the order of the search.
func (ps paramSends) reachesSend(f *analysis.Function) bool {
	if r, ok := ps.sends[f]; ok {
		return r
	}
	if f.Decl.Body == nil {
		ps.sends[f] = false
		return false
	}
	ps.sends[f] = true
	for _, c := range f.Scope().Calls() {
		if c.SendsEther() && c.Target != nil {
			return true
		}
		if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && ps.reachesSend(c.Callee) {
			return true
		}
	}
	ps.sends[f] = false
	return false
}

func (ps paramSends) openNodes(f *analysis.Function) []bool {
	open, ok := ps.open[f]
	if !ok {
		open = openNodes(f)
		ps.open[f] = open
	}
	return open
}

// find finds, in f or its internal callees, an ether transfer on an unguarded path whose receiver comes from
// one of the parameters in chosen and whose amount is not the forwarded msg.value, nor a parameter the callers
// pass zero (zero: functionCall(target, data) handing functionCallWithValue a value of 0). passed holds, by f's
// parameter position, the value the public function passes for it, when the parameter receives it unchanged
// (nil otherwise): a send of such parameters is judged by those values (paySite.storedClaim).
func (ps paramSends) find(f *analysis.Function, chosen, value, zero uint64, passed []solidity.Expr, depth int) (*analysis.Call, *analysis.Function) {
	if f == nil || f.Decl.Body == nil || depth > 3 || chosen == 0 {
		return nil, nil
	}
	var open []bool
	isOpen := func(n *analysis.Node) bool {
		if open == nil {
			open = ps.openNodes(f)
		}
		return open[n.Index]
	}
	sc := f.Scope()
	fl := f.Flow()
	for _, n := range f.CFG().Nodes {
		if n.Scope != sc || len(analysis.NodeCalls(n)) == 0 || !n.HasOwn() {
			continue
		}
		for _, c := range analysis.NodeCalls(n) {
			if c.Expr == nil {
				continue
			}
			switch {
			case c.SendsEther() && c.Target != nil:
				if fl.Params(c.Target)&chosen == 0 || fl.Params(c.Value)&value != 0 || fl.Taint(c.Value).Has(analysis.TaintValue) ||
					zeroParam(sc, c.Value, zero) {
					continue
				}
				if fl.Taint(c.Target).Has(analysis.TaintSender|analysis.TaintOrigin) || !isOpen(n) || ps.ledgers.bounded(f, c) {
					continue
				}
				if ps.storedReceiver(sc, c.Target) {
					continue // the caller picks an entry (deals[id].seller), not the address: as in a public body, not this detector's case
				}
				if i, j := paramIndex(sc, c.Target), paramIndex(sc, c.Value); i >= 0 && j >= 0 && i < len(passed) && j < len(passed) &&
					ps.site.storedClaim(passed[i], passed[j]) {
					continue
				}
				return c, f
			case (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Callee != f:
				var next, nextValue, nextZero uint64
				off := libraryOffset(c)
				for i, a := range c.Args {
					if j := i + off; j < 64 {
						pa := fl.Params(a)
						if pa&chosen != 0 {
							next |= 1 << uint(j)
						}
						if pa&value != 0 || fl.Taint(a).Has(analysis.TaintValue) {
							nextValue |= 1 << uint(j)
						}
						if isZeroLiteral(a) || zeroParam(sc, a, zero) {
							nextZero |= 1 << uint(j)
						}
					}
				}
				if off == 1 && fl.Params(c.Target)&chosen != 0 {
					next |= 1
				}
				if next == 0 || c.Callee.Decl.Body == nil || depth+1 > 3 || !isOpen(n) {
					continue // nothing the search below could find
				}
				// The public function's values, where the callee's parameters receive them unchanged.
				nextPassed := callArgs(c)
				for k, a := range nextPassed {
					nextPassed[k] = nil
					if i := paramIndex(sc, a); i >= 0 && i < len(passed) {
						nextPassed[k] = passed[i]
					}
				}
				if s, g := ps.find(c.Callee, next, nextValue, nextZero, nextPassed, depth+1); s != nil {
					return s, g
				}
			}
		}
	}
	return nil, nil
}

// storedReceiver reports whether the receiver e is read from storage the public function calling does not write
// itself: a state variable's entry or member, or a member of a storage pointer (a local, or a parameter passed
// one). The parameter that reached it chose which entry is paid, not the address paid, which the code that stored
// it decided. A public function that stores the entry first (Parity's execute recording m_txs[h].to = _to, then
// confirm paying it) chose the address after all; with a storage pointer passed down, whose variable is not
// known here, any write of its own counts.
func (ps paramSends) storedReceiver(sc *analysis.Scope, e solidity.Expr) bool {
	e = unwrapConversion(e)
	if _, ok := solidity.Unparen(e).(*solidity.Identifier); ok {
		return false // a parameter or local holding an address: the address itself is passed
	}
	sym := sc.RootVar(e)
	switch sym.Kind {
	case analysis.SymState:
		return !slices.Contains(ps.entryWrites, sym.State)
	case analysis.SymParam, analysis.SymLocal:
		return sym.Var != nil && sym.Var.Location == solidity.LocationStorage && len(ps.entryWrites) == 0
	}
	return false
}

// ownWrites appends to out the state variables f's own statements write (not the functions it calls).
func ownWrites(f *analysis.Function, out []*analysis.StateVar) []*analysis.StateVar {
	fsc := f.Scope()
	for _, n := range f.CFG().Nodes {
		if n.Scope != fsc {
			continue
		}
		for _, w := range n.Writes() {
			if !slices.Contains(out, w.Var) {
				out = append(out, w.Var)
			}
		}
	}
	return out
}

// writesOwnState reports whether f's own statements (not the functions it calls) write state.
func writesOwnState(f *analysis.Function) bool {
	fsc := f.Scope()
	for _, n := range f.CFG().Nodes {
		if n.Scope == fsc && len(n.Writes()) > 0 {
			return true
		}
	}
	return false
}
