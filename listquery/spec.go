// Package listquery is the one code path behind every list endpoint: it parses the query string (filters, sort,
// cursor or page pagination), turns it into keyset or LIMIT/OFFSET SQL for SQLite or PostgreSQL, and builds
// what the response needs (the next cursor, has_more, the RFC 8288 Link header).
//
// An endpoint declares what can be filtered and sorted in a Spec, once; Parse checks a request against it and
// returns a Query, whose SQL method writes the WHERE, ORDER BY and LIMIT parts of the statement. Cursors are
// opaque, HMAC-signed tokens holding the last row's sort key and a hash of the filters and sort they were made
// with, so a tampered cursor, or one reused with other filters, is refused with INVALID_CURSOR.
package listquery

import (
	"errors"
	"fmt"
	"time"
)

// Kind is how a filter parameter's value is read and compared.
type Kind int

// The filter kinds.
const (
	// KindString compares the column with the value as given.
	KindString Kind = iota
	// KindEnum compares the column with one of FilterSpec.Values.
	KindEnum
	// KindIn takes a comma-separated list and matches any of its values (SQL IN); when FilterSpec.Values is set,
	// every item must be one of them.
	KindIn
	// KindBool takes "true" or "false" and compares the column with the boolean.
	KindBool
	// KindTime takes an RFC 3339 time and compares the column with it using FilterSpec.Op (e.g. created_after
	// is Column "created_at", Op OpGT).
	KindTime
)

// String returns the kind's name, as used in error messages.
func (k Kind) String() string {
	switch k {
	case KindString:
		return "string"
	case KindEnum:
		return "enum"
	case KindIn:
		return "in"
	case KindBool:
		return "bool"
	case KindTime:
		return "time"
	}
	return "unknown"
}

// Op is the comparison a filter applies between its column and its value.
type Op string

// The comparison operators. The zero value means OpEq.
const (
	OpEq  Op = "="
	OpGT  Op = ">"
	OpGTE Op = ">="
	OpLT  Op = "<"
	OpLTE Op = "<="
)

// FilterSpec declares one filter parameter of a list endpoint.
type FilterSpec struct {
	// Column is the column (or SQL expression) the filter compares; it is written into the SQL as is, so it must
	// come from code, never from a request.
	Column string
	// Kind says how the value is read.
	Kind Kind
	// Values are the allowed values of a KindEnum filter, and of the items of a KindIn filter (optional there).
	Values []string
	// Op is the comparison for KindString, KindEnum, KindBool and KindTime filters; zero means OpEq.
	Op Op
	// Validate, when set, checks each value (each item, for KindIn) after the kind's own checks; its error's text
	// becomes the message of the VALIDATION_ERROR.
	Validate func(value string) error
}

// ValueType is the type of a sort key, which the cursor needs to carry it faithfully.
type ValueType int

// The sort key types.
const (
	// TypeString keys are Go strings.
	TypeString ValueType = iota
	// TypeInt keys are Go integers (any int type when building a cursor; int64 when read back).
	TypeInt
	// TypeTime keys are time.Time values, kept to the nanosecond: give the time as the database holds it (read
	// back from it), since PostgreSQL keeps microseconds and a finer time would not compare equal.
	TypeTime
)

// SortSpec declares one sort field of a list endpoint.
type SortSpec struct {
	// Column is the column or SQL expression to order by, e.g. "created_at" or a CASE giving a severity rank. It
	// is written into the SQL as is, so it must come from code. It must never be NULL (wrap it in COALESCE).
	Column string
	// Type is the type of the key values, as the row accessor given to NextCursor returns them.
	Type ValueType
}

// Spec declares what a list endpoint can filter and sort on. Build it once, when the server starts.
type Spec struct {
	// Name identifies the list (e.g. "scans"); it is bound into cursors, so that a cursor of one list is refused
	// by another even when their filters and sort look alike. Optional, but set it when several lists share a
	// Codec.
	Name string
	// Filters maps each filter parameter name (e.g. "status") to its declaration.
	Filters map[string]FilterSpec
	// Sorts maps each sortable field name (e.g. "created_at") to its declaration.
	Sorts map[string]SortSpec
	// DefaultSort is the sort used when the request has none, in the sort parameter's syntax ("-created_at").
	DefaultSort string
	// TieBreaker names a unique key that ends every ordering so that it is total: a field of Sorts, or otherwise
	// a column of TypeString (e.g. "id"), which can then be sorted on too. It follows the direction of the last
	// sort field.
	TieBreaker string
	// Codec signs and checks cursors; it is required for cursor pagination (without it a cursor is refused).
	Codec *Codec
}

// Validate checks the spec itself, so that a mistake in it shows when the server starts rather than as an
// INTERNAL error on the first request that meets it.
func (s Spec) Validate() error {
	if s.TieBreaker == "" {
		return errors.New("list spec: no tie-breaker")
	}
	if _, err := parseSort(s.DefaultSort, "", s); err != nil {
		return err
	}
	for name, f := range s.Filters {
		switch name {
		case ParamLimit, ParamCursor, ParamPage, ParamPerPage, ParamSort:
			return fmt.Errorf("list spec: filter %q uses a pagination parameter's name", name)
		}
		if f.Column == "" {
			return fmt.Errorf("list spec: filter %q has no column", name)
		}
		if f.Kind < KindString || f.Kind > KindTime {
			return fmt.Errorf("list spec: filter %q has an unknown kind %d", name, f.Kind)
		}
		if f.Kind == KindEnum && len(f.Values) == 0 {
			return fmt.Errorf("list spec: enum filter %q has no values", name)
		}
		if !f.Op.valid() {
			return fmt.Errorf("list spec: filter %q has an unknown operator %q", name, f.Op)
		}
	}
	for name, so := range s.Sorts {
		if so.Column == "" {
			return fmt.Errorf("list spec: sort field %q has no column", name)
		}
		if so.Type < TypeString || so.Type > TypeTime {
			return fmt.Errorf("list spec: sort field %q has an unknown type %d", name, so.Type)
		}
	}
	return nil
}

// valid reports whether op is one of the operators (or zero, which means OpEq).
func (op Op) valid() bool {
	switch op {
	case "", OpEq, OpGT, OpGTE, OpLT, OpLTE:
		return true
	}
	return false
}

// The query parameters with a meaning of their own; every other parameter must be a filter of the Spec.
const (
	ParamLimit   = "limit"
	ParamCursor  = "cursor"
	ParamPage    = "page"
	ParamPerPage = "per_page"
	ParamSort    = "sort"
)

// Page size bounds.
const (
	DefaultLimit = 20
	MaxLimit     = 100
)

// timeArg is how a time is bound when the dialect does not say otherwise.
func timeArg(t time.Time) any { return t }
