package detector

import (
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// ArbitraryStorageWrite reports writes that a caller can aim at any storage slot.
var ArbitraryStorageWrite = &Detector{
	ID:    "arbitrary-storage-write",
	Title: "Write to an arbitrary storage location",
	Description: "Any caller can choose where a write lands in storage: an element of a storage array whose " +
		"length a caller can also manipulate (so the index reaches every slot), or an inline assembly sstore " +
		"whose slot comes from the caller.",
	Exploit: "The attacker computes the index (or slot) that maps onto the owner variable's slot and writes their " +
		"own address there, taking over the contract.",
	Recommendation: "Never let a caller choose a storage slot; bound array lengths with push/pop and keep assembly " +
		"sstore slots constant or derived from fixed keys.",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceHigh,
	SWC:        "SWC-124",
	CWE:        "CWE-123",
	Requires:   []Requirement{RequireTypes, RequireCFG, RequireDataFlow, RequireGuards},
	Run:        runArbitraryStorageWrite,
}

func runArbitraryStorageWrite(p *Pass) error {
	sstore := occurrencesOf(p.Model, wordSstore)
	if !occurrencesOf(p.Model, wordLength).any() && !sstore.any() {
		return nil // no length to manipulate, no sstore
	}
	manipulated := map[*analysis.Contract]map[*analysis.StateVar]lengthManipulation{}
	length, sstoreCode := &codeWords{o: occurrencesOf(p.Model, wordLength)}, &codeWords{o: sstore}
	for _, f := range entries(p.Model) {
		manip, ok := manipulated[f.Contract]
		if !ok {
			manip = contractLengthManipulations(length, f.Contract)
			manipulated[f.Contract] = manip
		}
		// Without a manipulated length, only an assembly sstore can reach an arbitrary slot.
		if len(manip) == 0 && !sstoreCode.inCode(f) {
			continue
		}
		open := openNodes(f)
		for _, n := range f.CFG().Nodes {
			own := n.Own()
			if own == nil || n.Scope == nil || !open[n.Index] {
				continue
			}
			sc := n.Scope
			fl := sc.Flow()
			if as, ok := own.(*solidity.AssemblyStatement); ok {
				for _, at := range controlledSstores(sc, as) {
					r := Report{Function: f, File: sc.File, At: at,
						Message: fmt.Sprintf("%s lets any caller choose the storage slot of %s", funcLabel(f), Text(sc.File, at))}
					if f.Contract != nil && !storageDecides(f.Contract) {
						// Nothing the contract does depends on its storage: a write anywhere takes nothing from it
						// (the danger stays where it runs as another contract's code, behind a proxy).
						r.Severity = vigil.SeverityMedium
						r.Message += "; no check, payment or call of " + f.Contract.Name + " reads its storage"
					}
					p.Report(r)
				}
				continue
			}
			if len(manip) == 0 {
				continue
			}
			solidity.Preorder(own, func(x solidity.Node) bool {
				var lhs solidity.Expr
				switch e := x.(type) {
				case *solidity.AssignExpr:
					lhs = e.LHS
				case *solidity.UnaryExpr:
					if e.Op == "++" || e.Op == "--" || e.Op == "delete" {
						lhs = e.X
					}
				}
				if lhs == nil {
					return true
				}
				ia := baseIndex(sc, lhs)
				if ia == nil || !fl.Taint(ia.Index).Has(analysis.TaintParam|analysis.TaintData) {
					return true
				}
				v := stateVarOf(sc, ia.X)
				if v == nil {
					return true
				}
				m, ok := manip[v]
				if !ok {
					return true
				}
				p.Report(Report{Function: f, File: sc.File, At: x,
					Message: fmt.Sprintf("%s writes %s at a caller-chosen index, and %s.length can be manipulated (line %d), so the write can reach any storage slot", funcLabel(f), v.Name, v.Name, lineOf(m.at)),
					Related: []Related{{File: m.file, At: m.at, Message: "length manipulated here"}}})
				return true
			})
		}
	}
	return nil
}

// baseIndex returns the index access into a dynamic storage array that an lvalue writes through: arr[i] in
// arr[i] = v or arr[i].field = v.
func baseIndex(sc *analysis.Scope, lhs solidity.Expr) *solidity.IndexAccess {
	e := unparen(lhs)
	for depth := 0; depth < 8; depth++ {
		switch x := e.(type) {
		case *solidity.MemberAccess:
			e = x.X
		case *solidity.IndexAccess:
			if x.Index != nil {
				if t := sc.TypeOf(x.X); t != nil && t.Kind == analysis.TypeArray && t.Length < 0 {
					return x
				}
			}
			e = x.X
		default:
			return nil
		}
	}
	return nil
}

// contractLengthManipulations gathers the open length manipulations of every entry function of c.
func contractLengthManipulations(length *codeWords, c *analysis.Contract) map[*analysis.StateVar]lengthManipulation {
	if c == nil {
		return nil
	}
	var out map[*analysis.StateVar]lengthManipulation
	for _, f := range c.Functions {
		if !f.IsEntry() || f.Decl.Body == nil {
			continue
		}
		for _, m := range lengthManipulations(length, f) {
			if out == nil {
				out = map[*analysis.StateVar]lengthManipulation{}
			}
			if _, ok := out[m.v]; !ok {
				out[m.v] = m
			}
		}
	}
	return out
}

// controlledSstores returns the sstore calls of an assembly block whose slot comes from the caller: a function
// parameter, calldata, or a Yul variable computed from them.
func controlledSstores(sc *analysis.Scope, as *solidity.AssemblyStatement) []solidity.Node {
	fl := sc.Flow()
	tainted := map[string]bool{}
	var controlled func(e solidity.YulExpr) bool
	controlled = func(e solidity.YulExpr) bool {
		switch x := e.(type) {
		case *solidity.YulIdentifier:
			if tainted[x.Name] {
				return true
			}
			id := &solidity.Identifier{Loc: x.Loc, Name: x.Name}
			if sym := sc.Resolve(id); sym.Kind == analysis.SymParam || sym.Kind == analysis.SymLocal {
				return fl.Taint(id).Has(analysis.TaintParam | analysis.TaintData)
			}
		case *solidity.YulCall:
			if x.Name == "calldataload" {
				return true
			}
			for _, a := range x.Args {
				if controlled(a) {
					return true
				}
			}
		}
		return false
	}
	var out []solidity.Node
	solidity.Preorder(as.Body, func(x solidity.Node) bool {
		switch s := x.(type) {
		case *solidity.YulVarDecl:
			if s.Value != nil && controlled(s.Value) {
				for _, n := range s.Names {
					tainted[n.Name] = true
				}
			}
		case *solidity.YulAssign:
			if s.Value != nil && controlled(s.Value) {
				for _, n := range s.Targets {
					tainted[n.Name] = true
				}
			}
		case *solidity.YulCall:
			if s.Name == "sstore" && len(s.Args) == 2 && controlled(s.Args[0]) {
				out = append(out, s)
			}
		}
		return true
	})
	return out
}

// storageDecides reports whether anything c, or a contract deriving from it, does depends on its storage: a
// check or branch, or a call, of one of its functions reads state, or it sends ether at all.
func storageDecides(c *analysis.Contract) bool {
	for _, d := range c.Derived() {
		if functionsDecide(d) {
			return true
		}
	}
	return false
}

// functionsDecide is storageDecides for the functions of c alone.
func functionsDecide(c *analysis.Contract) bool {
	for _, f := range c.Functions {
		if f.Decl.Body == nil {
			continue
		}
		for _, n := range f.CFG().Nodes {
			calls := false
			for _, call := range n.Calls() {
				if call.SendsEther() {
					return true
				}
				switch call.Kind {
				case analysis.CallExternal, analysis.CallLowLevel, analysis.CallInternal, analysis.CallLibrary:
					calls = true
				}
			}
			if len(n.Reads()) > 0 && (n.Kind == analysis.NodeGuard || n.Kind == analysis.NodeCond || calls) {
				return true
			}
		}
	}
	return false
}
