package vigil

import "time"

// WebhookStatus says whether a webhook receives events.
type WebhookStatus string

// The webhook statuses. A disabled webhook receives nothing until it is enabled again.
const (
	WebhookEnabled  WebhookStatus = "enabled"
	WebhookDisabled WebhookStatus = "disabled"
)

// Webhook is an organisation's endpoint for event notifications.
type Webhook struct {
	ID             string        `json:"id"`
	OrgID          string        `json:"-"`
	URL            string        `json:"url"`
	Events         []string      `json:"events"`
	Description    string        `json:"description"`
	Status         WebhookStatus `json:"status"`
	DisabledReason *string       `json:"disabled_reason"`
	CreatedAt      time.Time     `json:"created_at"`
	// Secret is the signing secret; it is filled in only by create and rotate, the only times it is shown.
	Secret string `json:"secret,omitempty"`
}

// WebhookCreate is what creating a webhook stores. The HTTP layer validates URL and Events and makes Secret.
type WebhookCreate struct {
	URL         string
	Events      []string
	Description string
	Secret      string
}

// WebhookUpdate changes a webhook; nil fields stay as they are. Enabling a webhook clears its disabled reason and
// its failure history.
type WebhookUpdate struct {
	URL         *string
	Events      []string
	Description *string
	Status      *WebhookStatus
}

// DeliveryStatus is where a delivery is: pending (attempts remain), succeeded or failed (no more attempts).
type DeliveryStatus string

// The delivery statuses.
const (
	DeliveryPending   DeliveryStatus = "pending"
	DeliverySucceeded DeliveryStatus = "succeeded"
	DeliveryFailed    DeliveryStatus = "failed"
)

// WebhookDelivery is one event sent (or to be sent) to one webhook, with the log of its attempts. EventID is the
// webhook-id header, the same on every attempt and on a redelivery.
type WebhookDelivery struct {
	ID              string            `json:"id"`
	WebhookID       string            `json:"webhook_id"`
	EventID         string            `json:"event_id"`
	EventType       string            `json:"event"`
	Status          DeliveryStatus    `json:"status"`
	Attempts        int               `json:"attempts"`
	StatusCode      *int              `json:"status_code"`
	LatencyMS       *int64            `json:"latency_ms"`
	ResponseExcerpt string            `json:"response_excerpt"`
	Error           string            `json:"error"`
	NextRetryAt     *time.Time        `json:"next_retry_at"`
	CreatedAt       time.Time         `json:"created_at"`
	AttemptLog      []DeliveryAttempt `json:"attempt_log"`
}

// DeliveryAttempt is one entry of a delivery's attempt log.
type DeliveryAttempt struct {
	Attempt         int       `json:"attempt"`
	At              time.Time `json:"at"`
	StatusCode      int       `json:"status_code"`
	LatencyMS       int64     `json:"latency_ms"`
	ResponseExcerpt string    `json:"response_excerpt"`
	Error           string    `json:"error"`
	Outcome         string    `json:"outcome"`
}

// DeliveryJob is what the delivery worker needs to make the next attempt of a delivery.
type DeliveryJob struct {
	DeliveryID string
	WebhookID  string
	URL        string
	// Secret and PreviousSecret sign the delivery; PreviousSecret (with RotatedAt) is set after a rotation.
	Secret         string
	PreviousSecret string
	RotatedAt      time.Time
	// FailingSince is when the webhook's current run of failures began; zero when it is not failing.
	FailingSince time.Time
	EventID      string
	Body         []byte
	// Attempts counts the attempts made so far.
	Attempts int
}

// DeliveryResult is the outcome of one attempt, as the worker records it.
type DeliveryResult struct {
	Attempt DeliveryAttempt
	// Status is the delivery's status after the attempt; NextRetryAt is set when it stays pending.
	Status      DeliveryStatus
	NextRetryAt *time.Time
	// Failing says whether the attempt failed (the webhook's failing-since is set if unset) or succeeded (cleared).
	Failing bool
	// DisabledReason, when not empty, disables the webhook.
	DisabledReason string
}
