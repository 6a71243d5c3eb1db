package listquery

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"time"

	"github.com/vigilsec/vigil"
)

// MinKeyBytes is the shortest cursor signing key NewCodec accepts.
const MinKeyBytes = 16

// Cursor layout: version byte, 8-byte hash of (filters, sort), JSON array of the sort key, 16-byte HMAC tag.
const (
	cursorVersion = 1
	hashLen       = 8
	tagLen        = 16
	// maxCursorLen bounds the tokens decoded, so a huge parameter costs nothing.
	maxCursorLen = 2048
)

// Codec signs and checks cursors with a server-side key, so that clients cannot forge or alter them.
type Codec struct {
	key []byte
}

// NewCodec returns a Codec signing with key, which must hold at least MinKeyBytes bytes (32 random bytes is
// right; keep it in configuration so cursors survive a restart and work on every instance).
func NewCodec(key []byte) (*Codec, error) {
	if len(key) < MinKeyBytes {
		return nil, fmt.Errorf("cursor key is %d bytes; at least %d are needed", len(key), MinKeyBytes)
	}
	return &Codec{key: bytes.Clone(key)}, nil
}

// RowKey returns a row's value for a sort field or for the tie-breaker, by name: a string (or a type whose
// underlying type is string) for TypeString, an integer for TypeInt, a time.Time for TypeTime. The value must be
// what the field's Column yields for that row (e.g. the severity rank, when the column is a rank expression).
type RowKey func(field string) any

// NextCursor returns the cursor of the page that follows the row whose sort key is given by last (the last row
// of the current page). It returns an error when the query has no Codec or when last gives a value of the wrong
// type: both are programming errors.
func (q *Query) NextCursor(last RowKey) (string, error) {
	if q.codec == nil {
		return "", errors.New("next cursor: the list spec has no cursor codec")
	}
	values := make([]any, len(q.Sort))
	for i, s := range q.Sort {
		v, err := keyValue(s, last(s.Name))
		if err != nil {
			return "", fmt.Errorf("next cursor: %w", err)
		}
		values[i] = v
	}
	return q.codec.encode(q.hash, values)
}

// keyValue converts a row's value for a sort field into its form in a cursor: a string, an int64, or a time as
// an RFC 3339 string with nanoseconds.
func keyValue(s SortField, v any) (any, error) {
	if t, ok := v.(time.Time); ok && s.Type == TypeTime {
		return t.UTC().Format(time.RFC3339Nano), nil
	}
	rv := reflect.ValueOf(v)
	switch {
	case s.Type == TypeString && rv.Kind() == reflect.String:
		return rv.String(), nil
	case s.Type == TypeInt && rv.CanInt():
		return rv.Int(), nil
	case s.Type == TypeInt && rv.CanUint() && rv.Uint() <= math.MaxInt64:
		return int64(rv.Uint()), nil
	}
	return nil, fmt.Errorf("sort field %q: the row gave %T, which does not fit a %s key", s.Name, v, typeName(s.Type))
}

// typeName names a ValueType for error messages.
func typeName(t ValueType) string {
	switch t {
	case TypeString:
		return "string"
	case TypeInt:
		return "integer"
	case TypeTime:
		return "time"
	}
	return "unknown"
}

// encode writes a signed cursor for the key values, bound to hash.
func (c *Codec) encode(hash [hashLen]byte, values []any) (string, error) {
	body, err := json.Marshal(values)
	if err != nil {
		return "", fmt.Errorf("encode cursor: %w", err)
	}
	payload := make([]byte, 0, 1+hashLen+len(body)+tagLen)
	payload = append(payload, cursorVersion)
	payload = append(payload, hash[:]...)
	payload = append(payload, body...)
	payload = append(payload, c.tag(payload)...)
	return base64.RawURLEncoding.EncodeToString(payload), nil
}

// tag is the truncated HMAC of a payload.
func (c *Codec) tag(payload []byte) []byte {
	m := hmac.New(sha256.New, c.key)
	m.Write(payload)
	return m.Sum(nil)[:tagLen]
}

// decode checks a cursor and returns the key values it holds, typed for the ordering: string, int64 or
// time.Time. Any defect is INVALID_CURSOR; it never panics, whatever the input.
func (c *Codec) decode(token string, hash [hashLen]byte, order []SortField) ([]any, error) {
	invalid := vigil.ParamErrorf(vigil.CodeInvalidCursor, ParamCursor, "the cursor is invalid; use a next_cursor value exactly as returned")
	if len(token) > maxCursorLen {
		return nil, invalid
	}
	raw, err := base64.RawURLEncoding.DecodeString(token)
	if err != nil || len(raw) < 1+hashLen+tagLen {
		return nil, invalid
	}
	payload, tag := raw[:len(raw)-tagLen], raw[len(raw)-tagLen:]
	if !hmac.Equal(tag, c.tag(payload)) {
		return nil, invalid
	}
	if payload[0] != cursorVersion {
		return nil, invalid
	}
	if !bytes.Equal(payload[1:1+hashLen], hash[:]) {
		return nil, vigil.ParamErrorf(vigil.CodeInvalidCursor, ParamCursor, "cursor does not match the query's filters or sort")
	}
	dec := json.NewDecoder(bytes.NewReader(payload[1+hashLen:]))
	dec.UseNumber()
	var items []any
	if err := dec.Decode(&items); err != nil || len(items) != len(order) {
		return nil, invalid
	}
	values := make([]any, len(items))
	for i, s := range order {
		v, ok := fromCursor(s.Type, items[i])
		if !ok {
			return nil, invalid
		}
		values[i] = v
	}
	return values, nil
}

// fromCursor converts a decoded JSON value back to a key of type t.
func fromCursor(t ValueType, v any) (any, bool) {
	switch t {
	case TypeString:
		s, ok := v.(string)
		return s, ok
	case TypeInt:
		n, ok := v.(json.Number)
		if !ok {
			return nil, false
		}
		i, err := n.Int64()
		return i, err == nil
	case TypeTime:
		s, ok := v.(string)
		if !ok {
			return nil, false
		}
		tm, err := time.Parse(time.RFC3339Nano, s)
		return tm.UTC(), err == nil
	}
	return nil, false
}
