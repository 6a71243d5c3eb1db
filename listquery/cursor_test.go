package listquery

import (
	"bytes"
	"encoding/base64"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/vigilsec/vigil"
)

// severity is a string type, as a domain type would be, to check that RowKey accepts it.
type severity string

// testRow is a row of the tests' vulnerability-like list.
type testRow struct {
	id        string
	name      string
	rank      int
	createdAt time.Time
}

// key is the row accessor for the test spec's sort fields.
func (r testRow) key(field string) any {
	switch field {
	case "id":
		return r.id
	case "name":
		return severity(r.name)
	case "severity":
		return r.rank
	case "created_at":
		return r.createdAt
	}
	return nil
}

// mustParse parses a query string against spec or fails the test.
func mustParse(t testing.TB, query string, spec Spec) *Query {
	t.Helper()
	values, err := url.ParseQuery(query)
	if err != nil {
		t.Fatal(err)
	}
	q, err := Parse(values, spec)
	if err != nil {
		t.Fatalf("Parse(%q): %v", query, err)
	}
	return q
}

func TestNewCodec(t *testing.T) {
	t.Parallel()
	if _, err := NewCodec([]byte("short")); err == nil {
		t.Error("NewCodec accepted a 5-byte key")
	}
	key := []byte(strings.Repeat("k", MinKeyBytes))
	c, err := NewCodec(key)
	if err != nil {
		t.Fatal(err)
	}
	key[0] = 'x'
	if c.key[0] != 'k' {
		t.Error("the codec shares the caller's key slice")
	}
}

func TestCursorRoundTrip(t *testing.T) {
	t.Parallel()
	spec := testSpec(t)
	row := testRow{id: "vln_42", name: "reentrancy", rank: 5, createdAt: time.Date(2026, 3, 4, 5, 6, 7, 891011121, time.FixedZone("x", 3600))}
	tests := []struct {
		query string
		want  []any
	}{
		{"", []any{row.createdAt.UTC(), "vln_42"}},
		{"sort=-severity,name&severity=high,critical", []any{int64(5), "reentrancy", "vln_42"}},
		{"sort=id&limit=3", []any{"vln_42"}},
	}
	for _, tt := range tests {
		q := mustParse(t, tt.query, spec)
		cursor, err := q.NextCursor(row.key)
		if err != nil {
			t.Fatalf("%q: NextCursor: %v", tt.query, err)
		}
		if strings.ContainsAny(cursor, "+/=%") {
			t.Errorf("%q: cursor %q is not URL-safe", tt.query, cursor)
		}
		values, _ := url.ParseQuery(tt.query)
		values.Set("cursor", cursor)
		next, err := Parse(values, spec)
		if err != nil {
			t.Fatalf("%q: Parse with its own cursor: %v", tt.query, err)
		}
		if len(next.after) != len(tt.want) {
			t.Fatalf("%q: cursor holds %v, want %v", tt.query, next.after, tt.want)
		}
		for i := range tt.want {
			if w, ok := tt.want[i].(time.Time); ok {
				if g, ok := next.after[i].(time.Time); !ok || !g.Equal(w) {
					t.Errorf("%q: key %d = %v, want %v", tt.query, i, next.after[i], w)
				}
				continue
			}
			if next.after[i] != tt.want[i] {
				t.Errorf("%q: key %d = %#v, want %#v", tt.query, i, next.after[i], tt.want[i])
			}
		}
	}
}

func TestCursorRejected(t *testing.T) {
	t.Parallel()
	spec := testSpec(t)
	row := testRow{id: "vln_1", name: "x", rank: 3, createdAt: time.Now()}
	cursorFor := func(query string) string {
		c, err := mustParse(t, query, spec).NextCursor(row.key)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	base := cursorFor("severity=high&sort=-severity")
	raw, _ := base64.RawURLEncoding.DecodeString(base)
	flipped := append([]byte(nil), raw...)
	flipped[len(flipped)/2] ^= 1
	otherSpec := testSpec(t)
	otherCodec, _ := NewCodec([]byte("another key, also long enough!!"))
	otherSpec.Codec = otherCodec
	otherCursor, _ := mustParse(t, "severity=high&sort=-severity", otherSpec).NextCursor(row.key)

	mismatch := "cursor does not match the query's filters or sort"
	tests := []struct {
		name, query, text string
	}{
		{"tampered byte", "severity=high&sort=-severity&cursor=" + base64.RawURLEncoding.EncodeToString(flipped), "invalid"},
		{"truncated", "severity=high&sort=-severity&cursor=" + base[:len(base)-3], "invalid"},
		{"signed with another key", "severity=high&sort=-severity&cursor=" + otherCursor, "invalid"},
		{"padded base64", "severity=high&sort=-severity&cursor=" + base + "==", "invalid"},
		{"other filter value", "severity=low&sort=-severity&cursor=" + base, mismatch},
		{"filter removed", "sort=-severity&cursor=" + base, mismatch},
		{"filter added", "severity=high&status=open&sort=-severity&cursor=" + base, mismatch},
		{"other sort direction", "severity=high&sort=severity&cursor=" + base, mismatch},
		{"other sort field", "severity=high&sort=-name&cursor=" + base, mismatch},
	}
	for _, tt := range tests {
		values, err := url.ParseQuery(tt.query)
		if err != nil {
			t.Fatal(err)
		}
		_, err = Parse(values, spec)
		if err == nil {
			t.Errorf("%s: Parse accepted the cursor", tt.name)
			continue
		}
		wantError(t, err, vigil.CodeInvalidCursor, "cursor", tt.text)
	}

	// The same filters, written differently, and another page size keep the cursor valid.
	for _, query := range []string{"severity=high&sort=-severity&limit=50&cursor=" + base} {
		values, _ := url.ParseQuery(query)
		if _, err := Parse(values, spec); err != nil {
			t.Errorf("%s: %v", query, err)
		}
	}
	listCursor := cursorFor("severity=high,low")
	values, _ := url.ParseQuery("severity=low,high,low&cursor=" + listCursor)
	if _, err := Parse(values, spec); err != nil {
		t.Errorf("reordered comma list: %v", err)
	}

	// A cursor of one list is refused by another list sharing the codec.
	scans, contracts := testSpec(t), testSpec(t)
	scans.Name, contracts.Name = "scans", "contracts"
	scansCursor, err := mustParse(t, "", scans).NextCursor(row.key)
	if err != nil {
		t.Fatal(err)
	}
	values, _ = url.ParseQuery("cursor=" + scansCursor)
	_, err = Parse(values, contracts)
	wantError(t, err, vigil.CodeInvalidCursor, "cursor", mismatch)

	// Without a codec, a list takes no cursor.
	noCodec := testSpec(t)
	noCodec.Codec = nil
	values, _ = url.ParseQuery("cursor=" + base)
	_, err = Parse(values, noCodec)
	wantError(t, err, vigil.CodeInvalidCursor, "cursor", "does not take cursors")
}

func TestNextCursorErrors(t *testing.T) {
	t.Parallel()
	spec := testSpec(t)
	q := mustParse(t, "sort=-severity", spec)
	tests := []struct {
		name string
		key  RowKey
	}{
		{"missing value", func(string) any { return nil }},
		{"string for an int", func(f string) any { return "5" }},
		{"int for a string", func(f string) any {
			if f == "id" {
				return 7
			}
			return 5
		}},
	}
	for _, tt := range tests {
		if c, err := q.NextCursor(tt.key); err == nil {
			t.Errorf("%s: NextCursor = %q, want an error", tt.name, c)
		}
	}
	noCodec := testSpec(t)
	noCodec.Codec = nil
	if _, err := mustParse(t, "", noCodec).NextCursor(testRow{}.key); err == nil {
		t.Error("NextCursor without a codec succeeded")
	}
	if _, err := mustParse(t, "sort=-severity", spec).NextCursor(func(f string) any {
		if f == "id" {
			return "x"
		}
		return uint8(3)
	}); err != nil {
		t.Errorf("NextCursor with an unsigned rank: %v", err)
	}
}

// FuzzDecodeCursor checks that no cursor text makes decoding panic, and that whatever decodes matches the
// ordering's types. Random text never carries a valid signature, so each input is also tried as the payload of
// a correctly signed cursor, which reaches the decoding behind the signature check.
func FuzzDecodeCursor(f *testing.F) {
	spec := testSpec(f)
	order := mustParse(f, "sort=-severity,created_at,name", spec)
	good, err := order.NextCursor(testRow{id: "a", name: "b", rank: 2, createdAt: time.Unix(1, 2)}.key)
	if err != nil {
		f.Fatal(err)
	}
	raw, _ := base64.RawURLEncoding.DecodeString(good)
	f.Add(good, raw[:len(raw)-tagLen])
	f.Add("", []byte{})
	f.Add("AAAA", []byte{cursorVersion})
	f.Add(strings.Repeat("_", 64), append([]byte{cursorVersion}, order.hash[:]...))
	f.Add("x", append(append([]byte{cursorVersion}, order.hash[:]...), `[1e400,"x",null,"2026-13-01T00:00:00Z"]`...))
	f.Fuzz(func(t *testing.T, cursor string, payload []byte) {
		signed := base64.RawURLEncoding.EncodeToString(append(bytes.Clone(payload), spec.Codec.tag(payload)...))
		for _, c := range []string{cursor, signed} {
			values, err := spec.Codec.decode(c, order.hash, order.Sort)
			if err != nil {
				if vigil.ErrorCode(err) != vigil.CodeInvalidCursor {
					t.Fatalf("decode error %v is not INVALID_CURSOR", err)
				}
				continue
			}
			for i, s := range order.Sort {
				ok := false
				switch s.Type {
				case TypeString:
					_, ok = values[i].(string)
				case TypeInt:
					_, ok = values[i].(int64)
				case TypeTime:
					_, ok = values[i].(time.Time)
				}
				if !ok {
					t.Fatalf("key %d is %T, want a %s", i, values[i], typeName(s.Type))
				}
			}
		}
	})
}
