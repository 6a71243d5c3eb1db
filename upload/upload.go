// Package upload reads the body of POST /contracts/upload into a set of Solidity files.
//
// Three body shapes are accepted: JSON (`{"name", "files": [{"path", "content", "dependency"}], "scan"}`),
// multipart/form-data (field `files` with one or more .sol parts or one .zip, the same for the optional field
// `dependencies`, optional fields `name` and `scan`) and a raw application/zip body (with optional `name` and
// `scan` query parameters, and no dependencies). Whatever the shape, the result is the
// same Upload, and every problem with the input is a *vigil.Error a client can act on: sizes are enforced while
// reading, archive entries are checked for path tricks, and decompressed bytes are counted as they are produced,
// so a zip bomb costs no more than the configured limit.
package upload

import (
	"errors"
	"fmt"
	"mime"
	"net/http"
	"path"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/vigilsec/vigil"
)

// Default limits, used for the zero fields of Limits.
const (
	// DefaultMaxBytes bounds the request body and the total uncompressed size of the .sol files (1 MiB).
	DefaultMaxBytes = 1 << 20
	// DefaultMaxFiles bounds the number of files (or archive entries) in one upload.
	DefaultMaxFiles = 1000
	// MaxNameLength is the longest upload name accepted, in characters.
	MaxNameLength = 200
	// MaxPathLength is the longest file path accepted, in bytes.
	MaxPathLength = 1024
)

// Limits bounds what one upload may contain. A zero or negative field takes its default: MaxBytes
// DefaultMaxBytes, MaxFiles DefaultMaxFiles, MaxFileBytes the value of MaxBytes.
type Limits struct {
	// MaxBytes bounds both the request body and the total uncompressed size of the analysed files.
	MaxBytes int64
	// MaxFiles bounds the number of files in the upload, or of entries in an archive.
	MaxFiles int
	// MaxFileBytes bounds the size of each analysed file.
	MaxFileBytes int64
}

// withDefaults returns lim with its zero fields filled in.
func (lim Limits) withDefaults() Limits {
	if lim.MaxBytes <= 0 {
		lim.MaxBytes = DefaultMaxBytes
	}
	if lim.MaxFiles <= 0 {
		lim.MaxFiles = DefaultMaxFiles
	}
	if lim.MaxFileBytes <= 0 || lim.MaxFileBytes > lim.MaxBytes {
		lim.MaxFileBytes = lim.MaxBytes
	}
	return lim
}

// File is one Solidity source file of an upload.
type File struct {
	// Path is relative to the upload root, cleaned, with forward slashes (e.g. "contracts/Token.sol").
	Path string
	// Content is the file's text: valid UTF-8, without a byte order mark.
	Content []byte
	// Dependency marks a file sent only for what the others import from it: analysed with them, never reported.
	Dependency bool
}

// Upload is the parsed body of an upload request.
type Upload struct {
	// Name is the name the client gave the upload, trimmed; "" when none was given.
	Name string
	// Files are the .sol files to analyse, in the order they were sent; there is at least one that is not a
	// dependency. Dependencies count towards the limits like the others: they are stored and analysed too.
	Files []File
	// Ignored lists the paths of the files that were received but are not analysed (not .sol, nested archives,
	// dotfiles), in the order they were sent. Archive metadata (__MACOSX/) and directories are not listed.
	Ignored []string
	// Scan tells whether a scan should start right away (true unless the client sent scan=false).
	Scan bool
}

// The media types Parse accepts.
const (
	mediaJSON      = "application/json"
	mediaMultipart = "multipart/form-data"
	mediaZip       = "application/zip"
	mediaZipWin    = "application/x-zip-compressed" // what some browsers on Windows send for .zip files
)

// Parse reads an upload from r's body, which it consumes. The body is limited to lim.MaxBytes (with
// http.MaxBytesReader semantics: reading stops one byte past the limit). Every problem with the input is a
// *vigil.Error: PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, INVALID_JSON or VALIDATION_ERROR; only a failure to
// read the body at all (the connection dropped) is returned as a plain wrapped error.
func Parse(r *http.Request, lim Limits) (*Upload, error) {
	lim = lim.withDefaults()
	if r == nil || r.Body == nil {
		return nil, vigil.ParamErrorf(vigil.CodeValidation, "files", "the request has no body")
	}
	if r.ContentLength > lim.MaxBytes {
		return nil, tooLarge(lim.MaxBytes)
	}
	ct := r.Header.Get("Content-Type")
	if ct == "" {
		return nil, unsupported("the request has no Content-Type")
	}
	media, params, err := mime.ParseMediaType(ct)
	if err != nil {
		return nil, unsupported(fmt.Sprintf("the Content-Type %q cannot be parsed", ct))
	}
	body := http.MaxBytesReader(nil, r.Body, lim.MaxBytes)
	defer body.Close()

	p := &parser{lim: lim, up: &Upload{Scan: true}, seen: map[string]bool{}}
	switch media {
	case mediaJSON:
		err = p.readJSON(body)
	case mediaMultipart:
		err = p.readMultipart(body, params["boundary"])
	case mediaZip, mediaZipWin:
		err = p.readRawZip(body, r.URL)
	default:
		return nil, unsupported(fmt.Sprintf("the Content-Type %q is not supported", media))
	}
	if err != nil {
		return nil, err
	}
	if err := p.finish(); err != nil {
		return nil, err
	}
	return p.up, nil
}

// parser accumulates the files of one upload, whatever the body shape, and enforces the limits as it goes.
type parser struct {
	lim   Limits
	up    *Upload
	seen  map[string]bool // cleaned paths already received, analysed or not
	total int64           // bytes of analysed content so far
	count int             // files received so far, analysed or not
}

// field is where a file was sent: the parameter errors about it name, and whether it is a dependency.
type field struct {
	param      string
	dependency bool
}

var (
	ownFiles     = field{param: "files"}
	dependencies = field{param: "dependencies", dependency: true}
)

// addFile records one received file: a .sol file is checked and kept, anything else is listed as ignored.
// clean is a path that has been through cleanPath.
func (p *parser) addFile(clean string, content []byte, in field) error {
	if err := p.claim(clean, in); err != nil {
		return err
	}
	if !isSolidity(clean) || isHidden(clean) {
		p.up.Ignored = append(p.up.Ignored, clean)
		return nil
	}
	if int64(len(content)) > p.lim.MaxFileBytes {
		return fileTooLarge(clean, p.lim.MaxFileBytes, in.param)
	}
	p.total += int64(len(content))
	if p.total > p.lim.MaxBytes {
		return tooLarge(p.lim.MaxBytes)
	}
	content = stripBOM(content)
	if !utf8.Valid(content) {
		return vigil.ParamErrorf(vigil.CodeValidation, in.param, "the file %q is not valid UTF-8 text", clean)
	}
	p.up.Files = append(p.up.Files, File{Path: clean, Content: content, Dependency: in.dependency})
	return nil
}

// claim counts one more received file and rejects a path received twice or one file too many.
func (p *parser) claim(clean string, in field) error {
	if p.seen[clean] {
		return vigil.ParamErrorf(vigil.CodeValidation, in.param, "the path %q appears more than once", clean)
	}
	p.seen[clean] = true
	p.count++
	if p.count > p.lim.MaxFiles {
		return tooManyFiles(p.lim.MaxFiles, in.param)
	}
	return nil
}

// setName validates and records the upload's name.
func (p *parser) setName(name, param string) error {
	name = strings.TrimSpace(name)
	if !utf8.ValidString(name) {
		return vigil.ParamErrorf(vigil.CodeValidation, param, "name must be valid UTF-8 text")
	}
	if n := utf8.RuneCountInString(name); n > MaxNameLength {
		return vigil.ParamErrorf(vigil.CodeValidation, param, "name is %d characters long; the limit is %d", n, MaxNameLength)
	}
	for _, r := range name {
		if unicode.IsControl(r) {
			return vigil.ParamErrorf(vigil.CodeValidation, param, "name must not contain control characters")
		}
	}
	p.up.Name = name
	return nil
}

// setScan reads the text form of the scan flag ("true" or "false").
func (p *parser) setScan(value, param string) error {
	switch value {
	case "true":
		p.up.Scan = true
	case "false":
		p.up.Scan = false
	default:
		return vigil.ParamErrorf(vigil.CodeValidation, param, "scan must be true or false, not %q", value)
	}
	return nil
}

// finish checks what can only be checked once every file has been read: there must be something to report, a
// .sol file that is not a dependency and is not empty.
func (p *parser) finish() error {
	if len(p.up.Files) == 0 {
		return vigil.ParamErrorf(vigil.CodeValidation, "files", "the upload contains no .sol files")
	}
	own, deps := 0, 0
	for _, f := range p.up.Files {
		if f.Dependency {
			deps++
			continue
		}
		own++
		if len(strings.TrimSpace(string(f.Content))) > 0 {
			return nil
		}
	}
	switch {
	case own == 0:
		return vigil.ParamErrorf(vigil.CodeValidation, "files",
			"every .sol file of the upload is a dependency, so there would be nothing to report; send at least one file of your own")
	case deps > 0:
		return vigil.ParamErrorf(vigil.CodeValidation, "files", "the upload's .sol files that are not dependencies are all empty")
	}
	return vigil.ParamErrorf(vigil.CodeValidation, "files", "the upload's .sol files are all empty")
}

// cleanPath turns a client-supplied path into a clean relative path with forward slashes, or explains why it
// cannot. With strict set (archive entries), any ".." segment is refused even when the path would stay inside
// the root, as archive tools never produce one legitimately.
func cleanPath(raw string, strict bool) (string, error) {
	if raw == "" {
		return "", errors.New("is empty")
	}
	if len(raw) > MaxPathLength {
		return "", fmt.Errorf("is longer than %d bytes", MaxPathLength)
	}
	if !utf8.ValidString(raw) {
		return "", errors.New("is not valid UTF-8")
	}
	for _, r := range raw {
		if unicode.IsControl(r) {
			return "", errors.New("contains a control character")
		}
	}
	if strings.Contains(raw, `\`) {
		return "", errors.New(`contains a backslash; use forward slashes`)
	}
	if strings.HasPrefix(raw, "/") {
		return "", errors.New("is absolute; paths must be relative to the upload root")
	}
	if len(raw) >= 2 && raw[1] == ':' && ((raw[0] >= 'a' && raw[0] <= 'z') || (raw[0] >= 'A' && raw[0] <= 'Z')) {
		return "", errors.New("starts with a drive letter; paths must be relative to the upload root")
	}
	if strict {
		for _, seg := range strings.Split(raw, "/") {
			if seg == ".." {
				return "", errors.New(`contains a ".." segment`)
			}
		}
	}
	clean := path.Clean(raw)
	if clean == ".." || strings.HasPrefix(clean, "../") {
		return "", errors.New("points outside the upload root")
	}
	if clean == "." {
		return "", errors.New("names no file")
	}
	return clean, nil
}

// isSolidity reports whether the path names a Solidity source file (by extension, case-insensitively).
func isSolidity(p string) bool {
	return strings.EqualFold(path.Ext(p), ".sol")
}

// isZip reports whether the name looks like a zip archive (by extension, case-insensitively).
func isZip(name string) bool {
	return strings.EqualFold(path.Ext(name), ".zip")
}

// isHidden reports whether any segment of the path starts with a dot (".git/x.sol", ".env").
func isHidden(p string) bool {
	for _, seg := range strings.Split(p, "/") {
		if strings.HasPrefix(seg, ".") {
			return true
		}
	}
	return false
}

// stripBOM removes a leading UTF-8 byte order mark.
func stripBOM(b []byte) []byte {
	if len(b) >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF {
		return b[3:]
	}
	return b
}

// tooLarge is the error for a body or an upload over the byte limit.
func tooLarge(limit int64) error {
	return vigil.Errorf(vigil.CodePayloadTooLarge, "the upload is larger than the limit of %s", formatBytes(limit))
}

// fileTooLarge is the error for one file over the per-file limit; param names where it was sent.
func fileTooLarge(p string, limit int64, param string) error {
	return &vigil.Error{Code: vigil.CodePayloadTooLarge, Param: param,
		Message: fmt.Sprintf("the file %q is larger than the limit of %s per file", p, formatBytes(limit))}
}

// tooManyFiles is the error for an upload with more files than allowed; param names where the one too many was
// sent.
func tooManyFiles(limit int, param string) error {
	return vigil.ParamErrorf(vigil.CodeValidation, param, "the upload has more than %d files", limit)
}

// unsupported is the error for a body of a media type Parse does not read.
func unsupported(reason string) error {
	return vigil.Errorf(vigil.CodeUnsupportedMediaType,
		"%s; send application/json, multipart/form-data or application/zip", reason)
}

// asTooLarge converts a read error caused by the body limit into PAYLOAD_TOO_LARGE; other errors are returned
// as they are.
func asTooLarge(err error, limit int64) error {
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		return tooLarge(limit)
	}
	return err
}

// formatBytes writes a byte count the way people read it: "1 MiB", "512 KiB", "1000 bytes".
func formatBytes(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}
