package client

import (
	"maps"
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestNew(t *testing.T) {
	t.Parallel()
	tests := []struct {
		base, key string
		want      string // the API root, or the start of the error
	}{
		{"https://vigil.example.com", "k", "https://vigil.example.com/api/v1"},
		{"https://vigil.example.com/", "k", "https://vigil.example.com/api/v1"},
		{"https://vigil.example.com/api/v1/", "k", "https://vigil.example.com/api/v1"},
		{"http://localhost:8080/vigil?x=1#f", "k", "http://localhost:8080/vigil/api/v1"},
		{"", "k", "error: vigil client: no base URL"},
		{"ftp://vigil.example.com", "k", "error: vigil client: base URL \"ftp://vigil.example.com\": the scheme"},
		{"vigil.example.com", "k", "error: vigil client: base URL \"vigil.example.com\": the scheme"},
		{"http://", "k", "error: vigil client: base URL \"http://\" has no host"},
		{"http://%zz", "k", "error: vigil client: base URL:"},
		{"https://vigil.example.com", "", "error: vigil client: no API key"},
	}
	for _, tt := range tests {
		c, err := New(tt.base, tt.key)
		got := ""
		if err != nil {
			got = "error: " + err.Error()
		} else {
			got = c.base.String()
		}
		if !strings.HasPrefix(got, tt.want) {
			t.Errorf("New(%q, %q) = %s, want %s", tt.base, tt.key, got, tt.want)
		}
	}
}

func TestRetryAfter(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 1, 2, 15, 4, 5, 0, time.UTC)
	tests := []struct {
		header string
		want   time.Duration
	}{
		{"", 0},
		{"0", 0},
		{"7", 7 * time.Second},
		{" 12 ", 12 * time.Second},
		{"-3", 0},
		{"soon", 0},
		{"Fri, 02 Jan 2026 15:04:35 GMT", 30 * time.Second},
		{"Fri, 02 Jan 2026 15:00:00 GMT", 0}, // in the past
	}
	for _, tt := range tests {
		if got := retryAfter(tt.header, now); got != tt.want {
			t.Errorf("retryAfter(%q) = %s, want %s", tt.header, got, tt.want)
		}
	}
}

func TestParseLinks(t *testing.T) {
	t.Parallel()
	tests := []struct {
		headers []string
		want    map[string]string
	}{
		{nil, nil},
		{[]string{""}, nil},
		{[]string{`</a?page=1>; rel="first", </a?page=3>; rel="next"`}, map[string]string{"first": "/a?page=1", "next": "/a?page=3"}},
		{[]string{`</a?page=1>; rel="first"`, `</a?page=9>;rel=last`}, map[string]string{"first": "/a?page=1", "last": "/a?page=9"}},
		{[]string{`</a>; title="x"; rel="prev first"`}, map[string]string{"prev": "/a", "first": "/a"}},
		{[]string{`no brackets; rel="next"`, `<unterminated; rel="next"`}, nil},
	}
	for _, tt := range tests {
		if got := parseLinks(tt.headers); !maps.Equal(got, tt.want) {
			t.Errorf("parseLinks(%q) = %v, want %v", tt.headers, got, tt.want)
		}
	}
}

func TestParseError(t *testing.T) {
	t.Parallel()
	h := http.Header{}
	h.Set("Request-Id", "req_header")
	h.Set("Retry-After", "5")
	tests := []struct {
		status int
		body   string
		want   Error
	}{
		{404, `{"error":{"code":"NOT_FOUND","message":"No such scan.","request_id":"req_body"}}`,
			Error{StatusCode: 404, Code: "NOT_FOUND", Message: "No such scan.", RequestID: "req_body", RetryAfter: 5 * time.Second}},
		{400, `{"error":{"code":"VALIDATION_ERROR","message":"Bad.","param":"limit"}}`,
			Error{StatusCode: 400, Code: "VALIDATION_ERROR", Message: "Bad.", Param: "limit", RequestID: "req_header", RetryAfter: 5 * time.Second}},
		{502, `<html>bad gateway</html>`,
			Error{StatusCode: 502, Message: "Bad Gateway: <html>bad gateway</html>", RequestID: "req_header", RetryAfter: 5 * time.Second}},
		{500, ``, Error{StatusCode: 500, Message: "Internal Server Error", RequestID: "req_header", RetryAfter: 5 * time.Second}},
		{503, strings.Repeat("x", 300), Error{StatusCode: 503, Message: "Service Unavailable: " + strings.Repeat("x", 200) + "…", RequestID: "req_header", RetryAfter: 5 * time.Second}},
	}
	for _, tt := range tests {
		got := parseError(&response{status: tt.status, header: h, body: []byte(tt.body)})
		if *got != tt.want {
			t.Errorf("parseError(%d, %.40q) = %+v, want %+v", tt.status, tt.body, *got, tt.want)
		}
	}
	e := &Error{StatusCode: 400, Code: "VALIDATION_ERROR", Message: "Bad.", Param: "limit", RequestID: "req_1"}
	if got, want := e.Error(), "vigil API: 400 VALIDATION_ERROR: Bad. (param limit) (request req_1)"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
}
