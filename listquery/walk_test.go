package listquery

import (
	"cmp"
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"fmt"
	mrand "math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" database/sql driver
	_ "modernc.org/sqlite"             // the "sqlite" database/sql driver
)

// walkDB is a database holding the walk's items table, with what differs between SQLite and PostgreSQL.
type walkDB struct {
	db      *sql.DB
	dialect Dialect // numbered after the one caller argument (the tenant)
	tenant  string  // the caller's own condition, e.g. "tenant = ?"
	insert  string
	timeArg func(time.Time) any
	scanAt  func(src any) (time.Time, error)
}

// item is a row of the items table.
type item struct {
	id, tenant, name, severity, status string
	createdAt                          time.Time
}

// rank is the severity rank, as severityRank computes it in SQL.
func (it item) rank() int {
	switch it.severity {
	case "critical":
		return 5
	case "high":
		return 4
	case "medium":
		return 3
	case "low":
		return 2
	}
	return 1
}

// key is the row accessor for the walk spec.
func (it item) key(field string) any {
	switch field {
	case "id":
		return it.id
	case "name":
		return it.name
	case "severity":
		return it.rank()
	case "created_at":
		return it.createdAt
	}
	return nil
}

// sqliteTime is the fixed-width text form of times in the SQLite table, which compares like the times do.
const sqliteTime = "2006-01-02T15:04:05.000000000Z"

// openSQLite creates the items table in a new SQLite file.
func openSQLite(t *testing.T) *walkDB {
	t.Helper()
	path := filepath.Join(t.TempDir(), "walk.db")
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(5000)&_pragma=journal_mode(WAL)")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	_, err = db.Exec(`CREATE TABLE items (
		id TEXT PRIMARY KEY, tenant TEXT NOT NULL, name TEXT NOT NULL, severity TEXT NOT NULL,
		status TEXT NOT NULL, created_at TEXT NOT NULL)`)
	if err != nil {
		t.Fatal(err)
	}
	toText := func(tm time.Time) any { return tm.UTC().Format(sqliteTime) }
	return &walkDB{
		db:      db,
		dialect: SQLite().WithTime(toText),
		tenant:  "tenant = ?",
		insert:  "INSERT INTO items (id, tenant, name, severity, status, created_at) VALUES (?, ?, ?, ?, ?, ?)",
		timeArg: toText,
		scanAt: func(src any) (time.Time, error) {
			s, ok := src.(string)
			if !ok {
				return time.Time{}, fmt.Errorf("created_at is %T", src)
			}
			return time.Parse(time.RFC3339Nano, s)
		},
	}
}

// openPostgres creates a database of its own on the server of VIGIL_TEST_DATABASE_URL, dropped at the end.
func openPostgres(t *testing.T) *walkDB {
	t.Helper()
	dsn := os.Getenv("VIGIL_TEST_DATABASE_URL")
	if dsn == "" {
		t.Skip("VIGIL_TEST_DATABASE_URL is not set; skipping the PostgreSQL walk")
	}
	admin, err := sql.Open("pgx", dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { admin.Close() })
	var suffix [6]byte
	if _, err := rand.Read(suffix[:]); err != nil {
		t.Fatal(err)
	}
	name := "listquery_test_" + hex.EncodeToString(suffix[:])
	if _, err := admin.Exec("CREATE DATABASE " + name); err != nil {
		t.Fatalf("create database: %v", err)
	}
	u, err := url.Parse(dsn)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + name
	db, err := sql.Open("pgx", u.String())
	if err != nil {
		t.Fatal(err)
	}
	// Cleanups run last-registered first: close this pool, then drop the database.
	t.Cleanup(func() {
		if _, err := admin.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)"); err != nil {
			t.Errorf("drop database %s: %v", name, err)
		}
	})
	t.Cleanup(func() { db.Close() })
	// COLLATE "C" makes text order byte order, which the test's own sort reproduces.
	_, err = db.Exec(`CREATE TABLE items (
		id TEXT COLLATE "C" PRIMARY KEY, tenant TEXT NOT NULL, name TEXT COLLATE "C" NOT NULL,
		severity TEXT NOT NULL, status TEXT NOT NULL, created_at TIMESTAMPTZ NOT NULL)`)
	if err != nil {
		t.Fatal(err)
	}
	return &walkDB{
		db:      db,
		dialect: PostgreSQL(1),
		tenant:  "tenant = $1",
		insert:  "INSERT INTO items (id, tenant, name, severity, status, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
		timeArg: func(tm time.Time) any { return tm },
		scanAt: func(src any) (time.Time, error) {
			tm, ok := src.(time.Time)
			if !ok {
				return time.Time{}, fmt.Errorf("created_at is %T", src)
			}
			return tm.UTC(), nil
		},
	}
}

func TestWalkSQLite(t *testing.T) {
	t.Parallel()
	exerciseWalk(t, openSQLite(t))
}

func TestWalkPostgreSQL(t *testing.T) {
	t.Parallel()
	exerciseWalk(t, openPostgres(t))
}

// walkBase is the earliest creation time of the generated items.
var walkBase = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// genItems makes n items of a tenant with many equal sort values: 30 distinct creation times (to the
// microsecond, which PostgreSQL keeps), 5 severities, 6 names, and IDs unrelated to creation order.
func genItems(r *mrand.Rand, tenant, prefix string, n int) []item {
	names := []string{"alpha", "bravo", "charlie", "delta", "echo", "foxtrot"}
	severities := []string{"critical", "high", "medium", "low", "informational"}
	perm := r.Perm(n)
	items := make([]item, n)
	for i := range items {
		items[i] = item{
			id:        fmt.Sprintf("%s_%04d", prefix, perm[i]),
			tenant:    tenant,
			name:      names[r.IntN(len(names))],
			severity:  severities[r.IntN(len(severities))],
			status:    []string{"open", "fixed"}[r.IntN(2)],
			createdAt: walkBase.Add(time.Duration(r.IntN(30))*time.Minute + time.Duration(r.IntN(3))*time.Microsecond),
		}
	}
	return items
}

// put inserts items.
func (w *walkDB) put(t *testing.T, items ...item) {
	t.Helper()
	for _, it := range items {
		if _, err := w.db.Exec(w.insert, it.id, it.tenant, it.name, it.severity, it.status, w.timeArg(it.createdAt)); err != nil {
			t.Fatalf("insert %s: %v", it.id, err)
		}
	}
}

// fetch runs one page of a list query for a tenant.
func (w *walkDB) fetch(t *testing.T, q *Query, tenant string) (Result[item], int) {
	t.Helper()
	c := q.SQL(w.dialect)
	stmt := c.Select("SELECT id, tenant, name, severity, status, created_at FROM items", w.tenant)
	rows, err := w.db.QueryContext(context.Background(), stmt, append([]any{tenant}, c.Args...)...)
	if err != nil {
		t.Fatalf("%s: %v", stmt, err)
	}
	defer rows.Close()
	var items []item
	for rows.Next() {
		var it item
		var at any
		if err := rows.Scan(&it.id, &it.tenant, &it.name, &it.severity, &it.status, &at); err != nil {
			t.Fatal(err)
		}
		if it.createdAt, err = w.scanAt(at); err != nil {
			t.Fatal(err)
		}
		items = append(items, it)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	res, err := Cut(q, items, func(it item, field string) any { return it.key(field) })
	if err != nil {
		t.Fatal(err)
	}
	total := -1
	if q.PageStyle() {
		if err := w.db.QueryRow(c.Count("items", w.tenant), append([]any{tenant}, c.CountArgs...)...).Scan(&total); err != nil {
			t.Fatal(err)
		}
	}
	return res, total
}

// expected filters and orders items the way the query should, computed in Go.
func expected(q *Query, items []item) []string {
	var out []item
	for _, it := range items {
		if matches(q, it) {
			out = append(out, it)
		}
	}
	slices.SortFunc(out, func(a, b item) int {
		for _, s := range q.Sort {
			var c int
			switch s.Name {
			case "created_at":
				c = a.createdAt.Compare(b.createdAt)
			case "severity":
				c = cmp.Compare(a.rank(), b.rank())
			case "name":
				c = strings.Compare(a.name, b.name)
			case "id":
				c = strings.Compare(a.id, b.id)
			}
			if s.Desc {
				c = -c
			}
			if c != 0 {
				return c
			}
		}
		return 0
	})
	ids := make([]string, len(out))
	for i, it := range out {
		ids[i] = it.id
	}
	return ids
}

// matches applies the query's filters (those the walk uses) to an item.
func matches(q *Query, it item) bool {
	for _, f := range q.Filters {
		switch f.Param {
		case "severity":
			if !slices.Contains(f.Values, any(it.severity)) {
				return false
			}
		case "status":
			if it.status != f.Values[0] {
				return false
			}
		case "created_after":
			if !it.createdAt.After(f.Values[0].(time.Time)) {
				return false
			}
		default:
			panic("the walk does not use filter " + f.Param)
		}
	}
	return true
}

// exerciseWalk walks lists of 250 items in both pagination styles, in several orders and with filters, and
// checks that every expected row comes exactly once, in order; then walks with cursors while rows are inserted
// between pages.
func exerciseWalk(t *testing.T, w *walkDB) {
	r := mrand.New(mrand.NewPCG(1, 2))
	items := genItems(r, "acme", "itm", 250)
	w.put(t, items...)
	w.put(t, genItems(r, "other", "oth", 20)...) // another tenant's rows must never appear
	spec := testSpec(t)

	sorts := []string{"", "sort=created_at", "sort=-severity,created_at", "sort=severity,-name", "sort=name", "sort=-id"}
	filters := []string{"", "severity=high,critical", "status=open&created_after=" + walkBase.Add(10*time.Minute).Format(time.RFC3339)}
	for _, s := range sorts {
		for _, f := range filters {
			query := strings.Trim(s+"&"+f, "&")
			t.Run("cursor "+query, func(t *testing.T) {
				q := mustParse(t, strings.Trim(query+"&limit=7", "&"), spec)
				want := expected(q, items)
				got := walkCursor(t, w, q.Limit, query, spec, nil)
				if !slices.Equal(got, want) {
					t.Errorf("cursor walk returned %d rows:\n%v\nwant %d:\n%v", len(got), got, len(want), want)
				}
			})
			t.Run("pages "+query, func(t *testing.T) {
				got := walkPages(t, w, query, 9, spec, items)
				q := mustParse(t, query, spec)
				if want := expected(q, items); !slices.Equal(got, want) {
					t.Errorf("page walk returned %d rows:\n%v\nwant %d:\n%v", len(got), got, len(want), want)
				}
			})
		}
	}

	// Rows inserted between pages, before and after the position reached, must not make a cursor walk repeat
	// or skip any row that was there from the start.
	for i, s := range []string{"", "sort=created_at", "sort=-severity,created_at", "sort=name,-created_at"} {
		t.Run("concurrent inserts "+s, func(t *testing.T) {
			tenant := fmt.Sprintf("live%d", i)
			prefix := fmt.Sprintf("liv%d", i)
			original := genItems(r, tenant, prefix, 250)
			w.put(t, original...)
			q := mustParse(t, s, spec)
			want := expected(q, original)
			added := 0
			between := func() {
				extra := genItems(r, tenant, fmt.Sprintf("new%d-%03d", i, added), 3)
				extra[2].createdAt = walkBase.Add(time.Hour + time.Duration(added)*time.Second) // newer than all
				added++
				w.put(t, extra...)
			}
			got := walkCursorTenant(t, w, 10, s, spec, tenant, between)
			seen := map[string]bool{}
			var originals []string
			for _, id := range got {
				if seen[id] {
					t.Fatalf("row %s returned twice", id)
				}
				seen[id] = true
				if strings.HasPrefix(id, prefix+"_") {
					originals = append(originals, id)
				}
			}
			if !slices.Equal(originals, want) {
				t.Errorf("the original rows came back as %d rows:\n%v\nwant %d:\n%v", len(originals), originals, len(want), want)
			}
			if added == 0 {
				t.Error("no rows were inserted during the walk")
			}
		})
	}
}

// walkCursor walks a list of the "acme" tenant with cursors; see walkCursorTenant.
func walkCursor(t *testing.T, w *walkDB, limit int, query string, spec Spec, between func()) []string {
	t.Helper()
	return walkCursorTenant(t, w, limit, query, spec, "acme", between)
}

// walkCursorTenant follows next_cursor from the first page to the last and returns the IDs in order, calling
// between (when set) after each page.
func walkCursorTenant(t *testing.T, w *walkDB, limit int, query string, spec Spec, tenant string, between func()) []string {
	t.Helper()
	var ids []string
	cursor := ""
	for pages := 0; ; pages++ {
		if pages > 1000 {
			t.Fatal("the walk does not end")
		}
		values, err := url.ParseQuery(query)
		if err != nil {
			t.Fatal(err)
		}
		values.Set("limit", fmt.Sprint(limit))
		if cursor != "" {
			values.Set("cursor", cursor)
		}
		q, err := Parse(values, spec)
		if err != nil {
			t.Fatalf("page %d: %v", pages+1, err)
		}
		res, _ := w.fetch(t, q, tenant)
		if len(res.Data) > limit {
			t.Fatalf("page %d has %d rows; the limit is %d", pages+1, len(res.Data), limit)
		}
		for _, it := range res.Data {
			ids = append(ids, it.id)
		}
		if !res.HasMore {
			if res.NextCursor != "" {
				t.Error("the last page has a next cursor")
			}
			return ids
		}
		if res.NextCursor == "" || len(res.Data) != limit {
			t.Fatalf("page %d: has_more with %d rows and cursor %q", pages+1, len(res.Data), res.NextCursor)
		}
		cursor = res.NextCursor
		if between != nil {
			between()
		}
	}
}

// walkPages walks a list of the "acme" tenant page by page, checking total_count and the Link header on each.
func walkPages(t *testing.T, w *walkDB, query string, perPage int, spec Spec, items []item) []string {
	t.Helper()
	var ids []string
	for page := 1; ; page++ {
		if page > 1000 {
			t.Fatal("the walk does not end")
		}
		values, err := url.ParseQuery(query)
		if err != nil {
			t.Fatal(err)
		}
		values.Set("page", fmt.Sprint(page))
		values.Set("per_page", fmt.Sprint(perPage))
		q, err := Parse(values, spec)
		if err != nil {
			t.Fatal(err)
		}
		res, total := w.fetch(t, q, "acme")
		if want := len(expected(q, items)); total != want {
			t.Fatalf("page %d: total_count %d, want %d", page, total, want)
		}
		for _, it := range res.Data {
			ids = append(ids, it.id)
		}
		link := q.Link(&url.URL{Path: "/api/v1/items", RawQuery: values.Encode()}, total)
		if hasNext := strings.Contains(link, `rel="next"`); hasNext != res.HasMore {
			t.Fatalf("page %d: has_more %t but Link %q", page, res.HasMore, link)
		}
		if !res.HasMore {
			if page != q.LastPage(total) {
				t.Errorf("the walk ended on page %d; the last page is %d", page, q.LastPage(total))
			}
			return ids
		}
	}
}
