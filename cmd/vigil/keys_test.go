package main

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"
)

// runVigil runs the program with args and returns the exit code, stdout and stderr.
func runVigil(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), args, &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

func TestKeysCommands(t *testing.T) {
	t.Parallel()
	db := "sqlite:" + filepath.Join(t.TempDir(), "vigil.db")
	code, out, errOut := runVigil(t, "keys", "create", "--database", db, "--org", "acme", "--plan", "pro", "--scopes", "contracts:read,contracts:write", "--name", "ci")
	if code != 0 {
		t.Fatalf("create: exit %d: %s", code, errOut)
	}
	key := strings.TrimSpace(out)
	if !keyPattern.MatchString(key) || key != keyPattern.FindString(out) || strings.Count(out, "\n") != 1 {
		t.Fatalf("create printed %q, want the key alone", out)
	}
	// A second key for the same organisation.
	if code, _, errOut := runVigil(t, "keys", "create", "--database", db, "--org", "acme"); code != 0 {
		t.Fatalf("second create: exit %d: %s", code, errOut)
	}
	code, out, _ = runVigil(t, "keys", "list", "--database", db, "--org", "acme")
	if code != 0 || strings.Count(out, "key_") != 2 || !strings.Contains(out, "contracts:read,contracts:write") || !strings.Contains(out, key[len(key)-4:]) {
		t.Fatalf("list: exit %d:\n%s", code, out)
	}
	if strings.Contains(out, key) {
		t.Error("list shows a whole key")
	}
	id := "key_" + key[len("vgl_live_"):len("vgl_live_")+16]
	code, out, errOut = runVigil(t, "keys", "revoke", "--database", db, "--org", "acme", id)
	if code != 0 || !strings.Contains(out, "Revoked "+id) {
		t.Fatalf("revoke: exit %d: %s %s", code, out, errOut)
	}
	if _, out, _ := runVigil(t, "keys", "list", "--database", db, "--org", "acme"); !strings.Contains(out, "revoked") {
		t.Errorf("list after revoke:\n%s", out)
	}

	bad := []struct {
		name string
		args []string
		code int
	}{
		{"no subcommand", []string{"keys"}, 2},
		{"unknown subcommand", []string{"keys", "rotate", "--org", "acme"}, 2},
		{"no org", []string{"keys", "create", "--database", db}, 2},
		{"bad plan", []string{"keys", "create", "--database", db, "--org", "x", "--plan", "gold"}, 1},
		{"bad scope", []string{"keys", "create", "--database", db, "--org", "x", "--scopes", "admin"}, 1},
		{"unknown org", []string{"keys", "list", "--database", db, "--org", "nobody"}, 1},
		{"revoke without id", []string{"keys", "revoke", "--database", db, "--org", "acme"}, 2},
		{"revoke unknown key", []string{"keys", "revoke", "--database", db, "--org", "acme", "key_nope"}, 1},
		{"bad database", []string{"keys", "list", "--database", "mysql://x", "--org", "acme"}, 1},
	}
	for _, tt := range bad {
		if code, _, _ := runVigil(t, tt.args...); code != tt.code {
			t.Errorf("%s: exit %d, want %d", tt.name, code, tt.code)
		}
	}
}
