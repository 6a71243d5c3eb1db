package detector

import (
	"strconv"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

var RewardDebtNotUpdated = &Detector{
	ID:    "reward-debt-not-updated",
	Title: "Stake raised without its reward snapshot",
	Description: "The contract pays each account its stake times a growing accumulator minus a per-account " +
		"snapshot of that accumulator (MasterChef's amount * accRewardPerShare - rewardDebt, Synthetix's " +
		"balance * (rewardPerToken() - userRewardPerTokenPaid)). A public function raises an account's stake " +
		"without writing the snapshot, directly or through the functions and modifiers it runs: the added stake " +
		"is multiplied by everything the accumulator gained before it existed.",
	Exploit: "The attacker stakes a large amount through the function that leaves the snapshot as it was (or, " +
		"as a new account, at zero), then claims: the payout counts the new stake as if it had been staked since " +
		"the accumulator started, and drains the rewards owed to everyone else.",
	Recommendation: "Settle the account's pending reward and write its snapshot in every function that changes " +
		"its stake (an updateReward modifier, or rewardDebt = amount * accRewardPerShare / PRECISION after the " +
		"change).",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-682",
	Requires:   []Requirement{RequireCFG, RequireCallGraph},
	Run:        runRewardDebtNotUpdated,
}

// rewardFormula is stake * accumulator - snapshot (or stake * (accumulator - snapshot)) found in fn.
type rewardFormula struct {
	stake, snapshot fieldKey
	acc             rdAcc
	fn              *analysis.Function
	at              solidity.Node
	// indexed is set when the snapshot is an index into the accumulator's record of past values
	// (history[snapshotIndex[account]]): it then names a past value of the accumulator by construction.
	indexed bool
}

// rdAcc is what an accumulator expression reads: state entries by field, and internal functions called.
type rdAcc struct {
	keys  []fieldKey
	funcs []*analysis.Function
}

func (a rdAcc) empty() bool { return len(a.keys) == 0 && len(a.funcs) == 0 }

func (a rdAcc) hasKey(k fieldKey) bool {
	for _, l := range a.keys {
		if l == k {
			return true
		}
	}
	return false
}

func (a rdAcc) meets(b rdAcc) bool {
	for _, k := range a.keys {
		for _, l := range b.keys {
			if k == l {
				return true
			}
		}
	}
	for _, f := range a.funcs {
		for _, g := range b.funcs {
			if f == g {
				return true
			}
		}
	}
	return false
}

func runRewardDebtNotUpdated(p *Pass) error {
	formulas := rewardFormulas(p.Model)
	if len(formulas) == 0 {
		return nil
	}
	for _, f := range entries(p.Model) {
		if f.IsView() || f.IsConstructor() || f.Decl.Body == nil {
			continue
		}
		for _, rf := range formulas {
			if f.Contract == nil || rf.fn.Contract == nil || !inheritsFrom(f.Contract, rf.fn.Contract) && !inheritsFrom(rf.fn.Contract, f.Contract) {
				continue
			}
			raise, raiseFn, snapped := rdScan(f, rf, 0, map[*analysis.Function]bool{})
			if snapped {
				if raise != nil && raiseFn == f {
					if settle := rdSettledLate(f, rf, raise); settle != nil {
						r := Report{Function: f, File: f.File, At: raise,
							Message: funcLabel(f) + " raises " + Text(f.File, rdLHS(raise)) + " before it settles the " +
								"account's reward (line " + strconv.Itoa(lineOf(settle)) + "): " + funcLabel(rf.fn) + " then pays " +
								Text(rf.fn.File, rf.at) + " on the raised stake, which earns what the accumulator gained before it",
							Related: []Related{{File: f.File, At: settle, Message: "the reward settled after the raise"}}}
						if f.Guards().AccessChecked() {
							r.Severity = vigil.SeverityMedium
						}
						p.Report(r)
						break
					}
				}
				continue
			}
			if raise == nil {
				if rf.fn != f {
					continue
				}
				// The function works out the reward owed and never moves the snapshot past it: the next call
				// owes the same reward again (a withdraw or claim that leaves rewardDebt as it was).
				r := Report{Function: f, File: f.File, At: rf.at,
					Message: funcLabel(f) + " settles " + Text(f.File, rf.at) + " but never writes the snapshot " +
						"it is taken against: the next call pays the same reward again"}
				if f.Guards().AccessChecked() {
					r.Severity = vigil.SeverityMedium
				}
				p.Report(r)
				break
			}
			r := Report{Function: f, File: raiseFn.File, At: raise,
				Message: funcLabel(f) + " raises " + Text(raiseFn.File, rdLHS(raise)) + " but leaves the snapshot " +
					"it is paid against as it was; " + funcLabel(rf.fn) + " pays " + Text(rf.fn.File, rf.at) +
					": the added stake earns what the accumulator gained before it",
				Related: []Related{{File: rf.fn.File, At: rf.at, Message: "the reward owed"}}}
			if f.Guards().AccessChecked() {
				r.Severity = vigil.SeverityMedium // only a privileged caller raises stakes this way
			}
			p.Report(r)
			break
		}
	}
	return nil
}

// rdSettledLate returns the node of f that first works out rf's reward (the formula itself, or a call of a
// function that reaches it) when it runs only after raise, f's own increase of the stake, and never before it:
// the settlement then multiplies the raised stake by the accumulator's whole gain since the account's snapshot.
// It returns nil otherwise (the reward settled before the stake moves, as an updateReward modifier does).
func rdSettledLate(f *analysis.Function, rf rewardFormula, raise solidity.Node) solidity.Node {
	g := f.CFG()
	nr := g.NodeOf(raise)
	if nr == nil {
		return nil
	}
	before, after := g.Before(nr), g.After(nr)
	var late solidity.Node
	for _, n := range g.Nodes {
		if n == nr || (!before[n.Index] && !after[n.Index]) || !rdSettles(n, rf) {
			continue
		}
		if before[n.Index] {
			return nil
		}
		if late == nil {
			late = n.Own()
		}
	}
	return late
}

// rdSettles reports whether node n works out rf's reward: it holds the formula, or calls a function that reaches
// the function holding it (to a depth of three).
func rdSettles(n *analysis.Node, rf rewardFormula) bool {
	if own := n.Own(); own != nil && rf.at != nil && n.Scope != nil && n.Scope.File == rf.fn.File {
		if r, a := own.Range(), rf.at.Range(); a.Start.Offset >= r.Start.Offset && a.End.Offset <= r.End.Offset {
			return true
		}
	}
	var reaches func(fn *analysis.Function, depth int) bool
	reaches = func(fn *analysis.Function, depth int) bool {
		if fn == rf.fn {
			return true
		}
		if fn == nil || fn.Decl.Body == nil || depth > 3 {
			return false
		}
		for _, c := range fn.Scope().Calls() {
			if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != fn && reaches(c.Callee, depth+1) {
				return true
			}
		}
		return false
	}
	for _, c := range n.Calls() {
		if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && reaches(c.Callee, 1) {
			return true
		}
	}
	return false
}

// inheritsFrom reports whether c is base or derives from it.
func inheritsFrom(c, base *analysis.Contract) bool {
	for _, b := range c.Linearization {
		if b == base {
			return true
		}
	}
	return c == base
}

// rdLHS returns the written side of an increase found by rdScan.
func rdLHS(n solidity.Node) solidity.Node {
	switch x := n.(type) {
	case *solidity.AssignExpr:
		return x.LHS
	case *solidity.UnaryExpr:
		return x.X
	}
	return n
}

// rdScan looks through fn's graph (its modifiers inlined) and the internal functions it calls for an increase of
// rf's stake and a write of its snapshot. It returns the first increase, the function it is in, and whether the
// snapshot is written.
func rdScan(fn *analysis.Function, rf rewardFormula, depth int, seen map[*analysis.Function]bool) (raise solidity.Node, in *analysis.Function, snapped bool) {
	if fn == nil || fn.Decl.Body == nil || depth > 3 || seen[fn] {
		return nil, nil, false
	}
	seen[fn] = true
	for _, n := range fn.CFG().Nodes {
		if n.Expr == nil || n.Scope == nil {
			continue
		}
		if len(n.Writes()) > 0 {
			sc := n.Scope
			solidity.Preorder(n.Expr, func(x solidity.Node) bool {
				switch y := x.(type) {
				case *solidity.AssignExpr:
					k, ok := rdKey(sc, y.LHS)
					switch {
					case !ok:
					case k == rf.snapshot || k.v == rf.snapshot.v && k.field == "":
						snapped = true
					case k == rf.stake && raise == nil && rdIncrease(sc, y, k):
						raise, in = y, fn
					}
				case *solidity.UnaryExpr:
					if y.Op == "++" || y.Op == "delete" {
						if k, ok := rdKey(sc, y.X); ok {
							if y.Op == "delete" && (k == rf.snapshot || k.v == rf.snapshot.v && k.field == "") {
								snapped = true
							} else if y.Op == "++" && k == rf.stake && raise == nil {
								raise, in = y, fn
							}
						}
					}
				}
				return true
			})
		}
		for _, c := range n.Calls() {
			if c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary {
				r, i, s := rdScan(c.Callee, rf, depth+1, seen)
				if raise == nil && r != nil {
					raise, in = r, i
				}
				snapped = snapped || s
			}
		}
	}
	return raise, in, snapped
}

// rdIncrease reports whether a, a write of the entry k, raises it: += of a value, or = of a sum with the entry.
func rdIncrease(sc *analysis.Scope, a *solidity.AssignExpr, k fieldKey) bool {
	switch a.Op {
	case "+=":
		return true
	case "=":
		// amount = amount + x, or amount = amount.add(x) (SafeMath)
		if op, x, y, ok := rdOp(sc, unparen(a.RHS), nil); ok && op == "+" {
			for _, side := range []solidity.Expr{x, y} {
				if l, ok := rdKey(sc, side); ok && l == k {
					return true
				}
			}
		}
	}
	return false
}

// rdKey returns the state entry e names (a mapping or array element, or a field of one, also through a storage
// pointer), by variable and field.
func rdKey(sc *analysis.Scope, e solidity.Expr) (fieldKey, bool) {
	switch unparen(e).(type) {
	case *solidity.IndexAccess, *solidity.MemberAccess:
	default:
		return fieldKey{}, false
	}
	sym := sc.RootVar(unparen(e))
	if sym.Kind != analysis.SymState || sym.State == nil || scalarState(sym.State) {
		return fieldKey{}, false
	}
	return fieldKey{v: sym.State, field: fieldOf(e)}, true
}

// rewardFormulasSlot holds the unit's reward formulas in the model's memo.
var rewardFormulasSlot = analysis.NewMemoSlot()

// rewardFormulas finds stake * accumulator - snapshot in the unit's functions, where some function writes the
// snapshot from the accumulator: the accounting of MasterChef and of Synthetix's StakingRewards.
func rewardFormulas(m *analysis.Model) []rewardFormula {
	return memoSlot(m, rewardFormulasSlot, func() []rewardFormula {
		var cands []rewardFormula
		ops := map[*analysis.Function]string{}
		for _, f := range bodies(m) {
			sc := f.Scope()
			// The formula reads two state entries (the stake and the snapshot) in one statement: the graph's
			// nodes say which statements read state, without walking the others. Reads through storage
			// pointers (user.amount) are not among them: a function that declares one is walked whole.
			nodes := f.CFG().Nodes
			pointers := false
			for _, n := range nodes {
				if d, ok := n.Stmt.(*solidity.VariableDeclarationStatement); ok {
					for _, v := range d.Vars {
						pointers = pointers || v != nil && v.Location == solidity.LocationStorage
					}
				}
			}
			for _, n := range nodes {
				if n.Expr == nil || n.Scope != sc || !pointers && len(n.Reads()) < 2 {
					continue
				}
				rdFormulasIn(f, sc, n.Expr, &cands, ops)
			}
		}
		if len(cands) == 0 {
			return nil
		}
		var out []rewardFormula
		for _, rf := range cands {
			if rf.indexed || snapshotOfAcc(m, rf) {
				out = append(out, rf)
			}
		}
		return out
	})
}

// rdAccOf collects what an accumulator expression reads. Values of time (block.timestamp, block.number) make
// it a schedule (vesting), not an accumulator: ok is false then, and when it reads nothing of the contract.
func rdAccOf(sc *analysis.Scope, e solidity.Expr) (rdAcc, bool) {
	var acc rdAcc
	timed := false
	// A getter of the accumulator brings it up to date with time (rewardPerToken()); time in the expression
	// itself makes a schedule.
	inGetter := false
	var visit func(sc *analysis.Scope, e solidity.Expr, depth int)
	visit = func(sc *analysis.Scope, e solidity.Expr, depth int) {
		solidity.Preorder(e, func(x solidity.Node) bool {
			switch y := x.(type) {
			case *solidity.MemberAccess:
				if id, ok := y.X.(*solidity.Identifier); ok && id.Name == "block" && sc.Resolve(id).Kind == analysis.SymBuiltin {
					timed = timed || !inGetter
					return false
				}
				if k, ok := rdKey(sc, y); ok {
					acc.keys = appendUnique(acc.keys, k)
					return false
				}
			case *solidity.IndexAccess:
				if k, ok := rdKey(sc, y); ok {
					acc.keys = appendUnique(acc.keys, k)
				}
			case *solidity.Identifier:
				sym := sc.Resolve(y)
				switch sym.Kind {
				case analysis.SymState:
					acc.keys = appendUnique(acc.keys, fieldKey{v: sym.State})
				case analysis.SymBuiltin:
					timed = timed || y.Name == "now" && !inGetter
				case analysis.SymLocal:
					if init := sc.Init(sym.Var); init != nil && depth < 3 {
						visit(sc, init, depth+1)
					}
				}
			case *solidity.CallExpr:
				if c := sc.CallOf(y); c != nil && (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil {
					acc.funcs = appendUnique(acc.funcs, c.Callee)
					if depth < 2 && c.Callee.Decl.Body != nil && c.Kind == analysis.CallInternal {
						// What the accumulator's getter reads (rewardPerToken() reads rewardPerTokenStored).
						csc := c.Callee.Scope()
						saved := inGetter
						inGetter = true
						eachStatement(c.Callee.Decl.Body, func(s solidity.Stmt) {
							if r, ok := s.(*solidity.ReturnStatement); ok && r.Value != nil {
								visit(csc, r.Value, depth+1)
							}
						})
						inGetter = saved
					}
				}
			}
			return true
		})
	}
	visit(sc, e, 0)
	return acc, !timed && !acc.empty()
}

// snapshotOfAcc reports whether some function writes rf's snapshot from its accumulator (rewardDebt = amount *
// acc / PRECISION, paid[a] = rewardPerTokenStored): the snapshot is what the account was already paid for.
func snapshotOfAcc(m *analysis.Model, rf rewardFormula) bool {
	// The graphs' nodes, to see the modifiers' writes too (Synthetix's updateReward).
	for _, f := range bodies(m) {
		for _, n := range f.CFG().Nodes {
			if n.Expr == nil || n.Scope == nil || len(n.Writes()) == 0 {
				continue
			}
			sc, found := n.Scope, false
			solidity.Preorder(n.Expr, func(x solidity.Node) bool {
				if a, ok := x.(*solidity.AssignExpr); ok && !found {
					if k, ok := rdKey(sc, a.LHS); ok && k == rf.snapshot {
						if acc, ok := rdAccOf(sc, a.RHS); ok && acc.meets(rf.acc) {
							found = true
						}
					}
				}
				return !found
			})
			if found {
				return true
			}
		}
	}
	return false
}

// sameAccount reports whether two state entries are kept for the same account: the innermost keys of their
// paths (through storage pointers) read alike, userInfo[pid][msg.sender].amount beside user.rewardDebt with
// user = userInfo[pid][msg.sender], or balanceOf[account] beside paid[account]. A pool's accumulator is keyed
// by the pool, not the account.
func sameAccount(sc *analysis.Scope, a, b solidity.Expr) bool {
	ka, ok := entryPath(sc, a, 0)
	if !ok || len(ka) == 0 {
		return false
	}
	kb, ok := entryPath(sc, b, 0)
	if !ok || len(kb) == 0 {
		return false
	}
	src := sc.File.Src
	return sameKey(keyText(src, ka[0]), keyText(src, kb[0]))
}

// rdOp returns the operation x computes: a binary operator, or a helper computing one (SafeMath's a.mul(b)).
// ops, when not nil, keeps which operation each helper computes ("" for none), worked out once per helper.
func rdOp(sc *analysis.Scope, x solidity.Node, ops map[*analysis.Function]string) (op string, a, b solidity.Expr, ok bool) {
	switch y := x.(type) {
	case *solidity.BinaryExpr:
		return y.Op, y.X, y.Y, true
	case *solidity.CallExpr:
		c := sc.CallOf(y)
		if c == nil || (c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary) || c.Callee == nil || c.Callee.Decl.Body == nil {
			return "", nil, nil, false
		}
		op, known := ops[c.Callee]
		if !known {
			op, _, _ = helperOp(sc, y)
			if ops != nil {
				ops[c.Callee] = op
			}
		}
		if op == "" {
			return "", nil, nil, false
		}
		// The arguments as helperOp takes them: x.add(v) through using-for passes x first.
		args := y.Args
		if ma, ok := y.Fun.(*solidity.MemberAccess); ok && len(c.Callee.Decl.Params) == len(args)+1 {
			return op, ma.X, args[0], len(args) == 1
		}
		return op, args[0], args[1], len(args) == 2
	}
	return "", nil, nil, false
}

// rdMayBeFormula reports, from x's shape alone, whether x can be the subtraction or product rewardFormulas looks
// for: one of its operands must be a state entry, which is written as an index or member access. It spares
// working out which helper a call is (SafeMath's mul, sub) for the many calls that cannot be one.
func rdMayBeFormula(x solidity.Node) bool {
	entry := func(e solidity.Expr) bool {
		switch unparen(e).(type) {
		case *solidity.IndexAccess, *solidity.MemberAccess:
			return true
		}
		return false
	}
	switch y := x.(type) {
	case *solidity.BinaryExpr:
		if y.Op == "+" {
			_, ok := unparen(y.Y).(*solidity.IndexAccess)
			return ok
		}
		return (y.Op == "-" || y.Op == "*") && (entry(y.X) || entry(y.Y))
	case *solidity.CallExpr:
		if ma, ok := y.Fun.(*solidity.MemberAccess); ok && len(y.Args) == 1 {
			return entry(ma.X) || entry(y.Args[0])
		}
		return len(y.Args) == 2 && (entry(y.Args[0]) || entry(y.Args[1]))
	}
	return false
}

// rdFormulasIn adds to cands the reward formulas of e, an expression of f.
func rdFormulasIn(f *analysis.Function, sc *analysis.Scope, e solidity.Expr, cands *[]rewardFormula, ops map[*analysis.Function]string) {
	rdWalk(e, func(x solidity.Node) {
		if !rdMayBeFormula(x) {
			return
		}
		op, bx, by, ok := rdOp(sc, x, ops)
		if !ok {
			return
		}
		switch op {
		case "+":
			// int256(acc * balance) + correction[account]: a funds-distribution token (ERC-2222) keeps, per
			// account, a signed correction moved by acc * amount whenever the balance changes.
			ix, ok := unparen(by).(*solidity.IndexAccess)
			if !ok {
				return
			}
			if v := stateVarOf(sc, ix.X); v == nil || !signedEntries(v) {
				return
			}
			snap, ok := rdKey(sc, by)
			if !ok {
				return
			}
			rdProducts(sc, bx, snap, by, f, x, cands, ops)
		case "-":
			// amount * acc / PRECISION - debt
			snap, ok := rdKey(sc, by)
			if !ok {
				return
			}
			solidity.Preorder(bx, func(y solidity.Node) bool {
				if op, px, py, ok := rdOp(sc, y, ops); ok && op == "*" {
					for _, pair := range [2][2]solidity.Expr{{px, py}, {py, px}} {
						if stake, ok := rdKey(sc, pair[0]); ok && stake != snap && sameAccount(sc, pair[0], by) {
							if acc, ok := rdAccOf(sc, pair[1]); ok {
								*cands = append(*cands, rewardFormula{stake: stake, snapshot: snap, acc: acc, fn: f, at: x})
							}
						}
					}
				}
				return true
			})
		case "*":
			// balance * (rewardPerToken() - paid)
			for _, pair := range [2][2]solidity.Expr{{bx, by}, {by, bx}} {
				stake, ok := rdKey(sc, pair[0])
				if !ok {
					continue
				}
				op, dx, dy, ok := rdOp(sc, unparen(pair[1]), ops)
				if !ok || op != "-" {
					continue
				}
				if snap, ok := rdKey(sc, dy); ok && snap != stake && sameAccount(sc, pair[0], dy) {
					if acc, ok := rdAccOf(sc, dx); ok {
						*cands = append(*cands, rewardFormula{stake: stake, snapshot: snap, acc: acc, fn: f, at: x})
					}
				} else if snap, at, ok := rdHistorySnapshot(sc, dy); ok && snap != stake && sameAccount(sc, pair[0], at) {
					// balance * (latest - history[snapshotIndex[account]]): the account's snapshot is its
					// place in the accumulator's own record of past values.
					if acc, ok := rdAccOf(sc, dx); ok && acc.hasKey(rdHistoryKey(sc, dy)) {
						*cands = append(*cands, rewardFormula{stake: stake, snapshot: snap, acc: acc, fn: f, at: x, indexed: true})
					}
				}
			}
		}
	})
}

// rdWalk calls visit for x and every node under it that can be a formula (see rdMayBeFormula: a binary
// expression or a call), in the order solidity.Preorder meets them. The kinds of node most expressions are made
// of are walked here directly, which spares a call through a function value for each name and literal; any
// other kind goes through Preorder, with everything under it handed to visit.
func rdWalk(x solidity.Expr, visit func(solidity.Node)) {
	switch y := x.(type) {
	case nil, *solidity.Identifier, *solidity.NumberLiteral, *solidity.StringLiteral, *solidity.BoolLiteral:
	case *solidity.MemberAccess:
		if y != nil {
			rdWalk(y.X, visit)
		}
	case *solidity.IndexAccess:
		if y != nil {
			rdWalk(y.X, visit)
			rdWalk(y.Index, visit)
		}
	case *solidity.UnaryExpr:
		if y != nil {
			rdWalk(y.X, visit)
		}
	case *solidity.AssignExpr:
		if y != nil {
			rdWalk(y.LHS, visit)
			rdWalk(y.RHS, visit)
		}
	case *solidity.ConditionalExpr:
		if y != nil {
			rdWalk(y.Cond, visit)
			rdWalk(y.Then, visit)
			rdWalk(y.Else, visit)
		}
	case *solidity.TupleExpr:
		if y != nil {
			for _, el := range y.Elems {
				rdWalk(el, visit)
			}
		}
	case *solidity.BinaryExpr:
		if y != nil {
			visit(y)
			rdWalk(y.X, visit)
			rdWalk(y.Y, visit)
		}
	case *solidity.CallExpr:
		if y != nil {
			visit(y)
			rdWalk(y.Fun, visit)
			for _, a := range y.Args {
				rdWalk(a, visit)
			}
		}
	default:
		solidity.Preorder(x, func(n solidity.Node) bool {
			visit(n)
			return true
		})
	}
}

// rdProducts adds to cands a formula for each product in e of a state entry (the stake, kept for the same
// account as the snapshot entry snapExpr) and an accumulator.
func rdProducts(sc *analysis.Scope, e solidity.Expr, snap fieldKey, snapExpr solidity.Expr, f *analysis.Function, at solidity.Node, cands *[]rewardFormula, ops map[*analysis.Function]string) {
	solidity.Preorder(e, func(y solidity.Node) bool {
		if op, px, py, ok := rdOp(sc, y, ops); ok && op == "*" {
			for _, pair := range [2][2]solidity.Expr{{px, py}, {py, px}} {
				if stake, ok := rdKey(sc, pair[0]); ok && stake != snap && sameAccount(sc, pair[0], snapExpr) {
					if acc, ok := rdAccOf(sc, pair[1]); ok {
						*cands = append(*cands, rewardFormula{stake: stake, snapshot: snap, acc: acc, fn: f, at: at})
					}
				}
			}
		}
		return true
	})
}

// signedEntries reports whether v is a mapping whose entries are signed integers (mapping(address => int256)).
func signedEntries(v *analysis.StateVar) bool {
	m, ok := v.Decl.Type.(*solidity.Mapping)
	if !ok {
		return false
	}
	t, ok := m.Value.(*solidity.ElementaryTypeName)
	return ok && len(t.Name) >= 3 && t.Name[:3] == "int"
}

// rdStored returns e, or the value a local e was declared with (uint256 stored = history[...].value).
func rdStored(sc *analysis.Scope, e solidity.Expr) solidity.Expr {
	if id, ok := unparen(e).(*solidity.Identifier); ok {
		if sym := sc.Resolve(id); sym.Kind == analysis.SymLocal {
			if init := sc.Init(sym.Var); init != nil {
				return init
			}
		}
	}
	return e
}

// rdHistoryKey returns the state entry e (or the local it was declared from) reads, when it reads one.
func rdHistoryKey(sc *analysis.Scope, e solidity.Expr) fieldKey {
	k, _ := rdKey(sc, rdStored(sc, e))
	return k
}

// rdHistorySnapshot looks for history[index[account]].value in e (or the local it was declared from): an
// element of a state array or mapping picked by another state entry. It returns that entry, the account's
// snapshot, and the expression naming it.
func rdHistorySnapshot(sc *analysis.Scope, e solidity.Expr) (fieldKey, solidity.Expr, bool) {
	x := unparen(rdStored(sc, e))
	for x != nil {
		switch y := x.(type) {
		case *solidity.MemberAccess:
			x = unparen(y.X)
		case *solidity.IndexAccess:
			if k, ok := rdKey(sc, y.Index); ok {
				return k, y.Index, true
			}
			x = unparen(y.X)
		default:
			return fieldKey{}, nil, false
		}
	}
	return fieldKey{}, nil, false
}
