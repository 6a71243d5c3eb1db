package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/detector"
	"github.com/vigilsec/vigil/report"
)

const detectorsUsage = `usage: vigil detectors [flags]

List the detectors vigil analyze runs, with their severity, confidence and SWC id. Use the IDs with
vigil analyze --detectors and --exclude.

Flags:
`

// runDetectors is the `vigil detectors` command.
func runDetectors(_ context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("detectors", flag.ContinueOnError)
	fs.SetOutput(stderr)
	format := fs.String("format", "text", "output format: text or json")
	fs.Usage = func() {
		fmt.Fprint(stderr, detectorsUsage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "vigil detectors: unexpected argument %q\n", fs.Arg(0))
		return exitUsage
	}
	rules := detectorRules(detector.All())
	switch *format {
	case "json":
		list := make([]detectorJSON, len(rules))
		for i, r := range rules {
			list[i] = detectorJSON(r)
		}
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(list); err != nil {
			fmt.Fprintf(stderr, "vigil detectors: %v\n", err)
			return exitUsage
		}
	case "text":
		tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "ID\tSEVERITY\tCONFIDENCE\tSWC\tTITLE")
		for _, r := range rules {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", r.ID, r.Severity, r.Confidence, dash(r.SWC), r.Title)
		}
		if err := tw.Flush(); err != nil {
			fmt.Fprintf(stderr, "vigil detectors: %v\n", err)
			return exitUsage
		}
	default:
		fmt.Fprintf(stderr, "vigil detectors: unknown format %q (want text or json)\n", *format)
		return exitUsage
	}
	return exitOK
}

// detectorJSON is one detector in `vigil detectors --format json`, with the field names of the findings'
// JSON.
type detectorJSON struct {
	ID             string           `json:"id"`
	Title          string           `json:"title"`
	Description    string           `json:"description"`
	Exploit        string           `json:"exploit"`
	Recommendation string           `json:"recommendation"`
	Severity       vigil.Severity   `json:"severity"`
	Confidence     vigil.Confidence `json:"confidence"`
	SWC            string           `json:"swc"`
	CWE            string           `json:"cwe"`
	HelpURI        string           `json:"help_uri,omitempty"`
}

// detectorRules converts the detectors' metadata into report rules (for the SARIF rule table too).
func detectorRules(ds []*detector.Detector) []report.Rule {
	rules := make([]report.Rule, 0, len(ds))
	for _, d := range ds {
		rules = append(rules, report.Rule{
			ID:             d.ID,
			Title:          d.Title,
			Description:    d.Description,
			Exploit:        d.Exploit,
			Recommendation: d.Recommendation,
			Severity:       d.Severity,
			Confidence:     d.Confidence,
			SWC:            d.SWC,
			CWE:            d.CWE,
		})
	}
	return rules
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
