package webhook

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"testing"
	"time"
)

// staticResolver maps names to fixed addresses and sends every other name to the system resolver.
type staticResolver map[string][]netip.Addr

func (r staticResolver) LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error) {
	if addrs, ok := r[host]; ok {
		return addrs, nil
	}
	return net.DefaultResolver.LookupNetIP(ctx, network, host)
}

// acceptRecorder is a TCP listener that reports the remote address of every connection it accepts.
type acceptRecorder struct {
	ln       net.Listener
	accepted chan string
}

// listen starts an acceptRecorder on address, or skips the test when the address family is unavailable.
func listen(t *testing.T, network, address string) *acceptRecorder {
	t.Helper()
	ln, err := net.Listen(network, address)
	if err != nil {
		t.Skipf("cannot listen on %s %s: %v", network, address, err)
	}
	rec := &acceptRecorder{ln: ln, accepted: make(chan string, 100)}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			rec.accepted <- c.RemoteAddr().String()
			c.Close()
		}
	}()
	t.Cleanup(func() { ln.Close() })
	return rec
}

func (rec *acceptRecorder) port() string {
	return strconv.Itoa(rec.ln.Addr().(*net.TCPAddr).Port)
}

// expectNoEarlierAccept connects to the listener once more and checks that this probe is the first connection
// it accepted, which proves that nothing before it connected. No sleeping: the kernel hands connections to
// Accept in order.
func (rec *acceptRecorder) expectNoEarlierAccept(t *testing.T) {
	t.Helper()
	probe, err := net.Dial(rec.ln.Addr().Network(), rec.ln.Addr().String())
	if err != nil {
		t.Fatalf("probe connection: %v", err)
	}
	defer probe.Close()
	select {
	case first := <-rec.accepted:
		if first != probe.LocalAddr().String() {
			t.Fatalf("listener accepted %s before the probe %s: a refused delivery connected", first, probe.LocalAddr())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the listener never accepted the probe")
	}
}

// TestSSRFRefusedAtConnect runs deliveries to internal addresses with the production setting: each must be
// refused by the dialer's Control hook, before any connection is made.
func TestSSRFRefusedAtConnect(t *testing.T) {
	t.Parallel()
	v4 := listen(t, "tcp4", "127.0.0.1:0")
	p4 := v4.port()
	// The IPv6 loopback gets its own listener when the host has one; otherwise its case is skipped.
	var v6 *acceptRecorder
	p6 := ""
	if ln, err := net.Listen("tcp6", "[::1]:0"); err == nil {
		ln.Close()
		v6 = listen(t, "tcp6", "[::1]:0")
		p6 = v6.port()
	}
	resolver := staticResolver{
		"rebound.example":  {netip.MustParseAddr("127.0.0.1")},
		"internal.example": {netip.MustParseAddr("10.0.0.1"), netip.MustParseAddr("127.0.0.1")},
		"mapped.example":   {netip.MustParseAddr("::ffff:127.0.0.1")},
		"metadata.example": {netip.MustParseAddr("169.254.169.254")},
	}
	client := NewClient(ClientOptions{Resolver: resolver, Timeout: 5 * time.Second})
	defer client.CloseIdleConnections()

	// {p4} and {p6} stand for the ports of the IPv4 and IPv6 loopback listeners.
	tests := []struct {
		url        string
		wantReason string
	}{
		{"https://127.0.0.1:{p4}/", "loopback"},
		{"https://[::1]:{p6}/", "loopback"},
		{"https://10.0.0.1/", "private"},
		{"https://169.254.169.254/latest/meta-data/", "metadata"},
		{"https://[::ffff:127.0.0.1]:{p4}/", "loopback"},
		{"https://100.64.0.1/", "carrier-grade NAT"},
		{"https://0.0.0.0:{p4}/", "unspecified"},
		{"https://localhost:{p4}/", "loopback"},
		{"https://rebound.example:{p4}/", "loopback"},
		{"https://internal.example:{p4}/", "private"},
		{"https://mapped.example:{p4}/", "loopback"},
		{"https://metadata.example/", "metadata"},
		{"https://[fd00:ec2::254]/", "metadata"},
		{"https://[64:ff9b::7f00:1]:{p4}/", "NAT64 form of 127.0.0.1"},
	}
	for _, tt := range tests {
		t.Run(tt.url, func(t *testing.T) {
			// Not parallel: the accept check below runs after all of them.
			if strings.Contains(tt.url, "{p6}") && v6 == nil {
				t.Skip("no IPv6 loopback on this host")
			}
			url := strings.NewReplacer("{p4}", p4, "{p6}", p6).Replace(tt.url)
			req, err := http.NewRequest(http.MethodPost, url, nil)
			if err != nil {
				t.Fatal(err)
			}
			resp, err := client.Do(req)
			if err == nil {
				resp.Body.Close()
				t.Fatalf("request to %s succeeded with %s, want refused", url, resp.Status)
			}
			var be *BlockedAddressError
			if !errors.As(err, &be) || !strings.Contains(be.Reason, tt.wantReason) {
				t.Fatalf("request to %s: error %v, want a BlockedAddressError for %q", url, err, tt.wantReason)
			}

			a := Deliver(context.Background(), client, Request{
				URL: url, Secrets: []string{specSecret}, MsgID: "msg_ssrf", Timestamp: time.Now(), Body: []byte("{}"),
			})
			if a.Outcome != OutcomeRetry || a.StatusCode != 0 || !strings.Contains(a.Err, "is not allowed") {
				t.Fatalf("Deliver = %+v, want a retry saying the address is not allowed", a)
			}
		})
	}
	v4.expectNoEarlierAccept(t)
	if v6 != nil {
		v6.expectNoEarlierAccept(t)
	}
}

// TestSSRFRefusesEveryAddressOfAName checks that a refused first address does not stop the check of the others:
// both addresses of the name are refused and both reasons are reported.
func TestSSRFRefusesEveryAddressOfAName(t *testing.T) {
	t.Parallel()
	d := &Dialer{Resolver: staticResolver{"two.example": {netip.MustParseAddr("10.0.0.1"), netip.MustParseAddr("127.0.0.1")}}}
	_, err := d.DialContext(context.Background(), "tcp", "two.example:443")
	if err == nil || !strings.Contains(err.Error(), "10.0.0.1") || !strings.Contains(err.Error(), "127.0.0.1") {
		t.Fatalf("DialContext error = %v, want both addresses refused", err)
	}
}

// TestSSRFAllowPrivate is the control for the tests above: with AllowPrivate the same loopback listener is
// reached, so a refusal there is the dialer's doing. Metadata addresses stay refused, and a name whose first
// address is refused falls through to the next one.
func TestSSRFAllowPrivate(t *testing.T) {
	t.Parallel()
	rec := listen(t, "tcp4", "127.0.0.1:0")
	d := &Dialer{
		AllowPrivate: true,
		Resolver: staticResolver{
			"dev.example": {netip.MustParseAddr("169.254.169.254"), netip.MustParseAddr("127.0.0.1")},
		},
	}
	conn, err := d.DialContext(context.Background(), "tcp", "dev.example:"+rec.port())
	if err != nil {
		t.Fatalf("DialContext with AllowPrivate: %v", err)
	}
	defer conn.Close()
	select {
	case got := <-rec.accepted:
		if got != conn.LocalAddr().String() {
			t.Fatalf("listener accepted %s, want %s", got, conn.LocalAddr())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the listener never accepted the connection")
	}

	_, err = d.DialContext(context.Background(), "tcp", "169.254.169.254:80")
	var be *BlockedAddressError
	if !errors.As(err, &be) || !strings.Contains(be.Reason, "metadata") {
		t.Fatalf("metadata address with AllowPrivate: error %v, want refused", err)
	}
}

func TestDialerErrors(t *testing.T) {
	t.Parallel()
	failing := resolverFunc(func(context.Context, string, string) ([]netip.Addr, error) {
		return nil, errors.New("no such host")
	})
	empty := resolverFunc(func(context.Context, string, string) ([]netip.Addr, error) { return nil, nil })
	tests := []struct {
		name, network, address string
		resolver               Resolver
		wantErr                string
	}{
		{"udp", "udp", "example.com:443", nil, `unsupported network "udp"`},
		{"no port", "tcp", "example.com", nil, "missing port"},
		{"bad port", "tcp", "example.com:https", nil, `invalid port "https"`},
		{"port out of range", "tcp", "example.com:70000", nil, `invalid port "70000"`},
		{"resolver error", "tcp", "example.com:443", failing, `resolve "example.com": no such host`},
		{"no addresses", "tcp", "example.com:443", empty, "no addresses"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			d := &Dialer{Resolver: tt.resolver}
			conn, err := d.DialContext(context.Background(), tt.network, tt.address)
			if err == nil {
				conn.Close()
			}
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("DialContext error = %v, want one mentioning %q", err, tt.wantErr)
			}
		})
	}
}

// resolverFunc adapts a function to the Resolver interface.
type resolverFunc func(ctx context.Context, network, host string) ([]netip.Addr, error)

func (f resolverFunc) LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error) {
	return f(ctx, network, host)
}

func TestValidateURLRefusesHTTPByDefault(t *testing.T) {
	t.Parallel()
	for _, allow := range []bool{false, true} {
		err := ValidateURL("http://hooks.example.com/", allow)
		if (err != nil) == allow {
			t.Errorf("ValidateURL(http URL, allowPrivate=%v) = %v", allow, err)
		}
	}
}
