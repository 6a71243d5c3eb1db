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

// etherMembers holds what the unit writes into struct members, found in one walk of every body the first time
// etherMember asks: the members some write gives anything but an amount of ether received or zero (notEther),
// and the structs copied in whole from elsewhere (copied), all of whose members may hold anything.
type etherMembers struct {
	notEther map[structMember]bool
	copied   map[*solidity.StructDefinition]bool
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
	known := false
	for _, m := range t.Struct.Members {
		if m != nil && m.Name == ma.Member {
			known = true
		}
	}
	if !known {
		return false
	}
	em := memoSlot(sc.Model, etherMembersSlot, func() *etherMembers { return structMemberWrites(sc.Model) })
	return !em.copied[t.Struct] && !em.notEther[structMember{t.Struct, ma.Member}]
}

// structMemberWrites walks every body of the unit once for the writes etherMember looks at: the constructions
// of structs (each member's value), the pushes and assignments of whole structs not built in place, and the
// assignments of members. One walk answers for every member; a walk per member asked grew with the square of a
// unit of many contracts.
func structMemberWrites(m *analysis.Model) *etherMembers {
	em := &etherMembers{notEther: map[structMember]bool{}, copied: map[*solidity.StructDefinition]bool{}}
	structOf := func(sc *analysis.Scope, e solidity.Expr) *solidity.StructDefinition {
		if t := sc.TypeOf(e); t != nil && t.Kind == analysis.TypeStruct {
			return t.Struct
		}
		return nil
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
			solidity.Preorder(own, func(x solidity.Node) bool {
				switch y := x.(type) {
				case *solidity.CallExpr:
					c := sc.CallOf(y)
					if c != nil && c.Kind == analysis.CallStruct {
						s := structOf(sc, y)
						if s == nil {
							return true
						}
						for i, member := range s.Members {
							if member == nil {
								continue
							}
							arg := -1
							if y.ArgNames != nil {
								for j, name := range y.ArgNames {
									if name == member.Name {
										arg = j
									}
								}
							} else {
								arg = i
							}
							if arg >= 0 && arg < len(y.Args) && !etherOnly(sc, y.Args[arg]) {
								em.notEther[structMember{s, member.Name}] = true
							}
						}
					} else if ma, isMember := solidity.Unparen(y.Fun).(*solidity.MemberAccess); isMember && ma.Member == "push" {
						for _, a := range y.Args {
							if s := structOf(sc, a); s != nil && !constructed(sc, a) {
								em.copied[s] = true // a struct built elsewhere
							}
						}
					}
				case *solidity.AssignExpr:
					if lhs, isMember := solidity.Unparen(y.LHS).(*solidity.MemberAccess); isMember {
						if s := structOf(sc, lhs.X); s != nil {
							switch y.Op {
							case "=", "+=":
								if !etherOnly(sc, y.RHS) {
									em.notEther[structMember{s, lhs.Member}] = true
								}
							case "-=":
							default:
								em.notEther[structMember{s, lhs.Member}] = true
							}
						}
					}
					if s := structOf(sc, y.LHS); s != nil && !constructed(sc, y.RHS) {
						em.copied[s] = true // a struct copied in whole
					}
				}
				return true
			})
		}
	}
	return em
}

// etherSum reports whether a + b adds amounts of ether to a local that only ever sums them: a is a local whose
// every assignment gives it zero or an amount of ether (etherOnly or storedEtherMember), adds one, or takes something
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
	// A member of a struct in memory or calldata may come whole from the caller (a parameter), whatever the
	// unit writes: only a stored record's member counts.
	ether := func(e solidity.Expr) bool { return etherOnly(sc, e) || storedEtherMember(sc, e) }
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
				if _, isTuple := solidity.Unparen(y.LHS).(*solidity.TupleExpr); isTuple && readsLocal(sc, y.LHS, sym.Var) {
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

// etherBounded reports whether e holds no more than an amount of ether received times a small constant: an
// amount itself (etherOnly or storedEtherMember), a part of one (a / d, or a - c with c a part of a or clamped
// to at most a), one taken a constant number of times below 2^64 (a * 98, a * feeBps with feeBps never
// written), a sum of two such values, the smaller of two values one of which is such a value, or a local that
// keeps such a value from its declaration on or is only ever lowered (loweredEtherLocal). Such a value stays
// below 2^160 whichever entry a parameter picked the amount from.
func etherBounded(sc *analysis.Scope, e solidity.Expr, depth int) bool {
	if depth > 4 {
		return false
	}
	if etherOnly(sc, e) || storedEtherMember(sc, e) {
		return true
	}
	switch x := solidity.Unparen(e).(type) {
	case *solidity.Identifier:
		if init := unchangedInit(sc, x); init != nil {
			return etherBounded(sc, init, depth+1)
		}
		return loweredEtherLocal(sc, x, depth)
	case *solidity.ConditionalExpr:
		// The smaller of two values is bounded when one of them is; another choice when both are.
		if p, q := minOf(sc.File.Src, x); p != nil {
			return etherBounded(sc, p, depth+1) || etherBounded(sc, q, depth+1)
		}
		return etherBounded(sc, x.Then, depth+1) && etherBounded(sc, x.Else, depth+1)
	case *solidity.BinaryExpr:
		switch x.Op {
		case "/", "%":
			return etherBounded(sc, x.X, depth+1)
		case "+":
			return etherBounded(sc, x.X, depth+1) && etherBounded(sc, x.Y, depth+1)
		case "-":
			// Only a difference that cannot wrap: what is taken is a part of the amount (d.amount - fee with
			// fee = d.amount * feeBps / 10000), else it may wrap to near 2^256 (msg.value - fee, fee chosen).
			if !etherBounded(sc, x.X, depth+1) {
				return false
			}
			taken := x.Y
			if init := unchangedInit(sc, taken); init != nil {
				taken = init
			}
			kx := keyText(sc.File.Src, x.X)
			return partOf(sc, taken, func(y solidity.Expr) bool { return sameKey(keyText(sc.File.Src, y), kx) }) ||
				clampedBelow(sc, x.Y, x.X, x) // if (v > deposit) v = deposit; deposit - v
		case "*":
			small := func(k solidity.Expr) bool {
				v, ok := foldConst(sc, k, nil, 0)
				return ok && v.Sign() >= 0 && v.BitLen() <= 64
			}
			return (etherBounded(sc, x.X, depth+1) && small(x.Y)) || (small(x.X) && etherBounded(sc, x.Y, depth+1))
		}
	}
	return false
}

// etherOrStored reports whether an operand of a sum, with taint t and parameters p, holds a stored value or an
// amount of ether received and nothing a caller chooses otherwise, or is etherBounded.
func etherOrStored(sc *analysis.Scope, t analysis.Taint, p uint64, e solidity.Expr) bool {
	if p == 0 && t&^(analysis.TaintValue|analysis.TaintState) == 0 {
		return true
	}
	return etherBounded(sc, e, 0)
}

// storedEtherMember is etherMember for a member of a struct held in storage (d.amount with d a storage pointer,
// or deals[id].amount): a struct in memory or calldata may come whole from the caller, whatever the unit writes.
func storedEtherMember(sc *analysis.Scope, e solidity.Expr) bool {
	r := sc.RootVar(e)
	switch r.Kind {
	case analysis.SymState:
	case analysis.SymLocal, analysis.SymParam:
		if r.Var == nil {
			return false
		}
		if r.Var.Location != solidity.LocationStorage {
			// A copy in memory of a stored entry (Deal memory d = deals[id]) holds what the entry holds.
			if r.Kind != analysis.SymLocal {
				return false
			}
			init := sc.Init(r.Var)
			if init == nil || sc.RootVar(init).Kind != analysis.SymState || reassigned(sc, r.Var) {
				return false
			}
		}
	default:
		return false
	}
	return etherMember(sc, e)
}

// loweredEtherLocal reports whether the local named by id holds no more than an amount of ether received times a
// small constant (etherBounded) wherever it is read: its declaration gives it such a value (or none), and every
// later write gives it another, clamps it (`if (v > x) v = x;`, which only lowers it) or takes from it.
func loweredEtherLocal(sc *analysis.Scope, id *solidity.Identifier, depth int) bool {
	sym := sc.Resolve(id)
	if sym.Kind != analysis.SymLocal || sym.Var == nil {
		return false
	}
	v := sym.Var
	if init := sc.Init(v); init != nil && !etherBounded(sc, init, depth+1) {
		return false
	}
	body := sc.Body()
	if body == nil {
		return false
	}
	ok := true
	var clamp *solidity.AssignExpr // the assignment of the clamp being walked, which only lowers v
	nodes := solidity.PreorderNodes(body)
	for i := 0; i < nodes.Len() && ok; i++ {
		switch n := nodes.At(i).(type) {
		case *solidity.IfStatement:
			if as := clampAssign(sc, n, v); as != nil {
				clamp = as
			}
		case *solidity.AssignExpr:
			if t, isTuple := solidity.Unparen(n.LHS).(*solidity.TupleExpr); isTuple {
				for _, el := range t.Elems {
					if el != nil && namesLocal(sc, el, v) {
						ok = false
					}
				}
				continue
			}
			if n == clamp || !namesLocal(sc, n.LHS, v) {
				continue
			}
			switch n.Op {
			case "-=":
			case "=":
				ok = etherBounded(sc, n.RHS, depth+1)
			default:
				ok = false
			}
		case *solidity.UnaryExpr:
			if n.Op == "++" && namesLocal(sc, n.X, v) {
				ok = false
			}
		}
	}
	return ok
}
