package client

import (
	"context"
	"fmt"
	"iter"

	"github.com/vigilsec/vigil"
)

// WebhookCreate is a new webhook endpoint.
type WebhookCreate struct {
	// URL receives the events (https; the server may allow http for development).
	URL string `json:"url"`
	// Events are the event types to send: scan.completed, scan.failed, webhook.ping.
	Events []string `json:"events"`
	// Description is a free note.
	Description string `json:"description,omitempty"`
}

// WebhookUpdate changes a webhook; nil fields are left as they are.
type WebhookUpdate struct {
	URL         *string              `json:"url,omitempty"`
	Events      []string             `json:"events,omitempty"`
	Description *string              `json:"description,omitempty"`
	Status      *vigil.WebhookStatus `json:"status,omitempty"`
}

// CreateWebhook registers a webhook endpoint (POST /webhooks). The result carries the signing secret, which is
// shown only here and by RotateWebhookSecret.
func (c *Client) CreateWebhook(ctx context.Context, w WebhookCreate) (*vigil.Webhook, error) {
	req, err := jsonRequest("POST", "/webhooks", w)
	if err != nil {
		return nil, err
	}
	var out vigil.Webhook
	if err := c.call(ctx, req, &out); err != nil {
		return nil, fmt.Errorf("create webhook: %w", err)
	}
	return &out, nil
}

// ListWebhooks returns one page of webhooks (GET /webhooks).
func (c *Client) ListWebhooks(ctx context.Context, p ListParams) (*List[*vigil.Webhook], error) {
	l, err := list[*vigil.Webhook](ctx, c, "/webhooks", nil, p)
	if err != nil {
		return nil, fmt.Errorf("list webhooks: %w", err)
	}
	return l, nil
}

// GetWebhook returns a webhook (GET /webhooks/{id}).
func (c *Client) GetWebhook(ctx context.Context, id string) (*vigil.Webhook, error) {
	p, err := pathID("webhook", id)
	if err != nil {
		return nil, err
	}
	var out vigil.Webhook
	if err := c.call(ctx, request{method: "GET", path: "/webhooks/" + p}, &out); err != nil {
		return nil, fmt.Errorf("get webhook %s: %w", id, err)
	}
	return &out, nil
}

// UpdateWebhook changes a webhook (PATCH /webhooks/{id}); Status enables or disables it.
func (c *Client) UpdateWebhook(ctx context.Context, id string, u WebhookUpdate) (*vigil.Webhook, error) {
	p, err := pathID("webhook", id)
	if err != nil {
		return nil, err
	}
	req, err := jsonRequest("PATCH", "/webhooks/"+p, u)
	if err != nil {
		return nil, err
	}
	var out vigil.Webhook
	if err := c.call(ctx, req, &out); err != nil {
		return nil, fmt.Errorf("update webhook %s: %w", id, err)
	}
	return &out, nil
}

// DeleteWebhook deletes a webhook (DELETE /webhooks/{id}).
func (c *Client) DeleteWebhook(ctx context.Context, id string) error {
	p, err := pathID("webhook", id)
	if err != nil {
		return err
	}
	if err := c.call(ctx, request{method: "DELETE", path: "/webhooks/" + p}, nil); err != nil {
		return fmt.Errorf("delete webhook %s: %w", id, err)
	}
	return nil
}

// PingWebhook queues a webhook.ping event to the endpoint and returns its delivery (POST /webhooks/{id}/ping).
func (c *Client) PingWebhook(ctx context.Context, id string) (*vigil.WebhookDelivery, error) {
	p, err := pathID("webhook", id)
	if err != nil {
		return nil, err
	}
	var out vigil.WebhookDelivery
	if err := c.call(ctx, request{method: "POST", path: "/webhooks/" + p + "/ping"}, &out); err != nil {
		return nil, fmt.Errorf("ping webhook %s: %w", id, err)
	}
	return &out, nil
}

// RotateWebhookSecret gives a webhook a new signing secret and returns the webhook with it
// (POST /webhooks/{id}/rotate-secret). For a while, deliveries are signed with both secrets.
func (c *Client) RotateWebhookSecret(ctx context.Context, id string) (*vigil.Webhook, error) {
	p, err := pathID("webhook", id)
	if err != nil {
		return nil, err
	}
	var out vigil.Webhook
	if err := c.call(ctx, request{method: "POST", path: "/webhooks/" + p + "/rotate-secret"}, &out); err != nil {
		return nil, fmt.Errorf("rotate secret of webhook %s: %w", id, err)
	}
	return &out, nil
}

// ListWebhookDeliveries returns one page of a webhook's deliveries (GET /webhooks/{id}/deliveries).
func (c *Client) ListWebhookDeliveries(ctx context.Context, webhookID string, p ListParams) (*List[*vigil.WebhookDelivery], error) {
	id, err := pathID("webhook", webhookID)
	if err != nil {
		return nil, err
	}
	l, err := list[*vigil.WebhookDelivery](ctx, c, "/webhooks/"+id+"/deliveries", nil, p)
	if err != nil {
		return nil, fmt.Errorf("list deliveries of webhook %s: %w", webhookID, err)
	}
	return l, nil
}

// WebhookDeliveries iterates over every delivery of a webhook, following next_cursor.
func (c *Client) WebhookDeliveries(ctx context.Context, webhookID string, p ListParams) iter.Seq2[*vigil.WebhookDelivery, error] {
	id, err := pathID("webhook", webhookID)
	if err != nil {
		return func(yield func(*vigil.WebhookDelivery, error) bool) { yield(nil, err) }
	}
	return all[*vigil.WebhookDelivery](ctx, c, "/webhooks/"+id+"/deliveries", nil, p)
}

// RedeliverWebhookDelivery sends a delivery's event again, with the same webhook-id, and returns the new
// delivery (POST /webhooks/{id}/deliveries/{did}/redeliver).
func (c *Client) RedeliverWebhookDelivery(ctx context.Context, webhookID, deliveryID string) (*vigil.WebhookDelivery, error) {
	wid, err := pathID("webhook", webhookID)
	if err != nil {
		return nil, err
	}
	did, err := pathID("delivery", deliveryID)
	if err != nil {
		return nil, err
	}
	var out vigil.WebhookDelivery
	if err := c.call(ctx, request{method: "POST", path: "/webhooks/" + wid + "/deliveries/" + did + "/redeliver"}, &out); err != nil {
		return nil, fmt.Errorf("redeliver delivery %s of webhook %s: %w", deliveryID, webhookID, err)
	}
	return &out, nil
}
