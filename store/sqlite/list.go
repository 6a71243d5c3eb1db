package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/store"
)

// listQuery is one list endpoint's query: every list goes through runList, so they all paginate alike.
type listQuery[T any] struct {
	spec store.ListSpec
	// from is everything between SELECT and WHERE: "<columns> FROM <tables>".
	selectFrom string
	// countFrom is the FROM part used to count the whole list in page style.
	countFrom string
	conds     []string
	args      []any
	scan      func(rows *sql.Rows) (T, error)
	// field returns an item's value of a sort field (as stored: micros for times) or, for "id", its id.
	field func(item T, name string) any
}

// runList runs the query with the list options and returns the page.
func runList[T any](ctx context.Context, db *sql.DB, q listQuery[T], opts vigil.ListOptions) (*vigil.Page[T], error) {
	p, err := q.spec.Paginate(opts)
	if err != nil {
		return nil, err
	}
	conds, args := q.conds, q.args
	where := func(c []string) string {
		if len(c) == 0 {
			return ""
		}
		return " WHERE " + strings.Join(c, " AND ")
	}
	page := &vigil.Page[T]{Items: []T{}}
	if opts.Page > 0 {
		if err := db.QueryRowContext(ctx, "SELECT COUNT(*) FROM "+q.countFrom+where(conds), args...).Scan(&page.TotalCount); err != nil {
			return nil, fmt.Errorf("count: %w", err)
		}
	}
	if p.Where != "" {
		conds = append(append([]string{}, conds...), p.Where)
		args = append(append([]any{}, args...), p.WhereArgs...)
	}
	query := "SELECT " + q.selectFrom + where(conds) + " " + p.OrderBy + " LIMIT ?"
	args = append(args, p.Limit)
	if p.Offset > 0 {
		query += " OFFSET ?"
		args = append(args, p.Offset)
	}
	rows, err := db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("query: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		item, err := q.scan(rows)
		if err != nil {
			return nil, fmt.Errorf("scan row: %w", err)
		}
		page.Items = append(page.Items, item)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("rows: %w", err)
	}
	if len(page.Items) > opts.Limit {
		page.Items = page.Items[:opts.Limit]
		page.HasMore = true
		last := page.Items[len(page.Items)-1]
		sort := opts.Sort
		if len(sort) == 0 {
			sort = []vigil.SortField{{Field: "created_at", Desc: true}}
		}
		for _, f := range sort {
			page.NextKey = append(page.NextKey, q.field(last, f.Field))
		}
		page.NextKey = append(page.NextKey, q.field(last, "id"))
	}
	return page, nil
}
