package webhook

import (
	"errors"
	"strings"
	"testing"
)

func TestValidateURL(t *testing.T) {
	t.Parallel()
	long := "https://example.com/" + strings.Repeat("a", MaxURLLength)
	tests := []struct {
		raw          string
		allowPrivate bool
		// wantErr is a part of the expected message; empty means valid.
		wantErr string
	}{
		{"https://example.com/hooks/vigil", false, ""},
		{"https://example.com:8443/hooks?token=abc", false, ""},
		{"https://8.8.8.8/hook", false, ""},
		{"https://[2606:4700:4700::1111]/hook", false, ""},
		{"https://hooks.example.com./x", false, ""},
		{"http://example.com/hook", false, "must use https"},
		{"http://localhost:8080/hook", true, ""},
		{"http://127.0.0.1:8080/hook", true, ""},
		{"https://10.0.0.5/hook", true, ""},
		{"", false, "required"},
		{long, false, "at most 2048"},
		{" https://example.com/", false, "spaces"},
		{"example.com/hook", false, "absolute"},
		{"//example.com/hook", false, "absolute"},
		{"ftp://example.com/hook", false, `scheme "ftp"`},
		{"javascript:alert(1)", false, `scheme "javascript"`},
		{"https:example.com", false, "form https://host/path"},
		{"https://user:pass@example.com/", false, "user name or password"},
		{"https://user@example.com/", false, "user name or password"},
		{"https:///path", false, "no host"},
		{"https://:443/path", false, "no host"},
		{"https://example.com:0/", false, "port"},
		{"https://example.com:65536/", false, "port"},
		{"https://example.com:/", false, "empty port"},
		{"https://exa mple.com/", false, "not a valid URL"},
		{"https://example.com/\x00", false, "not a valid URL"},
		{"https://127.0.0.1/", false, "loopback"},
		{"https://[::1]/", false, "loopback"},
		{"https://[::ffff:127.0.0.1]/", false, "loopback"},
		{"https://10.0.0.1/", false, "private"},
		{"https://169.254.169.254/latest/meta-data/", false, "metadata"},
		{"http://169.254.169.254/latest/meta-data/", true, "metadata"},
		{"https://[fd00:ec2::254]/", false, "metadata"},
		{"https://100.64.0.1/", false, "carrier-grade NAT"},
		{"https://0.0.0.0/", false, "unspecified"},
		{"https://localhost/", false, "loopback name"},
		{"https://LOCALHOST./", false, "loopback name"},
		{"https://api.localhost/", false, "loopback name"},
	}
	for _, tt := range tests {
		name := tt.raw
		if len(name) > 60 {
			name = name[:60]
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			err := ValidateURL(tt.raw, tt.allowPrivate)
			if tt.wantErr == "" {
				if err != nil {
					t.Fatalf("ValidateURL(%q, %v): %v", tt.raw, tt.allowPrivate, err)
				}
				return
			}
			var ve *ValidationError
			if !errors.As(err, &ve) || ve.Field != "url" || !strings.Contains(ve.Message, tt.wantErr) {
				t.Fatalf("ValidateURL(%q, %v) = %v, want a ValidationError on url mentioning %q", tt.raw, tt.allowPrivate, err, tt.wantErr)
			}
		})
	}
}

func FuzzValidateURL(f *testing.F) {
	for _, s := range []string{"https://example.com/", "http://[::1]:80/", "https://a@b/", "https://x:99999/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		err := ValidateURL(raw, false)
		if err == nil && !strings.HasPrefix(strings.ToLower(raw), "https://") {
			t.Fatalf("ValidateURL accepted %q, which does not start with https://", raw)
		}
		var ve *ValidationError
		if err != nil && !errors.As(err, &ve) {
			t.Fatalf("ValidateURL(%q) returned %T, want *ValidationError", raw, err)
		}
	})
}
