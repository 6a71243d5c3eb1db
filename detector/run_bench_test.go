package detector

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/internal/benchcpu"
	"github.com/vigilsec/vigil/internal/sharedtest"
	"github.com/vigilsec/vigil/solidity"
)

// BenchmarkDetectorsCorpus runs each detector alone over the shared corpora, one unit per file, with the model
// parts every detector shares (CFGs, call graph, guards, data flow) built beforehand: it shows what each
// detector costs on its own, apart from the model.
//
//	go test ./detector -run '^$' -bench DetectorsCorpus -cpu 1
func BenchmarkDetectorsCorpus(b *testing.B) {
	var models []*analysis.Model
	for _, rel := range []string{"bench/solidifi/buggy_contracts", "bench/swc", "bench/clean/openzeppelin"} {
		dir := sharedtest.Dir(b, rel)
		err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".sol") {
				return err
			}
			src, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			m := analysis.Build([]*solidity.File{solidity.Parse(p, src)})
			m.CallGraph()
			for _, f := range m.AllFunctions() {
				f.Guards()
				f.Flow()
			}
			models = append(models, m)
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
	}
	for _, d := range All() {
		b.Run(d.ID, func(b *testing.B) {
			b.ReportAllocs()
			stop := benchcpu.Start(b)
			for b.Loop() {
				for _, m := range models {
					Run(m, []*Detector{d}, Options{Concurrency: 1})
				}
			}
			stop()
		})
	}
}
