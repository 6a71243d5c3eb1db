package http_test

import (
	"bytes"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/vigilsec/vigil"
)

// An OpenZeppelin-style Ownable and ReentrancyGuard, and a vault that relies on them: without them its
// nonReentrant withdrawal is a reentrancy and its owner-only sweep an open withdrawal.
const (
	ownableSource = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
abstract contract Ownable {
    address private _owner;
    constructor(address initialOwner) { _owner = initialOwner; }
    modifier onlyOwner() {
        require(msg.sender == _owner, "not the owner");
        _;
    }
    function renounce() external {
        selfdestruct(payable(msg.sender));
    }
}
`
	guardSource = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
abstract contract ReentrancyGuard {
    uint256 private _status = 1;
    modifier nonReentrant() {
        require(_status != 2, "reentrant call");
        _status = 2;
        _;
        _status = 1;
    }
}
`
	vaultSource = `// SPDX-License-Identifier: MIT
pragma solidity 0.8.24;
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
contract Vault is Ownable, ReentrancyGuard {
    mapping(address => uint256) public balances;
    constructor() Ownable(msg.sender) {}
    function deposit() external payable { balances[msg.sender] += msg.value; }
    function withdraw() external nonReentrant {
        uint256 amount = balances[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send failed");
        balances[msg.sender] = 0;
    }
    function sweep(address payable to) external onlyOwner {
        to.transfer(address(this).balance);
    }
}
`
	ownablePath = "@openzeppelin/contracts/access/Ownable.sol"
	guardPath   = "@openzeppelin/contracts/utils/ReentrancyGuard.sol"
)

// uploadFile is a file of a JSON upload; Dependency is sent as given (nil leaves it out).
type uploadFile struct {
	Path       string `json:"path"`
	Content    string `json:"content"`
	Dependency any    `json:"dependency,omitempty"`
}

func dependencyUpload(files ...uploadFile) []byte {
	body, _ := json.Marshal(map[string]any{"files": files})
	return body
}

// multipartDependencies is a multipart body with the files in the field "files" and deps in "dependencies".
func multipartDependencies(t *testing.T, files, deps []file) ([]byte, string) {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for _, set := range []struct {
		field string
		files []file
	}{{"files", files}, {"dependencies", deps}} {
		for _, f := range set.files {
			w, err := mw.CreateFormFile(set.field, f.Path)
			if err != nil {
				t.Fatal(err)
			}
			io.WriteString(w, f.Content)
		}
	}
	if err := mw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), mw.FormDataContentType()
}

// scanFindings waits for the upload's scan and returns its vulnerabilities as "detector file:line".
func (b *bundle) scanFindings(t *testing.T, up *uploadResult) []string {
	t.Helper()
	if s := b.waitScan(t, b.key, up.Scan.ID); s.Status != vigil.ScanCompleted {
		t.Fatalf("scan = %+v", s)
	}
	var l list[vigil.Vulnerability]
	b.getJSON(t, b.key, "/api/v1/vulnerabilities?limit=100&scan_id="+up.Scan.ID, &l)
	var out []string
	for _, v := range l.Data {
		out = append(out, v.Detector+" "+v.Location.File)
	}
	slices.Sort(out)
	return out
}

// Dependencies sent with the upload are analysed (their guards count) but their own findings are not reported,
// as JSON and as multipart; the contract says which files are dependencies.
func TestUploadWithDependencies(t *testing.T) {
	t.Parallel()
	b := setup(t, options{})

	alone := b.upload(t, b.key, file{"contracts/Vault.sol", vaultSource})
	without := b.scanFindings(t, alone)
	// Without its imports the lock of nonReentrant is unknown. (An unknown onlyOwner is taken for an access
	// check already, so sweep is no finding either way.)
	for _, want := range []string{"reentrancy-eth contracts/Vault.sol"} {
		if !slices.Contains(without, want) {
			t.Fatalf("without its imports the vault should get %q (the false alarm dependencies remove); got %v", want, without)
		}
	}

	byJSON := b.expectUpload(t, request{method: "POST", path: "/api/v1/contracts/upload", key: b.key, contentType: "application/json",
		body: dependencyUpload(uploadFile{ownablePath, ownableSource, true}, uploadFile{guardPath, guardSource, true},
			uploadFile{"contracts/Vault.sol", vaultSource, false})})
	if byJSON.Name != "Vault.sol" {
		t.Errorf("name = %q, want the first file that is not a dependency", byJSON.Name)
	}
	roles := map[string]bool{}
	for _, f := range byJSON.Files {
		roles[f.Path] = f.Dependency
	}
	if len(roles) != 3 || !roles[ownablePath] || !roles[guardPath] || roles["contracts/Vault.sol"] {
		t.Errorf("files = %+v, want the two imports marked as dependencies", byJSON.Files)
	}
	var stored vigil.Contract
	b.getJSON(t, b.key, "/api/v1/contracts/"+byJSON.ID, &stored)
	if !slices.Equal(stored.Files, byJSON.Files) {
		t.Errorf("GET contract files = %+v, want %+v", stored.Files, byJSON.Files)
	}
	var src struct {
		Files []struct {
			Path       string `json:"path"`
			Dependency bool   `json:"dependency"`
		} `json:"files"`
	}
	b.getJSON(t, b.key, "/api/v1/contracts/"+byJSON.ID+"/source", &src)
	for _, f := range src.Files {
		if f.Dependency != roles[f.Path] {
			t.Errorf("source of %s: dependency %t", f.Path, f.Dependency)
		}
	}

	withDeps := b.scanFindings(t, byJSON)
	for _, f := range withDeps {
		if !strings.HasSuffix(f, " contracts/Vault.sol") {
			t.Errorf("finding %q is in a dependency", f)
		}
		if strings.HasPrefix(f, "reentrancy-eth ") || strings.HasPrefix(f, "unprotected-ether-withdrawal ") {
			t.Errorf("false alarm %q: the dependencies' guards are not seen", f)
		}
	}
	var scan vigil.Scan
	b.getJSON(t, b.key, "/api/v1/scans/"+byJSON.Scan.ID, &scan)
	if len(scan.Warnings) != 0 {
		t.Errorf("warnings = %+v, want none: every import was sent", scan.Warnings)
	}

	body, ct := multipartDependencies(t, []file{{"contracts/Vault.sol", vaultSource}},
		[]file{{ownablePath, ownableSource}, {guardPath, guardSource}})
	byMultipart := b.expectUpload(t, request{method: "POST", path: "/api/v1/contracts/upload", key: b.key, contentType: ct, body: body})
	if !slices.Equal(byMultipart.Files, byJSON.Files) {
		t.Errorf("multipart files = %+v, want %+v", byMultipart.Files, byJSON.Files)
	}
	if got := b.scanFindings(t, byMultipart); !slices.Equal(got, withDeps) {
		t.Errorf("multipart findings = %v, want those of the JSON upload %v", got, withDeps)
	}

	// The same files, the imports sent as the user's own: their findings are reported.
	asOwn := b.expectUpload(t, request{method: "POST", path: "/api/v1/contracts/upload", key: b.key, contentType: "application/json",
		body: dependencyUpload(uploadFile{Path: ownablePath, Content: ownableSource}, uploadFile{Path: guardPath, Content: guardSource},
			uploadFile{Path: "contracts/Vault.sol", Content: vaultSource})})
	if asOwn.SHA256 == byJSON.SHA256 {
		t.Error("the upload's digest does not tell dependencies from the user's files")
	}
	if got := b.scanFindings(t, asOwn); !slices.Contains(got, "unprotected-selfdestruct "+ownablePath) {
		t.Errorf("imports sent as the user's files: findings %v, want the Ownable's own", got)
	}
}

func TestUploadDependencyErrors(t *testing.T) {
	t.Parallel()
	b := setup(t, options{analyze: fakeEngine})
	onlyDeps, onlyDepsType := multipartDependencies(t, nil, []file{{ownablePath, ownableSource}})
	dupBody, dupType := multipartDependencies(t, []file{{"A.sol", "contract A {}"}}, []file{{"./A.sol", "contract B {}"}})
	tests := []struct {
		name, contentType string
		body              []byte
		param, message    string
	}{
		{"a dependency flag that is not a boolean", "application/json",
			dependencyUpload(uploadFile{"A.sol", "contract A {}", "true"}), "files[0].dependency", "files[0].dependency must be a boolean"},
		{"a dependency flag that is a number", "application/json",
			dependencyUpload(uploadFile{"A.sol", "contract A {}", nil}, uploadFile{"B.sol", "contract B {}", 1}), "files[1].dependency", "must be a boolean"},
		{"every file a dependency", "application/json",
			dependencyUpload(uploadFile{ownablePath, ownableSource, true}, uploadFile{guardPath, guardSource, true}),
			"files", "Every .sol file of the upload is a dependency, so there would be nothing to report"},
		{"a dependency with a file's path", "application/json",
			dependencyUpload(uploadFile{"A.sol", "contract A {}", nil}, uploadFile{"A.sol", "contract B {}", true}), "files", `"A.sol" appears more than once`},
		{"multipart with only dependencies", onlyDepsType, onlyDeps, "files", "Every .sol file of the upload is a dependency"},
		{"multipart dependency with a file's path", dupType, dupBody, "dependencies", `"A.sol" appears more than once`},
	}
	for _, tt := range tests {
		r := b.do(t, request{method: "POST", path: "/api/v1/contracts/upload", key: b.key, contentType: tt.contentType, body: tt.body})
		var e struct {
			Error struct{ Code, Message, Param string } `json:"error"`
		}
		r.decode(t, &e)
		if r.StatusCode != http.StatusBadRequest || e.Error.Code != vigil.CodeValidation || e.Error.Param != tt.param || !strings.Contains(e.Error.Message, tt.message) {
			t.Errorf("%s: %d %+v, want 400 VALIDATION_ERROR on %s saying %q", tt.name, r.StatusCode, e.Error, tt.param, tt.message)
		}
	}
	var contracts list[vigil.Contract]
	b.getJSON(t, b.key, "/api/v1/contracts", &contracts)
	if len(contracts.Data) != 0 {
		t.Errorf("refused uploads stored %d contracts", len(contracts.Data))
	}
}
