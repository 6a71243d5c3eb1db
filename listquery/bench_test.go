package listquery

import (
	"net/url"
	"testing"
	"time"
)

// BenchmarkParseWithCursor measures the per-request work of a list: parsing filters and sort, checking the
// cursor, writing the SQL and the next cursor.
func BenchmarkParseWithCursor(b *testing.B) {
	spec := testSpec(b)
	row := testRow{id: "vln_123", name: "reentrancy", rank: 4, createdAt: time.Now()}
	first, err := mustParse(b, "severity=high,critical&sort=-severity,created_at", spec).NextCursor(row.key)
	if err != nil {
		b.Fatal(err)
	}
	values, _ := url.ParseQuery("severity=high,critical&sort=-severity,created_at&limit=50&cursor=" + first)
	for b.Loop() {
		q, err := Parse(values, spec)
		if err != nil {
			b.Fatal(err)
		}
		_ = q.SQL(PostgreSQL(1))
		if _, err := q.NextCursor(row.key); err != nil {
			b.Fatal(err)
		}
	}
}
