package detector

import (
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// etherMembersSlot holds etherMembers in the model's memo.
var etherMembersSlot = analysis.NewMemoSlot()

// structMember names a member of a struct type: Bid and "deposit".
type structMember struct {
	s      *solidity.StructDefinition
	member string
}

// etherMembers holds, per struct member asked about, whether it only ever holds amounts of ether received
// (etherMember).
type etherMembers struct {
	of map[structMember]bool
}

// etherOnly reports whether e holds an amount of ether received and nothing else: msg.value, through locals
// and conversions, with no parameter, calldata or stored value mixed in; or zero.
func etherOnly(sc *analysis.Scope, e solidity.Expr) bool {
	if isZeroLiteral(e) {
		return true
	}
	fl := sc.Flow()
	t := fl.Taint(e)
	return fl.Params(e) == 0 && t.Has(analysis.TaintValue) && t&^analysis.TaintValue == 0
}

// etherMember reports whether e is a member of a struct (bid.deposit) that every write in the unit gives an
// amount of ether received or zero (etherOnly): every construction of the struct, every assignment of the
// member or addition to it, and no whole struct copied in from elsewhere. A subtraction only lowers it.
func etherMember(sc *analysis.Scope, e solidity.Expr) bool {
	ma, ok := solidity.Unparen(e).(*solidity.MemberAccess)
	if !ok {
		return false
	}
	t := sc.TypeOf(ma.X)
	if t == nil || t.Kind != analysis.TypeStruct || t.Struct == nil {
		return false
	}
	index := -1
	for i, m := range t.Struct.Members {
		if m != nil && m.Name == ma.Member {
			index = i
		}
	}
	if index < 0 {
		return false
	}
	key := structMember{t.Struct, ma.Member}
	em := memoSlot(sc.Model, etherMembersSlot, func() *etherMembers { return &etherMembers{of: map[structMember]bool{}} })
	if held, ok := em.of[key]; ok {
		return held
	}
	held := membersWrittenWithEther(sc.Model, t.Struct, ma.Member, index)
	em.of[key] = held
	return held
}

// membersWrittenWithEther walks the unit for the writes etherMember looks at.
func membersWrittenWithEther(m *analysis.Model, s *solidity.StructDefinition, member string, index int) bool {
	isS := func(sc *analysis.Scope, e solidity.Expr) bool {
		t := sc.TypeOf(e)
		return t != nil && t.Kind == analysis.TypeStruct && t.Struct == s
	}
	constructed := func(sc *analysis.Scope, e solidity.Expr) bool {
		c, ok := solidity.Unparen(e).(*solidity.CallExpr)
		if !ok {
			return false
		}
		k := sc.CallOf(c)
		return k != nil && k.Kind == analysis.CallStruct
	}
	for _, f := range m.Bodies() {
		for _, n := range f.CFG().Nodes {
			own := n.Own()
			if own == nil || n.Scope == nil {
				continue
			}
			sc := n.Scope
			ok := true
			solidity.Preorder(own, func(x solidity.Node) bool {
				if !ok {
					return false
				}
				switch y := x.(type) {
				case *solidity.CallExpr:
					c := sc.CallOf(y)
					if c != nil && c.Kind == analysis.CallStruct && isS(sc, y) {
						arg := -1
						if y.ArgNames != nil {
							for i, name := range y.ArgNames {
								if name == member {
									arg = i
								}
							}
						} else {
							arg = index
						}
						if arg >= 0 && arg < len(y.Args) && !etherOnly(sc, y.Args[arg]) {
							ok = false
						}
					} else if ma, isMember := solidity.Unparen(y.Fun).(*solidity.MemberAccess); isMember && ma.Member == "push" {
						for _, a := range y.Args {
							if isS(sc, a) && !constructed(sc, a) {
								ok = false // a struct built elsewhere
							}
						}
					}
				case *solidity.AssignExpr:
					if lhs, isMember := solidity.Unparen(y.LHS).(*solidity.MemberAccess); isMember && lhs.Member == member && isS(sc, lhs.X) {
						switch y.Op {
						case "=", "+=":
							if !etherOnly(sc, y.RHS) {
								ok = false
							}
						case "-=":
						default:
							ok = false
						}
					} else if isS(sc, y.LHS) && !constructed(sc, y.RHS) {
						ok = false // a struct copied in whole
					}
				}
				return ok
			})
			if !ok {
				return false
			}
		}
	}
	return true
}

// etherSum reports whether a + b adds amounts of ether to a local that only ever sums them: a is a local whose
// every assignment gives it zero or an amount of ether (etherOnly or etherMember), adds one, or takes something
// from it, and b is such an amount. Ether amounts are bounded by the ether supply (< 2^90), and the number of
// additions by the gas of a transaction: such a sum cannot reach 2^128.
func etherSum(sc *analysis.Scope, a, b solidity.Expr) bool {
	id, ok := solidity.Unparen(a).(*solidity.Identifier)
	if !ok {
		return false
	}
	sym := sc.Resolve(id)
	if sym.Kind != analysis.SymLocal || sym.Var == nil {
		return false
	}
	ether := func(e solidity.Expr) bool { return etherOnly(sc, e) || etherMember(sc, e) }
	if !ether(b) {
		return false
	}
	if init := sc.Init(sym.Var); init != nil && !ether(init) {
		return false
	}
	body := sc.Body()
	if body == nil {
		return false
	}
	ok = true
	solidity.Preorder(body, func(x solidity.Node) bool {
		if !ok {
			return false
		}
		switch y := x.(type) {
		case *solidity.AssignExpr:
			l, isID := solidity.Unparen(y.LHS).(*solidity.Identifier)
			if !isID || sc.Resolve(l).Var != sym.Var {
				if _, isTuple := solidity.Unparen(y.LHS).(*solidity.TupleExpr); isTuple && mentions(sc, y.LHS, sym.Var) {
					ok = false
				}
				return true
			}
			switch y.Op {
			case "-=":
			case "=", "+=":
				if !ether(y.RHS) {
					ok = false
				}
			default:
				ok = false
			}
		}
		return ok
	})
	return ok
}
