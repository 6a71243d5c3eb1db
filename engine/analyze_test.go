package engine

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/detector"
	"github.com/vigilsec/vigil/internal/benchcpu"
	"github.com/vigilsec/vigil/internal/sharedtest"
	"github.com/vigilsec/vigil/solidity"
)

const bankSource = `pragma solidity ^0.8.0;
contract Bank {
    mapping(address => uint256) balances;
    function withdraw() external {
        (bool ok, ) = msg.sender.call{value: balances[msg.sender]}("");
        require(ok);
        balances[msg.sender] = 0;
    }
    function kill() external {
        selfdestruct(payable(msg.sender));
    }
}`

func TestAnalyzeRunsDetectors(t *testing.T) {
	t.Parallel()
	res, err := Analyze(context.Background(), []Source{{Path: "Bank.sol", Content: []byte(bankSource)}}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for _, f := range res.Findings {
		got[f.Detector]++
		if f.Location.File != "Bank.sol" || f.Location.Contract != "Bank" || f.Fingerprint == "" {
			t.Errorf("finding %+v lacks its location or fingerprint", f)
		}
	}
	if got["reentrancy-eth"] != 1 || got["unprotected-selfdestruct"] != 1 {
		t.Errorf("findings by detector = %v, want reentrancy-eth and unprotected-selfdestruct", got)
	}
}

func TestAnalyzeDetectorOptions(t *testing.T) {
	t.Parallel()
	src := []Source{{Path: "Bank.sol", Content: []byte(bankSource)}}
	tests := []struct {
		name string
		opts Options
		want []string
		err  string
	}{
		{"only", Options{Detectors: []string{"unprotected-selfdestruct"}}, []string{"unprotected-selfdestruct"}, ""},
		{"exclude", Options{Detectors: []string{"reentrancy-eth", "unprotected-selfdestruct"}, Exclude: []string{"unprotected-selfdestruct"}}, []string{"reentrancy-eth"}, ""},
		{"unknown", Options{Detectors: []string{"no-such-detector"}}, nil, "no-such-detector"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			res, err := Analyze(context.Background(), src, tt.opts)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("err = %v, want one naming %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, f := range res.Findings {
				if f.Detector != "unchecked-low-level-call" {
					got = append(got, f.Detector)
				}
			}
			if strings.Join(got, ",") != strings.Join(tt.want, ",") {
				t.Errorf("detectors = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestAnalyzeDeterministic(t *testing.T) {
	t.Parallel()
	dir := sharedtest.Dir(t, "bench/swc")
	sources := corpusSources(t, dir)
	a, err := Analyze(context.Background(), sources, Options{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := Analyze(context.Background(), sources, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Findings) != len(b.Findings) {
		t.Fatalf("%d then %d findings", len(a.Findings), len(b.Findings))
	}
	for i := range a.Findings {
		if a.Findings[i].Fingerprint != b.Findings[i].Fingerprint || a.Findings[i].Location != b.Findings[i].Location {
			t.Fatalf("finding %d differs between runs", i)
		}
	}
	for _, w := range a.Warnings {
		if strings.Contains(w, "failed") {
			t.Errorf("warning: %s", w)
		}
	}
}

// corpusSources reads every .sol file under dir.
func corpusSources(tb testing.TB, dir string) []Source {
	tb.Helper()
	var out []Source
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".sol") {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		out = append(out, Source{Path: path, Content: b})
		return nil
	})
	if err != nil {
		tb.Fatalf("read corpus: %v", err)
	}
	return out
}

// BenchmarkAnalyzeCorpus runs the whole pipeline (parse, model, every detector) over each shared corpus as one
// unit per file (as a user scanning one contract would) and reports source MB/s; the "parse" sub-benchmarks
// give the parse-only baseline on the same files. Beside the wall-clock ns/op, cpu-ns/op is the process's CPU
// time per pass, which holds on a machine busy with other work.
//
//	go test ./engine -run '^$' -bench AnalyzeCorpus -benchmem -cpu 1
func BenchmarkAnalyzeCorpus(b *testing.B) {
	for _, bc := range benchCorpora(b) {
		name, sources, total := bc.name, bc.sources, bc.total
		b.Run(name+"/parse", func(b *testing.B) {
			b.SetBytes(int64(total))
			b.ReportAllocs()
			stop := benchcpu.Start(b)
			for b.Loop() {
				for _, s := range sources {
					solidity.Parse(s.Path, s.Content)
				}
			}
			stop()
		})
		b.Run(name+"/analyze", func(b *testing.B) {
			b.SetBytes(int64(total))
			b.ReportAllocs()
			stop := benchcpu.Start(b)
			for b.Loop() {
				for _, s := range sources {
					if _, err := Analyze(context.Background(), []Source{s}, Options{}); err != nil {
						b.Fatal(err)
					}
				}
			}
			stop()
		})
	}
}

// BenchmarkAnalyzeStages measures the model alone, stage by stage, file by file as BenchmarkAnalyzeCorpus does:
// the parse and the model's build; then the control-flow graphs, scopes and call graph every detector asks for;
// then the guards of every function. Set beside the parse alone, it tells what the model costs before any
// detector runs.
//
//	go test ./engine -run '^$' -bench 'AnalyzeStages|AnalyzeCorpus/.*/parse' -cpu 1
func BenchmarkAnalyzeStages(b *testing.B) {
	for _, bc := range benchCorpora(b) {
		for _, stage := range []string{"build", "callgraph", "guards"} {
			b.Run(bc.name+"/"+stage, func(b *testing.B) {
				b.SetBytes(int64(bc.total))
				stop := benchcpu.Start(b)
				for b.Loop() {
					for _, s := range bc.sources {
						m := analysis.Build([]*solidity.File{solidity.Parse(s.Path, s.Content)})
						if stage != "build" {
							m.CallGraph()
						}
						if stage == "guards" {
							for _, f := range m.AllFunctions() {
								f.Guards()
							}
						}
						m.Release()
					}
				}
				stop()
			})
		}
	}
}

// BenchmarkAnalyzeReporting runs the whole pipeline file by file as BenchmarkAnalyzeCorpus does, but with only
// the detectors that report something on each file (found by a first analysis, outside the timing): the least
// any choice of detectors per unit could cost, a bound on what skipping idle detectors can save.
//
//	go test ./engine -run '^$' -bench 'AnalyzeReporting|AnalyzeCorpus' -cpu 1
func BenchmarkAnalyzeReporting(b *testing.B) {
	for _, bc := range benchCorpora(b) {
		chosen := make([][]*detector.Detector, len(bc.sources))
		for i, s := range bc.sources {
			res, err := Analyze(context.Background(), []Source{s}, Options{})
			if err != nil {
				b.Fatal(err)
			}
			reported := map[string]bool{}
			for _, f := range res.Findings {
				reported[f.Detector] = true
			}
			for _, d := range everyDetector {
				if reported[d.ID] {
					chosen[i] = append(chosen[i], d)
				}
			}
		}
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(bc.total))
			stop := benchcpu.Start(b)
			for b.Loop() {
				for i, s := range bc.sources {
					m := analysis.Build([]*solidity.File{solidity.Parse(s.Path, s.Content)})
					detector.Run(m, chosen[i], detector.Options{Concurrency: 1})
					m.Release()
				}
			}
			stop()
		})
	}
}

// benchCorpus is a shared corpus the benchmarks read: its name in the benchmarks' names, its sources and their
// bytes.
type benchCorpus struct {
	name    string
	sources []Source
	total   int
}

// benchCorpora reads the shared corpora the benchmarks run on (skipping, or failing under VIGIL_REQUIRE_SHARED,
// when they are absent).
func benchCorpora(b *testing.B) []benchCorpus {
	var out []benchCorpus
	for _, corpus := range []string{"bench/solidifi/buggy_contracts", "bench/swc", "bench/clean/openzeppelin"} {
		bc := benchCorpus{name: strings.ReplaceAll(strings.TrimPrefix(corpus, "bench/"), "/", "-"),
			sources: corpusSources(b, sharedtest.Dir(b, corpus))}
		for _, s := range bc.sources {
			bc.total += len(s.Content)
		}
		out = append(out, bc)
	}
	return out
}

// BenchmarkAnalyzeUnit analyses each shared corpus as one unit, as `vigil analyze DIR` does: every file in one
// model, the way a project is scanned. Questions that walk the whole unit show here as growth faster than the
// corpus (SolidiFI's 350 files hold some 2,000 contracts).
func BenchmarkAnalyzeUnit(b *testing.B) {
	for _, bc := range benchCorpora(b) {
		sources, total := bc.sources, bc.total
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(total))
			b.ReportAllocs()
			stop := benchcpu.Start(b)
			for b.Loop() {
				if _, err := Analyze(context.Background(), sources, Options{}); err != nil {
					b.Fatal(err)
				}
			}
			stop()
		})
	}
}

// FuzzAnalyze checks that no input makes the pipeline panic or fail.
func FuzzAnalyze(f *testing.F) {
	f.Add([]byte(bankSource))
	f.Add([]byte("pragma solidity ^0.4.24; contract A is B, A { function A() { x.call.value(1)(); suicide(y); } }"))
	f.Add([]byte("contract C { modifier m() { _; _; } function f() m m { unchecked { a -= b; } } }"))
	f.Add([]byte("contract D { function f() { for (;;) { if (a) break; else continue; } do { } while (x); } }"))
	f.Add([]byte("import './x.sol'; contract E { function f() external { assembly { delegatecall(0, 0, 0, 0, 0, 0) } } }"))
	f.Fuzz(func(t *testing.T, src []byte) {
		res, err := Analyze(context.Background(), []Source{{Path: "fuzz.sol", Content: src}}, Options{})
		if err != nil {
			t.Fatalf("Analyze: %v", err)
		}
		for _, w := range res.Warnings {
			if strings.Contains(w, "failed") {
				t.Fatalf("detector failure: %s", w)
			}
		}
	})
}

// TestAnalyzeReleased checks that analyses whose models reuse the arrays of released ones (Analyze releases each
// model) find what they found in the other order: each file of the SWC corpus alone, forward then backward, so
// that each analysis follows a different one.
func TestAnalyzeReleased(t *testing.T) {
	sources := corpusSources(t, sharedtest.Dir(t, "bench/swc"))
	results := func(order func(int) int) []string {
		out := make([]string, len(sources))
		for i := range sources {
			k := order(i)
			res, err := Analyze(context.Background(), []Source{sources[k]}, Options{})
			if err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			for _, f := range res.Findings {
				fmt.Fprintf(&b, "%s %s %+v %s\n", f.Detector, f.Fingerprint, f.Location, f.Message)
			}
			out[k] = b.String()
		}
		return out
	}
	forward := results(func(i int) int { return i })
	backward := results(func(i int) int { return len(sources) - 1 - i })
	for i := range sources {
		if forward[i] != backward[i] {
			t.Errorf("%s: findings differ with the analysis before:\n%s\nthen\n%s", sources[i].Path, forward[i], backward[i])
		}
	}
}
