package detector

import (
	"bytes"
	"math/big"
	"slices"
	"strconv"
	"sync"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// WeakRandomness reports block data used as a source of randomness.
var WeakRandomness = &Detector{
	ID:    "weak-randomness",
	Title: "Randomness from block data",
	Description: "A value derived from block data (block.timestamp / now, block.number, blockhash, " +
		"block.difficulty / prevrandao, coinbase) through hashing, modulo or blockhash decides a winner, an index or " +
		"an ether amount. Every input is public or set by the block producer, so the outcome is predictable.",
	Exploit: "An attacker contract computes the same expression in the same block and calls the lottery only when " +
		"it wins; a block producer can also withhold blocks whose outcome does not suit them.",
	Recommendation: "Use a verifiable random function (e.g. Chainlink VRF) or a commit-reveal scheme; never derive " +
		"randomness from block values.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-120",
	CWE:        "CWE-330",
	Requires:   []Requirement{RequireTypes, RequireCFG, RequireDataFlow},
	Run:        runWeakRandomness,
}

// blockData is every taint source the block producer sets or everyone can read before a transaction runs.
const blockData = analysis.TaintTime | analysis.TaintBlock | analysis.TaintBlockNumber

// randomness is what a value derived from block data looks like.
type randomness int

const (
	notRandom randomness = iota
	// scheduledTime is the timestamp modulo a long period, or counted in long steps: a schedule (a claim
	// window, an observation slot) far more often than a draw, reported low.
	scheduledTime
	// committedRandom is a blockhash of a block number stored earlier: a commit-reveal pattern, weak only
	// when the window is not checked.
	committedRandom
	// timeModulo is the timestamp modulo a number: a draw the block producer can nudge, or a time window.
	timeModulo
	// predictableRandom is a hash, modulo or blockhash of the current block's data.
	predictableRandom
)

type randomCtx struct {
	// stateVars maps state variables assigned a block-derived random value to that assignment.
	stateVars map[*analysis.StateVar]randomSite
	// seen lists the locals localRandom is judging, outermost first: a local met again while it is judged adds
	// nothing. It is a few entries long, the depth of the recursion.
	seen   []*solidity.VariableDeclaration
	locals map[*solidity.VariableDeclaration]randomness
	// origins maps a random local to the expression that made it random.
	origins map[*solidity.VariableDeclaration]solidity.Node

	// blocky lists the scopes that may hold block data; stored adds the scopes that name a state variable found
	// to store a random value, and their callers. random is notRandom for every expression of the other scopes
	// (see widen), so they are not walked.
	blocky *sourceScopes
	stored map[*analysis.Scope]bool
	// bodies indexes the scopes' assignments and return values, each built on first use. The lists of all
	// bodies are windows of the scratch space's two arrays.
	bodies map[*analysis.Scope]randomBody
	// scopes is a buffer for graphScopes.
	scopes []*analysis.Scope
	// walked lists the functions of which an expression may be random (see mayIn), in the order of bodies.
	walked []*analysis.Function
	// scratch holds the arrays of walked and of the bodies' lists, and the map of bodies, from randomScratches.
	scratch *randomScratch
	// seeded holds, per internal function's scope, the parameters (bit i for parameter i) some caller passes a
	// value derived from block data: reseed(Seed(block.coinbase, block.difficulty)) hands its callee block data
	// that the callee's own text does not name.
	seeded map[*analysis.Scope]uint64
	// timeOnly holds, of those parameters, the ones every caller seeds with the timestamp alone: such a
	// parameter modulo a number is a time window, as block.timestamp % period is (Uniswap's oracle finds
	// its observation slot with observationIndexOf(block.timestamp)).
	timeOnly map[*analysis.Scope]uint64
	// decisions memoises paramDecisions.
	decisions map[*analysis.Function]uint64
}

// randomScratch is what a run of weak-randomness keeps from one unit to the next: the arrays of randomCtx.walked,
// randomCtx.scopes and the bodies' lists, and the maps of the bodies and of the locals, rather than grown again for
// every unit.
type randomScratch struct {
	seen    []*solidity.VariableDeclaration
	walked  []*analysis.Function
	scopes  []*analysis.Scope
	assigns []randomAssign
	returns []solidity.Expr
	bodies  map[*analysis.Scope]randomBody
	locals  map[*solidity.VariableDeclaration]randomness
	origins map[*solidity.VariableDeclaration]solidity.Node
}

// randomScratches recycles the scratch spaces of runWeakRandomness.
var randomScratches = sync.Pool{New: func() any {
	return &randomScratch{bodies: map[*analysis.Scope]randomBody{}, locals: map[*solidity.VariableDeclaration]randomness{},
		origins: map[*solidity.VariableDeclaration]solidity.Node{}}
}}

type randomSite struct {
	f    *analysis.Function
	file *solidity.File
	at   solidity.Node
	kind randomness
}

func runWeakRandomness(p *Pass) error {
	rc := &randomCtx{blocky: scopesWith(p.Model, blockSources)}
	if !rc.blocky.any() {
		reportCallerDraws(p, bodies(p.Model))
		return nil
	}
	rs := randomScratches.Get().(*randomScratch)
	rc.scratch, rc.seen, rc.walked, rc.scopes, rc.bodies = rs, rs.seen, rs.walked, rs.scopes, rs.bodies
	defer func() {
		// A pooled space keeps no model alive.
		clear(rc.walked[:cap(rc.walked)])
		clear(rc.seen[:cap(rc.seen)])
		rs.seen = rc.seen[:0]
		clear(rc.scopes[:cap(rc.scopes)])
		clear(rs.assigns[:cap(rs.assigns)])
		clear(rs.returns[:cap(rs.returns)])
		clear(rs.bodies)
		clear(rs.locals)
		clear(rs.origins)
		rs.walked, rs.scopes, rs.assigns, rs.returns = rc.walked[:0], rc.scopes[:0], rs.assigns[:0], rs.returns[:0]
		randomScratches.Put(rs)
	}()
	fns := bodies(p.Model)
	rc.seedParams()
	// Pass 1: state variables that store a random value (a seed or an answer kept for later). It starts again
	// from nothing when a scope it skipped reads one of them.
	for {
		// The maps of locals start empty in each round; theirs are the scratch space's.
		clear(rs.locals)
		clear(rs.origins)
		rc.stateVars, rc.seen, rc.locals, rc.origins = nil, rc.seen[:0], rs.locals, rs.origins
		rc.storeRandom(fns)
		if !rc.widen() {
			break
		}
	}
	// Pass 2: sinks, in the functions the last round of pass 1 walked: the scopes that may be random have not
	// changed since.
	var reportedState map[*analysis.StateVar]bool
	for _, f := range rc.walked {
		// The first use of a random value in a function is reported; later uses mostly follow from it (the
		// winner picked with a random index is then paid).
		reportedLocal := false
		for _, n := range f.CFG().Nodes {
			if n.Scope == nil || !rc.may(n.Scope) {
				continue
			}
			own := n.Own()
			if own == nil {
				continue
			}
			sc := n.Scope
			fl := sc.Flow()
			sink, what, kind := rc.sink(sc, fl, n, own)
			if sink == nil {
				continue
			}
			if kind == committedRandom && blockhashWindowChecked(f) {
				// The hash of a block committed to earlier, read while it is still available: commit-reveal.
				continue
			}
			// A random value kept in state is reported where it is made, with this use as related location.
			if v := rc.storedSource(sc, sink); v != nil {
				if !reportedState[v] {
					if reportedState == nil {
						reportedState = map[*analysis.StateVar]bool{}
					}
					reportedState[v] = true
					site := rc.stateVars[v]
					sev, conf := ratingOf(site.kind)
					msg := append(append(append(p.message(), funcLabel(site.f)...), " stores a value derived from block data in "...), v.Name...)
					msg = append(append(append(append(msg, ", which later "...), what...), " in "...), funcLabel(f)...)
					p.reportMessage(onRandomPath(Report{Function: site.f, File: site.file, At: site.at, Severity: sev, Confidence: conf,
						Related: []Related{{File: sc.File, At: sink, Message: "the stored value is used here"}}}, site.f, site.f.Scope()), msg)
				}
				// The function's later uses follow from this one (the entry picked is then paid).
				reportedLocal = true
				continue
			}
			if reportedLocal {
				continue
			}
			reportedLocal = true
			sev, conf := ratingOf(kind)
			if o := rc.origin(sc, sink); o != nil {
				// Reported where block data becomes the random value; the decision is the related location.
				msg := appendText(append(append(p.message(), funcLabel(f)...), " derives a random value from block data ("...), sc.File, o)
				msg = append(append(append(msg, "), which "...), what...), " at line "...)
				p.reportMessage(onRandomPath(Report{Function: f, File: sc.File, At: o, Severity: sev, Confidence: conf,
					Related: []Related{{File: sc.File, At: sink, Message: "the predictable value decides this"}}}, f, sc),
					strconv.AppendInt(msg, int64(lineOf(sink)), 10))
				continue
			}
			msg := append(append(append(p.message(), funcLabel(f)...), " uses a value derived from block data that "...), what...)
			p.reportMessage(onRandomPath(Report{Function: f, File: sc.File, At: sink, Severity: sev, Confidence: conf}, f, sc),
				appendText(append(msg, ": "...), sc.File, sink))
		}
	}
	rc.reportGenerators(p, fns)
	reportCallerDraws(p, fns)
	return nil
}

// storeRandom records, in rc.stateVars, the state variables assigned a random value, and in rc.walked the
// functions it walks.
func (rc *randomCtx) storeRandom(fns []*analysis.Function) {
	rc.walked = rc.walked[:0]
	for _, f := range fns {
		if !rc.mayIn(f) {
			continue
		}
		rc.walked = append(rc.walked, f)
		for _, n := range f.CFG().Nodes {
			// An assignment to a state variable is one of the node's state writes.
			if len(n.Writes()) == 0 || n.Scope == nil || !rc.may(n.Scope) {
				continue
			}
			own := n.Own()
			if own == nil {
				continue
			}
			sc := n.Scope
			eachAssignment(sc.File.Src, own, func(a *solidity.AssignExpr) {
				v := stateVarOf(sc, a.LHS)
				if v == nil {
					return
				}
				if k := rc.random(sc, a.RHS, 0); k != notRandom {
					if old, ok := rc.stateVars[v]; !ok || old.kind < k {
						if rc.stateVars == nil {
							rc.stateVars = map[*analysis.StateVar]randomSite{}
						}
						rc.stateVars[v] = randomSite{f: f, file: sc.File, at: a, kind: k}
					}
				}
			})
		}
	}
}

// may reports whether an expression of sc can be random.
func (rc *randomCtx) may(sc *analysis.Scope) bool {
	return rc.blocky.may(sc) || rc.stored[sc] || rc.seeded[sc] != 0
}

// seedParams fills rc.seeded from the internal calls of the scopes that may hold block data, and on through the
// calls that pass a seeded parameter further down (reseed(seed) calling mix(seed)), until nothing changes.
func (rc *randomCtx) seedParams() {
	var workBuf [16]*analysis.Scope
	work := workBuf[:0]
	for _, sc := range rc.blocky.scopes {
		if rc.blocky.may(sc) {
			work = append(work, sc)
		}
	}
	for len(work) > 0 {
		sc := work[len(work)-1]
		work = work[:len(work)-1]
		var fl *analysis.Flow
		for _, c := range sc.Calls() {
			if c.Kind != analysis.CallInternal || c.Callee == nil || c.Callee.Decl.Body == nil || c.Expr == nil {
				continue
			}
			if fl == nil {
				fl = sc.Flow()
			}
			seeded, strong := rc.seeded[sc], rc.seeded[sc]&^rc.timeOnly[sc]
			var add, addStrong uint64
			for i, a := range c.Args {
				if i >= 64 {
					break
				}
				t := fl.Taint(a)
				if t.Has(blockData) || (seeded != 0 && fl.Params(a)&seeded != 0) {
					add |= 1 << i
				}
				if t.Has(analysis.TaintBlock|analysis.TaintBlockNumber) || (strong != 0 && fl.Params(a)&strong != 0) {
					addStrong |= 1 << i
				}
			}
			if add == 0 {
				continue
			}
			csc := c.Callee.Scope()
			// A parameter stays time-only while every argument seeding it is the timestamp alone.
			timeOnly := (rc.timeOnly[csc] | add&^rc.seeded[csc]) &^ addStrong
			if rc.seeded[csc]&add == add && rc.timeOnly[csc] == timeOnly {
				continue
			}
			if rc.seeded == nil {
				rc.seeded = map[*analysis.Scope]uint64{}
				rc.timeOnly = map[*analysis.Scope]uint64{}
			}
			rc.seeded[csc] |= add
			rc.timeOnly[csc] = timeOnly
			work = append(work, csc)
		}
	}
}

// mayIn reports whether an expression of f's graph (its body and the modifiers inlined in it) can be random.
func (rc *randomCtx) mayIn(f *analysis.Function) bool {
	rc.scopes = graphScopes(f, rc.scopes[:0])
	for _, sc := range rc.scopes {
		if rc.may(sc) {
			return true
		}
	}
	return false
}

// widen adds to the scopes walked those that name a state variable pass 1 found storing a random value, with
// their callers, and reports whether there were any. Pass 1 skips a scope because no expression of it can be
// random: it names no block data, calls no function that may return some, and reads no state variable that
// stores some. The last holds once no skipped scope names a variable in stateVars: until the first expression
// of a skipped scope that would be random, skipping changes nothing, so stateVars is then a subset of what the
// pass ends with, and the scope would have to name one of those variables.
func (rc *randomCtx) widen() bool {
	if len(rc.stateVars) == 0 {
		return false
	}
	// A body can name the variables of its contract's hierarchy only: each body is searched for those alone, so
	// that a unit of many contracts does not search every body for every name.
	names := make(map[*analysis.Contract][][]byte, len(rc.stateVars))
	for v := range rc.stateVars {
		names[v.Contract] = append(names[v.Contract], []byte(v.Name))
	}
	added := false
	for _, sc := range rc.blocky.scopes {
		if sc.Contract == nil || rc.may(sc) {
			continue
		}
		text := bodyText(sc)
	search:
		for _, base := range sc.Contract.Linearization {
			for _, name := range names[base] {
				if bytes.Contains(text, name) {
					rc.markStored(sc)
					added = true
					break search
				}
			}
		}
	}
	return added
}

// markStored adds sc and its callers, transitively, to the scopes that may read a random value from state.
func (rc *randomCtx) markStored(sc *analysis.Scope) {
	if rc.may(sc) {
		return
	}
	if rc.stored == nil {
		rc.stored = map[*analysis.Scope]bool{}
	}
	rc.stored[sc] = true
	for _, caller := range rc.blocky.callersOf(sc) {
		rc.markStored(caller)
	}
}

// randomBody is what random and localRandom look up in a body: the assignments to its locals, in source order
// (pre-order), and the values its return statements give. Both lists are full: appending to one copies it.
type randomBody struct {
	assigns []randomAssign
	returns []solidity.Expr
}

// randomAssign is an assignment to the local v.
type randomAssign struct {
	v *solidity.VariableDeclaration
	a *solidity.AssignExpr
}

// body returns sc's index, built with one walk of the body.
func (rc *randomCtx) body(sc *analysis.Scope) randomBody {
	if b, ok := rc.bodies[sc]; ok {
		return b
	}
	rs := rc.scratch
	assigns, returns := len(rs.assigns), len(rs.returns)
	if body := sc.Body(); body != nil {
		// A loop over the body's flat form costs less than a call back per node.
		nodes := solidity.PreorderNodes(body)
		for i := 0; i < nodes.Len(); i++ {
			switch x := nodes.At(i).(type) {
			case *solidity.AssignExpr:
				if id, ok := unparen(x.LHS).(*solidity.Identifier); ok {
					if v := sc.Resolve(id).Var; v != nil {
						rs.assigns = append(rs.assigns, randomAssign{v: v, a: x})
					}
				}
			case *solidity.ReturnStatement:
				if x.Value != nil {
					rs.returns = append(rs.returns, x.Value)
				}
			}
		}
	}
	// Windows of the arrays, which later bodies append past: an array grown afresh leaves the windows taken
	// before in the old one, whose entries stay as they are.
	b := randomBody{assigns: rs.assigns[assigns:len(rs.assigns):len(rs.assigns)],
		returns: rs.returns[returns:len(rs.returns):len(rs.returns)]}
	rc.bodies[sc] = b
	return b
}

// sink finds, in a node's own expressions, where a random value decides something: a comparison in a branch or
// guard, an array index, or the receiver or amount of an ether transfer.
func (rc *randomCtx) sink(sc *analysis.Scope, fl *analysis.Flow, n *analysis.Node, own solidity.Node) (solidity.Node, string, randomness) {
	for _, c := range analysis.NodeCalls(n) {
		if c.Expr == nil || !c.SendsEther() {
			continue
		}
		if k := rc.random(sc, c.Value, 0); k != notRandom {
			return c.Expr, "sets the ether amount", k
		}
		if k := rc.random(sc, c.Target, 0); k != notRandom {
			return c.Expr, "chooses who receives ether", k
		}
	}
	if c, k := rc.calleeDraw(sc, n); c != nil {
		return c.Expr, "decides a condition of " + funcLabel(c.Callee), k
	}
	if n.Kind != analysis.NodeCond && n.Kind != analysis.NodeGuard && !textHas(sc.File, own, '[') && !textHas(sc.File, own, '?') {
		// No comparison counts here but a conditional expression's, written with a question mark, and an index
		// is written with a bracket.
		return nil, "", notRandom
	}
	var at solidity.Node
	var what string
	var kind randomness
	exprWalk(own, func(x solidity.Node) bool {
		if at != nil {
			return false
		}
		switch e := x.(type) {
		case *solidity.IndexAccess:
			// Picking an array element at random; a mapping looked up with a hash is a key, not a draw.
			if e.Index == nil {
				break
			}
			if t := sc.TypeOf(e.X); t != nil && t.Kind == analysis.TypeArray {
				if k := rc.random(sc, e.Index, 0); k != notRandom {
					at, what, kind = e, "picks an array element", k
					return false
				}
			} else if t != nil && t.Kind == analysis.TypeMapping {
				// A mapping numbered like an array (tickets[1..n]) looked up with a draw reduced to its range.
				if k := rc.drawnKey(sc, e.Index); k != notRandom {
					at, what, kind = e, "picks an entry", k
					return false
				}
			}
		case *solidity.ConditionalExpr:
			// `rarity = seed % 100 < 3 ? 3 : 1`: the draw decides which value is taken.
			if b, ok := solidity.Unparen(e.Cond).(*solidity.BinaryExpr); ok && isComparison(b.Op) {
				if k := rc.comparisonDraw(sc, fl, b); k != notRandom {
					at, what, kind = b, "decides the outcome of a condition", k
					return false
				}
			}
		case *solidity.BinaryExpr:
			if (n.Kind == analysis.NodeCond || n.Kind == analysis.NodeGuard) && isComparison(e.Op) {
				if k := rc.comparisonDraw(sc, fl, e); k != notRandom {
					at, what, kind = e, "decides the outcome of a condition", k
					return false
				}
			}
		}
		return true
	}, false)
	if at == nil && (n.Kind == analysis.NodeCond || n.Kind == analysis.NodeGuard) && n.Expr != nil {
		// A draw kept in a boolean (bool won = block.number % 2 == 0; if (won)) decides the branch too.
		cond := solidity.Unparen(n.Expr)
		if u, ok := cond.(*solidity.UnaryExpr); ok && u.Op == "!" {
			cond = solidity.Unparen(u.X)
		}
		if _, ok := cond.(*solidity.Identifier); ok {
			if k := rc.random(sc, cond, 0); k != notRandom {
				at, what, kind = n.Expr, "decides the outcome of a condition", k
			}
		}
	}
	return at, what, kind
}

// calleeDraw returns a call of n that hands a random argument to an internal function deciding on it where
// its own text shows no draw, with how random the argument is: _mixGenes(a, b, seed) choosing each gene by a
// bit of a seed its caller hashed from block data. The callee sees a number; the draw is its caller's, and is
// reported there. A callee that draws itself (seed % 100 < 3) is reported on its own.
func (rc *randomCtx) calleeDraw(sc *analysis.Scope, n *analysis.Node) (*analysis.Call, randomness) {
	for _, c := range analysis.NodeCalls(n) {
		if c.Kind != analysis.CallInternal || c.Callee == nil || c.Callee.Decl.Body == nil || c.Expr == nil || len(c.Args) == 0 {
			continue
		}
		decided, known := uint64(0), false
		for i, a := range c.Args {
			if i >= 64 {
				break
			}
			k := rc.random(sc, a, 0)
			if k == notRandom {
				continue
			}
			if !known {
				decided, known = rc.paramDecisions(c.Callee), true
			}
			if decided&(1<<i) != 0 {
				return c, k
			}
		}
	}
	return nil, notRandom
}

// paramDecisions returns the parameters of f (bit i for parameter i) that a condition of its own body compares
// without a draw of its own: an `if`, a loop's condition or a conditional expression, not a `require`, which
// checks the value rather than choosing by it. Memoised per function.
func (rc *randomCtx) paramDecisions(f *analysis.Function) uint64 {
	if d, ok := rc.decisions[f]; ok {
		return d
	}
	var out uint64
	body := f.Scope()
	fl := body.Flow()
	compared := func(b *solidity.BinaryExpr) {
		if !isComparison(b.Op) || ((b.Op == "==" || b.Op == "!=") && (integrityCheck(body, fl, b.X, b.Y) || integrityCheck(body, fl, b.Y, b.X))) {
			return
		}
		for _, x := range [2]solidity.Expr{b.X, b.Y} {
			if ps := valueParams(body, fl, x); ps != 0 && rc.random(body, x, 0) == notRandom {
				out |= ps
			}
		}
	}
	for _, n := range f.CFG().Nodes {
		if n.Scope != body {
			continue
		}
		if n.Kind == analysis.NodeCond && n.Expr != nil {
			if b, ok := solidity.Unparen(n.Expr).(*solidity.BinaryExpr); ok {
				compared(b)
			}
		}
		own := n.Own()
		if own == nil || !textHas(body.File, own, '?') {
			continue
		}
		exprWalk(own, func(x solidity.Node) bool {
			if e, ok := x.(*solidity.ConditionalExpr); ok {
				if b, ok := solidity.Unparen(e.Cond).(*solidity.BinaryExpr); ok {
					compared(b)
				}
			}
			return true
		}, false)
	}
	if rc.decisions == nil {
		rc.decisions = map[*analysis.Function]uint64{}
	}
	rc.decisions[f] = out
	return out
}

// valueParams returns the parameters (bit i for parameter i) x's value is made from, directly or through
// locals, leaving out those that only key a mapping: an entry looked up by a hash (m_txs[opHash].to) holds what
// was stored under it, not the hash.
func valueParams(sc *analysis.Scope, fl *analysis.Flow, x solidity.Expr) (out uint64) {
	exprWalk(x, func(n solidity.Node) bool {
		switch v := n.(type) {
		case *solidity.IndexAccess:
			if t := sc.TypeOf(v.X); t != nil && t.Kind == analysis.TypeMapping {
				out |= valueParams(sc, fl, v.X)
				return false
			}
		case *solidity.Identifier:
			switch sym := sc.Resolve(v); sym.Kind {
			case analysis.SymParam:
				if sym.Index < 64 {
					out |= 1 << sym.Index
				}
			case analysis.SymLocal:
				out |= fl.Params(v)
			}
		}
		return true
	}, true)
	return out
}

// comparisonDraw tells how random the comparison b is: that of the more random of its sides, notRandom for an
// integrity check (a hash compared with the one expected).
func (rc *randomCtx) comparisonDraw(sc *analysis.Scope, fl *analysis.Flow, b *solidity.BinaryExpr) randomness {
	if (b.Op == "==" || b.Op == "!=") && (integrityCheck(sc, fl, b.X, b.Y) || integrityCheck(sc, fl, b.Y, b.X)) {
		return notRandom
	}
	k := rc.random(sc, b.X, 0)
	if k2 := rc.random(sc, b.Y, 0); k2 > k {
		k = k2
	}
	if k != notRandom && (b.Op == "==" || b.Op == "!=") && (rc.lowBitOfHalved(sc, b.X) || rc.lowBitOfHalved(sc, b.Y)) {
		return notRandom
	}
	return k
}

// lowBitOfHalved reports whether e tests the lowest bit (v % 2, v & 1) of a variable the body halves (v /= 2,
// v = v / 2, v >>= 1): a number taken apart bit by bit, as exponentiation by squaring does with an elapsed time.
// Each bit decides how a result is computed from all of them, not an outcome.
func (rc *randomCtx) lowBitOfHalved(sc *analysis.Scope, e solidity.Expr) bool {
	b, ok := unparen(e).(*solidity.BinaryExpr)
	if !ok || !(b.Op == "%" && isLiteralValue(b.Y, "2") || b.Op == "&" && isLiteralValue(b.Y, "1")) {
		return false
	}
	id, ok := unparen(b.X).(*solidity.Identifier)
	if !ok {
		return false
	}
	v := sc.Resolve(id).Var
	if v == nil {
		return false
	}
	for _, a := range rc.body(sc).assigns {
		if a.v != v {
			continue
		}
		switch a.a.Op {
		case "/=":
			if isLiteralValue(a.a.RHS, "2") {
				return true
			}
		case ">>=":
			if isLiteralValue(a.a.RHS, "1") {
				return true
			}
		case "=":
			if d, ok := unparen(a.a.RHS).(*solidity.BinaryExpr); ok && (d.Op == "/" && isLiteralValue(d.Y, "2") || d.Op == ">>" && isLiteralValue(d.Y, "1")) {
				if x, ok := unparen(d.X).(*solidity.Identifier); ok && sc.Resolve(x).Var == v {
					return true
				}
			}
		}
	}
	return false
}

// isLiteralValue reports whether e is the number literal written lit.
func isLiteralValue(e solidity.Expr, lit string) bool {
	n, ok := unparen(e).(*solidity.NumberLiteral)
	return ok && n.Value == lit && n.Unit == ""
}

// exprWalk walks x as solidity.Preorder(x, visit) does, handing visit only index accesses, binary and
// conditional expressions, and with names also identifiers, member accesses and calls: the kinds of node most expressions
// are made of are walked here directly, without a call through visit for each. visit must do nothing for the
// other kinds of node, nor for anything under one for which it would return false (as a visit that has found
// what it looks for and goes no further). Any kind not listed here goes through Preorder, with everything under
// it. x is a Node taken as any, as Preorder's walk takes it: a child held as an Expr then needs no conversion.
func exprWalk(x any, visit func(solidity.Node) bool, names bool) {
	switch y := x.(type) {
	case nil, *solidity.NumberLiteral, *solidity.StringLiteral, *solidity.BoolLiteral:
	case *solidity.Identifier:
		if y != nil && names {
			visit(y)
		}
	case *solidity.IndexAccess:
		if y != nil && visit(y) {
			exprWalk(y.X, visit, names)
			exprWalk(y.Index, visit, names)
		}
	case *solidity.BinaryExpr:
		if y != nil && visit(y) {
			exprWalk(y.X, visit, names)
			exprWalk(y.Y, visit, names)
		}
	case *solidity.MemberAccess:
		if y != nil && (!names || visit(y)) {
			exprWalk(y.X, visit, names)
		}
	case *solidity.CallExpr:
		if y != nil && (!names || visit(y)) {
			exprWalk(y.Fun, visit, names)
			for _, a := range y.Args {
				exprWalk(a, visit, names)
			}
		}
	case *solidity.UnaryExpr:
		if y != nil {
			exprWalk(y.X, visit, names)
		}
	case *solidity.AssignExpr:
		if y != nil {
			exprWalk(y.LHS, visit, names)
			exprWalk(y.RHS, visit, names)
		}
	case *solidity.ConditionalExpr:
		if y != nil && visit(y) {
			exprWalk(y.Cond, visit, names)
			exprWalk(y.Then, visit, names)
			exprWalk(y.Else, visit, names)
		}
	case *solidity.TupleExpr:
		if y != nil {
			for _, el := range y.Elems {
				exprWalk(el, visit, names)
			}
		}
	default:
		solidity.Preorder(x.(solidity.Node), visit)
	}
}

// drawnKey tells whether a mapping key is a draw: a random value reduced modulo a range (hash % n, + 1 or
// not), written in place or kept in a local. A hash used whole is an identifier, not a draw.
func (rc *randomCtx) drawnKey(sc *analysis.Scope, e solidity.Expr) randomness {
	e = solidity.Unparen(e)
	if id, ok := e.(*solidity.Identifier); ok {
		if sym := sc.Resolve(id); sym.Kind == analysis.SymLocal {
			if init := sc.Init(sym.Var); init != nil {
				e = init
			}
		}
	}
	best := notRandom
	solidity.Preorder(e, func(x solidity.Node) bool {
		if b, ok := x.(*solidity.BinaryExpr); ok && b.Op == "%" {
			if k := rc.random(sc, b.X, 0); k > best {
				best = k
			}
			if k := rc.random(sc, b, 0); k > best {
				best = k
			}
			return false
		}
		return true
	})
	return best
}

// storedSource returns the random state variable a sink's randomness comes from, when it comes from state.
func (rc *randomCtx) storedSource(sc *analysis.Scope, sink solidity.Node) *analysis.StateVar {
	var out *analysis.StateVar
	solidity.Preorder(sink, func(x solidity.Node) bool {
		if id, ok := x.(*solidity.Identifier); ok && out == nil {
			if sym := sc.Resolve(id); sym.Kind == analysis.SymState {
				if _, ok := rc.stateVars[sym.State]; ok {
					out = sym.State
				}
			}
		}
		return out == nil
	})
	if out == nil {
		return nil
	}
	// Only when the sink is not also random by itself.
	saved := rc.stateVars
	rc.stateVars = nil
	defer func() { rc.stateVars = saved }()
	var direct bool
	solidity.Preorder(sink, func(x solidity.Node) bool {
		if e, ok := x.(solidity.Expr); ok && !direct && rc.random(sc, e, 0) != notRandom {
			direct = true
		}
		return !direct
	})
	if direct {
		return nil
	}
	return out
}

// random tells whether e's value is block data turned into a random-looking number: a hash of block data, a
// modulo of it, a blockhash, block.difficulty / prevrandao, or a local, state variable or internal function result
// built so. A bare timestamp or block number compared with a deadline is not randomness.
func (rc *randomCtx) random(sc *analysis.Scope, e solidity.Expr, depth int) randomness {
	if e == nil || depth > 4 {
		return notRandom
	}
	fl := sc.Flow()
	seeded := rc.seeded[sc]
	blocky := func(x solidity.Expr) bool {
		return fl.Taint(x).Has(blockData) || (seeded != 0 && fl.Params(x)&seeded != 0)
	}
	best := notRandom
	raise := func(k randomness) {
		if k > best {
			best = k
		}
	}
	exprWalk(e, func(x solidity.Node) bool {
		if best == predictableRandom {
			return false
		}
		switch v := x.(type) {
		case *solidity.IndexAccess:
			// A value stored under a random-looking key (a hash used as an identifier) is not random itself.
			if t := sc.TypeOf(v.X); t != nil && t.Kind == analysis.TypeMapping {
				raise(rc.random(sc, v.X, depth+1))
				return false
			}
		case *solidity.MemberAccess:
			if id, ok := v.X.(*solidity.Identifier); ok && id.Name == "block" && sc.Resolve(id).Kind == analysis.SymBuiltin {
				if v.Member == "difficulty" || v.Member == "prevrandao" {
					raise(predictableRandom)
				}
			}
		case *solidity.BinaryExpr:
			if v.Op == "-" && flooredTime(fl, v) {
				// now - (now - start) % period: the start of the current period, a time like now itself.
				return false
			}
			if v.Op == "%" && blocky(v.X) {
				if m, ok := foldConst(sc, v.Y, nil, 0); ok && m.BitLen() > 32 {
					// block.timestamp % 2**32: a clock cut to 32 bits, not a draw (block values stay below).
					return true
				}
				if committedHashInput(sc, v.X, blocky) {
					raise(committedRandom) // keccak256(secret, blockhash(revealBlock)) % n
					return false
				}
				if fl.Taint(v.X).Has(analysis.TaintBlock|analysis.TaintBlockNumber) || (seeded != 0 && fl.Params(v.X)&seeded&^rc.timeOnly[sc] != 0) {
					raise(predictableRandom)
				} else if timeSchedule(sc, v) {
					raise(scheduledTime)
				} else if rc.random(sc, v.X, depth+1) == scheduledTime {
					// (slotOf(block.timestamp) + 1) % granularity: a schedule's slot moved on is a schedule still.
					raise(scheduledTime)
					return false
				} else {
					// The timestamp modulo a period is often a time window (time of day), not a draw.
					raise(timeModulo)
				}
			}
		case *solidity.CallExpr:
			c := sc.CallOf(v)
			if c == nil {
				return true
			}
			switch {
			case c.Kind == analysis.CallBuiltin && (c.Name == "keccak256" || c.Name == "sha3" || c.Name == "sha256" || c.Name == "ripemd160"):
				for _, a := range v.Args {
					if !blocky(a) {
						continue
					}
					if committedHashInput(sc, a, blocky) {
						// keccak256(secret, blockhash(revealBlock)): the block data is the hash of a block
						// committed to earlier, and no more predictable hashed than alone.
						raise(committedRandom)
						return false
					}
					raise(predictableRandom)
				}
			case c.Kind == analysis.CallBuiltin && c.Name == "blockhash":
				if len(v.Args) == 1 && (fl.Taint(v.Args[0]).Has(blockData) || isConstExpr(sc, v.Args[0])) {
					raise(predictableRandom)
				} else {
					raise(committedRandom)
				}
			case (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Callee.Decl.Body != nil:
				csc := c.Callee.Scope()
				for _, r := range rc.body(csc).returns {
					raise(rc.random(csc, r, depth+1))
				}
				for _, r := range c.Callee.Decl.Returns {
					if r != nil && r.Name != "" {
						raise(rc.localRandom(csc, r, depth+1))
					}
				}
			}
		case *solidity.Identifier:
			sym := sc.Resolve(v)
			switch sym.Kind {
			case analysis.SymLocal, analysis.SymReturn:
				raise(rc.localRandom(sc, sym.Var, depth+1))
			case analysis.SymState:
				if site, ok := rc.stateVars[sym.State]; ok {
					raise(site.kind)
				}
			}
		}
		return true
	}, true)
	return best
}

// ratingOf is the severity and confidence of a finding on a value of kind k; empty for the detector's own.
func ratingOf(k randomness) (vigil.Severity, vigil.Confidence) {
	switch k {
	case scheduledTime:
		return vigil.SeverityLow, vigil.ConfidenceLow
	case committedRandom, timeModulo:
		return "", vigil.ConfidenceLow
	}
	return "", ""
}

// flooredTime reports whether d, a subtraction, takes from a timestamp-derived value the remainder of a
// timestamp-derived value modulo a period (t - t % period, or now - (now - start) % period): the clock rounded
// down to the start of a period, as allowance resets and epochs are computed. The remainder only moves the
// value back within the period; it decides nothing as a draw would.
func flooredTime(fl *analysis.Flow, d *solidity.BinaryExpr) bool {
	m, ok := solidity.Unparen(d.Y).(*solidity.BinaryExpr)
	if !ok || m.Op != "%" {
		return false
	}
	x, r := fl.Taint(d.X), fl.Taint(m.X)
	return x.Has(analysis.TaintTime) && r.Has(analysis.TaintTime) && !x.Has(analysis.TaintBlock) && !r.Has(analysis.TaintBlock)
}

// scheduleModulus and scheduleStep are the periods from which a timestamp modulo one (ts % 1 weeks < 1 days),
// or a timestamp counted in steps of one ((ts / 15 minutes) % n), is a schedule rather than a draw: such a
// value stays the same for a long run of blocks, known to all, and no one would draw from it. A shorter
// modulus (now % 15 == 0, block.timestamp % 2) changes from block to block as a coin would.
var (
	scheduleModulus = big.NewInt(3600)
	scheduleStep    = big.NewInt(60)
)

// timeSchedule reports whether m, a modulo of a timestamp-derived value, is a schedule: modulo a constant
// period of an hour or more, or of the timestamp divided by a constant of a minute or more.
func timeSchedule(sc *analysis.Scope, m *solidity.BinaryExpr) bool {
	if k, ok := foldConst(sc, m.Y, nil, 0); ok && k.Cmp(scheduleModulus) >= 0 {
		return true
	}
	x := m.X
	if v, init := localInit(sc, x); init != nil && !reassigned(sc, v) {
		x = init // uint256 epoch = timestamp / periodSize; epoch % granularity
	}
	if d, ok := solidity.Unparen(x).(*solidity.BinaryExpr); ok && d.Op == "/" {
		if k, ok := foldConst(sc, d.Y, nil, 0); ok && k.Cmp(scheduleStep) >= 0 {
			return true
		}
		// Counted in a stored period (an observation slot of periodSize seconds): the contract's own schedule,
		// which the caller does not pick.
		if id, ok := solidity.Unparen(d.Y).(*solidity.Identifier); ok && sc.Resolve(id).Kind == analysis.SymState {
			return true
		}
	}
	return false
}

// localRandom tells whether any value assigned to a local is random.
func (rc *randomCtx) localRandom(sc *analysis.Scope, v *solidity.VariableDeclaration, depth int) (best randomness) {
	if k, ok := rc.locals[v]; ok {
		return k
	}
	if slices.Contains(rc.seen, v) {
		return notRandom
	}
	rc.seen = append(rc.seen, v)
	best = rc.assignedRandom(sc, v, depth)
	// Memoised once computed from the top: each local is judged once per run, not once per use.
	if len(rc.seen) == 1 {
		rc.locals[v] = best
	}
	rc.seen = rc.seen[:len(rc.seen)-1]
	return best
}

// assignedRandom is the most random of the values assigned to a local: its initial value and assignments.
func (rc *randomCtx) assignedRandom(sc *analysis.Scope, v *solidity.VariableDeclaration, depth int) (best randomness) {
	if init := sc.Init(v); init != nil {
		best = rc.random(sc, init, depth)
		if best != notRandom {
			rc.origins[v] = init
		}
	}
	for _, x := range rc.body(sc).assigns {
		if x.v != v {
			continue
		}
		a := x.a
		if k := rc.random(sc, a.RHS, depth); k > best {
			best = k
			if _, ok := rc.origins[v]; !ok {
				rc.origins[v] = a
			}
		}
	}
	return best
}

// origin returns where the randomness a sink uses was made, when it was made in a local of the same body:
// the initial value or assignment that first turned block data into a random-looking value. Nil when the
// sink computes it inline (the sink is then the place).
func (rc *randomCtx) origin(sc *analysis.Scope, sink solidity.Node) solidity.Node {
	var out solidity.Node
	seen := map[*solidity.VariableDeclaration]bool{}
	var visit func(n solidity.Node)
	visit = func(n solidity.Node) {
		solidity.Preorder(n, func(x solidity.Node) bool {
			id, ok := x.(*solidity.Identifier)
			if !ok || out != nil {
				return out == nil
			}
			sym := sc.Resolve(id)
			if sym.Kind != analysis.SymLocal || seen[sym.Var] {
				return true
			}
			seen[sym.Var] = true
			if rc.localRandom(sc, sym.Var, 0) == notRandom {
				return true
			}
			if o, ok := rc.origins[sym.Var]; ok {
				// Follow locals built from other random locals back to the first.
				before := out
				visit(o)
				if out == before {
					out = o
				}
			}
			return out == nil
		})
	}
	visit(sink)
	return out
}

// committedHashInput reports whether a hash's input a (abi.encodePacked(x, y, …), a single value, or a hash of
// such an input) takes block data only as blockhash of a block number stored earlier: each part is free of
// block data (blocky), or is such a blockhash, through conversions.
func committedHashInput(sc *analysis.Scope, a solidity.Expr, blocky func(solidity.Expr) bool) bool {
	parts := []solidity.Expr{a}
	if call, ok := unparen(unwrapTypeConversions(sc, a)).(*solidity.CallExpr); ok {
		if c := sc.CallOf(call); c != nil && c.Kind == analysis.CallBuiltin {
			switch c.Name {
			case "abi.encodePacked", "abi.encode":
				parts = call.Args
			case "keccak256", "sha3", "sha256":
				// A hash of such inputs, taken modulo a number: the same inputs, one level down.
				if len(call.Args) == 1 {
					return committedHashInput(sc, call.Args[0], blocky)
				}
			}
		}
	}
	fl := sc.Flow()
	committed := false
	for _, x := range parts {
		if !blocky(x) {
			continue
		}
		call, ok := unparen(unwrapTypeConversions(sc, x)).(*solidity.CallExpr)
		if !ok || len(call.Args) != 1 {
			return false
		}
		c := sc.CallOf(call)
		if c == nil || c.Kind != analysis.CallBuiltin || c.Name != "blockhash" {
			return false
		}
		n := call.Args[0]
		if fl.Taint(n).Has(blockData) || isConstExpr(sc, n) || sc.RootVar(n).Kind != analysis.SymState {
			return false // the current block's neighbours, or a number the caller names now
		}
		committed = true
	}
	return committed
}

// blockhashWindowChecked reports whether f checks the distance between block.number and another block number
// against 256, the number of recent blocks whose hash the EVM keeps (older ones read as zero, which an attacker
// can predict by waiting).
func blockhashWindowChecked(f *analysis.Function) bool {
	for _, n := range f.CFG().Nodes {
		if (n.Kind != analysis.NodeGuard && n.Kind != analysis.NodeCond) || n.Expr == nil || n.Scope == nil {
			continue
		}
		if !n.Scope.Flow().Taint(n.Expr).Has(analysis.TaintBlockNumber | analysis.TaintBlock) {
			continue
		}
		found := false
		sc := n.Scope
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			switch y := x.(type) {
			case *solidity.NumberLiteral:
				if v, ok := y.BigInt(); ok && v.IsInt64() && v.Int64() == 256 {
					found = true
				}
			case *solidity.BinaryExpr:
				// A narrower window, as Dice2Win's 250 blocks: block.number held below a number no more
				// than 256 blocks past another (in a check, the bound that must hold; in a branch, either
				// way, as the hash is read on one side of it: if (block.number > placed + 250) refunds and
				// returns).
				found = windowBound(sc, y, n.Kind == analysis.NodeGuard)
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// windowBound reports whether the comparison b bounds block.number from above by a sum with a constant of at
// most 256 blocks (block.number <= placed + 250, placed + BET_EXPIRATION_BLOCKS >= block.number); with
// upperOnly false, a comparison the other way round counts too (the branch taken when it fails).
func windowBound(sc *analysis.Scope, b *solidity.BinaryExpr, upperOnly bool) bool {
	var now, bound solidity.Expr
	switch b.Op {
	case "<", "<=":
		now, bound = b.X, b.Y
	case ">", ">=":
		now, bound = b.Y, b.X
	default:
		return false
	}
	fl := sc.Flow()
	isNow := func(e solidity.Expr) bool { return fl.Taint(e).Has(analysis.TaintBlockNumber) }
	if !isNow(now) || isNow(bound) {
		if upperOnly || !isNow(bound) || isNow(now) {
			return false
		}
		now, bound = bound, now
	}
	sum, ok := unparen(bound).(*solidity.BinaryExpr)
	if !ok || sum.Op != "+" {
		return false
	}
	small := func(e solidity.Expr) bool {
		v, ok := foldConst(sc, e, nil, 0)
		return ok && v.Sign() > 0 && v.Cmp(big.NewInt(256)) <= 0
	}
	return small(sum.X) || small(sum.Y)
}

// integrityCheck reports whether comparing a with b for equality checks data rather than bets on block data
// (a hash of the fixed-bytes type compared with zero asks whether one was stored):
// b is a hash of values none of which comes from the block (a commitment recomputed from the caller's request,
// as Chainlink's Operator checks its stored paramsHash), or a is the hash of a block the caller names and b a
// value the caller gives (a keeper proving which chain its report was made on: blockhash(n) != claimedHash). A
// guess compared with a draw (n == uint8(keccak256(blockhash(block.number - 1), now))) is neither.
func integrityCheck(sc *analysis.Scope, fl *analysis.Flow, a, b solidity.Expr) bool {
	if isHash(sc, b, 0) && !fl.Taint(b).Has(blockData) {
		return true
	}
	if t := sc.TypeOf(a); t != nil && t.Kind == analysis.TypeFixedBytes && isZeroLiteral(unwrapTypeConversions(sc, b)) {
		return true // a stored hash compared with zero: whether one was stored at all
	}
	call, ok := unparen(unwrapTypeConversions(sc, a)).(*solidity.CallExpr)
	if !ok || len(call.Args) != 1 {
		return false
	}
	c := sc.CallOf(call)
	if c == nil || !(c.Kind == analysis.CallBuiltin && c.Name == "blockhash" || c.Kind == analysis.CallInternal && c.Callee != nil && returnsBlockhashOfParam(c.Callee)) {
		return false
	}
	// Both from the function's inputs (an internal function's parameters count: its callers hand them on).
	chosen := func(e solidity.Expr) bool {
		t := fl.Taint(e)
		return (t.Has(analysis.TaintParam|analysis.TaintData) || fl.Params(e) != 0) && !t.Has(blockData)
	}
	return chosen(call.Args[0]) && chosen(b)
}

// isHash reports whether e is the result of a hash function: keccak256, sha3 or sha256, through conversions and
// internal functions that return one.
func isHash(sc *analysis.Scope, e solidity.Expr, depth int) bool {
	if depth > 2 {
		return false
	}
	e = unparen(unwrapTypeConversions(sc, e))
	if v, init := localInit(sc, e); init != nil {
		// bytes31 paramsHash = _buildParamsHash(…), when nothing assigns paramsHash again: the value is tested
		// first, since whether the local keeps it walks the whole body.
		return isHash(sc, init, depth+1) && !reassigned(sc, v)
	}
	call, ok := e.(*solidity.CallExpr)
	if !ok {
		return false
	}
	c := sc.CallOf(call)
	if c == nil {
		return false
	}
	if c.Kind == analysis.CallBuiltin {
		return c.Name == "keccak256" || c.Name == "sha3" || c.Name == "sha256"
	}
	if c.Kind != analysis.CallInternal || c.Callee == nil || c.Callee.Decl.Body == nil {
		return false
	}
	stmts := c.Callee.Decl.Body.Stmts
	if len(stmts) != 1 {
		return false
	}
	r, ok := stmts[0].(*solidity.ReturnStatement)
	return ok && r.Value != nil && isHash(c.Callee.Scope(), r.Value, depth+1)
}

// returnsBlockhashOfParam reports whether f's body is `return blockhash(p)` for a parameter p, maybe behind a
// chain-specific branch (Chainlink's _blockHash(n)).
func returnsBlockhashOfParam(f *analysis.Function) bool {
	if f.Decl.Body == nil || len(f.Decl.Params) != 1 {
		return false
	}
	sc := f.Scope()
	found := false
	solidity.Preorder(f.Decl.Body, func(x solidity.Node) bool {
		if call, ok := x.(*solidity.CallExpr); ok && len(call.Args) == 1 {
			if c := sc.CallOf(call); c != nil && c.Kind == analysis.CallBuiltin && c.Name == "blockhash" {
				if id, ok := unparen(call.Args[0]).(*solidity.Identifier); ok && sc.Resolve(id).Kind == analysis.SymParam {
					found = true
				}
			}
		}
		return !found
	})
	return found
}
