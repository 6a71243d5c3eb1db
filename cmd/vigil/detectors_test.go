package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/vigilsec/vigil/detector"
)

func TestDetectorsCommand(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		args     []string
		code     int
		contains string
	}{
		{"text", []string{"detectors"}, exitOK, "reentrancy-eth"},
		{"json", []string{"detectors", "--format", "json"}, exitOK, `"swc": "SWC-107"`},
		{"bad format", []string{"detectors", "--format", "xml"}, exitUsage, "unknown format"},
		{"extra arg", []string{"detectors", "x"}, exitUsage, "unexpected argument"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var out, errOut bytes.Buffer
			code := run(context.Background(), tt.args, &out, &errOut)
			if code != tt.code {
				t.Fatalf("exit %d, want %d (stderr %q)", code, tt.code, errOut.String())
			}
			if !strings.Contains(out.String()+errOut.String(), tt.contains) {
				t.Fatalf("output does not contain %q:\n%s%s", tt.contains, out.String(), errOut.String())
			}
		})
	}
}

func TestDetectorsJSONListsEveryDetector(t *testing.T) {
	t.Parallel()
	var out, errOut bytes.Buffer
	if code := run(context.Background(), []string{"detectors", "--format", "json"}, &out, &errOut); code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	var list []detectorJSON
	if err := json.Unmarshal(out.Bytes(), &list); err != nil {
		t.Fatalf("decode: %v", err)
	}
	all := detector.All()
	if len(list) != len(all) {
		t.Fatalf("%d detectors listed, want %d", len(list), len(all))
	}
	for i, d := range all {
		if list[i].ID != d.ID || list[i].Recommendation != d.Recommendation {
			t.Errorf("entry %d = %+v, want %s", i, list[i], d.ID)
		}
	}
}
