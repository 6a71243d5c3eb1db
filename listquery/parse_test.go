package listquery

import (
	"errors"
	"fmt"
	"net/url"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/vigilsec/vigil"
)

// testKey is the cursor key of the tests.
var testKey = []byte("0123456789abcdef0123456789abcdef")

// severityRank is the SQL giving a severity's rank, as a vulnerability list would sort by it.
const severityRank = "CASE severity WHEN 'critical' THEN 5 WHEN 'high' THEN 4 WHEN 'medium' THEN 3 WHEN 'low' THEN 2 ELSE 1 END"

// testSpec is a list spec shaped like the vulnerability list.
func testSpec(t testing.TB) Spec {
	t.Helper()
	codec, err := NewCodec(testKey)
	if err != nil {
		t.Fatal(err)
	}
	return Spec{
		Filters: map[string]FilterSpec{
			"severity":      {Column: "severity", Kind: KindIn, Values: []string{"critical", "high", "medium", "low", "informational"}},
			"status":        {Column: "status", Kind: KindEnum, Values: []string{"open", "fixed"}},
			"scan_id":       {Column: "scan_id", Kind: KindString, Validate: prefixed("scn_")},
			"detector":      {Column: "detector", Kind: KindIn},
			"suppressed":    {Column: "suppressed", Kind: KindBool},
			"created_after": {Column: "created_at", Kind: KindTime, Op: OpGT},
		},
		Sorts: map[string]SortSpec{
			"created_at": {Column: "created_at", Type: TypeTime},
			"severity":   {Column: severityRank, Type: TypeInt},
			"name":       {Column: "name", Type: TypeString},
		},
		DefaultSort: "-created_at",
		TieBreaker:  "id",
		Codec:       codec,
	}
}

// prefixed is a validator requiring an ID prefix.
func prefixed(prefix string) func(string) error {
	return func(v string) error {
		if !strings.HasPrefix(v, prefix) {
			return fmt.Errorf("want an ID starting with %q", prefix)
		}
		return nil
	}
}

// sortText renders an ordering compactly: "-created_at,id:desc".
func sortText(order []SortField) string {
	parts := make([]string, len(order))
	for i, s := range order {
		if s.Desc {
			parts[i] = "-" + s.Name
		} else {
			parts[i] = s.Name
		}
	}
	return strings.Join(parts, ",")
}

func TestParse(t *testing.T) {
	t.Parallel()
	spec := testSpec(t)
	created := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	tests := []struct {
		query     string
		limit     int
		page      int
		sort      string
		filters   []Filter
		pageStyle bool
	}{
		{"", 20, 0, "-created_at,-id", nil, false},
		{"limit=1", 1, 0, "-created_at,-id", nil, false},
		{"limit=100&cursor=", 100, 0, "-created_at,-id", nil, false},
		{"sort=created_at", 20, 0, "created_at,id", nil, false},
		{"sort=-severity,created_at", 20, 0, "-severity,created_at,id", nil, false},
		{"sort=-severity", 20, 0, "-severity,-id", nil, false},
		{"sort=name,-id", 20, 0, "name,-id", nil, false},
		{"page=3", 20, 3, "-created_at,-id", nil, true},
		{"per_page=5", 5, 1, "-created_at,-id", nil, true},
		{"page=2&per_page=100", 100, 2, "-created_at,-id", nil, true},
		{"status=open", 20, 0, "-created_at,-id", []Filter{{Param: "status", Column: "status", Op: OpEq, Values: []any{"open"}}}, false},
		{"severity=high,critical,high", 20, 0, "-created_at,-id",
			[]Filter{{Param: "severity", Column: "severity", Op: opIn, Values: []any{"critical", "high"}}}, false},
		{"detector=reentrancy,+tx-origin", 20, 0, "-created_at,-id",
			[]Filter{{Param: "detector", Column: "detector", Op: opIn, Values: []any{"reentrancy", "tx-origin"}}}, false},
		{"suppressed=false&scan_id=scn_1", 20, 0, "-created_at,-id", []Filter{
			{Param: "scan_id", Column: "scan_id", Op: OpEq, Values: []any{"scn_1"}},
			{Param: "suppressed", Column: "suppressed", Op: OpEq, Values: []any{false}},
		}, false},
		{"created_after=2026-01-02T04:04:05%2B01:00", 20, 0, "-created_at,-id",
			[]Filter{{Param: "created_after", Column: "created_at", Op: OpGT, Values: []any{created}}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			t.Parallel()
			values, err := url.ParseQuery(tt.query)
			if err != nil {
				t.Fatal(err)
			}
			q, err := Parse(values, spec)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if q.Limit != tt.limit || q.Page != tt.page || q.PageStyle() != tt.pageStyle {
				t.Errorf("limit, page, page style = %d, %d, %t; want %d, %d, %t", q.Limit, q.Page, q.PageStyle(), tt.limit, tt.page, tt.pageStyle)
			}
			if got := sortText(q.Sort); got != tt.sort {
				t.Errorf("sort = %s, want %s", got, tt.sort)
			}
			for i := range q.Filters {
				q.Filters[i].canonical = ""
			}
			if !reflect.DeepEqual(q.Filters, tt.filters) {
				t.Errorf("filters = %+v\nwant %+v", q.Filters, tt.filters)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	t.Parallel()
	spec := testSpec(t)
	tests := []struct {
		query, code, param, text string
	}{
		{"colour=red", vigil.CodeValidation, "colour", `unknown parameter "colour"`},
		{"limit=0", vigil.CodeValidation, "limit", "from 1 to 100"},
		{"limit=101", vigil.CodeValidation, "limit", "from 1 to 100"},
		{"limit=ten", vigil.CodeValidation, "limit", "integer"},
		{"limit=5&limit=6", vigil.CodeValidation, "limit", "more than once"},
		{"page=0", vigil.CodeValidation, "page", "at least 1"},
		{"page=-2", vigil.CodeValidation, "page", "at least 1"},
		{"page=99999999999999999999", vigil.CodeValidation, "page", "integer"},
		{"page=99999999999", vigil.CodeValidation, "page", "at most"},
		{"per_page=0", vigil.CodeValidation, "per_page", "from 1 to 100"},
		{"per_page=500", vigil.CodeValidation, "per_page", "from 1 to 100"},
		{"page=2&cursor=abc", vigil.CodeValidation, "page", "cursor and page cannot be used together"},
		{"per_page=2&cursor=abc", vigil.CodeValidation, "per_page", "cursor and per_page"},
		{"page=2&limit=5", vigil.CodeValidation, "limit", "per_page"},
		{"sort=colour", vigil.CodeValidation, "sort", `cannot sort by "colour"`},
		{"sort=-", vigil.CodeValidation, "sort", "empty field"},
		{"sort=name,", vigil.CodeValidation, "sort", "empty field"},
		{"sort=name,-name", vigil.CodeValidation, "sort", "more than once"},
		{"status=closed", vigil.CodeValidation, "status", "must be one of open, fixed"},
		{"status=", vigil.CodeValidation, "status", "must not be empty"},
		{"severity=high,,low", vigil.CodeValidation, "severity", "empty item"},
		{"severity=high,extreme", vigil.CodeValidation, "severity", `not "extreme"`},
		{"detector=" + strings.Repeat("a,", 101) + "a", vigil.CodeValidation, "detector", "at most 100"},
		{"scan_id=ctr_1", vigil.CodeValidation, "scan_id", `invalid scan_id: want an ID starting with "scn_"`},
		{"suppressed=yes", vigil.CodeValidation, "suppressed", "true or false"},
		{"suppressed=1", vigil.CodeValidation, "suppressed", "true or false"},
		{"created_after=yesterday", vigil.CodeValidation, "created_after", "RFC 3339"},
		{"cursor=not-a-cursor", vigil.CodeInvalidCursor, "cursor", "invalid"},
		{"cursor=" + strings.Repeat("A", 3000), vigil.CodeInvalidCursor, "cursor", "invalid"},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			t.Parallel()
			values, err := url.ParseQuery(tt.query)
			if err != nil {
				t.Fatal(err)
			}
			q, err := Parse(values, spec)
			if err == nil {
				t.Fatalf("Parse succeeded with %+v, want %s", q, tt.code)
			}
			wantError(t, err, tt.code, tt.param, tt.text)
		})
	}
}

// TestParseSpecErrors checks that a broken spec is reported as a plain error (INTERNAL), not blamed on the client.
func TestParseSpecErrors(t *testing.T) {
	t.Parallel()
	noTie := testSpec(t)
	noTie.TieBreaker = ""
	badDefault := testSpec(t)
	badDefault.DefaultSort = "-colour"
	badKind := testSpec(t)
	badKind.Filters = map[string]FilterSpec{"x": {Column: "x", Kind: Kind(42)}}
	badOp := testSpec(t)
	badOp.Filters = map[string]FilterSpec{"x": {Column: "x", Op: "= 1 OR 1 ="}}
	tests := []struct {
		name  string
		spec  Spec
		query string
	}{
		{"no tie-breaker", noTie, ""},
		{"bad default sort", badDefault, ""},
		{"unknown filter kind", badKind, "x=1"},
		{"unknown operator", badOp, "x=1"},
	}
	for _, tt := range tests {
		values, _ := url.ParseQuery(tt.query)
		_, err := Parse(values, tt.spec)
		if err == nil || vigil.ErrorCode(err) != vigil.CodeInternal {
			t.Errorf("%s: Parse error = %v, want a plain error", tt.name, err)
		}
		if err := tt.spec.Validate(); err == nil {
			t.Errorf("%s: Validate accepted the spec", tt.name)
		}
	}
}

func TestSpecValidate(t *testing.T) {
	t.Parallel()
	if err := testSpec(t).Validate(); err != nil {
		t.Fatalf("Validate of the test spec: %v", err)
	}
	tests := []struct {
		name   string
		change func(*Spec)
	}{
		{"reserved filter name", func(s *Spec) { s.Filters["page"] = FilterSpec{Column: "page"} }},
		{"filter without column", func(s *Spec) { s.Filters["x"] = FilterSpec{} }},
		{"enum without values", func(s *Spec) { s.Filters["x"] = FilterSpec{Column: "x", Kind: KindEnum} }},
		{"sort without column", func(s *Spec) { s.Sorts["x"] = SortSpec{} }},
		{"sort of unknown type", func(s *Spec) { s.Sorts["x"] = SortSpec{Column: "x", Type: ValueType(9)} }},
	}
	for _, tt := range tests {
		s := testSpec(t)
		tt.change(&s)
		if err := s.Validate(); err == nil {
			t.Errorf("%s: Validate accepted the spec", tt.name)
		}
	}
}

// wantError checks that err is a *vigil.Error with the code and param, and a message containing text.
func wantError(t *testing.T, err error, code, param, text string) {
	t.Helper()
	var ve *vigil.Error
	if !errors.As(err, &ve) {
		t.Fatalf("error = %v (%T), want a *vigil.Error", err, err)
	}
	if ve.Code != code || ve.Param != param || !strings.Contains(ve.Message, text) {
		t.Errorf("error = %s/%s %q; want %s/%s containing %q", ve.Code, ve.Param, ve.Message, code, param, text)
	}
}
