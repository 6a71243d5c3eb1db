package detector

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/vigilsec/vigil/analysis"
	"github.com/vigilsec/vigil/solidity"
)

// TestDominates checks dominates, for every pair of nodes of every function of the test contracts, against its
// definition: n is not reached from the entry by a walk that never enters d.
func TestDominates(t *testing.T) {
	t.Parallel()
	paths, err := filepath.Glob(filepath.Join("testdata", "*", "*.sol"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no test contracts: %v", err)
	}
	pairs, dominated := 0, 0
	for _, path := range paths {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		m := analysis.Build([]*solidity.File{solidity.Parse(path, src)})
		for _, f := range m.Bodies() {
			g := f.CFG()
			if len(g.Nodes) > 200 {
				continue // the pairs grow as the square of the nodes
			}
			for _, d := range g.Nodes {
				reached := g.Reachable([]*analysis.Node{g.Entry}, func(_, to *analysis.Node) bool { return to == d })
				for _, n := range g.Nodes {
					want := d == n || !reached[n.Index]
					if got := dominates(g, d, n); got != want {
						t.Fatalf("%s: %s: dominates(node %d, node %d) = %v, want %v", path, f.Name, d.Index, n.Index, got, want)
					}
					pairs++
					if want {
						dominated++
					}
				}
			}
		}
	}
	if dominated == 0 || dominated == pairs {
		t.Fatalf("%d pairs, %d dominated: the test contracts tell nothing", pairs, dominated)
	}
}
