package detector

import "github.com/vigilsec/vigil/analysis"

// ownCallsAny reports whether one of the calls of sc's body passes test. The nodes of a function's graph that
// belong to its own scope make no calls but those of its body (Scope.Calls lists them all, once), so a detector
// that looks only at such nodes for a kind of call can pass over a function whose body makes none, without
// walking its graph.
func ownCallsAny(sc *analysis.Scope, test func(*analysis.Call) bool) bool {
	for _, c := range sc.Calls() {
		if test(c) {
			return true
		}
	}
	return false
}
