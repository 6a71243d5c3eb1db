package listquery

import (
	"net/url"
	"reflect"
	"testing"
	"time"
)

func TestSQL(t *testing.T) {
	t.Parallel()
	spec := testSpec(t)
	spec.Sorts["severity"] = SortSpec{Column: "rank", Type: TypeInt} // short, for readable expectations
	at := time.Date(2026, 5, 6, 7, 8, 9, 0, time.UTC)
	row := testRow{id: "vln_9", name: "n", rank: 4, createdAt: at}
	withCursor := func(query string) string {
		c, err := mustParse(t, query, spec).NextCursor(row.key)
		if err != nil {
			t.Fatal(err)
		}
		return query + "&cursor=" + c
	}
	tests := []struct {
		name    string
		query   string
		dialect Dialect
		want    Clauses
	}{
		{"defaults", "", SQLite(), Clauses{OrderBy: "created_at DESC, id DESC", Limit: 21}},
		{"filters, SQLite", "severity=low,high&suppressed=true&limit=5", SQLite(), Clauses{
			Where: "severity IN (?, ?) AND suppressed = ?", Args: []any{"high", "low", true},
			CountWhere: "severity IN (?, ?) AND suppressed = ?", CountArgs: []any{"high", "low", true},
			OrderBy: "created_at DESC, id DESC", Limit: 6,
		}},
		{"filters, PostgreSQL after two caller arguments", "severity=low,high&created_after=2026-05-06T07:08:09Z",
			PostgreSQL(2), Clauses{
				Where: "created_at > $3 AND severity IN ($4, $5)", Args: []any{at, "high", "low"},
				CountWhere: "created_at > $3 AND severity IN ($4, $5)", CountArgs: []any{at, "high", "low"},
				OrderBy: "created_at DESC, id DESC", Limit: 21,
			}},
		{"cursor, one field and the tie-breaker", withCursor("limit=10"), PostgreSQL(0), Clauses{
			Where:   "(created_at <= $1 AND ((created_at < $2) OR (created_at = $3 AND id < $4)))",
			Args:    []any{at, at, at, "vln_9"},
			OrderBy: "created_at DESC, id DESC", Limit: 11,
		}},
		{"cursor, mixed directions and a filter", withCursor("sort=-severity,created_at&status=open"), SQLite(), Clauses{
			Where:      "status = ? AND (rank <= ? AND ((rank < ?) OR (rank = ? AND created_at > ?) OR (rank = ? AND created_at = ? AND id > ?)))",
			Args:       []any{"open", int64(4), int64(4), int64(4), at, int64(4), at, "vln_9"},
			CountWhere: "status = ?", CountArgs: []any{"open"},
			OrderBy: "rank DESC, created_at ASC, id ASC", Limit: 21,
		}},
		{"times bound as text", "created_after=2026-05-06T07:08:09Z",
			SQLite().WithTime(func(t time.Time) any { return t.Format(time.RFC3339) }), Clauses{
				Where: "created_at > ?", Args: []any{"2026-05-06T07:08:09Z"},
				CountWhere: "created_at > ?", CountArgs: []any{"2026-05-06T07:08:09Z"},
				OrderBy: "created_at DESC, id DESC", Limit: 21,
			}},
		{"page style", "page=3&per_page=10&status=fixed", SQLite(), Clauses{
			Where: "status = ?", Args: []any{"fixed"}, CountWhere: "status = ?", CountArgs: []any{"fixed"},
			OrderBy: "created_at DESC, id DESC", Limit: 11, Offset: 20,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got := mustParse(t, tt.query, spec).SQL(tt.dialect)
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("SQL =\n%#v\nwant\n%#v", got, tt.want)
			}
		})
	}
}

func TestClausesStatements(t *testing.T) {
	t.Parallel()
	c := Clauses{Where: "a = ?", CountWhere: "b = ?", OrderBy: "x DESC, id DESC", Limit: 21, Offset: 40}
	tests := []struct {
		got, want string
	}{
		{c.Select("SELECT id FROM t"), "SELECT id FROM t WHERE a = ? ORDER BY x DESC, id DESC LIMIT 21 OFFSET 40"},
		{c.Select("SELECT id FROM t", "org = ?", ""), "SELECT id FROM t WHERE org = ? AND a = ? ORDER BY x DESC, id DESC LIMIT 21 OFFSET 40"},
		{Clauses{OrderBy: "id ASC", Limit: 2}.Select("SELECT id FROM t"), "SELECT id FROM t ORDER BY id ASC LIMIT 2"},
		{c.Count("t", "org = ?"), "SELECT COUNT(*) FROM t WHERE org = ? AND b = ?"},
		{Clauses{}.Count("t"), "SELECT COUNT(*) FROM t"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("got  %s\nwant %s", tt.got, tt.want)
		}
	}
}

func TestLink(t *testing.T) {
	t.Parallel()
	spec := testSpec(t)
	tests := []struct {
		query string
		total int
		want  string
	}{
		{"page=1&per_page=10&status=open", 35,
			`</api/v1/scans?page=1&per_page=10&status=open>; rel="first", ` +
				`</api/v1/scans?page=2&per_page=10&status=open>; rel="next", ` +
				`</api/v1/scans?page=4&per_page=10&status=open>; rel="last"`},
		{"page=2&per_page=10&severity=high%2Ccritical", 35,
			`</api/v1/scans?page=1&per_page=10&severity=high%2Ccritical>; rel="first", ` +
				`</api/v1/scans?page=1&per_page=10&severity=high%2Ccritical>; rel="prev", ` +
				`</api/v1/scans?page=3&per_page=10&severity=high%2Ccritical>; rel="next", ` +
				`</api/v1/scans?page=4&per_page=10&severity=high%2Ccritical>; rel="last"`},
		{"page=4&per_page=10", 35,
			`</api/v1/scans?page=1&per_page=10>; rel="first", </api/v1/scans?page=3&per_page=10>; rel="prev", ` +
				`</api/v1/scans?page=4&per_page=10>; rel="last"`},
		{"per_page=10", 0,
			`</api/v1/scans?page=1&per_page=10>; rel="first", </api/v1/scans?page=1&per_page=10>; rel="last"`},
		{"page=9&sort=-severity", 30,
			`</api/v1/scans?page=1&per_page=20&sort=-severity>; rel="first", ` +
				`</api/v1/scans?page=2&per_page=20&sort=-severity>; rel="prev", ` +
				`</api/v1/scans?page=2&per_page=20&sort=-severity>; rel="last"`},
		{"limit=10", 30, ""},
	}
	for _, tt := range tests {
		u, err := url.Parse("/api/v1/scans?" + tt.query)
		if err != nil {
			t.Fatal(err)
		}
		q := mustParse(t, tt.query, spec)
		if got := q.Link(u, tt.total); got != tt.want {
			t.Errorf("%s (total %d):\ngot  %s\nwant %s", tt.query, tt.total, got, tt.want)
		}
	}
}

func TestCut(t *testing.T) {
	t.Parallel()
	spec := testSpec(t)
	rows := []testRow{{id: "a", createdAt: time.Unix(3, 0)}, {id: "b", createdAt: time.Unix(2, 0)}, {id: "c", createdAt: time.Unix(1, 0)}}
	key := func(r testRow, field string) any { return r.key(field) }

	q := mustParse(t, "limit=2", spec)
	res, err := Cut(q, rows, key)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Data) != 2 || !res.HasMore || res.NextCursor == "" {
		t.Errorf("Cut of 3 rows at limit 2 = %d rows, has_more %t, cursor %q", len(res.Data), res.HasMore, res.NextCursor)
	}
	res, err = Cut(q, rows[:2], key)
	if err != nil || len(res.Data) != 2 || res.HasMore || res.NextCursor != "" {
		t.Errorf("Cut of a last page = %+v, %v", res, err)
	}
	pq := mustParse(t, "per_page=2", spec)
	res, err = Cut(pq, rows, key)
	if err != nil || len(res.Data) != 2 || !res.HasMore || res.NextCursor != "" {
		t.Errorf("Cut in page style = %+v, %v", res, err)
	}
}
