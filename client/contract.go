package client

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"
	"io"
	"mime/multipart"
	"net/url"
	"strings"

	"github.com/vigilsec/vigil"
)

// File is one source file to upload.
type File struct {
	// Path is the file's path within the upload, e.g. "contracts/Bank.sol".
	Path string
	// Content is the Solidity source text (UTF-8).
	Content []byte
	// Dependency marks a file sent only for what the others import from it (an OpenZeppelin Ownable, say): the
	// server analyses it with them but does not report its own findings. Its Path is best its import path, e.g.
	// "@openzeppelin/contracts/access/Ownable.sol".
	Dependency bool
}

// Upload is a set of source files to analyse together.
type Upload struct {
	// Name names the contract; the server picks one from the files when empty.
	Name string
	// Files are the sources; at least one is needed.
	Files []File
	// SkipScan stores the files without starting a scan.
	SkipScan bool
}

// UploadResult is the server's answer to an upload.
type UploadResult struct {
	// Contract is the stored upload.
	Contract *vigil.Contract
	// Scan is the scan the upload started; nil with SkipScan.
	Scan *vigil.Scan
	// IgnoredFiles are files the server received but does not analyse (not .sol, say).
	IgnoredFiles []string
}

// uploadResponse is the body of 201 to an upload: the contract's fields plus scan and ignored_files.
type uploadResponse struct {
	vigil.Contract
	Scan         *vigil.Scan `json:"scan"`
	IgnoredFiles []string    `json:"ignored_files"`
}

func (r uploadResponse) result() *UploadResult {
	c := r.Contract
	return &UploadResult{Contract: &c, Scan: r.Scan, IgnoredFiles: r.IgnoredFiles}
}

// Upload sends the files as JSON (POST /contracts/upload), dependencies included, and, unless SkipScan, starts a
// scan of them.
func (c *Client) Upload(ctx context.Context, u Upload) (*UploadResult, error) {
	if len(u.Files) == 0 {
		return nil, fmt.Errorf("vigil client: upload: no files")
	}
	type jsonFile struct {
		Path       string `json:"path"`
		Content    string `json:"content"`
		Dependency bool   `json:"dependency,omitempty"`
	}
	body := struct {
		Name  string     `json:"name,omitempty"`
		Files []jsonFile `json:"files"`
		Scan  bool       `json:"scan"`
	}{Name: u.Name, Scan: !u.SkipScan, Files: make([]jsonFile, len(u.Files))}
	for i, f := range u.Files {
		body.Files[i] = jsonFile{Path: f.Path, Content: string(f.Content), Dependency: f.Dependency}
	}
	req, err := jsonRequest("POST", "/contracts/upload", body)
	if err != nil {
		return nil, err
	}
	var out uploadResponse
	if err := c.call(ctx, req, &out); err != nil {
		return nil, fmt.Errorf("upload: %w", err)
	}
	return out.result(), nil
}

// UploadZip sends a zip archive of sources as multipart/form-data (field "files") and, unless skipScan,
// starts a scan. The archive is read into memory so that a retried request can send it again.
func (c *Client) UploadZip(ctx context.Context, name string, archive io.Reader, skipScan bool) (*UploadResult, error) {
	if archive == nil {
		return nil, fmt.Errorf("vigil client: upload zip: no archive")
	}
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	if name != "" {
		if err := mw.WriteField("name", name); err != nil {
			return nil, fmt.Errorf("upload zip: %w", err)
		}
	}
	if err := mw.WriteField("scan", fmt.Sprint(!skipScan)); err != nil {
		return nil, fmt.Errorf("upload zip: %w", err)
	}
	part, err := mw.CreateFormFile("files", archiveName(name)+".zip")
	if err != nil {
		return nil, fmt.Errorf("upload zip: %w", err)
	}
	if _, err := io.Copy(part, archive); err != nil {
		return nil, fmt.Errorf("upload zip: read archive: %w", err)
	}
	if err := mw.Close(); err != nil {
		return nil, fmt.Errorf("upload zip: %w", err)
	}
	req := request{method: "POST", path: "/contracts/upload", body: buf.Bytes(), contentType: mw.FormDataContentType()}
	var out uploadResponse
	if err := c.call(ctx, req, &out); err != nil {
		return nil, fmt.Errorf("upload zip: %w", err)
	}
	return out.result(), nil
}

// archiveName turns a contract name into a file name for the archive part.
func archiveName(name string) string {
	name = strings.Map(func(r rune) rune {
		if r == '/' || r == '\\' || r < ' ' || r == '"' {
			return '_'
		}
		return r
	}, strings.TrimSpace(name))
	if name == "" {
		return "upload"
	}
	return name
}

// ZipFiles writes the files as a zip archive, for UploadZip.
func ZipFiles(w io.Writer, files []File) error {
	zw := zip.NewWriter(w)
	for _, f := range files {
		fw, err := zw.Create(f.Path)
		if err != nil {
			return fmt.Errorf("zip %s: %w", f.Path, err)
		}
		if _, err := fw.Write(f.Content); err != nil {
			return fmt.Errorf("zip %s: %w", f.Path, err)
		}
	}
	if err := zw.Close(); err != nil {
		return fmt.Errorf("zip: %w", err)
	}
	return nil
}

// GetContract returns a contract (GET /contracts/{id}).
func (c *Client) GetContract(ctx context.Context, id string) (*vigil.Contract, error) {
	p, err := pathID("contract", id)
	if err != nil {
		return nil, err
	}
	var out vigil.Contract
	if err := c.call(ctx, request{method: "GET", path: "/contracts/" + p}, &out); err != nil {
		return nil, fmt.Errorf("get contract %s: %w", id, err)
	}
	return &out, nil
}

// ContractFilter narrows ListContracts.
type ContractFilter struct {
	// Name keeps the contracts with this exact name.
	Name string
}

func (f ContractFilter) values() url.Values {
	q := url.Values{}
	setString(q, "name", f.Name)
	return q
}

// ListContracts returns one page of the organisation's contracts (GET /contracts).
func (c *Client) ListContracts(ctx context.Context, f ContractFilter, p ListParams) (*List[*vigil.Contract], error) {
	l, err := list[*vigil.Contract](ctx, c, "/contracts", f.values(), p)
	if err != nil {
		return nil, fmt.Errorf("list contracts: %w", err)
	}
	return l, nil
}

// ContractSource returns the text of every file of a contract (GET /contracts/{id}/source).
func (c *Client) ContractSource(ctx context.Context, id string) ([]File, error) {
	p, err := pathID("contract", id)
	if err != nil {
		return nil, err
	}
	var out struct {
		Files []struct {
			Path       string `json:"path"`
			Content    string `json:"content"`
			Dependency bool   `json:"dependency"`
		} `json:"files"`
	}
	if err := c.call(ctx, request{method: "GET", path: "/contracts/" + p + "/source"}, &out); err != nil {
		return nil, fmt.Errorf("get contract source %s: %w", id, err)
	}
	files := make([]File, len(out.Files))
	for i, f := range out.Files {
		files[i] = File{Path: f.Path, Content: []byte(f.Content), Dependency: f.Dependency}
	}
	return files, nil
}

// DeleteContract deletes a contract with its scans and vulnerabilities (DELETE /contracts/{id}).
func (c *Client) DeleteContract(ctx context.Context, id string) error {
	p, err := pathID("contract", id)
	if err != nil {
		return err
	}
	if err := c.call(ctx, request{method: "DELETE", path: "/contracts/" + p}, nil); err != nil {
		return fmt.Errorf("delete contract %s: %w", id, err)
	}
	return nil
}

// Rescan starts a new scan of a contract (POST /contracts/{id}/scans).
func (c *Client) Rescan(ctx context.Context, contractID string) (*vigil.Scan, error) {
	p, err := pathID("contract", contractID)
	if err != nil {
		return nil, err
	}
	var out vigil.Scan
	if err := c.call(ctx, request{method: "POST", path: "/contracts/" + p + "/scans"}, &out); err != nil {
		return nil, fmt.Errorf("rescan contract %s: %w", contractID, err)
	}
	return &out, nil
}
