package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// DelegatecallInLoop reports delegatecall made in a loop of a payable function.
//
// delegatecall keeps msg.value: every iteration's callee sees the whole value sent with the transaction. In a
// payable function (a multicall, a batch) the same ether is then counted once per iteration. A delegatecall loop
// in a function that cannot receive ether has no such problem and is not reported, nor is a loop that
// delegatecalls this contract's own code when none of its payable functions reads msg.value (a non-payable one
// reverts when called with value): every code the loop can run is then known, and none counts the ether.
var DelegatecallInLoop = &Detector{
	ID:    "delegatecall-in-loop",
	Title: "delegatecall in a loop of a payable function",
	Description: "A payable function makes delegatecalls in a loop. delegatecall preserves msg.value, so each " +
		"call runs with the full value of the transaction, and code that credits msg.value credits it once per " +
		"iteration.",
	Exploit: "An attacker calls a payable multicall with 1 ether and ten copies of deposit(): each delegatecall " +
		"sees msg.value = 1 ether and credits it, so the attacker is credited 10 ether and drains the contract.",
	Recommendation: "Make the batching function non-payable, or track the ether used across iterations instead " +
		"of reading msg.value in the called code.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	CWE:        "CWE-837",
	Requires:   []Requirement{RequireCFG},
	Run:        runDelegatecallInLoop,
}

func runDelegatecallInLoop(p *Pass) error {
	if !occurrencesOf(p.Model, wordDelegatecall).any() {
		return nil // no code of the unit, callees included, delegatecalls
	}
	for _, f := range bodies(p.Model) {
		if f.Decl.Mutability != solidity.MutabilityPayable && f.Decl.Kind != solidity.FunctionReceive {
			continue
		}
		sc := f.Scope()
		walkLoops(f.Decl.Body, func(n solidity.Node) {
			switch x := n.(type) {
			case *solidity.YulCall:
				if x.Name == "delegatecall" {
					p.Report(Report{Function: f, At: x,
						Message: fmt.Sprintf("%s is payable and delegatecalls in a loop: every iteration sees the same msg.value", funcLabel(f))})
				}
			case *solidity.CallExpr:
				c := sc.CallOf(x)
				if c == nil {
					return
				}
				switch {
				case c.Kind == analysis.CallLowLevel && c.Name == "delegatecall":
					if f.Contract != nil && isSelf(sc, c.Target) && !derivedValueReader(f.Contract) {
						return // the contract's own code, and none of it counts msg.value
					}
					p.Report(Report{Function: f, At: x,
						Message: fmt.Sprintf("%s is payable and delegatecalls %s in a loop: every iteration sees the same msg.value", funcLabel(f), describeTarget(f, c))})
				case (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && calleeDelegates(c.Callee, 0, map[*analysis.Function]bool{}):
					p.Report(Report{Function: f, At: x,
						Message: fmt.Sprintf("%s is payable and calls %s, which delegatecalls, in a loop: every iteration sees the same msg.value", funcLabel(f), c.Callee)})
				}
			}
		})
	}
	return nil
}

// derivedValueReader reports whether c, or a contract inheriting it, has a payable entry function that reads
// msg.value: a delegatecall to this contract runs the code of the contract deployed, which may be one that
// inherits the batching base (BoringBatchable under an auction).
func derivedValueReader(c *analysis.Contract) bool {
	reads := selfValueReads()
	for _, d := range c.Derived() {
		if payableValueReader(d, reads) != nil {
			return true
		}
	}
	return false
}

// calleeDelegates reports whether an internal or library function delegatecalls, itself or through its own
// internal calls.
func calleeDelegates(f *analysis.Function, depth int, seen map[*analysis.Function]bool) bool {
	if f == nil || f.Decl.Body == nil || depth > 3 || seen[f] {
		return false
	}
	seen[f] = true
	for _, c := range f.Scope().Calls() {
		if c.Kind == analysis.CallLowLevel && c.Name == "delegatecall" {
			return true
		}
		if (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && calleeDelegates(c.Callee, depth+1, seen) {
			return true
		}
	}
	return false
}

// selfValueReads returns a test of whether a function reads msg.value where it can count it, itself or
// through its internal and library calls, memoised over one run.
func selfValueReads() func(*analysis.Function, int) bool {
	memo := map[*analysis.Function]bool{}
	var reads func(f *analysis.Function, depth int) bool
	reads = func(f *analysis.Function, depth int) bool {
		if v, ok := memo[f]; ok {
			return v
		}
		memo[f] = false // breaks recursion
		if f == nil || f.Decl.Body == nil || depth > 5 {
			return false
		}
		found := len(countedValueReads(f.Scope(), f.Decl.Body)) > 0
		for _, c := range f.Scope().Calls() {
			if !found && (c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && c.Callee != nil && c.Callee != f {
				found = reads(c.Callee, depth+1)
			}
		}
		memo[f] = found
		return found
	}
	return reads
}
