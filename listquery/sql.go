package listquery

import (
	"strconv"
	"strings"
	"time"
)

// Dialect is how SQL is written for one database: its placeholders and how times are bound.
type Dialect struct {
	numbered  bool // $1, $2… rather than ?
	argOffset int
	timeValue func(time.Time) any
}

// SQLite returns the dialect of SQLite: "?" placeholders.
func SQLite() Dialect { return Dialect{timeValue: timeArg} }

// PostgreSQL returns the dialect of PostgreSQL: "$n" placeholders numbered from argOffset+1, so that the caller
// can put its own arguments first (argOffset 1 for a statement that starts with "org_id = $1").
func PostgreSQL(argOffset int) Dialect {
	return Dialect{numbered: true, argOffset: max(argOffset, 0), timeValue: timeArg}
}

// WithTime returns the dialect binding time values (time filters and time sort keys) as f returns them, for
// stores that keep times in another form than the driver's own. By default a time.Time is bound as is. In
// SQLite, where times are text compared byte by byte, store and bind one fixed-width UTC form, e.g.
// t.UTC().Format("2006-01-02T15:04:05.000000000Z"): time.RFC3339Nano drops trailing zeros and does not sort.
func (d Dialect) WithTime(f func(time.Time) any) Dialect {
	if f != nil {
		d.timeValue = f
	}
	return d
}

// Clauses are the parts of a list statement that come from a Query.
type Clauses struct {
	// Where holds the filters and, in cursor style, the keyset position, joined with AND, without the keyword;
	// "" when there is no condition.
	Where string
	// Args are the arguments of Where, in placeholder order.
	Args []any
	// CountWhere and CountArgs hold the filters alone, for the COUNT(*) of page style.
	CountWhere string
	CountArgs  []any
	// OrderBy is the ordering, without the keywords (e.g. "created_at DESC, id DESC").
	OrderBy string
	// Limit is the number of rows to fetch: the page size plus one, whose presence tells has_more.
	Limit int
	// Offset is the number of rows to skip: 0 in cursor style, which never uses OFFSET.
	Offset int
}

// SQL writes the clauses of the query for dialect d. In cursor style the position after the previous page is a
// keyset condition, the row-value comparison (a, b, id) > (x, y, z) expanded into ORs of ANDs so that it works
// for any mix of ascending and descending fields; in page style it is an OFFSET.
func (q *Query) SQL(d Dialect) Clauses {
	if d.timeValue == nil {
		d.timeValue = timeArg
	}
	w := &sqlWriter{d: d}
	var conds []string
	for _, f := range q.Filters {
		conds = append(conds, w.filter(f))
	}
	c := Clauses{
		CountWhere: strings.Join(conds, " AND "),
		Limit:      q.Limit + 1,
		Offset:     q.Offset(),
	}
	c.CountArgs = append([]any(nil), w.args...)
	if q.after != nil && !q.PageStyle() {
		conds = append(conds, w.keyset(q.Sort, q.after))
	}
	c.Where = strings.Join(conds, " AND ")
	c.Args = w.args
	order := make([]string, len(q.Sort))
	for i, s := range q.Sort {
		order[i] = s.Column + direction(s.Desc)
	}
	c.OrderBy = strings.Join(order, ", ")
	return c
}

// Select returns the whole statement: selectFrom (e.g. "SELECT id, name FROM contracts"), then WHERE with the
// caller's own conditions first (e.g. "org_id = ?") and the query's, ORDER BY, LIMIT and OFFSET. The caller's
// arguments go before Args.
func (c Clauses) Select(selectFrom string, conds ...string) string {
	var b strings.Builder
	b.WriteString(selectFrom)
	writeWhere(&b, conds, c.Where)
	b.WriteString(" ORDER BY ")
	b.WriteString(c.OrderBy)
	b.WriteString(" LIMIT ")
	b.WriteString(strconv.Itoa(c.Limit))
	if c.Offset > 0 {
		b.WriteString(" OFFSET ")
		b.WriteString(strconv.Itoa(c.Offset))
	}
	return b.String()
}

// Count returns "SELECT COUNT(*) FROM from WHERE …" with the caller's conditions and the filters (never the
// keyset position); its arguments are the caller's, then CountArgs.
func (c Clauses) Count(from string, conds ...string) string {
	var b strings.Builder
	b.WriteString("SELECT COUNT(*) FROM ")
	b.WriteString(from)
	writeWhere(&b, conds, c.CountWhere)
	return b.String()
}

// writeWhere writes " WHERE a AND b …" when there is any condition.
func writeWhere(b *strings.Builder, conds []string, where string) {
	all := make([]string, 0, len(conds)+1)
	for _, c := range conds {
		if c != "" {
			all = append(all, c)
		}
	}
	if where != "" {
		all = append(all, where)
	}
	if len(all) > 0 {
		b.WriteString(" WHERE ")
		b.WriteString(strings.Join(all, " AND "))
	}
}

// direction is the SQL keyword of a sort direction.
func direction(desc bool) string {
	if desc {
		return " DESC"
	}
	return " ASC"
}

// sqlWriter accumulates arguments and writes their placeholders.
type sqlWriter struct {
	d    Dialect
	args []any
}

// arg records an argument and returns its placeholder.
func (w *sqlWriter) arg(v any) string {
	if t, ok := v.(time.Time); ok {
		v = w.d.timeValue(t)
	}
	w.args = append(w.args, v)
	if w.d.numbered {
		return "$" + strconv.Itoa(w.d.argOffset+len(w.args))
	}
	return "?"
}

// filter writes one filter's condition.
func (w *sqlWriter) filter(f Filter) string {
	if f.Op == opIn {
		ph := make([]string, len(f.Values))
		for i, v := range f.Values {
			ph[i] = w.arg(v)
		}
		return f.Column + " IN (" + strings.Join(ph, ", ") + ")"
	}
	return f.Column + " " + string(f.Op) + " " + w.arg(f.Values[0])
}

// keyset writes the condition "comes after the key" for the ordering: for fields a, b, c it is
// (a > x) OR (a = x AND b > y) OR (a = x AND b = y AND c > z), with < for descending fields.
func (w *sqlWriter) keyset(order []SortField, after []any) string {
	// The OR form alone cannot bound an index scan; a leading range on the first sort column can, so a deep
	// page starts reading at its position instead of at the top of the index. Its argument is bound first,
	// as it comes first in the text.
	bound := ""
	if len(order) > 1 {
		op := " >= "
		if order[0].Desc {
			op = " <= "
		}
		bound = order[0].Column + op + w.arg(after[0]) + " AND "
	}
	terms := make([]string, len(order))
	for i := range order {
		parts := make([]string, 0, i+1)
		for j := range i {
			parts = append(parts, order[j].Column+" = "+w.arg(after[j]))
		}
		op := " > "
		if order[i].Desc {
			op = " < "
		}
		parts = append(parts, order[i].Column+op+w.arg(after[i]))
		terms[i] = "(" + strings.Join(parts, " AND ") + ")"
	}
	return "(" + bound + "(" + strings.Join(terms, " OR ") + "))"
}
