package detector

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UninitializedImplementation reports upgradeable logic contracts whose own initializer anyone can run: the
// proxy's initialization happens in the proxy's storage, not in the implementation's.
var UninitializedImplementation = &Detector{
	ID:    "uninitialized-implementation",
	Title: "Implementation contract left uninitialised",
	Description: "The contract is the logic of an upgradeable proxy: an initializer behind a one-time flag sets up " +
		"the account allowed to upgrade, and the upgrade function delegatecalls code that account chooses. A " +
		"proxy runs the initializer in its own storage; the implementation contract's own flag is never set, " +
		"since its constructor does not lock it. Anyone can call the initializer on the implementation itself, " +
		"become its upgrader and make it delegatecall their code.",
	Exploit: "As in Ethernaut's Motorbike and the Wormhole bridge's near-miss: the attacker calls initialize() on " +
		"the implementation, then upgradeToAndCall(attackerContract, selfdestruct call); the implementation's " +
		"code runs the attacker's, and every proxy pointing at it breaks.",
	Recommendation: "Lock the implementation in its constructor (OpenZeppelin's _disableInitializers(), or set the " +
		"one-time flag there).",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-665",
	Requires:   []Requirement{RequireCFG, RequireCallGraph, RequireGuards},
	Run:        runUninitializedImplementation,
}

func runUninitializedImplementation(p *Pass) error {
	delegates := occurrencesOf(p.Model, wordDelegatecall).any()
	destroys := callsIn(p.Model).all&callsSelfdestruct != 0
	if !delegates && !destroys {
		return nil
	}
	cg := p.Model.CallGraph()
	for _, k := range p.Model.Contracts {
		if k.Kind != solidity.KindContract {
			continue
		}
		var inits []*analysis.Function
		var flags []*analysis.StateVar
		for _, f := range k.Functions {
			if f.IsEntry() && !f.IsView() && f.Decl.Body != nil {
				if flag := onceFlag(f); flag != nil {
					inits = append(inits, f)
					flags = append(flags, flag)
				}
			}
		}
		if len(inits) == 0 || constructorSets(k, flags) {
			continue
		}
		for _, u := range k.Functions {
			if !u.IsEntry() || u.IsView() || u.Decl.Body == nil || slices.Contains(inits, u) {
				continue
			}
			var call *delegateAt
			does, gain := "delegatecalls", "take the upgrade"
			if delegates {
				call = delegatecallIn(cg, u, 0, map[*analysis.Function]bool{})
			}
			if call == nil && destroys {
				// Parity's WalletLibrary: whoever initialises the library owns it, and its kill() destroys
				// the code every wallet delegatecalls.
				call = selfdestructIn(cg, u, 0, map[*analysis.Function]bool{})
				does, gain = "selfdestructs", "destroy it"
			}
			if call == nil {
				continue
			}
			checker := checkerIn(k, u, call)
			if checker == nil {
				continue
			}
			// The upgrader the check compares the caller with is one the initializer sets. Each public initializer
			// that sets it is a way in (Parity's initWallet, and the initMultiowned it calls).
			for i, init := range inits {
				v, at := initSetsChecker(init, checker)
				if v == nil {
					continue
				}
				who := funcLabel(u) + " checks before it " + does
				if checker != u {
					who = funcLabel(checker) + " checks before " + funcLabel(u) + " " + does
				}
				p.Report(Report{Function: init, From: init.Decl, At: at,
					Message: fmt.Sprintf("%s sets %s, which %s, and nothing locks %s on the implementation itself: anyone can initialize it and %s",
						funcLabel(init), v.Name, who, flags[i].Name, gain),
					Related: []Related{{File: call.fn.File, At: call.at, Message: "the " + strings.TrimSuffix(does, "s")}}})
			}
			break
		}
	}
	return nil
}

// constructorSets reports whether a constructor of k or of its bases writes one of the flags.
func constructorSets(k *analysis.Contract, flags []*analysis.StateVar) bool {
	for _, c := range k.Linearization {
		for _, f := range c.Declared {
			if !f.IsConstructor() || f.Decl.Body == nil {
				continue
			}
			for _, v := range f.WrittenState() {
				if slices.Contains(flags, v) {
					return true
				}
			}
			// Or through an internal function it calls: OpenZeppelin's _disableInitializers().
			for _, n := range f.CFG().Nodes {
				for _, w := range nodeWrites(n) {
					if slices.Contains(flags, w.v) {
						return true
					}
				}
			}
		}
	}
	return false
}

// delegateAt is where a function, or an internal function it calls, delegatecalls.
type delegateAt struct {
	fn *analysis.Function
	at solidity.Node
}

// delegatecallIn finds a delegatecall in f or the internal functions it calls.
func delegatecallIn(cg *analysis.CallGraph, f *analysis.Function, depth int, seen map[*analysis.Function]bool) *delegateAt {
	if depth > 4 || seen[f] {
		return nil
	}
	seen[f] = true
	for _, n := range f.CFG().Nodes {
		for _, c := range analysis.NodeCalls(n) {
			if c.Kind == analysis.CallLowLevel && (c.Name == "delegatecall" || c.Name == "callcode") {
				return &delegateAt{fn: f, at: c.Node()}
			}
			if c.Yul != nil && c.Yul.Name == "delegatecall" {
				return &delegateAt{fn: f, at: c.Yul}
			}
		}
	}
	for _, e := range cg.Out(f) {
		if e.Callee != nil && e.Call != nil && e.Call.Kind == analysis.CallInternal {
			if d := delegatecallIn(cg, e.Callee, depth+1, seen); d != nil {
				return d
			}
		}
	}
	return nil
}

// checkerIn returns the function that checks the caller of u before the call, run in contract k: u itself, or
// the override in k of a hook u calls (UUPS's `_authorizeUpgrade(address) internal override onlyOwner {}`, whose
// base declares it without a body); nil when u checks no caller.
func checkerIn(k *analysis.Contract, u *analysis.Function, call *delegateAt) *analysis.Function {
	if u.Guards().AccessChecked() || behindCallerCheck(u, call) {
		return u
	}
	for _, n := range u.CFG().Nodes {
		for _, c := range n.Calls() {
			if h := hookCall(k, c); h != nil && h != u && h.Decl.Body != nil && h.Guards().AccessChecked() {
				return h
			}
		}
	}
	return nil
}

// behindCallerCheck reports whether call, made by u itself, lies behind a check of the caller as openNodes reads
// them, even one the guard model finds void because any caller can set what it reads: Parity's kill behind
// onlymanyowners, `if (confirmAndCheck(op)) _;`, whose owners table the initialiser sets. Whoever initialises
// the implementation passes that check.
func behindCallerCheck(u *analysis.Function, call *delegateAt) bool {
	if call.fn != u || callerCheckSuccs(u) == nil {
		return false
	}
	open := openNodes(u)
	for _, n := range u.CFG().Nodes {
		for _, c := range analysis.NodeCalls(n) {
			if c.Node() == call.at || c.Yul != nil && solidity.Node(c.Yul) == call.at {
				return !open[n.Index]
			}
		}
	}
	return false
}

// selfdestructIn finds a selfdestruct in f or the internal functions it calls.
func selfdestructIn(cg *analysis.CallGraph, f *analysis.Function, depth int, seen map[*analysis.Function]bool) *delegateAt {
	if depth > 4 || seen[f] {
		return nil
	}
	seen[f] = true
	for _, n := range f.CFG().Nodes {
		for _, c := range analysis.NodeCalls(n) {
			if c.Kind == analysis.CallSelfdestruct {
				return &delegateAt{fn: f, at: c.Node()}
			}
		}
	}
	for _, e := range cg.Out(f) {
		if e.Callee != nil && e.Call != nil && e.Call.Kind == analysis.CallInternal {
			if d := selfdestructIn(cg, e.Callee, depth+1, seen); d != nil {
				return d
			}
		}
	}
	return nil
}

// initSetsChecker returns a state variable that init writes and that one of u's access checks reads (the
// upgrader), with init's write of it.
func initSetsChecker(init, u *analysis.Function) (*analysis.StateVar, solidity.Node) {
	guards := callerGuardVars(init.Model())
	checked := map[*analysis.StateVar]bool{}
	for _, n := range u.Guards().Checks() {
		for _, r := range n.Reads() {
			checked[r.Var] = true
		}
	}
	if len(checked) == 0 {
		// The check is in a helper (_authorizeUpgrade()): any variable compared with the caller counts.
		for v := range guards {
			checked[v] = true
		}
	}
	for _, n := range init.CFG().Nodes {
		// Writes made through the internal functions it calls count: __Ownable_init(initialOwner).
		for _, w := range nodeWrites(n) {
			if _, ok := guards[w.v]; ok && checked[w.v] {
				return w.v, w.at
			}
		}
	}
	return nil, nil
}
