package webhook

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// DefaultTimeout bounds one delivery attempt: connecting, TLS, sending, and reading the response.
const DefaultTimeout = 15 * time.Second

// UserAgent is sent with every delivery.
const UserAgent = "Vigil-Webhooks/1"

// Resolver looks up the addresses of a host name. *net.Resolver (and so net.DefaultResolver) satisfies it; tests
// plug in a fixed table to make a name resolve to a chosen address.
type Resolver interface {
	LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error)
}

// Dialer opens the TCP connections of webhook deliveries. It checks every address in its net.Dialer Control hook,
// that is on the very address being connected to, after DNS resolution and before the connect system call, so
// that a name re-pointed to an internal address after registration (DNS rebinding) is still refused.
type Dialer struct {
	// AllowPrivate lets connections reach private and loopback addresses (local development and tests); cloud
	// metadata addresses stay refused.
	AllowPrivate bool
	// Resolver resolves host names; nil means net.DefaultResolver.
	Resolver Resolver
	// Timeout bounds each connection attempt to one address; zero leaves only the context's deadline.
	Timeout time.Duration
}

// DialContext connects to address ("host:port") over network ("tcp", "tcp4" or "tcp6"), trying the resolved
// addresses in order. When all fail the error wraps each failure; a refused address is a *BlockedAddressError.
func (d *Dialer) DialContext(ctx context.Context, network, address string) (net.Conn, error) {
	var ipNetwork string
	switch network {
	case "tcp":
		ipNetwork = "ip"
	case "tcp4":
		ipNetwork = "ip4"
	case "tcp6":
		ipNetwork = "ip6"
	default:
		return nil, fmt.Errorf("webhook dial %s: unsupported network %q", address, network)
	}
	host, portText, err := net.SplitHostPort(address)
	if err != nil {
		return nil, fmt.Errorf("webhook dial: %w", err)
	}
	port, err := strconv.ParseUint(portText, 10, 16)
	if err != nil {
		return nil, fmt.Errorf("webhook dial %s: invalid port %q", address, portText)
	}
	addrs, err := d.resolve(ctx, ipNetwork, host)
	if err != nil {
		return nil, err
	}
	nd := &net.Dialer{Timeout: d.Timeout, Control: d.control}
	var errs []error
	for i, a := range addrs {
		conn, err := dialShare(ctx, nd, network, netip.AddrPortFrom(a, uint16(port)).String(), len(addrs)-i)
		if err == nil {
			return conn, nil
		}
		errs = append(errs, err)
		if ctx.Err() != nil {
			break
		}
	}
	return nil, joinDialErrors(host, errs)
}

// dialShare dials one of the remaining addresses, giving it an equal share of the time left (at least 2 s, as the
// standard library does) so that one unresponsive address does not use up the whole attempt.
func dialShare(ctx context.Context, nd *net.Dialer, network, address string, remaining int) (net.Conn, error) {
	if deadline, ok := ctx.Deadline(); ok && remaining > 1 {
		share := max(time.Until(deadline)/time.Duration(remaining), 2*time.Second)
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, share)
		defer cancel()
	}
	return nd.DialContext(ctx, network, address)
}

// resolve returns the addresses of host, which may already be an IP literal.
func (d *Dialer) resolve(ctx context.Context, network, host string) ([]netip.Addr, error) {
	if a, err := netip.ParseAddr(host); err == nil {
		return []netip.Addr{a}, nil
	}
	r := d.Resolver
	if r == nil {
		r = net.DefaultResolver
	}
	addrs, err := r.LookupNetIP(ctx, network, host)
	if err != nil {
		return nil, fmt.Errorf("webhook dial: resolve %q: %w", host, err)
	}
	if len(addrs) == 0 {
		return nil, fmt.Errorf("webhook dial: resolve %q: no addresses", host)
	}
	return addrs, nil
}

// control runs after the socket is created and before it connects: the last moment to refuse an address.
func (d *Dialer) control(_, address string, _ syscall.RawConn) error {
	ap, err := netip.ParseAddrPort(address)
	if err != nil {
		return fmt.Errorf("webhook dial: unexpected address %q: %w", address, err)
	}
	return CheckAddr(ap.Addr(), d.AllowPrivate)
}

// joinDialErrors wraps every per-address failure so that errors.As finds a *BlockedAddressError among them.
func joinDialErrors(host string, errs []error) error {
	if len(errs) == 1 {
		return fmt.Errorf("webhook dial %s: %w", host, errs[0])
	}
	format := "webhook dial %s: " + strings.TrimSuffix(strings.Repeat("%w; ", len(errs)), "; ")
	args := make([]any, 0, len(errs)+1)
	args = append(args, host)
	for _, e := range errs {
		args = append(args, e)
	}
	return fmt.Errorf(format, args...)
}

// ClientOptions configures NewClient. The zero value is the production setting.
type ClientOptions struct {
	// AllowPrivate permits http URLs and private or loopback addresses, for local development and tests
	// (VIGIL_WEBHOOK_ALLOW_PRIVATE=true).
	AllowPrivate bool
	// Timeout bounds a whole attempt; zero means DefaultTimeout.
	Timeout time.Duration
	// Resolver resolves host names; nil means net.DefaultResolver.
	Resolver Resolver
	// RootCAs are the certificate authorities trusted for https; nil means the system pool. Tests set it to trust
	// an httptest TLS server.
	RootCAs *x509.CertPool
}

// NewClient returns the HTTP client for deliveries: the SSRF-checking Dialer, a whole-attempt timeout, redirects
// returned rather than followed (so a 3xx is a failed attempt), no proxy from the environment, TLS 1.2 or later,
// User-Agent Vigil-Webhooks/1, and http URLs refused unless AllowPrivate. Use one client for all deliveries: it
// keeps connections alive between them.
func NewClient(opts ClientOptions) *http.Client {
	timeout := opts.Timeout
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	dialer := &Dialer{AllowPrivate: opts.AllowPrivate, Resolver: opts.Resolver}
	transport := &http.Transport{
		Proxy:                  nil, // a proxy would make the connect-time address check meaningless
		DialContext:            dialer.DialContext,
		TLSClientConfig:        &tls.Config{MinVersion: tls.VersionTLS12, RootCAs: opts.RootCAs},
		TLSHandshakeTimeout:    10 * time.Second,
		ForceAttemptHTTP2:      true,
		MaxIdleConns:           100,
		MaxIdleConnsPerHost:    4,
		IdleConnTimeout:        90 * time.Second,
		MaxResponseHeaderBytes: 64 << 10,
	}
	return &http.Client{
		Transport: &guardTransport{next: transport, allowPrivate: opts.AllowPrivate},
		Timeout:   timeout,
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}
}

// guardTransport refuses non-https requests unless private targets are allowed, and sets the User-Agent.
type guardTransport struct {
	next         http.RoundTripper
	allowPrivate bool
}

// errInsecureScheme is returned for http URLs when AllowPrivate is off.
var errInsecureScheme = errors.New("webhook URLs must use https")

// RoundTrip checks the scheme and sends the request with the User-Agent set.
func (t *guardTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	switch req.URL.Scheme {
	case "https":
	case "http":
		if !t.allowPrivate {
			if req.Body != nil {
				req.Body.Close()
			}
			return nil, errInsecureScheme
		}
	default:
		if req.Body != nil {
			req.Body.Close()
		}
		return nil, fmt.Errorf("webhook URL scheme %q is not supported", req.URL.Scheme)
	}
	if req.Header.Get("User-Agent") != UserAgent {
		req = req.Clone(req.Context())
		req.Header.Set("User-Agent", UserAgent)
	}
	return t.next.RoundTrip(req)
}

// CloseIdleConnections lets http.Client.CloseIdleConnections reach the wrapped transport.
func (t *guardTransport) CloseIdleConnections() {
	if c, ok := t.next.(interface{ CloseIdleConnections() }); ok {
		c.CloseIdleConnections()
	}
}
