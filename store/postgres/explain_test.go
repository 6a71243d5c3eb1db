package postgres

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/vigilsec/vigil/listquery"
	"github.com/vigilsec/vigil/store"
	"github.com/vigilsec/vigil/store/postgres/pgtest"
)

// EnvExplainRows turns TestExplainListPlans on: the number of vulnerabilities to load (e.g. 1000000).
const EnvExplainRows = "VIGIL_EXPLAIN_ROWS"

// TestExplainListPlans loads a large organisation (VIGIL_EXPLAIN_ROWS vulnerabilities, one contract per 50 of
// them, each with two completed scans and a running one) and runs EXPLAIN ANALYZE on every list's statements as
// the store builds them, first and following pages. The plans are logged (run with -v), or written to the file
// VIGIL_EXPLAIN_OUT names. It fails when a plan reads the whole vulnerabilities table.
//
//	VIGIL_TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable \
//	VIGIL_EXPLAIN_ROWS=1000000 go test ./store/postgres -run ExplainListPlans -v -timeout 30m
func TestExplainListPlans(t *testing.T) {
	rows, _ := strconv.Atoi(os.Getenv(EnvExplainRows))
	if rows <= 0 {
		t.Skipf("%s is not set: skipping the query plan report", EnvExplainRows)
	}
	ctx := context.Background()
	db, err := Open(ctx, pgtest.NewDatabase(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	contracts := max(rows/50, 1)
	perScan := max(rows/(contracts*2), 1)
	for _, stmt := range loadStatements(contracts, perScan) {
		if _, err := db.pool.Exec(ctx, stmt); err != nil {
			t.Fatalf("load: %v\n%s", err, stmt)
		}
	}
	codec, err := listquery.NewCodec([]byte("explain cursor signing key 0123456789abcdef"))
	if err != nil {
		t.Fatal(err)
	}
	lists := store.NewLists(codec)
	const org = "org_big"
	contract, scan := "ctr_00000021", "scn_00000021_1"

	var report strings.Builder
	fmt.Fprintf(&report, "PostgreSQL query plans: %d vulnerabilities in all, %d contracts, %d per scan; org_big holds 90%%.\n",
		contracts*2*perScan, contracts, perScan)
	// explain records the plan of a statement. A page must never read the whole vulnerabilities table; a count
	// of page style may, since it must touch every row it counts.
	explain := func(name string, s statement, page bool) {
		t.Helper()
		plan, err := explainAnalyze(ctx, db.pool, s)
		if err != nil {
			t.Fatalf("%s: %v\n%s", name, err, s.sql)
		}
		fmt.Fprintf(&report, "\n### %s\n\n%s\n\n%s\n", name, s.sql, plan)
		if page && strings.Contains(plan, "Seq Scan on vulnerabilities") {
			t.Errorf("%s reads the whole vulnerabilities table:\n%s", name, plan)
		}
	}
	// explainList explains the first page, the second and a deep one in cursor style, and the count of page style.
	explainList := func(name, query string, build func(q *listquery.Query) (statement, statement, cursors)) {
		t.Helper()
		spec := map[string]listquery.Spec{
			"contracts": lists.Contracts, "scans": lists.Scans, "vulnerabilities": lists.Vulnerabilities,
		}[name]
		q := parse(t, spec, query)
		sel, _, cur := build(q)
		explain(fmt.Sprintf("%s ?%s", name, query), sel, true)
		with := func(extra string) string {
			if query == "" {
				return extra
			}
			return query + "&" + extra
		}
		for _, at := range []struct {
			label string
			page  int
		}{{"next page", 1}, {"page 501, by cursor", 500}} {
			cursor, err := cur(ctx, at.page)
			if err != nil {
				t.Fatal(err)
			}
			if cursor == "" {
				continue // the list is shorter
			}
			sel, _, _ := build(parse(t, spec, with("cursor="+url.QueryEscape(cursor))))
			explain(fmt.Sprintf("%s ?%s (%s)", name, query, at.label), sel, true)
		}
		_, count, _ := build(parse(t, spec, with("page=5&per_page=20")))
		explain(fmt.Sprintf("%s ?%s (count)", name, with("page=5&per_page=20")), count, false)
	}
	contractPlan := func(q *listquery.Query) (statement, statement, cursors) {
		lq := contractList(org)
		sel, count := lq.statements(q)
		return sel, count, func(ctx context.Context, pages int) (string, error) { return cursorAfter(ctx, db, lq, q, pages) }
	}
	scanPlan := func(q *listquery.Query) (statement, statement, cursors) {
		lq := scanList(org)
		sel, count := lq.statements(q)
		return sel, count, func(ctx context.Context, pages int) (string, error) { return cursorAfter(ctx, db, lq, q, pages) }
	}
	vulnPlan := func(q *listquery.Query) (statement, statement, cursors) {
		lq := vulnerabilityList(org, q)
		sel, count := lq.statements(q)
		return sel, count, func(ctx context.Context, pages int) (string, error) { return cursorAfter(ctx, db, lq, q, pages) }
	}
	for _, query := range []string{"", "sort=name", "name=c42"} {
		explainList("contracts", query, contractPlan)
	}
	for _, query := range []string{"", "status=running,queued", "contract_id=" + contract} {
		explainList("scans", query, scanPlan)
	}
	for _, query := range []string{
		"", "sort=-severity", "sort=detector", "severity=critical", "status=confirmed", "contract_id=" + contract,
		"scan_id=" + scan, "scan_id=" + scan + "&sort=-severity",
	} {
		explainList("vulnerabilities", query, vulnPlan)
	}
	if out := os.Getenv("VIGIL_EXPLAIN_OUT"); out != "" {
		if err := os.WriteFile(out, []byte(report.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Log(report.String())
}

func parse(t *testing.T, spec listquery.Spec, query string) *listquery.Query {
	t.Helper()
	v, err := url.ParseQuery(query)
	if err != nil {
		t.Fatal(err)
	}
	q, err := listquery.Parse(v, spec)
	if err != nil {
		t.Fatalf("parse %q: %v", query, err)
	}
	return q
}

// cursors returns the cursor that follows the given number of pages of a list, "" past its end.
type cursors func(ctx context.Context, pages int) (string, error)

// cursorAfter returns the cursor that follows pages pages of q (a first page in cursor style), read at once with
// OFFSET so that a deep cursor costs one query.
func cursorAfter[T any](ctx context.Context, db *DB, lq listQuery[T], q *listquery.Query, pages int) (string, error) {
	sel, _ := lq.statements(q)
	sel.sql += " OFFSET " + strconv.Itoa(pages*q.Limit-1)
	rows, err := db.pool.Query(ctx, sel.sql, sel.args...)
	if err != nil {
		return "", err
	}
	defer rows.Close()
	if !rows.Next() {
		return "", rows.Err()
	}
	last, err := lq.scan(rows)
	if err != nil {
		return "", err
	}
	return q.NextCursor(func(field string) any { return lq.key(last, field) })
}

// explainAnalyze runs the statement under EXPLAIN (ANALYZE, BUFFERS) and returns the plan.
func explainAnalyze(ctx context.Context, pool interface {
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
}, s statement) (string, error) {
	rows, err := pool.Query(ctx, "EXPLAIN (ANALYZE, BUFFERS) "+s.sql, s.args...)
	if err != nil {
		return "", err
	}
	lines, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return "", err
	}
	return strings.Join(lines, "\n"), nil
}

// loadStatements returns the SQL that fills the database: two organisations (org_big with 90% of the contracts),
// contracts ctr_NNNNNNNN each with scans _0 and _1 completed (_1 the latest) and _2 running, perScan findings in
// each completed scan over 20 detectors, 5 severities and 3 confidences, with triage rows (5% confirmed).
func loadStatements(contracts, perScan int) []string {
	const base = "1700000000000000"
	return []string{
		`INSERT INTO organizations (id, name, plan, created_at) VALUES ('org_big', 'big', 'pro', 0), ('org_small', 'small', 'free', 0)`,
		fmt.Sprintf(`INSERT INTO contracts (id, org_id, name, sha256, files, metadata, created_at, latest_scan_id, latest_completed_scan_id)
			SELECT 'ctr_' || lpad(i::text, 8, '0'), CASE WHEN i %% 10 = 0 THEN 'org_small' ELSE 'org_big' END, 'c' || i, '', '[]', '{}',
				%s + i * 1000, 'scn_' || lpad(i::text, 8, '0') || '_2', 'scn_' || lpad(i::text, 8, '0') || '_1'
			FROM generate_series(1, %d) i`, base, contracts),
		`INSERT INTO scans (id, org_id, contract_id, status, created_at, started_at, completed_at, summary)
			SELECT 'scn_' || substr(c.id, 5) || '_' || k, c.org_id, c.id, CASE k WHEN 2 THEN 'running' ELSE 'completed' END,
				c.created_at + k * 100000000, c.created_at + k * 100000000, CASE k WHEN 2 THEN NULL ELSE c.created_at + k * 100000000 + 5000 END, '{}'
			FROM contracts c CROSS JOIN generate_series(0, 2) k`,
		fmt.Sprintf(`INSERT INTO triage (contract_id, fingerprint, status, comment, first_seen_scan_id)
			SELECT c.id, 'fp' || j, CASE WHEN j %% 20 = 0 THEN 'confirmed' ELSE 'open' END, '', 'scn_' || substr(c.id, 5) || '_0'
			FROM contracts c CROSS JOIN generate_series(1, %d) j`, perScan),
		fmt.Sprintf(`INSERT INTO vulnerabilities (id, org_id, scan_id, contract_id, detector, title, severity, severity_rank,
				confidence, confidence_rank, swc, cwe, message, recommendation, location, related, fingerprint, suppressed, created_at)
			SELECT 'vln_' || substr(s.id, 5) || '_' || lpad(j::text, 4, '0'), s.org_id, s.id, s.contract_id,
				'd' || (j %% 20), 'title', (ARRAY['critical','high','medium','low','informational'])[1 + (j * 7 + length(s.id)) %% 5],
				5 - (j * 7 + length(s.id)) %% 5, (ARRAY['high','medium','low'])[1 + j %% 3], 3 - j %% 3,
				'SWC-1' || lpad((j %% 37)::text, 2, '0'), '', 'message', 'recommendation', '{}', '[]', 'fp' || j, false, s.completed_at
			FROM scans s CROSS JOIN generate_series(1, %d) j WHERE s.status = 'completed'`, perScan),
		"ANALYZE",
	}
}
