// Package store holds what every SQL implementation of the vigil services shares: the keyset pagination that
// all list queries use, so that store/sqlite and a PostgreSQL store build lists the same way. The
// implementations live in subpackages named after their database; store/storetest is the conformance suite
// they all pass.
package store

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/vigilsec/vigil"
)

// Kind is the type of a sortable column, used to check and convert keyset values taken from a cursor.
type Kind int

// The kinds of sortable columns.
const (
	KindText Kind = iota
	KindInt
)

// Column is a sortable field of a list: the SQL expression it sorts by and its kind.
type Column struct {
	Expr string
	Kind Kind
}

// ListSpec describes one list query for Paginate: the sortable fields by API name, and the id column that
// breaks ties so that every position is unique.
type ListSpec struct {
	Columns map[string]Column
	IDExpr  string
}

// Paginated is the SQL a list query appends after its own WHERE conditions: an extra condition (empty when
// there is none) with its arguments, the ORDER BY clause, and LIMIT/OFFSET. All use "?" placeholders.
type Paginated struct {
	Where     string
	WhereArgs []any
	OrderBy   string
	Limit     int // rows to fetch: one more than the page size, to learn whether more follow
	Offset    int
}

// Paginate turns list options into SQL. Unknown sort fields are VALIDATION_ERROR (param "sort"); a keyset
// position that does not fit the sort is INVALID_CURSOR.
func (s ListSpec) Paginate(opts vigil.ListOptions) (Paginated, error) {
	var p Paginated
	if opts.Limit < 1 {
		return p, vigil.ParamErrorf(vigil.CodeValidation, "limit", "limit must be at least 1")
	}
	keys, dirs, err := s.keys(opts.Sort)
	if err != nil {
		return p, err
	}
	order := make([]string, len(keys))
	for i, k := range keys {
		order[i] = k.Expr + " " + map[bool]string{false: "ASC", true: "DESC"}[dirs[i]]
	}
	p.OrderBy = "ORDER BY " + strings.Join(order, ", ")
	p.Limit = opts.Limit + 1
	if opts.Page > 0 {
		if opts.After != nil {
			return p, vigil.ParamErrorf(vigil.CodeValidation, "page", "page and cursor cannot be used together")
		}
		p.Offset = (opts.Page - 1) * opts.Limit
		return p, nil
	}
	if opts.After == nil {
		return p, nil
	}
	if len(opts.After) != len(keys) {
		return p, vigil.ParamErrorf(vigil.CodeInvalidCursor, "cursor", "The cursor does not fit this list.")
	}
	vals := make([]any, len(keys))
	for i, k := range keys {
		v, err := convert(opts.After[i], k.Kind)
		if err != nil {
			return p, vigil.ParamErrorf(vigil.CodeInvalidCursor, "cursor", "The cursor does not fit this list.")
		}
		vals[i] = v
	}
	// (k1 > v1) OR (k1 = v1 AND k2 > v2) OR … with < for descending keys.
	ors := make([]string, len(keys))
	for i := range keys {
		ands := make([]string, 0, i+1)
		for j := 0; j < i; j++ {
			ands = append(ands, keys[j].Expr+" = ?")
			p.WhereArgs = append(p.WhereArgs, vals[j])
		}
		op := ">"
		if dirs[i] {
			op = "<"
		}
		ands = append(ands, keys[i].Expr+" "+op+" ?")
		p.WhereArgs = append(p.WhereArgs, vals[i])
		ors[i] = "(" + strings.Join(ands, " AND ") + ")"
	}
	p.Where = "(" + strings.Join(ors, " OR ") + ")"
	return p, nil
}

// SortFields lists the API names of the sortable fields.
func (s ListSpec) SortFields() []string {
	out := make([]string, 0, len(s.Columns))
	for n := range s.Columns {
		out = append(out, n)
	}
	return out
}

// keys returns the ordered key columns (sort fields, then id) and whether each is descending. The id follows
// the direction of the last sort field.
func (s ListSpec) keys(sort []vigil.SortField) ([]Column, []bool, error) {
	if len(sort) == 0 {
		sort = []vigil.SortField{{Field: "created_at", Desc: true}}
	}
	keys := make([]Column, 0, len(sort)+1)
	dirs := make([]bool, 0, len(sort)+1)
	for _, f := range sort {
		c, ok := s.Columns[f.Field]
		if !ok {
			return nil, nil, vigil.ParamErrorf(vigil.CodeValidation, "sort", "Unknown sort field %q.", f.Field)
		}
		keys = append(keys, c)
		dirs = append(dirs, f.Desc)
	}
	keys = append(keys, Column{Expr: s.IDExpr, Kind: KindText})
	dirs = append(dirs, sort[len(sort)-1].Desc)
	return keys, dirs, nil
}

// convert checks a keyset value decoded from JSON (string, float64 or json.Number) against the column kind.
func convert(v any, k Kind) (any, error) {
	switch k {
	case KindText:
		if s, ok := v.(string); ok {
			return s, nil
		}
	case KindInt:
		switch n := v.(type) {
		case int64:
			return n, nil
		case int:
			return int64(n), nil
		case json.Number:
			return strconv.ParseInt(string(n), 10, 64)
		case float64:
			if n == math.Trunc(n) && math.Abs(n) < 1<<53 {
				return int64(n), nil
			}
		}
	}
	return nil, fmt.Errorf("keyset value %v (%T) does not fit the column", v, v)
}

// Rebind rewrites "?" placeholders as "$1", "$2", … for databases that number them (PostgreSQL). It does not
// look inside string literals, so queries must pass every value as an argument.
func Rebind(query string) string {
	var b strings.Builder
	n := 0
	for _, r := range query {
		if r == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}
