package webhook_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"time"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/webhook"
)

// A receiver, such as a CI gate, verifies each delivery with its endpoint's secret before trusting it, then
// decides from the summary in the payload alone.
func Example_receiver() {
	secret, err := webhook.NewSecret() // shown once when the webhook is created
	if err != nil {
		panic(err)
	}

	receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		if err != nil {
			http.Error(w, "cannot read body", http.StatusBadRequest)
			return
		}
		if err := webhook.Verify(secret, r.Header, body, time.Now()); err != nil {
			http.Error(w, "invalid signature", http.StatusUnauthorized)
			return
		}
		event, err := webhook.ParseEvent(body)
		if err != nil {
			http.Error(w, "invalid event", http.StatusBadRequest)
			return
		}
		if scan, ok := event.Data.(webhook.ScanData); ok && scan.Summary.MaxSeverity != nil {
			fmt.Printf("%s %s: %d findings, worst %s\n", event.Type, scan.ScanID, scan.Summary.Total, *scan.Summary.MaxSeverity)
		}
		w.WriteHeader(http.StatusNoContent)
	}))
	defer receiver.Close()

	// What Vigil sends when a scan completes.
	id, err := webhook.NewMessageID()
	if err != nil {
		panic(err)
	}
	critical := vigil.SeverityCritical
	event, err := webhook.ScanEvent(id, &vigil.Scan{
		ID: "scn_123", ContractID: "ctr_456", Status: vigil.ScanCompleted,
		Summary: vigil.ScanSummary{Critical: 1, High: 2, Total: 3, MaxSeverity: &critical},
	}, time.Now())
	if err != nil {
		panic(err)
	}
	body, err := event.Body()
	if err != nil {
		panic(err)
	}
	// httptest serves plain http on loopback, which only AllowPrivate admits.
	client := webhook.NewClient(webhook.ClientOptions{AllowPrivate: true})
	attempt := webhook.Deliver(context.Background(), client, webhook.Request{
		URL: receiver.URL, Secrets: []string{secret}, MsgID: event.ID, Timestamp: time.Now(), Body: body,
	})
	fmt.Println(attempt.Outcome, attempt.StatusCode)

	// A forged delivery, signed with another secret, is turned away.
	forger, err := webhook.NewSecret()
	if err != nil {
		panic(err)
	}
	attempt = webhook.Deliver(context.Background(), client, webhook.Request{
		URL: receiver.URL, Secrets: []string{forger}, MsgID: event.ID, Timestamp: time.Now(), Body: body,
	})
	fmt.Println(attempt.Outcome, attempt.StatusCode)

	// Output:
	// scan.completed scn_123: 3 findings, worst critical
	// success 204
	// retry 401
}

// After each attempt the delivery worker asks Decide what to do next.
func ExampleDecide() {
	failingSince := time.Date(2026, 5, 1, 9, 0, 0, 0, time.UTC)
	now := failingSince.Add(40 * time.Minute)
	noJitter := func() float64 { return 0.5 }

	failed := webhook.Attempt{StatusCode: 503, Outcome: webhook.Classify(503)}
	d := webhook.Decide(failed, 3, failingSince, now, noJitter)
	fmt.Println(d.Action, d.RetryAt.Sub(now))

	gone := webhook.Attempt{StatusCode: 410, Outcome: webhook.Classify(410)}
	d = webhook.Decide(gone, 1, failingSince, now, noJitter)
	fmt.Println(d.Action, d.DisabledReason)

	d = webhook.Decide(failed, 2, failingSince, failingSince.Add(webhook.DisableAfter), noJitter)
	fmt.Println(d.Action, d.DisabledReason)

	// Output:
	// retry 30m0s
	// disable the endpoint answered 410 Gone
	// disable every delivery failed for 5 days
}
