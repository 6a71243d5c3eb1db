package ratelimit

import (
	"net/http"
	"strconv"
	"time"
)

// The header names WriteHeaders sets, in the canonical form net/http keeps them in (header names are
// case-insensitive on the wire).
const (
	HeaderPolicy     = "Ratelimit-Policy"      // RateLimit-Policy (IETF draft-ietf-httpapi-ratelimit-headers)
	HeaderRateLimit  = "Ratelimit"             // RateLimit (same draft)
	HeaderLimit      = "X-Ratelimit-Limit"     // X-RateLimit-Limit
	HeaderRemaining  = "X-Ratelimit-Remaining" // X-RateLimit-Remaining
	HeaderReset      = "X-Ratelimit-Reset"     // X-RateLimit-Reset, epoch seconds
	HeaderRetryAfter = "Retry-After"
)

// WriteHeaders sets the rate limit headers of a response in h for the decision r made under l:
//
//	RateLimit-Policy: "<policyName>";q=<Burst>;w=<Window in seconds>
//	RateLimit: "<policyName>";r=<Remaining>;t=<seconds until the bucket is full>
//	X-RateLimit-Limit: <Burst>
//	X-RateLimit-Remaining: <Remaining>
//	X-RateLimit-Reset: <epoch seconds at which the bucket is full>
//	Retry-After: <seconds>                          (only when r is not Allowed)
//
// The quota q is the burst, not Rate: it is what a client may spend at once, so r and X-RateLimit-Remaining never
// exceed q and X-RateLimit-Limit, and t and X-RateLimit-Reset say when r is back at q. The window w is the time
// the bucket takes to refill completely (Burst*Period/Rate), so q/w is the sustained rate when that is whole
// seconds; otherwise w is rounded up. For 60 requests a minute with a burst of 20:
// RateLimit-Policy: "requests";q=20;w=20. Durations are rounded up to whole seconds, and Retry-After is at least
// 1 so that a client that honours it is not refused again.
//
// policyName should be printable ASCII; quotes and backslashes are escaped, other bytes dropped. If l is not a
// valid Limit, WriteHeaders writes nothing.
func (r Result) WriteHeaders(h http.Header, policyName string, l Limit, now time.Time) {
	if l.Validate() != nil {
		return
	}
	remaining := max(r.Remaining, 0)
	resetAt := now.Add(r.ResetAfter)
	resetEpoch := resetAt.Unix()
	if resetAt.Nanosecond() != 0 {
		resetEpoch++
	}

	// All values go into one buffer and one string, sliced per header, to keep allocations per response low.
	var (
		arr  [160]byte
		ends [6]int
	)
	buf := arr[:0]
	buf = appendQuoted(buf, policyName)
	buf = append(buf, ";q="...)
	buf = strconv.AppendInt(buf, int64(l.Burst), 10)
	buf = append(buf, ";w="...)
	buf = strconv.AppendInt(buf, max(ceilSeconds(l.Window()), 1), 10)
	ends[0] = len(buf)
	buf = appendQuoted(buf, policyName)
	buf = append(buf, ";r="...)
	buf = strconv.AppendInt(buf, int64(remaining), 10)
	buf = append(buf, ";t="...)
	buf = strconv.AppendInt(buf, ceilSeconds(r.ResetAfter), 10)
	ends[1] = len(buf)
	buf = strconv.AppendInt(buf, int64(l.Burst), 10)
	ends[2] = len(buf)
	buf = strconv.AppendInt(buf, int64(remaining), 10)
	ends[3] = len(buf)
	buf = strconv.AppendInt(buf, resetEpoch, 10)
	ends[4] = len(buf)
	n := 5
	if !r.Allowed {
		buf = strconv.AppendInt(buf, max(ceilSeconds(r.RetryAfter), 1), 10)
		ends[5] = len(buf)
		n = 6
	}

	s := string(buf)
	vals := make([]string, n)
	names := [6]string{HeaderPolicy, HeaderRateLimit, HeaderLimit, HeaderRemaining, HeaderReset, HeaderRetryAfter}
	start := 0
	for i := range n {
		vals[i] = s[start:ends[i]]
		start = ends[i]
		h[names[i]] = vals[i : i+1 : i+1]
	}
}

// ceilSeconds returns d in whole seconds, rounded up; 0 for zero or negative d.
func ceilSeconds(d time.Duration) int64 {
	if d <= 0 {
		return 0
	}
	secs := int64(d / time.Second)
	if d%time.Second != 0 {
		secs++
	}
	return secs
}

// appendQuoted appends s as a structured-field string (RFC 8941): in double quotes, with '"' and '\' escaped and
// bytes outside printable ASCII dropped.
func appendQuoted(buf []byte, s string) []byte {
	buf = append(buf, '"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			buf = append(buf, '\\', c)
		case c >= 0x20 && c <= 0x7e:
			buf = append(buf, c)
		}
	}
	return append(buf, '"')
}
