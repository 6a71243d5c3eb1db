package solidity

import "testing"

// BenchmarkWalkCorpus walks every parsed file of the shared corpora with a callback that only counts nodes, so the
// time is the walker's own.
//
//	go test ./solidity -run '^$' -bench WalkCorpus -cpu 1
func BenchmarkWalkCorpus(b *testing.B) {
	files := loadCorpus(b)
	units := make([]*SourceUnit, 0, len(files))
	for _, f := range files {
		units = append(units, Parse(f.rel, f.src).Unit)
	}
	walks := []struct {
		name string
		walk func(Node, func(Node) bool)
	}{
		{"Inspect", Inspect},
		{"Preorder", Preorder},
	}
	for _, w := range walks {
		b.Run(w.name, func(b *testing.B) {
			nodes := 0
			count := func(n Node) bool {
				if n != nil {
					nodes++
				}
				return true
			}
			for b.Loop() {
				for _, u := range units {
					w.walk(u, count)
				}
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
}
