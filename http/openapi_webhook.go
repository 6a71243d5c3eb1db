package http

import (
	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/webhook"
)

// webhookSchemas are the OpenAPI schemas of webhooks and their deliveries.
func webhookSchemas() obj {
	timeStr := obj{"type": "string", "format": "date-time"}
	events := obj{"type": "array", "items": obj{"type": "string", "enum": enum(webhook.KnownEvents())}}
	hook := obj{
		"id": str("Webhook id (whk_…)."), "url": str("Where deliveries are POSTed."), "events": events,
		"description":     str("Free text."),
		"status":          obj{"type": "string", "enum": []any{string(vigil.WebhookEnabled), string(vigil.WebhookDisabled)}},
		"disabled_reason": nullable("string", "Why the webhook was disabled; null while enabled."),
		"created_at":      timeStr,
	}
	withSecret := obj{"secret": str("The signing secret (whsec_…); shown only on create and rotate.")}
	for k, v := range hook {
		withSecret[k] = v
	}
	nullInt := obj{"type": []any{"integer", "null"}}
	attempt := object(obj{
		"attempt": obj{"type": "integer"}, "at": timeStr, "status_code": obj{"type": "integer", "description": "0 when no response arrived."},
		"latency_ms": obj{"type": "integer"}, "response_excerpt": str("Start of the response body."),
		"error": str("Why the attempt failed; empty on success."), "outcome": obj{"type": "string", "enum": []any{"success", "retry", "disable"}},
	})
	delivery := object(obj{
		"id": str("Delivery id (dlv_…)."), "webhook_id": str("The webhook."),
		"event_id": str("The webhook-id header: the same on every attempt and redelivery of the event."),
		"event":    obj{"type": "string", "enum": enum(webhook.KnownEvents())},
		"status": obj{"type": "string", "enum": []any{string(vigil.DeliveryPending), string(vigil.DeliverySucceeded),
			string(vigil.DeliveryFailed)}},
		"attempts": obj{"type": "integer"}, "status_code": nullInt, "latency_ms": nullInt,
		"response_excerpt": str("Start of the last response body."), "error": str("Why the last attempt failed."),
		"next_retry_at": obj{"type": []any{"string", "null"}, "format": "date-time"},
		"created_at":    timeStr,
		"attempt_log":   obj{"type": "array", "items": attempt},
	})
	list := func(item string) obj {
		return object(obj{
			"object":      obj{"const": "list"},
			"data":        obj{"type": "array", "items": ref(item)},
			"has_more":    obj{"type": "boolean"},
			"next_cursor": nullable("string", "Cursor of the next page; null on the last page and in page style."),
			"total_count": obj{"type": "integer", "description": "Size of the whole list (page style only)."},
		}, "total_count")
	}
	return obj{
		"Webhook":             object(hook),
		"WebhookWithSecret":   object(withSecret),
		"WebhookDelivery":     delivery,
		"WebhookList":         list("Webhook"),
		"WebhookDeliveryList": list("WebhookDelivery"),
	}
}

// webhookPaths are the OpenAPI paths of the webhook endpoints.
func webhookPaths() obj {
	p := APIPrefix
	scope := string(vigil.ScopeWebhooksWrite)
	events := obj{"type": "array", "items": obj{"type": "string", "enum": enum(webhook.KnownEvents())}, "minItems": 1}
	createBody := obj{"required": true, "content": jsonContent(object(obj{
		"url":         obj{"type": "string", "description": "An https URL; http and private addresses only with VIGIL_WEBHOOK_ALLOW_PRIVATE."},
		"events":      events,
		"description": obj{"type": "string", "maxLength": maxWebhookDescription},
	}, "description"))}
	patchBody := obj{"required": true, "content": jsonContent(object(obj{
		"url":         obj{"type": "string"},
		"events":      events,
		"description": obj{"type": "string", "maxLength": maxWebhookDescription},
		"status":      obj{"type": "string", "enum": []any{string(vigil.WebhookEnabled), string(vigil.WebhookDisabled)}, "description": "Enabling clears disabled_reason."},
	}, "url", "events", "description", "status"))}
	id := []any{pathParam("Webhook id.")}
	statusFilter := queryParam("status", "pending, succeeded, failed, or a comma list.", obj{"type": "string"})
	return obj{
		p + "/webhooks": obj{
			"post": op("createWebhook", "Register a webhook; its signing secret is in this response only.", scope,
				okJSON("201", "The webhook, with its secret.", "WebhookWithSecret", "Location"), nil, createBody, 413, 415),
			"get": op("listWebhooks", "List the organisation's webhooks.", scope, listOK("WebhookList"),
				listParams([]string{"created_at", "id"}, queryParam("status", "enabled or disabled.", obj{"type": "string"})), nil),
		},
		p + "/webhooks/{id}": obj{"parameters": id,
			"get": op("getWebhook", "Get a webhook.", scope, okJSON("200", "The webhook.", "Webhook", "ETag"), nil, nil),
			"patch": op("updateWebhook", "Change a webhook's URL, events or description, or enable or disable it.", scope,
				okJSON("200", "The webhook.", "Webhook"), nil, patchBody, 413, 415),
			"delete": op("deleteWebhook", "Delete a webhook with its deliveries.", scope, obj{"204": obj{"description": "Deleted."}}, nil, nil),
		},
		p + "/webhooks/{id}/ping": obj{"parameters": id,
			"post": op("pingWebhook", "Send a webhook.ping event to the webhook.", scope, okJSON("202", "The queued delivery.", "WebhookDelivery"), nil, nil, 409, 503)},
		p + "/webhooks/{id}/rotate-secret": obj{"parameters": id,
			"post": op("rotateWebhookSecret", "Make a new signing secret; deliveries carry signatures of the old and the new one for 24 hours.",
				scope, okJSON("200", "The webhook, with its new secret.", "WebhookWithSecret"), nil, nil)},
		p + "/webhooks/{id}/deliveries": obj{"parameters": id,
			"get": op("listWebhookDeliveries", "List the webhook's deliveries, each with its attempt log.", scope, listOK("WebhookDeliveryList"),
				listParams([]string{"created_at", "id"}, statusFilter,
					queryParam("event", "Deliveries of one event type.", obj{"type": "string"})), nil)},
		p + "/webhooks/{id}/deliveries/{did}/redeliver": obj{
			"parameters": []any{pathParam("Webhook id."),
				obj{"name": "did", "in": "path", "required": true, "schema": obj{"type": "string"}, "description": "Delivery id."}},
			"post": op("redeliverWebhookDelivery", "Send a delivery's event again, with the same webhook-id.", scope,
				okJSON("202", "The new delivery.", "WebhookDelivery"), nil, nil, 409, 503)},
	}
}

// webhookEvents documents the deliveries Vigil sends, as OpenAPI 3.1 webhooks: the body of each event type and the
// Standard Webhooks headers. A receiver answers 2xx; anything else is retried, and 410 disables the webhook.
func webhookEvents() obj {
	header := func(desc string) obj {
		return obj{"name": "", "in": "header", "required": true, "schema": obj{"type": "string"}, "description": desc}
	}
	params := []any{}
	for _, h := range []struct{ name, desc string }{
		{webhook.HeaderID, "The event's message id, the same on every retry and redelivery; use it to drop duplicates."},
		{webhook.HeaderTimestamp, "Unix seconds of this attempt."},
		{webhook.HeaderSignature, `"v1,<base64 HMAC-SHA256 of {id}.{timestamp}.{body}>" keyed with the bytes after whsec_; ` +
			"after a secret rotation, the signatures of both secrets, space-separated, for 24 hours."},
	} {
		p := header(h.desc)
		p["name"] = h.name
		params = append(params, p)
	}
	summary := ref("ScanSummary")
	scanData := object(obj{
		"scan_id": str("The scan."), "contract_id": str("The contract."),
		"status":  obj{"type": "string", "enum": []any{string(vigil.ScanCompleted), string(vigil.ScanFailed)}},
		"summary": summary,
		"error":   object(obj{"code": str("Why the scan failed."), "message": str("Text.")}),
	}, "error")
	event := func(typ string, data obj) obj {
		body := object(obj{"type": obj{"const": typ}, "timestamp": obj{"type": "string", "format": "date-time"}, "data": data})
		return obj{"post": obj{
			"summary":     "The " + typ + " event.",
			"operationId": "event_" + typ,
			"parameters":  params,
			"requestBody": obj{"required": true, "content": jsonContent(body)},
			"responses": obj{
				"2XX": obj{"description": "Received."},
				"410": obj{"description": "Gone: the webhook is disabled."},
			},
		}}
	}
	return obj{
		webhook.EventScanCompleted: event(webhook.EventScanCompleted, scanData),
		webhook.EventScanFailed:    event(webhook.EventScanFailed, scanData),
		webhook.EventPing:          event(webhook.EventPing, object(obj{"webhook_id": str("The webhook being tested.")})),
	}
}
