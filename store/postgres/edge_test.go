package postgres_test

import (
	"bytes"
	"context"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/store/postgres"
)

// setup returns a migrated store whose enqueuer accepts every scan, with one organisation.
func setup(t *testing.T) (*postgres.DB, *vigil.Organization) {
	t.Helper()
	db := open(t)
	db.SetEnqueuer(func(context.Context, pgx.Tx, string) error { return nil })
	org, err := db.CreateOrganization(context.Background(), "acme", vigil.PlanPro)
	if err != nil {
		t.Fatal(err)
	}
	return db, org
}

// TestUnstorableText checks the text PostgreSQL refuses (a NUL byte, invalid UTF-8), which SQLite keeps: user
// input is VALIDATION_ERROR, a lookup by such an id NOT_FOUND, and findings are stored cleaned.
func TestUnstorableText(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, org := setup(t)
	code := func(err error) string { return vigil.ErrorCode(err) }

	_, err := db.CreateOrganization(ctx, "nul\x00name", vigil.PlanFree)
	if code(err) != vigil.CodeValidation {
		t.Errorf("organisation named with NUL: %v, want %s", err, vigil.CodeValidation)
	}
	_, _, err = db.CreateContract(ctx, vigil.ContractCreate{OrgID: org.ID, Name: "bad\xffname", Files: []vigil.SourceFile{{Path: "a.sol"}}})
	if code(err) != vigil.CodeValidation {
		t.Errorf("contract named with invalid UTF-8: %v, want %s", err, vigil.CodeValidation)
	}
	for name, call := range map[string]func() error{
		"FindContract":     func() error { _, err := db.FindContract(ctx, org.ID, "ctr_\x00"); return err },
		"FindScan":         func() error { _, err := db.FindScan(ctx, org.ID, "scn_\xff"); return err },
		"CancelScan":       func() error { _, err := db.CancelScan(ctx, org.ID, "scn_\xff"); return err },
		"FindVuln":         func() error { _, err := db.FindVulnerability(ctx, org.ID, "vln_\x00"); return err },
		"DeleteContract":   func() error { return db.DeleteContract(ctx, org.ID, "ctr_\x00") },
		"RevokeAPIKey":     func() error { _, err := db.RevokeAPIKey(ctx, org.ID, "key_\x00"); return err },
		"FindOrganization": func() error { _, err := db.FindOrganizationByName(ctx, "\x00"); return err },
		"CreateScan":       func() error { _, err := db.CreateScan(ctx, org.ID, "ctr_\xff"); return err },
	} {
		if err := call(); code(err) != vigil.CodeNotFound {
			t.Errorf("%s with a malformed id: %v, want %s", name, err, vigil.CodeNotFound)
		}
	}

	_, s, err := db.CreateContract(ctx, vigil.ContractCreate{OrgID: org.ID, Scan: true, Files: []vigil.SourceFile{{Path: "a.sol", Content: []byte("\x00\xff")}}})
	if err != nil {
		t.Fatalf("binary file content: %v", err)
	}
	if _, _, err := db.StartScan(ctx, s.ID); err != nil {
		t.Fatal(err)
	}
	f := vigil.Finding{Detector: "d", Severity: vigil.SeverityLow, Confidence: vigil.ConfidenceLow, Message: "quotes \x00 and \xff", Fingerprint: "fp"}
	if err := db.CompleteScan(ctx, s.ID, vigil.ScanResult{Findings: []vigil.Finding{f}}); err != nil {
		t.Fatalf("CompleteScan with a finding quoting broken text: %v", err)
	}
	got, err := db.FindScan(ctx, org.ID, s.ID)
	if err != nil || got.Status != vigil.ScanCompleted || got.Summary.Total != 1 {
		t.Errorf("scan = %+v, %v; want completed with one finding", got, err)
	}
}

// TestConcurrentCompletions completes two scans of one contract at once, in both orders: the contract's latest
// completed scan must be the newer one, whichever commits last.
func TestConcurrentCompletions(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, org := setup(t)
	for round := range 4 {
		c, older, err := db.CreateContract(ctx, vigil.ContractCreate{OrgID: org.ID, Scan: true, Files: []vigil.SourceFile{{Path: "a.sol"}}})
		if err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Millisecond) // distinct created_at
		newer, err := db.CreateScan(ctx, org.ID, c.ID)
		if err != nil {
			t.Fatal(err)
		}
		scans := []*vigil.Scan{older, newer}
		for _, s := range scans {
			if _, _, err := db.StartScan(ctx, s.ID); err != nil {
				t.Fatal(err)
			}
		}
		if round%2 == 1 {
			scans[0], scans[1] = scans[1], scans[0]
		}
		var wg sync.WaitGroup
		for i, s := range scans {
			fp := string(rune('a' + i))
			wg.Go(func() {
				f := vigil.Finding{Detector: "d" + fp, Severity: vigil.SeverityHigh, Confidence: vigil.ConfidenceHigh, Fingerprint: fp}
				if err := db.CompleteScan(ctx, s.ID, vigil.ScanResult{Findings: []vigil.Finding{f}}); err != nil {
					t.Errorf("CompleteScan: %v", err)
				}
			})
		}
		wg.Wait()
		var latest string
		if err := db.Pool().QueryRow(ctx, "SELECT latest_completed_scan_id FROM contracts WHERE id = $1", c.ID).Scan(&latest); err != nil {
			t.Fatal(err)
		}
		if latest != newer.ID {
			t.Errorf("round %d: latest completed scan = %s, want the newer %s", round, latest, newer.ID)
		}
	}
}

// TestSecretConcurrent asks for one secret from many goroutines at once: all get the same value.
func TestSecretConcurrent(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, _ := setup(t)
	got := make([][]byte, 8)
	var wg sync.WaitGroup
	for i := range got {
		wg.Go(func() {
			v, err := db.Secret(ctx, "cursor", 32)
			if err != nil {
				t.Error(err)
			}
			got[i] = v
		})
	}
	wg.Wait()
	for i, v := range got {
		if len(v) != 32 || !bytes.Equal(v, got[0]) {
			t.Errorf("secret %d = %x, want the same 32 bytes as %x", i, v, got[0])
		}
	}
	if _, err := db.Secret(ctx, "empty", 0); err == nil {
		t.Error("a secret of size 0 was made")
	}
}
