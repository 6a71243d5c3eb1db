// Package webhook signs and delivers Vigil's event notifications the Standard Webhooks way
// (https://www.standardwebhooks.com), and keeps deliveries from reaching internal addresses.
//
// It holds everything about webhooks that needs no storage: secrets and signatures, the event payloads, the
// validation of a registration, an SSRF-safe HTTP client, one delivery attempt and its classification, and the
// retry and disable rules. Storage, the River job and the HTTP endpoints live elsewhere and call in here.
//
// # Wire format
//
// A delivery is a POST of Event.Body, {"type", "timestamp", "data"}, with the headers webhook-id (Event.ID, the
// same on every retry), webhook-timestamp (Unix seconds of the attempt) and webhook-signature ("v1,<base64>", the
// HMAC-SHA256 of "{id}.{timestamp}.{body}" keyed with the bytes after "whsec_"; during RotationOverlap after a
// secret rotation it carries the signatures of the new and the old secret, space-separated). Receivers check it
// with Verify, or with any Standard Webhooks library, and decode it with ParseEvent.
//
// # Wiring it into the service
//
// Registration (POST /webhooks, PATCH):
//
//	err := webhook.ValidateURL(in.URL, cfg.AllowPrivate)  // *ValidationError{Field: "url"}
//	err = webhook.ValidateEvents(in.Events)               // *ValidationError{Field: "events"}
//	// the service counts the organisation's webhooks against webhook.MaxEndpointsPerOrganization
//	secret, err := webhook.NewSecret()                    // store it; show it only on create and rotate
//
// Rotation keeps the old secret with the rotation time; ActiveSecrets(current, previous, rotatedAt, now) then
// chooses what to sign with. A ping is an Event of type EventPing with PingData, sent to one endpoint.
//
// Recording an event, in the transaction that changes the scan:
//
//	id, err := webhook.NewMessageID()
//	event, err := webhook.ScanEvent(id, scan, now) // scan.completed or scan.failed, with the scan's summary
//	body, err := event.Body()
//	// for each enabled webhook with webhook.Subscribes(w.Events, event.Type): store (webhook, id, body), enqueue a job
//
// The delivery worker, with one client for the whole process:
//
//	client := webhook.NewClient(webhook.ClientOptions{AllowPrivate: cfg.AllowPrivate}) // VIGIL_WEBHOOK_ALLOW_PRIVATE
//	a := webhook.Deliver(ctx, client, webhook.Request{URL: w.URL, Secrets: webhook.ActiveSecrets(…),
//		MsgID: d.MsgID, Timestamp: time.Now(), Body: d.Body})
//	// log and store the attempt: a.StatusCode, a.Latency, a.ResponseExcerpt, a.Err, a.Outcome
//	// set the endpoint's failing-since time to now if it is unset and a.Outcome != OutcomeSuccess
//	switch d := webhook.Decide(a, job.Attempt, failingSince, time.Now(), nil); d.Action {
//	case webhook.ActionDone:    // clear failing-since
//	case webhook.ActionRetry:   // e.g. return river.JobSnooze(max(0, time.Until(d.RetryAt)))
//	case webhook.ActionGiveUp:  // mark the delivery failed
//	case webhook.ActionDisable: // disable the webhook with disabled_reason = d.DisabledReason
//	}
//
// # SSRF protection
//
// ValidateURL refuses non-https URLs, credentials in URLs and IP literals in refused ranges at registration, but
// the check that counts is made by Dialer on every connection, in the net.Dialer Control hook, on the address
// actually being connected to: a host name that resolves (or is later re-pointed) to a loopback, private,
// link-local, carrier-grade NAT, multicast, documentation, benchmarking, reserved or cloud metadata address, in any
// IPv4 or IPv6 spelling, is refused before the connect system call (see CheckAddr). No proxy is used, so the
// address checked is the address reached. AllowPrivate, for development and tests, admits http and private
// addresses, but never cloud metadata addresses.
package webhook
