package webhook

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/vigilsec/vigil"
)

// Event types a webhook can subscribe to.
const (
	EventScanCompleted = "scan.completed"
	EventScanFailed    = "scan.failed"
	EventPing          = "webhook.ping"
)

// MaxEndpointsPerOrganization is how many webhooks one organisation may register. The service enforces it, since
// only it can count.
const MaxEndpointsPerOrganization = 20

// KnownEvents returns the event types a webhook can subscribe to, in a fixed order.
func KnownEvents() []string {
	return []string{EventScanCompleted, EventScanFailed, EventPing}
}

// ValidationError reports a registration field that is not acceptable. The HTTP layer maps it to a
// VALIDATION_ERROR with param set to Field.
type ValidationError struct {
	// Field is the request field at fault: "url" or "events".
	Field string
	// Message says what is wrong, in words a user can act on.
	Message string
}

// Error returns the message prefixed with the field name.
func (e *ValidationError) Error() string { return e.Field + ": " + e.Message }

// ValidateEvents checks the events list of a registration: at least one entry, each a known event type, no
// duplicates. The error is a *ValidationError naming the first offending event.
func ValidateEvents(events []string) error {
	if len(events) == 0 {
		return &ValidationError{Field: "events", Message: "at least one event is required (known: " + strings.Join(KnownEvents(), ", ") + ")"}
	}
	known := KnownEvents()
	for i, e := range events {
		if !slices.Contains(known, e) {
			return &ValidationError{Field: "events", Message: fmt.Sprintf("unknown event %q (known: %s)", e, strings.Join(known, ", "))}
		}
		if slices.Contains(events[:i], e) {
			return &ValidationError{Field: "events", Message: fmt.Sprintf("event %q is listed twice", e)}
		}
	}
	return nil
}

// Subscribes reports whether a webhook registered for events should receive an event of type typ. A ping is
// always delivered: it is sent on request to one endpoint, to test it.
func Subscribes(events []string, typ string) bool {
	return typ == EventPing || slices.Contains(events, typ)
}

// Event is one notification. Its JSON form is the delivery body, {"type", "timestamp", "data"}; ID travels in the
// webhook-id header instead, and stays the same on every retry.
type Event struct {
	// ID is the webhook-id of every delivery of this event.
	ID string `json:"-"`
	// Type is one of the Event… constants.
	Type string `json:"type"`
	// Timestamp is when the event happened; it is written in RFC 3339, UTC.
	Timestamp time.Time `json:"timestamp"`
	// Data is the event's subject: ScanData for scan events, PingData for a ping. ParseEvent leaves the data of an
	// unknown type as json.RawMessage.
	Data any `json:"data"`
}

// ScanData is the data of scan.completed and scan.failed. Summary and Error are the scan resource's own, so that a
// CI gate can decide from the delivery alone, with the JSON it already knows from GET /scans/{id}.
type ScanData struct {
	// ScanID is the scan's id (scn_…).
	ScanID string `json:"scan_id"`
	// ContractID is the scanned contract's id (ctr_…).
	ContractID string `json:"contract_id"`
	// Status is the scan's final status: completed or failed.
	Status vigil.ScanStatus `json:"status"`
	// Summary counts the scan's findings; all zero for a failed scan.
	Summary vigil.ScanSummary `json:"summary"`
	// Error says why a failed scan failed; absent otherwise.
	Error *vigil.ScanError `json:"error,omitempty"`
}

// ScanEvent returns the event announcing that scan s has finished: scan.completed or scan.failed after its
// status, timestamped with the scan's completion time (or at, when that is unset). Other statuses are an error,
// since no event announces them.
func ScanEvent(msgID string, s *vigil.Scan, at time.Time) (Event, error) {
	if s == nil {
		return Event{}, errors.New("scan event: no scan")
	}
	var typ string
	switch s.Status {
	case vigil.ScanCompleted:
		typ = EventScanCompleted
	case vigil.ScanFailed:
		typ = EventScanFailed
	default:
		return Event{}, fmt.Errorf("scan event: scan %s is %s; only completed and failed scans are announced", s.ID, s.Status)
	}
	if s.CompletedAt != nil && !s.CompletedAt.IsZero() {
		at = *s.CompletedAt
	}
	return Event{
		ID:        msgID,
		Type:      typ,
		Timestamp: at,
		Data: ScanData{
			ScanID:     s.ID,
			ContractID: s.ContractID,
			Status:     s.Status,
			Summary:    s.Summary,
			Error:      s.Error,
		},
	}, nil
}

// PingData is the data of webhook.ping.
type PingData struct {
	// WebhookID is the id (whk_…) of the webhook being tested.
	WebhookID string `json:"webhook_id"`
}

// MarshalJSON writes the delivery body with the timestamp in UTC.
func (e Event) MarshalJSON() ([]byte, error) {
	type plain Event // drops the method, avoiding recursion
	p := plain(e)
	p.Timestamp = p.Timestamp.UTC()
	return json.Marshal(p)
}

// Body returns the delivery body of the event, checking first that it has a known type and a timestamp.
func (e Event) Body() ([]byte, error) {
	if !slices.Contains(KnownEvents(), e.Type) {
		return nil, fmt.Errorf("webhook event body: unknown event type %q", e.Type)
	}
	if e.Timestamp.IsZero() {
		return nil, errors.New("webhook event body: no timestamp")
	}
	b, err := json.Marshal(e)
	if err != nil {
		return nil, fmt.Errorf("webhook event body: %w", err)
	}
	return b, nil
}

// ParseEvent decodes a delivery body. Data becomes ScanData or PingData for known types and json.RawMessage for
// others, so a receiver keeps working when new event types appear. ID is left empty: it is in the webhook-id
// header.
func ParseEvent(body []byte) (Event, error) {
	var raw struct {
		Type      string          `json:"type"`
		Timestamp time.Time       `json:"timestamp"`
		Data      json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal(body, &raw); err != nil {
		return Event{}, fmt.Errorf("parse webhook event: %w", err)
	}
	if raw.Type == "" {
		return Event{}, errors.New("parse webhook event: no type")
	}
	e := Event{Type: raw.Type, Timestamp: raw.Timestamp}
	var target any
	switch raw.Type {
	case EventScanCompleted, EventScanFailed:
		target = &ScanData{}
	case EventPing:
		target = &PingData{}
	default:
		e.Data = raw.Data
		return e, nil
	}
	if len(raw.Data) == 0 || bytes.Equal(raw.Data, []byte("null")) {
		return Event{}, fmt.Errorf("parse webhook event: %s without data", raw.Type)
	}
	if err := json.Unmarshal(raw.Data, target); err != nil {
		return Event{}, fmt.Errorf("parse webhook event: %s data: %w", raw.Type, err)
	}
	switch d := target.(type) {
	case *ScanData:
		e.Data = *d
	case *PingData:
		e.Data = *d
	}
	return e, nil
}
