package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestParseRoles(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in          string
		api, worker bool
		ok          bool
	}{
		{"api", true, false, true},
		{"worker", false, true, true},
		{"api,worker", true, true, true},
		{" worker , api ", true, true, true},
		{"api,api", true, false, true},
		{"", false, false, false},
		{"web", false, false, false},
		{"api,", false, false, false},
	}
	for _, tt := range tests {
		api, worker, err := parseRoles(tt.in)
		if (err == nil) != tt.ok || err == nil && (api != tt.api || worker != tt.worker) {
			t.Errorf("parseRoles(%q) = %v, %v, %v; want %v, %v, ok=%v", tt.in, api, worker, err, tt.api, tt.worker, tt.ok)
		}
	}
}

// TestServeRoleFlags cannot run in parallel: it sets environment variables.
func TestServeRoleFlags(t *testing.T) {
	tests := []struct {
		name        string
		args        []string
		env         map[string]string
		api, worker bool
		rescue      time.Duration
		ok          bool
	}{
		{"defaults", nil, nil, true, true, 0, true},
		{"api only", []string{"--api"}, nil, true, false, 0, true},
		{"worker only", []string{"--worker"}, nil, false, true, 0, true},
		{"both named", []string{"--api", "--worker"}, nil, true, true, 0, true},
		{"env worker", nil, map[string]string{"VIGIL_ROLES": "worker"}, false, true, 0, true},
		{"flag overrides env", []string{"--api"}, map[string]string{"VIGIL_ROLES": "worker"}, true, false, 0, true},
		{"bad env roles", nil, map[string]string{"VIGIL_ROLES": "everything"}, false, false, 0, false},
		{"rescue flag", []string{"--scan-timeout", "10s", "--rescue-after", "30s"}, nil, true, true, 30 * time.Second, true},
		{"rescue env", []string{"--scan-timeout", "10s"}, map[string]string{"VIGIL_RESCUE_AFTER": "1m"}, true, true, time.Minute, true},
		{"bad rescue env", nil, map[string]string{"VIGIL_RESCUE_AFTER": "later"}, false, false, 0, false},
		{"rescue within the scan timeout", []string{"--scan-timeout", "1m", "--rescue-after", "30s"}, nil, false, false, 0, false},
		{"rescue equal to the scan timeout", []string{"--scan-timeout", "1m", "--rescue-after", "1m"}, nil, false, false, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("VIGIL_ROLES", "")
			t.Setenv("VIGIL_RESCUE_AFTER", "")
			for k, v := range tt.env {
				t.Setenv(k, v)
			}
			m := NewMain(io.Discard, io.Discard)
			err := m.ParseFlags(tt.args, io.Discard)
			if (err == nil) != tt.ok {
				t.Fatalf("ParseFlags(%q) = %v, want ok=%v", tt.args, err, tt.ok)
			}
			if err == nil && (m.API != tt.api || m.Worker != tt.worker || m.RescueAfter != tt.rescue) {
				t.Errorf("ParseFlags(%q): api %v, worker %v, rescue after %s; want %v, %v, %s",
					tt.args, m.API, m.Worker, m.RescueAfter, tt.api, tt.worker, tt.rescue)
			}
		})
	}
}

// startRole runs the whole program in one role or both, on a free port.
func startRole(t *testing.T, databaseURL string, api, worker bool) (*Main, *bytes.Buffer) {
	t.Helper()
	var out bytes.Buffer
	m := NewMain(&out, io.Discard)
	m.Addr = "127.0.0.1:0"
	m.DatabaseURL = databaseURL
	m.API, m.Worker = api, worker
	m.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	if err := m.Run(context.Background()); err != nil {
		t.Fatalf("Run (api %v, worker %v): %v", api, worker, err)
	}
	t.Cleanup(func() {
		if err := m.Close(); err != nil {
			t.Errorf("Close (api %v, worker %v): %v", api, worker, err)
		}
	})
	return m, &out
}

// TestServeAPIOnlyAndWorkerOnly runs an API-only and a worker-only process on one SQLite file: the API process
// inserts the scan's job without working it, the worker process runs it, and the worker serves only health and
// metrics.
func TestServeAPIOnlyAndWorkerOnly(t *testing.T) {
	t.Parallel()
	dbURL := "sqlite:" + filepath.Join(t.TempDir(), "vigil.db")
	apiMain, out := startRole(t, dbURL, true, false)
	key := keyPattern.FindString(out.String())
	if key == "" {
		t.Fatalf("the API process printed no key:\n%s", out.String())
	}
	call := func(method, url string, body io.Reader) (int, map[string]any) {
		t.Helper()
		req, err := http.NewRequest(method, url, body)
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Authorization", "Bearer "+key)
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var v map[string]any
		if err := json.NewDecoder(resp.Body).Decode(&v); err != nil && resp.StatusCode != http.StatusOK {
			t.Fatalf("%s %s: %d with a body that is not JSON: %v", method, url, resp.StatusCode, err)
		}
		return resp.StatusCode, v
	}

	status, up := call("POST", apiMain.URL()+"/api/v1/contracts/upload",
		strings.NewReader(`{"files": [{"path": "A.sol", "content": "pragma solidity ^0.8.0; contract A { uint x; function set(uint v) public { x = v; } }"}]}`))
	if status != http.StatusCreated {
		t.Fatalf("upload = %d %v", status, up)
	}
	scan, _ := up["scan"].(map[string]any)
	scanID, _ := scan["id"].(string)
	if scanID == "" || scan["status"] != "queued" {
		t.Fatalf("upload returned the scan %v, want a queued scan", scan)
	}

	workerMain, workerOut := startRole(t, dbURL, false, true)
	if keyPattern.MatchString(workerOut.String()) {
		t.Errorf("the worker process printed a key:\n%s", workerOut.String())
	}
	for _, path := range []string{"/healthz", "/readyz", "/metrics"} {
		if status, _ := call("GET", workerMain.URL()+path, nil); status != http.StatusOK {
			t.Errorf("worker GET %s = %d, want 200", path, status)
		}
	}
	status, body := call("GET", workerMain.URL()+"/api/v1/contracts", nil)
	errBody, _ := body["error"].(map[string]any)
	if status != http.StatusNotFound || errBody["code"] != "NOT_FOUND" || errBody["request_id"] == "" {
		t.Errorf("worker GET /api/v1/contracts = %d %v, want 404 NOT_FOUND with a request id", status, body)
	}

	deadline := time.Now().Add(30 * time.Second)
	for {
		_, got := call("GET", apiMain.URL()+"/api/v1/scans/"+scanID, nil)
		if got["status"] == "completed" {
			break
		}
		if got["status"] == "failed" || time.Now().After(deadline) {
			t.Fatalf("scan %s = %v, want completed by the worker process", scanID, got)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func TestRedactURL(t *testing.T) {
	t.Parallel()
	tests := []struct{ in, want string }{
		{"sqlite:vigil.db", "sqlite:vigil.db"},
		{"postgres://vigil:secret@db:5432/vigil?sslmode=require", "postgres://vigil:xxxxx@db:5432/vigil?sslmode=require"},
		{"postgres://vigil@db/vigil", "postgres://vigil@db/vigil"},
		{"postgresql://u:p%zz@db/x", "postgresql:…"},
	}
	for _, tt := range tests {
		if got := redactURL(tt.in); got != tt.want {
			t.Errorf("redactURL(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
