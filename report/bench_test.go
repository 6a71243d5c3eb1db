package report

import (
	"fmt"
	"io"
	"testing"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/engine"
)

// manyFindings is a result the size of a large corpus scan: 10,000 findings over 500 files.
func manyFindings() *engine.Result {
	base := sampleResult().Findings
	res := &engine.Result{Errors: sampleResult().Errors}
	for i := range 10000 {
		f := base[i%len(base)]
		f.Location.File = fmt.Sprintf("contracts/c%03d/Contract.sol", i%500)
		f.Location.StartLine = 1 + i%700
		f.Related = append([]vigil.RelatedLocation(nil), f.Related...)
		res.Findings = append(res.Findings, f)
	}
	return res
}

func BenchmarkJSON(b *testing.B) {
	res := manyFindings()
	b.ReportAllocs()
	for b.Loop() {
		if err := JSON(io.Discard, res); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSARIF(b *testing.B) {
	res, rules := manyFindings(), sampleRules()
	b.ReportAllocs()
	for b.Loop() {
		if err := SARIF(io.Discard, res, rules, SARIFOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkText(b *testing.B) {
	res := manyFindings()
	b.ReportAllocs()
	for b.Loop() {
		if err := Text(io.Discard, res, TextOptions{Color: true}); err != nil {
			b.Fatal(err)
		}
	}
}
