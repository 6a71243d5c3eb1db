package engine

import (
	"context"
	"slices"
	"strings"
	"testing"
)

// guardSource is a dependency: an owner check and a reentrancy lock, with a flaw of its own (anyone may destroy
// it) and an import that is not in the unit.
const guardSource = `pragma solidity ^0.8.20;
import "./Missing.sol";
abstract contract Guarded {
    address public owner = msg.sender;
    uint256 private locked = 1;
    modifier onlyOwner() {
        require(msg.sender == owner, "not owner");
        _;
    }
    modifier nonReentrant() {
        require(locked == 1, "reentrant");
        locked = 2;
        _;
        locked = 1;
    }
    function kill() external {
        selfdestruct(payable(msg.sender));
    }
}
`

// vaultSource uses the dependency's guards; its sweep is only the owner's, its withdraw is locked.
const vaultSource = `pragma solidity ^0.8.20;
import "@acme/access/Guarded.sol";
contract Vault is Guarded {
    mapping(address => uint256) public balances;
    function deposit() external payable { balances[msg.sender] += msg.value; }
    function withdraw() external nonReentrant {
        (bool ok, ) = msg.sender.call{value: balances[msg.sender]}("");
        require(ok);
        balances[msg.sender] = 0;
    }
    function sweep(address payable to) external onlyOwner {
        to.transfer(address(this).balance);
    }
    function open() external {
        selfdestruct(payable(msg.sender));
    }
}
`

// A dependency is analysed with the unit (its guards count) but neither its findings nor the warnings about it
// are reported; the user's findings are those the unit gives with the dependency reported, fingerprints included.
func TestAnalyzeDependency(t *testing.T) {
	t.Parallel()
	analyze := func(dependency bool) *Result {
		t.Helper()
		res, err := Analyze(context.Background(), []Source{
			{Path: "src/Vault.sol", Content: []byte(vaultSource)},
			{Path: "@acme/access/Guarded.sol", Content: []byte(guardSource), Dependency: dependency},
		}, Options{})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	all, deps := analyze(false), analyze(true)

	var inDep, inVault []string
	for _, f := range all.Findings {
		if f.Location.File == "@acme/access/Guarded.sol" {
			inDep = append(inDep, f.Detector)
		} else {
			inVault = append(inVault, f.Detector+" "+f.Fingerprint)
		}
	}
	if !slices.Contains(inDep, "unprotected-selfdestruct") {
		t.Fatalf("reported, the dependency's kill is an unprotected-selfdestruct; got %v", inDep)
	}
	var got []string
	for _, f := range deps.Findings {
		if f.Location.File != "src/Vault.sol" {
			t.Errorf("finding %s in %s, a dependency", f.Detector, f.Location.File)
		}
		got = append(got, f.Detector+" "+f.Fingerprint)
	}
	if !slices.Equal(got, inVault) {
		t.Errorf("the user's findings with the dependency flagged:\n%v\nwant those of the whole unit:\n%v", got, inVault)
	}
	for _, f := range deps.Findings {
		switch f.Detector {
		case "reentrancy-eth", "reentrancy-no-eth", "unprotected-ether-withdrawal":
			t.Errorf("%s at line %d: the dependency's guard is not seen", f.Detector, f.Location.StartLine)
		}
	}
	if !strings.Contains(strings.Join(got, ","), "unprotected-selfdestruct") {
		t.Errorf("the user's own unprotected selfdestruct is not reported: %v", got)
	}

	missing := func(res *Result) bool {
		return slices.ContainsFunc(res.Warnings, func(w string) bool { return strings.Contains(w, "Missing.sol") })
	}
	if !missing(all) || missing(deps) {
		t.Errorf("warnings about the dependency's import: reported %v, flagged %v; want only when reported", all.Warnings, deps.Warnings)
	}
}

// A dependency's syntax errors are kept: they may explain what the analysis missed.
func TestAnalyzeDependencySyntaxErrors(t *testing.T) {
	t.Parallel()
	res, err := Analyze(context.Background(), []Source{
		{Path: "A.sol", Content: []byte("pragma solidity ^0.8.0;\ncontract A {}\n")},
		{Path: "lib/B.sol", Content: []byte("contract B { function f( }\n"), Dependency: true},
	}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Errors) == 0 || res.Errors[0].File != "lib/B.sol" {
		t.Errorf("errors = %+v, want the dependency's syntax error", res.Errors)
	}
}

// A dependency whose path holds a colon (a Windows drive) has its warnings left out too.
func TestAnalyzeDependencyPathWithColon(t *testing.T) {
	t.Parallel()
	res, err := Analyze(context.Background(), []Source{
		{Path: "src/Vault.sol", Content: []byte(vaultSource)},
		{Path: `C:\deps\Guarded.sol`, Content: []byte(guardSource), Dependency: true},
	}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range res.Warnings {
		if strings.Contains(w, "Missing.sol") {
			t.Errorf("warning about the dependency kept: %s", w)
		}
	}
	for _, f := range res.Findings {
		if f.Location.File != "src/Vault.sol" {
			t.Errorf("finding %s in %s, a dependency", f.Detector, f.Location.File)
		}
	}
}
