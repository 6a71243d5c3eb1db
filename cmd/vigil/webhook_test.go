package main

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/vigilsec/vigil/webhook"
)

// TestReadmeWebhooks runs the README's Webhooks script against the whole program with a local receiver, and
// verifies the delivery it gets with the secret the script printed.
func TestReadmeWebhooks(t *testing.T) {
	t.Parallel()
	for _, tool := range []string{"curl", "bash", "grep"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed", tool)
		}
	}
	type delivery struct {
		header http.Header
		body   []byte
	}
	got := make(chan delivery, 10)
	rc := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		got <- delivery{r.Header.Clone(), body}
		w.WriteHeader(http.StatusNoContent)
	}))
	defer rc.Close()

	var out strings.Builder
	m := NewMain(&out, io.Discard)
	m.Addr = "127.0.0.1:0"
	m.DatabaseURL = "sqlite:" + filepath.Join(t.TempDir(), "vigil.db")
	m.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	m.WebhookAllowPrivate = true
	if err := m.Run(context.Background()); err != nil {
		t.Fatalf("Run: %v", err)
	}
	defer m.Close()
	key := keyPattern.FindString(out.String())

	script := readmeBlock(t, "\n## Webhooks\n", "/webhooks")
	cmd := exec.Command("bash", "-euo", "pipefail", "-c", script)
	cmd.Dir = t.TempDir()
	cmd.Env = append(os.Environ(), "VIGIL_URL="+m.URL(), "VIGIL_API_KEY="+key, "VIGIL_WEBHOOK_URL="+rc.URL+"/hooks")
	printed, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the README webhooks script failed: %v\n%s", err, printed)
	}
	secret := regexp.MustCompile(`secret (whsec_\S+)`).FindSubmatch(printed)
	if secret == nil || !strings.Contains(string(printed), `"status":"succeeded"`) {
		t.Fatalf("the script printed:\n%s", printed)
	}
	select {
	case d := <-got:
		if err := webhook.Verify(string(secret[1]), d.header, d.body, time.Now()); err != nil {
			t.Errorf("the delivery does not verify: %v", err)
		}
		if ev, err := webhook.ParseEvent(d.body); err != nil || ev.Type != webhook.EventPing {
			t.Errorf("delivered %s (%v), want a webhook.ping", d.body, err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the receiver got nothing")
	}
}

func TestServeWebhookAllowPrivate(t *testing.T) {
	for _, tt := range []struct {
		env  string
		want bool
		ok   bool
	}{{"", false, true}, {"true", true, true}, {"false", false, true}, {"perhaps", false, false}} {
		t.Run(tt.env, func(t *testing.T) {
			t.Setenv("VIGIL_WEBHOOK_ALLOW_PRIVATE", tt.env)
			m := NewMain(io.Discard, io.Discard)
			err := m.ParseFlags(nil, io.Discard)
			if (err == nil) != tt.ok || m.WebhookAllowPrivate != tt.want {
				t.Errorf("VIGIL_WEBHOOK_ALLOW_PRIVATE=%q: %v, allow=%v; want ok=%v allow=%v", tt.env, err, m.WebhookAllowPrivate, tt.ok, tt.want)
			}
		})
	}
}

// readmeBlock returns the first sh block after the heading in README.md that contains want.
func readmeBlock(t *testing.T, heading, want string) string {
	t.Helper()
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(readme), heading)
	if !ok {
		t.Fatalf("README.md has no %q section", strings.TrimSpace(heading))
	}
	for _, b := range regexp.MustCompile("(?s)```sh\n(.*?)```").FindAllStringSubmatch(section, -1) {
		if strings.Contains(b[1], want) {
			return b[1]
		}
	}
	t.Fatalf("the %q section has no sh block with %q", strings.TrimSpace(heading), want)
	return ""
}
