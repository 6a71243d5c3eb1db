// Package engine runs the whole analysis of a unit of Solidity files: parse, model, detectors.
// The CLI and the service's scan worker both call Analyze; nothing else wires the stages together.
package engine

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/detector"
	"github.com/vigilsec/vigil/solidity"
)

// Version identifies the engine in scans and reports.
const Version = "0.1.0"

// Source is one file of a unit, with its path as the user gave it.
type Source struct {
	Path    string
	Content []byte
	// Dependency marks a file that is analysed only for what it tells about the others (an imported Ownable's
	// onlyOwner, a ReentrancyGuard's nonReentrant): its own findings, and the warnings about it, are left out of
	// the result. Its syntax errors are kept, as they may explain what the analysis missed.
	Dependency bool
}

// SyntaxError is a parse error in one file. The file's other parts are still analysed.
type SyntaxError struct {
	File    string `json:"file"`
	Line    int    `json:"line"`
	Column  int    `json:"column"`
	Message string `json:"message"`
}

// Options narrows an analysis.
type Options struct {
	// Detectors, when not empty, runs only these detector IDs; Exclude skips these.
	Detectors []string
	Exclude   []string
}

// Result is what an analysis found.
type Result struct {
	Findings []vigil.Finding `json:"findings"`
	Errors   []SyntaxError   `json:"errors"`
	// Warnings are problems that did not stop the analysis, such as a detector that failed.
	Warnings []string `json:"warnings,omitempty"`
}

// everyDetector is the list of every detector that analyses without a selection run, made once rather than at
// every call: detector.Run only reads it.
var everyDetector = detector.All()

// parallelDetectorsMin is the unit size, in bytes of source, from which the detectors run on every core rather
// than one after the other on the caller's goroutine. Below it, waking and feeding the other workers costs more
// than they save: a single SolidiFI file (14 KB on average) takes as long either way and a fifth more CPU time
// in parallel, a 1 KB SWC case a third more wall-clock time, while units of 56 KB and more finish sooner in
// parallel (BENCHMARKS.md, "Detectors in parallel").
const parallelDetectorsMin = 32 << 10

// Analyze parses and analyses the sources as one unit.
func Analyze(ctx context.Context, sources []Source, opts Options) (*Result, error) {
	detectors := everyDetector // shared, never modified: Select makes a list of its own to narrow it
	if len(opts.Detectors) > 0 || len(opts.Exclude) > 0 {
		var err error
		if detectors, err = detector.Select(detector.All(), opts.Detectors, opts.Exclude); err != nil {
			return nil, fmt.Errorf("select detectors: %w", err)
		}
	}
	res := &Result{Findings: []vigil.Finding{}, Errors: []SyntaxError{}}
	files := make([]*solidity.File, 0, len(sources))
	size := 0
	for _, s := range sources {
		size += len(s.Content)
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		f := solidity.Parse(s.Path, s.Content)
		files = append(files, f)
		for _, e := range f.Errors {
			res.Errors = append(res.Errors, SyntaxError{File: s.Path, Line: e.Pos.Line, Column: e.Pos.Column, Message: e.Message})
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	model := analysis.Build(files)
	res.Warnings = append(res.Warnings, model.Warnings()...)
	var run detector.Options
	if size < parallelDetectorsMin {
		run.Concurrency = 1
	}
	ran := detector.Run(model, detectors, run)
	// Nothing of the result refers to the model (findings hold strings and positions): its arrays serve the next
	// analysis.
	model.Release()
	res.Findings = ran.Findings // never nil
	res.Warnings = append(res.Warnings, ran.Warnings...)
	// Suppression comes last, once every detector has reported.
	if len(res.Findings) > 0 { // the comments are looked at only for findings to suppress
		suppressFiles(res.Findings, sources, files)
	}
	withoutDependencies(res, sources)
	slices.SortStableFunc(res.Errors, func(a, b SyntaxError) int {
		if a.File != b.File {
			return strings.Compare(a.File, b.File)
		}
		if a.Line != b.Line {
			return cmp.Compare(a.Line, b.Line)
		}
		return cmp.Compare(a.Column, b.Column)
	})
	return res, nil
}

// withoutDependencies drops from res the findings located in dependencies and the warnings that name one
// ("path:line: ...").
func withoutDependencies(res *Result, sources []Source) {
	dep := make(map[string]bool)
	for _, s := range sources {
		if s.Dependency {
			dep[s.Path] = true
		}
	}
	if len(dep) == 0 {
		return
	}
	kept := res.Findings[:0]
	for _, f := range res.Findings {
		if !dep[f.Location.File] {
			kept = append(kept, f)
		}
	}
	res.Findings = kept
	// A path may hold a colon itself (C:\deps\Ownable.sol): each colon of the warning is tried as the end of it.
	names := func(w string) bool {
		for i := strings.IndexByte(w, ':'); i >= 0; {
			if dep[w[:i]] {
				return true
			}
			j := strings.IndexByte(w[i+1:], ':')
			if j < 0 {
				break
			}
			i += 1 + j
		}
		return false
	}
	warnings := res.Warnings[:0]
	for _, w := range res.Warnings {
		if !names(w) {
			warnings = append(warnings, w)
		}
	}
	res.Warnings = warnings
}
