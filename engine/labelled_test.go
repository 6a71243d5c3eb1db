package engine

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/vigilsec/vigil"
)

// labelCategories maps the categories of the labelled contracts (SmartBugs' names) to the detectors whose
// findings count for them.
var labelCategories = map[string]*regexp.Regexp{
	// A caller's contract that answers one question twice, differently, is a callback into untrusted code.
	"REENTRANCY":         regexp.MustCompile(`^(reentrancy|inconsistent-external-answer)`),
	"UNCHECKED_LL_CALLS": regexp.MustCompile(`^(unchecked-low-level-call|unused-return|unchecked-erc20)`),
	"ACCESS_CONTROL": regexp.MustCompile(`^(uninitialized-implementation|unprotected|tx-origin|delegatecall|arbitrary|` +
		`controlled-array|wrong-constructor|tautology|uninitialized-storage|default-function-visibility|stale|signature|ecrecover)`),
	"ARITHMETIC":        regexp.MustCompile(`^(integer-overflow|unsafe-downcast|divide-before-multiply)`),
	"BAD_RANDOMNESS":    regexp.MustCompile(`^(weak-randomness|timestamp)`),
	"DENIAL_OF_SERVICE": regexp.MustCompile(`^(dos-|msg-value|insufficient-gas|strict-balance-equality)`),
	"FRONT_RUNNING":     regexp.MustCompile(`^(front-running|tx-order|missing-slippage)`),
	"TIME_MANIPULATION": regexp.MustCompile(`^(timestamp|weak-randomness)`),
	"SHORT_ADDRESSES":   regexp.MustCompile(`^short-address`),
	"OTHER":             regexp.MustCompile(`.`),
}

var labelLine = regexp.MustCompile(`<yes> <report> (\w+)`)

// TestLabelledContracts scores the engine on well-known vulnerable contracts written for this project in the
// style of public labelled benchmarks (SmartBugs' curated set, Ethernaut's levels, Damn Vulnerable DeFi and the
// DeFi flaws audits report most): a `// <yes> <report> CATEGORY`
// comment marks the next code line as vulnerable, and a finding (above informational) of a detector of that
// category must cover the line. Each file is analysed on its own, as a user would upload it. Each set is a
// directory with a `floor` file: the test fails when fewer lines are found than it (and BENCHMARKS.md) records;
// the misses are logged.
//
//	go test ./engine -run TestLabelledContracts -v
func TestLabelledContracts(t *testing.T) {
	sets, err := filepath.Glob(filepath.Join("testdata", "labelled", "*", "floor"))
	if err != nil || len(sets) == 0 {
		t.Fatalf("no labelled sets in testdata/labelled: %v", err)
	}
	for _, floorPath := range sets {
		dir := filepath.Dir(floorPath)
		set := filepath.Base(dir)
		t.Run(set, func(t *testing.T) {
			b, err := os.ReadFile(floorPath)
			if err != nil {
				t.Fatal(err)
			}
			floor, err := strconv.Atoi(strings.TrimSpace(string(b)))
			if err != nil {
				t.Fatalf("%s: %v", floorPath, err)
			}
			paths, err := filepath.Glob(filepath.Join(dir, "*.sol"))
			if err != nil || len(paths) == 0 {
				t.Fatalf("no contracts in testdata/labelled/%s: %v", set, err)
			}
			found, total := 0, 0
			for _, path := range paths {
				src, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				res, err := Analyze(context.Background(), []Source{{Path: path, Content: src}}, Options{})
				if err != nil {
					t.Fatal(err)
				}
				lines := strings.Split(string(src), "\n")
				for i, l := range lines {
					m := labelLine.FindStringSubmatch(l)
					if m == nil {
						continue
					}
					want := labelCategories[m[1]]
					if want == nil {
						t.Fatalf("%s:%d: unknown category %s", path, i+1, m[1])
					}
					// The labelled line: the next one that is neither blank nor a comment.
					j := i + 1
					for j < len(lines) && (strings.TrimSpace(lines[j]) == "" || strings.HasPrefix(strings.TrimSpace(lines[j]), "//")) {
						j++
					}
					line := j + 1
					total++
					hit := false
					for _, f := range res.Findings {
						if f.Severity != vigil.SeverityInformational && want.MatchString(f.Detector) &&
							f.Location.StartLine <= line && line <= f.Location.EndLine {
							hit = true
							break
						}
					}
					if hit {
						found++
					} else {
						t.Logf("missed %s:%d (%s): %s", filepath.Base(path), line, m[1], strings.TrimSpace(lines[j]))
					}
				}
			}
			t.Logf("%s: %d of %d labelled lines found", set, found, total)
			if found < floor {
				t.Errorf("%s: %d of %d labelled lines found, fewer than the %d recorded in its floor file (and BENCHMARKS.md)", set, found, total, floor)
			}
		})
	}
}
