package detector

import (
	"bytes"
	"fmt"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// SignatureMissingDomain reports signatures protected against replay on this contract, by a nonce or a used-hash
// record, whose signed hash names neither this contract nor the chain.
var SignatureMissingDomain = &Detector{
	ID:    "signature-missing-domain",
	Title: "Signature not bound to this contract and chain",
	Description: "The function checks a signature with ecrecover and keeps it from being used twice here (a nonce " +
		"or a record of used hashes), but the signed hash contains neither address(this) nor the chain id, " +
		"directly or through an EIP-712 domain separator. The same signature is valid on every other " +
		"deployment of the contract, on this chain and on others, where the nonces start over.",
	Exploit: "A team deploys the contract on two chains with the same signers. An attacker takes a signed " +
		"withdrawal from the first chain and submits it on the second, where the signer's nonce is still the " +
		"same, and collects it twice.",
	Recommendation: "Sign an EIP-712 digest whose domain separator includes block.chainid and address(this), or " +
		"put both in the signed data.",
	Severity:   vigil.SeverityMedium,
	Confidence: vigil.ConfidenceMedium,
	SWC:        "SWC-121",
	CWE:        "CWE-294",
	Requires:   []Requirement{RequireCallGraph, RequireDataFlow, RequireGuards},
	Run:        runSignatureMissingDomain,
}

func runSignatureMissingDomain(p *Pass) error {
	if !occurrencesOf(p.Model, wordEcrecover).any() {
		return nil
	}
	cg := p.Model.CallGraph()
calls:
	for _, rc := range ecrecoverCalls(p.Model) {
		hash := traceSig(cg, rc.fn, rc.call.Args[0])
		this, chain := domainParts(p.Model, cg, hash)
		if this && chain {
			continue
		}
		// Only signatures kept from being replayed here: the others, signature-replay reports.
		nonce := false
		for v := range hash.state {
			if rc.fn.Contract != nil && changingState(v, v.Contract) {
				nonce = true
			}
		}
		entries := reachingEntries(cg, rc.fn)
		if len(entries) == 0 {
			continue
		}
		// A signed nonce the function requires to equal a stored counter (require(nonce == nonces[from])) keeps
		// the signature from being used twice here, as signature-replay judges.
		if !nonce && paramMatchesCounter(rc.fn, hash) {
			nonce = true
		}
		if !nonce {
			for _, entry := range entries {
				marked := false
				for _, m := range usedMarks(entry, 0, map[*analysis.Function]bool{}) {
					if m.key != nil && recordsHash(m, traceSig(cg, m.fn, m.key), hash, entry) {
						marked = true
						break
					}
				}
				if !marked && !consumedByState(cg, entry, hash) {
					continue calls
				}
			}
		}
		r := Report{Function: rc.fn, At: rc.call.Expr,
			Message: fmt.Sprintf("%s checks a signature with %s over a hash that names neither this contract nor the chain: it is valid on every other deployment and chain",
				funcLabel(rc.fn), Text(rc.fn.File, rc.call.Expr))}
		// The hash is what lacks the domain: a finding on a hash made in a local runs from where it is made.
		if _, init := localInit(rc.fn.Scope(), rc.call.Args[0]); init != nil {
			r.From = init
		}
		switch {
		case chain:
			// Another deployment on this chain that trusts the same signer accepts it.
			r.Severity, r.Confidence = vigil.SeverityLow, vigil.ConfidenceLow
			r.Message = fmt.Sprintf("%s checks a signature with %s over a hash that names the chain but not this contract: it is valid on every other deployment on this chain that trusts the same signer",
				funcLabel(rc.fn), Text(rc.fn.File, rc.call.Expr))
		case this:
			// A copy at the same address on another chain (a fork, or a deterministic deployment) accepts it.
			r.Severity, r.Confidence = vigil.SeverityLow, vigil.ConfidenceLow
			r.Message = fmt.Sprintf("%s checks a signature with %s over a hash that names this contract but not the chain: it is valid on a fork, or another chain with a copy at this address",
				funcLabel(rc.fn), Text(rc.fn.File, rc.call.Expr))
		}
		p.Report(r)
	}
	return nil
}

// domainParts reports whether a signed hash names this contract and whether it names the chain: address(this)
// or the chain id in it, or in a state variable (an EIP-712 domain separator) whose initial value or whose
// assignments in a constructor hold them.
func domainParts(m *analysis.Model, cg *analysis.CallGraph, hash *sigLeaves) (this, chain bool) {
	this, chain = hash.this, hash.chainid
	for v := range hash.state {
		if this && chain {
			break
		}
		if v.Decl.Value != nil && v.Contract != nil {
			text := v.Decl.Value.Range().Text(v.Contract.File.Src)
			chain = chain || bytes.Contains(text, []byte("chainid"))
			this = this || bytes.Contains(text, []byte("this"))
		}
		for _, f := range m.Bodies() {
			if !f.IsConstructor() {
				continue
			}
			for _, n := range f.CFG().Nodes {
				for _, w := range n.Writes() {
					if w.Var != v || n.Expr == nil {
						continue
					}
					l := traceSig(cg, f, valueOf(n.Expr))
					this, chain = this || l.this, chain || l.chainid
				}
			}
		}
	}
	return this, chain
}

// valueOf returns the value an assignment stores, or e itself.
func valueOf(e solidity.Expr) solidity.Expr {
	if a, ok := unparen(e).(*solidity.AssignExpr); ok {
		return a.RHS
	}
	return e
}
