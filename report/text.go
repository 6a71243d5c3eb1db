package report

import (
	"bufio"
	"cmp"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/engine"
)

// TextOptions controls the text report.
type TextOptions struct {
	// Color adds ANSI colours; callers set it only when writing to a terminal that wants them.
	Color bool
}

// ANSI escape sequences used by the text report.
const (
	ansiReset   = "\x1b[0m"
	ansiBold    = "\x1b[1m"
	ansiDim     = "\x1b[2m"
	ansiRed     = "\x1b[31m"
	ansiBoldRed = "\x1b[1;31m"
	ansiYellow  = "\x1b[33m"
	ansiCyan    = "\x1b[36m"
)

// severityColor is the colour a severity is printed in.
func severityColor(s vigil.Severity) string {
	switch s {
	case vigil.SeverityCritical:
		return ansiBoldRed
	case vigil.SeverityHigh:
		return ansiRed
	case vigil.SeverityMedium:
		return ansiYellow
	case vigil.SeverityLow:
		return ansiCyan
	}
	return ansiDim
}

// Text writes res for a person at a terminal: findings grouped by file, most severe first within a file, one line
// each (`file:line:col  severity  detector  message`), then syntax errors and warnings, then a summary line with
// counts. Suppressed findings are not listed, only counted in the summary.
func Text(w io.Writer, res *engine.Result, opts TextOptions) error {
	if res == nil {
		res = &engine.Result{}
	}
	bw := bufio.NewWriter(w)
	p := textPrinter{w: bw, color: opts.Color}

	suppressed := 0
	for i := range res.Findings {
		if res.Findings[i].Suppressed {
			suppressed++
		}
	}
	shown := sortedCopy(res.Findings, func(f *vigil.Finding) bool { return !f.Suppressed }, func(a, b *vigil.Finding) int {
		if c := strings.Compare(a.Location.File, b.Location.File); c != 0 {
			return c
		}
		if c := cmp.Compare(b.Severity.Rank(), a.Severity.Rank()); c != 0 {
			return c
		}
		return compareFindings(a, b)
	})

	sevWidth, detWidth := 0, 0
	for _, f := range shown {
		sevWidth = max(sevWidth, len(f.Severity))
		detWidth = max(detWidth, len(f.Detector))
	}
	for start := 0; start < len(shown); {
		end := start + 1
		for end < len(shown) && shown[end].Location.File == shown[start].Location.File {
			end++
		}
		group := shown[start:end]
		locs := make([]string, len(group))
		locWidth := 0
		for i, f := range group {
			locs[i] = position(f.Location.File, f.Location.StartLine, f.Location.StartColumn)
			locWidth = max(locWidth, len(locs[i]))
		}
		if start > 0 {
			p.line()
		}
		for i, f := range group {
			p.pad(locs[i], locWidth, "")
			p.str("  ")
			p.pad(string(f.Severity), sevWidth, severityColor(f.Severity))
			p.str("  ")
			p.pad(f.Detector, detWidth, ansiBold)
			p.str("  ")
			p.str(oneLine(cmpOr(f.Message, f.Title)))
			p.line()
		}
		start = end
	}

	errs := sortedErrors(res.Errors)
	if len(errs) > 0 {
		if len(shown) > 0 {
			p.line()
		}
		locs := make([]string, len(errs))
		locWidth := 0
		for i, e := range errs {
			locs[i] = position(e.File, e.Line, e.Column)
			locWidth = max(locWidth, len(locs[i]))
		}
		for i, e := range errs {
			p.pad(locs[i], locWidth, "")
			p.str("  ")
			p.colored("syntax error", ansiRed)
			p.str("  ")
			p.str(oneLine(e.Message))
			p.line()
		}
	}
	if len(res.Warnings) > 0 {
		if len(shown) > 0 || len(errs) > 0 {
			p.line()
		}
		for _, msg := range res.Warnings {
			p.colored("warning", ansiYellow)
			p.str(": ")
			p.str(oneLine(msg))
			p.line()
		}
	}
	if len(shown) > 0 || len(errs) > 0 || len(res.Warnings) > 0 {
		p.line()
	}
	p.colored(summary(shown, suppressed, errs, len(res.Warnings)), ansiBold)
	p.line()

	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write text report: %w", err)
	}
	return nil
}

// summary is the report's last line, such as
// "3 findings (1 critical, 2 medium), 1 suppressed, 2 syntax errors in 1 file".
func summary(shown []vigil.Finding, suppressed int, errs []engine.SyntaxError, warnings int) string {
	var b strings.Builder
	if len(shown) == 0 {
		b.WriteString("no findings")
	} else {
		b.WriteString(plural(len(shown), "finding"))
		counts := make(map[vigil.Severity]int)
		for _, f := range shown {
			counts[f.Severity]++
		}
		var parts []string
		for _, s := range vigil.Severities {
			if n := counts[s]; n > 0 {
				parts = append(parts, strconv.Itoa(n)+" "+string(s))
			}
		}
		if n := len(shown) - countKnown(shown); n > 0 {
			parts = append(parts, strconv.Itoa(n)+" of unknown severity")
		}
		b.WriteString(" (" + strings.Join(parts, ", ") + ")")
	}
	if suppressed > 0 {
		b.WriteString(", " + strconv.Itoa(suppressed) + " suppressed")
	}
	if len(errs) > 0 {
		files := make(map[string]bool)
		for _, e := range errs {
			files[e.File] = true
		}
		b.WriteString(", " + plural(len(errs), "syntax error") + " in " + plural(len(files), "file"))
	}
	if warnings > 0 {
		b.WriteString(", " + plural(warnings, "warning"))
	}
	return b.String()
}

// countKnown counts the findings whose severity is one of the known ones.
func countKnown(fs []vigil.Finding) int {
	n := 0
	for _, f := range fs {
		if f.Severity.Valid() {
			n++
		}
	}
	return n
}

// plural writes "1 file" or "2 files".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// position writes file:line:col, leaving out what is unknown.
func position(file string, line, col int) string {
	switch {
	case line <= 0:
		return file
	case col <= 0:
		return file + ":" + strconv.Itoa(line)
	}
	return file + ":" + strconv.Itoa(line) + ":" + strconv.Itoa(col)
}

// oneLine folds a message onto a single line.
func oneLine(s string) string {
	if !strings.ContainsAny(s, "\r\n\t") {
		return s
	}
	return strings.Join(strings.Fields(s), " ")
}

// textPrinter writes text with optional colour; write errors are caught by the final Flush of the
// bufio.Writer, which keeps the first error.
type textPrinter struct {
	w     *bufio.Writer
	color bool
}

func (p textPrinter) str(s string) { p.w.WriteString(s) }

func (p textPrinter) line() { p.w.WriteByte('\n') }

// colored writes s in colour c when colour is on.
func (p textPrinter) colored(s, c string) {
	if p.color && c != "" {
		p.w.WriteString(c)
		p.w.WriteString(s)
		p.w.WriteString(ansiReset)
		return
	}
	p.w.WriteString(s)
}

// pad writes s in colour c, padded with spaces to width (padding outside the colour).
func (p textPrinter) pad(s string, width int, c string) {
	p.colored(s, c)
	for i := len(s); i < width; i++ {
		p.w.WriteByte(' ')
	}
}
