package detector

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// FloatingPragma reports `pragma solidity` directives that allow more than one compiler version, and files
// with no such pragma.
//
// A file that declares only interfaces, libraries or abstract contracts is meant to be imported and compiled
// with whatever compiler the deploying project pins, so a range there is the norm: it is reported at
// informational severity and low confidence. A file with a deployable contract gets low severity.
var FloatingPragma = &Detector{
	ID:    "floating-pragma",
	Title: "Floating compiler version",
	Description: "The pragma allows several compiler versions (^, ~, >=, ranges, partial versions) or is missing. " +
		"The contract may then be deployed with a compiler other than the one it was tested and audited with, " +
		"possibly one with known bugs.",
	Exploit: "The contract is compiled with a newer or older compiler than the audited one, whose different " +
		"code generation or bugs change its behaviour in production.",
	Recommendation: "Pin the exact compiler version the contract was tested with (pragma solidity 0.8.24;) in " +
		"contracts that are deployed; keep ranges for libraries meant to be imported.",
	Severity:   vigil.SeverityLow,
	Confidence: vigil.ConfidenceHigh,
	SWC:        "SWC-103",
	CWE:        "CWE-1104",
	Requires:   []Requirement{RequireSymbols},
	Run:        runFloatingPragma,
}

// OutdatedPragma reports pragmas that allow compiler versions with known serious bugs. As for floating-pragma,
// a file with only interfaces, libraries or abstract contracts is reported at informational severity.
var OutdatedPragma = &Detector{
	ID:    "outdated-pragma",
	Title: "Compiler version with known serious bugs allowed",
	Description: "The pragma allows a compiler version affected by a known medium- or high-severity code " +
		"generation bug (from the Solidity team's published bug list; see compilerBugs for the list used).",
	Exploit: "Compiled with an affected version, the contract's bytecode does not do what the source says, for " +
		"example exponentiation of short types without cleanup, or storage left dirty when an array shrinks.",
	Recommendation: "Require a recent compiler release (for example pragma solidity 0.8.24;).",
	Severity:       vigil.SeverityLow,
	Confidence:     vigil.ConfidenceMedium,
	SWC:            "SWC-102",
	CWE:            "CWE-1104",
	Requires:       []Requirement{RequireSymbols},
	Run:            runOutdatedPragma,
}

// compilerBug is one entry of the Solidity bug list that outdated-pragma checks for.
type compilerBug struct {
	name     string
	affected string // a version range in pragma syntax
	severity string
	note     string
	// abiV2 marks bugs that only affect code compiled with ABIEncoderV2 (the default from 0.8.0).
	abiV2 bool
}

// compilerBugs is a selection of the medium- and high-severity bugs of the Solidity team's published list
// (docs/bugs.json in the compiler's repository), with the versions they affect. Very-low and low ones, and
// ones that need an unusual setting, are left out.
var compilerBugs = []compilerBug{
	{"HighOrderByteCleanStorage", ">=0.1.6 <0.4.4", "high", "storage of short types not cleaned", false},
	{"ECRecoverMalformedInput", "<0.4.14", "medium", "ecrecover returns garbage on malformed input", false},
	{"NestedArrayFunctionCallDecoder", ">=0.1.4 <0.4.22", "medium", "wrong decoding of nested arrays returned by calls", false},
	{"ExpExponentCleanup", "<0.4.25", "medium", "exponentiation and negation of short types without cleanup", false},
	{"ABIEncoderV2StorageArrayWithMultiSlotElement", ">=0.4.16 <0.5.10", "high", "with ABIEncoderV2: wrong encoding of storage arrays of structs", true},
	{"DynamicArrayCleanup", "<0.7.3", "medium", "slots of a shrunk short-element storage array not zeroed", false},
	{"KeccakCaching", "<0.8.3", "medium", "with the optimizer: keccak256 of different memory reused", false},
	{"AbiReencodingHeadOverflowWithStaticArrayCleanup", ">=0.5.8 <0.8.16", "medium", "abi-encoding calldata static arrays corrupts the first element", true},
	{"StorageWriteRemovalBeforeConditionalTermination", ">=0.8.13 <0.8.17", "medium", "with the optimizer: storage writes before a conditional return removed", false},
}

// compilerBugRanges parses the affected ranges of compilerBugs once, in the same order.
var compilerBugRanges = sync.OnceValues(func() ([]analysis.VersionRange, error) {
	out := make([]analysis.VersionRange, len(compilerBugs))
	for i, b := range compilerBugs {
		r, err := analysis.ParseVersionRange(b.affected)
		if err != nil {
			return nil, fmt.Errorf("compiler bug %s: %w", b.name, err)
		}
		out[i] = r
	}
	return out, nil
})

// isLockedVersion reports whether a pragma value, spaces trimmed, names one exact version: an optional `=`,
// spaces (\t, \n, \f, \r or ' '), an optional v, and three dot-separated numbers of decimal digits.
func isLockedVersion(v string) bool {
	i := 0
	if i < len(v) && v[i] == '=' {
		i++
	}
	for i < len(v) && (v[i] == ' ' || v[i] == '\t' || v[i] == '\n' || v[i] == '\f' || v[i] == '\r') {
		i++
	}
	if i < len(v) && v[i] == 'v' {
		i++
	}
	for part := 0; part < 3; part++ {
		if part > 0 {
			if i == len(v) || v[i] != '.' {
				return false
			}
			i++
		}
		start := i
		for i < len(v) && v[i] >= '0' && v[i] <= '9' {
			i++
		}
		if i == start {
			return false
		}
	}
	return i == len(v)
}

func runFloatingPragma(p *Pass) error {
	for _, f := range p.Model.Files {
		if f == nil || f.Unit == nil || !declaresContract(f) {
			continue
		}
		deployable := deployableFile(f)
		sev, conf, note := vigil.SeverityLow, vigil.ConfidenceHigh, ""
		if !deployable {
			sev, conf, note = vigil.SeverityInformational, vigil.ConfidenceLow, " (the file holds only interfaces, libraries or abstract contracts, usually meant to be imported)"
		}
		seen := false
		for _, it := range f.Unit.Items {
			pr, ok := it.(*solidity.PragmaDirective)
			if !ok || pr.Name != "solidity" {
				continue
			}
			seen = true
			if isLockedVersion(strings.TrimSpace(pr.Value)) {
				continue
			}
			p.Report(Report{File: f, Contract: firstContractOf(p.Model, f), At: pr, Severity: sev, Confidence: conf,
				Message: "pragma solidity " + pr.Value + " allows more than one compiler version" + note})
		}
		if !seen {
			start := positionAt(f.Src, 0)
			end := start
			if i := strings.IndexByte(string(f.Src), '\n'); i > 0 {
				end = positionAt(f.Src, i)
			}
			p.Report(Report{File: f, Contract: firstContractOf(p.Model, f), At: spanNode(solidity.Range{Start: start, End: end}),
				Severity: sev, Confidence: conf,
				Message: fmt.Sprintf("%s has no pragma solidity: any compiler version may be used%s", f.Path, note)})
		}
	}
	return nil
}

// deployableFile reports whether f declares a contract that can be deployed (not an interface, library or
// abstract contract).
func deployableFile(f *solidity.File) bool {
	for _, it := range f.Unit.Items {
		if c, ok := it.(*solidity.ContractDefinition); ok && c.Kind == solidity.KindContract && !c.Abstract {
			return true
		}
	}
	return false
}

// declaresContract reports whether f declares a contract, interface or library.
func declaresContract(f *solidity.File) bool {
	for _, it := range f.Unit.Items {
		if _, ok := it.(*solidity.ContractDefinition); ok {
			return true
		}
	}
	return false
}

// firstContractOf returns the first contract declared in f, for locating file-level findings.
func firstContractOf(m *analysis.Model, f *solidity.File) *analysis.Contract {
	for _, c := range m.Contracts {
		if c.File == f {
			return c
		}
	}
	return nil
}

func runOutdatedPragma(p *Pass) error {
	for _, f := range p.Model.Files {
		if f == nil || f.Unit == nil {
			continue
		}
		// The unit's items are read for its pragmas twice, rather than gathered in a list.
		abiV2 := false
		for _, it := range f.Unit.Items {
			if pr, ok := it.(*solidity.PragmaDirective); ok && ((pr.Name == "experimental" && strings.Contains(pr.Value, "ABIEncoderV2")) || (pr.Name == "abicoder" && strings.Contains(pr.Value, "v2"))) {
				abiV2 = true
			}
		}
		for _, it := range f.Unit.Items {
			pr, ok := it.(*solidity.PragmaDirective)
			if !ok || pr.Name != "solidity" {
				continue
			}
			bugs, err := pragmaBugsOf(pr.Value, abiV2)
			if err != nil {
				return err
			}
			if bugs.hits == "" {
				continue
			}
			r := Report{File: f, Contract: firstContractOf(p.Model, f), At: pr, Severity: bugs.worst,
				Message: bugs.message}
			if !deployableFile(f) {
				// Interfaces, libraries and abstract contracts are compiled with the importing project's compiler.
				r.Severity, r.Confidence = vigil.SeverityInformational, vigil.ConfidenceLow
				r.Message += " (the file holds only interfaces, libraries or abstract contracts, usually meant to be imported)"
			}
			p.Report(r)
		}
	}
	return nil
}

// pragmaBugs is what outdated-pragma reports for a pragma value: the known bugs of the versions it allows
// (empty when none, or when the value does not parse), and the severity they warrant.
type pragmaBugs struct {
	hits  string
	worst vigil.Severity
	// message is the finding's message for the pragma (when hits is not empty), kept with the rest: the same
	// pragma comes back in file after file.
	message string
}

type pragmaBugsKey struct {
	value string
	abiV2 bool
}

// pragmaBugsCache holds pragmaBugs per pragma value and ABI coder: the same few pragmas come back in file after
// file. It stops growing at maxCachedPragmas entries, so that odd input cannot make it grow without bound.
var (
	pragmaBugsCache  sync.Map // pragmaBugsKey → pragmaBugs
	pragmaBugsCached atomic.Int64
)

const maxCachedPragmas = 1024

func pragmaBugsOf(value string, abiV2 bool) (pragmaBugs, error) {
	key := pragmaBugsKey{value, abiV2}
	if b, ok := pragmaBugsCache.Load(key); ok {
		return b.(pragmaBugs), nil
	}
	b, err := findPragmaBugs(value, abiV2)
	if err != nil {
		return pragmaBugs{}, err
	}
	if b.hits != "" {
		b.message = "pragma solidity " + value + " allows compilers with known bugs: " + b.hits
	}
	if pragmaBugsCached.Load() < maxCachedPragmas {
		// A pragma's text is a substring of its file's source: kept as it is, the key would keep the whole
		// upload in memory for the life of the process.
		key.value = strings.Clone(key.value)
		if _, loaded := pragmaBugsCache.LoadOrStore(key, b); !loaded {
			pragmaBugsCached.Add(1)
		}
	}
	return b, nil
}

func findPragmaBugs(value string, abiV2 bool) (pragmaBugs, error) {
	allowed, err := analysis.ParseVersionRange(value)
	if err != nil {
		return pragmaBugs{}, nil
	}
	// The message names the first three bugs and counts the others.
	var hits strings.Builder
	n := 0
	worst := vigil.SeverityLow
	affected, err := compilerBugRanges()
	if err != nil {
		return pragmaBugs{}, err
	}
	for i, b := range compilerBugs {
		if (b.abiV2 && !abiV2) || !allowed.Overlaps(affected[i]) {
			continue
		}
		if n++; n <= 3 {
			if n > 1 {
				hits.WriteString("; ")
			}
			hits.WriteString(b.name)
			hits.WriteString(" (")
			hits.WriteString(b.severity)
			hits.WriteString(": ")
			hits.WriteString(b.note)
			hits.WriteString(")")
		}
		if b.severity == "high" {
			worst = vigil.SeverityMedium
		}
	}
	if n == 0 {
		return pragmaBugs{}, nil
	}
	if n > 3 {
		hits.WriteString(" and " + strconv.Itoa(n-3) + " more")
	}
	return pragmaBugs{hits: hits.String(), worst: worst}, nil
}
