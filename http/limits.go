package http

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"strconv"
	"time"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/plan"
	"github.com/vigilsec/vigil/ratelimit"
	"github.com/vigilsec/vigil/store"
)

// The headers of idempotent requests.
const (
	// IdempotencyKeyHeader names a POST so that a retry replays the first response instead of acting twice.
	IdempotencyKeyHeader = "Idempotency-Key"
	// ReplayedHeader is "true" on a response replayed for a repeated Idempotency-Key.
	ReplayedHeader = "Idempotent-Replayed"
	// maxIdempotencyKey bounds the length of an Idempotency-Key.
	maxIdempotencyKey = 255
)

// scopeAny marks routes that any valid key may call, whatever its scopes.
const scopeAny vigil.Scope = "*"

// replayedHeaders are the response headers stored with an idempotent response and replayed: those that describe
// the result, not the exchange (Request-Id and the rate limit headers are the replaying request's own).
var replayedHeaders = []string{"Content-Type", "Location", "Cache-Control", "Etag"}

type rateResultKey struct{}

// planOf returns the limits of the organisation's plan; an organisation on a plan the server does not know gets
// the free plan's.
func (s *Server) planOf(org *vigil.Organization) plan.Plan {
	if p, ok := s.plans.Get(string(org.Plan)); ok {
		return p
	}
	p, _ := s.plans.Get(plan.Free)
	return p
}

// rateKey is the limiter key of an organisation's request budget: every key of the organisation shares it.
func rateKey(orgID string) string { return "org:" + orgID }

// withLimits wraps every authenticated handler in the organisation's limits, in this order:
//
//  1. the request rate: each request spends one token of the organisation's budget (GCRA, the plan's requests per
//     minute and burst) and carries the RateLimit headers; an empty budget is 429 RATE_LIMITED with Retry-After;
//  2. for POST with an Idempotency-Key, the replay of the first response, or the refusal of a reused or busy key;
//  3. the handler, whose QUOTA_EXCEEDED errors get a Retry-After until the quota resets.
//
// A conditional GET or HEAD (If-None-Match) is the exception to 1: its answer is computed first, and a 304 Not
// Modified spends nothing (it carries the headers of the budget as it is). Only when the answer is not a 304 does
// the request spend its token, and the computed answer is dropped for a 429 if the budget is empty. So that a client
// with an empty budget cannot make the server compute answers for free with made-up ETags, conditional requests
// that arrive while the budget is empty are computed only while a second budget of the same size lasts, from
// which each such answer that is not a 304 spends.
func (s *Server) withLimits(next handlerFunc) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		p := principalOf(r)
		pl := s.planOf(p.org)
		if (r.Method == http.MethodGet || r.Method == http.MethodHead) && r.Header.Get("If-None-Match") != "" && s.limiter != nil {
			return s.serveConditional(w, r, p, pl, next)
		}
		res, err := s.spend(w, r, p, pl)
		if err != nil {
			return err
		}
		if res != nil {
			r = r.WithContext(context.WithValue(r.Context(), rateResultKey{}, res))
		}
		if r.Method == http.MethodPost && r.Header.Get(IdempotencyKeyHeader) != "" {
			return s.serveIdempotent(w, r, p, pl, next)
		}
		return s.callLimited(w, r, next)
	}
}

// spend takes one token of the organisation's request budget and writes the rate limit headers. It returns
// RATE_LIMITED when the budget is empty. When the limiter fails (Redis unreachable), the request goes through
// without headers and the failure is logged: an outage of the limiter must not become an outage of the API.
func (s *Server) spend(w http.ResponseWriter, r *http.Request, p *principal, pl plan.Plan) (*ratelimit.Result, error) {
	if s.limiter == nil {
		return nil, nil
	}
	lim := pl.RequestLimit()
	res, err := s.limiter.Allow(r.Context(), rateKey(p.org.ID), lim)
	if err != nil {
		s.log.Warn("rate limiter failed; the request goes through", "err", err, "request_id", requestID(r.Context()))
		return nil, nil
	}
	res.WriteHeaders(w.Header(), plan.PolicyRequests, lim, s.now())
	if !res.Allowed {
		return nil, rateLimited(pl, res)
	}
	return &res, nil
}

// rateLimited is the error of a request over the organisation's request rate.
func rateLimited(pl plan.Plan, res ratelimit.Result) error {
	secs := max(int64((res.RetryAfter+time.Second-1)/time.Second), 1)
	return vigil.Errorf(vigil.CodeRateLimited,
		"Too many requests: the %s plan allows %d requests per minute with bursts of %d. Retry after %d seconds.",
		pl.Name, pl.RequestsPerMinute, pl.Burst, secs)
}

// serveConditional serves a GET or HEAD with If-None-Match; see withLimits.
func (s *Server) serveConditional(w http.ResponseWriter, r *http.Request, p *principal, pl plan.Plan, next handlerFunc) error {
	lim := pl.RequestLimit()
	key := rateKey(p.org.ID)
	peek, err := s.limiter.Peek(r.Context(), key, lim)
	if err != nil {
		s.log.Warn("rate limiter failed; the request goes through", "err", err, "request_id", requestID(r.Context()))
		return s.callLimited(w, r, next)
	}
	guardKey := key + ":revalidate"
	if !peek.Allowed {
		// The budget is empty: the answer is only computed while the second budget lasts, which only answers
		// that are not 304s spend.
		if guard, err := s.limiter.Peek(r.Context(), guardKey, lim); err == nil && !guard.Allowed {
			peek.WriteHeaders(w.Header(), plan.PolicyRequests, lim, s.now())
			return rateLimited(pl, peek)
		}
	}
	rec := newRecorder()
	if err := s.callLimited(rec, r, next); err != nil {
		s.writeError(rec, r, err)
	}
	if rec.status == http.StatusNotModified {
		peek.WriteHeaders(w.Header(), plan.PolicyRequests, lim, s.now())
		rec.flush(w)
		return nil
	}
	if _, err := s.spend(w, r, p, pl); err != nil {
		if !peek.Allowed {
			_, _ = s.limiter.Allow(r.Context(), guardKey, lim)
		}
		return err
	}
	rec.flush(w)
	return nil
}

// callLimited calls the handler; a QUOTA_EXCEEDED error gets a Retry-After until the monthly quota resets.
func (s *Server) callLimited(w http.ResponseWriter, r *http.Request, next handlerFunc) error {
	err := next(w, r)
	if vigil.ErrorCode(err) == vigil.CodeQuotaExceeded {
		now := s.now()
		secs := max(int64(vigil.NextMonthStart(now).Sub(now)/time.Second), 1)
		w.Header().Set(ratelimit.HeaderRetryAfter, strconv.FormatInt(secs, 10))
	}
	return err
}

// serveIdempotent serves a POST with an Idempotency-Key: the first request with a key runs and its response is
// kept for 24 hours; the same request again gets that response replayed, with Idempotent-Replayed: true. The
// request is identified by its method, path, query, content type and body, byte for byte. Only successes (2xx)
// are kept: after an error the key is released, and a retry runs afresh (and gets its own request id).
func (s *Server) serveIdempotent(w http.ResponseWriter, r *http.Request, p *principal, pl plan.Plan, next handlerFunc) error {
	key := r.Header.Get(IdempotencyKeyHeader)
	if err := checkIdempotencyKey(key); err != nil {
		return err
	}
	body, err := readBody(w, r, max(pl.MaxUploadBytes, maxJSONBody))
	if err != nil {
		return err
	}
	hash := requestHash(r, body)
	stored, err := s.store.BeginIdempotentRequest(r.Context(), p.org.ID, key, hash, s.now())
	if err != nil {
		return err
	}
	if stored != nil {
		for name, vals := range stored.Header {
			w.Header()[name] = vals
		}
		w.Header().Set(ReplayedHeader, "true")
		w.WriteHeader(stored.Status)
		_, _ = w.Write(stored.Body)
		return nil
	}
	r.Body = io.NopCloser(bytes.NewReader(body))
	r.ContentLength = int64(len(body))
	tw := &teeWriter{ResponseWriter: w}
	settled := false
	// The key is released if the handler panics, so that a retry is not refused with IDEMPOTENCY_KEY_IN_USE.
	defer func() {
		if !settled {
			s.settleIdempotent(r, p.org.ID, key, nil)
		}
	}()
	if err := s.callLimited(tw, r, next); err != nil {
		s.writeError(tw, r, err)
	}
	settled = true
	s.settleIdempotent(r, p.org.ID, key, tw)
	return nil
}

// settleIdempotent stores the response of the request holding key when it is a success, and releases the key
// otherwise (an error, or no response at all after a panic).
func (s *Server) settleIdempotent(r *http.Request, orgID, key string, tw *teeWriter) {
	ctx := context.WithoutCancel(r.Context())
	var err error
	if tw == nil || tw.status < 200 || tw.status >= 300 {
		err = s.store.ReleaseIdempotentRequest(ctx, orgID, key)
	} else {
		header := map[string][]string{}
		for _, name := range replayedHeaders {
			if v := tw.header.Values(name); len(v) > 0 {
				header[name] = v
			}
		}
		err = s.store.FinishIdempotentRequest(ctx, orgID, key, store.IdempotentResponse{Status: tw.status, Header: header, Body: tw.body.Bytes()})
		if err != nil {
			// Not kept: better a retry that runs again than one refused as in progress until the lock times out.
			err = errors.Join(err, s.store.ReleaseIdempotentRequest(ctx, orgID, key))
		}
	}
	if err != nil {
		s.log.Error("cannot settle an idempotency key", "err", err, "request_id", requestID(r.Context()))
	}
}

// checkIdempotencyKey accepts 1 to 255 printable ASCII characters (UUIDs being the usual choice).
func checkIdempotencyKey(key string) error {
	bad := len(key) > maxIdempotencyKey
	for i := 0; i < len(key) && !bad; i++ {
		bad = key[i] < 0x21 || key[i] > 0x7e
	}
	if bad {
		return vigil.ParamErrorf(vigil.CodeValidation, IdempotencyKeyHeader,
			"The Idempotency-Key must be 1 to %d printable ASCII characters without spaces, such as a UUID.", maxIdempotencyKey)
	}
	return nil
}

// readBody reads the whole request body, up to limit bytes.
func readBody(w http.ResponseWriter, r *http.Request, limit int64) ([]byte, error) {
	if r.ContentLength > limit {
		return nil, tooLarge(limit)
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		return nil, tooLarge(limit)
	}
	if err != nil {
		return nil, vigil.Errorf(vigil.CodeInvalidJSON, "The body could not be read.")
	}
	return body, nil
}

// tooLarge is the error of a body over the plan's upload limit.
func tooLarge(limit int64) error {
	return vigil.Errorf(vigil.CodePayloadTooLarge, "The body is larger than the plan's limit of %d bytes.", limit)
}

// requestHash identifies a request for its Idempotency-Key: method, path and query, media type and body. A
// multipart body is hashed part by part (field name, file name, content type and content) rather than byte for
// byte, because clients such as curl draw a new boundary for every attempt of the same upload.
func requestHash(r *http.Request, body []byte) []byte {
	h := sha256.New()
	field := func(s string) {
		io.WriteString(h, strconv.Itoa(len(s)))
		h.Write([]byte{':'})
		io.WriteString(h, s)
	}
	field(r.Method)
	field(r.URL.Path)
	field(r.URL.RawQuery)
	media, params, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil {
		field(r.Header.Get("Content-Type"))
		field(string(body))
		return h.Sum(nil)
	}
	field(media)
	if media == "multipart/form-data" && params["boundary"] != "" {
		if sum, ok := multipartHash(body, params["boundary"]); ok {
			h.Write(sum)
			return h.Sum(nil)
		}
	}
	field(string(body))
	return h.Sum(nil)
}

// multipartHash hashes the parts of a multipart body; ok is false when the body is not well-formed multipart,
// which is then hashed byte for byte (and refused by the handler).
func multipartHash(body []byte, boundary string) (sum []byte, ok bool) {
	h := sha256.New()
	mr := multipart.NewReader(bytes.NewReader(body), boundary)
	for {
		part, err := mr.NextRawPart()
		if errors.Is(err, io.EOF) {
			return h.Sum(nil), true
		}
		if err != nil {
			return nil, false
		}
		content, err := io.ReadAll(part)
		if err != nil {
			return nil, false
		}
		for _, s := range []string{part.FormName(), part.FileName(), part.Header.Get("Content-Type"), string(content)} {
			io.WriteString(h, strconv.Itoa(len(s)))
			h.Write([]byte{':'})
			io.WriteString(h, s)
		}
	}
}

// teeWriter passes a response through and keeps a copy of its status, headers and body.
type teeWriter struct {
	http.ResponseWriter
	status int
	header http.Header
	body   bytes.Buffer
}

func (t *teeWriter) WriteHeader(code int) {
	if t.status == 0 {
		t.status = code
		t.header = t.ResponseWriter.Header().Clone()
	}
	t.ResponseWriter.WriteHeader(code)
}

func (t *teeWriter) Write(b []byte) (int, error) {
	if t.status == 0 {
		t.WriteHeader(http.StatusOK)
	}
	t.body.Write(b)
	return t.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (t *teeWriter) Unwrap() http.ResponseWriter { return t.ResponseWriter }

// recorder holds a whole response until it is known whether to send it.
type recorder struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func newRecorder() *recorder { return &recorder{header: http.Header{}} }

func (rec *recorder) Header() http.Header { return rec.header }

func (rec *recorder) WriteHeader(code int) {
	if rec.status == 0 {
		rec.status = code
	}
}

func (rec *recorder) Write(b []byte) (int, error) {
	if rec.status == 0 {
		rec.status = http.StatusOK
	}
	return rec.body.Write(b)
}

// flush sends the recorded response to w.
func (rec *recorder) flush(w http.ResponseWriter) {
	for name, vals := range rec.header {
		w.Header()[name] = vals
	}
	if rec.status == 0 {
		rec.status = http.StatusOK
	}
	w.WriteHeader(rec.status)
	_, _ = w.Write(rec.body.Bytes())
}

// limitsBody is the response of GET /limits: the caller's plan, each of its limits and what is used of it.
type limitsBody struct {
	Object          string              `json:"object"`
	Plan            string              `json:"plan"`
	Requests        requestLimitBody    `json:"requests"`
	ConcurrentScans concurrentLimitBody `json:"concurrent_scans"`
	ScansPerMonth   monthlyLimitBody    `json:"scans_per_month"`
	Upload          uploadLimitBody     `json:"upload"`
}

type requestLimitBody struct {
	PerMinute int `json:"per_minute"`
	Burst     int `json:"burst"`
	// Remaining and ResetAt are null when the server runs without a rate limiter.
	Remaining *int       `json:"remaining"`
	ResetAt   *time.Time `json:"reset_at"`
}

type concurrentLimitBody struct {
	Limit   int `json:"limit"`
	Running int `json:"running"`
}

type monthlyLimitBody struct {
	Limit     int       `json:"limit"`
	Used      int       `json:"used"`
	Remaining int       `json:"remaining"`
	ResetsAt  time.Time `json:"resets_at"`
}

type uploadLimitBody struct {
	MaxBytes int64 `json:"max_bytes"`
	MaxFiles int   `json:"max_files"`
}

// getLimits handles GET /limits. Any valid key may call it. It is a request like any other: it spends a token,
// and reports the budget after that.
func (s *Server) getLimits(w http.ResponseWriter, r *http.Request) error {
	p := principalOf(r)
	pl := s.planOf(p.org)
	now := s.now()
	usage, err := s.store.Usage(r.Context(), p.org.ID, now)
	if err != nil {
		return err
	}
	body := limitsBody{
		Object: "limits",
		Plan:   pl.Name,
		Requests: requestLimitBody{
			PerMinute: pl.RequestsPerMinute,
			Burst:     pl.Burst,
		},
		ConcurrentScans: concurrentLimitBody{Limit: pl.ConcurrentScans, Running: usage.RunningScans},
		ScansPerMonth: monthlyLimitBody{
			Limit: pl.ScansPerMonth, Used: usage.ScansThisMonth,
			Remaining: max(pl.ScansPerMonth-usage.ScansThisMonth, 0), ResetsAt: vigil.NextMonthStart(now),
		},
		Upload: uploadLimitBody{MaxBytes: pl.MaxUploadBytes, MaxFiles: pl.MaxUploadFiles},
	}
	res, _ := r.Context().Value(rateResultKey{}).(*ratelimit.Result)
	if res == nil && s.limiter != nil {
		if peek, err := s.limiter.Peek(r.Context(), rateKey(p.org.ID), pl.RequestLimit()); err == nil {
			res = &peek
		}
	}
	if res != nil {
		reset := now.Add(res.ResetAfter).UTC().Truncate(time.Second)
		if res.ResetAfter%time.Second != 0 || now.Nanosecond() != 0 {
			reset = reset.Add(time.Second)
		}
		body.Requests.Remaining, body.Requests.ResetAt = &res.Remaining, &reset
	}
	return writeJSON(w, r, http.StatusOK, body)
}
