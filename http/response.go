package http

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/listquery"
	"github.com/vigilsec/vigil/store"
)

// maxJSONBody bounds the JSON bodies of requests other than uploads.
const maxJSONBody = 64 << 10

// writeJSON writes v as the JSON response body with the status.
func writeJSON(w http.ResponseWriter, r *http.Request, status int, v any) error {
	body, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("encode response: %w", err)
	}
	body = append(body, '\n')
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write(body)
	return nil
}

// writeResource writes a single resource for GET with an ETag, and 304 Not Modified when the client's
// If-None-Match names it. HEAD, which the mux serves with the GET handler, is answered the same way (net/http
// drops the body).
func writeResource(w http.ResponseWriter, r *http.Request, v any) error {
	body, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("encode response: %w", err)
	}
	sum := sha256.Sum256(body)
	etag := `"` + hex.EncodeToString(sum[:16]) + `"`
	w.Header().Set("ETag", etag)
	if (r.Method == http.MethodGet || r.Method == http.MethodHead) && etagMatches(r.Header.Get("If-None-Match"), etag) {
		w.WriteHeader(http.StatusNotModified)
		return nil
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "private, no-cache")
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(append(body, '\n'))
	return nil
}

func etagMatches(header, etag string) bool {
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimPrefix(strings.TrimSpace(t), "W/")
		if t == etag || t == "*" {
			return true
		}
	}
	return false
}

// decodeJSON reads a JSON request body into v strictly: the content type must be JSON, unknown fields and
// trailing data are refused, and each problem is the error a client can act on.
func decodeJSON(w http.ResponseWriter, r *http.Request, v any) error {
	if ct := r.Header.Get("Content-Type"); ct != "" {
		mt, _, err := mime.ParseMediaType(ct)
		if err != nil || (mt != "application/json" && !strings.HasSuffix(mt, "+json")) {
			return vigil.Errorf(vigil.CodeUnsupportedMediaType, "The body must be application/json.")
		}
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxJSONBody))
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return vigil.Errorf(vigil.CodePayloadTooLarge, "The body is larger than %d bytes.", maxJSONBody)
		}
		return vigil.Errorf(vigil.CodeInvalidJSON, "The body could not be read.")
	}
	if len(bytes.TrimSpace(body)) == 0 {
		return vigil.Errorf(vigil.CodeInvalidJSON, "The body is empty; a JSON object is expected.")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return jsonError(err)
	}
	if dec.More() {
		return vigil.Errorf(vigil.CodeInvalidJSON, "The body has data after the JSON object.")
	}
	return nil
}

// jsonError turns a decoding error into INVALID_JSON (not JSON at all) or VALIDATION_ERROR (JSON of the wrong
// shape), naming the field when there is one.
func jsonError(err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return vigil.Errorf(vigil.CodeInvalidJSON, "The body is not valid JSON (at byte %d).", syn.Offset)
	case errors.Is(err, io.ErrUnexpectedEOF):
		return vigil.Errorf(vigil.CodeInvalidJSON, "The body is not valid JSON: it ends too early.")
	case errors.As(err, &typ):
		if typ.Field == "" {
			return vigil.Errorf(vigil.CodeValidation, "The body must be a JSON object.")
		}
		return vigil.ParamErrorf(vigil.CodeValidation, typ.Field, "%s must be of type %s.", typ.Field, jsonType(typ.Type.Kind().String()))
	}
	if field, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		field = strings.Trim(field, `"`)
		return vigil.ParamErrorf(vigil.CodeValidation, field, "Unknown field %q.", field)
	}
	var ve *vigil.Error
	if errors.As(err, &ve) {
		return ve
	}
	return vigil.Errorf(vigil.CodeInvalidJSON, "The body is not valid JSON.")
}

func jsonType(kind string) string {
	switch kind {
	case "string":
		return "string"
	case "bool":
		return "boolean"
	case "slice", "array":
		return "array"
	case "struct", "map", "ptr":
		return "object"
	}
	return "number"
}

// listBody is the list envelope.
type listBody[T any] struct {
	Object     string  `json:"object"`
	Data       []T     `json:"data"`
	HasMore    bool    `json:"has_more"`
	NextCursor *string `json:"next_cursor"`
	TotalCount *int    `json:"total_count,omitempty"`
}

// serveList is the one code path of every list endpoint: parse the query against the spec, fetch, and write
// the envelope (with total_count and a Link header in page style).
func serveList[T any](w http.ResponseWriter, r *http.Request, spec listquery.Spec, fetch func(q *listquery.Query) (*store.List[T], error)) error {
	values, err := queryValues(r)
	if err != nil {
		return err
	}
	q, err := listquery.Parse(values, spec)
	if err != nil {
		return err
	}
	list, err := fetch(q)
	if err != nil {
		return err
	}
	body := listBody[T]{Object: "list", Data: list.Data, HasMore: list.HasMore}
	if body.Data == nil {
		body.Data = []T{}
	}
	if list.NextCursor != "" {
		body.NextCursor = &list.NextCursor
	}
	if q.PageStyle() {
		body.TotalCount = &list.TotalCount
		w.Header().Set("Link", q.Link(r.URL, list.TotalCount))
	}
	return writeResource(w, r, body)
}

// queryValues parses the request's query string strictly: a pair the standard parser would silently drop (a
// semicolon, a bad escape) is a VALIDATION_ERROR rather than a parameter quietly ignored.
func queryValues(r *http.Request) (url.Values, error) {
	values, err := url.ParseQuery(r.URL.RawQuery)
	if err != nil {
		return nil, vigil.Errorf(vigil.CodeValidation, "The query string is malformed: %v.", err)
	}
	return values, nil
}
