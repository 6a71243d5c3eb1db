package store

import (
	"bytes"
	"context"
	"errors"
	"time"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/plan"
)

// ErrNoScanSlot is returned (wrapped) by StartScan when the scan's organisation already runs as many scans as its
// plan allows; the scan stays queued and the worker tries again a little later.
var ErrNoScanSlot = errors.New("the organisation already runs as many scans as its plan allows")

// LimitService enforces the limits of plans that need the database: the monthly scan quota, counted in the
// transaction that creates a scan (CreateContract with a scan, CreateScan), and the concurrent running scans,
// checked and taken atomically by StartScan.
type LimitService interface {
	// SetPlans sets the plans whose limits the store enforces. Call it once, before serving; until then (or for
	// an organisation whose plan the set lacks) no scan limit applies, though scans are still counted.
	SetPlans(plans plan.Set)
	// Usage returns the organisation's running scans and the scans it created in the calendar month of now.
	Usage(ctx context.Context, orgID string, now time.Time) (vigil.Usage, error)
}

// How long idempotency keys live.
const (
	// IdempotencyTTL is how long the response to a request with an Idempotency-Key is kept and replayed.
	IdempotencyTTL = 24 * time.Hour
	// IdempotencyLockTimeout is how long a request may hold its key in progress; after that it is taken to
	// have died with its process, and a retry may run it again.
	IdempotencyLockTimeout = 5 * time.Minute
)

// IdempotentResponse is a stored response, replayed for a repeated request.
type IdempotentResponse struct {
	Status int
	// Header holds only the headers that describe the result (Content-Type, Location, …), not those of the
	// exchange (Request-Id, rate limits).
	Header map[string][]string
	Body   []byte
}

// IdempotencyService keeps, per organisation, the keys of requests sent with an Idempotency-Key header and the
// responses they got.
type IdempotencyService interface {
	// BeginIdempotentRequest claims key for a request whose method, path and body hash to requestHash. It returns
	// (nil, nil) when the caller now holds the key and must run the request and then Finish or Release it; the
	// stored response when the same request already completed; IDEMPOTENCY_KEY_REUSED when the key was used with
	// another request; and IDEMPOTENCY_KEY_IN_USE while the first request still runs. Keys older than
	// IdempotencyTTL at now count as unused, and so do keys held longer than IdempotencyLockTimeout.
	BeginIdempotentRequest(ctx context.Context, orgID, key string, requestHash []byte, now time.Time) (*IdempotentResponse, error)
	// FinishIdempotentRequest stores the response of a request holding key, to be replayed.
	FinishIdempotentRequest(ctx context.Context, orgID, key string, resp IdempotentResponse) error
	// ReleaseIdempotentRequest forgets a key held by a request that should not be replayed (it failed in a way
	// a retry may fix), so that a retry runs afresh.
	ReleaseIdempotentRequest(ctx context.Context, orgID, key string) error
	// PurgeIdempotencyKeys deletes every key that expired at now and returns how many it deleted.
	PurgeIdempotencyKeys(ctx context.Context, now time.Time) (int, error)
}

// IdempotencyRecord is a stored idempotency key, as an implementation reads it back when a request finds its key
// taken.
type IdempotencyRecord struct {
	// RequestHash is the hash of the request that took the key.
	RequestHash []byte
	// Done reports whether that request finished; Response is then its response.
	Done     bool
	Response IdempotentResponse
	// LockedAt is when the request in progress took the key.
	LockedAt time.Time
}

// Decide is the one rule of every implementation for a request with requestHash that finds key taken at now:
// the stored response when it is the same request and it finished; IDEMPOTENCY_KEY_REUSED for another request;
// reclaim when the first request has held the key longer than IdempotencyLockTimeout (its process died); and
// IDEMPOTENCY_KEY_IN_USE otherwise.
func (rec IdempotencyRecord) Decide(key string, requestHash []byte, now time.Time) (resp *IdempotentResponse, reclaim bool, err error) {
	switch {
	case !bytes.Equal(requestHash, rec.RequestHash):
		return nil, false, vigil.ParamErrorf(vigil.CodeIdempotencyKeyReused, "Idempotency-Key",
			"The Idempotency-Key %q was already used with a different request; use a new key for a new request.", key)
	case rec.Done:
		r := rec.Response
		if r.Header == nil {
			r.Header = map[string][]string{}
		}
		if r.Body == nil {
			r.Body = []byte{}
		}
		return &r, false, nil
	case !rec.LockedAt.After(now.Add(-IdempotencyLockTimeout)):
		return nil, true, nil
	default:
		return nil, false, vigil.ParamErrorf(vigil.CodeIdempotencyKeyInUse, "Idempotency-Key",
			"A request with the Idempotency-Key %q is still in progress; retry once it has finished.", key)
	}
}
