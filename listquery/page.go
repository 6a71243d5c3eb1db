package listquery

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

// Result is one page of a list, ready for the response envelope.
type Result[T any] struct {
	// Data holds the rows of the page (at most the page size).
	Data []T
	// HasMore tells whether more rows follow this page.
	HasMore bool
	// NextCursor is the cursor of the following page, "" when there is none or in page style (JSON null).
	NextCursor string
}

// Cut turns the rows fetched with the query's Clauses (up to Limit+1 of them) into a page: it drops the extra
// row, which only tells that more follow, and in cursor style builds the next cursor from the last row kept.
// key returns a row's value for a sort field or the tie-breaker (see RowKey).
func Cut[T any](q *Query, rows []T, key func(row T, field string) any) (Result[T], error) {
	res := Result[T]{Data: rows}
	if len(rows) <= q.Limit {
		return res, nil
	}
	res.Data, res.HasMore = rows[:q.Limit], true
	if q.PageStyle() {
		return res, nil
	}
	last := res.Data[len(res.Data)-1]
	next, err := q.NextCursor(func(field string) any { return key(last, field) })
	if err != nil {
		return res, fmt.Errorf("cut list page: %w", err)
	}
	res.NextCursor = next
	return res, nil
}

// LastPage is the number of the last page in page style for total rows (1 when there are none).
func (q *Query) LastPage(total int) int {
	if total <= 0 || q.Limit <= 0 {
		return 1
	}
	return (total + q.Limit - 1) / q.Limit
}

// Link returns the RFC 8288 Link header of a page-style response: first, prev (except on page 1), next (before
// the last page) and last, as absolute-path URLs built from the request's URL u, whose other query parameters
// are kept. It returns "" in cursor style.
func (q *Query) Link(u *url.URL, total int) string {
	if !q.PageStyle() || u == nil {
		return ""
	}
	last := q.LastPage(total)
	params := u.Query()
	params.Del(ParamCursor)
	params.Del(ParamLimit)
	ref := func(page int, rel string) string {
		params.Set(ParamPage, strconv.Itoa(page))
		params.Set(ParamPerPage, strconv.Itoa(q.Limit))
		return "<" + u.EscapedPath() + "?" + params.Encode() + `>; rel="` + rel + `"`
	}
	links := []string{ref(1, "first")}
	if q.Page > 1 {
		links = append(links, ref(min(q.Page-1, last), "prev"))
	}
	if q.Page < last {
		links = append(links, ref(q.Page+1, "next"))
	}
	links = append(links, ref(last, "last"))
	return strings.Join(links, ", ")
}
