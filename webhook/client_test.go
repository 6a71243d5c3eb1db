package webhook

import (
	"crypto/tls"
	"errors"
	"net/http"
	"testing"
	"time"
)

func TestNewClientSettings(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name        string
		opts        ClientOptions
		wantTimeout time.Duration
	}{
		{"defaults", ClientOptions{}, DefaultTimeout},
		{"custom timeout", ClientOptions{Timeout: time.Second}, time.Second},
		{"negative timeout", ClientOptions{Timeout: -time.Second}, DefaultTimeout},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := NewClient(tt.opts)
			if c.Timeout != tt.wantTimeout {
				t.Errorf("Timeout = %s, want %s", c.Timeout, tt.wantTimeout)
			}
			if err := c.CheckRedirect(nil, nil); !errors.Is(err, http.ErrUseLastResponse) {
				t.Errorf("CheckRedirect = %v, want http.ErrUseLastResponse", err)
			}
			guard, ok := c.Transport.(*guardTransport)
			if !ok {
				t.Fatalf("Transport is %T, want *guardTransport", c.Transport)
			}
			tr, ok := guard.next.(*http.Transport)
			if !ok {
				t.Fatalf("wrapped transport is %T, want *http.Transport", guard.next)
			}
			if tr.Proxy != nil {
				t.Error("the transport uses a proxy; the connect-time address check needs direct connections")
			}
			if tr.TLSClientConfig == nil || tr.TLSClientConfig.MinVersion != tls.VersionTLS12 {
				t.Error("the transport accepts TLS versions below 1.2")
			}
			if tr.DialContext == nil {
				t.Error("the transport has no checking dialer")
			}
		})
	}
}
