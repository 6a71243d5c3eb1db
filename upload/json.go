package upload

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"unicode/utf8"

	"github.com/vigilsec/vigil"
)

// readJSON reads the body `{"name"?: string, "files": [{"path": string, "content": string, "dependency"?: bool}],
// "scan"?: bool}`.
// Objects are decoded key by key rather than with DisallowUnknownFields so that every error can name the exact
// field at fault (e.g. "files[2].content").
func (p *parser) readJSON(body io.Reader) error {
	data, err := io.ReadAll(body)
	if err != nil {
		return fmt.Errorf("read upload body: %w", asTooLarge(err, p.lim.MaxBytes))
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	var top json.RawMessage
	if err := dec.Decode(&top); err != nil {
		return invalidJSON(err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return vigil.Errorf(vigil.CodeInvalidJSON, "the request body has data after the JSON value")
	}
	fields, err := object(top, "")
	if err != nil {
		return err
	}
	for key := range fields {
		switch key {
		case "name", "files", "scan":
		default:
			return vigil.ParamErrorf(vigil.CodeValidation, key, "unknown field %q", key)
		}
	}
	if raw, ok := fields["name"]; ok && !isNull(raw) {
		var name string
		if err := json.Unmarshal(raw, &name); err != nil {
			return wrongType("name", "a string")
		}
		if err := p.setName(name, "name"); err != nil {
			return err
		}
	}
	if raw, ok := fields["scan"]; ok && !isNull(raw) {
		if err := json.Unmarshal(raw, &p.up.Scan); err != nil {
			return wrongType("scan", "a boolean")
		}
	}
	raw, ok := fields["files"]
	if !ok || isNull(raw) {
		return vigil.ParamErrorf(vigil.CodeValidation, "files", "files is required")
	}
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil {
		return wrongType("files", "an array of {path, content, dependency} objects")
	}
	if len(items) > p.lim.MaxFiles {
		return tooManyFiles(p.lim.MaxFiles, "files")
	}
	for i, item := range items {
		if err := p.readJSONFile(i, item); err != nil {
			return err
		}
	}
	return nil
}

// readJSONFile reads the i-th element of "files".
func (p *parser) readJSONFile(i int, item json.RawMessage) error {
	prefix := "files[" + strconv.Itoa(i) + "]"
	fields, err := object(item, prefix)
	if err != nil {
		return err
	}
	for key := range fields {
		switch key {
		case "path", "content", "dependency":
		default:
			return vigil.ParamErrorf(vigil.CodeValidation, prefix+"."+key, "unknown field %q in %s", key, prefix)
		}
	}
	in := ownFiles
	if raw, ok := fields["dependency"]; ok && !isNull(raw) {
		if err := json.Unmarshal(raw, &in.dependency); err != nil {
			return wrongType(prefix+".dependency", "a boolean")
		}
	}
	var rawPath, content string
	if raw, ok := fields["path"]; !ok || isNull(raw) {
		return vigil.ParamErrorf(vigil.CodeValidation, prefix+".path", "%s.path is required", prefix)
	} else if err := json.Unmarshal(raw, &rawPath); err != nil {
		return wrongType(prefix+".path", "a string")
	}
	raw, ok := fields["content"]
	if !ok || isNull(raw) {
		return vigil.ParamErrorf(vigil.CodeValidation, prefix+".content", "%s.content is required", prefix)
	}
	if err := json.Unmarshal(raw, &content); err != nil {
		return wrongType(prefix+".content", "a string")
	}
	clean, err := cleanPath(rawPath, false)
	if err != nil {
		return vigil.ParamErrorf(vigil.CodeValidation, prefix+".path", "the path %q %v", rawPath, err)
	}
	// encoding/json silently replaces invalid UTF-8 with U+FFFD; the raw bytes tell whether the client sent any.
	if !utf8.Valid(raw) {
		return vigil.ParamErrorf(vigil.CodeValidation, "files", "the file %q is not valid UTF-8 text", clean)
	}
	return p.addFile(clean, []byte(content), in)
}

// object decodes a JSON object into its raw fields; where names the value in errors ("" for the whole body).
func object(raw json.RawMessage, where string) (map[string]json.RawMessage, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(raw, &fields); err != nil || fields == nil {
		if where == "" {
			return nil, vigil.Errorf(vigil.CodeValidation, "the request body must be a JSON object")
		}
		return nil, wrongType(where, "an object")
	}
	return fields, nil
}

// isNull reports whether a raw JSON value is the literal null.
func isNull(raw json.RawMessage) bool {
	return string(bytes.TrimSpace(raw)) == "null"
}

// wrongType is the error for a field holding a value of the wrong JSON type.
func wrongType(field, want string) error {
	return vigil.ParamErrorf(vigil.CodeValidation, field, "%s must be %s", field, want)
}

// invalidJSON is the error for a body that is not well-formed JSON, with the position when known.
func invalidJSON(err error) error {
	var syn *json.SyntaxError
	switch {
	case errors.As(err, &syn):
		return vigil.Errorf(vigil.CodeInvalidJSON, "the request body is not valid JSON: %v (at byte %d)", syn, syn.Offset)
	case errors.Is(err, io.EOF):
		return vigil.Errorf(vigil.CodeInvalidJSON, "the request body is empty")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return vigil.Errorf(vigil.CodeInvalidJSON, "the request body is not valid JSON: unexpected end of input")
	}
	return vigil.Errorf(vigil.CodeInvalidJSON, "the request body is not valid JSON: %v", err)
}
