package vigil

import (
	"errors"
	"fmt"
)

// The error codes the API returns in its error envelope. The HTTP layer maps each to one status code.
const (
	CodeUnauthorized         = "UNAUTHORIZED"
	CodeForbidden            = "FORBIDDEN"
	CodeNotFound             = "NOT_FOUND"
	CodeMethodNotAllowed     = "METHOD_NOT_ALLOWED"
	CodeValidation           = "VALIDATION_ERROR"
	CodeInvalidJSON          = "INVALID_JSON"
	CodeInvalidCursor        = "INVALID_CURSOR"
	CodeConflict             = "CONFLICT"
	CodeIdempotencyKeyInUse  = "IDEMPOTENCY_KEY_IN_USE"
	CodeIdempotencyKeyReused = "IDEMPOTENCY_KEY_REUSED"
	CodePayloadTooLarge      = "PAYLOAD_TOO_LARGE"
	CodeUnsupportedMediaType = "UNSUPPORTED_MEDIA_TYPE"
	CodeRateLimited          = "RATE_LIMITED"
	CodeQuotaExceeded        = "QUOTA_EXCEEDED"
	CodeInternal             = "INTERNAL"
	// CodeServiceUnavailable answers a request this server cannot serve because it runs without what the
	// request needs (webhook deliveries on a server built without the delivery queue).
	CodeServiceUnavailable = "SERVICE_UNAVAILABLE"
)

// UnauthorizedMessage is the exact message of every UNAUTHORIZED error, whatever was wrong with the key, so
// that a caller learns nothing about which keys exist.
const UnauthorizedMessage = "Missing or invalid API key"

// ErrorCodes lists every error code, in the order of the API documentation.
var ErrorCodes = []string{
	CodeUnauthorized, CodeForbidden, CodeNotFound, CodeMethodNotAllowed, CodeValidation, CodeInvalidJSON, CodeInvalidCursor,
	CodeConflict, CodeIdempotencyKeyInUse, CodeIdempotencyKeyReused, CodePayloadTooLarge, CodeUnsupportedMediaType,
	CodeRateLimited, CodeQuotaExceeded, CodeInternal, CodeServiceUnavailable,
}

// Error is an error a client is meant to see: a machine-readable code, a human-readable message, and the
// request parameter at fault when there is one. Errors of any other type reach clients as INTERNAL.
type Error struct {
	Code    string
	Message string
	Param   string
}

// Error returns the message, prefixed with the parameter when there is one.
func (e *Error) Error() string {
	if e.Param != "" {
		return fmt.Sprintf("vigil error: code=%s param=%s message=%s", e.Code, e.Param, e.Message)
	}
	return fmt.Sprintf("vigil error: code=%s message=%s", e.Code, e.Message)
}

// Errorf returns an *Error with the code and a formatted message.
func Errorf(code string, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// ParamErrorf returns an *Error with the code, the parameter at fault and a formatted message.
func ParamErrorf(code, param string, format string, args ...any) *Error {
	return &Error{Code: code, Param: param, Message: fmt.Sprintf(format, args...)}
}

// ErrorCode returns the code of the first *Error in err's chain, "" for nil, and INTERNAL for any other error.
func ErrorCode(err error) string {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return CodeInternal
}

// ErrorMessage returns the message of the first *Error in err's chain, "" for nil, and a generic text for any
// other error (whose details are for the log, not for clients).
func ErrorMessage(err error) string {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Message
	}
	return "Internal error."
}

// ErrorParam returns the parameter of the first *Error in err's chain, or "".
func ErrorParam(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Param
	}
	return ""
}
