package plan

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// EnvFile is the environment variable naming a plans file.
const EnvFile = "VIGIL_PLANS_FILE"

// maxFileSize bounds a plans file; a real one is a few hundred bytes.
const maxFileSize = 1 << 20

// FromEnv returns the plans to run with: Defaults, overridden by the file named by VIGIL_PLANS_FILE when it is
// set. An error means the service must not start; its message names the variable, the file and the problem.
func FromEnv() (Set, error) {
	path := os.Getenv(EnvFile)
	if path == "" {
		return Defaults(), nil
	}
	s, err := Load(path)
	if err != nil {
		return Set{}, fmt.Errorf("%s: %w", EnvFile, err)
	}
	return s, nil
}

// Load reads a plans file and returns Defaults overridden by it. The format follows the extension: .json, or
// .yaml / .yml. The file maps plan names to the fields they change (requests_per_minute, burst,
// concurrent_scans, scans_per_month, max_upload_bytes, max_upload_files); fields not given keep their defaults.
// max_upload_bytes also takes a size string such as "512KiB" or "16MiB".
//
// Load is strict: an unknown plan or field, a value that is not a whole number, a plan or field given twice,
// and a result that fails Set.Validate are errors naming the file, and the line where there is one.
func Load(path string) (Set, error) {
	s, err := load(path)
	if err != nil {
		return Set{}, fmt.Errorf("plans file %q: %w", path, err)
	}
	return s, nil
}

func load(path string) (Set, error) {
	var parse func([]byte) ([]rawPlan, error)
	switch ext := strings.ToLower(filepath.Ext(path)); ext {
	case ".json":
		parse = parseJSON
	case ".yaml", ".yml":
		parse = parseYAML
	default:
		return Set{}, fmt.Errorf("unsupported extension %q: want .json, .yaml or .yml", ext)
	}
	f, err := os.Open(path)
	if err != nil {
		return Set{}, err // already names the path
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxFileSize+1))
	if err != nil {
		return Set{}, fmt.Errorf("read: %w", err)
	}
	if len(data) > maxFileSize {
		return Set{}, fmt.Errorf("larger than %d bytes", maxFileSize)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return Set{}, errors.New("file is empty; remove the setting or list the plans to change")
	}
	raw, err := parse(data)
	if err != nil {
		return Set{}, err
	}
	s, err := apply(Defaults(), raw)
	if err != nil {
		return Set{}, err
	}
	if err := s.Validate(); err != nil {
		return Set{}, err
	}
	return s, nil
}

// rawPlan is one plan's entry in a plans file, before its values are checked.
type rawPlan struct {
	name   string
	line   int
	fields []rawField
}

// rawField is one field of a plan in a plans file.
type rawField struct {
	name string
	line int
	// number is the text of a numeric value; str that of a string value; other describes any other value
	// ("true", "null", "a list", …). Exactly one is set.
	number, str, other string
}

// at prefixes a message with "line N: " when the line is known.
func at(line int, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	if line > 0 {
		return fmt.Errorf("line %d: %s", line, msg)
	}
	return errors.New(msg)
}

// apply overrides the plans of base with raw, checking every name and value.
func apply(base Set, raw []rawPlan) (Set, error) {
	plans := make(map[string]Plan, len(base.plans))
	for name, p := range base.plans {
		plans[name] = p
	}
	specs := fields()
	fieldNames := make([]string, len(specs))
	for i, f := range specs {
		fieldNames[i] = f.name
	}
	seenPlans := map[string]bool{}
	for _, rp := range raw {
		p, ok := plans[rp.name]
		if !ok {
			return Set{}, at(rp.line, "unknown plan %q (known plans: %s)", rp.name, strings.Join(Names(), ", "))
		}
		if seenPlans[rp.name] {
			return Set{}, at(rp.line, "plan %q is given twice", rp.name)
		}
		seenPlans[rp.name] = true
		seenFields := map[string]bool{}
		for _, rf := range rp.fields {
			i := slices.Index(fieldNames, rf.name)
			if i < 0 {
				return Set{}, at(rf.line, "plan %q: unknown field %q (known fields: %s)",
					rp.name, rf.name, strings.Join(fieldNames, ", "))
			}
			if seenFields[rf.name] {
				return Set{}, at(rf.line, "plan %q: field %q is given twice", rp.name, rf.name)
			}
			seenFields[rf.name] = true
			v, err := specs[i].parse(rf)
			if err != nil {
				return Set{}, at(rf.line, "plan %q: %s: %v", rp.name, rf.name, err)
			}
			specs[i].set(&p, v)
		}
		plans[rp.name] = p
	}
	return Set{plans: plans}, nil
}

// parse checks the value of rf and returns it as a number within f's range.
func (f field) parse(rf rawField) (int64, error) {
	var (
		v   int64
		err error
	)
	switch {
	case rf.number != "":
		v, err = strconv.ParseInt(rf.number, 10, 64)
		if err != nil {
			return 0, fmt.Errorf("must be a whole number, got %s", rf.number)
		}
	case rf.str != "" && f.size:
		v, err = parseSize(rf.str)
		if err != nil {
			return 0, err
		}
	case f.size:
		return 0, fmt.Errorf("must be a whole number of bytes or a size like \"16MiB\", got %s", describe(rf))
	default:
		return 0, fmt.Errorf("must be a whole number, got %s", describe(rf))
	}
	if v < 1 || v > f.max {
		return 0, fmt.Errorf("must be between 1 and %d, got %d", f.max, v)
	}
	return v, nil
}

// describe shows a non-numeric value in an error message.
func describe(rf rawField) string {
	switch {
	case rf.str != "":
		return strconv.Quote(rf.str)
	case rf.other != "":
		return rf.other
	default:
		return `""`
	}
}

// parseSize reads a byte count such as "1048576", "512 KiB", "16MiB" or "2MB" (binary units are powers of 1024,
// decimal ones of 1000; units are case-insensitive).
func parseSize(s string) (int64, error) {
	// Longest suffixes first, so that "MiB" is not read as "B".
	units := [...]struct {
		suffix string
		factor int64
	}{
		{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30},
		{"KB", 1_000}, {"MB", 1_000_000}, {"GB", 1_000_000_000},
		{"B", 1},
	}
	text := strings.TrimSpace(s)
	factor := int64(1)
	for _, u := range units {
		if len(text) >= len(u.suffix) && strings.EqualFold(text[len(text)-len(u.suffix):], u.suffix) {
			text = strings.TrimSpace(text[:len(text)-len(u.suffix)])
			factor = u.factor
			break
		}
	}
	n, err := strconv.ParseInt(text, 10, 64)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("must be a size like \"1048576\", \"512KiB\" or \"16MiB\", got %q", s)
	}
	if n > (1<<63-1)/factor {
		return 0, fmt.Errorf("size %q is too large", s)
	}
	return n * factor, nil
}

// parseJSON reads a plans file in JSON: an object of plan names to objects of fields.
func parseJSON(data []byte) ([]rawPlan, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	line := func() int { return 1 + bytes.Count(data[:dec.InputOffset()], []byte{'\n'}) }
	syntax := func(err error) error {
		return fmt.Errorf("line %d: invalid JSON: %w", line(), err)
	}
	if err := expectDelim(dec, '{', "the file must be a JSON object of plan names to their fields"); err != nil {
		return nil, syntax(err)
	}
	var plans []rawPlan
	for dec.More() {
		name, err := objectKey(dec)
		if err != nil {
			return nil, syntax(err)
		}
		rp := rawPlan{name: name, line: line()}
		if err := expectDelim(dec, '{', fmt.Sprintf("plan %q must be an object of fields", name)); err != nil {
			return nil, at(rp.line, "%v", err)
		}
		for dec.More() {
			fname, err := objectKey(dec)
			if err != nil {
				return nil, syntax(err)
			}
			rf := rawField{name: fname, line: line()}
			var v any
			if err := dec.Decode(&v); err != nil {
				return nil, syntax(err)
			}
			switch v := v.(type) {
			case json.Number:
				rf.number = v.String()
			case string:
				rf.str = v
				if v == "" {
					rf.other = `""`
				}
			case bool:
				rf.other = strconv.FormatBool(v)
			case nil:
				rf.other = "null"
			case []any:
				rf.other = "a list"
			default:
				rf.other = "an object"
			}
			rp.fields = append(rp.fields, rf)
		}
		if _, err := dec.Token(); err != nil { // the plan's closing brace
			return nil, syntax(err)
		}
		plans = append(plans, rp)
	}
	if _, err := dec.Token(); err != nil { // the closing brace
		return nil, syntax(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, at(line(), "invalid JSON: unexpected data after the top-level object")
	}
	return plans, nil
}

// expectDelim reads the next JSON token and fails with msg unless it is the delimiter want.
func expectDelim(dec *json.Decoder, want json.Delim, msg string) error {
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	if d, ok := tok.(json.Delim); !ok || d != want {
		return errors.New(msg)
	}
	return nil
}

// objectKey reads the next key of a JSON object.
func objectKey(dec *json.Decoder) (string, error) {
	tok, err := dec.Token()
	if err != nil {
		return "", err
	}
	key, ok := tok.(string)
	if !ok {
		return "", fmt.Errorf("expected an object key, got %v", tok)
	}
	return key, nil
}

// parseYAML reads a plans file in YAML: a mapping of plan names to mappings of fields.
func parseYAML(data []byte) ([]rawPlan, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err == io.EOF {
		return nil, errors.New("file has no YAML document, only comments; remove the setting or list the plans to change")
	} else if err != nil {
		return nil, fmt.Errorf("invalid YAML: %w", err)
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err != io.EOF {
		return nil, errors.New("invalid YAML: more than one document")
	}
	root := resolve(&doc)
	if root.Kind == yaml.DocumentNode && len(root.Content) == 1 {
		root = resolve(root.Content[0])
	}
	if root.Kind != yaml.MappingNode {
		return nil, at(root.Line, "the file must be a mapping of plan names to their fields")
	}
	var plans []rawPlan
	for i := 0; i+1 < len(root.Content); i += 2 {
		key, val := resolve(root.Content[i]), resolve(root.Content[i+1])
		rp := rawPlan{name: key.Value, line: key.Line}
		if key.Kind != yaml.ScalarNode {
			return nil, at(key.Line, "plan names must be plain strings")
		}
		if val.Kind != yaml.MappingNode {
			return nil, at(val.Line, "plan %q must be a mapping of fields", rp.name)
		}
		for j := 0; j+1 < len(val.Content); j += 2 {
			fkey, fval := resolve(val.Content[j]), resolve(val.Content[j+1])
			if fkey.Kind != yaml.ScalarNode {
				return nil, at(fkey.Line, "plan %q: field names must be plain strings", rp.name)
			}
			rf := rawField{name: fkey.Value, line: fkey.Line}
			switch {
			case fval.Kind == yaml.ScalarNode && (fval.Tag == "!!int" || fval.Tag == "!!float"):
				rf.number = yamlInt(fval.Value)
			case fval.Kind == yaml.ScalarNode && fval.Tag == "!!str" && fval.Value != "":
				rf.str = fval.Value
			case fval.Kind == yaml.ScalarNode:
				switch fval.Tag {
				case "!!null":
					rf.other = "null"
				case "!!bool":
					rf.other = fval.Value
				default:
					rf.other = strconv.Quote(fval.Value)
				}
			case fval.Kind == yaml.SequenceNode:
				rf.other = "a list"
			default:
				rf.other = "a mapping"
			}
			rp.fields = append(rp.fields, rf)
		}
		plans = append(plans, rp)
	}
	return plans, nil
}

// yamlInt rewrites a YAML integer in decimal when it is one (YAML allows "1_000", "0x10" and "0o17"); other
// numbers (floats such as "1.5e3") come back unchanged and fail as not whole.
func yamlInt(text string) string {
	if n, err := strconv.ParseInt(text, 0, 64); err == nil {
		return strconv.FormatInt(n, 10)
	}
	return text
}

// resolve follows YAML aliases to the node they stand for.
func resolve(n *yaml.Node) *yaml.Node {
	for n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	return n
}
