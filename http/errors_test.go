package http_test

import (
	"archive/zip"
	"bytes"
	"context"
	"database/sql"
	"encoding/base64"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/vigilsec/vigil"
)

// TestErrorCodes produces every error code the service can give today (idempotency and rate limits come with
// their own middleware) and checks status, code and the headers that go with them.
func TestErrorCodes(t *testing.T) {
	t.Parallel()
	b := setup(t, options{analyze: fakeEngine})
	up := b.upload(t, b.key, file{"A.sol", "contract A {}"})
	b.waitScan(t, b.key, up.Scan.ID)
	var cursorPage list[vigil.Contract]
	b.upload(t, b.key, file{"B.sol", "contract B {}"})
	b.getJSON(t, b.key, "/api/v1/contracts?limit=1", &cursorPage)
	cursor := *cursorPage.NextCursor

	r := b.do(t, request{method: "POST", path: "/api/v1/api-keys", key: b.key, contentType: "application/json", body: []byte(`{"scopes":["contracts:read"]}`)})
	var readOnly struct {
		Key string `json:"key"`
		ID  string `json:"id"`
	}
	r.decode(t, &readOnly)
	r = b.do(t, request{method: "POST", path: "/api/v1/api-keys", key: b.key, contentType: "application/json", body: []byte(`{}`)})
	var revoked struct {
		Key string `json:"key"`
		ID  string `json:"id"`
	}
	r.decode(t, &revoked)
	b.do(t, request{method: "DELETE", path: "/api/v1/api-keys/" + revoked.ID, key: b.key})
	unknown := vigil.NewKeyToken().Text()

	tests := []struct {
		name  string
		req   request
		code  string
		param string
	}{
		{"no key", request{method: "GET", path: "/api/v1/contracts"}, vigil.CodeUnauthorized, ""},
		{"malformed key", request{method: "GET", path: "/api/v1/contracts", key: "vgl_live_nonsense"}, vigil.CodeUnauthorized, ""},
		{"unknown key", request{method: "GET", path: "/api/v1/contracts", key: unknown}, vigil.CodeUnauthorized, ""},
		{"revoked key", request{method: "GET", path: "/api/v1/contracts", key: revoked.Key}, vigil.CodeUnauthorized, ""},
		{"basic scheme", request{method: "GET", path: "/api/v1/contracts", header: http.Header{"Authorization": {"Basic " + base64.StdEncoding.EncodeToString([]byte("a:"+b.key))}}}, vigil.CodeUnauthorized, ""},
		{"missing scope", request{method: "POST", path: "/api/v1/contracts/upload", key: readOnly.Key, contentType: "application/json", body: jsonUpload("", nil, file{"a.sol", "x"})}, vigil.CodeForbidden, ""},
		{"unknown contract", request{method: "GET", path: "/api/v1/contracts/ctr_missing", key: b.key}, vigil.CodeNotFound, ""},
		{"unknown path", request{method: "GET", path: "/api/v1/nothing", key: b.key}, vigil.CodeNotFound, ""},
		{"wrong method", request{method: "PUT", path: "/api/v1/contracts", key: b.key}, vigil.CodeMethodNotAllowed, ""},
		{"unknown sort field", request{method: "GET", path: "/api/v1/contracts?sort=size", key: b.key}, vigil.CodeValidation, "sort"},
		{"malformed query", request{method: "GET", path: "/api/v1/contracts?sort=name;drop", key: b.key}, vigil.CodeValidation, ""},
		{"bad escape in query", request{method: "GET", path: "/api/v1/scans?status=%zz", key: b.key}, vigil.CodeValidation, ""},
		{"unknown filter", request{method: "GET", path: "/api/v1/vulnerabilities?colour=red", key: b.key}, vigil.CodeValidation, "colour"},
		{"bad severity", request{method: "GET", path: "/api/v1/vulnerabilities?severity=huge", key: b.key}, vigil.CodeValidation, "severity"},
		{"limit too large", request{method: "GET", path: "/api/v1/scans?limit=1000", key: b.key}, vigil.CodeValidation, "limit"},
		{"cursor and page", request{method: "GET", path: "/api/v1/contracts?page=2&cursor=" + esc(cursor), key: b.key}, vigil.CodeValidation, "page"},
		{"bad report format", request{method: "GET", path: "/api/v1/scans/" + up.Scan.ID + "/report?format=pdf", key: b.key}, vigil.CodeValidation, "format"},
		{"bad triage status", request{method: "PATCH", path: "/api/v1/vulnerabilities/vln_x", key: b.key, contentType: "application/json", body: []byte(`{"status":"ignored"}`)}, vigil.CodeValidation, "status"},
		{"malformed JSON", request{method: "PATCH", path: "/api/v1/vulnerabilities/vln_x", key: b.key, contentType: "application/json", body: []byte(`{"status":`)}, vigil.CodeInvalidJSON, ""},
		{"tampered cursor", request{method: "GET", path: "/api/v1/contracts?limit=1&cursor=" + esc(tamper(cursor)), key: b.key}, vigil.CodeInvalidCursor, ""},
		{"cursor with other filters", request{method: "GET", path: "/api/v1/contracts?limit=1&name=x&cursor=" + esc(cursor), key: b.key}, vigil.CodeInvalidCursor, ""},
		{"cursor with another sort", request{method: "GET", path: "/api/v1/contracts?limit=1&sort=name&cursor=" + esc(cursor), key: b.key}, vigil.CodeInvalidCursor, ""},
		{"cancel a finished scan", request{method: "POST", path: "/api/v1/scans/" + up.Scan.ID + "/cancel", key: b.key}, vigil.CodeConflict, ""},
		{"oversize body", request{method: "POST", path: "/api/v1/contracts/upload", key: b.key, contentType: "application/json", body: jsonUpload("", nil, file{"a.sol", strings.Repeat("a", 2<<20)})}, vigil.CodePayloadTooLarge, ""},
		{"wrong media type", request{method: "POST", path: "/api/v1/contracts/upload", key: b.key, contentType: "text/plain", body: []byte("contract A {}")}, vigil.CodeUnsupportedMediaType, ""},
		{"wrong media type for JSON", request{method: "PATCH", path: "/api/v1/vulnerabilities/vln_x", key: b.key, contentType: "text/plain", body: []byte(`{}`)}, vigil.CodeUnsupportedMediaType, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := b.do(t, tt.req)
			var e struct {
				Error struct{ Code, Message, Param string } `json:"error"`
			}
			r.decode(t, &e)
			if e.Error.Code != tt.code || (tt.param != "" && e.Error.Param != tt.param) {
				t.Errorf("%d %s (param %q): %s; want %s (param %q)", r.StatusCode, e.Error.Code, e.Error.Param, e.Error.Message, tt.code, tt.param)
			}
			switch tt.code {
			case vigil.CodeUnauthorized:
				if e.Error.Message != vigil.UnauthorizedMessage || r.Header.Get("WWW-Authenticate") == "" {
					t.Errorf("401 message %q, WWW-Authenticate %q", e.Error.Message, r.Header.Get("WWW-Authenticate"))
				}
			case vigil.CodeMethodNotAllowed:
				if allow := r.Header.Get("Allow"); !strings.Contains(allow, "GET") {
					t.Errorf("Allow = %q", allow)
				}
			}
		})
	}
}

// tamper flips one character of a cursor.
func tamper(c string) string {
	b := []byte(c)
	i := len(b) / 2
	if b[i] == 'A' {
		b[i] = 'B'
	} else {
		b[i] = 'A'
	}
	return string(b)
}

// TestBadUploadsChangeNothing sends each kind of bad upload and checks the 4xx and that no contract or scan
// appeared.
func TestBadUploadsChangeNothing(t *testing.T) {
	t.Parallel()
	b := setup(t, options{analyze: fakeEngine})
	count := func() int {
		var l list[vigil.Contract]
		b.getJSON(t, b.key, "/api/v1/contracts?page=1&per_page=1", &l)
		var s list[vigil.Scan]
		b.getJSON(t, b.key, "/api/v1/scans?page=1&per_page=1", &s)
		return *l.TotalCount + *s.TotalCount
	}
	var bomb bytes.Buffer
	zw := zip.NewWriter(&bomb)
	w, _ := zw.Create("Bomb.sol")
	zeros := make([]byte, 1<<20)
	for range 20 {
		w.Write(zeros) // 20 MiB of zeros compress to about 20 KiB
	}
	zw.Close()
	multipartBomb, bombCT := multipartZip(t, "bomb.zip", bomb.Bytes())
	traversal := zipBytes(t, file{"../../etc/evil.sol", "contract E {}"})
	absolute := zipBytes(t, file{"/abs/evil.sol", "contract E {}"})
	many := make([]file, 1001)
	for i := range many {
		many[i] = file{Path: fmt.Sprintf("src/F%d.sol", i), Content: "contract F {}"}
	}
	tooMany := zipBytes(t, many...)
	emptyMultipart, emptyCT := multipartBody(t, map[string]string{"name": "nothing"})
	jsonCT := "application/json"
	tests := []struct {
		name   string
		body   []byte
		ct     string
		status int
		code   string
	}{
		{"malformed JSON", []byte(`{"files": [`), jsonCT, 400, vigil.CodeInvalidJSON},
		{"not an object", []byte(`[1, 2]`), jsonCT, 400, ""},
		{"wrong type", []byte(`{"files": "A.sol"}`), jsonCT, 400, vigil.CodeValidation},
		{"wrong type inside", []byte(`{"files": [{"path": 7, "content": "x"}]}`), jsonCT, 400, vigil.CodeValidation},
		{"unknown field", []byte(`{"files": [{"path": "a.sol", "content": "x"}], "colour": "red"}`), jsonCT, 400, vigil.CodeValidation},
		{"empty upload", []byte(`{"files": []}`), jsonCT, 400, vigil.CodeValidation},
		{"empty body", nil, jsonCT, 400, ""},
		{"no Solidity file", jsonUpload("", nil, file{"README.md", "# hi"}), jsonCT, 400, vigil.CodeValidation},
		{"non-UTF-8 source", []byte("{\"files\": [{\"path\": \"a.sol\", \"content\": \"contract \xff\xfe {}\"}]}"), jsonCT, 400, ""},
		{"empty multipart", emptyMultipart, emptyCT, 400, vigil.CodeValidation},
		{"oversize body", jsonUpload("", nil, file{"a.sol", strings.Repeat("a", 3<<20)}), jsonCT, 413, vigil.CodePayloadTooLarge},
		{"zip with traversal", traversal, "application/zip", 400, vigil.CodeValidation},
		{"zip with absolute path", absolute, "application/zip", 400, vigil.CodeValidation},
		{"zip with too many files", tooMany, "application/zip", 0, ""}, // 400 or 413, as the upload limits decide
		{"zip bomb", multipartBomb, bombCT, 413, vigil.CodePayloadTooLarge},
		{"unsupported media type", []byte("contract A {}"), "text/x-solidity", 415, vigil.CodeUnsupportedMediaType},
	}
	before := count()
	for _, tt := range tests {
		r := b.do(t, request{method: "POST", path: "/api/v1/contracts/upload", key: b.key, contentType: tt.ct, body: tt.body})
		code := r.errorCode(t)
		if r.StatusCode < 400 || r.StatusCode >= 500 || (tt.status != 0 && r.StatusCode != tt.status) || (tt.code != "" && code != tt.code) {
			t.Errorf("%s: %d %s (%s); want %d %s", tt.name, r.StatusCode, code, r.body, tt.status, tt.code)
		}
	}
	if after := count(); after != before {
		t.Errorf("bad uploads changed the data: %d contracts and scans before, %d after", before, after)
	}
	// The service still works.
	b.waitScan(t, b.key, b.upload(t, b.key, file{"ok.sol", "contract Ok {}"}).Scan.ID)
}

// TestCrossOrganizationIsNotFound checks every endpoint with an id: another organisation's resources are 404,
// exactly like ids that do not exist, and lists never show them.
func TestCrossOrganizationIsNotFound(t *testing.T) {
	t.Parallel()
	b := setup(t, options{analyze: fakeEngine})
	up := b.upload(t, b.key, file{"A.sol", "// finding: high d SWC-1\n"})
	b.waitScan(t, b.key, up.Scan.ID)
	var vulns list[vigil.Vulnerability]
	b.getJSON(t, b.key, "/api/v1/vulnerabilities", &vulns)
	vid := vulns.Data[0].ID
	var keys list[vigil.APIKey]
	b.getJSON(t, b.key, "/api/v1/api-keys", &keys)
	kid := keys.Data[0].ID
	json := "application/json"
	for _, req := range []request{
		{method: "GET", path: "/api/v1/contracts/" + up.ID},
		{method: "GET", path: "/api/v1/contracts/" + up.ID + "/source"},
		{method: "DELETE", path: "/api/v1/contracts/" + up.ID},
		{method: "POST", path: "/api/v1/contracts/" + up.ID + "/scans"},
		{method: "GET", path: "/api/v1/scans/" + up.Scan.ID},
		{method: "POST", path: "/api/v1/scans/" + up.Scan.ID + "/cancel"},
		{method: "GET", path: "/api/v1/scans/" + up.Scan.ID + "/report"},
		{method: "GET", path: "/api/v1/vulnerabilities/" + vid},
		{method: "PATCH", path: "/api/v1/vulnerabilities/" + vid, contentType: json, body: []byte(`{"status":"wont_fix"}`)},
		{method: "DELETE", path: "/api/v1/api-keys/" + kid},
	} {
		req.key = b.other
		if r := b.do(t, req); r.StatusCode != http.StatusNotFound || r.errorCode(t) != vigil.CodeNotFound {
			t.Errorf("%s %s by another organisation = %d %s", req.method, req.path, r.StatusCode, r.body)
		}
	}
	for _, p := range []string{
		"/api/v1/contracts", "/api/v1/scans", "/api/v1/scans?contract_id=" + up.ID, "/api/v1/vulnerabilities",
		"/api/v1/vulnerabilities?scan_id=" + up.Scan.ID, "/api/v1/vulnerabilities?contract_id=" + up.ID,
	} {
		var l list[map[string]any]
		b.getJSON(t, b.other, p, &l)
		if len(l.Data) != 0 {
			t.Errorf("GET %s by another organisation lists %d items", p, len(l.Data))
		}
	}
	// Nothing changed for the owner.
	var v vigil.Vulnerability
	b.getJSON(t, b.key, "/api/v1/vulnerabilities/"+vid, &v)
	if v.Status != vigil.VulnOpen {
		t.Errorf("status changed by another organisation: %s", v.Status)
	}
	b.getJSON(t, b.key, "/api/v1/contracts/"+up.ID, nil)
	var s vigil.Scan
	b.getJSON(t, b.key, "/api/v1/scans?contract_id="+up.ID, nil)
	b.getJSON(t, b.key, "/api/v1/scans/"+up.Scan.ID, &s)
	if s.Status != vigil.ScanCompleted {
		t.Errorf("scan status = %s", s.Status)
	}
}

// TestCursorBoundToList checks that a cursor pages only the list that made it: another list, or the deliveries of
// another webhook, answer INVALID_CURSOR rather than a page positioned by a foreign key.
func TestCursorBoundToList(t *testing.T) {
	t.Parallel()
	b := &webhookBundle{bundle: setup(t, options{analyze: fakeEngine})}
	b.db.SetDeliveryEnqueuer(func(context.Context, *sql.Tx, string) error { return nil })
	b.upload(t, b.key, file{"A.sol", "contract A {}"})
	b.upload(t, b.key, file{"B.sol", "contract B {}"})
	one, other := b.createWebhook(t, "https://hooks.example.com/one", "scan.completed"), b.createWebhook(t, "https://hooks.example.com/other", "scan.completed")
	for range 2 {
		if r := b.do(t, request{method: "POST", path: "/api/v1/webhooks/" + one.ID + "/ping", key: b.key}); r.StatusCode != http.StatusAccepted {
			t.Fatalf("ping = %d: %s", r.StatusCode, r.body)
		}
	}
	cursor := func(path string) string {
		t.Helper()
		var l list[struct{}]
		b.getJSON(t, b.key, path+"?limit=1", &l)
		if l.NextCursor == nil {
			t.Fatalf("GET %s?limit=1 has no next page", path)
		}
		return esc(*l.NextCursor)
	}
	contracts, deliveries := cursor("/api/v1/contracts"), cursor("/api/v1/webhooks/"+one.ID+"/deliveries")
	for _, path := range []string{
		"/api/v1/scans?cursor=" + contracts,
		"/api/v1/api-keys?cursor=" + contracts,
		"/api/v1/webhooks?cursor=" + contracts,
		"/api/v1/webhooks/" + other.ID + "/deliveries?cursor=" + deliveries,
	} {
		if r := b.do(t, request{method: "GET", path: path, key: b.key}); r.StatusCode != http.StatusBadRequest || r.errorCode(t) != vigil.CodeInvalidCursor {
			t.Errorf("GET %s = %d %s, want 400 INVALID_CURSOR", path, r.StatusCode, r.body)
		}
	}
	b.getJSON(t, b.key, "/api/v1/webhooks/"+one.ID+"/deliveries?cursor="+deliveries, nil)
}
