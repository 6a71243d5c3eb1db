package upload

import (
	"fmt"
	"strings"
	"testing"
)

// BenchmarkParseZip measures reading an archive of 50 contracts of about 4 KiB each.
func BenchmarkParseZip(b *testing.B) {
	entries := make([]entry, 50)
	for i := range entries {
		entries[i] = entry{name: fmt.Sprintf("contracts/C%02d.sol", i), content: strings.Repeat(token, 100)}
	}
	data := makeZip(b, entries...)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := Parse(zipRequest(data), Limits{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseJSON measures reading a JSON upload of 10 contracts.
func BenchmarkParseJSON(b *testing.B) {
	var sb strings.Builder
	sb.WriteString(`{"files":[`)
	for i := range 10 {
		if i > 0 {
			sb.WriteString(",")
		}
		fmt.Fprintf(&sb, `{"path":"C%d.sol","content":%q}`, i, strings.Repeat(token, 100))
	}
	sb.WriteString(`]}`)
	body := sb.String()
	b.SetBytes(int64(len(body)))
	for b.Loop() {
		if _, err := Parse(jsonRequest(body), Limits{}); err != nil {
			b.Fatal(err)
		}
	}
}
