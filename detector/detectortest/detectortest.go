// Package detectortest runs a detector over test contracts whose expected findings are written as
// `// want "regexp"` comments, in the style of golang.org/x/tools/go/analysis/analysistest.
//
// Each .sol file in the directory is one unit. A comment `// want "re"` (several quoted patterns allowed)
// expects, on its line, one finding per pattern whose message matches it. A finding on a line without a
// matching want, or a want left without a finding, fails the test.
package detectortest

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/detector"
	"github.com/vigilsec/vigil/solidity"
)

// Run checks detector d against every .sol file in dir.
func Run(t *testing.T, dir string, d *detector.Detector) {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(dir, "*.sol"))
	if err != nil {
		t.Fatalf("list %s: %v", dir, err)
	}
	if len(paths) == 0 {
		t.Fatalf("no .sol files in %s", dir)
	}
	for _, path := range paths {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("read: %v", err)
			}
			f := solidity.Parse(filepath.Base(path), src)
			for _, e := range f.Errors {
				t.Errorf("%s:%s: syntax error in test contract", path, e.Error())
			}
			res := detector.Run(analysis.Build([]*solidity.File{f}), []*detector.Detector{d}, detector.Options{})
			for _, w := range res.Warnings {
				t.Errorf("warning: %s", w)
			}
			for _, problem := range Check(f, res.Findings) {
				t.Errorf("%s:%s", path, problem)
			}
		})
	}
}

// want is one expected finding.
type want struct {
	line int
	re   *regexp.Regexp
	met  bool
}

var wantPattern = regexp.MustCompile(`want((?:\s+"(?:[^"\\]|\\.)*")+)`)
var quoted = regexp.MustCompile(`"(?:[^"\\]|\\.)*"`)

// Wants parses the want comments of a file.
func wants(f *solidity.File) ([]*want, error) {
	var out []*want
	for _, c := range f.Comments {
		m := wantPattern.FindStringSubmatch(c.Text)
		if m == nil {
			continue
		}
		for _, q := range quoted.FindAllString(m[1], -1) {
			s, err := strconv.Unquote(q)
			if err != nil {
				return nil, fmt.Errorf("line %d: bad want %s: %w", c.Range.Start.Line, q, err)
			}
			re, err := regexp.Compile(s)
			if err != nil {
				return nil, fmt.Errorf("line %d: bad want regexp %q: %w", c.Range.Start.Line, s, err)
			}
			out = append(out, &want{line: c.Range.Start.Line, re: re})
		}
	}
	return out, nil
}

// Check compares findings with the want comments of f and returns the mismatches as "line: problem".
func Check(f *solidity.File, findings []vigil.Finding) []string {
	ws, err := wants(f)
	if err != nil {
		return []string{"0: " + err.Error()}
	}
	var problems []string
	for _, fd := range findings {
		ok := false
		for _, w := range ws {
			if !w.met && w.line == fd.Location.StartLine && w.re.MatchString(fd.Message) {
				w.met, ok = true, true
				break
			}
		}
		if !ok {
			problems = append(problems, fmt.Sprintf("%d: unexpected finding %s: %s", fd.Location.StartLine, fd.Detector, fd.Message))
		}
	}
	for _, w := range ws {
		if !w.met {
			problems = append(problems, fmt.Sprintf("%d: no finding matching %q", w.line, w.re.String()))
		}
	}
	sort.Slice(problems, func(i, j int) bool { return lineNum(problems[i]) < lineNum(problems[j]) })
	return problems
}

func lineNum(s string) int {
	n, _ := strconv.Atoi(strings.SplitN(s, ":", 2)[0])
	return n
}
