package listquery

import (
	"crypto/sha256"
	"fmt"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/vigilsec/vigil"
)

// maxInItems bounds the number of values of one comma-list filter.
const maxInItems = 100

// SortField is one element of a resolved ordering.
type SortField struct {
	// Name is the field name from the request ("created_at"), or the tie-breaker's name.
	Name string
	// Column is the column or SQL expression it orders by.
	Column string
	// Type is the type of its key values.
	Type ValueType
	// Desc is true for a descending order.
	Desc bool
}

// Filter is one filter of a query, checked and converted.
type Filter struct {
	// Param is the query parameter name.
	Param string
	// Column is the column or SQL expression compared.
	Column string
	// Op is the comparison; "IN" for a comma-list filter.
	Op Op
	// Values holds the converted value (one), or the items of a comma list: strings, bools or time.Time.
	Values []any
	// canonical is the value in a normal form, for the cursor's hash.
	canonical string
}

// opIn is the operator of comma-list filters.
const opIn Op = "IN"

// Query is a parsed list request: filters, ordering and pagination. Build it with Parse.
type Query struct {
	// Limit is the page size: limit in cursor style, per_page in page style.
	Limit int
	// Page is the page number in page style (from 1), and 0 in cursor style.
	Page int
	// Sort is the full ordering, the tie-breaker last.
	Sort []SortField
	// Filters are the filters of the request, ordered by parameter name.
	Filters []Filter

	after []any   // the sort key of the last row of the previous page (cursor style), or nil
	hash  [8]byte // binds cursors to the filters and sort
	codec *Codec
}

// PageStyle reports whether the request asked for page/per_page pagination rather than cursors.
func (q *Query) PageStyle() bool { return q.Page > 0 }

// Offset is the number of rows before this page in page style, and 0 in cursor style.
func (q *Query) Offset() int {
	if q.Page <= 1 {
		return 0
	}
	return (q.Page - 1) * q.Limit
}

// Parse checks a list request's query string against spec. Every problem is a *vigil.Error: VALIDATION_ERROR
// naming the parameter (an unknown parameter, a bad value, cursor together with page, a parameter given twice),
// or INVALID_CURSOR for a cursor that is not genuine or was made for other filters or another sort.
func Parse(values url.Values, spec Spec) (*Query, error) {
	q := &Query{Limit: DefaultLimit, codec: spec.Codec}
	for name, vs := range values {
		if len(vs) > 1 {
			return nil, vigil.ParamErrorf(vigil.CodeValidation, name, "the parameter %q is given more than once", name)
		}
	}
	get := func(name string) (string, bool) {
		vs, ok := values[name]
		if !ok {
			return "", false
		}
		return vs[0], true
	}

	// Which pagination style, and is it asked for consistently?
	cursor, hasCursor := get(ParamCursor)
	hasCursor = hasCursor && cursor != "" // "cursor=" is what a client sends when next_cursor was null
	_, hasPage := get(ParamPage)
	_, hasPerPage := get(ParamPerPage)
	_, hasLimit := get(ParamLimit)
	switch {
	case hasCursor && hasPage:
		return nil, vigil.ParamErrorf(vigil.CodeValidation, ParamPage, "cursor and page cannot be used together")
	case hasCursor && hasPerPage:
		return nil, vigil.ParamErrorf(vigil.CodeValidation, ParamPerPage, "cursor and per_page cannot be used together; use limit")
	case hasLimit && (hasPage || hasPerPage):
		return nil, vigil.ParamErrorf(vigil.CodeValidation, ParamLimit, "limit goes with cursor pagination; use per_page with page")
	}
	if hasPage || hasPerPage {
		q.Page = 1
		if v, ok := get(ParamPage); ok {
			n, err := intParam(ParamPage, v, 1, 0)
			if err != nil {
				return nil, err
			}
			q.Page = n
		}
		if v, ok := get(ParamPerPage); ok {
			n, err := intParam(ParamPerPage, v, 1, MaxLimit)
			if err != nil {
				return nil, err
			}
			q.Limit = n
		}
		// A page so far out that its offset overflows is certainly empty; refuse it rather than compute nonsense.
		if q.Page > maxPage/q.Limit {
			return nil, vigil.ParamErrorf(vigil.CodeValidation, ParamPage, "page must be at most %d", maxPage/q.Limit)
		}
	} else if v, ok := get(ParamLimit); ok {
		n, err := intParam(ParamLimit, v, 1, MaxLimit)
		if err != nil {
			return nil, err
		}
		q.Limit = n
	}

	// Filters: every other parameter must be declared.
	names := make([]string, 0, len(values))
	for name := range values {
		switch name {
		case ParamLimit, ParamCursor, ParamPage, ParamPerPage, ParamSort:
			continue
		}
		if _, ok := spec.Filters[name]; !ok {
			return nil, vigil.ParamErrorf(vigil.CodeValidation, name, "unknown parameter %q", name)
		}
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		f, err := parseFilter(name, values[name][0], spec.Filters[name])
		if err != nil {
			return nil, err
		}
		q.Filters = append(q.Filters, f)
	}

	// Sort.
	sortText, ok := get(ParamSort)
	param := ParamSort
	if !ok {
		sortText, param = spec.DefaultSort, ""
	}
	order, err := parseSort(sortText, param, spec)
	if err != nil {
		return nil, err
	}
	q.Sort = order
	q.hash = q.computeHash(spec.Name)

	if hasCursor {
		if q.codec == nil {
			return nil, vigil.ParamErrorf(vigil.CodeInvalidCursor, ParamCursor, "this list does not take cursors")
		}
		after, err := q.codec.decode(cursor, q.hash, q.Sort)
		if err != nil {
			return nil, err
		}
		q.after = after
	}
	return q, nil
}

// maxPage bounds page*per_page so that offsets stay far from integer overflow.
const maxPage = 1 << 31

// intParam reads an integer parameter within [lo, hi] (hi 0: no upper bound).
func intParam(name, v string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil || n < lo || (hi > 0 && n > hi) {
		if hi > 0 {
			return 0, vigil.ParamErrorf(vigil.CodeValidation, name, "%s must be an integer from %d to %d", name, lo, hi)
		}
		return 0, vigil.ParamErrorf(vigil.CodeValidation, name, "%s must be an integer of at least %d", name, lo)
	}
	return n, nil
}

// parseFilter checks and converts one filter value.
func parseFilter(name, raw string, fs FilterSpec) (Filter, error) {
	f := Filter{Param: name, Column: fs.Column, Op: fs.Op}
	if !f.Op.valid() {
		// The operator is written into the SQL: never let an unknown one through.
		return f, fmt.Errorf("list filter %q: unknown operator %q", name, fs.Op)
	}
	if f.Op == "" {
		f.Op = OpEq
	}
	if strings.TrimSpace(raw) == "" {
		return f, vigil.ParamErrorf(vigil.CodeValidation, name, "%s must not be empty", name)
	}
	check := func(v string) error {
		if len(fs.Values) > 0 && !slices.Contains(fs.Values, v) {
			return vigil.ParamErrorf(vigil.CodeValidation, name, "%s must be one of %s, not %q", name, strings.Join(fs.Values, ", "), v)
		}
		if fs.Validate != nil {
			if err := fs.Validate(v); err != nil {
				return vigil.ParamErrorf(vigil.CodeValidation, name, "invalid %s: %v", name, err)
			}
		}
		return nil
	}
	switch fs.Kind {
	case KindString, KindEnum:
		if err := check(raw); err != nil {
			return f, err
		}
		f.Values, f.canonical = []any{raw}, raw
	case KindIn:
		items := strings.Split(raw, ",")
		if len(items) > maxInItems {
			return f, vigil.ParamErrorf(vigil.CodeValidation, name, "%s takes at most %d values", name, maxInItems)
		}
		set := make([]string, 0, len(items))
		for _, item := range items {
			item = strings.TrimSpace(item)
			if item == "" {
				return f, vigil.ParamErrorf(vigil.CodeValidation, name, "%s has an empty item in its comma list", name)
			}
			if err := check(item); err != nil {
				return f, err
			}
			if !slices.Contains(set, item) {
				set = append(set, item)
			}
		}
		// The order of the items does not change the result, so it must not change the cursor hash either.
		sort.Strings(set)
		f.Op = opIn
		for _, item := range set {
			f.Values = append(f.Values, item)
		}
		f.canonical = strings.Join(set, ",")
	case KindBool:
		b, err := strconv.ParseBool(raw)
		if err != nil || (raw != "true" && raw != "false") {
			return f, vigil.ParamErrorf(vigil.CodeValidation, name, "%s must be true or false", name)
		}
		f.Values, f.canonical = []any{b}, raw
	case KindTime:
		t, err := time.Parse(time.RFC3339Nano, raw)
		if err != nil {
			return f, vigil.ParamErrorf(vigil.CodeValidation, name, "%s must be an RFC 3339 time such as 2026-01-02T15:04:05Z", name)
		}
		if err := check(raw); err != nil {
			return f, err
		}
		t = t.UTC()
		f.Values, f.canonical = []any{t}, t.Format(time.RFC3339Nano)
	default:
		return f, fmt.Errorf("list filter %q: unknown kind %d", name, fs.Kind)
	}
	return f, nil
}

// parseSort resolves a sort parameter ("-severity,created_at") into the full ordering, tie-breaker included.
// param is "" when text is the spec's default (an invalid default is a programming error, not a client's).
func parseSort(text, param string, spec Spec) ([]SortField, error) {
	bad := func(format string, args ...any) error {
		if param == "" {
			return fmt.Errorf("list spec default sort %q: %s", text, fmt.Sprintf(format, args...))
		}
		return vigil.ParamErrorf(vigil.CodeValidation, param, format, args...)
	}
	var order []SortField
	if strings.TrimSpace(text) != "" {
		for item := range strings.SplitSeq(text, ",") {
			item = strings.TrimSpace(item)
			desc := strings.HasPrefix(item, "-")
			name := strings.TrimPrefix(item, "-")
			if name == "" {
				return nil, bad("sort has an empty field")
			}
			ss, ok := spec.Sorts[name]
			if !ok && name == spec.TieBreaker && name != "" {
				ss, ok = SortSpec{Column: name, Type: TypeString}, true
			}
			if !ok {
				return nil, bad("cannot sort by %q; the sort fields are %s", name, strings.Join(sortNames(spec), ", "))
			}
			if slices.ContainsFunc(order, func(f SortField) bool { return f.Name == name }) {
				return nil, bad("sort names %q more than once", name)
			}
			order = append(order, SortField{Name: name, Column: ss.Column, Type: ss.Type, Desc: desc})
		}
	}
	if spec.TieBreaker == "" {
		return nil, fmt.Errorf("list spec has no tie-breaker")
	}
	if !slices.ContainsFunc(order, func(f SortField) bool { return f.Name == spec.TieBreaker }) {
		tb := SortField{Name: spec.TieBreaker, Column: spec.TieBreaker, Type: TypeString}
		if ss, ok := spec.Sorts[spec.TieBreaker]; ok {
			tb.Column, tb.Type = ss.Column, ss.Type
		}
		if len(order) > 0 {
			tb.Desc = order[len(order)-1].Desc
		}
		order = append(order, tb)
	}
	return order, nil
}

// sortNames lists the sort fields of a spec, sorted, for error messages.
func sortNames(spec Spec) []string {
	names := make([]string, 0, len(spec.Sorts)+1)
	for name := range spec.Sorts {
		names = append(names, name)
	}
	if _, ok := spec.Sorts[spec.TieBreaker]; !ok && spec.TieBreaker != "" {
		names = append(names, spec.TieBreaker)
	}
	sort.Strings(names)
	return names
}

// computeHash digests the list's name, the filters and the ordering, which is what a cursor is only valid for.
func (q *Query) computeHash(list string) [8]byte {
	h := sha256.New()
	fmt.Fprintf(h, "l %q\n", list)
	for _, f := range q.Filters {
		fmt.Fprintf(h, "f %q %q %q %q\n", f.Param, f.Column, f.Op, f.canonical)
	}
	for _, s := range q.Sort {
		fmt.Fprintf(h, "s %q %q %d %t\n", s.Name, s.Column, s.Type, s.Desc)
	}
	var out [8]byte
	copy(out[:], h.Sum(nil))
	return out
}
