package detector

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// ConstructorInUpgradeable reports upgradeable logic contracts whose constructors set state: a proxy runs the
// logic's code in its own storage, and the constructor only ever ran in the logic contract's.
var ConstructorInUpgradeable = &Detector{
	ID:    "constructor-in-upgradeable",
	Title: "State set in the constructor of an upgradeable contract",
	Description: "The contract is set up through an initializer behind a one-time flag kept by an inherited " +
		"initialization mechanism (or it upgrades itself by delegatecall): it is the logic behind a proxy. A " +
		"proxy runs the logic's code in the proxy's storage, and the constructor runs once, at the logic " +
		"contract's deployment, in the logic contract's storage. Whatever the constructors (its own or its " +
		"bases') store is missing in every proxy: an owner left unset, a name left empty, a fee left at zero.",
	Exploit: "The proxy's owner is the zero address: its owner-only functions are locked for good, and where " +
		"code treats an unset owner as 'anyone may claim it', the first caller takes the contract.",
	Recommendation: "Set state in the initializer instead (keep the constructor for _disableInitializers() and " +
		"immutable values), and use the upgradeable variants of base contracts (OpenZeppelin's " +
		"contracts-upgradeable) whose set-up runs in initializers.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-665",
	Requires:   []Requirement{RequireCFG, RequireCallGraph, RequireGuards},
	Run:        runConstructorInUpgradeable,
}

func runConstructorInUpgradeable(p *Pass) error {
	cg := p.Model.CallGraph()
	// Upgrades are delegatecalls by name: code that spells none has none.
	delegates := occurrencesOf(p.Model, wordDelegatecall).any()
	for _, k := range p.Model.Contracts {
		if k.Kind != solidity.KindContract || k.Decl.Abstract {
			continue
		}
		if !delegates && !mechanismState(k) {
			continue // no state an initializer mechanism keeps, and no upgrade: not a proxy's logic
		}
		var init *analysis.Function
		var flag *analysis.StateVar
		upgrades := -1 // whether a public function of k delegatecalls, once asked
		for _, f := range k.Functions {
			if f.IsEntry() && !f.IsView() && f.Decl.Body != nil {
				v := onceFlag(f)
				if v == nil || resetElsewhere(v, f) {
					continue // no flag, or a switch another function throws back (a pause and its unpause)
				}
				if flagMechanism(k, v) {
					init, flag = f, v
					break
				}
				if upgrades < 0 {
					upgrades = 0
					if delegates && upgradesByDelegatecall(cg, k) {
						upgrades = 1
					}
				}
				if upgrades == 1 {
					init, flag = f, v
					break
				}
			}
		}
		if init == nil {
			continue
		}
		// The first constructor (most derived first) that stores state, and every variable the constructors store.
		var first *analysis.Function
		var at solidity.Node
		var names []string
		eachConstructorWrite(k, func(f *analysis.Function, n *analysis.Node, w write) bool {
			if !proxyStorage(w.v, flag) || slices.Contains(names, w.v.Name) || throughEntry(n, w) {
				return true
			}
			if first == nil {
				first, at = f, w.at
			}
			names = append(names, w.v.Name)
			return true
		})
		if first == nil {
			continue
		}
		what := names[0]
		if len(names) > 1 {
			what = strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
		}
		p.Report(Report{Function: first, At: at,
			Message: fmt.Sprintf("%s is set up by %s behind a proxy, but its constructors store %s: the constructor runs only in the logic contract's storage, so a proxy's %s unset",
				k.Name, funcLabel(init), what, pluralVars(len(names))),
			Related: []Related{{File: init.File, At: init.Decl, Message: "the initializer"}}})
	}
	return nil
}

// flagMechanism reports whether k's one-time flag v is kept by a mechanism made for proxies: namespaced
// storage (OpenZeppelin 5's Initializable), a base contract with no public function of its own (OpenZeppelin
// 4's), or a flag its constructors set to lock the logic contract itself (_disableInitializers()). With
// upgradesByDelegatecall, it tells that k is the logic of a proxy.
func flagMechanism(k *analysis.Contract, v *analysis.StateVar) bool {
	if v.Slot {
		return true
	}
	if b := v.Contract; b != nil && b != k && b.Decl != nil && !hasEntry(b) {
		return true
	}
	return constructorLocks(k, v)
}

// mechanismState reports whether k has state that a flagMechanism could keep: a variable in namespaced storage,
// or one declared by a base contract with no public function of its own.
func mechanismState(k *analysis.Contract) bool {
	for _, v := range k.StateVars {
		if v.Slot {
			return true
		}
		if b := v.Contract; b != nil && b != k && !hasEntry(b) {
			return true
		}
	}
	// Namespaced storage is reached through functions, not declared: a field read anywhere in k's functions.
	for _, f := range k.Functions {
		if f.Decl.Body != nil && f.ReturnsSlotPointer() {
			return true
		}
	}
	return false
}

// hasEntry reports whether c declares a public function.
func hasEntry(c *analysis.Contract) bool {
	for _, f := range c.Declared {
		if f.IsEntry() {
			return true
		}
	}
	return false
}

// upgradesByDelegatecall reports whether a public function of k delegatecalls (an upgrade).
func upgradesByDelegatecall(cg *analysis.CallGraph, k *analysis.Contract) bool {
	for _, f := range k.Functions {
		if f.IsEntry() && !f.IsView() && f.Decl.Body != nil && delegatecallIn(cg, f, 0, map[*analysis.Function]bool{}) != nil {
			return true
		}
	}
	return false
}

// constructorLocks reports whether a constructor of k sets the one-time flag to something other than its unset
// value (false or 0): it locks the initializer of the logic contract itself.
func constructorLocks(k *analysis.Contract, flag *analysis.StateVar) bool {
	locks := false
	eachConstructorWrite(k, func(_ *analysis.Function, n *analysis.Node, w write) bool {
		if w.v != flag {
			return true
		}
		a := assignmentTo(n, w.at)
		if a == nil {
			locks = true // through a helper (_disableInitializers())
			return false
		}
		switch r := unparen(a.RHS).(type) {
		case *solidity.BoolLiteral:
			locks = r.Value
		case *solidity.NumberLiteral:
			locks = r.Value != "0"
		default:
			locks = true
		}
		return !locks
	})
	return locks
}

// eachConstructorWrite calls fn with the state writes of the constructors of k and its bases (most derived
// first), themselves or through the internal functions they call, until fn returns false.
func eachConstructorWrite(k *analysis.Contract, fn func(f *analysis.Function, n *analysis.Node, w write) bool) {
	for _, c := range k.Linearization {
		for _, f := range c.Declared {
			if !f.IsConstructor() || f.Decl.Body == nil {
				continue
			}
			for _, n := range f.CFG().Nodes {
				for _, w := range nodeWrites(n) {
					if !fn(f, n, w) {
						return
					}
				}
			}
		}
	}
}

// proxyStorage reports whether a constructor's write of v is lost behind a proxy: v lives in storage (not a
// constant or immutable, which live in the code) and is not the one-time flag, whose setting locks the logic
// contract itself.
func proxyStorage(v, flag *analysis.StateVar) bool {
	return v != flag && !v.Slot && !v.Decl.Constant && !v.Decl.Immutable
}

// throughEntry reports whether the write w at node n is made by a public function the constructor calls (the
// initializer itself, run to lock the logic contract): a proxy runs that function too.
func throughEntry(n *analysis.Node, w write) bool {
	ce, ok := w.at.(*solidity.CallExpr)
	if !ok {
		return false
	}
	c := n.Scope.CallOf(ce)
	return c != nil && c.Callee != nil && c.Callee.IsEntry()
}

// pluralVars returns "copy stays" or "copies stay", by the number of variables.
func pluralVars(n int) string {
	if n == 1 {
		return "copy stays"
	}
	return "copies stay"
}
