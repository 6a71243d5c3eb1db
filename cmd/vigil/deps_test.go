package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// writeTree writes files (path → content) under dir.
func writeTree(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for p, content := range files {
		full := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// A project whose contract imports from node_modules, through a remapping and from Foundry's lib/: the
// imports are found, the access check of an imported base is seen, and the dependencies' own findings stay out
// of the report unless --include-deps asks for them.
func TestAnalyzeFindsDependencies(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"package.json":   "{}",
		"remappings.txt": "solmate/=lib/solmate/src/\n",
		"contracts/Vault.sol": `pragma solidity ^0.8.20;
import "@acme/access/Owned.sol";
import "solmate/Math.sol";
import "forge-std/Console.sol";
contract Vault is Owned {
    function sweep(address payable to) external onlyOwner {
        to.transfer(address(this).balance);
    }
}
`,
		"node_modules/@acme/access/Owned.sol": `pragma solidity ^0.8.20;
import "./Base.sol";
contract Owned is Base {
    address public owner = msg.sender;
    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }
}
`,
		"node_modules/@acme/access/Base.sol": `pragma solidity ^0.8.20;
contract Base {
    function kill() external {
        selfdestruct(payable(msg.sender));
    }
}
`,
		"lib/solmate/src/Math.sol":      "pragma solidity ^0.8.20;\nlibrary Math { function one() internal pure returns (uint256) { return 1; } }\n",
		"lib/forge-std/src/Console.sol": "pragma solidity ^0.8.20;\nlibrary Console { function log() internal pure {} }\n",
	})
	vault := filepath.Join(dir, "contracts", "Vault.sol")

	type report struct {
		Findings []struct {
			Detector string `json:"detector"`
			Location struct {
				File string `json:"file"`
			} `json:"location"`
		} `json:"findings"`
		Warnings []string `json:"warnings"`
	}
	analyze := func(args ...string) report {
		t.Helper()
		code, out, errOut := runCLI(t, append([]string{"analyze", "--format", "json"}, args...)...)
		if code != exitOK {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		var r report
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("decode: %v\n%s", err, out)
		}
		return r
	}

	r := analyze(vault)
	for _, w := range r.Warnings {
		if strings.Contains(w, "not found") {
			t.Errorf("unexpected warning: %s", w)
		}
	}
	var detectors []string
	for _, f := range r.Findings {
		if f.Location.File != vault {
			t.Errorf("finding %s in %s, a dependency", f.Detector, f.Location.File)
		}
		detectors = append(detectors, f.Detector)
	}
	if slices.Contains(detectors, "unprotected-ether-withdrawal") {
		t.Errorf("sweep is behind the imported onlyOwner, yet reported: %v", detectors)
	}

	r = analyze("--include-deps", vault)
	found := false
	for _, f := range r.Findings {
		if f.Detector == "unprotected-selfdestruct" && f.Location.File == "@acme/access/Base.sol" {
			found = true
		}
	}
	if !found {
		t.Errorf("--include-deps: no unprotected-selfdestruct in @acme/access/Base.sol: %+v", r.Findings)
	}
}

func TestReadRemappings(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"foundry.toml": "[profile.default]\nsrc = \"src\"\nremappings = [\n  \"@oz/=lib/openzeppelin-contracts/contracts/\",\n  \"@oz/token/=lib/tokens/\",\n]\n",
	})
	got := readRemappings(dir)
	if len(got) != 2 || got[0].prefix != "@oz/token/" || got[1].prefix != "@oz/" ||
		got[1].target != filepath.Join(dir, "lib", "openzeppelin-contracts", "contracts") {
		t.Errorf("remappings: %+v", got)
	}
}

// A remapping may name an absolute directory, as the compiler allows: it is not taken as relative to the root.
func TestAnalyzeAbsoluteRemapping(t *testing.T) {
	dir, libs := t.TempDir(), t.TempDir()
	writeTree(t, libs, map[string]string{
		"access/Owned.sol": "pragma solidity ^0.8.20;\ncontract Owned {\n    address public owner = msg.sender;\n    modifier onlyOwner() {\n        require(msg.sender == owner);\n        _;\n    }\n}\n",
	})
	writeTree(t, dir, map[string]string{
		"remappings.txt": "@acme/=" + filepath.ToSlash(libs) + "/\n",
		"src/Vault.sol":  "pragma solidity ^0.8.20;\nimport \"@acme/access/Owned.sol\";\ncontract Vault is Owned {\n    function sweep(address payable to) external onlyOwner {\n        to.transfer(address(this).balance);\n    }\n}\n",
	})
	code, out, errOut := runCLI(t, "analyze", "--format", "json", "--min-severity", "medium", filepath.Join(dir, "src", "Vault.sol"))
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var rep struct {
		Findings []struct {
			Detector string `json:"detector"`
		} `json:"findings"`
		Warnings []string `json:"warnings"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Warnings) > 0 || len(rep.Findings) > 0 {
		t.Errorf("want the import found and no finding above low, got findings %v, warnings %v", rep.Findings, rep.Warnings)
	}
}
