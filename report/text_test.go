package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/engine"
)

func TestTextGolden(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		res  *engine.Result
		opts TextOptions
	}{
		{"sample.txt.golden", sampleResult(), TextOptions{}},
		{"sample_color.txt.golden", sampleResult(), TextOptions{Color: true}},
		{"empty.txt.golden", &engine.Result{}, TextOptions{}},
		{"errors.txt.golden", &engine.Result{Errors: sampleResult().Errors}, TextOptions{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var buf bytes.Buffer
			if err := Text(&buf, tt.res, tt.opts); err != nil {
				t.Fatal(err)
			}
			golden(t, tt.name, buf.Bytes())
			if !tt.opts.Color && strings.Contains(buf.String(), "\x1b[") {
				t.Error("colour codes written without Color")
			}
		})
	}
}

func TestTextLines(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	if err := Text(&buf, reversed(sampleResult()), TextOptions{}); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	// Within a file, most severe first; files in order; suppressed findings only counted.
	order := []string{
		"contracts/Bank.sol:19:9 ", "contracts/Bank.sol:40:13", "contracts/Bank.sol:2:1 ",
		"contracts/Wallet.sol:12:17", "contracts/Broken.sol:3:5", "contracts/Broken.sol:7:14",
	}
	last := -1
	for _, s := range order {
		i := strings.Index(out, s)
		if i < 0 || i < last {
			t.Errorf("%q missing or out of order in:\n%s", s, out)
		}
		last = i
	}
	if strings.Contains(out, "unchecked-send") {
		t.Errorf("suppressed finding listed:\n%s", out)
	}
	if !strings.Contains(out, "compares block.timestamp with a deadline") {
		t.Errorf("multi-line message not folded:\n%s", out)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	want := "4 findings (1 critical, 1 high, 1 low, 1 informational), 1 suppressed, 2 syntax errors in 1 file, 1 warning"
	if got := lines[len(lines)-1]; got != want {
		t.Errorf("summary = %q, want %q", got, want)
	}
}

func TestSummary(t *testing.T) {
	t.Parallel()
	f := func(s vigil.Severity) vigil.Finding { return vigil.Finding{Severity: s} }
	tests := []struct {
		shown      []vigil.Finding
		suppressed int
		errs       []engine.SyntaxError
		warnings   int
		want       string
	}{
		{nil, 0, nil, 0, "no findings"},
		{nil, 2, nil, 0, "no findings, 2 suppressed"},
		{[]vigil.Finding{f(vigil.SeverityHigh)}, 0, nil, 0, "1 finding (1 high)"},
		{[]vigil.Finding{f(vigil.SeverityLow), f(vigil.SeverityCritical), f(vigil.SeverityLow)}, 0, nil, 0, "3 findings (1 critical, 2 low)"},
		{[]vigil.Finding{f("weird")}, 0, nil, 0, "1 finding (1 of unknown severity)"},
		{nil, 0, []engine.SyntaxError{{File: "a"}, {File: "b"}}, 1, "no findings, 2 syntax errors in 2 files, 1 warning"},
	}
	for _, tt := range tests {
		if got := summary(tt.shown, tt.suppressed, tt.errs, tt.warnings); got != tt.want {
			t.Errorf("summary = %q, want %q", got, tt.want)
		}
	}
}
