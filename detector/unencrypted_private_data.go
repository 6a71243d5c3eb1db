package detector

import (
	"bytes"
	"fmt"
	"slices"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// UnencryptedPrivateData reports choices submitted in the clear and kept in a private state variable that the
// contract then uses as a secret: it combines two stored choices with each other, or compares a stored choice
// with another caller's input, and never checks the stored values against a hash (no commit-reveal).
var UnencryptedPrivateData = &Detector{
	ID:    "unencrypted-private-data",
	Title: "Unencrypted private data on-chain",
	Description: "Each caller submits a value that is meant to stay secret from the other participants (a move, a " +
		"guess, a number) as a plain parameter, and the contract stores it in a private state variable. " +
		"`private` only hides the variable from other contracts: the transaction's data and the contract's " +
		"storage are public, so later participants can read earlier choices before making their own.",
	Exploit: "In a two-player odd/even game the second player reads the first player's number from the pending " +
		"transaction or from storage and picks the number that makes them win every time.",
	Recommendation: "Use commit-reveal: have participants submit keccak256(value, salt) first and reveal the " +
		"value and salt after everyone has committed, checking the hash.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceLow,
	SWC:        "SWC-136",
	CWE:        "CWE-767",
	Requires:   []Requirement{RequireCFG, RequireDataFlow},
	Run:        runUnencryptedPrivateData,
}

func runUnencryptedPrivateData(p *Pass) error {
	// The writes that are reported if the variable they store turns out to be used as a secret, in report order.
	// Finding the secret uses means walking every body: it is done afterwards, for these variables only.
	type pending struct {
		f   *analysis.Function
		n   *analysis.Node
		v   *analysis.StateVar
		prm *solidity.VariableDeclaration
		// setting marks a number given at deployment: a secret only where the caller who matches it is paid.
		setting bool
	}
	var todo []pending
	for _, fx := range functionFacts(p.Model) {
		f := fx.fn
		// bodies(m) lists the entries in entries(m)'s order.
		// A constructor's arguments are as public as a call's: they are in the deployment transaction.
		if len(fx.writers) == 0 || !(fx.entry || fx.constructor) || fx.view {
			continue
		}
		for _, n := range fx.writers {
			if n.Expr == nil {
				continue
			}
			for _, w := range n.Writes() {
				v := w.Var
				// `private` is the author's statement that the value should stay hidden.
				if v.Decl.Visibility != solidity.VisibilityPrivate || v.Decl.Constant {
					continue
				}
				value := writtenValue(n.Expr, w.At)
				if value == nil || containsHash(n.Scope, value) || readsVar(n.Scope, value, v.Decl) {
					continue
				}
				fl := n.Scope.Flow()
				for i, prm := range f.Decl.Params {
					if fl.Params(value)&(1<<uint(i)) == 0 || prm.Name == "" || !secretType(f.Scope(), prm) {
						continue
					}
					// A deployment's numbers are mostly settings (a fee, a chain id) that callers are meant to
					// match; a password or a key is a string or fixed bytes, and a number is a secret only when
					// matching it pays (a guessing game's answer).
					setting := fx.constructor && !fx.entry && !textType(prm)
					todo = append(todo, pending{f: f, n: n, v: v, prm: prm, setting: setting})
				}
			}
		}
	}
	if len(todo) == 0 {
		return nil
	}
	vars := map[*solidity.StateVariableDeclaration]*analysis.StateVar{}
	for _, t := range todo {
		vars[t.v.Decl] = t.v
	}
	hashed, secret := secretUses(vars)
	for _, t := range todo {
		f, n, v, prm := t.f, t.n, t.v, t.prm
		use := secret[v.Decl]
		if hashed[v.Decl] || use == nil || (t.setting && !use.pays) {
			continue
		}
		if !f.IsEntry() {
			// Set at deployment (a password, a key): no caller's input is at fault, the variable is. It holds a
			// secret that `private` does not hide.
			p.Report(Report{Function: f, File: v.Contract.File, At: v.Decl,
				Message: fmt.Sprintf("%s.%s is %s, yet it holds %s, which %s takes in the clear (line %d), and the "+
					"contract uses it as a secret (line %d): anyone can read it from the deployment transaction or "+
					"from storage", v.Contract.Name, v.Name, visibilityWord(v.Decl.Visibility), prm.Name, funcLabel(f),
					lineOf(prm), lineOf(use.at)),
				Related: []Related{{At: n.Expr, Message: "the plain value stored"},
					{File: use.file, At: use.at, Message: "the stored value used as a secret"}}})
			continue
		}
		p.Report(Report{Function: f, At: prm,
			Message: fmt.Sprintf("%s takes %s in the clear and stores it in the %s variable %s (line %d), "+
				"which the contract uses as a secret (line %d): anyone can read it from the transaction or "+
				"from storage", funcLabel(f), prm.Name, visibilityWord(v.Decl.Visibility), v.Name,
				lineOf(n.Expr), lineOf(use.at)),
			Related: []Related{{At: n.Expr, Message: "the plain value stored"},
				{File: use.file, At: use.at, Message: "the stored value used as a secret"}}})
	}
	return nil
}

// readsVar reports whether e reads the state variable declared by v (the write updates it rather than storing
// a fresh choice).
func readsVar(sc *analysis.Scope, e solidity.Expr, v *solidity.StateVariableDeclaration) bool {
	found := false
	solidity.Preorder(e, func(n solidity.Node) bool {
		if id, ok := n.(*solidity.Identifier); ok {
			if sym := sc.Resolve(id); sym.Kind == analysis.SymState && sym.State.Decl == v {
				found = true
			}
		}
		return !found
	})
	return found
}

// writtenValue returns the value an expression stores at the written lvalue at: the right side of the
// assignment whose left side is at, or the arguments of a push on it (wrapped as one tuple).
func writtenValue(e solidity.Expr, at solidity.Node) solidity.Expr {
	var out solidity.Expr
	solidity.Preorder(e, func(n solidity.Node) bool {
		switch x := n.(type) {
		case *solidity.AssignExpr:
			if x.LHS == at || contains(x.LHS, at) {
				out = x.RHS
			}
		case *solidity.CallExpr:
			if ma, ok := x.Fun.(*solidity.MemberAccess); ok && ma.Member == "push" && len(x.Args) > 0 &&
				(ma.X == at || contains(ma.X, at)) {
				out = &solidity.TupleExpr{Loc: x.Loc, Elems: x.Args}
			}
		}
		return out == nil
	})
	return out
}

// containsHash reports whether e computes a hash (the stored value is a commitment, not the secret).
func containsHash(sc *analysis.Scope, e solidity.Expr) bool {
	found := false
	solidity.Preorder(e, func(n solidity.Node) bool {
		if ce, ok := n.(*solidity.CallExpr); ok {
			if c := sc.CallOf(ce); c != nil && c.Kind == analysis.CallBuiltin && isHashBuiltin(c.Name) {
				found = true
			}
		}
		return !found
	})
	return found
}

func isHashBuiltin(name string) bool {
	return name == "keccak256" || name == "sha3" || name == "sha256" || name == "ripemd160"
}

// secretType reports whether a parameter is of a type that can hold a participant's choice: numbers, booleans,
// fixed bytes, strings and enums. Addresses and amounts of ether are identities and funds, not secrets.
func secretType(sc *analysis.Scope, prm *solidity.VariableDeclaration) bool {
	switch t := prm.Type.(type) {
	case *solidity.ElementaryTypeName:
		switch {
		case t.Name == "address" || t.Name == "bytes":
			return false
		}
		return true
	case *solidity.UserDefinedTypeName:
		return sc.Contract != nil && t.Path != nil && sc.Contract.Enums[t.Path.String()] != nil
	}
	return false
}

// textType reports whether a parameter is a string or of a fixed bytes type.
func textType(prm *solidity.VariableDeclaration) bool {
	t, ok := prm.Type.(*solidity.ElementaryTypeName)
	return ok && (t.Name == "string" || strings.HasPrefix(t.Name, "bytes") && t.Name != "bytes")
}

// secretUse is where a stored value is used as a secret.
type secretUse struct {
	file *solidity.File
	at   solidity.Node
	// pays reports whether the function that makes the comparison sends ether out.
	pays bool
}

// secretUses finds, for the given private state variables, whether each is compared somewhere with a hash
// (hashed: commitments of a commit-reveal scheme), and where it is used as a secret: two of its values combined
// with each other, or one compared (== / !=) with a parameter of a public function, another caller's input. A
// private variable is named only in its own contract's functions, and only those that mention one of the
// contract's names can use one, so only those are walked.
func secretUses(vars map[*solidity.StateVariableDeclaration]*analysis.StateVar) (
	hashed map[*solidity.StateVariableDeclaration]bool, secret map[*solidity.StateVariableDeclaration]*secretUse) {
	hashed = map[*solidity.StateVariableDeclaration]bool{}
	secret = map[*solidity.StateVariableDeclaration]*secretUse{}
	asked := func(sym analysis.Symbol) bool { // a state variable of vars
		if sym.Kind != analysis.SymState {
			return false
		}
		_, ok := vars[sym.State.Decl]
		return ok
	}
	// The contracts, each with the names to look for, each once, as the byte strings the
	// search takes.
	type contractNames struct {
		c     *analysis.Contract
		names [][]byte
	}
	var byContract []contractNames
	for _, v := range vars {
		k := slices.IndexFunc(byContract, func(cn contractNames) bool { return cn.c == v.Contract })
		if k < 0 {
			k = len(byContract)
			byContract = append(byContract, contractNames{c: v.Contract})
		}
		if !slices.ContainsFunc(byContract[k].names, func(b []byte) bool { return string(b) == v.Name }) {
			byContract[k].names = append(byContract[k].names, []byte(v.Name))
		}
	}
	for _, cn := range byContract {
		// Each name is looked for by its rarest byte (see rarestByte): a common first letter would stop the
		// search at most places of a body.
		anchors := make([]int, len(cn.names))
		for k, name := range cn.names {
			anchors[k] = rarestByte(string(name))
		}
		for _, f := range cn.c.Declared {
			if f.Decl.Body == nil || !mentionsAny(f, cn.names, anchors) {
				continue
			}
			secretUsesIn(f, asked, hashed, secret)
		}
	}
	return hashed, secret
}

// secretUsesIn records in hashed and secret what f's body does with the variables asked about (see secretUses).
func secretUsesIn(f *analysis.Function, asked func(analysis.Symbol) bool, hashed map[*solidity.StateVariableDeclaration]bool,
	secret map[*solidity.StateVariableDeclaration]*secretUse) {
	sc := f.Scope()
	fl := sc.Flow()
	fPays := -1 // whether f pays out, once asked
	solidity.Preorder(f.Decl.Body, func(n solidity.Node) bool {
		b, ok := n.(*solidity.BinaryExpr)
		if !ok {
			return true
		}
		rx, ry := sc.RootVar(b.X), sc.RootVar(b.Y)
		if b.Op == "==" || b.Op == "!=" {
			for _, side := range [][2]solidity.Expr{{b.X, b.Y}, {b.Y, b.X}} {
				if containsHash(sc, side[0]) {
					if sym := sc.RootVar(side[1]); asked(sym) {
						hashed[sym.State.Decl] = true
					}
				}
			}
		}
		var used analysis.Symbol
		switch {
		case noEffectOps[b.Op] && rx.Kind == analysis.SymState && ry.Kind == analysis.SymState && rx.State.Decl == ry.State.Decl:
			used = rx
		case (b.Op == "==" || b.Op == "!=") && rx.Kind == analysis.SymState && fl.Taint(b.Y).Has(analysis.TaintParam):
			used = rx
		case (b.Op == "==" || b.Op == "!=") && ry.Kind == analysis.SymState && fl.Taint(b.X).Has(analysis.TaintParam):
			used = ry
		}
		if asked(used) {
			// The first use, or the first in a function that pays out.
			if prev := secret[used.State.Decl]; prev == nil || !prev.pays {
				if fPays < 0 {
					fPays = 0
					if paysOut(f) {
						fPays = 1
					}
				}
				if pays := fPays == 1; prev == nil || pays {
					secret[used.State.Decl] = &secretUse{file: f.File, at: b, pays: pays}
				}
			}
		}
		return true
	})
}

// paysOut reports whether f sends ether, itself or through the internal functions it calls.
func paysOut(f *analysis.Function) bool {
	for _, c := range f.Scope().Calls() {
		if sendsOut(c) || ((c.Kind == analysis.CallInternal || c.Kind == analysis.CallLibrary) && calleeSends(c.Callee, 0)) {
			return true
		}
	}
	return false
}

// mentionsAny reports whether f's body may name one of the variables: whether its text holds one of their names
// as a whole word (as containsWordBytes tells one), each looked for by the byte at its anchor.
func mentionsAny(f *analysis.Function, names [][]byte, anchors []int) bool {
	text, ok := sourceOf(f.File, f.Decl.Body)
	if !ok {
		return true
	}
	for k, name := range names {
		if len(name) == 0 || containsWordAnchored(text, name, anchors[k]) {
			return true
		}
	}
	return false
}

// containsWordAnchored is containsWordBytes(text, word) searching for word's byte at anchor, then comparing the
// rest: every occurrence is tried, in order, until one passes containsWordBytes' test. As there, the byte before
// an occurrence is not looked at when the occurrence starts right after the one tried before it (from).
func containsWordAnchored(text, word []byte, anchor int) bool {
	a := word[anchor]
	from := 0
	for i := anchor; i < len(text); i++ {
		j := bytes.IndexByte(text[i:], a)
		if j < 0 {
			return false
		}
		i += j
		start, end := i-anchor, i-anchor+len(word)
		if end > len(text) || !bytes.Equal(text[start:end], word) {
			continue
		}
		if (start == from || !onlyInIdentifier(text[start-1])) && (end == len(text) || !isIdentByte(text[end])) {
			return true
		}
		from = start + 1
	}
	return false
}
