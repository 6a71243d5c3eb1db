package main

import (
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// freeAddr returns a local address nothing listens on.
func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return addr
}

func newTestMain(t *testing.T) *Main {
	t.Helper()
	m := NewMain(io.Discard, io.Discard)
	m.Addr = "127.0.0.1:0"
	m.DatabaseURL = "sqlite:" + filepath.Join(t.TempDir(), "vigil.db")
	m.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	m.API, m.Worker = true, true
	t.Cleanup(func() { _ = m.Close() })
	return m
}

func TestServeStopsWhenRedisIsUnreachable(t *testing.T) {
	t.Parallel()
	m := newTestMain(t)
	m.RedisURL = "redis://" + freeAddr(t) + "/0"
	err := m.Run(context.Background())
	if err == nil || !strings.Contains(err.Error(), "VIGIL_REDIS_URL") || !strings.Contains(err.Error(), "unreachable") {
		t.Fatalf("Run with an unreachable Redis = %v, want an error naming VIGIL_REDIS_URL", err)
	}
	m2 := newTestMain(t)
	m2.RedisURL = "http://example.com"
	if err := m2.Run(context.Background()); err == nil || !strings.Contains(err.Error(), "VIGIL_REDIS_URL") {
		t.Fatalf("Run with a malformed Redis URL = %v", err)
	}
}

func TestServeWithRedis(t *testing.T) {
	url := os.Getenv("VIGIL_TEST_REDIS_URL")
	if url == "" {
		t.Skip("VIGIL_TEST_REDIS_URL is not set")
	}
	t.Parallel()
	m := newTestMain(t)
	m.RedisURL = url
	if err := m.Run(context.Background()); err != nil {
		t.Fatalf("Run: %v", err)
	}
	resp, err := http.Get(m.URL() + "/readyz")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("readyz = %d", resp.StatusCode)
	}
}

func TestServeStopsOnABadPlansFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "plans.yaml")
	if err := os.WriteFile(path, []byte("free:\n  burst: many\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("VIGIL_PLANS_FILE", path)
	m := newTestMain(t)
	err := m.Run(context.Background())
	if err == nil || !strings.Contains(err.Error(), "VIGIL_PLANS_FILE") || !strings.Contains(err.Error(), "burst") {
		t.Fatalf("Run with a bad plans file = %v", err)
	}
}
