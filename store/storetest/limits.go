package storetest

import (
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/plan"
	"github.com/vigilsec/vigil/store"
)

// limitTests are the conformance tests of LimitService and IdempotencyService, added to Run's.
func limitTests() map[string]func(t *testing.T, b *bundle) {
	return map[string]func(t *testing.T, b *bundle){
		"MonthlyScanQuota":   testMonthlyQuota,
		"ConcurrentScanSlot": testConcurrentScanSlot,
		"IdempotencyKeys":    testIdempotencyKeys,
	}
}

// plans returns the default plans with the pro plan (the organisation "acme") changed as the JSON says.
func plans(t *testing.T, pro string) plan.Set {
	t.Helper()
	path := filepath.Join(t.TempDir(), "plans.json")
	if err := os.WriteFile(path, []byte(`{"pro": `+pro+`}`), 0o600); err != nil {
		t.Fatal(err)
	}
	p, err := plan.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func testMonthlyQuota(t *testing.T, b *bundle) {
	b.s.SetPlans(plans(t, `{"scans_per_month": 2}`))
	c, _ := b.contract(t, b.org.ID, "first", true)
	must(b.s.CreateScan(b.ctx, b.org.ID, c.ID)).get(t)
	_, err := b.s.CreateScan(b.ctx, b.org.ID, c.ID)
	wantCode(t, err, vigil.CodeQuotaExceeded)
	_, _, err = b.s.CreateContract(b.ctx, vigil.ContractCreate{OrgID: b.org.ID, Name: "refused", Scan: true,
		Files: []vigil.SourceFile{{Path: "A.sol", Content: []byte("contract A {}")}}})
	wantCode(t, err, vigil.CodeQuotaExceeded)
	// The refused upload left nothing behind; an upload without a scan is not counted.
	b.contract(t, b.org.ID, "unscanned", false)
	list := must(b.s.ListContracts(b.ctx, b.org.ID, q(t, b.lists.Contracts, ""))).get(t)
	if len(list.Data) != 2 {
		t.Errorf("%d contracts, want 2", len(list.Data))
	}
	now := time.Now()
	u := must(b.s.Usage(b.ctx, b.org.ID, now)).get(t)
	if u.ScansThisMonth != 2 || u.RunningScans != 0 {
		t.Errorf("usage = %+v, want 2 this month", u)
	}
	// Deleting the contract does not give the scans back.
	if err := b.s.DeleteContract(b.ctx, b.org.ID, c.ID); err != nil {
		t.Fatal(err)
	}
	if u := must(b.s.Usage(b.ctx, b.org.ID, now)).get(t); u.ScansThisMonth != 2 {
		t.Errorf("usage after delete = %+v", u)
	}
	// Next month starts afresh; another organisation has its own quota.
	if u := must(b.s.Usage(b.ctx, b.org.ID, vigil.NextMonthStart(now))).get(t); u.ScansThisMonth != 0 {
		t.Errorf("usage next month = %+v", u)
	}
	b.contract(t, b.other.ID, "other", true)
	if u := must(b.s.Usage(b.ctx, b.other.ID, now)).get(t); u.ScansThisMonth != 1 {
		t.Errorf("other organisation's usage = %+v", u)
	}
}

func testConcurrentScanSlot(t *testing.T, b *bundle) {
	b.s.SetPlans(plans(t, `{"concurrent_scans": 2}`))
	var scans []*vigil.Scan
	for range 4 {
		_, s := b.contract(t, b.org.ID, "c", true)
		scans = append(scans, s)
	}
	for _, s := range scans[:2] {
		if got, _, err := b.s.StartScan(b.ctx, s.ID); err != nil || got == nil {
			t.Fatalf("StartScan within the limit = %v, %v", got, err)
		}
	}
	got, _, err := b.s.StartScan(b.ctx, scans[2].ID)
	if !errors.Is(err, store.ErrNoScanSlot) || got != nil {
		t.Fatalf("StartScan over the limit = %v, %v; want ErrNoScanSlot", got, err)
	}
	if s := must(b.s.FindScan(b.ctx, b.org.ID, scans[2].ID)).get(t); s.Status != vigil.ScanQueued {
		t.Errorf("the scan over the limit is %s, want queued", s.Status)
	}
	// A running scan resumed after an interruption keeps its slot.
	if got, _, err := b.s.StartScan(b.ctx, scans[0].ID); err != nil || got == nil {
		t.Errorf("resuming a running scan = %v, %v", got, err)
	}
	if u := must(b.s.Usage(b.ctx, b.org.ID, time.Now())).get(t); u.RunningScans != 2 {
		t.Errorf("usage = %+v, want 2 running", u)
	}
	// Another organisation's slots are its own.
	_, otherScan := b.contract(t, b.other.ID, "c", true)
	if got, _, err := b.s.StartScan(b.ctx, otherScan.ID); err != nil || got == nil {
		t.Errorf("other organisation's StartScan = %v, %v", got, err)
	}
	// A finished scan frees its slot; two starts racing for it: exactly one wins.
	if err := b.s.CompleteScan(b.ctx, scans[0].ID, vigil.ScanResult{EngineVersion: "test"}); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make([]error, 2)
	started := make([]*vigil.Scan, 2)
	for i, s := range scans[2:] {
		wg.Go(func() { started[i], _, errs[i] = b.s.StartScan(b.ctx, s.ID) })
	}
	wg.Wait()
	won := 0
	for i := range errs {
		switch {
		case errs[i] == nil && started[i] != nil:
			won++
		case errors.Is(errs[i], store.ErrNoScanSlot):
		default:
			t.Errorf("racing StartScan = %v, %v", started[i], errs[i])
		}
	}
	if won != 1 {
		t.Errorf("%d racing starts took the last slot, want 1", won)
	}
}

func testIdempotencyKeys(t *testing.T, b *bundle) {
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	hash, other := []byte("hash of the request"), []byte("hash of another request")
	if resp, err := b.s.BeginIdempotentRequest(b.ctx, b.org.ID, "k1", hash, now); err != nil || resp != nil {
		t.Fatalf("first Begin = %v, %v; want the key", resp, err)
	}
	_, err := b.s.BeginIdempotentRequest(b.ctx, b.org.ID, "k1", hash, now)
	wantCode(t, err, vigil.CodeIdempotencyKeyInUse)
	_, err = b.s.BeginIdempotentRequest(b.ctx, b.org.ID, "k1", other, now)
	wantCode(t, err, vigil.CodeIdempotencyKeyReused)
	// Keys are per organisation.
	if resp, err := b.s.BeginIdempotentRequest(b.ctx, b.other.ID, "k1", other, now); err != nil || resp != nil {
		t.Errorf("other organisation's Begin = %v, %v", resp, err)
	}
	want := store.IdempotentResponse{Status: 201, Header: map[string][]string{"Location": {"/x"}}, Body: []byte(`{"id":"x"}`)}
	if err := b.s.FinishIdempotentRequest(b.ctx, b.org.ID, "k1", want); err != nil {
		t.Fatal(err)
	}
	resp, err := b.s.BeginIdempotentRequest(b.ctx, b.org.ID, "k1", hash, now.Add(time.Hour))
	if err != nil || resp == nil || resp.Status != 201 || string(resp.Body) != string(want.Body) || resp.Header["Location"][0] != "/x" {
		t.Fatalf("replay = %+v, %v", resp, err)
	}
	_, err = b.s.BeginIdempotentRequest(b.ctx, b.org.ID, "k1", other, now.Add(time.Hour))
	wantCode(t, err, vigil.CodeIdempotencyKeyReused)
	// A released key is free again.
	must(b.s.BeginIdempotentRequest(b.ctx, b.org.ID, "k2", hash, now)).get(t)
	if err := b.s.ReleaseIdempotentRequest(b.ctx, b.org.ID, "k2"); err != nil {
		t.Fatal(err)
	}
	if resp, err := b.s.BeginIdempotentRequest(b.ctx, b.org.ID, "k2", other, now); err != nil || resp != nil {
		t.Errorf("Begin after Release = %v, %v", resp, err)
	}
	// A key held past the lock timeout was abandoned: the retry takes it over.
	if resp, err := b.s.BeginIdempotentRequest(b.ctx, b.org.ID, "k2", other, now.Add(store.IdempotencyLockTimeout)); err != nil || resp != nil {
		t.Errorf("Begin of an abandoned key = %v, %v", resp, err)
	}
	// After the TTL every key is free, whatever the request.
	later := now.Add(store.IdempotencyTTL)
	if resp, err := b.s.BeginIdempotentRequest(b.ctx, b.org.ID, "k1", other, later); err != nil || resp != nil {
		t.Errorf("Begin of an expired key = %v, %v", resp, err)
	}
	// Purge deletes the other organisation's expired key.
	if n, err := b.s.PurgeIdempotencyKeys(b.ctx, later); err != nil || n != 1 {
		t.Errorf("Purge = %d, %v; want 1", n, err)
	}
	// Concurrent duplicates: exactly one takes the key.
	const racers = 6
	var wg sync.WaitGroup
	results := make([]error, racers)
	for i := range racers {
		wg.Go(func() {
			resp, err := b.s.BeginIdempotentRequest(b.ctx, b.org.ID, "race", hash, now)
			if err == nil && resp != nil {
				err = errors.New("unexpected stored response")
			}
			results[i] = err
		})
	}
	wg.Wait()
	won := 0
	for _, err := range results {
		switch vigil.ErrorCode(err) {
		case "":
			won++
		case vigil.CodeIdempotencyKeyInUse:
		default:
			t.Errorf("racing Begin: %v", err)
		}
	}
	if won != 1 {
		t.Errorf("%d racing Begins took the key, want 1", won)
	}
}
