package http

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"runtime/debug"
	"strings"
	"time"

	"github.com/vigilsec/vigil"
)

// RequestIDHeader carries the request id on every response (and is accepted on requests).
const RequestIDHeader = "Request-Id"

type requestInfoKey struct{}

// requestInfo is what the middleware learns about a request as it runs, for the log line.
type requestInfo struct {
	id    string
	route string
	keyID string
}

func infoFrom(ctx context.Context) *requestInfo {
	info, _ := ctx.Value(requestInfoKey{}).(*requestInfo)
	return info
}

func requestID(ctx context.Context) string {
	if info := infoFrom(ctx); info != nil {
		return info.id
	}
	return ""
}

// withRequestID gives every request an id, taken from a well-formed Request-Id header or made up, and
// returns it on the response.
func (s *Server) withRequestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get(RequestIDHeader)
		if !validRequestID(id) {
			var b [12]byte
			_, _ = rand.Read(b[:])
			id = "req_" + hex.EncodeToString(b[:])
		}
		w.Header().Set(RequestIDHeader, id)
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), requestInfoKey{}, &requestInfo{id: id})))
	})
}

func validRequestID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for _, c := range id {
		if !(c == '-' || c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

// statusWriter remembers the status written, for the log line and for panic recovery.
type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// withLogging writes one line per request: method, route, status, duration, request id and key id — never
// the key itself, a secret, or uploaded source — and counts the request in the metrics.
func (s *Server) withLogging(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w}
		next.ServeHTTP(sw, r)
		info := infoFrom(r.Context())
		route := info.route
		if route == "" {
			route = "unmatched"
		}
		d := time.Since(start)
		s.log.Info("request", "method", r.Method, "route", route, "status", sw.status,
			"duration", d, "request_id", info.id, "key_id", info.keyID)
		s.metrics.observe(route, r.Method, sw.status, d)
	})
}

// withRecover turns a panic in a handler into a 500 INTERNAL response and a logged stack trace.
func (s *Server) withRecover(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sw := &statusWriter{ResponseWriter: w}
		defer func() {
			v := recover()
			if v == nil {
				return
			}
			if v == http.ErrAbortHandler {
				panic(v)
			}
			s.log.Error("panic serving request", "panic", fmt.Sprint(v), "stack", string(debug.Stack()),
				"request_id", requestID(r.Context()))
			if sw.status == 0 {
				s.writeError(sw, r, fmt.Errorf("panic: %v", v))
			}
		}()
		next.ServeHTTP(sw, r)
	})
}

// route dispatches to the mux, answering unknown paths with 404 NOT_FOUND and known paths with another
// method with 405 METHOD_NOT_ALLOWED and an Allow header, both in the error envelope.
func (s *Server) route(w http.ResponseWriter, r *http.Request) {
	h, pattern := s.mux.Handler(r)
	if pattern != "" {
		s.mux.ServeHTTP(w, r)
		return
	}
	probe := &headerProbe{header: http.Header{}}
	h.ServeHTTP(probe, r)
	switch {
	case probe.status == http.StatusMethodNotAllowed:
		w.Header().Set("Allow", probe.header.Get("Allow"))
		s.writeError(w, r, vigil.Errorf(vigil.CodeMethodNotAllowed, "The method %s is not allowed here; allowed: %s.",
			r.Method, probe.header.Get("Allow")))
	case probe.status >= 300 && probe.status < 400:
		// The mux cleans paths with a redirect; let it answer.
		s.mux.ServeHTTP(w, r)
	default:
		s.writeError(w, r, vigil.Errorf(vigil.CodeNotFound, "There is nothing at %s.", r.URL.Path))
	}
}

// headerProbe records what the mux's fallback handler would answer, without sending it.
type headerProbe struct {
	header http.Header
	status int
}

func (p *headerProbe) Header() http.Header         { return p.header }
func (p *headerProbe) Write(b []byte) (int, error) { return len(b), nil }
func (p *headerProbe) WriteHeader(code int)        { p.status = code }

type principalKey struct{}

// principal is the authenticated caller.
type principal struct {
	key *vigil.APIKey
	org *vigil.Organization
}

// principalOf returns the caller of an authenticated route.
func principalOf(r *http.Request) *principal {
	p, _ := r.Context().Value(principalKey{}).(*principal)
	return p
}

// authenticate checks the bearer key and its scope. Every failure of the key itself is the same 401, with a nil
// principal. A valid key that lacks the scope returns its principal together with the FORBIDDEN error, so that
// the refusal counts against the organisation's request rate and carries its headers.
func (s *Server) authenticate(r *http.Request, scope vigil.Scope) (*principal, error) {
	unauthorized := vigil.Errorf(vigil.CodeUnauthorized, vigil.UnauthorizedMessage)
	h := r.Header.Get("Authorization")
	scheme, token, ok := strings.Cut(h, " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") || strings.TrimSpace(token) == "" {
		return nil, unauthorized
	}
	key, org, err := s.store.Authenticate(r.Context(), strings.TrimSpace(token))
	if err != nil {
		var ve *vigil.Error
		if errors.As(err, &ve) {
			return nil, unauthorized
		}
		return nil, fmt.Errorf("authenticate: %w", err)
	}
	if info := infoFrom(r.Context()); info != nil {
		info.keyID = key.ID
	}
	if scope != scopeAny && !key.HasScope(scope) {
		return &principal{key: key, org: org}, vigil.Errorf(vigil.CodeForbidden, "This API key lacks the scope %s.", scope)
	}
	return &principal{key: key, org: org}, nil
}
