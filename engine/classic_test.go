package engine

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/detector/detectortest"
	"github.com/vigilsec/vigil/solidity"
)

// TestClassicContracts runs every detector over well-known vulnerable and safe contracts, the kind a user
// scans, and holds the whole engine to what a reviewer expects: on each line, `// want "detector-id: message"`
// for every medium, high or critical finding, and no such finding anywhere else. Low and informational findings
// (pragmas, visibility, style) are left to the detectors' own tests.
func TestClassicContracts(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join("testdata", "classic", "*.sol"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no contracts in testdata/classic: %v", err)
	}
	for _, path := range paths {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			res, err := Analyze(context.Background(), []Source{{Path: filepath.Base(path), Content: src}}, Options{})
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range res.Warnings {
				t.Errorf("warning: %s", w)
			}
			var serious []vigil.Finding
			for _, f := range res.Findings {
				if f.Severity.Rank() >= vigil.SeverityMedium.Rank() {
					f.Message = f.Detector + ": " + f.Message
					serious = append(serious, f)
				}
			}
			for _, problem := range detectortest.Check(solidity.Parse(filepath.Base(path), src), serious) {
				t.Errorf("%s:%s", path, problem)
			}
		})
	}
}
