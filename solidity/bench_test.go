package solidity

import "testing"

// BenchmarkParseCorpus parses every file of the shared corpora once per iteration; MB/s is source bytes parsed.
//
//	go test ./solidity -run '^$' -bench ParseCorpus -benchmem -cpu 1
func BenchmarkParseCorpus(b *testing.B) {
	files := loadCorpus(b)
	total := 0
	for _, f := range files {
		total += len(f.src)
	}
	b.SetBytes(int64(total))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for _, f := range files {
			Parse(f.rel, f.src)
		}
	}
}

// BenchmarkParseSample parses one mid-sized modern contract.
func BenchmarkParseSample(b *testing.B) {
	src := []byte(rangeSample)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		Parse("sample.sol", src)
	}
}
