package analysis

import "github.com/vigilsec/vigil/solidity"

// Definitions returns the assignments and the declarations with an initial value of the body, in pre-order (the
// order of the source, an assignment before those nested in its right-hand side). The slice is shared: do not
// modify it.
func (s *Scope) Definitions() []solidity.Node { return s.defs }
