package detector

import (
	"cmp"
	"math/big"
	"slices"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UncheckedLowLevelCall reports low-level calls and sends whose success flag is ignored.
var UncheckedLowLevelCall = &Detector{
	ID:    "unchecked-low-level-call",
	Title: "Unchecked return value of a low-level call",
	Description: "call, delegatecall, callcode and send do not revert when the callee fails: they return false. " +
		"The code ignores that result, so a failed payment or call goes unnoticed and execution continues as if " +
		"it had succeeded.",
	Exploit: "The receiver's fallback reverts (or runs out of gas); send returns false, the contract still marks " +
		"the payment as made, and the funds stay locked or the accounting goes wrong.",
	Recommendation: "Check the returned success flag (require(ok) or if (!ok) revert) or use transfer / a helper " +
		"that reverts on failure.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceHigh,
	SWC:        "SWC-104",
	CWE:        "CWE-252",
	Requires:   []Requirement{RequireCFG, RequireDataFlow},
	Run:        runUncheckedCall,
}

func runUncheckedCall(p *Pass) error {
	for _, fx := range functionFacts(p.Model) {
		f := fx.fn
		for _, s := range fx.calls {
			n, c := s.node, s.call
			if c.Kind != analysis.CallSend && c.Kind != analysis.CallLowLevel {
				continue
			}
			status := resultUseLazy(f.DefUse, n, c.Expr)
			if status == resultChecked {
				if fx.entry && onlyReturned(f, n, c.Expr) {
					if w := writtenBefore(f, n); w != nil && !onlyReplayRecords(p.Model, f, n) {
						p.Report(Report{Function: f, File: n.Scope.File, At: c.Expr, Confidence: vigil.ConfidenceMedium,
							Message: funcLabel(f) + " returns the result of " + Text(n.Scope.File, c.Expr) +
								" without checking it, after changing state: when the call fails the changes stay for any caller that ignores the result",
							Related: []Related{{File: f.File, At: w, Message: "state changed before the call"}}})
					}
				}
				continue
			}
			conf := vigil.ConfidenceHigh
			why := " ignores the result of "
			if status == resultStoredUnused {
				conf = vigil.ConfidenceMedium
				why = " stores but never checks the result of "
			}
			p.reportMessage(Report{Function: f, File: n.Scope.File, At: c.Expr, Confidence: conf},
				appendTextMessage(p.message(), funcLabel(f), why, n.Scope.File, c.Expr))
		}
	}
	reportPoppedCalls(p)
	reportDroppedWrappers(p)
	reportUncheckedCreates(p)
	return nil
}

// reportDroppedWrappers reports a statement that calls an internal or library function only to drop its one bool
// result, when that result is the success flag of a low-level call the function makes and hands back unchecked
// (success := call(...) in assembly, or (ok, ) = to.call(...); return ok): the wrapper leaves the check to its
// caller, and this caller does not make it. As with pop in assembly, dropping a value by statement is the
// caller's visible choice (a prefund the receiver checks itself, a best-effort notice), so the finding is low.
func reportDroppedWrappers(p *Pass) {
	var reporters map[*analysis.Function]bool
	eachDroppedCall(p.Model, mayReturnCallFlag, func(f *analysis.Function, _ *solidity.ExpressionStatement, ce *solidity.CallExpr, c *analysis.Call) {
		if reporters == nil {
			reporters = map[*analysis.Function]bool{}
		}
		r, seen := reporters[c.Callee]
		if !seen {
			r = returnsCallFlag(c.Callee)
			reporters[c.Callee] = r
		}
		if !r {
			return
		}
		p.reportMessage(Report{Function: f, File: f.File, At: ce, Severity: vigil.SeverityLow, Confidence: vigil.ConfidenceMedium,
			Related: []Related{{File: c.Callee.File, At: headerNode(c.Callee.File, c.Callee.Decl),
				Message: "returns the success flag of its low-level call unchecked"}}},
			append(appendTextMessage(p.message(), funcLabel(f), " ignores the success flag returned by ", f.File, ce),
				": a failed call goes unnoticed"...))
	})
}

// eachDroppedCall calls visit for every statement of the unit's bodies that is a call alone, its value if any
// dropped, of a call accept takes. A body whose calls accept takes none of is not walked.
func eachDroppedCall(m *analysis.Model, accept func(*analysis.Call) bool,
	visit func(f *analysis.Function, st *solidity.ExpressionStatement, ce *solidity.CallExpr, c *analysis.Call)) {
	for _, f := range bodies(m) {
		sc := f.Scope()
		if !slices.ContainsFunc(sc.Calls(), accept) {
			continue
		}
		eachStatement(f.Decl.Body, func(s solidity.Stmt) {
			st, ok := s.(*solidity.ExpressionStatement)
			if !ok {
				return
			}
			ce, ok := unparen(st.X).(*solidity.CallExpr)
			if !ok {
				return
			}
			if c := sc.CallOf(ce); c != nil && accept(c) {
				visit(f, st, ce, c)
			}
		})
	}
}

// mayReturnCallFlag reports whether c calls an internal or library function of the unit that returns one bool.
func mayReturnCallFlag(c *analysis.Call) bool {
	if (c.Kind != analysis.CallInternal && c.Kind != analysis.CallLibrary) || c.Callee == nil || c.Callee.Decl.Body == nil ||
		len(c.Callee.Decl.Returns) != 1 {
		return false
	}
	t, ok := c.Callee.Decl.Returns[0].Type.(*solidity.ElementaryTypeName)
	return ok && t.Name == "bool"
}

// returnsCallFlag reports whether function g returns, unchecked, the success flag of a call, callcode or
// delegatecall it makes: assigned to its return variable in assembly, or kept in a local that is only returned.
func returnsCallFlag(g *analysis.Function) bool {
	ret := g.Decl.Returns[0]
	for _, c := range g.Scope().Calls() {
		if c.Kind != analysis.CallLowLevel || c.Name == "staticcall" {
			continue
		}
		if c.Yul != nil {
			if ret.Name != "" && yulAssignsTo(g.Decl.Body, c.Yul, ret.Name) {
				return true
			}
			continue
		}
	}
	for _, n := range g.CFG().Nodes {
		if !n.MakesCallsOrWrites() {
			continue
		}
		for _, c := range n.Calls() {
			if c.Kind == analysis.CallLowLevel && c.Expr != nil && c.Name != "staticcall" &&
				resultUseLazy(g.DefUse, n, c.Expr) == resultChecked && onlyReturned(g, n, c.Expr) {
				return true
			}
		}
	}
	return false
}

// yulAssignsTo reports whether the assembly of body assigns the value of call y, as is, to the variable name
// (name := call(...)), and reads name nowhere else but in a return statement (no iszero(name) or require(name)
// check of its own).
func yulAssignsTo(body *solidity.Block, y *solidity.YulCall, name string) bool {
	assigned, read := false, false
	solidity.Preorder(body, func(n solidity.Node) bool {
		switch x := n.(type) {
		case *solidity.ReturnStatement:
			if id, ok := unparen(x.Value).(*solidity.Identifier); ok && id.Name == name {
				return false
			}
		case *solidity.Identifier:
			if x.Name == name {
				read = true
			}
		case *solidity.YulAssign:
			if len(x.Targets) == 1 && x.Targets[0].Name == name && x.Value == solidity.YulExpr(y) {
				assigned = true
				return false
			}
		case *solidity.YulIdentifier:
			if x.Name == name {
				read = true
			}
		}
		return true
	})
	return assigned && !read
}

// reportPoppedCalls reports the calls of inline assembly whose success flag is thrown away with pop: Yul has no
// statement that ignores a value but pop, so the author chose to, and the finding is low; still, a failed payment
// or call then goes unnoticed, and a failed staticcall to a contract leaves in its output area the revert data or
// the memory as it was, read as if it were the answer (a staticcall with no output area, or to a precompile at a
// literal address, is not reported).
func reportPoppedCalls(p *Pass) {
	asm := occurrencesOf(p.Model, wordAssembly)
	if !asm.any() {
		return
	}
	for _, f := range bodies(p.Model) {
		if !asm.in(f.File, f.Decl.Body.Range()) {
			continue
		}
		solidity.Preorder(f.Decl.Body, func(n solidity.Node) bool {
			if d, ok := n.(*solidity.YulVarDecl); ok {
				reportUnreadFlag(p, f, d)
				return true
			}
			st, ok := n.(*solidity.YulExprStmt)
			if !ok {
				return true
			}
			pop, ok := st.X.(*solidity.YulCall)
			if !ok || pop.Name != "pop" || len(pop.Args) != 1 {
				return true
			}
			if c, ok := pop.Args[0].(*solidity.YulCall); ok && (c.Name == "call" || c.Name == "callcode" || c.Name == "delegatecall" ||
				c.Name == "staticcall" && len(c.Args) == 6 && !fixedYulAddress(f, c.Args[1]) && !isYulZero(c.Args[5])) {
				msg := append(append(p.message(), funcLabel(f)...), " discards with pop the success flag of the assembly "...)
				p.reportMessage(Report{Function: f, At: c, Severity: vigil.SeverityLow, Confidence: vigil.ConfidenceMedium},
					append(appendText(msg, f.File, c), ": a failed call goes unnoticed"...))
			}
			return true
		})
	}
}

// reportUnreadFlag reports an assembly call whose success flag the declaration d keeps in a variable that no
// code after it reads (let result := delegatecall(...) followed by return): unlike pop, nothing shows the
// author meant to ignore it, and a forwarder built so answers a failed call as a successful one.
func reportUnreadFlag(p *Pass, f *analysis.Function, d *solidity.YulVarDecl) {
	if len(d.Names) != 1 || d.Names[0] == nil {
		return
	}
	c, ok := d.Value.(*solidity.YulCall)
	if !ok || c.Name != "call" && c.Name != "callcode" && c.Name != "delegatecall" {
		return
	}
	name, after := d.Names[0].Name, d.Range().End.Offset
	read := false
	solidity.Preorder(f.Decl.Body, func(n solidity.Node) bool {
		if read || n.Range().End.Offset <= after {
			return false
		}
		if id, ok := n.(*solidity.YulIdentifier); ok && id.Name == name && id.Range().Start.Offset >= after {
			read = true
		}
		return !read
	})
	if read {
		return
	}
	msg := append(append(p.message(), funcLabel(f)...), " keeps in "...)
	msg = append(append(msg, name...), ", and never reads, the success flag of the assembly "...)
	p.reportMessage(Report{Function: f, At: c, Confidence: vigil.ConfidenceMedium},
		append(appendText(msg, f.File, c), ": a failed call goes on as if it had succeeded"...))
}

// fixedYulAddress reports whether the address e of an assembly call in f is fixed in the code: a literal (a
// precompile: staticcall(gas(), 4, ...) copies memory) or a constant of f's contract (a system contract), not a
// contract a caller or an admin picks, whose answer may be missing.
func fixedYulAddress(f *analysis.Function, e solidity.YulExpr) bool {
	switch x := e.(type) {
	case *solidity.YulLiteral:
		return true
	case *solidity.YulIdentifier:
		if f.Contract == nil {
			return false
		}
		v := f.Contract.StateVar(x.Name)
		return v != nil && v.Decl != nil && v.Decl.Constant
	}
	return false
}

// isYulZero reports whether e is the literal 0 (a call's empty output area).
func isYulZero(e solidity.YulExpr) bool {
	lit, ok := e.(*solidity.YulLiteral)
	return ok && lit.Value == "0"
}

// onlyReturned reports whether the success flag of call expression ce, kept in a local at node n, is only ever
// returned (return ok;), so that the caller of the public function n belongs to decides what a failure means.
func onlyReturned(f *analysis.Function, n *analysis.Node, ce *solidity.CallExpr) bool {
	var flag *solidity.VariableDeclaration
	switch st := n.Stmt.(type) {
	case *solidity.VariableDeclarationStatement:
		if len(st.Vars) > 0 && st.Vars[0] != nil && (solidity.Unparen(st.Value) == solidity.Expr(ce) ||
			isFirstOfTuple(st.Value, ce)) {
			flag = st.Vars[0]
		}
	case *solidity.ExpressionStatement:
		// (ok, ) = to.call(...) into a named return variable: returned without a return statement.
		if a, isAssign := solidity.Unparen(st.X).(*solidity.AssignExpr); isAssign && a.Op == "=" &&
			(solidity.Unparen(a.RHS) == solidity.Expr(ce) || isFirstOfTuple(a.RHS, ce)) {
			if vs := lhsVars(n.Scope, a.LHS); len(vs) > 0 && vs[0] != nil && isReturnVar(n.Scope, vs[0]) {
				flag = vs[0]
			}
		}
	}
	if flag == nil {
		return false
	}
	uses := f.DefUse().Uses(n, flag)
	if len(uses) == 0 {
		return isReturnVar(n.Scope, flag)
	}
	for _, u := range uses {
		ret, ok := u.Stmt.(*solidity.ReturnStatement)
		if !ok || ret.Value == nil {
			return false
		}
		id, ok := solidity.Unparen(ret.Value).(*solidity.Identifier)
		if !ok || u.Scope.Resolve(id).Var != flag {
			return false
		}
	}
	return true
}

// emptyBranch reports whether node u is the condition of an if statement neither of whose branches does anything
// observable (bool ok = a.send(v); if (!ok) {}): reading the flag there decides nothing.
func emptyBranch(u *analysis.Node) bool {
	ifs, ok := u.Stmt.(*solidity.IfStatement)
	return ok && u.Kind == analysis.NodeCond && !hasEffect(u.Scope, ifs.Then) && !hasEffect(u.Scope, ifs.Else)
}

// readInAssembly reports whether inline assembly after node n in its body reads the local v, which Yul names
// as the Solidity local it resolves to.
func readInAssembly(n *analysis.Node, v *solidity.VariableDeclaration) bool {
	body := n.Scope.Body()
	if body == nil || n.Stmt == nil {
		return false
	}
	after := n.Stmt.Range().End.Offset
	found := false
	solidity.Preorder(body, func(x solidity.Node) bool {
		if found {
			return false
		}
		if a, ok := x.(*solidity.AssemblyStatement); ok {
			if a.Range().Start.Offset < after {
				return false
			}
			solidity.Preorder(a, func(y solidity.Node) bool {
				if id, ok := y.(*solidity.YulIdentifier); ok && id.Name == v.Name {
					found = true
				}
				return !found
			})
			return false
		}
		return true
	})
	return found
}

// isReturnVar reports whether v is a named return variable of the function sc is the body of.
func isReturnVar(sc *analysis.Scope, v *solidity.VariableDeclaration) bool {
	return sc != nil && sc.Function != nil && slices.Contains(sc.Function.Decl.Returns, v)
}

// isFirstOfTuple reports whether e is a tuple whose first element is ce.
func isFirstOfTuple(e solidity.Expr, ce *solidity.CallExpr) bool {
	t, ok := solidity.Unparen(e).(*solidity.TupleExpr)
	return ok && len(t.Elems) > 0 && t.Elems[0] == solidity.Expr(ce)
}

// writtenBefore returns a state write of f's that runs on every path to n, or nil.
// onlyReplayRecords reports whether every state write that comes before the call at n on all paths sets an
// entry of a state mapping (nonces[req.from] = req.nonce + 1, executed[digest] = true) in a function that checks
// a signature with ecrecover, itself or through the functions it calls: a forwarder consumes the signed request
// whether or not the call it relays succeeds, and hands the result back for the relayer to judge. A change that
// adds to or takes from an entry (a debit) is no such record.
func onlyReplayRecords(m *analysis.Model, f *analysis.Function, n *analysis.Node) bool {
	g := f.CFG()
	any := false
	for _, w := range g.Nodes {
		if w == n {
			continue
		}
		ws := w.Writes()
		if len(ws) == 0 || !dominates(g, w, n) {
			continue
		}
		a, ok := unparen(w.Expr).(*solidity.AssignExpr)
		if !ok || a.Op != "=" || len(ws) != 1 || ws[0].At != a.LHS {
			return false
		}
		if ix, ok := unparen(a.LHS).(*solidity.IndexAccess); !ok || ix.Index == nil || w.Scope == nil || w.Scope.RootVar(ix).Kind != analysis.SymState {
			return false
		}
		any = true
	}
	if !any {
		return false
	}
	cg := m.CallGraph()
	for _, e := range ecrecoverCalls(m) {
		if slices.Contains(reachingEntries(cg, e.fn), f) {
			return true
		}
	}
	return false
}

func writtenBefore(f *analysis.Function, n *analysis.Node) solidity.Node {
	g := f.CFG()
	for _, m := range g.Nodes {
		if m == n {
			continue
		}
		if ws := m.Writes(); len(ws) > 0 && dominates(g, m, n) {
			return ws[0].At
		}
	}
	return nil
}

type resultStatus int

const (
	resultChecked resultStatus = iota
	resultIgnored
	resultStoredUnused
)

// resultUse tells how the value of call expression ce (evaluated at node n) is used.
func resultUse(n *analysis.Node, ce *solidity.CallExpr) resultStatus { return resultUseIn(nil, n, ce) }

// resultUseIn is resultUse with the function's reaching definitions, which make a stored flag count only
// where the call's definition of it reaches; with du nil any later read in the body counts.
func resultUseIn(du *analysis.DefUse, n *analysis.Node, ce *solidity.CallExpr) resultStatus {
	return resultUseLazy(func() *analysis.DefUse { return du }, n, ce)
}

// resultUseLazy is resultUseIn with the reaching definitions built by defUse, called only for a flag stored
// in a local: building them is not cheap, and most calls never need them.
func resultUseLazy(defUse func() *analysis.DefUse, n *analysis.Node, ce *solidity.CallExpr) resultStatus {
	sc := n.Scope
	switch st := n.Stmt.(type) {
	case *solidity.ExpressionStatement:
		x := solidity.Unparen(st.X)
		if x == solidity.Expr(ce) {
			return resultIgnored
		}
		if a, ok := x.(*solidity.AssignExpr); ok && solidity.Unparen(a.RHS) == solidity.Expr(ce) {
			return varUse(defUse, n, lhsVars(sc, a.LHS))
		}
		if a, ok := x.(*solidity.AssignExpr); ok {
			if t, ok := solidity.Unparen(a.RHS).(*solidity.TupleExpr); ok && len(t.Elems) > 0 && t.Elems[0] == solidity.Expr(ce) {
				return varUse(defUse, n, lhsVars(sc, a.LHS))
			}
		}
	case *solidity.VariableDeclarationStatement:
		if solidity.Unparen(st.Value) == solidity.Expr(ce) && len(st.Vars) > 0 {
			return varUse(defUse, n, st.Vars[:1])
		}
	}
	if (n.Kind == analysis.NodeCond || n.Kind == analysis.NodeGuard) && n.Expr != nil {
		return conditionUse(sc, n, ce)
	}
	// Anywhere else (a return value, an argument) the value is used.
	return resultChecked
}

// conditionUse tells whether a call's result in a branch or guard condition decides anything: not when the
// condition's outcome is fixed regardless of it (`!ok || 1 == 1`), nor when the branch taken on failure does
// nothing observable.
func conditionUse(sc *analysis.Scope, n *analysis.Node, ce *solidity.CallExpr) resultStatus {
	negations, direct, decided := 0, false, false
	var walk func(e solidity.Expr, neg int)
	walk = func(e solidity.Expr, neg int) {
		switch x := e.(type) {
		case *solidity.TupleExpr:
			if len(x.Elems) == 1 && x.Elems[0] != nil {
				walk(x.Elems[0], neg)
			}
		case *solidity.UnaryExpr:
			if x.Op == "!" {
				walk(x.X, neg+1)
			}
		case *solidity.CallExpr:
			if x == ce {
				negations, direct = neg, true
			}
		case *solidity.BinaryExpr:
			if x.Op != "||" && x.Op != "&&" {
				return
			}
			for _, pair := range [][2]solidity.Expr{{x.X, x.Y}, {x.Y, x.X}} {
				if contains(pair[0], ce) {
					if v, ok := constBool(pair[1]); ok && v == (x.Op == "||") {
						decided = true
					}
				}
			}
			walk(x.X, neg)
			walk(x.Y, neg)
		}
	}
	walk(n.Expr, 0)
	if decided {
		return resultIgnored
	}
	ifs, ok := n.Stmt.(*solidity.IfStatement)
	if !ok || !direct || n.Kind != analysis.NodeCond {
		return resultChecked
	}
	failure := ifs.Else
	if negations%2 == 1 {
		failure = ifs.Then
	}
	if !hasEffect(sc, ifs.Then) && !hasEffect(sc, ifs.Else) {
		return resultIgnored
	}
	if failure != nil && !hasEffect(sc, failure) {
		return resultStoredUnused
	}
	return resultChecked
}

// contains reports whether the tree e holds the node target itself.
func contains(e solidity.Expr, target solidity.Node) bool {
	found := false
	solidity.Preorder(e, func(x solidity.Node) bool {
		if x == target {
			found = true
		}
		return !found
	})
	return found
}

// compareLiterals compares the values of two number literals, as big.Int's Cmp does: plain decimals, most
// literals, are compared without making a big.Int of each.
func compareLiterals(l, r string) (int, bool) {
	if a, ok := plainDecimal(l); ok {
		if b, ok := plainDecimal(r); ok {
			return cmp.Compare(a, b), true
		}
	}
	a, okA := new(big.Int).SetString(strings.ReplaceAll(l, "_", ""), 0)
	b, okB := new(big.Int).SetString(strings.ReplaceAll(r, "_", ""), 0)
	if !okA || !okB {
		return 0, false
	}
	return a.Cmp(b), true
}

// constBool evaluates conditions made only of boolean literals and comparisons of number literals.
func constBool(e solidity.Expr) (bool, bool) {
	switch x := solidity.Unparen(e).(type) {
	case *solidity.BoolLiteral:
		return x.Value, true
	case *solidity.UnaryExpr:
		if x.Op == "!" {
			v, ok := constBool(x.X)
			return !v, ok
		}
	case *solidity.BinaryExpr:
		switch x.Op {
		case "&&", "||":
			a, okA := constBool(x.X)
			b, okB := constBool(x.Y)
			if !okA || !okB {
				return false, false
			}
			if x.Op == "&&" {
				return a && b, true
			}
			return a || b, true
		}
		l, okL := solidity.Unparen(x.X).(*solidity.NumberLiteral)
		r, okR := solidity.Unparen(x.Y).(*solidity.NumberLiteral)
		if !okL || !okR || l.Unit != r.Unit {
			return false, false
		}
		c, ok := compareLiterals(l.Value, r.Value)
		if !ok {
			return false, false
		}
		switch x.Op {
		case "==":
			return c == 0, true
		case "!=":
			return c != 0, true
		case "<":
			return c < 0, true
		case "<=":
			return c <= 0, true
		case ">":
			return c > 0, true
		case ">=":
			return c >= 0, true
		}
	}
	return false, false
}

// hasEffect reports whether running s can be observed: it leaves the function (return, revert, throw), calls,
// emits, writes state, or writes a local that is read elsewhere.
func hasEffect(sc *analysis.Scope, s solidity.Stmt) bool {
	if s == nil {
		return false
	}
	effect := false
	solidity.Preorder(s, func(x solidity.Node) bool {
		switch x := x.(type) {
		case *solidity.ReturnStatement, *solidity.ThrowStatement, *solidity.RevertStatement, *solidity.EmitStatement,
			*solidity.AssemblyStatement, *solidity.BreakStatement, *solidity.ContinueStatement:
			effect = true
		case *solidity.CallExpr:
			if c := sc.CallOf(x); c == nil || (c.Kind != analysis.CallTypeConversion && !(c.Kind == analysis.CallBuiltin && pureBuiltin[c.Name])) {
				effect = true
			}
		case *solidity.AssignExpr:
			effect = effect || writesObservable(sc, x.LHS, s)
		case *solidity.UnaryExpr:
			if x.Op == "++" || x.Op == "--" || x.Op == "delete" {
				effect = effect || writesObservable(sc, x.X, s)
			}
		}
		return !effect
	})
	return effect
}

var pureBuiltin = map[string]bool{"keccak256": true, "sha3": true, "sha256": true, "ripemd160": true,
	"abi.encode": true, "abi.encodePacked": true, "addmod": true, "mulmod": true}

// writesObservable reports whether writing lhs inside branch can matter: a state write, or a local read
// outside the branch.
func writesObservable(sc *analysis.Scope, lhs solidity.Expr, branch solidity.Stmt) bool {
	sym := sc.RootVar(lhs)
	if sym.Var == nil || (sym.Kind != analysis.SymLocal && sym.Kind != analysis.SymParam) {
		return true
	}
	if sym.Kind == analysis.SymParam || sym.Var.Location == solidity.LocationStorage {
		return true
	}
	used := false
	br := branch.Range()
	solidity.Preorder(sc.Body(), func(x solidity.Node) bool {
		if id, ok := x.(*solidity.Identifier); ok && sc.Resolve(id).Var == sym.Var && !br.Contains(id.Range().Start) {
			used = true
		}
		return !used
	})
	return used
}

// lhsVars returns the local variables an assignment's left side names first (the success flag slot).
func lhsVars(sc *analysis.Scope, lhs solidity.Expr) []*solidity.VariableDeclaration {
	lhs = solidity.Unparen(lhs)
	if t, ok := lhs.(*solidity.TupleExpr); ok && len(t.Elems) > 0 {
		lhs = t.Elems[0]
	}
	if id, ok := lhs.(*solidity.Identifier); ok {
		if sym := sc.Resolve(id); sym.Var != nil {
			return []*solidity.VariableDeclaration{sym.Var}
		}
		return nil // a state variable or something else keeps the value: count it as used
	}
	return nil
}

// varUse reports whether a local holding a call's success flag is read (in a condition, a require, a return
// or any other expression) where the definition made by the call reaches (per the reaching definitions defUse
// returns; when it returns nil, any read in the body counts): a flag overwritten before its check does not count.
func varUse(defUse func() *analysis.DefUse, n *analysis.Node, vars []*solidity.VariableDeclaration) resultStatus {
	if len(vars) == 0 {
		return resultChecked // kept somewhere other than a local (a state variable, a struct field)
	}
	if vars[0] == nil {
		return resultStoredUnused
	}
	if isReturnVar(n.Scope, vars[0]) {
		return resultChecked // a named return variable: the caller gets the flag
	}
	if readInAssembly(n, vars[0]) {
		return resultChecked // switch ok case 0 { revert(...) } in inline assembly
	}
	if du := defUse(); du != nil {
		for _, u := range du.Uses(n, vars[0]) {
			if !emptyBranch(u) {
				return resultChecked
			}
		}
		return resultStoredUnused
	}
	v, sc, used := vars[0], n.Scope, false
	solidity.Preorder(sc.Body(), func(x solidity.Node) bool {
		if used {
			return false
		}
		switch x := x.(type) {
		case *solidity.AssignExpr:
			// Being assigned is not a use; look only at the right side.
			solidity.Preorder(x.RHS, func(y solidity.Node) bool {
				if id, ok := y.(*solidity.Identifier); ok && sc.Resolve(id).Var == v {
					used = true
				}
				return !used
			})
			return false
		case *solidity.Identifier:
			if sc.Resolve(x).Var == v {
				used = true
			}
		}
		return true
	})
	if used {
		return resultChecked
	}
	return resultStoredUnused
}

// reportUncheckedCreates reports an address made by create or create2 in inline assembly that the code goes on
// to use (stores, calls, emits, hands back to an outside caller) without checking it for zero on any path: unlike
// new, which reverts, the assembly opcodes return 0 when the deployment fails (the init code reverts, gas or
// balance runs short, a create2 address is already taken), and the factory then registers, initialises or pays
// a contract that does not exist. A check is iszero, eq(x, 0), if x or switch x in assembly, x == address(0) or
// x != address(0), x.code or extcodesize(x), a call of an internal function that checks its parameter so, or a
// high-level call on x (it reverts when x has no code). An address an internal function returns is followed to
// its callers. The finding is low: the failure comes from the deployment itself, mostly in the caller's own
// transaction, and what follows is a bogus entry or a call to address(0) rather than a direct loss.
func reportUncheckedCreates(p *Pass) {
	asm := occurrencesOf(p.Model, wordAssembly)
	if !asm.any() {
		return
	}
	create := occurrencesOf(p.Model, wordCreate)
	for _, f := range bodies(p.Model) {
		r := f.Decl.Body.Range()
		if !asm.in(f.File, r) || !create.in(f.File, r) {
			continue
		}
		solidity.Preorder(f.Decl.Body, func(n solidity.Node) bool {
			var name *solidity.YulIdentifier
			var value solidity.YulExpr
			switch s := n.(type) {
			case *solidity.YulAssign:
				if len(s.Targets) == 1 {
					name, value = s.Targets[0], s.Value
				}
			case *solidity.YulVarDecl:
				if len(s.Names) == 1 {
					name, value = s.Names[0], s.Value
				}
			default:
				return true
			}
			y, ok := value.(*solidity.YulCall)
			if !ok || name == nil || y.Name != "create" && y.Name != "create2" {
				return false
			}
			use := createdUse(p.Model, f, name.Name, y.Range().End.Offset, 2)
			if use.fn == nil {
				return false
			}
			msg := append(append(p.message(), funcLabel(f)...), " uses the address of the assembly "...)
			msg = appendText(msg, f.File, y)
			msg = append(msg, " without checking it for zero: a failed deployment returns 0, and the code goes on with address(0)"...)
			p.reportMessage(Report{Function: f, At: y, Severity: vigil.SeverityLow, Confidence: vigil.ConfidenceMedium,
				Related: []Related{{File: use.fn.File, At: use.at, Message: "the unchecked address used"}}}, msg)
			return false
		})
	}
}

// addrUse is where an address is used unchecked: fn is nil when it is checked or never used.
type addrUse struct {
	fn *analysis.Function
	at solidity.Node
}

// createdUse tells where f uses, unchecked, the address held by the variable (of Solidity or of assembly) name
// from the source offset after on: nowhere (the zero addrUse) when f checks it for zero or never uses it. When f
// only returns it, the use is f's own return to an outside caller, or the first unchecked use in the callers of
// an internal f, followed depth levels deep.
func createdUse(m *analysis.Model, f *analysis.Function, name string, after, depth int) addrUse {
	checked, returned := false, false
	var use solidity.Node
	sc := f.Scope()
	isName := func(e solidity.Expr) bool {
		id, ok := unparen(unwrapTypeConversions(sc, e)).(*solidity.Identifier)
		return ok && id.Name == name
	}
	isYulName := func(e solidity.YulExpr) bool {
		id, ok := e.(*solidity.YulIdentifier)
		return ok && id.Name == name
	}
	targets := map[*solidity.YulIdentifier]bool{}
	solidity.Preorder(f.Decl.Body, func(n solidity.Node) bool {
		if checked || n.Range().End.Offset <= after {
			return false
		}
		switch x := n.(type) {
		case *solidity.YulAssign:
			for _, t := range x.Targets {
				targets[t] = true
			}
		case *solidity.YulVarDecl:
			for _, t := range x.Names {
				targets[t] = true
			}
		case *solidity.YulIf:
			checked = isYulName(x.Cond)
		case *solidity.YulSwitch:
			checked = isYulName(x.X)
		case *solidity.YulCall:
			switch {
			case (x.Name == "iszero" || x.Name == "extcodesize" || x.Name == "extcodehash") && len(x.Args) == 1:
				checked = isYulName(x.Args[0])
			case (x.Name == "eq" || x.Name == "gt" || x.Name == "lt") && len(x.Args) == 2:
				checked = isYulName(x.Args[0]) && isYulZero(x.Args[1]) || isYulZero(x.Args[0]) && isYulName(x.Args[1])
			}
		case *solidity.YulIdentifier:
			if x.Name == name && !targets[x] && x.Range().Start.Offset >= after && use == nil {
				use = x
			}
		case *solidity.BinaryExpr:
			checked = (x.Op == "==" || x.Op == "!=") &&
				(isName(x.X) && isZeroAddress(x.Y) || isZeroAddress(x.X) && isName(x.Y))
		case *solidity.MemberAccess:
			checked = (x.Member == "code" || x.Member == "codehash") && isName(x.X)
		case *solidity.CallExpr:
			c := sc.CallOf(x)
			if c == nil {
				break
			}
			switch {
			case c.Kind == analysis.CallExternal:
				checked = c.Target != nil && isName(c.Target)
			case (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && depth > 0 &&
				c.Callee.Decl.Body != nil:
				for i, a := range x.Args {
					if i < len(c.Callee.Decl.Params) && isName(a) && c.Callee.Decl.Params[i].Name != "" &&
						checksParam(c.Callee, c.Callee.Decl.Params[i].Name) {
						checked = true
					}
				}
			}
		case *solidity.ReturnStatement:
			if x.Value != nil && isName(x.Value) {
				returned = true
				return false
			}
		case *solidity.AssignExpr:
			if isName(x.LHS) {
				solidity.Preorder(x.RHS, func(y solidity.Node) bool {
					if id, ok := y.(*solidity.Identifier); ok && id.Name == name && use == nil {
						use = id
					}
					return use == nil
				})
				return false
			}
		case *solidity.Identifier:
			if x.Name == name && use == nil {
				use = x
			}
		}
		return !checked
	})
	switch {
	case checked:
		return addrUse{}
	case use != nil:
		return addrUse{f, use}
	}
	if !returned {
		for _, r := range f.Decl.Returns {
			returned = returned || r.Name == name
		}
	}
	if !returned {
		return addrUse{}
	}
	if f.IsEntry() {
		return addrUse{f, headerNode(f.File, f.Decl)}
	}
	if depth == 0 {
		return addrUse{}
	}
	for _, g := range m.CallGraph().Callers(f) {
		if u := callerUse(m, g, f, depth-1); u.fn != nil {
			return u
		}
	}
	return addrUse{}
}

// callerUse tells where g uses, unchecked, the address an internal function f it calls returns: kept in a
// local and used, returned on, or used where it is made (an argument, a push).
func callerUse(m *analysis.Model, g, f *analysis.Function, depth int) addrUse {
	sc := g.Scope()
	var found addrUse
	seen := map[*solidity.CallExpr]bool{}
	eachStatement(g.Decl.Body, func(s solidity.Stmt) {
		if found.fn != nil {
			return
		}
		var value solidity.Expr
		var dest string
		switch st := s.(type) {
		case *solidity.VariableDeclarationStatement:
			if len(st.Vars) == 1 && st.Vars[0] != nil {
				value, dest = st.Value, st.Vars[0].Name
			}
		case *solidity.ExpressionStatement:
			value = st.X // dropped
			if a, ok := unparen(st.X).(*solidity.AssignExpr); ok && a.Op == "=" {
				if id, ok := unparen(a.LHS).(*solidity.Identifier); ok {
					if sym := sc.Resolve(id); sym.Kind == analysis.SymLocal || sym.Kind == analysis.SymReturn {
						value, dest = a.RHS, id.Name
					}
				}
			}
		case *solidity.ReturnStatement:
			value = st.Value
		}
		if value == nil {
			return
		}
		ce, ok := unparen(unwrapTypeConversions(sc, value)).(*solidity.CallExpr)
		if !ok {
			return
		}
		if c := sc.CallOf(ce); c == nil || c.Callee != f {
			return
		}
		seen[ce] = true
		switch {
		case dest != "":
			found = createdUse(m, g, dest, s.Range().End.Offset, depth)
		default:
			if _, ret := s.(*solidity.ReturnStatement); !ret {
				return // the address dropped
			}
			// Returned as is: g's own return, or g's callers'.
			if g.IsEntry() {
				found = addrUse{g, headerNode(g.File, g.Decl)}
			} else if depth > 0 {
				for _, h := range m.CallGraph().Callers(g) {
					if found = callerUse(m, h, g, depth-1); found.fn != nil {
						return
					}
				}
			}
		}
	})
	if found.fn != nil {
		return found
	}
	for _, c := range sc.Calls() {
		if c.Callee == f && c.Expr != nil && !seen[c.Expr] {
			return addrUse{g, c.Expr} // used where it is made
		}
	}
	return addrUse{}
}

// checksParam reports whether function g checks its address parameter name for zero or for code.
func checksParam(g *analysis.Function, name string) bool {
	checked := false
	sc := g.Scope()
	solidity.Preorder(g.Decl.Body, func(n solidity.Node) bool {
		switch x := n.(type) {
		case *solidity.YulCall:
			if (x.Name == "iszero" || x.Name == "extcodesize") && len(x.Args) == 1 {
				id, ok := x.Args[0].(*solidity.YulIdentifier)
				checked = ok && id.Name == name
			}
		case *solidity.BinaryExpr:
			if x.Op == "==" || x.Op == "!=" {
				for _, pair := range [][2]solidity.Expr{{x.X, x.Y}, {x.Y, x.X}} {
					id, ok := unparen(unwrapTypeConversions(sc, pair[0])).(*solidity.Identifier)
					checked = checked || ok && id.Name == name && isZeroAddress(pair[1])
				}
			}
		case *solidity.MemberAccess:
			if x.Member == "code" || x.Member == "codehash" {
				id, ok := unparen(unwrapTypeConversions(sc, x.X)).(*solidity.Identifier)
				checked = ok && id.Name == name
			}
		}
		return !checked
	})
	return checked
}
