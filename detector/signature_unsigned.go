package detector

import (
	"fmt"
	"slices"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// SignatureUnsignedParameter reports actions authorised by a signature that take a value of the submitter's
// which the signed hash leaves out.
var SignatureUnsignedParameter = &Detector{
	ID:    "signature-unsigned-parameter",
	Title: "Signed action takes a value the signature does not cover",
	Description: "A state-changing function checks a signature with ecrecover, then moves funds or writes state " +
		"with a parameter that is not part of the signed hash and that no check relates to anything: the amount " +
		"paid, the receiver, the token. The signer approved a message that does not say what that value is, so " +
		"whoever submits the signature chooses it.",
	Exploit: "A user is given a signed claim for 10 tokens; they submit it with amount = the contract's whole " +
		"balance, and the signature still verifies. Or a relayer (or a front-runner copying the transaction " +
		"from the mempool) submits a signed payment with its own address as the receiver.",
	Recommendation: "Include every value the action depends on in the signed data (EIP-712 struct fields), or " +
		"check the submitted value against a signed one (amount <= signedMax).",
	Severity:   vigil.SeverityHigh,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-122",
	CWE:        "CWE-347",
	Requires:   []Requirement{RequireCallGraph, RequireDataFlow},
	Run:        runSignatureUnsignedParameter,
}

func runSignatureUnsignedParameter(p *Pass) error {
	if !occurrencesOf(p.Model, wordEcrecover).any() {
		return nil // no code of the unit calls ecrecover
	}
	cg := p.Model.CallGraph()
	reported := map[solidity.Node]bool{}
	for _, rc := range ecrecoverCalls(p.Model) {
		hash := traceSig(cg, rc.fn, rc.call.Args[0])
		if (len(hash.params) == 0 && !hash.sender) || (len(hash.state) == 0 && !hash.this && !hash.chainid && !hash.sender && digestParam(hash.params)) {
			continue // a fixed message, or a digest the caller hands in: what it covers is not told here
		}
		signed := map[*solidity.VariableDeclaration]bool{}
		for v := range hash.params {
			signed[v] = true
		}
		for _, a := range rc.call.Args[1:] {
			for v := range traceSig(cg, rc.fn, a).params {
				signed[v] = true // the signature's own values
			}
		}
		for _, entry := range reachingEntries(cg, rc.fn) {
			unsignedSinks(p, entry, rc.call.Expr, signed, hash.sender, reported)
			if entry == rc.fn {
				unsignedFieldSinks(p, entry, rc.call.Expr, hash, reported)
			}
		}
	}
	return nil
}

// unsignedSinks reports the places where entry moves funds or writes state with a parameter that is neither
// signed nor checked. With the caller in the signed hash (a claim for msg.sender), the caller may route what
// it was given: address parameters are its own to choose.
func unsignedSinks(p *Pass, entry *analysis.Function, recover *solidity.CallExpr, signed map[*solidity.VariableDeclaration]bool, sender bool, reported map[solidity.Node]bool) {
	params := entry.Decl.Params
	var free uint64
	for i, v := range params {
		if i >= 64 || v == nil || signed[v] {
			continue
		}
		if sender && isAddressType(v.Type) {
			continue
		}
		free |= 1 << i
	}
	if free == 0 {
		return
	}
	g := entry.CFG()
	// A parameter a guard compares with something other than a constant is checked (amount <= maxAmount), and
	// so is one a guard caps (quantity <= MAX_PER_TX); one only kept above zero is not.
	for _, n := range g.Nodes {
		if n.Kind != analysis.NodeGuard || n.Expr == nil || n.Scope == nil || n.Scope.Function != entry {
			continue
		}
		fl := n.Scope.Flow()
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			b, ok := x.(*solidity.BinaryExpr)
			if !ok || !isComparison(b.Op) || b.X == nil || b.Y == nil {
				return true
			}
			mx, my := fl.Params(b.X), fl.Params(b.Y)
			_, kx := foldConst(n.Scope, b.X, nil, 0)
			_, ky := foldConst(n.Scope, b.Y, nil, 0)
			if upX, _ := boundSides(b.Op, false, !n.Holds); !ky || upX {
				free &^= mx
			}
			if upY, _ := boundSides(b.Op, true, !n.Holds); !kx || upY {
				free &^= my
			}
			return true
		})
	}
	// A parameter the caller pays in (token.transferFrom(msg.sender, address(this), amount)) is its own to pick.
	for _, n := range g.Nodes {
		if free == 0 {
			return
		}
		if n.Scope == nil || n.Scope.Function != entry {
			continue
		}
		for _, c := range analysis.NodeCalls(n) {
			if from, _, pulled := pullOf(n.Scope, c); from && pulled != nil {
				free &^= n.Scope.Flow().Params(pulled)
			}
		}
	}
	if free == 0 {
		return
	}
	for _, n := range g.Nodes {
		if n.Scope == nil || n.Scope.Function != entry || reported[n.Stmt] {
			continue
		}
		fl := n.Scope.Flow()
		var used uint64
		var at solidity.Node
		for _, c := range analysis.NodeCalls(n) {
			var m uint64
			switch c.Kind {
			case analysis.CallTransfer, analysis.CallSend, analysis.CallLowLevel, analysis.CallExternal, analysis.CallSelfdestruct:
				m = fl.Params(c.Target) | fl.Params(c.Value)
				for _, a := range c.Args {
					m |= fl.Params(a)
				}
			}
			if c.Kind == analysis.CallLowLevel && c.Name != "call" {
				m = 0
			}
			if m&free != 0 && at == nil {
				at = c.Node()
			}
			used |= m
		}
		if n.Expr != nil && len(n.Writes()) > 0 {
			if a, ok := solidity.Unparen(n.Expr).(*solidity.AssignExpr); ok {
				m := fl.Params(a.RHS) | indexParams(fl, a.LHS)
				if m&free != 0 && at == nil {
					at = a
				}
				used |= m
			}
		}
		if used&free == 0 || at == nil {
			continue
		}
		var names []string
		for i, v := range params {
			if i < 64 && used&free&(1<<i) != 0 {
				names = append(names, v.Name)
			}
		}
		reported[n.Stmt] = true
		p.Report(Report{Function: entry, At: at,
			Message: fmt.Sprintf("%s acts on %s, which the signed hash does not include and nothing checks: whoever submits the signature chooses it",
				funcLabel(entry), joinNames(names)),
			Related: []Related{{File: entry.File, At: recover, Message: "the signature is checked here"}}})
	}
}

// indexParams returns the parameters the keys of an indexed write depend on (balances[to] for to).
func indexParams(fl *analysis.Flow, e solidity.Expr) uint64 {
	var m uint64
	for {
		ix, ok := solidity.Unparen(e).(*solidity.IndexAccess)
		if !ok {
			return m
		}
		if ix.Index != nil {
			m |= fl.Params(ix.Index)
		}
		e = ix.X
	}
}

// joinNames lists names as "a", "a and b", "a, b and c".
func joinNames(names []string) string {
	out := ""
	for i, n := range names {
		switch {
		case i == 0:
		case i == len(names)-1:
			out += " and "
		default:
			out += ", "
		}
		out += n
	}
	return out
}

// unsignedFieldSinks reports the places where f, which checks the signature itself, moves funds or writes state
// with a field of a struct parameter that the signed hash is made of field by field, leaving that field out
// (an EIP-712 voucher whose type hash encodes the amount and the nonce but not the recipient), and that no guard
// compares with anything but a constant.
func unsignedFieldSinks(p *Pass, f *analysis.Function, recover *solidity.CallExpr, hash *sigLeaves, reported map[solidity.Node]bool) {
	if len(hash.fields) == 0 || f.Decl.Body == nil {
		return
	}
	sc := f.Scope()
	// unsigned returns the parameter and field e reads when it is a field the hash leaves out.
	unsigned := func(e solidity.Expr) (*solidity.VariableDeclaration, string) {
		ma, ok := solidity.Unparen(e).(*solidity.MemberAccess)
		if !ok {
			return nil, ""
		}
		id, ok := ma.X.(*solidity.Identifier)
		if !ok {
			return nil, ""
		}
		v := sc.Resolve(id).Var
		if v == nil || !hash.params[v] {
			return nil, ""
		}
		if signed := hash.partlySigned(v); signed != nil && !slices.Contains(signed, ma.Member) {
			if hash.sender && ma.Member != "" && isAddressField(sc, ma) {
				return nil, "" // with the caller signed, where its funds go is its own choice
			}
			return v, ma.Member
		}
		return nil, ""
	}
	g := f.CFG()
	var checked []string // param.field texts a guard compares with a non-constant
	for _, n := range g.Nodes {
		if n.Kind != analysis.NodeGuard || n.Expr == nil || n.Scope == nil || n.Scope.Function != f {
			continue
		}
		solidity.Preorder(n.Expr, func(x solidity.Node) bool {
			b, ok := x.(*solidity.BinaryExpr)
			if !ok || !isComparison(b.Op) || b.X == nil || b.Y == nil {
				return true
			}
			for _, pair := range [2][2]solidity.Expr{{b.X, b.Y}, {b.Y, b.X}} {
				if v, fld := unsigned(pair[0]); v != nil {
					if _, k := foldConst(n.Scope, pair[1], nil, 0); !k {
						checked = append(checked, v.Name+"."+fld)
					}
				}
			}
			return true
		})
	}
	for _, n := range g.Nodes {
		if n.Scope == nil || n.Scope.Function != f || reported[n.Stmt] {
			continue
		}
		var at solidity.Node
		var name string
		look := func(e solidity.Expr, site solidity.Node) {
			if e == nil || at != nil {
				return
			}
			solidity.Preorder(e, func(x solidity.Node) bool {
				if at != nil {
					return false
				}
				if ex, ok := x.(solidity.Expr); ok {
					if v, fld := unsigned(ex); v != nil && !slices.Contains(checked, v.Name+"."+fld) {
						at, name = site, v.Name+"."+fld
						return false
					}
				}
				return true
			})
		}
		for _, c := range analysis.NodeCalls(n) {
			switch c.Kind {
			case analysis.CallTransfer, analysis.CallSend, analysis.CallExternal, analysis.CallSelfdestruct:
			case analysis.CallLowLevel:
				if c.Name != "call" {
					continue
				}
			default:
				continue
			}
			look(c.Target, c.Node())
			look(c.Value, c.Node())
			for _, a := range c.Args {
				look(a, c.Node())
			}
		}
		if n.Expr != nil && len(n.Writes()) > 0 {
			if a, ok := solidity.Unparen(n.Expr).(*solidity.AssignExpr); ok {
				look(a.RHS, a)
				look(a.LHS, a)
			}
		}
		if at == nil {
			continue
		}
		reported[n.Stmt] = true
		p.Report(Report{Function: f, At: at,
			Message: fmt.Sprintf("%s acts on %s, a field the signed hash leaves out and nothing checks: whoever submits the signature chooses it",
				funcLabel(f), name),
			Related: []Related{{File: f.File, At: recover, Message: "the signature is checked here"}}})
	}
}

// isAddressField reports whether the field a member access reads is an address.
func isAddressField(sc *analysis.Scope, ma *solidity.MemberAccess) bool {
	t := sc.TypeOf(ma)
	return t != nil && t.Kind == analysis.TypeAddress
}
