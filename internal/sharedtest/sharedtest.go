// Package sharedtest finds the benchmark corpora and schemas in ../shared for tests.
//
// On a user's machine ../shared is absent and such tests skip; CI sets VIGIL_REQUIRE_SHARED=1 so that there a
// missing folder fails the test instead.
package sharedtest

import (
	"os"
	"path/filepath"
	"testing"
)

// Dir returns the absolute path of rel inside the shared folder (e.g. "bench/swc"), found by walking up from the
// test's working directory to the module root and looking beside it. It skips the test when the folder is absent,
// or fails it when VIGIL_REQUIRE_SHARED=1.
func Dir(tb testing.TB, rel string) string {
	tb.Helper()
	if p, ok := Find(rel); ok {
		return p
	}
	if os.Getenv("VIGIL_REQUIRE_SHARED") == "1" {
		tb.Fatalf("shared folder %q not found beside the module root (VIGIL_REQUIRE_SHARED=1)", rel)
	}
	tb.Skipf("shared folder %q not found beside the module root; skipping", rel)
	return ""
}

// Find looks for ../shared/rel beside the module root and reports whether it exists.
func Find(rel string) (string, bool) {
	dir, err := os.Getwd()
	if err != nil {
		return "", false
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			p := filepath.Join(filepath.Dir(dir), "shared", filepath.FromSlash(rel))
			if _, err := os.Stat(p); err == nil {
				return p, true
			}
			return "", false
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", false
		}
		dir = parent
	}
}
