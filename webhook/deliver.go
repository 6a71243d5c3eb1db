package webhook

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// ExcerptLimit is how much of a response body an Attempt keeps for the delivery log.
const ExcerptLimit = 1 << 10

// drainLimit is how much more of a response body is read and discarded so that the connection can be reused; a
// receiver sending more than that gets its connection closed instead.
const drainLimit = 64 << 10

// Outcome is what an attempt means for the message and its endpoint.
type Outcome int

// The outcomes of an attempt.
const (
	// OutcomeRetry: the attempt failed (non-2xx other than 410, network error, timeout); try again later.
	OutcomeRetry Outcome = iota
	// OutcomeSuccess: the receiver answered 2xx.
	OutcomeSuccess
	// OutcomeDisable: the receiver answered 410 Gone; disable the endpoint now.
	OutcomeDisable
)

// String returns "retry", "success" or "disable", for logs and storage.
func (o Outcome) String() string {
	switch o {
	case OutcomeSuccess:
		return "success"
	case OutcomeDisable:
		return "disable"
	case OutcomeRetry:
		return "retry"
	}
	return "outcome(" + strconv.Itoa(int(o)) + ")"
}

// Request is one delivery attempt of an event to an endpoint.
type Request struct {
	// URL is the endpoint's URL, as registered.
	URL string
	// Secrets sign the delivery; see ActiveSecrets.
	Secrets []string
	// MsgID is the event's webhook-id, the same on every attempt.
	MsgID string
	// Timestamp is the time of this attempt, sent as webhook-timestamp and signed; zero means now.
	Timestamp time.Time
	// Body is the event's delivery body (Event.Body).
	Body []byte
}

// Attempt records one delivery attempt, everything the delivery log keeps.
type Attempt struct {
	// StatusCode is the receiver's HTTP status, 0 when no response arrived.
	StatusCode int
	// Latency is the time from sending the request to having read the response.
	Latency time.Duration
	// ResponseExcerpt is the start of the response body, at most ExcerptLimit bytes of valid UTF-8.
	ResponseExcerpt string
	// Err says why the attempt failed when there was no response or it was not 2xx; empty on success.
	Err string
	// Outcome classifies the attempt.
	Outcome Outcome
}

// Deliver makes one attempt: it signs Body with every secret, POSTs it to URL with the Standard Webhooks headers,
// and classifies the result. Transport and signing failures are reported in Attempt.Err, never as a panic or a
// separate error, so that every attempt can be logged the same way. Use a client from NewClient.
func Deliver(ctx context.Context, client *http.Client, req Request) Attempt {
	if client == nil {
		return Attempt{Outcome: OutcomeRetry, Err: "no HTTP client given (use NewClient)"}
	}
	if req.Timestamp.IsZero() {
		req.Timestamp = time.Now()
	}
	sig, err := SignatureHeader(req.Secrets, req.MsgID, req.Timestamp, req.Body)
	if err != nil {
		return Attempt{Outcome: OutcomeRetry, Err: err.Error()}
	}
	httpReq, err := http.NewRequestWithContext(ctx, http.MethodPost, req.URL, bytes.NewReader(req.Body))
	if err != nil {
		return Attempt{Outcome: OutcomeRetry, Err: "build request: " + unwrapURLError(err).Error()}
	}
	httpReq.Header.Set("Content-Type", "application/json")
	httpReq.Header.Set(HeaderID, req.MsgID)
	httpReq.Header.Set(HeaderTimestamp, strconv.FormatInt(req.Timestamp.Unix(), 10))
	httpReq.Header.Set(HeaderSignature, sig)

	start := time.Now()
	resp, err := client.Do(httpReq)
	if err != nil {
		return Attempt{Outcome: OutcomeRetry, Latency: time.Since(start), Err: describeTransportError(err, client.Timeout)}
	}
	excerpt, readErr := readExcerpt(resp.Body)
	a := Attempt{
		StatusCode:      resp.StatusCode,
		Latency:         time.Since(start),
		ResponseExcerpt: excerpt,
		Outcome:         Classify(resp.StatusCode),
	}
	switch a.Outcome {
	case OutcomeSuccess:
		// The receiver accepted the event; a body cut short afterwards does not undo that.
	case OutcomeDisable:
		a.Err = DisabledReasonGone
	default:
		a.Err = "the endpoint answered " + statusText(resp.StatusCode)
		if loc := resp.Header.Get("Location"); loc != "" && resp.StatusCode >= 300 && resp.StatusCode < 400 {
			a.Err += " (redirects are not followed; Location: " + truncate(loc, 200) + ")"
		}
	}
	if readErr != nil && a.Outcome != OutcomeSuccess {
		a.Err += "; reading the response: " + describeTransportError(readErr, client.Timeout)
	}
	return a
}

// logExcerptLimit bounds the response excerpt in log lines; the stored attempt keeps up to ExcerptLimit.
const logExcerptLimit = 200

// LogValue makes an Attempt log as a group of outcome, status, latency_ms, error and the start of the response
// excerpt, so that every attempt is logged the same way: logger.Info("webhook attempt", "attempt", a).
func (a Attempt) LogValue() slog.Value {
	attrs := []slog.Attr{
		slog.String("outcome", a.Outcome.String()),
		slog.Int("status", a.StatusCode),
		slog.Int64("latency_ms", a.Latency.Milliseconds()),
	}
	if a.Err != "" {
		attrs = append(attrs, slog.String("error", a.Err))
	}
	if a.ResponseExcerpt != "" {
		attrs = append(attrs, slog.String("response_excerpt", truncate(a.ResponseExcerpt, logExcerptLimit)))
	}
	return slog.GroupValue(attrs...)
}

// Classify maps a response status to an outcome: 2xx is success, 410 Gone disables the endpoint, anything else
// (3xx included, since redirects are not followed) is retried.
func Classify(status int) Outcome {
	switch {
	case status >= 200 && status < 300:
		return OutcomeSuccess
	case status == http.StatusGone:
		return OutcomeDisable
	}
	return OutcomeRetry
}

// readExcerpt keeps the first ExcerptLimit bytes of body, discards up to drainLimit more so the connection can be
// reused, and closes it.
func readExcerpt(body io.ReadCloser) (string, error) {
	defer body.Close()
	buf, err := io.ReadAll(io.LimitReader(body, ExcerptLimit))
	if err == nil {
		_, err = io.Copy(io.Discard, io.LimitReader(body, drainLimit))
	}
	return validUTF8Prefix(buf), err
}

// validUTF8Prefix drops a rune the length limit cut in half, then replaces any other invalid bytes.
func validUTF8Prefix(b []byte) string {
	for i := len(b) - 1; i >= 0 && i >= len(b)-utf8.UTFMax; i-- {
		if utf8.RuneStart(b[i]) {
			if !utf8.FullRune(b[i:]) {
				b = b[:i]
			}
			break
		}
	}
	return strings.ToValidUTF8(string(b), "\uFFFD")
}

// describeTransportError turns a client error into a short message without the URL (which may carry a token and
// is logged separately), naming timeouts plainly.
func describeTransportError(err error, timeout time.Duration) string {
	var netErr net.Error
	if errors.Is(err, context.DeadlineExceeded) || (errors.As(err, &netErr) && netErr.Timeout()) {
		if timeout > 0 {
			return fmt.Sprintf("timed out after %s: %v", timeout, unwrapURLError(err))
		}
		return fmt.Sprintf("timed out: %v", unwrapURLError(err))
	}
	return unwrapURLError(err).Error()
}

// unwrapURLError drops the *url.Error layer that repeats the method and URL.
func unwrapURLError(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err
	}
	return err
}

// statusText renders a status such as "500 Internal Server Error".
func statusText(code int) string {
	if t := http.StatusText(code); t != "" {
		return strconv.Itoa(code) + " " + t
	}
	return strconv.Itoa(code)
}

// truncate shortens s to at most n bytes without splitting a rune.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}
