package http

import (
	"net/http"
	"strings"

	"github.com/vigilsec/vigil"
)

// statusOf is the one table from error code to HTTP status.
var statusOf = map[string]int{
	vigil.CodeUnauthorized:         http.StatusUnauthorized,
	vigil.CodeForbidden:            http.StatusForbidden,
	vigil.CodeNotFound:             http.StatusNotFound,
	vigil.CodeMethodNotAllowed:     http.StatusMethodNotAllowed,
	vigil.CodeValidation:           http.StatusBadRequest,
	vigil.CodeInvalidJSON:          http.StatusBadRequest,
	vigil.CodeInvalidCursor:        http.StatusBadRequest,
	vigil.CodeConflict:             http.StatusConflict,
	vigil.CodeIdempotencyKeyInUse:  http.StatusConflict,
	vigil.CodeIdempotencyKeyReused: http.StatusUnprocessableEntity,
	vigil.CodePayloadTooLarge:      http.StatusRequestEntityTooLarge,
	vigil.CodeUnsupportedMediaType: http.StatusUnsupportedMediaType,
	vigil.CodeRateLimited:          http.StatusTooManyRequests,
	vigil.CodeQuotaExceeded:        http.StatusTooManyRequests,
	vigil.CodeInternal:             http.StatusInternalServerError,
	vigil.CodeServiceUnavailable:   http.StatusServiceUnavailable,
}

// errorCodes lists every code the API gives.
var errorCodes = vigil.ErrorCodes

// StatusOf returns the HTTP status of an error code (500 for an unknown one).
func StatusOf(code string) int {
	if s, ok := statusOf[code]; ok {
		return s
	}
	return http.StatusInternalServerError
}

// ErrorBody is the error envelope: {"error": {...}}.
type ErrorBody struct {
	Error ErrorDetail `json:"error"`
}

// ErrorDetail is the inside of the error envelope.
type ErrorDetail struct {
	Code      string `json:"code"`
	Message   string `json:"message"`
	Param     string `json:"param,omitempty"`
	RequestID string `json:"request_id"`
}

// writeError writes err in the envelope with its status. Errors that are not *vigil.Error are logged with
// the request id and reach the client as INTERNAL without details.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	code := vigil.ErrorCode(err)
	rid := requestID(r.Context())
	if code == vigil.CodeInternal {
		s.log.Error("internal error", "err", err, "request_id", rid, "method", r.Method, "path", r.URL.Path)
	}
	switch code {
	case vigil.CodeUnauthorized:
		w.Header().Set("WWW-Authenticate", `Bearer realm="vigil"`)
	}
	w.Header().Del("ETag")
	_ = writeJSON(w, r, StatusOf(code), ErrorBody{Error: ErrorDetail{
		Code: code, Message: messageSentence(code, vigil.ErrorMessage(err), vigil.ErrorParam(err)), Param: vigil.ErrorParam(err), RequestID: rid,
	}})
}

// messageSentence makes every message a sentence, whichever package wrote it: a capital first letter and a
// final period. A message that starts with the parameter's own name keeps it as written, since it is an
// identifier the client sends ("expires_at must be in the future."). UNAUTHORIZED keeps the exact text the API
// documents.
func messageSentence(code, msg, param string) string {
	if code == vigil.CodeUnauthorized {
		return msg
	}
	if param != "" && strings.HasPrefix(msg, param) && (len(msg) == len(param) || msg[len(param)] == ' ') {
		if !strings.HasSuffix(msg, ".") {
			msg += "."
		}
		return msg
	}
	return sentence(msg)
}
