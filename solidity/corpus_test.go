package solidity

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vigilsec/vigil/internal/sharedtest"
)

// corpora are the shared benchmark folders every file of which must parse without errors.
var corpora = []string{"bench/solidifi", "bench/swc", "bench/clean/openzeppelin"}

// invalidCorpusFiles lists corpus files that are deliberately not valid Solidity, with the reason. Paths are
// relative to the shared folder.
var invalidCorpusFiles = map[string]string{}

type corpusFile struct {
	rel string // relative to the shared folder
	src []byte
}

// loadCorpus reads every .sol file of the shared corpora; it skips (or fails) like sharedtest.Dir when they are
// absent.
func loadCorpus(tb testing.TB) []corpusFile {
	tb.Helper()
	var files []corpusFile
	for _, c := range corpora {
		dir := sharedtest.Dir(tb, c)
		root := filepath.Dir(filepath.Dir(dir))
		if strings.Count(c, "/") == 2 {
			root = filepath.Dir(root)
		}
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() || !strings.HasSuffix(path, ".sol") {
				return nil
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(root, path)
			files = append(files, corpusFile{rel: filepath.ToSlash(rel), src: src})
			return nil
		})
		if err != nil {
			tb.Fatalf("read corpus %s: %v", c, err)
		}
	}
	return files
}

func TestCorpusParsesWithoutErrors(t *testing.T) {
	t.Parallel()
	files := loadCorpus(t)
	bad := 0
	for _, f := range files {
		res := Parse(f.rel, f.src)
		if _, ok := invalidCorpusFiles[f.rel]; ok {
			if len(res.Errors) == 0 {
				t.Errorf("%s is listed as invalid but parses without errors", f.rel)
			}
			continue
		}
		if len(res.Errors) > 0 {
			bad++
			e := res.Errors[0]
			t.Errorf("%s:%d:%d: %s (%d errors)", f.rel, e.Pos.Line, e.Pos.Column, e.Message, len(res.Errors))
		}
	}
	t.Logf("%d files parsed, %d with errors", len(files), bad)
}
