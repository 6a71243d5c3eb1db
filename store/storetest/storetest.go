// Package storetest is the conformance suite for implementations of store.Store. Every database
// implementation runs the same tests through Run, so that they behave alike down to error codes and list
// order.
package storetest

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/listquery"
	"github.com/vigilsec/vigil/store"
)

// Jobs records the scan jobs a store enqueued, and can be told to fail the next enqueue.
type Jobs struct {
	mu      sync.Mutex
	scanIDs []string
	fail    bool
}

// Enqueue is the hook a store calls inside the transaction that creates a scan.
func (j *Jobs) Enqueue(scanID string) error {
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.fail {
		j.fail = false
		return errors.New("queue unavailable")
	}
	j.scanIDs = append(j.scanIDs, scanID)
	return nil
}

// ScanIDs returns the scans enqueued so far.
func (j *Jobs) ScanIDs() []string {
	j.mu.Lock()
	defer j.mu.Unlock()
	return slices.Clone(j.scanIDs)
}

// FailNext makes the next Enqueue fail.
func (j *Jobs) FailNext() {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.fail = true
}

// Factory returns a new, migrated, empty store whose scan enqueuer calls jobs.Enqueue. The store must be
// closed by t.Cleanup.
type Factory func(t *testing.T, jobs *Jobs) store.Store

// Run runs every conformance test against stores made by newStore.
func Run(t *testing.T, newStore Factory) {
	tests := map[string]func(t *testing.T, b *bundle){
		"Organizations":            testOrganizations,
		"APIKeys":                  testAPIKeys,
		"ContractsAndSource":       testContracts,
		"ContractDependencies":     testContractDependencies,
		"ContractListPagination":   testContractListPagination,
		"ScanLifecycle":            testScanLifecycle,
		"ScanCancel":               testScanCancel,
		"EnqueueFailureRollsBack":  testEnqueueFailure,
		"VulnerabilitiesAndTriage": testVulnerabilities,
		"DeleteContractCascades":   testDeleteCascades,
		"CrossOrganization":        testCrossOrganization,
		"DeliveriesDisabled":       testDeliveriesDisabled,
	}
	for name, fn := range limitTests() {
		tests[name] = fn
	}
	for name, fn := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			jobs := &Jobs{}
			s := newStore(t, jobs)
			ctx := context.Background()
			org, err := s.CreateOrganization(ctx, "acme", vigil.PlanPro)
			if err != nil {
				t.Fatalf("CreateOrganization: %v", err)
			}
			other, err := s.CreateOrganization(ctx, "globex", vigil.PlanFree)
			if err != nil {
				t.Fatalf("CreateOrganization: %v", err)
			}
			codec, err := listquery.NewCodec([]byte("storetest cursor signing key 0123456789"))
			if err != nil {
				t.Fatal(err)
			}
			fn(t, &bundle{ctx: ctx, s: s, jobs: jobs, org: org, other: other, lists: store.NewLists(codec)})
		})
	}
}

// bundle is what every test starts with: a store with two organisations.
type bundle struct {
	ctx        context.Context
	s          store.Store
	jobs       *Jobs
	org, other *vigil.Organization
	lists      *store.Lists
}

// q parses a list query string against a list spec.
func q(t *testing.T, spec listquery.Spec, query string) *listquery.Query {
	t.Helper()
	v, err := url.ParseQuery(query)
	if err != nil {
		t.Fatal(err)
	}
	lq, err := listquery.Parse(v, spec)
	if err != nil {
		t.Fatalf("listquery.Parse(%q): %v", query, err)
	}
	return lq
}

// vulns lists vulnerabilities with the query string.
func (b *bundle) vulns(t *testing.T, orgID, query string) []*vigil.Vulnerability {
	t.Helper()
	return must(b.s.ListVulnerabilities(b.ctx, orgID, q(t, b.lists.Vulnerabilities, query))).get(t).Data
}

func wantCode(t *testing.T, err error, code string) {
	t.Helper()
	if got := vigil.ErrorCode(err); got != code {
		t.Fatalf("error code = %q (%v), want %q", got, err, code)
	}
}

// result holds a call's two results so that must(call()).get(t) can check them in one expression.
type result[T any] struct {
	v   T
	err error
}

func must[T any](v T, err error) result[T] { return result[T]{v, err} }

func (r result[T]) get(t *testing.T) T {
	t.Helper()
	if r.err != nil {
		t.Fatalf("unexpected error: %v", r.err)
	}
	return r.v
}

func (b *bundle) contract(t *testing.T, orgID, name string, scan bool) (*vigil.Contract, *vigil.Scan) {
	t.Helper()
	c, s, err := b.s.CreateContract(b.ctx, vigil.ContractCreate{
		OrgID: orgID, Name: name, Scan: scan,
		Files: []vigil.SourceFile{{Path: "contracts/B.sol", Content: []byte("contract B {}")}, {Path: "contracts/A.sol", Content: []byte("contract A {}")}},
	})
	if err != nil {
		t.Fatalf("CreateContract: %v", err)
	}
	return c, s
}

func finding(detector string, sev vigil.Severity, fp string) vigil.Finding {
	return vigil.Finding{
		Detector: detector, Title: detector, Severity: sev, Confidence: vigil.ConfidenceHigh, SWC: "SWC-107",
		Message: "m", Location: vigil.Location{File: "contracts/A.sol", StartLine: 3, StartColumn: 1, EndLine: 3, EndColumn: 9},
		Fingerprint: fp,
	}
}

// completeScan runs a scan through the worker's calls with the given findings.
func (b *bundle) completeScan(t *testing.T, scanID string, findings ...vigil.Finding) {
	t.Helper()
	s, _, err := b.s.StartScan(b.ctx, scanID)
	if err != nil || s == nil {
		t.Fatalf("StartScan = %v, %v", s, err)
	}
	if err := b.s.CompleteScan(b.ctx, scanID, vigil.ScanResult{EngineVersion: "test", Findings: findings}); err != nil {
		t.Fatalf("CompleteScan: %v", err)
	}
}

func testOrganizations(t *testing.T, b *bundle) {
	_, err := b.s.CreateOrganization(b.ctx, "acme", vigil.PlanFree)
	wantCode(t, err, vigil.CodeConflict)
	_, err = b.s.CreateOrganization(b.ctx, "x", vigil.Plan("gold"))
	wantCode(t, err, vigil.CodeValidation)
	o := must(b.s.FindOrganizationByName(b.ctx, "acme")).get(t)
	if o.ID != b.org.ID || o.Plan != vigil.PlanPro {
		t.Errorf("FindOrganizationByName = %+v, want %+v", o, b.org)
	}
	_, err = b.s.FindOrganizationByName(b.ctx, "initech")
	wantCode(t, err, vigil.CodeNotFound)
	if n := must(b.s.CountOrganizations(b.ctx)).get(t); n != 2 {
		t.Errorf("CountOrganizations = %d, want 2", n)
	}
}

func testAPIKeys(t *testing.T, b *bundle) {
	k, text, err := b.s.CreateAPIKey(b.ctx, b.org.ID, vigil.APIKeyCreate{Name: "ci", Scopes: []vigil.Scope{vigil.ScopeContractsRead}})
	if err != nil {
		t.Fatalf("CreateAPIKey: %v", err)
	}
	if text[len(text)-4:] != k.Last4 || k.Prefix == "" || !k.HasScope(vigil.ScopeContractsRead) || k.HasScope(vigil.ScopeKeysWrite) {
		t.Errorf("key = %+v for %q", k, text)
	}
	got, org, err := b.s.Authenticate(b.ctx, text)
	if err != nil {
		t.Fatalf("Authenticate: %v", err)
	}
	if got.ID != k.ID || org.ID != b.org.ID || got.LastUsedAt == nil {
		t.Errorf("Authenticate = %+v, %+v", got, org)
	}
	all, _, err := b.s.CreateAPIKey(b.ctx, b.org.ID, vigil.APIKeyCreate{})
	if err != nil || len(all.Scopes) != len(vigil.AllScopes) {
		t.Errorf("key without scopes = %+v, %v; want every scope", all, err)
	}
	past := time.Now().Add(-time.Hour)
	_, expired, err := b.s.CreateAPIKey(b.ctx, b.org.ID, vigil.APIKeyCreate{ExpiresAt: &past})
	if err != nil {
		t.Fatalf("CreateAPIKey: %v", err)
	}
	forged := vigil.KeyToken{ID: k.ID[len("key_"):], Secret: "00000000000000000000000000000000"}.Text()
	// A wrong checksum: the last character changed (to one it is not).
	wrongSum := text[:len(text)-1] + "x"
	if text[len(text)-1] == 'x' {
		wrongSum = text[:len(text)-1] + "y"
	}
	for _, bad := range []string{"", "nonsense", wrongSum, forged, expired, vigil.NewKeyToken().Text()} {
		_, _, err := b.s.Authenticate(b.ctx, bad)
		wantCode(t, err, vigil.CodeUnauthorized)
		if vigil.ErrorMessage(err) != vigil.UnauthorizedMessage {
			t.Errorf("message = %q", vigil.ErrorMessage(err))
		}
	}
	_, err = b.s.RevokeAPIKey(b.ctx, b.other.ID, k.ID)
	wantCode(t, err, vigil.CodeNotFound)
	r := must(b.s.RevokeAPIKey(b.ctx, b.org.ID, k.ID)).get(t)
	if r.RevokedAt == nil {
		t.Errorf("revoked key has no revoked_at")
	}
	_, _, err = b.s.Authenticate(b.ctx, text)
	wantCode(t, err, vigil.CodeUnauthorized)
	page := must(b.s.ListAPIKeys(b.ctx, b.org.ID, q(t, b.lists.APIKeys, ""))).get(t)
	if len(page.Data) != 3 || page.Data[0].CreatedAt.Before(page.Data[2].CreatedAt) {
		t.Errorf("ListAPIKeys: %d keys, want 3, newest first", len(page.Data))
	}
	if other := must(b.s.ListAPIKeys(b.ctx, b.other.ID, q(t, b.lists.APIKeys, ""))).get(t); len(other.Data) != 0 {
		t.Errorf("other organisation sees %d keys", len(other.Data))
	}
}

func testContracts(t *testing.T, b *bundle) {
	c, s := b.contract(t, b.org.ID, "", true)
	if c.Name != "A.sol" || len(c.Files) != 2 || c.Files[0].Path != "contracts/A.sol" || c.Files[0].Size != 13 || len(c.SHA256) != 64 {
		t.Errorf("contract = %+v", c)
	}
	if s == nil || s.Status != vigil.ScanQueued || c.LatestScanID == nil || *c.LatestScanID != s.ID {
		t.Fatalf("scan = %+v, latest = %v", s, c.LatestScanID)
	}
	if ids := b.jobs.ScanIDs(); !slices.Equal(ids, []string{s.ID}) {
		t.Errorf("enqueued %v, want [%s]", ids, s.ID)
	}
	got := must(b.s.FindContract(b.ctx, b.org.ID, c.ID)).get(t)
	if got.Name != c.Name || *got.LatestScanID != s.ID || got.SHA256 != c.SHA256 {
		t.Errorf("FindContract = %+v", got)
	}
	src := must(b.s.ContractSource(b.ctx, b.org.ID, c.ID)).get(t)
	if len(src) != 2 || string(src[1].Content) != "contract B {}" {
		t.Errorf("source = %+v", src)
	}
	c2, s2 := b.contract(t, b.org.ID, "no scan", false)
	if s2 != nil || c2.LatestScanID != nil {
		t.Errorf("contract without scan got scan %+v", s2)
	}
	empty, _, err := b.s.CreateContract(b.ctx, vigil.ContractCreate{OrgID: b.org.ID, Files: []vigil.SourceFile{{Path: "Empty.sol"}}})
	if err != nil {
		t.Fatalf("contract with an empty file: %v", err)
	}
	if src := must(b.s.ContractSource(b.ctx, b.org.ID, empty.ID)).get(t); len(src) != 1 || len(src[0].Content) != 0 || empty.Files[0].Size != 0 {
		t.Errorf("empty file = %+v, %+v", src, empty.Files)
	}
	_, _, err = b.s.CreateContract(b.ctx, vigil.ContractCreate{OrgID: b.org.ID})
	wantCode(t, err, vigil.CodeValidation)
	_, _, err = b.s.CreateContract(b.ctx, vigil.ContractCreate{OrgID: b.org.ID, Files: []vigil.SourceFile{{Path: "a.sol"}, {Path: "a.sol"}}})
	wantCode(t, err, vigil.CodeValidation)
}

// A dependency file keeps its flag in the contract's files, its source and the files a scan starts with.
func testContractDependencies(t *testing.T, b *bundle) {
	files := []vigil.SourceFile{
		{Path: "src/Vault.sol", Content: []byte("import \"@oz/Ownable.sol\"; contract Vault is Ownable {}")},
		{Path: "@oz/Ownable.sol", Content: []byte("contract Ownable {}"), Dependency: true},
	}
	c, s, err := b.s.CreateContract(b.ctx, vigil.ContractCreate{OrgID: b.org.ID, Files: files, Scan: true})
	if err != nil {
		t.Fatalf("CreateContract: %v", err)
	}
	// Files are in path order; the default name is the first file's that is not a dependency.
	if c.Name != "Vault.sol" || len(c.Files) != 2 || c.Files[0].Path != "@oz/Ownable.sol" || !c.Files[0].Dependency || c.Files[1].Dependency {
		t.Errorf("contract = %+v", c)
	}
	got := must(b.s.FindContract(b.ctx, b.org.ID, c.ID)).get(t)
	if !slices.Equal(got.Files, c.Files) {
		t.Errorf("FindContract files = %+v, want %+v", got.Files, c.Files)
	}
	src := must(b.s.ContractSource(b.ctx, b.org.ID, c.ID)).get(t)
	if len(src) != 2 || !src[0].Dependency || src[1].Dependency {
		t.Errorf("source = %+v", src)
	}
	_, started, err := b.s.StartScan(b.ctx, s.ID)
	if err != nil || len(started) != 2 || !started[0].Dependency || started[1].Dependency {
		t.Errorf("StartScan files = %+v, %v", started, err)
	}
	// The same files, all the user's own, are another upload.
	plain := []vigil.SourceFile{{Path: files[0].Path, Content: files[0].Content}, {Path: files[1].Path, Content: files[1].Content}}
	other, _, err := b.s.CreateContract(b.ctx, vigil.ContractCreate{OrgID: b.org.ID, Files: plain})
	if err != nil || other.SHA256 == c.SHA256 || other.Files[0].Dependency {
		t.Errorf("without dependencies: %+v, %v", other, err)
	}
	_, _, err = b.s.CreateContract(b.ctx, vigil.ContractCreate{OrgID: b.org.ID, Files: files[1:]})
	wantCode(t, err, vigil.CodeValidation)
}

func testContractListPagination(t *testing.T, b *bundle) {
	const n = 25
	for i := range n {
		b.contract(t, b.org.ID, fmt.Sprintf("c%02d", (i*7)%n), false)
	}
	b.contract(t, b.other.ID, "foreign", false)
	for _, sort := range []string{"", "sort=name", "sort=-name", "sort=created_at"} {
		var seen []string
		query := sort + "&limit=4"
		for pages := 0; ; pages++ {
			if pages > n {
				t.Fatalf("%s: cursor walk does not end", sort)
			}
			p := must(b.s.ListContracts(b.ctx, b.org.ID, q(t, b.lists.Contracts, query))).get(t)
			for _, c := range p.Data {
				seen = append(seen, c.Name)
			}
			if !p.HasMore {
				break
			}
			query = sort + "&limit=4&cursor=" + url.QueryEscape(p.NextCursor)
		}
		if len(seen) != n {
			t.Fatalf("%s: walked %d contracts, want %d: %v", sort, len(seen), n, seen)
		}
		if sort == "sort=name" || sort == "sort=-name" {
			want := slices.Clone(seen)
			slices.Sort(want)
			if sort == "sort=-name" {
				slices.Reverse(want)
			}
			if !slices.Equal(seen, want) {
				t.Errorf("%s: order %v", sort, seen)
			}
		}
	}
	p := must(b.s.ListContracts(b.ctx, b.org.ID, q(t, b.lists.Contracts, "sort=name&page=3&per_page=10"))).get(t)
	if p.TotalCount != n || len(p.Data) != 5 || p.Data[0].Name != "c20" || p.HasMore {
		t.Errorf("page 3 = %d items, total %d, more %v", len(p.Data), p.TotalCount, p.HasMore)
	}
	if p := must(b.s.ListContracts(b.ctx, b.org.ID, q(t, b.lists.Contracts, "name=c03"))).get(t); len(p.Data) != 1 {
		t.Errorf("name filter: %d contracts", len(p.Data))
	}
}

func testScanLifecycle(t *testing.T, b *bundle) {
	c, s := b.contract(t, b.org.ID, "bank", true)
	started, files, err := b.s.StartScan(b.ctx, s.ID)
	if err != nil || started == nil || started.Status != vigil.ScanRunning || started.StartedAt == nil || len(files) != 2 {
		t.Fatalf("StartScan = %+v, %d files, %v", started, len(files), err)
	}
	err = b.s.CompleteScan(b.ctx, s.ID, vigil.ScanResult{
		EngineVersion: "9.9",
		Findings:      []vigil.Finding{finding("reentrancy-eth", vigil.SeverityCritical, "f1"), finding("tx-origin", vigil.SeverityMedium, "f2")},
		Warnings:      []vigil.ScanWarning{{File: "contracts/B.sol", Line: 1, Column: 2, Message: "expected ';'"}},
	})
	if err != nil {
		t.Fatalf("CompleteScan: %v", err)
	}
	done := must(b.s.FindScan(b.ctx, b.org.ID, s.ID)).get(t)
	if done.Status != vigil.ScanCompleted || done.CompletedAt == nil || done.EngineVersion != "9.9" ||
		done.Summary.Critical != 1 || done.Summary.Medium != 1 || done.Summary.Total != 2 ||
		done.Summary.MaxSeverity == nil || *done.Summary.MaxSeverity != vigil.SeverityCritical || len(done.Warnings) != 1 {
		t.Errorf("completed scan = %+v", done)
	}
	again, _, err := b.s.StartScan(b.ctx, s.ID)
	if err != nil || again != nil {
		t.Errorf("StartScan of a finished scan = %+v, %v; want nil, nil", again, err)
	}
	s2 := must(b.s.CreateScan(b.ctx, b.org.ID, c.ID)).get(t)
	if _, _, err := b.s.StartScan(b.ctx, s2.ID); err != nil {
		t.Fatal(err)
	}
	if err := b.s.FailScan(b.ctx, s2.ID, vigil.ScanError{Code: vigil.ScanErrorTimeout, Message: "too slow"}, nil); err != nil {
		t.Fatal(err)
	}
	failed := must(b.s.FindScan(b.ctx, b.org.ID, s2.ID)).get(t)
	if failed.Status != vigil.ScanFailed || failed.Error == nil || failed.Error.Code != vigil.ScanErrorTimeout {
		t.Errorf("failed scan = %+v", failed)
	}
	list := must(b.s.ListScans(b.ctx, b.org.ID, q(t, b.lists.Scans, "status=failed"))).get(t)
	if len(list.Data) != 1 || list.Data[0].ID != s2.ID {
		t.Errorf("failed scans = %+v", list.Data)
	}
	list = must(b.s.ListScans(b.ctx, b.org.ID, q(t, b.lists.Scans, "contract_id="+c.ID))).get(t)
	if len(list.Data) != 2 || list.Data[0].ID != s2.ID {
		t.Errorf("scans of the contract, newest first = %+v", list.Data)
	}
	_, err = b.s.CreateScan(b.ctx, b.org.ID, "ctr_missing")
	wantCode(t, err, vigil.CodeNotFound)
}

func testScanCancel(t *testing.T, b *bundle) {
	_, s := b.contract(t, b.org.ID, "x", true)
	canceled := must(b.s.CancelScan(b.ctx, b.org.ID, s.ID)).get(t)
	if canceled.Status != vigil.ScanCanceled {
		t.Errorf("status = %s", canceled.Status)
	}
	_, err := b.s.CancelScan(b.ctx, b.org.ID, s.ID)
	wantCode(t, err, vigil.CodeConflict)
	if got, _, err := b.s.StartScan(b.ctx, s.ID); got != nil || err != nil {
		t.Errorf("StartScan of a canceled scan = %+v, %v", got, err)
	}
	// Canceled while running: the worker's results are dropped.
	c2, s2 := b.contract(t, b.org.ID, "y", true)
	if _, _, err := b.s.StartScan(b.ctx, s2.ID); err != nil {
		t.Fatal(err)
	}
	must(b.s.CancelScan(b.ctx, b.org.ID, s2.ID)).get(t)
	if err := b.s.CompleteScan(b.ctx, s2.ID, vigil.ScanResult{Findings: []vigil.Finding{finding("d", vigil.SeverityHigh, "f")}}); err != nil {
		t.Fatal(err)
	}
	if got := must(b.s.FindScan(b.ctx, b.org.ID, s2.ID)).get(t); got.Status != vigil.ScanCanceled {
		t.Errorf("status after late completion = %s", got.Status)
	}
	if vs := b.vulns(t, b.org.ID, "scan_id="+s2.ID); len(vs) != 0 || c2 == nil {
		t.Errorf("canceled scan has %d vulnerabilities", len(vs))
	}
}

func testEnqueueFailure(t *testing.T, b *bundle) {
	b.jobs.FailNext()
	_, _, err := b.s.CreateContract(b.ctx, vigil.ContractCreate{OrgID: b.org.ID, Scan: true, Files: []vigil.SourceFile{{Path: "a.sol", Content: []byte("x")}}})
	if err == nil {
		t.Fatal("CreateContract succeeded although the enqueue failed")
	}
	p := must(b.s.ListContracts(b.ctx, b.org.ID, q(t, b.lists.Contracts, ""))).get(t)
	if len(p.Data) != 0 {
		t.Errorf("the contract was stored without its scan job: %+v", p.Data)
	}
}

func testVulnerabilities(t *testing.T, b *bundle) {
	c, s1 := b.contract(t, b.org.ID, "bank", true)
	b.completeScan(t, s1.ID, finding("reentrancy-eth", vigil.SeverityCritical, "fa"), finding("tx-origin", vigil.SeverityMedium, "fb"))
	all := b.vulns(t, b.org.ID, "sort=-severity")
	if len(all) != 2 || all[0].Severity != vigil.SeverityCritical || all[0].Status != vigil.VulnOpen || all[0].FirstSeenScanID != s1.ID {
		t.Fatalf("vulnerabilities = %+v", all)
	}
	if asc := b.vulns(t, b.org.ID, "sort=severity"); asc[0].Severity != vigil.SeverityMedium {
		t.Errorf("sort=severity starts with %s", asc[0].Severity)
	}
	crit := all[0]
	confirmed, comment := vigil.VulnConfirmed, "real"
	upd := must(b.s.UpdateVulnerability(b.ctx, b.org.ID, crit.ID, vigil.VulnerabilityUpdate{Status: &confirmed, Comment: &comment})).get(t)
	if upd.Status != vigil.VulnConfirmed || upd.Comment != "real" {
		t.Errorf("updated = %+v", upd)
	}
	_, err := b.s.UpdateVulnerability(b.ctx, b.other.ID, crit.ID, vigil.VulnerabilityUpdate{Status: &confirmed})
	wantCode(t, err, vigil.CodeNotFound)

	// A rescan finds the critical one again and a new one: triage and first sighting carry over by fingerprint.
	s2 := must(b.s.CreateScan(b.ctx, b.org.ID, c.ID)).get(t)
	b.completeScan(t, s2.ID, finding("reentrancy-eth", vigil.SeverityCritical, "fa"), finding("timestamp", vigil.SeverityLow, "fc"))
	latest := b.vulns(t, b.org.ID, "")
	if len(latest) != 2 {
		t.Fatalf("default scope lists %d vulnerabilities, want the latest scan's 2", len(latest))
	}
	for _, v := range latest {
		if v.ScanID != s2.ID {
			t.Errorf("default scope includes scan %s", v.ScanID)
		}
		if v.Fingerprint == "fa" && (v.Status != vigil.VulnConfirmed || v.FirstSeenScanID != s1.ID || v.Comment != "real") {
			t.Errorf("carried-over vulnerability = %+v", v)
		}
		if v.Fingerprint == "fc" && (v.Status != vigil.VulnOpen || v.FirstSeenScanID != s2.ID) {
			t.Errorf("new vulnerability = %+v", v)
		}
	}
	// A scan still running does not change the default scope.
	s3 := must(b.s.CreateScan(b.ctx, b.org.ID, c.ID)).get(t)
	if _, _, err := b.s.StartScan(b.ctx, s3.ID); err != nil {
		t.Fatal(err)
	}
	filters := []struct {
		query string
		want  int
	}{
		{"scan_id=" + s1.ID, 2},
		{"severity=critical", 1},
		{"severity=critical,low", 2},
		{"detector=timestamp", 1},
		{"swc=SWC-107", 2},
		{"swc=SWC-101", 0},
		{"status=confirmed", 1},
		{"confidence=low", 0},
		{"suppressed=false", 2},
		{"suppressed=true", 0},
		{"contract_id=" + c.ID, 2},
		{"contract_id=ctr_x", 0},
		{"scan_id=" + s3.ID, 0},
	}
	for _, tt := range filters {
		if got := b.vulns(t, b.org.ID, tt.query); len(got) != tt.want {
			t.Errorf("%s: %d vulnerabilities, want %d", tt.query, len(got), tt.want)
		}
	}
	p := must(b.s.ListVulnerabilities(b.ctx, b.org.ID, q(t, b.lists.Vulnerabilities, "scan_id="+s1.ID+"&page=2&per_page=1"))).get(t)
	if p.TotalCount != 2 || len(p.Data) != 1 {
		t.Errorf("page 2 = %+v", p)
	}
}

func testDeleteCascades(t *testing.T, b *bundle) {
	c, s := b.contract(t, b.org.ID, "gone", true)
	b.completeScan(t, s.ID, finding("d", vigil.SeverityHigh, "f"))
	v := b.vulns(t, b.org.ID, "")
	if len(v) != 1 {
		t.Fatalf("%d vulnerabilities before delete", len(v))
	}
	wantCode(t, b.s.DeleteContract(b.ctx, b.other.ID, c.ID), vigil.CodeNotFound)
	if err := b.s.DeleteContract(b.ctx, b.org.ID, c.ID); err != nil {
		t.Fatal(err)
	}
	_, err := b.s.FindContract(b.ctx, b.org.ID, c.ID)
	wantCode(t, err, vigil.CodeNotFound)
	_, err = b.s.FindScan(b.ctx, b.org.ID, s.ID)
	wantCode(t, err, vigil.CodeNotFound)
	_, err = b.s.FindVulnerability(b.ctx, b.org.ID, v[0].ID)
	wantCode(t, err, vigil.CodeNotFound)
	wantCode(t, b.s.DeleteContract(b.ctx, b.org.ID, c.ID), vigil.CodeNotFound)
	// A job for the deleted scan finds nothing to do.
	if got, _, err := b.s.StartScan(b.ctx, s.ID); got != nil || err != nil {
		t.Errorf("StartScan of a deleted scan = %+v, %v", got, err)
	}
}

func testCrossOrganization(t *testing.T, b *bundle) {
	c, s := b.contract(t, b.org.ID, "mine", true)
	b.completeScan(t, s.ID, finding("d", vigil.SeverityHigh, "f"))
	vs := b.vulns(t, b.org.ID, "")
	o := b.other.ID
	_, err := b.s.FindContract(b.ctx, o, c.ID)
	wantCode(t, err, vigil.CodeNotFound)
	_, err = b.s.ContractSource(b.ctx, o, c.ID)
	wantCode(t, err, vigil.CodeNotFound)
	_, err = b.s.CreateScan(b.ctx, o, c.ID)
	wantCode(t, err, vigil.CodeNotFound)
	_, err = b.s.FindScan(b.ctx, o, s.ID)
	wantCode(t, err, vigil.CodeNotFound)
	_, err = b.s.CancelScan(b.ctx, o, s.ID)
	wantCode(t, err, vigil.CodeNotFound)
	_, err = b.s.FindVulnerability(b.ctx, o, vs[0].ID)
	wantCode(t, err, vigil.CodeNotFound)
	theirs := b.vulns(t, o, "scan_id="+s.ID)
	scans := must(b.s.ListScans(b.ctx, o, q(t, b.lists.Scans, ""))).get(t).Data
	contracts := must(b.s.ListContracts(b.ctx, o, q(t, b.lists.Contracts, ""))).get(t).Data
	if len(theirs)+len(scans)+len(contracts) != 0 {
		t.Errorf("another organisation lists %d vulnerabilities, %d scans, %d contracts", len(theirs), len(scans), len(contracts))
	}
}

func testSecrets(t *testing.T, b *bundle) {
	first := must(b.s.Secret(b.ctx, "cursor", 32)).get(t)
	again := must(b.s.Secret(b.ctx, "cursor", 32)).get(t)
	other := must(b.s.Secret(b.ctx, "other", 32)).get(t)
	if len(first) != 32 || string(first) != string(again) || string(first) == string(other) {
		t.Errorf("secrets: %x, %x, %x", first, again, other)
	}
}
