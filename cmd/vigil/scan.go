package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/client"
	"github.com/vigilsec/vigil/engine"
)

// exitScanFailed is vigil scan's status when the scan failed, was canceled or did not finish within --timeout.
const exitScanFailed = 3

const scanUsage = `usage: vigil scan [flags] PATH...

Upload Solidity files to a Vigil server, wait for the scan and print its report: for CI. A PATH is a .sol file or
a directory, searched recursively for .sol files (node_modules and hidden directories are skipped), as in vigil
analyze; paths are reported as given.

Files the PATHs import from elsewhere are found as vigil analyze finds them (next to the importing file, through
the project's remappings.txt or foundry.toml remappings, in node_modules, under the project's root and lib/) and
uploaded as dependencies: the server analyses them with the PATHs but does not report their own findings, so
that the report is vigil analyze's. With --include-deps they are uploaded as files of the contract like the
PATHs, and their findings are reported too. Either way they count towards the plan's upload size.

The server and the key come from --url and --key, or else from VIGIL_URL and VIGIL_API_KEY (prefer the
environment for the key: command lines are visible to other users of the machine).

Exit status:
  0  the scan completed and no finding that is not suppressed is at or above --fail-on (or no --fail-on)
  1  the scan completed and such a finding exists
  2  usage or I/O errors, a missing URL or key, or an error from the API (its message is printed)
  3  the scan failed, was canceled, or did not finish within --timeout

Flags:
`

// scanDeps are what vigil scan takes from its surroundings; tests give their own.
type scanDeps struct {
	getenv       func(string) string
	httpClient   *http.Client
	pollInterval time.Duration
}

// scanConfig is vigil scan's command line, parsed and checked.
type scanConfig struct {
	reportFlags
	url, key string
	timeout  time.Duration
	name     string
	// includeDeps uploads the imported files found outside the PATHs as ordinary files, so that their findings
	// are reported too.
	includeDeps bool
	// includeTests uploads the Foundry test and script files found in directories too (findSources).
	includeTests bool
	paths        []string
}

// runScan is the `vigil scan` command.
func runScan(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	return scanMain(ctx, args, stdout, stderr, scanDeps{getenv: os.Getenv, httpClient: &http.Client{Timeout: 2 * time.Minute}})
}

// scanMain runs vigil scan.
func scanMain(ctx context.Context, args []string, stdout, stderr io.Writer, deps scanDeps) int {
	cfg, err := parseScanFlags(args, stderr, deps.getenv)
	if errors.Is(err, flag.ErrHelp) {
		return exitOK
	}
	var reported *flagError
	if errors.As(err, &reported) {
		return exitUsage
	}
	if err != nil {
		fmt.Fprintf(stderr, "vigil scan: %v\nRun 'vigil scan -h' for usage.\n", err)
		return exitUsage
	}
	fail := func(code int, format string, a ...any) int {
		fmt.Fprintf(stderr, "vigil scan: "+format+"\n", a...)
		return code
	}

	files, err := findSources(cfg.paths, cfg.includeTests)
	if err != nil {
		return fail(exitUsage, "%v", err)
	}
	sources, err := readSources(ctx, files)
	if err != nil {
		return fail(exitUsage, "%v", err)
	}
	imported := dependencies(sources)
	if !cfg.includeDeps {
		for i := range imported {
			imported[i].Dependency = true
		}
	}
	upload, given, err := uploadFiles(append(sources, imported...))
	if err != nil {
		return fail(exitUsage, "%v", err)
	}

	opts := []client.Option{client.WithUserAgent("vigil-scan/" + version), client.WithHTTPClient(deps.httpClient)}
	if deps.pollInterval > 0 {
		opts = append(opts, client.WithPollInterval(deps.pollInterval))
	}
	c, err := client.New(cfg.url, cfg.key, opts...)
	if err != nil {
		return fail(exitUsage, "%v", err)
	}

	ctx, cancel := context.WithTimeout(ctx, cfg.timeout)
	defer cancel()
	up, err := c.Upload(ctx, client.Upload{Name: cfg.name, Files: upload})
	if err != nil {
		var apiErr *client.Error
		if len(imported) > 0 && errors.As(err, &apiErr) && apiErr.Code == vigil.CodePayloadTooLarge {
			return fail(apiErrorStatus(err), "%v\n(the upload holds %d imported files found outside the PATHs, %s in all)", err, len(imported), sourceBytes(imported))
		}
		return fail(apiErrorStatus(err), "%v", err)
	}
	if up.Scan == nil {
		return fail(exitUsage, "the server stored the upload (contract %s) but started no scan", up.Contract.ID)
	}
	scan, err := c.WaitScan(ctx, up.Scan.ID)
	if err != nil {
		if ctx.Err() != nil {
			// Timed out or interrupted: do not leave the scan holding one of the organisation's concurrent-scan
			// slots.
			cancelCtx, stop := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
			_, _ = c.CancelScan(cancelCtx, up.Scan.ID)
			stop()
		}
		if errors.Is(err, context.DeadlineExceeded) {
			return fail(exitScanFailed, "scan %s did not finish within %s", up.Scan.ID, cfg.timeout)
		}
		return fail(exitUsage, "%v", err)
	}
	switch scan.Status {
	case vigil.ScanCompleted:
	case vigil.ScanFailed:
		msg := "no reason given"
		if scan.Error != nil {
			msg = scan.Error.Code + ": " + scan.Error.Message
		}
		return fail(exitScanFailed, "scan %s failed: %s", scan.ID, msg)
	default:
		return fail(exitScanFailed, "scan %s ended %s", scan.ID, scan.Status)
	}

	rep, err := c.ScanReport(ctx, scan.ID)
	if err != nil {
		return fail(apiErrorStatus(err), "%v", err)
	}
	res := reportResult(rep, given)
	res.Findings = atOrAbove(res.Findings, cfg.minSeverity)
	var buf bytes.Buffer
	if err := renderReport(&buf, cfg.format, res, useColor(stdout, deps.getenv)); err != nil {
		return fail(exitUsage, "%v", err)
	}
	if _, err := stdout.Write(buf.Bytes()); err != nil {
		return fail(exitUsage, "write report: %v", err)
	}
	if failed(res.Findings, cfg.failOn) {
		return exitFindings
	}
	return exitOK
}

// apiErrorStatus is the exit status of a failed API call: running out of --timeout is exitScanFailed, anything
// else exitUsage.
func apiErrorStatus(err error) int {
	if errors.Is(err, context.DeadlineExceeded) {
		return exitScanFailed
	}
	return exitUsage
}

// parseScanFlags reads scan's flags, which may come before, between or after the paths, and fills the URL and
// key from the environment when the flags are absent.
func parseScanFlags(args []string, stderr io.Writer, getenv func(string) string) (scanConfig, error) {
	var cfg scanConfig
	fs := flag.NewFlagSet("vigil scan", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&cfg.url, "url", "", "the server's base `URL` (default $VIGIL_URL)")
	fs.StringVar(&cfg.key, "key", "", "the API `key` (default $VIGIL_API_KEY)")
	cfg.register(fs)
	fs.DurationVar(&cfg.timeout, "timeout", 10*time.Minute, "give up (exit 3) when the scan has not finished after this `duration`")
	fs.StringVar(&cfg.name, "name", "", "the contract's `name` on the server (default: chosen by the server)")
	fs.BoolVar(&cfg.includeTests, "include-tests", false, "also upload the Foundry test and script files (*.t.sol, *.s.sol) found in directories")
	fs.BoolVar(&cfg.includeDeps, "include-deps", false, "upload the imported files found outside the PATHs (node_modules, lib/, remappings) as the contract's own, so that their findings are reported too")
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), scanUsage)
		fs.PrintDefaults()
	}
	var err error
	if cfg.paths, err = parseWithPaths(fs, args); err != nil {
		return cfg, err
	}
	if err := cfg.check(); err != nil {
		return cfg, err
	}
	if cfg.timeout <= 0 {
		return cfg, errors.New("--timeout must be positive")
	}
	if cfg.url == "" {
		cfg.url = strings.TrimSpace(getenv("VIGIL_URL"))
	}
	if cfg.key == "" {
		cfg.key = strings.TrimSpace(getenv("VIGIL_API_KEY"))
	}
	if cfg.url == "" {
		return cfg, errors.New("no server URL: set VIGIL_URL or give --url")
	}
	if cfg.key == "" {
		return cfg, errors.New("no API key: set VIGIL_API_KEY or give --key")
	}
	if len(cfg.paths) == 0 {
		return cfg, errors.New("no PATH given")
	}
	return cfg, nil
}

// uploadFiles names the sources for the upload, whose paths must be relative with forward slashes: a file
// under the working directory is named by its path from there, any other by its absolute path without the
// leading slash (and volume). A dependency named by its import path ("@openzeppelin/contracts/...") keeps it.
// It returns the files and, for each upload path, the path as the user gave it (a dependency's import path).
func uploadFiles(sources []engine.Source) ([]client.File, map[string]string, error) {
	wd, err := os.Getwd()
	if err != nil {
		return nil, nil, fmt.Errorf("working directory: %w", err)
	}
	files := make([]client.File, 0, len(sources))
	given := make(map[string]string, len(sources))
	for _, s := range sources {
		abs, err := filepath.Abs(s.Path)
		if err != nil {
			return nil, nil, pathError(s.Path, err)
		}
		name, err := filepath.Rel(wd, abs)
		if err != nil || name == ".." || strings.HasPrefix(name, ".."+string(filepath.Separator)) {
			name = strings.TrimLeft(strings.TrimPrefix(abs, filepath.VolumeName(abs)), `/\`)
		}
		name = filepath.ToSlash(name)
		if prev, dup := given[name]; dup {
			return nil, nil, fmt.Errorf("%s and %s would have the same name in the upload (%s)", prev, s.Path, name)
		}
		given[name] = s.Path
		files = append(files, client.File{Path: name, Content: s.Content, Dependency: s.Dependency})
	}
	return files, given, nil
}

// reportResult turns the API's report into the engine's result shape for the renderers, with the paths as the
// user gave them. The scan's warnings that name a file are the syntax errors.
func reportResult(rep *client.Report, given map[string]string) *engine.Result {
	path := func(p string) string {
		if g, ok := given[p]; ok {
			return g
		}
		return p
	}
	res := &engine.Result{Findings: make([]vigil.Finding, 0, len(rep.Vulnerabilities)), Errors: []engine.SyntaxError{}}
	for _, v := range rep.Vulnerabilities {
		f := v.Finding
		f.Location.File = path(f.Location.File)
		f.Related = append([]vigil.RelatedLocation(nil), f.Related...)
		for i := range f.Related {
			f.Related[i].File = path(f.Related[i].File)
		}
		res.Findings = append(res.Findings, f)
	}
	if rep.Scan != nil {
		for _, w := range rep.Scan.Warnings {
			if w.File != "" {
				res.Errors = append(res.Errors, engine.SyntaxError{File: path(w.File), Line: w.Line, Column: w.Column, Message: w.Message})
			} else {
				res.Warnings = append(res.Warnings, w.Message)
			}
		}
	}
	return res
}

// sourceBytes is the size of the sources, the way people read it ("1.2 MiB").
func sourceBytes(sources []engine.Source) string {
	n := 0
	for _, s := range sources {
		n += len(s.Content)
	}
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}
