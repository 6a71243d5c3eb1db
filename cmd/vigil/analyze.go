package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"

	"github.com/mattn/go-isatty"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/detector"
	"github.com/vigilsec/vigil/engine"
	"github.com/vigilsec/vigil/report"
)

// Exit statuses of vigil analyze.
const (
	exitOK       = 0 // no finding at or above --fail-on (or no --fail-on)
	exitFindings = 1 // a finding at or above --fail-on that is not suppressed
	exitUsage    = 2 // bad flags or arguments, unreadable paths, write errors
)

const analyzeUsage = `usage: vigil analyze [flags] PATH...

Analyse Solidity files and print a report. A PATH is a .sol file or a directory, searched recursively for .sol
files (node_modules and hidden directories are skipped). Paths are reported as given.

Files the PATHs import from elsewhere are found as the compiler finds them (next to the importing file, through
the project's remappings.txt or foundry.toml remappings, in node_modules, under the project's root and lib/) and
analysed with them; their own findings are left out unless --include-deps is given.

Exit status: 1 when a finding that is not suppressed is at or above --fail-on, 2 on usage or I/O errors, 0
otherwise.

Flags:
`

// analyzeFunc runs the analysis; runAnalyze uses engine.Analyze, tests may pass their own.
type analyzeFunc func(ctx context.Context, sources []engine.Source, opts engine.Options) (*engine.Result, error)

// analyzeConfig is vigil analyze's command line, parsed and checked.
type analyzeConfig struct {
	reportFlags
	detectors []string
	exclude   []string
	output    string
	// includeDeps reports the findings in the imported files vigil analyze found on its own too.
	includeDeps bool
	// includeTests takes the Foundry test and script files found in directories too (findSources).
	includeTests bool
	paths        []string
}

// runAnalyze is the `vigil analyze` command.
func runAnalyze(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	return analyzeMain(ctx, args, stdout, stderr, engine.Analyze)
}

// analyzeMain runs vigil analyze with the given analysis function.
func analyzeMain(ctx context.Context, args []string, stdout, stderr io.Writer, analyze analyzeFunc) int {
	cfg, err := parseAnalyzeFlags(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return exitOK
	}
	var reported *flagError
	if errors.As(err, &reported) {
		return exitUsage // the flag package has printed the error and the usage
	}
	if err != nil {
		fmt.Fprintf(stderr, "vigil analyze: %v\nRun 'vigil analyze -h' for usage.\n", err)
		return exitUsage
	}

	files, err := findSources(cfg.paths, cfg.includeTests)
	if err != nil {
		fmt.Fprintf(stderr, "vigil analyze: %v\n", err)
		return exitUsage
	}
	sources, err := readSources(ctx, files)
	if err != nil {
		fmt.Fprintf(stderr, "vigil analyze: %v\n", err)
		return exitUsage
	}
	deps := dependencies(sources)
	if !cfg.includeDeps {
		for i := range deps {
			deps[i].Dependency = true
		}
	}
	res, err := analyze(ctx, append(sources, deps...), engine.Options{Detectors: cfg.detectors, Exclude: cfg.exclude})
	if err != nil {
		fmt.Fprintf(stderr, "vigil analyze: %v\n", err)
		return exitUsage
	}
	res.Findings = atOrAbove(res.Findings, cfg.minSeverity)

	var buf bytes.Buffer
	if err := renderReport(&buf, cfg.format, res, cfg.output == "" && useColor(stdout, os.Getenv)); err != nil {
		fmt.Fprintf(stderr, "vigil analyze: %v\n", err)
		return exitUsage
	}
	if cfg.output != "" {
		if err := os.WriteFile(cfg.output, buf.Bytes(), 0o644); err != nil {
			fmt.Fprintf(stderr, "vigil analyze: write report: %v\n", err)
			return exitUsage
		}
	} else if _, err := stdout.Write(buf.Bytes()); err != nil {
		fmt.Fprintf(stderr, "vigil analyze: write report: %v\n", err)
		return exitUsage
	}

	if failed(res.Findings, cfg.failOn) {
		return exitFindings
	}
	return exitOK
}

// flagError is a command-line error the flag package has already reported, with the usage.
type flagError struct{ err error }

func (e *flagError) Error() string { return e.err.Error() }
func (e *flagError) Unwrap() error { return e.err }

// detectorID is the form of a detector id: kebab-case.
var detectorID = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// parseAnalyzeFlags reads analyze's flags, which may come before, between or after the paths.
func parseAnalyzeFlags(args []string, stderr io.Writer) (analyzeConfig, error) {
	var cfg analyzeConfig
	var detectors, exclude string
	fs := flag.NewFlagSet("vigil analyze", flag.ContinueOnError)
	fs.SetOutput(stderr)
	cfg.register(fs)
	fs.StringVar(&detectors, "detectors", "", "run only these detectors (comma-separated `ids`)")
	fs.StringVar(&exclude, "exclude", "", "skip these detectors (comma-separated `ids`)")
	fs.StringVar(&cfg.output, "output", "", "write the report to `file` instead of standard output")
	fs.BoolVar(&cfg.includeDeps, "include-deps", false, "also report findings in the imported files found outside the PATHs (node_modules, lib/, remappings)")
	fs.BoolVar(&cfg.includeTests, "include-tests", false, "also analyse the Foundry test and script files (*.t.sol, *.s.sol) found in directories")
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), analyzeUsage)
		fs.PrintDefaults()
	}

	var err error
	if cfg.paths, err = parseWithPaths(fs, args); err != nil {
		return cfg, err
	}

	if err := cfg.check(); err != nil {
		return cfg, err
	}
	if cfg.detectors, err = detectorList(detectors); err != nil {
		return cfg, fmt.Errorf("--detectors: %w", err)
	}
	if cfg.exclude, err = detectorList(exclude); err != nil {
		return cfg, fmt.Errorf("--exclude: %w", err)
	}
	if len(cfg.detectors) > 0 && len(cfg.exclude) > 0 {
		return cfg, errors.New("use --detectors or --exclude, not both")
	}
	if len(cfg.paths) == 0 {
		return cfg, errors.New("no PATH given")
	}
	return cfg, nil
}

// parseWithPaths parses the flags in args and returns the paths among them: the flag package stops at the first
// path, so parsing carries on after it and flags may follow paths; everything after "--" is a path. Errors the
// flag package has reported are a *flagError; -h is flag.ErrHelp.
func parseWithPaths(fs *flag.FlagSet, args []string) ([]string, error) {
	var paths []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, err
			}
			return nil, &flagError{err}
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return paths, nil
		}
		if consumed := len(args) - len(rest); consumed > 0 && args[consumed-1] == "--" {
			return append(paths, rest...), nil
		}
		paths = append(paths, rest[0])
		args = rest[1:]
	}
}

// renderReport writes res to buf in the format (text, json or sarif), as vigil analyze and vigil scan print it.
func renderReport(buf *bytes.Buffer, format string, res *engine.Result, color bool) error {
	switch format {
	case "json":
		return report.JSON(buf, res)
	case "sarif":
		root, _ := os.Getwd() // without it, absolute paths are written as file:// URIs, which is still valid
		return report.SARIF(buf, res, detectorRules(detector.All()), report.SARIFOptions{ToolVersion: version, SourceRoot: root})
	default:
		return report.Text(buf, res, report.TextOptions{Color: color})
	}
}

// detectorList splits a comma-separated list of detector ids and checks their form.
func detectorList(s string) ([]string, error) {
	var ids []string
	for _, part := range strings.Split(s, ",") {
		id := strings.TrimSpace(part)
		if id == "" {
			continue
		}
		if !detectorID.MatchString(id) {
			return nil, fmt.Errorf("%q is not a detector id (ids are kebab-case, like reentrancy-eth)", id)
		}
		ids = append(ids, id)
	}
	return ids, nil
}

// findSources expands the paths into the list of files to read: a file is taken as it is, a directory is searched
// recursively for .sol files, skipping node_modules and hidden directories, and, unless tests is set, Foundry's
// test and script files (*.t.sol, *.s.sol): contracts that exercise or deploy the code, not the code itself. Each
// file appears once.
func findSources(paths []string, tests bool) ([]string, error) {
	var files []string
	seen := make(map[string]bool)
	add := func(p string) {
		if !seen[p] {
			seen[p] = true
			files = append(files, p)
		}
	}
	for _, root := range paths {
		root = filepath.Clean(root)
		info, err := os.Stat(root)
		if err != nil {
			return nil, pathError(root, err)
		}
		if !info.IsDir() {
			add(root)
			continue
		}
		before, skipped := len(files), 0
		err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				name := d.Name()
				if p != root && (name == "node_modules" || strings.HasPrefix(name, ".")) {
					return filepath.SkipDir
				}
				return nil
			}
			if !strings.HasSuffix(d.Name(), ".sol") {
				return nil
			}
			if !tests && isFoundryTest(d.Name()) {
				skipped++
				return nil
			}
			if d.Type()&fs.ModeSymlink != 0 {
				// Symlinked files are read; symlinked directories are not followed (no cycles).
				if info, err := os.Stat(p); err != nil || !info.Mode().IsRegular() {
					return nil
				}
			} else if !d.Type().IsRegular() {
				return nil
			}
			add(p)
			return nil
		})
		if err != nil {
			var pe *fs.PathError
			if errors.As(err, &pe) {
				return nil, pathError(pe.Path, err)
			}
			return nil, fmt.Errorf("%s: %w", root, err)
		}
		if len(files) == before {
			if skipped > 0 {
				what := "files"
				if skipped == 1 {
					what = "file"
				}
				return nil, fmt.Errorf("no .sol files in %s but %d Foundry test or script %s (*.t.sol, *.s.sol); pass --include-tests to analyse them", root, skipped, what)
			}
			return nil, fmt.Errorf("no .sol files in %s", root)
		}
	}
	return files, nil
}

// isFoundryTest reports whether a file name is a Foundry test or script (Counter.t.sol, Deploy.s.sol).
func isFoundryTest(name string) bool {
	return strings.HasSuffix(name, ".t.sol") || strings.HasSuffix(name, ".s.sol")
}

// readSources reads the files concurrently, keeping their order. The first error stops the reading.
func readSources(ctx context.Context, files []string) ([]engine.Source, error) {
	sources := make([]engine.Source, len(files))
	errs := make([]error, len(files))
	next := make(chan int)
	var wg sync.WaitGroup
	workers := min(len(files), max(4, 2*runtime.GOMAXPROCS(0)))
	for range workers {
		wg.Go(func() {
			for i := range next {
				content, err := os.ReadFile(files[i])
				if err != nil {
					errs[i] = err
					continue
				}
				sources[i] = engine.Source{Path: files[i], Content: content}
			}
		})
	}
	var err error
feed:
	for i := range files {
		select {
		case next <- i:
		case <-ctx.Done():
			err = ctx.Err()
			break feed
		}
	}
	close(next)
	wg.Wait()
	if err != nil {
		return nil, fmt.Errorf("read sources: %w", err)
	}
	for i, e := range errs {
		if e != nil {
			return nil, pathError(files[i], e)
		}
	}
	return sources, nil
}

// pathError says what went wrong with a path the user gave, without the name of the system call:
// "contracts/A.sol: permission denied".
func pathError(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s: %w", path, pe.Err)
	}
	return fmt.Errorf("%s: %w", path, err)
}

// atOrAbove keeps the findings at or above min (all of them when min is empty).
func atOrAbove(findings []vigil.Finding, min vigil.Severity) []vigil.Finding {
	if min == "" {
		return findings
	}
	kept := make([]vigil.Finding, 0, len(findings))
	for _, f := range findings {
		if f.Severity.Rank() >= min.Rank() {
			kept = append(kept, f)
		}
	}
	return kept
}

// failed reports whether a finding that is not suppressed is at or above failOn; an empty failOn never fails.
func failed(findings []vigil.Finding, failOn vigil.Severity) bool {
	if failOn == "" {
		return false
	}
	for _, f := range findings {
		if !f.Suppressed && f.Severity.Rank() >= failOn.Rank() {
			return true
		}
	}
	return false
}

// useColor reports whether the text report to w should be coloured: only on a terminal, and not when NO_COLOR is
// set (https://no-color.org) or TERM is dumb.
func useColor(w io.Writer, getenv func(string) string) bool {
	if getenv("NO_COLOR") != "" || getenv("TERM") == "dumb" {
		return false
	}
	f, ok := w.(*os.File)
	return ok && (isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd()))
}

// reportFlags are the report flags that analyze and scan share.
type reportFlags struct {
	format string
	// minSeverity drops findings below it from the report; empty keeps all.
	minSeverity vigil.Severity
	// failOn makes the command exit 1 for a reported, unsuppressed finding at or above it; empty never fails.
	failOn vigil.Severity

	minSeverityText, failOnText string
}

// register defines --format, --min-severity and --fail-on on fs.
func (r *reportFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&r.format, "format", "text", "report `format`: text, json or sarif")
	fs.StringVar(&r.minSeverityText, "min-severity", "", "leave out findings below this `severity` (critical, high, medium, low, informational)")
	fs.StringVar(&r.failOnText, "fail-on", "", "exit 1 when a reported finding that is not suppressed is at or above this `severity`")
}

// check validates the flags' values once they are parsed.
func (r *reportFlags) check() error {
	switch r.format {
	case "text", "json", "sarif":
	default:
		return fmt.Errorf("unknown format %q (want text, json or sarif)", r.format)
	}
	var err error
	if r.minSeverityText != "" {
		if r.minSeverity, err = vigil.ParseSeverity(r.minSeverityText); err != nil {
			return fmt.Errorf("--min-severity: %w", err)
		}
	}
	if r.failOnText != "" {
		if r.failOn, err = vigil.ParseSeverity(r.failOnText); err != nil {
			return fmt.Errorf("--fail-on: %w", err)
		}
	}
	return nil
}
