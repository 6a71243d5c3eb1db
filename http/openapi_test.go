package http

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/vigilsec/vigil/store"
)

var operationID = regexp.MustCompile(`^[a-z][A-Za-z]*$`)

// TestOpenAPICoversEveryRoute checks that the document and the router list the same operations, HEAD included, so
// that neither can gain an endpoint the other lacks.
func TestOpenAPICoversEveryRoute(t *testing.T) {
	t.Parallel()
	raw, err := OpenAPI()
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		OpenAPI string                                `json:"openapi"`
		Paths   map[string]map[string]json.RawMessage `json:"paths"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(doc.OpenAPI, "3.1") {
		t.Errorf("openapi = %q, want 3.1.x", doc.OpenAPI)
	}
	var documented []string
	ids := map[string]bool{}
	for path, item := range doc.Paths {
		for method, raw := range item {
			if method == "parameters" {
				continue
			}
			documented = append(documented, strings.ToUpper(method)+" "+path)
			var op struct {
				OperationID string `json:"operationId"`
			}
			if err := json.Unmarshal(raw, &op); err != nil {
				t.Fatal(err)
			}
			if !operationID.MatchString(op.OperationID) || ids[op.OperationID] {
				t.Errorf("%s %s: operationId %q is not a unique identifier", method, path, op.OperationID)
			}
			ids[op.OperationID] = true
		}
	}
	s := NewServer(nil, Config{Lists: store.NewLists(nil)})
	routed := slices.Clone(s.patterns)
	// The mux serves HEAD with every GET pattern.
	for _, p := range s.patterns {
		if path, ok := strings.CutPrefix(p, "GET "); ok {
			routed = append(routed, "HEAD "+path)
		}
	}
	slices.Sort(documented)
	slices.Sort(routed)
	if !slices.Equal(documented, routed) {
		t.Errorf("the OpenAPI document and the router differ:\ndocumented %q\nrouted     %q", documented, routed)
	}
}

func TestStatusOf(t *testing.T) {
	t.Parallel()
	tests := map[string]int{
		"UNAUTHORIZED": 401, "FORBIDDEN": 403, "NOT_FOUND": 404, "METHOD_NOT_ALLOWED": 405, "VALIDATION_ERROR": 400,
		"INVALID_JSON": 400, "INVALID_CURSOR": 400, "CONFLICT": 409, "IDEMPOTENCY_KEY_IN_USE": 409,
		"IDEMPOTENCY_KEY_REUSED": 422, "PAYLOAD_TOO_LARGE": 413, "UNSUPPORTED_MEDIA_TYPE": 415, "RATE_LIMITED": 429,
		"QUOTA_EXCEEDED": 429, "INTERNAL": 500, "SERVICE_UNAVAILABLE": 503, "SOMETHING_ELSE": 500,
	}
	for code, want := range tests {
		if got := StatusOf(code); got != want {
			t.Errorf("StatusOf(%s) = %d, want %d", code, got, want)
		}
	}
}
