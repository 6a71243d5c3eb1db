package analysis

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vigilsec/vigil/internal/sharedtest"
	"github.com/vigilsec/vigil/solidity"
)

// BenchmarkModel builds the whole model (symbols, CFGs, summaries, call graph, guards, data flow of every
// function) for each file of the shared corpora, after parsing it; compare with BenchmarkParse.
//
//	go test ./analysis -run '^$' -bench . -cpu 1
func BenchmarkModel(b *testing.B) {
	srcs := corpus(b)
	b.Run("parse", func(b *testing.B) {
		setBytes(b, srcs)
		for b.Loop() {
			for p, s := range srcs {
				solidity.Parse(p, s)
			}
		}
	})
	b.Run("parse+model", func(b *testing.B) {
		setBytes(b, srcs)
		for b.Loop() {
			for p, s := range srcs {
				m := Build([]*solidity.File{solidity.Parse(p, s)})
				m.CallGraph()
				for _, f := range m.AllFunctions() {
					f.Guards()
					f.Flow()
				}
			}
		}
	})
}

func setBytes(b *testing.B, srcs map[string][]byte) {
	n := 0
	for _, s := range srcs {
		n += len(s)
	}
	b.SetBytes(int64(n))
	b.ReportAllocs()
}

func corpus(b *testing.B) map[string][]byte {
	return corpusOf(b, "bench/solidifi/buggy_contracts", "bench/swc", "bench/clean/openzeppelin")
}

// corpusOf reads the .sol files of the shared directories.
func corpusOf(b testing.TB, dirs ...string) map[string][]byte {
	out := map[string][]byte{}
	for _, rel := range dirs {
		dir := sharedtest.Dir(b, rel)
		err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".sol") {
				return err
			}
			src, err := os.ReadFile(p)
			out[p] = src
			return err
		})
		if err != nil {
			b.Fatal(err)
		}
	}
	return out
}
