package upload

import (
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/url"
	"strings"

	"github.com/vigilsec/vigil"
)

// maxFieldBytes bounds the text fields of a multipart body (name, scan).
const maxFieldBytes = 4 << 10

// readMultipart reads a multipart/form-data body: field "files" (one or more files, or a single .zip), the same
// for the optional field "dependencies", and the optional text fields "name" and "scan". Parts are streamed,
// never spooled to disk.
func (p *parser) readMultipart(body io.Reader, boundary string) error {
	if boundary == "" {
		return vigil.Errorf(vigil.CodeValidation, "the multipart/form-data Content-Type has no boundary parameter")
	}
	mr := multipart.NewReader(body, boundary)
	var sawName, sawScan bool
	// What each file field has received so far: one archive, or files.
	sawZip, sawFile := map[string]bool{}, map[string]bool{}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return p.multipartError(err)
		}
		field := part.FormName()
		switch field {
		case "name", "scan":
			if (field == "name" && sawName) || (field == "scan" && sawScan) {
				return vigil.ParamErrorf(vigil.CodeValidation, field, "the field %q is given more than once", field)
			}
			value, err := readField(part, field)
			if err != nil {
				return p.multipartError(err)
			}
			if field == "name" {
				sawName = true
				err = p.setName(value, "name")
			} else {
				sawScan = true
				err = p.setScan(strings.TrimSpace(value), "scan")
			}
			if err != nil {
				return err
			}
		case "files", "dependencies":
			in := ownFiles
			if field == "dependencies" {
				in = dependencies
			}
			filename := partFilename(part)
			if filename == "" {
				return vigil.ParamErrorf(vigil.CodeValidation, field, "each part of the field %q must be a file with a filename", field)
			}
			zipped := isZip(filename) || isZipMedia(part.Header.Get("Content-Type"))
			if sawZip[field] || (zipped && sawFile[field]) {
				return vigil.ParamErrorf(vigil.CodeValidation, field, "send either one .zip archive or .sol files in the field %q, not both", field)
			}
			if zipped {
				sawZip[field] = true
				data, err := io.ReadAll(part)
				if err != nil {
					return p.multipartError(err)
				}
				if err := p.readZip(data, in); err != nil {
					return err
				}
				continue
			}
			sawFile[field] = true
			if err := p.readPartFile(part, filename, in); err != nil {
				return err
			}
		case "":
			return vigil.Errorf(vigil.CodeValidation, "a multipart part has no form field name")
		default:
			return vigil.ParamErrorf(vigil.CodeValidation, field, "unknown field %q; the fields are files, dependencies, name and scan", field)
		}
	}
	return nil
}

// isZipMedia reports whether a part's Content-Type says it is a zip archive.
func isZipMedia(contentType string) bool {
	media, _, err := mime.ParseMediaType(contentType)
	return err == nil && (media == mediaZip || media == mediaZipWin)
}

// readPartFile reads one file part of the field in.
func (p *parser) readPartFile(part *multipart.Part, filename string, in field) error {
	clean, err := cleanPath(filename, false)
	if err != nil {
		return vigil.ParamErrorf(vigil.CodeValidation, in.param, "the file name %q %v", filename, err)
	}
	if !isSolidity(clean) || isHidden(clean) {
		// Not analysed: drain it (the body limit still applies) without keeping it.
		if _, err := io.Copy(io.Discard, part); err != nil {
			return p.multipartError(err)
		}
		return p.addFile(clean, nil, in)
	}
	// Read at most one byte more than a file may hold, so an oversized file fails early and cheaply.
	content, err := io.ReadAll(io.LimitReader(part, p.lim.MaxFileBytes+1))
	if err != nil {
		return p.multipartError(err)
	}
	return p.addFile(clean, content, in)
}

// multipartError turns a failure to read the multipart body into the error a client should see.
func (p *parser) multipartError(err error) error {
	if e := asTooLarge(err, p.lim.MaxBytes); e != err {
		return e
	}
	var ve *vigil.Error
	if errors.As(err, &ve) {
		return ve // already a message for the client (a field too long, a bad name)
	}
	return vigil.Errorf(vigil.CodeValidation, "the multipart/form-data body is malformed: %v", err)
}

// readField reads a small text field of a multipart body.
func readField(part *multipart.Part, field string) (string, error) {
	data, err := io.ReadAll(io.LimitReader(part, maxFieldBytes+1))
	if err != nil {
		return "", err
	}
	if len(data) > maxFieldBytes {
		return "", vigil.ParamErrorf(vigil.CodeValidation, field, "the field %q is longer than %d bytes", field, maxFieldBytes)
	}
	return string(data), nil
}

// partFilename returns the filename parameter of a part as the client sent it, directories included:
// multipart.Part.FileName keeps only the base name, which would lose the layout of the sources.
func partFilename(part *multipart.Part) string {
	_, params, err := mime.ParseMediaType(part.Header.Get("Content-Disposition"))
	if err != nil {
		return ""
	}
	return params["filename"]
}

// readRawZip reads a body that is a zip archive; name and scan come from the query string.
func (p *parser) readRawZip(body io.Reader, u *url.URL) error {
	if u != nil {
		q := u.Query()
		if vs, ok := q["name"]; ok {
			if len(vs) > 1 {
				return vigil.ParamErrorf(vigil.CodeValidation, "name", "the parameter \"name\" is given more than once")
			}
			if err := p.setName(vs[0], "name"); err != nil {
				return err
			}
		}
		if vs, ok := q["scan"]; ok {
			if len(vs) > 1 {
				return vigil.ParamErrorf(vigil.CodeValidation, "scan", "the parameter \"scan\" is given more than once")
			}
			if err := p.setScan(vs[0], "scan"); err != nil {
				return err
			}
		}
	}
	data, err := io.ReadAll(body)
	if err != nil {
		if e := asTooLarge(err, p.lim.MaxBytes); e != err {
			return e
		}
		return fmt.Errorf("read upload body: %w", err)
	}
	return p.readZip(data, ownFiles)
}
