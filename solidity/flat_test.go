package solidity

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// TestFlatBodyWalksLikeTheTree checks that walking a function or modifier body from its flat form visits the
// same nodes in the same order as the recursive walk, with the same pruning and the same f(nil) calls, on the
// project's own test files and the shared corpora, whether FlattenBodies or the first walk built the form.
func TestFlatBodyWalksLikeTheTree(t *testing.T) {
	var files []*File
	own, _ := filepath.Glob("testdata/*.sol")
	for _, p := range own {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, Parse(p, src))
	}
	if !testing.Short() {
		for _, c := range loadCorpusIfPresent(t) {
			files = append(files, Parse(c.rel, c.src))
		}
	}
	// Every other file gets its bodies' forms from FlattenBodies, the rest from their first walk.
	for i, f := range files {
		if i%2 == 0 {
			var list []*Block
			Preorder(f.Unit, func(n Node) bool {
				switch d := n.(type) {
				case *FunctionDefinition:
					list = append(list, d.Body)
				case *ModifierDefinition:
					list = append(list, d.Body)
				}
				return true
			})
			// The counts are those of the identifiers, call expressions, assignments, declaration statements
			// with a value, ++, -- and delete operations and assembly blocks, and named variable declarations of
			// the bodies laid out.
			var want FlatCounts
			for _, b := range list {
				if b != nil {
					inspect(b, func(n Node) bool {
						switch d := n.(type) {
						case *Identifier:
							want.Idents++
						case *CallExpr:
							want.Calls++
						case *AssignExpr:
							want.Assigns++
						case *VariableDeclarationStatement:
							if d.Value != nil {
								want.Inits++
							}
						case *UnaryExpr:
							if d.Op == "++" || d.Op == "--" || d.Op == "delete" {
								want.Updates++
							}
						case *AssemblyStatement:
							want.Updates++
						case *VariableDeclaration:
							if d.Name != "" {
								want.Vars++
							}
						}
						return true
					}, false)
				}
			}
			if got := FlattenBodies(list); got != want {
				t.Fatalf("%s: FlattenBodies counts %+v, want %+v", f.Path, got, want)
			}
		}
	}
	bodies := 0
	kindTypes := map[FlatKind]reflect.Type{}
	for _, f := range files {
		Preorder(f.Unit, func(n Node) bool {
			var body *Block
			switch d := n.(type) {
			case *FunctionDefinition:
				body = d.Body
			case *ModifierDefinition:
				body = d.Body
			}
			if body == nil {
				return true
			}
			if !body.index.body {
				t.Fatalf("%s: body at %v not marked", f.Path, body.Range().Start)
			}
			bodies++
			for _, prune := range []int{0, 2, 3, 7} {
				// prune > 0 refuses every prune-th node, so that skipped subtrees are exercised too.
				tree := trace(func(f func(Node) bool) { inspect(body, f, false) }, prune, false)
				flat := trace(func(f func(Node) bool) { flatPreorder(body.flatBody(), f) }, prune, false)
				if tree != flat {
					t.Fatalf("%s: Preorder (prune %d) differs:\ntree %s\nflat %s", f.Path, prune, tree, flat)
				}
				tree = trace(func(f func(Node) bool) { inspect(body, f, true) }, prune, true)
				flat = trace(func(f func(Node) bool) { flatInspect(body.flatBody(), f) }, prune, true)
				if tree != flat {
					t.Fatalf("%s: Inspect (prune %d) differs:\ntree %s\nflat %s", f.Path, prune, tree, flat)
				}
			}
			// PreorderNodes lists what Preorder visits, for the body and for the blocks in it, laid out anew.
			inspect(body, func(n Node) bool {
				if b, ok := n.(*Block); ok {
					tree := trace(func(f func(Node) bool) { inspect(b, f, false) }, 0, false)
					nodes := PreorderNodes(b)
					if listed := trace(listNodes(nodes), 0, false); tree != listed {
						t.Fatalf("%s: PreorderNodes differs:\ntree %s\nlist %s", f.Path, tree, listed)
					}
					// End is past each node's subtree: the count of the nodes Preorder visits under it.
					for i := 0; i < nodes.Len(); i++ {
						end := i
						inspect(nodes.At(i), func(Node) bool { end++; return true }, false)
						if nodes.End(i) != end {
							t.Fatalf("%s: End(%d) = %d, want %d", f.Path, i, nodes.End(i), end)
						}
						// Each kind stands for one type of node.
						k, typ := nodes.Kind(i), reflect.TypeOf(nodes.At(i))
						if k == FlatOther {
							t.Fatalf("%s: node %d (%v) has no kind", f.Path, i, typ)
						}
						if seen, ok := kindTypes[k]; !ok {
							kindTypes[k] = typ
						} else if seen != typ {
							t.Fatalf("%s: kind %d stands for %v and %v", f.Path, k, seen, typ)
						}
					}
				}
				return true
			}, false)
			return true
		})
	}
	if bodies == 0 {
		t.Fatal("no bodies walked")
	}
}

// listNodes walks nodes as Preorder would, without pruning.
func listNodes(nodes FlatNodes) func(func(Node) bool) {
	return func(f func(Node) bool) {
		for i := 0; i < nodes.Len(); i++ {
			f(nodes.At(i))
		}
	}
}

// trace records a walk: each visited node as its type and offset, ")" for f(nil).
func trace(walk func(func(Node) bool), prune int, post bool) string {
	var out []byte
	count := 0
	walk(func(n Node) bool {
		if n == nil {
			out = append(out, ')')
			return true
		}
		count++
		out = fmt.Appendf(out, "%T@%d ", n, n.Range().Start.Offset)
		return prune == 0 || count%prune != 0
	})
	return string(out)
}

// loadCorpusIfPresent is loadCorpus without skipping the calling test when the shared corpora are absent.
func loadCorpusIfPresent(t *testing.T) []corpusFile {
	var files []corpusFile
	t.Run("corpus", func(t *testing.T) { files = loadCorpus(t) })
	return files
}
