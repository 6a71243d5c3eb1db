package main

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

var keyPattern = regexp.MustCompile(`vgl_live_[0-9a-z]{16}_[0-9A-Za-z]{38}`)

// startMain runs the whole program on a free port with the database file.
func startMain(t *testing.T, dbFile string) (*Main, *bytes.Buffer) {
	t.Helper()
	var out bytes.Buffer
	m := NewMain(&out, io.Discard)
	m.Addr = "127.0.0.1:0"
	m.DatabaseURL = "sqlite:" + dbFile
	m.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	if err := m.Run(context.Background()); err != nil {
		t.Fatalf("Run: %v", err)
	}
	return m, &out
}

func TestServeFirstStartRestartAndWalkthrough(t *testing.T) {
	t.Parallel()
	dbFile := filepath.Join(t.TempDir(), "vigil.db")
	m, out := startMain(t, dbFile)
	key := keyPattern.FindString(out.String())
	if key == "" || !strings.Contains(out.String(), "Authorization: Bearer") {
		t.Fatalf("first start printed no key and usage line:\n%s", out.String())
	}
	resp, err := http.Get(m.URL() + "/readyz")
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("readyz = %v, %v", resp, err)
	}
	resp.Body.Close()

	t.Run("walkthrough", func(t *testing.T) {
		if _, err := exec.LookPath("curl"); err != nil {
			t.Skip("curl is not installed")
		}
		if _, err := exec.LookPath("bash"); err != nil {
			t.Skip("bash is not installed")
		}
		script := walkthrough(t)
		cmd := exec.Command("bash", "-euo", "pipefail", "-c", script)
		cmd.Dir = t.TempDir()
		cmd.Env = append(os.Environ(), "VIGIL_URL="+m.URL(), "VIGIL_API_KEY="+key)
		got, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("the README walkthrough failed: %v\n%s", err, got)
		}
		if !regexp.MustCompile(`scan scn_\w+`).Match(got) || !strings.Contains(string(got), `"object":"list"`) {
			t.Errorf("the walkthrough printed:\n%s", got)
		}
	})

	if err := m.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	// A restart on the same database keeps the key and prints no new one.
	m2, out2 := startMain(t, dbFile)
	defer m2.Close()
	if keyPattern.MatchString(out2.String()) {
		t.Errorf("restart printed a key again:\n%s", out2.String())
	}
	req, _ := http.NewRequest("GET", m2.URL()+"/api/v1/contracts", nil)
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err = http.DefaultClient.Do(req)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("the first key after a restart = %v, %v", resp, err)
	}
	resp.Body.Close()
}

// walkthrough returns the README's walkthrough script: the sh block of the "Walkthrough" section that
// uploads a contract. Its exports of VIGIL_URL and VIGIL_API_KEY are in a separate block, so the test's
// values are used.
func walkthrough(t *testing.T) string {
	t.Helper()
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(readme), "\n## Walkthrough\n")
	if !ok {
		t.Fatal("README.md has no Walkthrough section")
	}
	blocks := regexp.MustCompile("(?s)```sh\n(.*?)```").FindAllStringSubmatch(section, -1)
	for _, b := range blocks {
		if strings.Contains(b[1], "/contracts/upload") {
			return b[1]
		}
	}
	t.Fatal("the Walkthrough section has no sh block that uploads a contract")
	return ""
}

func TestServeFlags(t *testing.T) {
	tests := []struct {
		name string
		args []string
		env  map[string]string
		ok   bool
	}{
		{"defaults", nil, nil, true},
		{"flags", []string{"--addr", "127.0.0.1:9999", "--scan-timeout", "30s", "--workers", "4"}, nil, true},
		{"bad timeout env", nil, map[string]string{"VIGIL_SCAN_TIMEOUT": "soon"}, false},
		{"bad workers env", nil, map[string]string{"VIGIL_SCAN_WORKERS": "0"}, false},
		{"zero workers flag", []string{"--workers", "0"}, nil, false},
		{"stray argument", []string{"now"}, nil, false},
		{"unknown flag", []string{"--port", "1"}, nil, false},
		{"retention env", nil, map[string]string{"VIGIL_WEBHOOK_RETENTION": "168h"}, true},
		{"retention off", []string{"--webhook-retention", "0"}, nil, true},
		{"bad retention env", nil, map[string]string{"VIGIL_WEBHOOK_RETENTION": "30d"}, false},
		{"negative retention flag", []string{"--webhook-retention", "-1h"}, nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for k, v := range tt.env {
				t.Setenv(k, v)
			}
			m := NewMain(io.Discard, io.Discard)
			err := m.ParseFlags(tt.args, io.Discard)
			if (err == nil) != tt.ok {
				t.Errorf("ParseFlags(%q) = %v, want ok=%v", tt.args, err, tt.ok)
			}
		})
	}
}

func TestServeBadDatabaseURL(t *testing.T) {
	t.Parallel()
	var stderr bytes.Buffer
	code := run(context.Background(), []string{"serve", "--database", "mysql://nowhere", "--addr", "127.0.0.1:0"}, io.Discard, &stderr)
	if code != 1 || !strings.Contains(stderr.String(), "sqlite:PATH") {
		t.Errorf("exit %d, stderr %q", code, stderr.String())
	}
}

func TestMigrateCommand(t *testing.T) {
	t.Parallel()
	url := "sqlite:" + filepath.Join(t.TempDir(), "vigil.db")
	for range 2 {
		var stdout, stderr bytes.Buffer
		if code := run(context.Background(), []string{"migrate", "--database", url}, &stdout, &stderr); code != 0 {
			t.Fatalf("migrate exit %d: %s", code, stderr.String())
		}
		if !strings.Contains(stdout.String(), "up to date") {
			t.Errorf("stdout = %q", stdout.String())
		}
	}
}

// TestGracefulShutdown starts an upload, shuts the server down while its body is still arriving, and checks
// that the upload completes and the shutdown returns cleanly.
func TestGracefulShutdown(t *testing.T) {
	t.Parallel()
	m, out := startMain(t, filepath.Join(t.TempDir(), "vigil.db"))
	key := keyPattern.FindString(out.String())
	pr, pw := io.Pipe()
	req, _ := http.NewRequest("POST", m.URL()+"/api/v1/contracts/upload", pr)
	req.Header.Set("Authorization", "Bearer "+key)
	req.Header.Set("Content-Type", "application/json")
	type result struct {
		status int
		err    error
	}
	done := make(chan result, 1)
	go func() {
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			done <- result{err: err}
			return
		}
		resp.Body.Close()
		done <- result{status: resp.StatusCode}
	}()
	// More than the client's write buffer, so that the request reaches the server before the shutdown.
	if _, err := io.WriteString(pw, `{"files": [{"path": "A.sol", `+strings.Repeat(" ", 16<<10)); err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond)
	closed := make(chan error, 1)
	go func() { closed <- m.Close() }()
	// Give Shutdown time to stop listening; the request in flight must still be served.
	time.Sleep(100 * time.Millisecond)
	if _, err := io.WriteString(pw, `"content": "contract A {}"}]}`); err != nil {
		t.Fatal(err)
	}
	pw.Close()
	if r := <-done; r.err != nil || r.status != http.StatusCreated {
		t.Errorf("in-flight upload = %d, %v; want 201", r.status, r.err)
	}
	if err := <-closed; err != nil {
		t.Errorf("Close: %v", err)
	}
	if _, err := http.Get(m.URL() + "/healthz"); err == nil {
		t.Error("the server still accepts connections after shutdown")
	}
}

func TestServeWebhookRetention(t *testing.T) {
	tests := []struct {
		name string
		args []string
		env  string
		want time.Duration
	}{
		{"default", nil, "", 30 * 24 * time.Hour},
		{"env", nil, "168h", 168 * time.Hour},
		{"flag over env", []string{"--webhook-retention", "0"}, "168h", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("VIGIL_WEBHOOK_RETENTION", tt.env)
			m := NewMain(io.Discard, io.Discard)
			if err := m.ParseFlags(tt.args, io.Discard); err != nil {
				t.Fatal(err)
			}
			if m.WebhookRetention != tt.want {
				t.Errorf("retention %s, want %s", m.WebhookRetention, tt.want)
			}
		})
	}
}
