package store

import (
	"context"
	"time"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/listquery"
)

// WebhookService stores webhooks, their events (the outbox) and deliveries. Events are recorded by CompleteScan and
// FailScan in the scan's own transaction; the methods here serve the API and the delivery worker.
type WebhookService interface {
	// CreateWebhook stores a webhook; an organisation with webhook.MaxEndpointsPerOrganization already is
	// VALIDATION_ERROR.
	CreateWebhook(ctx context.Context, orgID string, in vigil.WebhookCreate) (*vigil.Webhook, error)
	// FindWebhook returns one of the organisation's webhooks, or NOT_FOUND.
	FindWebhook(ctx context.Context, orgID, id string) (*vigil.Webhook, error)
	// ListWebhooks lists webhooks with a query parsed against WebhookLists.Webhooks.
	ListWebhooks(ctx context.Context, orgID string, q *listquery.Query) (*List[*vigil.Webhook], error)
	// UpdateWebhook changes a webhook. Disabling it fails its pending deliveries, as a disabling by the delivery
	// worker does: nothing will send them, even if the webhook is enabled again.
	UpdateWebhook(ctx context.Context, orgID, id string, u vigil.WebhookUpdate) (*vigil.Webhook, error)
	// DeleteWebhook removes a webhook with its deliveries.
	DeleteWebhook(ctx context.Context, orgID, id string) error
	// RotateWebhookSecret makes secret the current one and keeps the old one, with the time, for the overlap.
	RotateWebhookSecret(ctx context.Context, orgID, id, secret string) (*vigil.Webhook, error)
	// PingWebhook records a webhook.ping event for the webhook and queues its delivery, even when the webhook does
	// not subscribe to pings; a disabled webhook is CONFLICT, and a store without a delivery enqueuer
	// ErrDeliveriesDisabled.
	PingWebhook(ctx context.Context, orgID, id string) (*vigil.WebhookDelivery, error)
	// ListWebhookDeliveries lists a webhook's deliveries with a query parsed against WebhookLists.Deliveries.
	ListWebhookDeliveries(ctx context.Context, orgID, webhookID string, q *listquery.Query) (*List[*vigil.WebhookDelivery], error)
	// RedeliverWebhookDelivery queues a new delivery of a delivery's event (same webhook-id) to the same
	// webhook; a disabled webhook is CONFLICT, and a store without a delivery enqueuer ErrDeliveriesDisabled.
	RedeliverWebhookDelivery(ctx context.Context, orgID, webhookID, deliveryID string) (*vigil.WebhookDelivery, error)

	// NextDelivery returns what the worker needs for the next attempt of a delivery, or nil when there is nothing
	// to do (the delivery is finished or gone, or its webhook is disabled).
	NextDelivery(ctx context.Context, deliveryID string) (*vigil.DeliveryJob, error)
	// RecordDeliveryAttempt logs an attempt and applies its result to the delivery and its webhook.
	RecordDeliveryAttempt(ctx context.Context, deliveryID string, res vigil.DeliveryResult) error

	// DeleteWebhookEvents deletes at most limit events, of every organisation, created before the time and whose
	// deliveries (with their attempt logs, deleted with them) were all created before it too and are finished: an
	// event still pending a retry stays, and so does one redelivered since. It returns how many it deleted, oldest
	// first, so that a caller repeats it until fewer than limit come back.
	DeleteWebhookEvents(ctx context.Context, before time.Time, limit int) (int, error)
}

// WebhookLists holds the list specifications of the webhook endpoints.
type WebhookLists struct {
	Webhooks   listquery.Spec
	Deliveries listquery.Spec
}

// NewWebhookLists returns the webhook list specifications, signing cursors with codec. Deliveries are listed per
// webhook: the HTTP layer adds the webhook id to the list's name, so that a cursor of one webhook's deliveries is
// refused for another's.
func NewWebhookLists(codec *listquery.Codec) *WebhookLists {
	created := listquery.SortSpec{Column: "created_at", Type: listquery.TypeInt}
	return &WebhookLists{
		Webhooks: listquery.Spec{
			Name: "webhooks",
			Filters: map[string]listquery.FilterSpec{
				"status": {Column: "status", Kind: listquery.KindIn, Values: []string{string(vigil.WebhookEnabled), string(vigil.WebhookDisabled)}},
			},
			Sorts:       map[string]listquery.SortSpec{"created_at": created},
			DefaultSort: "-created_at", TieBreaker: "id", Codec: codec,
		},
		Deliveries: listquery.Spec{
			Name: "webhook_deliveries",
			Filters: map[string]listquery.FilterSpec{
				"status": {Column: "status", Kind: listquery.KindIn, Values: []string{
					string(vigil.DeliveryPending), string(vigil.DeliverySucceeded), string(vigil.DeliveryFailed)}},
				"event": {Column: "event_type", Kind: listquery.KindString},
			},
			Sorts:       map[string]listquery.SortSpec{"created_at": created},
			DefaultSort: "-created_at", TieBreaker: "id", Codec: codec,
		},
	}
}
