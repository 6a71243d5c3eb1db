package detector

import (
	"bytes"
	"iter"
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// runChargeRace reports token payments pulled from the caller (transferFrom(msg.sender, …, amount)) whose
// amount reads a state variable another public function sets: a price or fee the setter can raise while the
// payment is pending, and the caller, whose allowance usually covers more than one purchase, pays the new one.
// It is part of tx-order-dependence.
func runChargeRace(p *Pass) {
	var setters *stateSetters
	var settersOfC *analysis.Contract
	facts := functionFacts(p.Model)
	for _, i := range pullers(p.Model) {
		fx := &facts[i]
		if fx.fn.Contract == nil {
			continue
		}
		f := fx.fn
		for _, s := range fx.calls {
			n, c := s.node, s.call
			amount := callerCharge(n.Scope, c)
			if amount == nil {
				continue
			}
			sc := n.Scope
			vars := chargeState(sc, amount, nil, 0)
			if len(vars) > 0 && callerBounds(sc, amount, vars) {
				continue // the caller states the most they pay (or the price they saw)
			}
			for _, v := range vars {
				if creditsCaller(fx, v) {
					continue // what the caller pays is put to the caller's own entry: a deposit, not a price
				}
				if setters == nil || settersOfC != f.Contract {
					setters, settersOfC = settersOf(p.Model, f.Contract), f.Contract
				}
				who, conf, sev, capped := "any caller", vigil.Confidence(""), vigil.Severity(""), ""
				var w write
				ok := false
				fields := chargedFields(sc, amount, v, 0)
				// Fields of an entry: only writes that change one of them in an entry that exists count.
				fieldWrite := func(ws []write) (write, bool) {
					for _, field := range fields {
						if ch := changingFieldWrites(ws, f, field); len(ch) > 0 {
							// A write of the field itself (tiers[id].price = p) before one of the whole entry.
							if i := slices.IndexFunc(ch, func(w write) bool { return fieldOf(w.at) == field }); i > 0 {
								return ch[i], true
							}
							return ch[0], true
						}
					}
					return write{}, false
				}
				if len(fields) > 0 {
					w, ok = fieldWrite(setters.openOf(v))
				} else if w, ok = setters.openSetter(v, f); ok && growsWith(sc, amount) {
					// A charge that grows with v rises only through a write that raises v: an open write
					// that only lowers it (a holder burning their own) makes the caller pay less, not more.
					w, ok = raisingWrite(setters.openOf(v), f)
				}
				if !ok {
					if len(fields) > 0 {
						w, ok = fieldWrite(setters.guardedOf(v))
					} else {
						w, ok = setters.guardedSetter(v, f)
					}
					if !ok || !openNodes(f)[n.Index] {
						continue
					}
					who, conf = "a privileged account", vigil.ConfidenceLow
					if cappedSets(v) {
						// The trusted setter cannot move it past a constant cap: the caller's loss is bounded.
						sev, capped = vigil.SeverityLow, " (within the cap its setters check)"
					}
				}
				if holder := entryHolderCheck(w.fn, v); holder != "" {
					// The entry's own holder (a listing's lender) sets it: the party the caller deals with.
					who, conf, sev, capped = "the account in "+holder, vigil.Confidence(""), vigil.Severity(""), ""
				}
				p.Report(Report{Function: f, File: sc.File, At: c.Expr, From: f.Decl, Confidence: conf, Severity: sev,
					Message: funcLabel(f) + " charges the caller " + Text(sc.File, amount) + ", which reads " + v.Name +
						"; " + who + " can change it first in another transaction" + capped + ", and the caller pays the new amount",
					Related: []Related{{File: w.node.Scope.File, At: w.at, Message: "changed here"}}})
				break
			}
		}
	}
}

// chargedFields returns the fields of entries of v that the amount e reads (l.price, through a storage pointer
// or a local computed from it), or nil when e reads v otherwise (a plain variable, a whole entry) or not at all.
func chargedFields(sc *analysis.Scope, e solidity.Expr, v *analysis.StateVar, depth int) []string {
	if depth > 3 {
		return nil
	}
	var out []string
	whole := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if whole {
			return false
		}
		switch y := x.(type) {
		case *solidity.MemberAccess:
			if keys, root := readEntryKeys(sc, y.X); root == v && len(keys) > 0 {
				out = append(out, y.Member)
				return false
			}
		case *solidity.Identifier:
			sym := sc.Resolve(y)
			switch {
			case sym.Kind == analysis.SymState && sym.State == v:
				whole = true
			case sym.Kind == analysis.SymLocal && sym.Var != nil && sym.Var.Location == solidity.LocationStorage:
				if _, root := entryKeys(sc, y, 0); root == v {
					whole = true // the pointer itself, not a field of it
				}
			case sym.Kind == analysis.SymLocal:
				if init := unchangedInit(sc, y); init != nil {
					if sub := chargedFields(sc, init, v, depth+1); sub != nil {
						out = append(out, sub...)
					} else if slices.Contains(chargeState(sc, init, nil, 0), v) {
						whole = true
					}
				}
			}
		}
		return true
	})
	if whole {
		return nil
	}
	return out
}

// readEntryKeys is entryKeys for a read: it also follows a memory copy of an entry that the function does not
// reassign (Plan memory p = plans[id]; p.price reads the entry's field as it was in this transaction).
func readEntryKeys(sc *analysis.Scope, e solidity.Expr) ([]solidity.Expr, *analysis.StateVar) {
	if keys, root := entryKeys(sc, e, 0); root != nil {
		return keys, root
	}
	id, ok := unparen(e).(*solidity.Identifier)
	if !ok {
		return nil, nil
	}
	if sym := sc.Resolve(id); sym.Kind != analysis.SymLocal || sym.Var == nil || sym.Var.Location != solidity.LocationMemory {
		return nil, nil
	}
	init := unchangedInit(sc, id)
	if _, ok := unparen(init).(*solidity.IndexAccess); !ok {
		return nil, nil
	}
	return entryKeys(sc, init, 0)
}

// entryHolderCheck returns the text of the field of an entry of v that a guard of f compares with msg.sender
// (require(msg.sender == l.lender)): f is open to the account the entry names, not to a privileged one. It
// returns "" when there is none.
func entryHolderCheck(f *analysis.Function, v *analysis.StateVar) string {
	if f == nil || f.Decl.Body == nil {
		return ""
	}
	for _, n := range f.CFG().Nodes {
		if n.Kind != analysis.NodeGuard || !n.Holds || n.Expr == nil || n.Scope == nil {
			continue
		}
		sc := n.Scope
		holder := ""
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			b, ok := x.(*solidity.BinaryExpr)
			if !ok || b.Op != "==" || holder != "" {
				return holder == ""
			}
			for _, pair := range [2][2]solidity.Expr{{b.X, b.Y}, {b.Y, b.X}} {
				if !isSenderExpr(pair[0]) {
					continue
				}
				if ma, ok := unparen(pair[1]).(*solidity.MemberAccess); ok {
					if keys, root := entryKeys(sc, ma.X, 0); root == v && len(keys) > 0 {
						holder = Text(sc.File, ma)
					}
				}
			}
			return holder == ""
		})
		if holder != "" {
			return holder
		}
	}
	return ""
}

// cappedSets reports whether every write of v outside constructors, in the contract declaring it and those
// inheriting it, is a plain assignment of a value its function bounds by a constant on every path (require(bps
// <= MAX_FEE); fee = bps): whoever sets v cannot take it past the cap. A write through another function, or
// any other kind of write, is not known to be capped.
func cappedSets(v *analysis.StateVar) bool {
	most, seen := settersCap(v, false)
	return most != nil && seen
}

// pullersSlot holds pullers' answer.
var pullersSlot = analysis.NewMemoSlot()

// pullers returns the indexes, in order, of the entry functions of functionFacts(m) that call transferFrom or
// safeTransferFrom, computed once per model: the detectors of tokens pulled from the caller (callerCharge,
// transferFromSource) look at no other function.
func pullers(m *analysis.Model) []int {
	return m.MemoSlot(pullersSlot, func() any {
		var out []int
		facts := functionFacts(m)
		for i := range facts {
			if !facts[i].entry {
				continue
			}
			for _, s := range facts[i].calls {
				if c := s.call; c.Expr != nil && (c.Name == "transferFrom" || c.Name == "safeTransferFrom") {
					out = append(out, i)
					break
				}
			}
		}
		return out
	}).([]int)
}

// callerCharge returns the amount of a token transfer from the caller (token.transferFrom(msg.sender, to, x),
// or SafeERC20's safeTransferFrom), or nil.
func callerCharge(sc *analysis.Scope, c *analysis.Call) solidity.Expr {
	if c.Expr == nil || c.Name != "transferFrom" && c.Name != "safeTransferFrom" {
		return nil
	}
	args := c.Args
	switch {
	case c.Kind == analysis.CallExternal && len(args) == 3:
	case c.Kind == analysis.CallLibrary && libraryOffset(c) == 1 && len(args) == 3:
	default:
		return nil
	}
	if sc.Flow().Taint(args[0]) != analysis.TaintSender {
		return nil
	}
	return args[2]
}

// chargeState appends to out the mutable state variables e reads, directly or through locals set once.
func chargeState(sc *analysis.Scope, e solidity.Expr, out []*analysis.StateVar, depth int) []*analysis.StateVar {
	if depth > 3 {
		return out
	}
	solidity.Preorder(e, func(x solidity.Node) bool {
		id, ok := x.(*solidity.Identifier)
		if !ok {
			_, call := x.(*solidity.CallExpr)
			return !call || isConversion(sc, x.(*solidity.CallExpr)) // a call's result is another question
		}
		sym := sc.Resolve(id)
		switch sym.Kind {
		case analysis.SymState:
			if !sym.State.Decl.Constant && !sym.State.Decl.Immutable {
				out = appendUnique(out, sym.State)
			}
		case analysis.SymLocal:
			if init := unchangedInit(sc, id); init != nil {
				out = chargeState(sc, init, out, depth+1)
			} else if sym.Var != nil && sym.Var.Location == solidity.LocationStorage && !assignedIn(sc, sym.Var) {
				// A storage pointer (l = listings[id]) whose fields the function writes still points at the
				// entry: l.price reads it.
				if init := sc.Init(sym.Var); init != nil {
					out = chargeState(sc, init, out, depth+1)
				}
			}
		}
		return false
	})
	return out
}

// creditsCaller reports whether fx's function writes an entry of its caller's (staker[msg.sender].tokens = … +
// stakeTokens) from a value that reads v.
func creditsCaller(fx *cfgFacts, v *analysis.StateVar) bool {
	for _, n := range fx.writers {
		st, ok := n.Stmt.(*solidity.ExpressionStatement)
		if !ok {
			continue
		}
		a, ok := unparen(st.X).(*solidity.AssignExpr)
		if !ok || !callerEntry(n.Scope, a.LHS) {
			continue
		}
		for _, w := range chargeState(n.Scope, a.RHS, nil, 0) {
			if w == v {
				return true
			}
		}
	}
	return false
}

// callerBounds reports whether the function compares the amount (or a local it is kept in), or one of the state
// variables it reads, with a value of the caller's parameters: require(cost <= maxCost), require(price ==
// expected).
func callerBounds(sc *analysis.Scope, amount solidity.Expr, vars []*analysis.StateVar) bool {
	fl := sc.Flow()
	var local *solidity.VariableDeclaration
	if id, ok := unparen(amount).(*solidity.Identifier); ok {
		local = sc.Resolve(id).Var
	}
	reads := func(e solidity.Expr) bool {
		found := false
		solidity.Preorder(e, func(x solidity.Node) bool {
			if id, ok := x.(*solidity.Identifier); ok {
				sym := sc.Resolve(id)
				found = found || local != nil && sym.Var == local || sym.Kind == analysis.SymState && slices.Contains(vars, sym.State)
				if !found && sym.Kind == analysis.SymLocal && sym.Var != nil && sym.Var.Location == solidity.LocationStorage {
					// l.price <= maxPrice, with l = listings[id]
					if _, root := entryKeys(sc, id, 0); root != nil && slices.Contains(vars, root) {
						found = true
					}
				}
			}
			return !found
		})
		return found
	}
	bound := false
	solidity.Preorder(sc.Body(), func(x solidity.Node) bool {
		if b, ok := x.(*solidity.BinaryExpr); ok && isComparison(b.Op) {
			// The other side is the caller's: a parameter's value, not the same state read under a key the
			// caller names (require(t.sold < t.supply) compares two fields of the charged entry).
			if reads(b.X) && !reads(b.Y) && fl.Taint(b.Y).Has(analysis.TaintParam) ||
				reads(b.Y) && !reads(b.X) && fl.Taint(b.X).Has(analysis.TaintParam) {
				bound = true
			}
		}
		return !bound
	})
	return bound
}

// isConversion reports whether ce is a type conversion (uint256(x)).
func isConversion(sc *analysis.Scope, ce *solidity.CallExpr) bool {
	c := sc.CallOf(ce)
	return c != nil && c.Kind == analysis.CallTypeConversion
}

// freshEntriesOnly reports whether every write in ws, all of them known, made by a function other than except,
// writes an entry at a fresh key (streams[nextId++] = …, or through a local or named result set from it) or where
// a check requires it empty (createdWhereEmpty): each creates an entry no one has seen, so none changes an entry a
// pending transaction reads.
// With field set, only the writes of that field of the entries (or of whole entries) count.
func freshEntriesOnly(ws []write, except *analysis.Function, field string) bool {
	if len(ws) >= maxSetters {
		return false
	}
	for _, w := range ws {
		if w.fn == except {
			continue
		}
		if wf := fieldOf(w.at); field != "" && wf != "" && wf != field {
			continue
		}
		lhs, ok := w.at.(solidity.Expr)
		if !ok || w.node == nil || w.node.Scope == nil {
			return false
		}
		if !freshKey(w.node.Scope, stateEntryKey(lhs), 0) && !createdWhereEmpty(w, lhs) {
			return false
		}
	}
	return true
}

// stateEntryKey returns the key of the entry of a state mapping or array that lhs writes (or a field of): the index
// applied to the variable itself; nil when lhs is no such entry.
func stateEntryKey(lhs solidity.Expr) solidity.Expr {
	var key solidity.Expr
	for depth := 0; depth < 8; depth++ {
		switch x := unparen(lhs).(type) {
		case *solidity.IndexAccess:
			key, lhs = x.Index, x.X
		case *solidity.MemberAccess:
			lhs = x.X
		case *solidity.Identifier:
			return key
		default:
			return nil
		}
	}
	return nil
}

// freshKey reports whether e is a counter's value taken and advanced (count++, ++count), or a hash of one,
// directly or through a local or named result assigned from it once.
func freshKey(sc *analysis.Scope, e solidity.Expr, depth int) bool {
	if e == nil || depth > 2 {
		return false
	}
	switch x := unparen(e).(type) {
	case *solidity.UnaryExpr:
		return (x.Op == "++") && sc.RootVar(x.X).Kind == analysis.SymState
	case *solidity.CallExpr:
		// keccak256(abi.encodePacked(address(this), msg.sender, peer, count++)): a hash of a fresh value is one.
		if c := sc.CallOf(x); c == nil || c.Kind != analysis.CallBuiltin || (c.Name != "keccak256" && c.Name != "sha3" && c.Name != "sha256") {
			return false
		}
		found := false
		for _, a := range x.Args {
			solidity.Preorder(a, func(y solidity.Node) bool {
				if u, ok := y.(*solidity.UnaryExpr); ok && u.Op == "++" && sc.RootVar(u.X).Kind == analysis.SymState {
					found = true
				}
				return !found
			})
		}
		return found
	case *solidity.Identifier:
		sym := sc.Resolve(x)
		if sym.Var == nil || sym.Kind != analysis.SymLocal && sym.Kind != analysis.SymReturn {
			return false
		}
		var from solidity.Expr
		if init := sc.Init(sym.Var); init != nil {
			from = init
		}
		n := 0
		solidity.Preorder(sc.Body(), func(y solidity.Node) bool {
			if a, ok := y.(*solidity.AssignExpr); ok {
				if id, ok := unparen(a.LHS).(*solidity.Identifier); ok && sc.Resolve(id).Var == sym.Var {
					n++
					from = a.RHS
					if a.Op != "=" {
						n++
					}
				}
			}
			return true
		})
		if n > 1 || n == 1 && sc.Init(sym.Var) != nil {
			return false
		}
		return freshKey(sc, from, depth+1)
	}
	return false
}

// phasesApart reports whether the payout at n in f runs only after a time that the write w can only be made
// before: a guard of f requires the clock past X (block.timestamp > X, or >=) and a guard of w's function
// requires it before the same X (block.timestamp < X, or <=). Once the payout can run, the value is final.
func phasesApart(f *analysis.Function, n *analysis.Node, w write) bool {
	if w.fn == nil || w.node == nil {
		return false
	}
	// The payout waits for X and the write must come before it, or the payout must come before X and the write
	// waits for it (a return before the deadline, a default claimed after it).
	for _, payoutAfter := range [2]bool{true, false} {
		bounds := clockBounds(f, n, payoutAfter)
		if len(bounds) == 0 {
			continue
		}
		for _, b := range clockBounds(w.fn, w.node, !payoutAfter) {
			for _, a := range bounds {
				if bytes.Equal(a, b) {
					return true
				}
			}
		}
	}
	return false
}

// clockBounds returns the texts of the bounds X that the guards of f dominating n compare the clock with:
// block.timestamp > X or >= X when after is set, block.timestamp < X or <= X otherwise.
func clockBounds(f *analysis.Function, n *analysis.Node, after bool) [][]byte {
	g := f.CFG()
	var out [][]byte
	for _, m := range g.Nodes {
		if m.Kind != analysis.NodeGuard || m.Expr == nil || m.Scope == nil || !dominates(g, m, n) {
			continue
		}
		// require(c): each conjunct of c holds; if (c) revert: each disjunct of c fails.
		each := conjuncts
		if !m.Holds {
			each = disjuncts
		}
		for c := range each(m.Expr) {
			b, ok := unparen(c).(*solidity.BinaryExpr)
			if !ok {
				continue
			}
			op, clock, bound := b.Op, b.X, b.Y
			if blockClock(m.Scope, clock) != "time" {
				// X < block.timestamp is block.timestamp > X.
				clock, bound, op = b.Y, b.X, mirrored(op)
				if blockClock(m.Scope, clock) != "time" {
					continue
				}
			}
			later := op == ">" || op == ">="
			if !later && op != "<" && op != "<=" {
				continue
			}
			if !m.Holds {
				later = !later // if (block.timestamp < X) revert: the clock is at X or later
			}
			if later == after {
				out = append(out, solidity.Unparen(bound).Range().Text(m.Scope.File.Src))
			}
		}
	}
	return out
}

// disjuncts yields the operands of e's top-level || chain (e itself when it is none).
func disjuncts(e solidity.Expr) iter.Seq[solidity.Expr] {
	return func(yield func(solidity.Expr) bool) { eachDisjunct(e, yield) }
}

func eachDisjunct(e solidity.Expr, yield func(solidity.Expr) bool) bool {
	if b, ok := unparen(e).(*solidity.BinaryExpr); ok && b.Op == "||" {
		return eachDisjunct(b.X, yield) && eachDisjunct(b.Y, yield)
	}
	return yield(e)
}

// growsWith reports whether the amount e, read whole, can only grow when a state variable it reads grows: it is
// built of sums and products alone, with no local whose computation is out of sight.
func growsWith(sc *analysis.Scope, e solidity.Expr) bool {
	grows := true
	solidity.Preorder(e, func(x solidity.Node) bool {
		switch y := x.(type) {
		case *solidity.BinaryExpr:
			if y.Op != "+" && y.Op != "*" {
				grows = false
			}
		case *solidity.UnaryExpr, *solidity.CallExpr, *solidity.ConditionalExpr:
			grows = false
		case *solidity.Identifier:
			if k := sc.Resolve(y).Kind; k != analysis.SymState && k != analysis.SymParam {
				grows = false
			}
		}
		return grows
	})
	return grows
}

// raisingWrite returns a write of ws, by a function other than except, that may raise its variable: any write
// but a subtraction from it (v -= x, v = v - x). When ws is full (maxSetters) a write beyond it may raise it,
// and the first write of another function is returned.
func raisingWrite(ws []write, except *analysis.Function) (write, bool) {
	if len(ws) >= maxSetters {
		return pick(ws, except)
	}
	for _, w := range ws {
		if w.fn == except || w.node == nil || w.node.Scope == nil {
			continue
		}
		if a := assignmentTo(w.node, w.at); a != nil {
			if a.Op == "-=" {
				continue
			}
			if d, ok := solidity.Unparen(a.RHS).(*solidity.BinaryExpr); a.Op == "=" && ok && d.Op == "-" &&
				sameKey(keyText(w.node.Scope.File.Src, d.X), keyText(w.node.Scope.File.Src, a.LHS)) {
				continue
			}
		}
		return w, true
	}
	return write{}, false
}
