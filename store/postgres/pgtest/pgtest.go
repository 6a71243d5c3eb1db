// Package pgtest gives each test a PostgreSQL database of its own, on the server that VIGIL_TEST_DATABASE_URL
// names, and drops it when the test ends. Without the variable the test is skipped.
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/url"
	"os"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// EnvURL is the environment variable holding the URL of a server where tests may create and drop databases,
// e.g. postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable.
const EnvURL = "VIGIL_TEST_DATABASE_URL"

// NewDatabase creates an empty database with a random name and returns its URL: the server's URL with the
// database name replaced. The database is dropped, with any connection still open to it, when the test and its
// subtests end; close pools in t.Cleanup registered after this call (they run first). It skips the test when
// VIGIL_TEST_DATABASE_URL is unset.
func NewDatabase(tb testing.TB) string {
	tb.Helper()
	server := os.Getenv(EnvURL)
	if server == "" {
		tb.Skipf("%s is not set: skipping the PostgreSQL test (set it to e.g. postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable)", EnvURL)
	}
	u, err := url.Parse(server)
	if err != nil {
		tb.Fatalf("%s: %v", EnvURL, err)
	}
	suffix := make([]byte, 8)
	if _, err := rand.Read(suffix); err != nil {
		tb.Fatal(err)
	}
	name := "vigil_test_" + hex.EncodeToString(suffix)
	// template0 is never connected to, so concurrent creations do not conflict over it.
	if err := adminExec(server, "CREATE DATABASE "+name+" TEMPLATE template0"); err != nil {
		tb.Fatalf("create test database: %v", err)
	}
	tb.Cleanup(func() {
		if err := adminExec(server, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
			tb.Errorf("drop test database %s: %v", name, err)
		}
	})
	u.Path = "/" + name
	return u.String()
}

// adminExec runs one statement on the server's own database, on a connection of its own.
func adminExec(server, stmt string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, server)
	if err != nil {
		return fmt.Errorf("connect to %s: %w", EnvURL, err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, stmt); err != nil {
		return err
	}
	return nil
}
