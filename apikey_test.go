package vigil_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vigilsec/vigil"
)

func TestKeyTokenRoundTrip(t *testing.T) {
	t.Parallel()
	tok := vigil.NewKeyToken()
	text := tok.Text()
	if !strings.HasPrefix(text, vigil.KeyPrefix+tok.ID+"_") {
		t.Fatalf("key %q lacks its prefix and id", text)
	}
	got, err := vigil.ParseKeyToken(text)
	if err != nil || got != tok {
		t.Fatalf("ParseKeyToken(%q) = %+v, %v; want %+v", text, got, err, tok)
	}
	if !got.Matches(tok.Hash()) || got.Matches(vigil.NewKeyToken().Hash()) {
		t.Error("Matches does not tell the right hash from a wrong one")
	}
}

func TestParseKeyTokenRejects(t *testing.T) {
	t.Parallel()
	good := vigil.NewKeyToken().Text()
	flipped := []byte(good)
	if flipped[len(vigil.KeyPrefix)+20] == 'a' {
		flipped[len(vigil.KeyPrefix)+20] = 'b'
	} else {
		flipped[len(vigil.KeyPrefix)+20] = 'a'
	}
	tests := map[string]string{
		"empty":          "",
		"other prefix":   strings.Replace(good, "vgl_live_", "vgl_test_", 1),
		"truncated":      good[:len(good)-1],
		"extra":          good + "x",
		"checksum":       string(flipped),
		"no separator":   strings.Replace(good, "_", "", 3),
		"bad characters": good[:len(good)-3] + "!!!",
		"uppercase id":   strings.ToUpper(good[:len(vigil.KeyPrefix)+16]) + good[len(vigil.KeyPrefix)+16:],
	}
	for name, text := range tests {
		if _, err := vigil.ParseKeyToken(text); err == nil {
			t.Errorf("%s: ParseKeyToken(%q) accepted a bad key", name, text)
		}
	}
}

func TestParseScopes(t *testing.T) {
	t.Parallel()
	got, err := vigil.ParseScopes([]string{"contracts:read", " keys:write", "contracts:read"})
	if err != nil || len(got) != 2 || got[1] != vigil.ScopeKeysWrite {
		t.Errorf("ParseScopes = %v, %v", got, err)
	}
	if _, err := vigil.ParseScopes([]string{"admin"}); err == nil {
		t.Error("ParseScopes accepted an unknown scope")
	}
}

func TestSummarize(t *testing.T) {
	t.Parallel()
	s := vigil.Summarize([]vigil.Finding{
		{Severity: vigil.SeverityLow}, {Severity: vigil.SeverityHigh}, {Severity: vigil.SeverityHigh},
		{Severity: vigil.SeverityCritical, Suppressed: true},
	})
	if s.High != 2 || s.Low != 1 || s.Critical != 0 || s.Total != 3 || s.MaxSeverity == nil || *s.MaxSeverity != vigil.SeverityHigh {
		t.Errorf("Summarize = %+v", s)
	}
	if empty := vigil.Summarize(nil); empty.Total != 0 || empty.MaxSeverity != nil {
		t.Errorf("Summarize(nil) = %+v", empty)
	}
}

func FuzzParseKeyToken(f *testing.F) {
	f.Add(vigil.NewKeyToken().Text())
	f.Add("vgl_live_")
	f.Add("vgl_live_0123456789abcdef_")
	f.Fuzz(func(t *testing.T, text string) {
		tok, err := vigil.ParseKeyToken(text)
		if err != nil {
			return
		}
		if tok.Text() != text {
			t.Errorf("ParseKeyToken(%q) accepted a key that does not print back: %q", text, tok.Text())
		}
	})
}

func ExampleParseKeyToken() {
	tok := vigil.NewKeyToken()
	parsed, err := vigil.ParseKeyToken(tok.Text())
	fmt.Println(err == nil, parsed.KeyID() == tok.KeyID(), parsed.Matches(tok.Hash()))
	_, err = vigil.ParseKeyToken(tok.Text() + "x")
	fmt.Println(err != nil)
	// Output:
	// true true true
	// true
}
