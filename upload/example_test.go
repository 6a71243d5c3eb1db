package upload_test

import (
	"fmt"
	"net/http/httptest"
	"strings"

	"github.com/vigilsec/vigil/upload"
)

func ExampleParse() {
	body := `{"name": "Token", "files": [
		{"path": "contracts/Token.sol", "content": "contract Token {}"},
		{"path": "README.md", "content": "# Token"}
	]}`
	r := httptest.NewRequest("POST", "/api/v1/contracts/upload", strings.NewReader(body))
	r.Header.Set("Content-Type", "application/json")

	up, err := upload.Parse(r, upload.Limits{MaxBytes: 1 << 20})
	if err != nil {
		panic(err) // a *vigil.Error for the client
	}
	for _, f := range up.Files {
		fmt.Println(f.Path, len(f.Content), "bytes")
	}
	fmt.Println("ignored:", up.Ignored, "scan:", up.Scan)
	// Output:
	// contracts/Token.sol 17 bytes
	// ignored: [README.md] scan: true
}
