// Package client is a Go client for the Vigil HTTP API (/api/v1): uploads, contracts, scans and their reports,
// vulnerabilities and their triage, webhooks and API keys. `vigil scan` uses it to run a scan from CI.
//
// Every method takes a context, returns the API's resources as the domain types of package vigil, and reports an
// API error as a *Error carrying the status, code, message, parameter and request id of the error envelope.
// Responses of 429 with a Retry-After header are retried a bounded number of times, and every POST carries an
// Idempotency-Key (generated per call unless one is put on the context with WithIdempotencyKey), so that a retry
// never creates a second resource.
package client

import (
	"bytes"
	"cmp"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// APIPrefix is the path under which the API lives; New appends it to a base URL that lacks it.
const APIPrefix = "/api/v1"

// DefaultUserAgent is the User-Agent sent unless WithUserAgent gives another.
const DefaultUserAgent = "vigil-go-client/1"

// Defaults of the options.
const (
	DefaultMaxRetries    = 3
	DefaultMaxRetryWait  = time.Minute
	DefaultPollInterval  = 2 * time.Second
	maxErrorBodyExcerpt  = 200
	maxResponseBodyBytes = 64 << 20
)

// Client calls the Vigil API with one API key. It is safe for concurrent use.
type Client struct {
	base         *url.URL // ends with APIPrefix, no trailing slash
	key          string
	hc           *http.Client
	userAgent    string
	maxRetries   int
	maxRetryWait time.Duration
	pollInterval time.Duration
}

// Option configures a Client.
type Option func(*Client)

// WithHTTPClient sets the *http.Client that sends the requests (default http.DefaultClient).
func WithHTTPClient(hc *http.Client) Option {
	return func(c *Client) {
		if hc != nil {
			c.hc = hc
		}
	}
}

// WithUserAgent sets the User-Agent header, e.g. "my-ci/2.1"; the client's own name is appended.
func WithUserAgent(ua string) Option {
	return func(c *Client) {
		if ua = strings.TrimSpace(ua); ua != "" {
			c.userAgent = ua + " " + DefaultUserAgent
		}
	}
}

// WithMaxRetries sets how many times a request answered with 429 is sent again (default 3; 0 never retries).
func WithMaxRetries(n int) Option {
	return func(c *Client) { c.maxRetries = max(n, 0) }
}

// WithMaxRetryWait sets the longest Retry-After the client waits for; a longer one is returned as the error at
// once (default one minute).
func WithMaxRetryWait(d time.Duration) Option {
	return func(c *Client) { c.maxRetryWait = max(d, 0) }
}

// WithPollInterval sets how often WaitScan asks for the scan's status (default two seconds).
func WithPollInterval(d time.Duration) Option {
	return func(c *Client) {
		if d > 0 {
			c.pollInterval = d
		}
	}
}

// New returns a client for the server at baseURL (e.g. "https://vigil.example.com", with or without "/api/v1")
// that authenticates with apiKey.
func New(baseURL, apiKey string, opts ...Option) (*Client, error) {
	if strings.TrimSpace(baseURL) == "" {
		return nil, errors.New("vigil client: no base URL")
	}
	u, err := url.Parse(strings.TrimSpace(baseURL))
	if err != nil {
		return nil, fmt.Errorf("vigil client: base URL: %w", err)
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil, fmt.Errorf("vigil client: base URL %q: the scheme must be http or https", baseURL)
	}
	if u.Host == "" {
		return nil, fmt.Errorf("vigil client: base URL %q has no host", baseURL)
	}
	if apiKey == "" {
		return nil, errors.New("vigil client: no API key")
	}
	u.RawQuery, u.Fragment = "", ""
	u.Path = strings.TrimSuffix(u.Path, "/")
	if !strings.HasSuffix(u.Path, APIPrefix) {
		u.Path += APIPrefix
	}
	u.RawPath = ""
	c := &Client{
		base: u, key: apiKey, hc: http.DefaultClient, userAgent: DefaultUserAgent,
		maxRetries: DefaultMaxRetries, maxRetryWait: DefaultMaxRetryWait, pollInterval: DefaultPollInterval,
	}
	for _, o := range opts {
		o(c)
	}
	return c, nil
}

// Error is an error response of the API, read from its envelope
// {"error": {"code", "message", "param", "request_id"}}.
type Error struct {
	// StatusCode is the HTTP status, e.g. 404.
	StatusCode int
	// Code is the API's error code, e.g. "NOT_FOUND"; empty when the response was not the API's envelope
	// (a proxy's error page, for instance).
	Code string
	// Message is the API's explanation, meant for people.
	Message string
	// Param names the parameter or field at fault, when there is one.
	Param string
	// RequestID identifies the request in the server's logs.
	RequestID string
	// RetryAfter is the wait the server asked for (429 and 503), zero when none.
	RetryAfter time.Duration
}

// Error returns "vigil API: 404 NOT_FOUND: No such scan. (request req_…)".
func (e *Error) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "vigil API: %d", e.StatusCode)
	if e.Code != "" {
		b.WriteString(" " + e.Code)
	}
	if e.Message != "" {
		b.WriteString(": " + e.Message)
	}
	if e.Param != "" {
		b.WriteString(" (param " + e.Param + ")")
	}
	if e.RequestID != "" {
		b.WriteString(" (request " + e.RequestID + ")")
	}
	return b.String()
}

// ErrorCode returns the API error code of err ("" when err is not a *Error).
func ErrorCode(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return ""
}

// idempotencyKey is the context key of WithIdempotencyKey.
type idempotencyKey struct{}

// WithIdempotencyKey returns a context whose POST requests carry key as their Idempotency-Key, so that the
// caller can repeat a call (after a crash, say) and get the first response back instead of a second resource.
func WithIdempotencyKey(ctx context.Context, key string) context.Context {
	return context.WithValue(ctx, idempotencyKey{}, key)
}

// newIdempotencyKey returns a random key for one call.
func newIdempotencyKey() (string, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("idempotency key: %w", err)
	}
	return hex.EncodeToString(b[:]), nil
}

// request is one API call.
type request struct {
	method      string
	path        string // below APIPrefix, e.g. "/scans/scn_1"
	query       url.Values
	body        []byte
	contentType string
	accept      string
}

// response is a successful API response.
type response struct {
	status int
	header http.Header
	body   []byte
}

// jsonRequest returns a request with v encoded as its JSON body.
func jsonRequest(method, path string, v any) (request, error) {
	body, err := json.Marshal(v)
	if err != nil {
		return request{}, fmt.Errorf("encode request body: %w", err)
	}
	return request{method: method, path: path, body: body, contentType: "application/json"}, nil
}

// do sends the request, retrying after 429 as the server asks (Retry-After, or a doubling wait from one second
// without it) at most maxRetries times, and returns the response of a 2xx status or a *Error.
func (c *Client) do(ctx context.Context, req request) (*response, error) {
	u := *c.base
	u.Path += req.path
	u.RawQuery = req.query.Encode()
	var idem string
	if req.method == http.MethodPost {
		if k, ok := ctx.Value(idempotencyKey{}).(string); ok && k != "" {
			idem = k
		} else {
			k, err := newIdempotencyKey()
			if err != nil {
				return nil, err
			}
			idem = k
		}
	}
	for attempt := 0; ; attempt++ {
		resp, err := c.send(ctx, req, u.String(), idem)
		if err != nil {
			return nil, err
		}
		if resp.status >= 200 && resp.status < 300 {
			return resp, nil
		}
		apiErr := parseError(resp)
		if resp.status != http.StatusTooManyRequests || attempt >= c.maxRetries || apiErr.RetryAfter > c.maxRetryWait {
			return nil, apiErr
		}
		wait := apiErr.RetryAfter
		if resp.header.Get("Retry-After") == "" {
			wait = time.Second << attempt // no hint: back off, 1 s, 2 s, 4 s…
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return nil, fmt.Errorf("%s %s: waiting to retry after 429: %w", req.method, req.path, ctx.Err())
		case <-t.C:
		}
	}
}

// send makes one HTTP exchange.
func (c *Client) send(ctx context.Context, req request, target, idem string) (*response, error) {
	var body io.Reader
	if req.body != nil {
		body = bytes.NewReader(req.body)
	}
	hr, err := http.NewRequestWithContext(ctx, req.method, target, body)
	if err != nil {
		return nil, fmt.Errorf("%s %s: %w", req.method, req.path, err)
	}
	hr.Header.Set("Authorization", "Bearer "+c.key)
	hr.Header.Set("User-Agent", c.userAgent)
	hr.Header.Set("Accept", cmp.Or(req.accept, "application/json"))
	if req.contentType != "" {
		hr.Header.Set("Content-Type", req.contentType)
	}
	if idem != "" {
		hr.Header.Set("Idempotency-Key", idem)
	}
	res, err := c.hc.Do(hr)
	if err != nil {
		return nil, fmt.Errorf("%s %s: %w", req.method, req.path, err)
	}
	defer res.Body.Close()
	data, err := io.ReadAll(io.LimitReader(res.Body, maxResponseBodyBytes))
	if err != nil {
		return nil, fmt.Errorf("%s %s: read response: %w", req.method, req.path, err)
	}
	return &response{status: res.StatusCode, header: res.Header, body: data}, nil
}

// parseError reads the error envelope of a response; a body of another shape becomes a message with an excerpt.
func parseError(resp *response) *Error {
	e := &Error{StatusCode: resp.status, RequestID: resp.header.Get("Request-Id"), RetryAfter: retryAfter(resp.header.Get("Retry-After"), time.Now())}
	var env struct {
		Error *struct {
			Code      string `json:"code"`
			Message   string `json:"message"`
			Param     string `json:"param"`
			RequestID string `json:"request_id"`
		} `json:"error"`
	}
	if err := json.Unmarshal(resp.body, &env); err == nil && env.Error != nil && env.Error.Code != "" {
		e.Code, e.Message, e.Param = env.Error.Code, env.Error.Message, env.Error.Param
		e.RequestID = cmp.Or(env.Error.RequestID, e.RequestID)
		return e
	}
	e.Message = http.StatusText(resp.status)
	if excerpt := strings.TrimSpace(string(resp.body)); excerpt != "" {
		if len(excerpt) > maxErrorBodyExcerpt {
			excerpt = excerpt[:maxErrorBodyExcerpt] + "…"
		}
		e.Message += ": " + excerpt
	}
	return e
}

// retryAfter reads a Retry-After header: delay seconds or an HTTP date. Zero when absent or unreadable.
func retryAfter(v string, now time.Time) time.Duration {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0
	}
	if s, err := strconv.Atoi(v); err == nil {
		if s < 0 {
			return 0
		}
		return time.Duration(s) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(t.Sub(now), 0)
	}
	return 0
}

// decode unmarshals a response body into v.
func decode(resp *response, v any) error {
	if err := json.Unmarshal(resp.body, v); err != nil {
		return fmt.Errorf("decode response: %w", err)
	}
	return nil
}

// call sends req and decodes the JSON response into out (when out is not nil).
func (c *Client) call(ctx context.Context, req request, out any) error {
	resp, err := c.do(ctx, req)
	if err != nil {
		return err
	}
	if out == nil {
		return nil
	}
	if err := decode(resp, out); err != nil {
		return fmt.Errorf("%s %s: %w", req.method, req.path, err)
	}
	return nil
}

// pathID escapes a resource id for a path segment and refuses an empty one, which would name another endpoint.
func pathID(kind, id string) (string, error) {
	if strings.TrimSpace(id) == "" {
		return "", fmt.Errorf("vigil client: empty %s id", kind)
	}
	return url.PathEscape(id), nil
}
