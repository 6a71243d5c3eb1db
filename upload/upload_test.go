package upload

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/textproto"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/vigilsec/vigil"
)

const token = "pragma solidity ^0.8.0;\ncontract Token {}\n"

// entry is one member of a test archive.
type entry struct {
	name    string
	content string
	mode    fs.FileMode // 0: regular file 0644
	flags   uint16
	method  uint16 // 0: deflate
}

// makeZip builds an archive from entries.
func makeZip(t testing.TB, entries ...entry) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, e := range entries {
		h := &zip.FileHeader{Name: e.name, Method: zip.Deflate, Flags: e.flags}
		if e.method != 0 {
			h.Method = e.method
		}
		mode := e.mode
		if mode == 0 {
			mode = 0o644
		}
		h.SetMode(mode)
		w, err := zw.CreateHeader(h)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := io.WriteString(w, e.content); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// rawZipEntry builds an archive with one deflated entry whose header claims the given sizes and CRC.
func rawZipEntry(t testing.TB, name string, deflated []byte, crc uint32, claimedSize uint64) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	h := &zip.FileHeader{Name: name, Method: zip.Deflate, CRC32: crc,
		CompressedSize64: uint64(len(deflated)), UncompressedSize64: claimedSize}
	w, err := zw.CreateRaw(h)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write(deflated); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// deflateZeros compresses n zero bytes at the best ratio deflate offers (about 1:1000).
func deflateZeros(t testing.TB, n int64) []byte {
	t.Helper()
	var buf bytes.Buffer
	fw, err := flate.NewWriter(&buf, flate.BestCompression)
	if err != nil {
		t.Fatal(err)
	}
	zeros := make([]byte, 1<<20)
	for n > 0 {
		chunk := min(n, int64(len(zeros)))
		if _, err := fw.Write(zeros[:chunk]); err != nil {
			t.Fatal(err)
		}
		n -= chunk
	}
	if err := fw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// deflate compresses s.
func deflate(t testing.TB, s string) []byte {
	t.Helper()
	var buf bytes.Buffer
	fw, _ := flate.NewWriter(&buf, flate.DefaultCompression)
	if _, err := io.WriteString(fw, s); err != nil {
		t.Fatal(err)
	}
	if err := fw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// part is one part of a test multipart body: a file when filename is set, a text field otherwise.
type part struct {
	field, filename, content string
}

// multipartRequest builds a multipart/form-data upload request.
func multipartRequest(t testing.TB, parts ...part) *http.Request {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for _, p := range parts {
		h := textproto.MIMEHeader{}
		if p.filename != "" {
			// Written by hand: CreateFormFile would not let the test send directory names or odd paths.
			h.Set("Content-Disposition", fmt.Sprintf(`form-data; name=%q; filename=%q`, p.field, p.filename))
			h.Set("Content-Type", "application/octet-stream")
		} else {
			h.Set("Content-Disposition", fmt.Sprintf(`form-data; name=%q`, p.field))
		}
		w, err := mw.CreatePart(h)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := io.WriteString(w, p.content); err != nil {
			t.Fatal(err)
		}
	}
	if err := mw.Close(); err != nil {
		t.Fatal(err)
	}
	return request(mw.FormDataContentType(), buf.Bytes())
}

// request builds an upload request with the body and content type.
func request(contentType string, body []byte) *http.Request {
	r := httptest.NewRequest(http.MethodPost, "/api/v1/contracts/upload", bytes.NewReader(body))
	if contentType != "" {
		r.Header.Set("Content-Type", contentType)
	}
	return r
}

func jsonRequest(body string) *http.Request { return request("application/json", []byte(body)) }

func zipRequest(data []byte) *http.Request { return request("application/zip", data) }

// wantError checks that err is a *vigil.Error with the code, and with the param and a message containing the
// text when those are given.
func wantError(t *testing.T, err error, code, param, text string) {
	t.Helper()
	var ve *vigil.Error
	if !errors.As(err, &ve) {
		t.Fatalf("error = %v (%T), want a *vigil.Error with code %s", err, err, code)
	}
	if ve.Code != code {
		t.Errorf("code = %s (message %q), want %s", ve.Code, ve.Message, code)
	}
	if param != "" && ve.Param != param {
		t.Errorf("param = %q (message %q), want %q", ve.Param, ve.Message, param)
	}
	if text != "" && !strings.Contains(ve.Message, text) {
		t.Errorf("message = %q, want it to contain %q", ve.Message, text)
	}
}

func TestParseRejects(t *testing.T) {
	t.Parallel()
	lim := Limits{MaxBytes: 4096, MaxFiles: 5, MaxFileBytes: 1024}
	bigFile := strings.Repeat("a", 2000)
	tests := []struct {
		name              string
		req               func(t testing.TB) *http.Request
		code, param, text string
	}{
		// Media types and sizes.
		{"no content type", func(t testing.TB) *http.Request { return request("", []byte(`{}`)) },
			vigil.CodeUnsupportedMediaType, "", "application/json, multipart/form-data or application/zip"},
		{"text/plain", func(t testing.TB) *http.Request { return request("text/plain", []byte(token)) },
			vigil.CodeUnsupportedMediaType, "", `"text/plain" is not supported`},
		{"unparsable content type", func(t testing.TB) *http.Request { return request("application/json; =x", []byte(`{}`)) },
			vigil.CodeUnsupportedMediaType, "", "cannot be parsed"},
		{"body over the limit", func(t testing.TB) *http.Request {
			return jsonRequest(`{"files":[{"path":"a.sol","content":"` + strings.Repeat("x", 5000) + `"}]}`)
		}, vigil.CodePayloadTooLarge, "", "4 KiB"},
		{"body over the limit without content length", func(t testing.TB) *http.Request {
			r := jsonRequest(`{"files":[{"path":"a.sol","content":"` + strings.Repeat("x", 5000) + `"}]}`)
			r.ContentLength = -1
			return r
		}, vigil.CodePayloadTooLarge, "", "4 KiB"},

		// JSON shape.
		{"malformed JSON", func(t testing.TB) *http.Request { return jsonRequest(`{"files": [`) },
			vigil.CodeInvalidJSON, "", "not valid JSON"},
		{"syntax error", func(t testing.TB) *http.Request { return jsonRequest(`{"files": nope}`) },
			vigil.CodeInvalidJSON, "", "at byte"},
		{"empty body", func(t testing.TB) *http.Request { return jsonRequest(``) },
			vigil.CodeInvalidJSON, "", "empty"},
		{"trailing data", func(t testing.TB) *http.Request {
			return jsonRequest(`{"files":[{"path":"a.sol","content":"x"}]} {}`)
		}, vigil.CodeInvalidJSON, "", "after the JSON value"},
		{"trailing garbage", func(t testing.TB) *http.Request {
			return jsonRequest(`{"files":[{"path":"a.sol","content":"x"}]}]`)
		}, vigil.CodeInvalidJSON, "", ""},
		{"not an object", func(t testing.TB) *http.Request { return jsonRequest(`[1, 2]`) },
			vigil.CodeValidation, "", "must be a JSON object"},
		{"unknown field", func(t testing.TB) *http.Request {
			return jsonRequest(`{"files":[{"path":"a.sol","content":"x"}], "source": "x"}`)
		}, vigil.CodeValidation, "source", `unknown field "source"`},
		{"unknown file field", func(t testing.TB) *http.Request {
			return jsonRequest(`{"files":[{"path":"a.sol","content":"x","mode":1}]}`)
		}, vigil.CodeValidation, "files[0].mode", `unknown field "mode"`},
		{"name not a string", func(t testing.TB) *http.Request {
			return jsonRequest(`{"name": 5, "files":[{"path":"a.sol","content":"x"}]}`)
		}, vigil.CodeValidation, "name", "name must be a string"},
		{"scan not a boolean", func(t testing.TB) *http.Request {
			return jsonRequest(`{"scan": "false", "files":[{"path":"a.sol","content":"x"}]}`)
		}, vigil.CodeValidation, "scan", "scan must be a boolean"},
		{"files not an array", func(t testing.TB) *http.Request { return jsonRequest(`{"files": {"a.sol": "x"}}`) },
			vigil.CodeValidation, "files", "files must be an array"},
		{"file not an object", func(t testing.TB) *http.Request { return jsonRequest(`{"files": ["a.sol"]}`) },
			vigil.CodeValidation, "files[0]", "files[0] must be an object"},
		{"path not a string", func(t testing.TB) *http.Request {
			return jsonRequest(`{"files":[{"path":"a.sol","content":"x"},{"path":1,"content":"x"}]}`)
		}, vigil.CodeValidation, "files[1].path", "files[1].path must be a string"},
		{"content not a string", func(t testing.TB) *http.Request {
			return jsonRequest(`{"files":[{"path":"a.sol","content":["x"]}]}`)
		}, vigil.CodeValidation, "files[0].content", "must be a string"},
		{"files missing", func(t testing.TB) *http.Request { return jsonRequest(`{"name": "x"}`) },
			vigil.CodeValidation, "files", "files is required"},
		{"path missing", func(t testing.TB) *http.Request { return jsonRequest(`{"files":[{"content":"x"}]}`) },
			vigil.CodeValidation, "files[0].path", "required"},
		{"content missing", func(t testing.TB) *http.Request { return jsonRequest(`{"files":[{"path":"a.sol"}]}`) },
			vigil.CodeValidation, "files[0].content", "required"},
		{"name too long", func(t testing.TB) *http.Request {
			return jsonRequest(`{"name":"` + strings.Repeat("n", 201) + `","files":[{"path":"a.sol","content":"x"}]}`)
		}, vigil.CodeValidation, "name", "limit is 200"},
		{"name with control characters", func(t testing.TB) *http.Request {
			return jsonRequest(`{"name":"a\u0000b","files":[{"path":"a.sol","content":"x"}]}`)
		}, vigil.CodeValidation, "name", "control characters"},

		// JSON content.
		{"no files", func(t testing.TB) *http.Request { return jsonRequest(`{"files": []}`) },
			vigil.CodeValidation, "files", "the upload contains no .sol files"},
		{"no .sol file", func(t testing.TB) *http.Request {
			return jsonRequest(`{"files":[{"path":"README.md","content":"x"}]}`)
		}, vigil.CodeValidation, "files", "the upload contains no .sol files"},
		{"only empty .sol files", func(t testing.TB) *http.Request {
			return jsonRequest(`{"files":[{"path":"a.sol","content":""},{"path":"b.sol","content":" \n"}]}`)
		}, vigil.CodeValidation, "files", "all empty"},
		{"absolute path", func(t testing.TB) *http.Request {
			return jsonRequest(`{"files":[{"path":"/etc/a.sol","content":"x"}]}`)
		}, vigil.CodeValidation, "files[0].path", "absolute"},
		{"path outside the root", func(t testing.TB) *http.Request {
			return jsonRequest(`{"files":[{"path":"a/../../b.sol","content":"x"}]}`)
		}, vigil.CodeValidation, "files[0].path", "outside the upload root"},
		{"backslash path", func(t testing.TB) *http.Request {
			return jsonRequest(`{"files":[{"path":"..\\..\\b.sol","content":"x"}]}`)
		}, vigil.CodeValidation, "files[0].path", "backslash"},
		{"drive letter", func(t testing.TB) *http.Request {
			return jsonRequest(`{"files":[{"path":"C:/b.sol","content":"x"}]}`)
		}, vigil.CodeValidation, "files[0].path", "drive letter"},
		{"empty path", func(t testing.TB) *http.Request { return jsonRequest(`{"files":[{"path":"","content":"x"}]}`) },
			vigil.CodeValidation, "files[0].path", "is empty"},
		{"path naming the root", func(t testing.TB) *http.Request {
			return jsonRequest(`{"files":[{"path":"a/..","content":"x"}]}`)
		}, vigil.CodeValidation, "files[0].path", "names no file"},
		{"duplicate path after cleaning", func(t testing.TB) *http.Request {
			return jsonRequest(`{"files":[{"path":"a.sol","content":"x"},{"path":"./a.sol","content":"y"}]}`)
		}, vigil.CodeValidation, "files", `"a.sol" appears more than once`},
		{"invalid UTF-8", func(t testing.TB) *http.Request {
			return jsonRequest("{\"files\":[{\"path\":\"src/a.sol\",\"content\":\"x\xff\xfe\"}]}")
		}, vigil.CodeValidation, "files", `"src/a.sol" is not valid UTF-8`},
		{"file over its limit", func(t testing.TB) *http.Request {
			return jsonRequest(`{"files":[{"path":"a.sol","content":"` + bigFile + `"}]}`)
		}, vigil.CodePayloadTooLarge, "files", `"a.sol" is larger than the limit of 1 KiB per file`},
		{"too many files", func(t testing.TB) *http.Request {
			return jsonRequest(`{"files":[{"path":"a.sol","content":"x"},{"path":"b.sol","content":"x"},` +
				`{"path":"c.sol","content":"x"},{"path":"d.sol","content":"x"},{"path":"e.sol","content":"x"},` +
				`{"path":"f.sol","content":"x"}]}`)
		}, vigil.CodeValidation, "files", "more than 5 files"},

		// Multipart.
		{"multipart without boundary", func(t testing.TB) *http.Request { return request("multipart/form-data", []byte("x")) },
			vigil.CodeValidation, "", "no boundary"},
		{"malformed multipart", func(t testing.TB) *http.Request {
			return request("multipart/form-data; boundary=xyz", []byte("--xyz\r\nbroken"))
		}, vigil.CodeValidation, "", "malformed"},
		{"multipart unknown field", func(t testing.TB) *http.Request {
			return multipartRequest(t, part{"files", "a.sol", token}, part{"visibility", "", "public"})
		}, vigil.CodeValidation, "visibility", `unknown field "visibility"`},
		{"multipart bad scan", func(t testing.TB) *http.Request {
			return multipartRequest(t, part{"files", "a.sol", token}, part{"scan", "", "maybe"})
		}, vigil.CodeValidation, "scan", "true or false"},
		{"multipart name twice", func(t testing.TB) *http.Request {
			return multipartRequest(t, part{"name", "", "a"}, part{"name", "", "b"}, part{"files", "a.sol", token})
		}, vigil.CodeValidation, "name", "more than once"},
		{"multipart file without filename", func(t testing.TB) *http.Request {
			return multipartRequest(t, part{"files", "", token})
		}, vigil.CodeValidation, "files", "filename"},
		{"multipart zip and .sol", func(t testing.TB) *http.Request {
			return multipartRequest(t, part{"files", "a.sol", token},
				part{"files", "src.zip", string(makeZip(t, entry{name: "b.sol", content: token}))})
		}, vigil.CodeValidation, "files", "either one .zip archive or .sol files"},
		{"multipart two zips", func(t testing.TB) *http.Request {
			z := string(makeZip(t, entry{name: "b.sol", content: token}))
			return multipartRequest(t, part{"files", "a.zip", z}, part{"files", "b.zip", z})
		}, vigil.CodeValidation, "files", "either one .zip archive"},
		{"multipart path outside the root", func(t testing.TB) *http.Request {
			return multipartRequest(t, part{"files", "../a.sol", token})
		}, vigil.CodeValidation, "files", "outside the upload root"},
		{"multipart duplicate file", func(t testing.TB) *http.Request {
			return multipartRequest(t, part{"files", "a.sol", token}, part{"files", "a.sol", token})
		}, vigil.CodeValidation, "files", "more than once"},
		{"multipart file over its limit", func(t testing.TB) *http.Request {
			return multipartRequest(t, part{"files", "a.sol", bigFile})
		}, vigil.CodePayloadTooLarge, "files", "per file"},
		{"multipart invalid UTF-8", func(t testing.TB) *http.Request {
			return multipartRequest(t, part{"files", "x/a.sol", "contract \xc3\x28 {}"})
		}, vigil.CodeValidation, "files", `"x/a.sol" is not valid UTF-8`},
		{"multipart body over the limit", func(t testing.TB) *http.Request {
			return multipartRequest(t, part{"files", "notes.txt", strings.Repeat("x", 5000)}, part{"files", "a.sol", token})
		}, vigil.CodePayloadTooLarge, "", "4 KiB"},
		// Dependencies.
		{"dependency not a boolean", func(t testing.TB) *http.Request {
			return jsonRequest(`{"files":[{"path":"a.sol","content":"x"},{"path":"b.sol","content":"x","dependency":"yes"}]}`)
		}, vigil.CodeValidation, "files[1].dependency", "files[1].dependency must be a boolean"},
		{"every file a dependency", func(t testing.TB) *http.Request {
			return jsonRequest(`{"files":[{"path":"a.sol","content":"x","dependency":true},{"path":"README.md","content":"x"}]}`)
		}, vigil.CodeValidation, "files", "every .sol file of the upload is a dependency, so there would be nothing to report"},
		{"own files empty beside a dependency", func(t testing.TB) *http.Request {
			return jsonRequest(`{"files":[{"path":"a.sol","content":" "},{"path":"lib/b.sol","content":"x","dependency":true}]}`)
		}, vigil.CodeValidation, "files", "that are not dependencies are all empty"},
		{"a dependency's path taken by a file", func(t testing.TB) *http.Request {
			return jsonRequest(`{"files":[{"path":"a.sol","content":"x"},{"path":"a.sol","content":"y","dependency":true}]}`)
		}, vigil.CodeValidation, "files", `"a.sol" appears more than once`},
		{"dependencies count towards the files", func(t testing.TB) *http.Request {
			return jsonRequest(`{"files":[{"path":"a.sol","content":"x"},{"path":"b.sol","content":"x","dependency":true},` +
				`{"path":"c.sol","content":"x","dependency":true},{"path":"d.sol","content":"x","dependency":true},` +
				`{"path":"e.sol","content":"x","dependency":true},{"path":"f.sol","content":"x","dependency":true}]}`)
		}, vigil.CodeValidation, "files", "more than 5 files"},
		{"multipart only dependencies", func(t testing.TB) *http.Request {
			return multipartRequest(t, part{"dependencies", "lib/Owned.sol", token})
		}, vigil.CodeValidation, "files", "every .sol file of the upload is a dependency"},
		{"multipart dependency named like a file", func(t testing.TB) *http.Request {
			return multipartRequest(t, part{"files", "a.sol", token}, part{"dependencies", "./a.sol", token})
		}, vigil.CodeValidation, "dependencies", `"a.sol" appears more than once`},
		{"multipart dependency zip and .sol", func(t testing.TB) *http.Request {
			return multipartRequest(t, part{"files", "a.sol", token}, part{"dependencies", "lib/b.sol", token},
				part{"dependencies", "lib.zip", string(makeZip(t, entry{name: "c.sol", content: token}))})
		}, vigil.CodeValidation, "dependencies", `either one .zip archive or .sol files in the field "dependencies"`},
		{"multipart dependency over its limit", func(t testing.TB) *http.Request {
			return multipartRequest(t, part{"files", "a.sol", token}, part{"dependencies", "lib/b.sol", bigFile})
		}, vigil.CodePayloadTooLarge, "dependencies", "per file"},
		{"multipart dependency without filename", func(t testing.TB) *http.Request {
			return multipartRequest(t, part{"files", "a.sol", token}, part{"dependencies", "", token})
		}, vigil.CodeValidation, "dependencies", "filename"},
		{"multipart dependency archive entry escaping", func(t testing.TB) *http.Request {
			return multipartRequest(t, part{"files", "a.sol", token},
				part{"dependencies", "lib.zip", string(makeZip(t, entry{name: "../b.sol", content: token}))})
		}, vigil.CodeValidation, "dependencies", `".." segment`},

		{"multipart no .sol", func(t testing.TB) *http.Request {
			return multipartRequest(t, part{"files", "notes.txt", "x"})
		}, vigil.CodeValidation, "files", "no .sol files"},

		// Archives.
		{"not a zip", func(t testing.TB) *http.Request { return zipRequest([]byte("PK not really")) },
			vigil.CodeValidation, "files", "not a valid zip file"},
		{"zip absolute path", func(t testing.TB) *http.Request {
			return zipRequest(makeZip(t, entry{name: "/etc/a.sol", content: token}))
		}, vigil.CodeValidation, "files", "absolute"},
		{"zip dot-dot segment", func(t testing.TB) *http.Request {
			return zipRequest(makeZip(t, entry{name: "src/../a.sol", content: token}))
		}, vigil.CodeValidation, "files", `".." segment`},
		{"zip escaping the root", func(t testing.TB) *http.Request {
			return zipRequest(makeZip(t, entry{name: "../../a.sol", content: token}))
		}, vigil.CodeValidation, "files", `".." segment`},
		{"zip backslash trick", func(t testing.TB) *http.Request {
			return zipRequest(makeZip(t, entry{name: `..\..\a.sol`, content: token}))
		}, vigil.CodeValidation, "files", "backslash"},
		{"zip drive letter", func(t testing.TB) *http.Request {
			return zipRequest(makeZip(t, entry{name: `C:/a.sol`, content: token}))
		}, vigil.CodeValidation, "files", "drive letter"},
		{"zip symlink", func(t testing.TB) *http.Request {
			return zipRequest(makeZip(t, entry{name: "a.sol", content: "/etc/passwd", mode: fs.ModeSymlink | 0o777}))
		}, vigil.CodeValidation, "files", "symbolic link"},
		{"zip named pipe", func(t testing.TB) *http.Request {
			return zipRequest(makeZip(t, entry{name: "a.sol", mode: fs.ModeNamedPipe | 0o644}))
		}, vigil.CodeValidation, "files", "not a regular file"},
		{"zip duplicate paths", func(t testing.TB) *http.Request {
			return zipRequest(makeZip(t, entry{name: "a.sol", content: token}, entry{name: "./a.sol", content: token}))
		}, vigil.CodeValidation, "files", "more than once"},
		{"zip too many entries", func(t testing.TB) *http.Request {
			return zipRequest(makeZip(t, entry{name: "a.sol", content: token}, entry{name: "b.sol", content: token},
				entry{name: "c.sol", content: token}, entry{name: "d.sol", content: token},
				entry{name: "e.sol", content: token}, entry{name: "f.txt", content: token}))
		}, vigil.CodeValidation, "files", "more than 5 files"},
		{"zip encrypted entry", func(t testing.TB) *http.Request {
			return zipRequest(makeZip(t, entry{name: "a.sol", content: token, flags: 0x1}))
		}, vigil.CodeValidation, "files", "encrypted"},
		{"zip unsupported method", func(t testing.TB) *http.Request {
			return zipRequest(rawZipEntryMethod(t, "a.sol", 99))
		}, vigil.CodeValidation, "files", "unsupported compression method"},
		{"zip file over its limit", func(t testing.TB) *http.Request {
			return zipRequest(makeZip(t, entry{name: "a.sol", content: bigFile}))
		}, vigil.CodePayloadTooLarge, "files", "per file"},
		{"zip total over the limit", func(t testing.TB) *http.Request {
			// Each file fits its own limit; together they exceed the total, which counts decompressed bytes.
			f := strings.Repeat("b", 1000)
			return request("application/x-zip-compressed", makeZip(t, entry{name: "a.sol", content: f},
				entry{name: "b.sol", content: f}, entry{name: "c.sol", content: f}, entry{name: "d.sol", content: f},
				entry{name: "e.sol", content: f}))
		}, vigil.CodePayloadTooLarge, "", "4 KiB"},
		{"zip header claims less than the data", func(t testing.TB) *http.Request {
			data := strings.Repeat("c", 1000)
			return zipRequest(rawZipEntry(t, "a.sol", deflate(t, data), crc32.ChecksumIEEE([]byte(data)), 10))
		}, vigil.CodeValidation, "files", "corrupt"},
		{"zip header claims more than the data", func(t testing.TB) *http.Request {
			return zipRequest(rawZipEntry(t, "a.sol", deflate(t, token), crc32.ChecksumIEEE([]byte(token)), 900))
		}, vigil.CodeValidation, "files", "corrupt"},
		{"zip bad checksum", func(t testing.TB) *http.Request {
			return zipRequest(rawZipEntry(t, "a.sol", deflate(t, token), 12345, uint64(len(token))))
		}, vigil.CodeValidation, "files", "corrupt"},
		{"zip truncated deflate stream", func(t testing.TB) *http.Request {
			d := deflate(t, strings.Repeat("pragma solidity; ", 40))
			return zipRequest(rawZipEntry(t, "a.sol", d[:len(d)/2], 0, 680))
		}, vigil.CodeValidation, "files", "corrupt"},
		{"zip with no .sol", func(t testing.TB) *http.Request {
			return zipRequest(makeZip(t, entry{name: "README.md", content: "x"}, entry{name: "__MACOSX/._a.sol", content: "x"}))
		}, vigil.CodeValidation, "files", "no .sol files"},
		{"raw zip bad scan parameter", func(t testing.TB) *http.Request {
			r := zipRequest(makeZip(t, entry{name: "a.sol", content: token}))
			r.URL.RawQuery = "scan=no"
			return r
		}, vigil.CodeValidation, "scan", "true or false"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			up, err := Parse(tt.req(t), lim)
			if err == nil {
				t.Fatalf("Parse succeeded with\n%s\nwant %s", describe(*up), tt.code)
			}
			wantError(t, err, tt.code, tt.param, tt.text)
		})
	}
}

// rawZipEntryMethod builds an archive with one entry stored with an unknown compression method.
func rawZipEntryMethod(t testing.TB, name string, method uint16) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, err := zw.CreateRaw(&zip.FileHeader{Name: name, Method: method, CompressedSize64: 4, UncompressedSize64: 4})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write([]byte("abcd")); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestParseAccepts(t *testing.T) {
	t.Parallel()
	bom := "\xef\xbb\xbf"
	nested := string(makeZip(t, entry{name: "inner.sol", content: token}))
	tests := []struct {
		name string
		req  func(t testing.TB) *http.Request
		want Upload
	}{
		{"JSON", func(t testing.TB) *http.Request {
			return jsonRequest(`{"name":"  Token  ","files":[{"path":"./src/Token.sol","content":"` + bom + `contract T {}"},` +
				`{"path":"README.md","content":"hello"},{"path":"lib/x/../Lib.SOL","content":"library L {}"}]}`)
		}, Upload{Name: "Token", Scan: true, Ignored: []string{"README.md"},
			Files: []File{{Path: "src/Token.sol", Content: []byte("contract T {}")}, {Path: "lib/Lib.SOL", Content: []byte("library L {}")}}}},
		{"JSON scan false, null name, empty file beside a real one", func(t testing.TB) *http.Request {
			return jsonRequest(`{"name":null,"scan":false,"files":[{"path":"a.sol","content":""},{"path":"b.sol","content":"x"}]}`)
		}, Upload{Scan: false, Files: []File{{Path: "a.sol", Content: []byte{}}, {Path: "b.sol", Content: []byte("x")}}}},
		{"JSON with a content type parameter", func(t testing.TB) *http.Request {
			return request("application/json; charset=utf-8", []byte(`{"files":[{"path":"a.sol","content":"x"}]}`))
		}, Upload{Scan: true, Files: []File{{Path: "a.sol", Content: []byte("x")}}}},
		{"multipart .sol files", func(t testing.TB) *http.Request {
			return multipartRequest(t, part{"name", "", "My token"}, part{"scan", "", "false"},
				part{"files", "contracts/Token.sol", bom + token}, part{"files", "Lib.sol", "library L {}"},
				part{"files", "notes.txt", "hello"})
		}, Upload{Name: "My token", Scan: false, Ignored: []string{"notes.txt"},
			Files: []File{{Path: "contracts/Token.sol", Content: []byte(token)}, {Path: "Lib.sol", Content: []byte("library L {}")}}}},
		{"multipart zip", func(t testing.TB) *http.Request {
			z := makeZip(t,
				entry{name: "project/", mode: fs.ModeDir | 0o755},
				entry{name: "project/contracts/Token.sol", content: token},
				entry{name: "project/contracts/Stored.sol", content: "contract S {}", method: zip.Store},
				entry{name: "__MACOSX/project/._Token.sol", content: "junk"},
				entry{name: "project/.git/config", content: "x"},
				entry{name: "project/.hidden.sol", content: token},
				entry{name: "project/vendor.zip", content: nested},
				entry{name: "project/README.md", content: "# hi"},
			)
			return multipartRequest(t, part{"files", "project.zip", string(z)}, part{"scan", "", "true"})
		}, Upload{Scan: true,
			Files:   []File{{Path: "project/contracts/Token.sol", Content: []byte(token)}, {Path: "project/contracts/Stored.sol", Content: []byte("contract S {}")}},
			Ignored: []string{"project/.git/config", "project/.hidden.sol", "project/vendor.zip", "project/README.md"}}},
		{"JSON with dependencies", func(t testing.TB) *http.Request {
			return jsonRequest(`{"files":[{"path":"@oz/access/Ownable.sol","content":"contract Ownable {}","dependency":true},` +
				`{"path":"src/Vault.sol","content":"contract V {}","dependency":false},{"path":"lib/L.sol","content":"library L {}","dependency":null}]}`)
		}, Upload{Scan: true, Files: []File{{Path: "@oz/access/Ownable.sol", Content: []byte("contract Ownable {}"), Dependency: true},
			{Path: "src/Vault.sol", Content: []byte("contract V {}")}, {Path: "lib/L.sol", Content: []byte("library L {}")}}}},
		{"multipart with dependency files", func(t testing.TB) *http.Request {
			return multipartRequest(t, part{"dependencies", "@oz/access/Ownable.sol", "contract Ownable {}"},
				part{"files", "src/Vault.sol", token}, part{"dependencies", "@oz/utils/Guard.sol", "contract G {}"})
		}, Upload{Scan: true, Files: []File{
			{Path: "@oz/access/Ownable.sol", Content: []byte("contract Ownable {}"), Dependency: true},
			{Path: "src/Vault.sol", Content: []byte(token)},
			{Path: "@oz/utils/Guard.sol", Content: []byte("contract G {}"), Dependency: true}}}},
		{"multipart with an archive of dependencies beside an archive of files", func(t testing.TB) *http.Request {
			deps := makeZip(t, entry{name: "@oz/utils/Guard.sol", content: "contract G {}"}, entry{name: "@oz/README.md", content: "x"})
			own := makeZip(t, entry{name: "src/Vault.sol", content: token})
			return multipartRequest(t, part{"files", "src.zip", string(own)}, part{"dependencies", "oz.zip", string(deps)})
		}, Upload{Scan: true, Ignored: []string{"@oz/README.md"}, Files: []File{
			{Path: "src/Vault.sol", Content: []byte(token)},
			{Path: "@oz/utils/Guard.sol", Content: []byte("contract G {}"), Dependency: true}}}},
		{"raw zip with name and scan in the query", func(t testing.TB) *http.Request {
			r := zipRequest(makeZip(t, entry{name: "A.sol", content: bom + token}))
			r.URL.RawQuery = "name=Vault&scan=false"
			return r
		}, Upload{Name: "Vault", Scan: false, Files: []File{{Path: "A.sol", Content: []byte(token)}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := Parse(tt.req(t), Limits{})
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if !equalUploads(*got, tt.want) {
				t.Errorf("Parse =\n%s\nwant\n%s", describe(*got), describe(tt.want))
			}
		})
	}
}

// equalUploads compares uploads, treating nil and empty slices alike.
func equalUploads(a, b Upload) bool {
	return describe(a) == describe(b)
}

// describe renders an upload for comparison and failure messages.
func describe(u Upload) string {
	var b strings.Builder
	fmt.Fprintf(&b, "name=%q scan=%t ignored=%q\n", u.Name, u.Scan, u.Ignored)
	for _, f := range u.Files {
		c := string(f.Content)
		if len(c) > 80 {
			c = fmt.Sprintf("%s… (%d bytes)", c[:80], len(c))
		}
		role := ""
		if f.Dependency {
			role = " (dependency)"
		}
		fmt.Fprintf(&b, "  %s%s: %q\n", f.Path, role, c)
	}
	return b.String()
}

// TestParseArchiveDetails covers what the table tests cannot express with their shared limits and helpers.
func TestParseArchiveDetails(t *testing.T) {
	t.Parallel()
	t.Run("metadata and directories do not count as files", func(t *testing.T) {
		t.Parallel()
		z := makeZip(t,
			entry{name: "src/", mode: fs.ModeDir | 0o755},
			entry{name: "src/A.sol", content: token},
			entry{name: "__MACOSX/src/._A.sol", content: "x"},
			entry{name: "src/B.sol", content: token},
			entry{name: "__MACOSX/src/._B.sol", content: "x"},
		)
		up, err := Parse(zipRequest(z), Limits{MaxFiles: 2})
		if err != nil {
			t.Fatalf("Parse: %v", err)
		}
		if len(up.Files) != 2 || len(up.Ignored) != 0 {
			t.Errorf("Parse = %s", describe(*up))
		}
	})
	t.Run("an archive of empty entries is bounded too", func(t *testing.T) {
		t.Parallel()
		entries := make([]entry, 9)
		for i := range entries {
			entries[i] = entry{name: fmt.Sprintf("d%d/", i), mode: fs.ModeDir | 0o755}
		}
		_, err := Parse(zipRequest(makeZip(t, entries...)), Limits{MaxFiles: 2})
		wantError(t, err, vigil.CodeValidation, "files", "more than 2 files")
	})
	t.Run("a multipart zip recognised by its content type", func(t *testing.T) {
		t.Parallel()
		var buf bytes.Buffer
		mw := multipart.NewWriter(&buf)
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", `form-data; name="files"; filename="sources"`)
		h.Set("Content-Type", "application/zip")
		w, err := mw.CreatePart(h)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(makeZip(t, entry{name: "A.sol", content: token}))
		mw.Close()
		up, err := Parse(request(mw.FormDataContentType(), buf.Bytes()), Limits{})
		if err != nil {
			t.Fatalf("Parse: %v", err)
		}
		if len(up.Files) != 1 || up.Files[0].Path != "A.sol" {
			t.Errorf("Parse = %s", describe(*up))
		}
	})
	t.Run("a request without a body", func(t *testing.T) {
		t.Parallel()
		r := jsonRequest("")
		r.Body = nil
		_, err := Parse(r, Limits{})
		wantError(t, err, vigil.CodeValidation, "files", "no body")
	})
}

func TestLimitsDefaults(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in, want Limits
	}{
		{Limits{}, Limits{MaxBytes: DefaultMaxBytes, MaxFiles: DefaultMaxFiles, MaxFileBytes: DefaultMaxBytes}},
		{Limits{MaxBytes: 10, MaxFiles: 2}, Limits{MaxBytes: 10, MaxFiles: 2, MaxFileBytes: 10}},
		{Limits{MaxBytes: 10, MaxFileBytes: 50}, Limits{MaxBytes: 10, MaxFiles: DefaultMaxFiles, MaxFileBytes: 10}},
		{Limits{MaxBytes: -1, MaxFiles: -1, MaxFileBytes: 5}, Limits{MaxBytes: DefaultMaxBytes, MaxFiles: DefaultMaxFiles, MaxFileBytes: 5}},
	}
	for _, tt := range tests {
		if got := tt.in.withDefaults(); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%+v.withDefaults() = %+v, want %+v", tt.in, got, tt.want)
		}
	}
}

func TestCleanPath(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in     string
		strict bool
		want   string // "" when an error is expected
	}{
		{"a.sol", false, "a.sol"},
		{"./src//a.sol", false, "src/a.sol"},
		{"src/x/../a.sol", false, "src/a.sol"},
		{"src/x/../a.sol", true, ""},
		{"../a.sol", false, ""},
		{"/a.sol", false, ""},
		{`src\a.sol`, false, ""},
		{"c:a.sol", false, ""},
		{".", false, ""},
		{"a\x00.sol", false, ""},
		{"\xff.sol", false, ""},
		{"", false, ""},
		{strings.Repeat("d/", 511) + "a.sol", false, ""},
		{strings.Repeat("d/", 509) + "a.sol", false, strings.Repeat("d/", 509) + "a.sol"},
	}
	for _, tt := range tests {
		got, err := cleanPath(tt.in, tt.strict)
		if tt.want == "" {
			if err == nil {
				t.Errorf("cleanPath(%q, %t) = %q, want an error", tt.in, tt.strict, got)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("cleanPath(%q, %t) = %q, %v; want %q", tt.in, tt.strict, got, err, tt.want)
		}
	}
}

// TestZipBomb sends real zip bombs (hundreds of MB of zeros in a few hundred KB), once with an honest header and
// once with a header claiming a tiny size: both must be refused as too large after decompressing little more
// than the limit. The test does not run in parallel so that the allocation count is its own.
func TestZipBomb(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a 300 MB zip bomb")
	}
	const size = 300 << 20
	bomb := deflateZeros(t, size)
	if len(bomb) > 512<<10 {
		t.Fatalf("the bomb compresses to %d bytes; want a few hundred KB", len(bomb))
	}
	crc := crc32.NewIEEE()
	zeros := make([]byte, 1<<20)
	for range size >> 20 {
		crc.Write(zeros)
	}
	lim := Limits{MaxBytes: 1 << 20}
	tests := []struct {
		name    string
		claimed uint64
	}{
		{"honest header", size},
		{"lying header", 1000},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			body := rawZipEntry(t, "bomb.sol", bomb, crc.Sum32(), tt.claimed)
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			_, err := Parse(zipRequest(body), lim)
			runtime.ReadMemStats(&after)
			wantError(t, err, vigil.CodePayloadTooLarge, "", "1 MiB")
			if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 16<<20 {
				t.Errorf("parsing the bomb allocated %d MiB; want it bounded by the limit", alloc>>20)
			}
		})
	}
}

// FuzzParseZip checks that no archive, however malformed, makes Parse panic, and that whatever it accepts
// respects the limits.
func FuzzParseZip(f *testing.F) {
	f.Add(makeZip(f, entry{name: "a.sol", content: token}))
	f.Add(makeZip(f, entry{name: "src/", mode: fs.ModeDir | 0o755}, entry{name: "src/a.sol", content: token},
		entry{name: "b.txt", content: "x"}))
	f.Add(makeZip(f, entry{name: "../a.sol", content: token}))
	f.Add(makeZip(f, entry{name: "a.sol", content: "x", mode: fs.ModeSymlink | 0o777}))
	f.Add(rawZipEntry(f, "a.sol", deflate(f, token), 0, 3))
	f.Add([]byte("PK\x03\x04"))
	f.Add([]byte{})
	lim := Limits{MaxBytes: 64 << 10, MaxFiles: 20, MaxFileBytes: 16 << 10}
	f.Fuzz(func(t *testing.T, data []byte) {
		up, err := Parse(zipRequest(data), lim)
		checkResult(t, up, err, lim)
	})
}

// FuzzParseJSON checks that no JSON body makes Parse panic, and that whatever it accepts respects the limits.
func FuzzParseJSON(f *testing.F) {
	f.Add(`{"name":"x","files":[{"path":"a.sol","content":"contract A {}"}],"scan":false}`)
	f.Add(`{"files":[{"path":"../a.sol","content":"x"}]}`)
	f.Add(`{"files":[{"path":"a.sol","content":"\ud800"}]}`)
	f.Add(`{"files":null}`)
	f.Add(`[]`)
	f.Add(`{"files":[{"path":"a.sol","content":"x"}]} trailing`)
	f.Add(`{"files":[{"path":"a.sol","content":"x"},{"path":"@oz/B.sol","content":"y","dependency":true}]}`)
	f.Add(`{"files":[{"path":"a.sol","content":"x","dependency":1}]}`)
	lim := Limits{MaxBytes: 64 << 10, MaxFiles: 20, MaxFileBytes: 16 << 10}
	f.Fuzz(func(t *testing.T, body string) {
		up, err := Parse(jsonRequest(body), lim)
		checkResult(t, up, err, lim)
	})
}

// checkResult checks the invariants of any Parse outcome.
func checkResult(t *testing.T, up *Upload, err error, lim Limits) {
	t.Helper()
	if err != nil {
		var ve *vigil.Error
		if !errors.As(err, &ve) || ve.Code == "" || ve.Message == "" {
			t.Fatalf("error %v is not a complete *vigil.Error", err)
		}
		return
	}
	if !slices.ContainsFunc(up.Files, func(f File) bool { return !f.Dependency }) {
		t.Fatal("accepted an upload without a file that is not a dependency")
	}
	if len(up.Files)+len(up.Ignored) > lim.MaxFiles {
		t.Fatalf("accepted %d files; the limit is %d", len(up.Files)+len(up.Ignored), lim.MaxFiles)
	}
	var total int64
	for _, f := range up.Files {
		if _, err := cleanPath(f.Path, false); err != nil || !isSolidity(f.Path) {
			t.Fatalf("accepted the path %q", f.Path)
		}
		total += int64(len(f.Content))
	}
	if total > lim.MaxBytes {
		t.Fatalf("accepted %d bytes; the limit is %d", total, lim.MaxBytes)
	}
}

// TestMultipartErrorKeepsClientErrors checks that an error already meant for the client (a field too long)
// reaches it as it is, not wrapped in a message about a malformed body.
func TestMultipartErrorKeepsClientErrors(t *testing.T) {
	p := &parser{lim: Limits{}.withDefaults()}
	want := vigil.ParamErrorf(vigil.CodeValidation, "name", "the field %q is longer than %d bytes", "name", maxFieldBytes)
	if got := p.multipartError(want); got != error(want) {
		t.Fatalf("multipartError = %v, want the field error itself", got)
	}
	if got := p.multipartError(errors.New("unexpected EOF")); !strings.Contains(got.Error(), "malformed") {
		t.Fatalf("multipartError(EOF) = %v, want a malformed-body error", got)
	}
}
