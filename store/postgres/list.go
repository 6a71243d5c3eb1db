package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/vigilsec/vigil/listquery"
	"github.com/vigilsec/vigil/store"
)

// listQuery is one list endpoint's statement. Every list goes through runList, which takes the filters,
// ordering and keyset or page position from the parsed query.
type listQuery[T any] struct {
	// selectFrom is the statement up to WHERE: "SELECT <columns> FROM <tables>".
	selectFrom string
	// from is the FROM part alone, for the count of page style.
	from string
	// conds and args are the conditions the store adds itself, such as the organisation, numbered $1…$len(args);
	// the query's own placeholders follow.
	conds []string
	args  []any
	scan  func(rows pgx.Rows) (T, error)
	// key returns an item's value of a sort field (times as stored: microseconds) or of the tie-breaker "id".
	key func(item T, field string) any
}

// statement is one SQL statement with its arguments.
type statement struct {
	sql  string
	args []any
}

// statements returns the list statement for q and, in page style, the count statement (else a zero statement).
func (lq listQuery[T]) statements(q *listquery.Query) (sel, count statement) {
	c := q.SQL(listquery.PostgreSQL(len(lq.args)))
	sel = statement{c.Select(lq.selectFrom, lq.conds...), append(append([]any{}, lq.args...), c.Args...)}
	if q.PageStyle() {
		count = statement{c.Count(lq.from, lq.conds...), append(append([]any{}, lq.args...), c.CountArgs...)}
	}
	return sel, count
}

// runList runs the list statement for q and returns the page.
func runList[T any](ctx context.Context, db querier, lq listQuery[T], q *listquery.Query) (*store.List[T], error) {
	sel, count := lq.statements(q)
	out := &store.List[T]{}
	if count.sql != "" {
		if err := db.QueryRow(ctx, count.sql, count.args...).Scan(&out.TotalCount); err != nil {
			return nil, fmt.Errorf("count: %w", err)
		}
	}
	rows, err := db.Query(ctx, sel.sql, sel.args...)
	if err != nil {
		return nil, fmt.Errorf("query: %w", err)
	}
	defer rows.Close()
	items := []T{}
	for rows.Next() {
		item, err := lq.scan(rows)
		if err != nil {
			return nil, fmt.Errorf("scan row: %w", err)
		}
		items = append(items, item)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("rows: %w", err)
	}
	out.Result, err = listquery.Cut(q, items, lq.key)
	if err != nil {
		return nil, err
	}
	return out, nil
}
