package solidity

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vigilsec/vigil/internal/sharedtest"
)

// FuzzParse checks that Parse never panics or hangs, that every range lies inside the source in order, and that
// errors are sorted. It is seeded from testdata and, when present, from the shared corpora.
//
//	go test ./solidity -run '^$' -fuzz FuzzParse -fuzztime 10m
func FuzzParse(f *testing.F) {
	seeds, err := filepath.Glob(filepath.Join("testdata", "*.sol"))
	if err != nil {
		f.Fatal(err)
	}
	for _, path := range seeds {
		src, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	f.Add([]byte(rangeSample))
	if _, ok := sharedtest.Find(corpora[0]); ok {
		for _, cf := range loadCorpus(f) {
			// Long files slow every fuzzing iteration down; their first part has the variety.
			src := cf.src
			if len(src) > 8<<10 {
				src = src[:8<<10]
			}
			f.Add(src)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		file := Parse("fuzz.sol", src)
		for _, e := range file.Errors {
			if strings.HasPrefix(e.Message, "internal parser error") {
				t.Fatalf("parser panicked: %s", e.Message)
			}
		}
		if err := checkStructure(file); err != nil {
			t.Fatal(err)
		}
	})
}

// TestTestdata parses the sample files: the valid ones without errors and with sound ranges, the broken one with
// errors and every function still found.
func TestTestdata(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"legacy.sol", "modern.sol", "broken.sol"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(filepath.Join("testdata", name))
			if err != nil {
				t.Fatal(err)
			}
			f := Parse(name, src)
			if err := checkStructure(f); err != nil {
				t.Fatal(err)
			}
			if name == "broken.sol" {
				if len(f.Errors) == 0 {
					t.Fatal("no errors reported for broken.sol")
				}
				keys := functionKeys(f)
				for _, k := range []string{"Broken.a/function", "Broken.b/function", "Broken.c/function", "Next.d/function"} {
					if len(keys[k]) != 1 {
						t.Errorf("function %s not recovered; found %v", k, keys)
					}
				}
				for _, e := range f.Errors {
					t.Logf("broken.sol:%s", e.Error())
				}
				return
			}
			for _, e := range f.Errors {
				t.Errorf("%s:%s", name, e.Error())
			}
			if err := checkTokens(f); err != nil {
				t.Error(err)
			}
		})
	}
}
