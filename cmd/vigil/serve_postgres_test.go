package main

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net/http"
	"sync"
	"testing"

	"github.com/vigilsec/vigil/store/postgres/pgtest"
)

// TestServePostgresConcurrentStarts starts three processes (in-process, through Main) at once on one fresh
// PostgreSQL database: their migrations, River's included, take turns under the advisory lock, exactly one of
// them creates the first organisation and prints its key, and the key works on all three.
func TestServePostgresConcurrentStarts(t *testing.T) {
	t.Parallel()
	dbURL := pgtest.NewDatabase(t)
	const n = 3
	mains := make([]*Main, n)
	outs := make([]*bytes.Buffer, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		outs[i] = &bytes.Buffer{}
		m := NewMain(outs[i], io.Discard)
		m.Addr = "127.0.0.1:0"
		m.DatabaseURL = dbURL
		m.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
		mains[i] = m
		wg.Go(func() { errs[i] = m.Run(context.Background()) })
	}
	wg.Wait()
	for i, m := range mains {
		t.Cleanup(func() {
			if err := m.Close(); err != nil {
				t.Errorf("Close %d: %v", i, err)
			}
		})
	}
	for i, err := range errs {
		if err != nil {
			t.Fatalf("Run %d: %v", i, err)
		}
	}
	var keys []string
	for _, out := range outs {
		if k := keyPattern.FindString(out.String()); k != "" {
			keys = append(keys, k)
		}
	}
	if len(keys) != 1 {
		t.Fatalf("%d processes printed a first key, want exactly 1", len(keys))
	}
	for i, m := range mains {
		req, _ := http.NewRequest("GET", m.URL()+"/api/v1/contracts", nil)
		req.Header.Set("Authorization", "Bearer "+keys[0])
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Errorf("process %d: GET /api/v1/contracts with the first key = %d", i, resp.StatusCode)
		}
	}
}

// TestServePostgresBootstrapRace has several processes find the database without organisations at the same time:
// one creates the first organisation and prints its key, the others take the CONFLICT as someone else's
// creation and start without a key.
func TestServePostgresBootstrapRace(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dbURL := pgtest.NewDatabase(t)
	const n = 8
	mains := make([]*Main, n)
	outs := make([]*bytes.Buffer, n)
	for i := range n {
		db, err := openDatabase(ctx, dbURL, slog.New(slog.DiscardHandler))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		outs[i] = &bytes.Buffer{}
		mains[i] = NewMain(outs[i], io.Discard)
		mains[i].db = db
	}
	errs := make([]error, n)
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i, m := range mains {
		wg.Go(func() {
			<-start
			errs[i] = m.bootstrap(ctx)
		})
	}
	close(start)
	wg.Wait()
	printed := 0
	for i, err := range errs {
		if err != nil {
			t.Errorf("bootstrap %d: %v", i, err)
		}
		if keyPattern.MatchString(outs[i].String()) {
			printed++
		}
	}
	if printed != 1 {
		t.Errorf("%d processes printed a first key, want exactly 1", printed)
	}
	if got, err := mains[0].db.CountOrganizations(ctx); err != nil || got != 1 {
		t.Errorf("CountOrganizations = %d, %v; want 1", got, err)
	}
}
