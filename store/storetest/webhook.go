package storetest

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/listquery"
	"github.com/vigilsec/vigil/store"
	"github.com/vigilsec/vigil/webhook"
)

// WebhookStore is a store with its webhook side.
type WebhookStore interface {
	store.Store
	store.WebhookService
}

// WebhookFactory returns a new, migrated, empty store whose scan enqueuer calls jobs.Enqueue and whose webhook
// delivery enqueuer calls deliveries.Enqueue (with the delivery id). The store must be closed by t.Cleanup.
type WebhookFactory func(t *testing.T, jobs, deliveries *Jobs) WebhookStore

// RunWebhooks runs the webhook conformance tests against stores made by newStore.
func RunWebhooks(t *testing.T, newStore WebhookFactory) {
	tests := map[string]func(t *testing.T, b *webhookBundle){
		"CRUD":                   testWebhookCRUD,
		"ScanEventsOutbox":       testWebhookOutbox,
		"DeliveryEnqueueFailure": testWebhookEnqueueFailure,
		"Attempts":               testWebhookAttempts,
		"PingAndRedeliver":       testWebhookPingRedeliver,
		"Retention":              testWebhookRetention,
	}
	for name, fn := range tests {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			jobs, deliveries := &Jobs{}, &Jobs{}
			s := newStore(t, jobs, deliveries)
			ctx := context.Background()
			org, err := s.CreateOrganization(ctx, "acme", vigil.PlanPro)
			if err != nil {
				t.Fatalf("CreateOrganization: %v", err)
			}
			other, err := s.CreateOrganization(ctx, "globex", vigil.PlanFree)
			if err != nil {
				t.Fatalf("CreateOrganization: %v", err)
			}
			codec, err := listquery.NewCodec([]byte("storetest cursor signing key 0123456789"))
			if err != nil {
				t.Fatal(err)
			}
			fn(t, &webhookBundle{
				bundle:     bundle{ctx: ctx, s: s, jobs: jobs, org: org, other: other, lists: store.NewLists(codec)},
				ws:         s,
				deliveries: deliveries,
				wlists:     store.NewWebhookLists(codec),
			})
		})
	}
}

type webhookBundle struct {
	bundle
	ws         store.WebhookService
	deliveries *Jobs
	wlists     *store.WebhookLists
}

func (b *webhookBundle) webhook(t *testing.T, orgID string, events ...string) *vigil.Webhook {
	t.Helper()
	secret, err := webhook.NewSecret()
	if err != nil {
		t.Fatal(err)
	}
	w, err := b.ws.CreateWebhook(b.ctx, orgID, vigil.WebhookCreate{URL: "https://hooks.example.com/" + orgID, Events: events,
		Description: "d", Secret: secret})
	if err != nil {
		t.Fatalf("CreateWebhook: %v", err)
	}
	return w
}

func (b *webhookBundle) deliveryList(t *testing.T, orgID, webhookID string) []*vigil.WebhookDelivery {
	t.Helper()
	l, err := b.ws.ListWebhookDeliveries(b.ctx, orgID, webhookID, q(t, b.wlists.Deliveries, "limit=100"))
	if err != nil {
		t.Fatalf("ListWebhookDeliveries: %v", err)
	}
	return l.Data
}

func testWebhookCRUD(t *testing.T, b *webhookBundle) {
	w := b.webhook(t, b.org.ID, webhook.EventScanCompleted)
	if w.Status != vigil.WebhookEnabled || w.DisabledReason != nil || w.Secret == "" || !hasPrefix(w.ID, "whk_") {
		t.Fatalf("created %+v", w)
	}
	got := must(b.ws.FindWebhook(b.ctx, b.org.ID, w.ID)).get(t)
	if got.Secret != "" || got.URL != w.URL || len(got.Events) != 1 || !got.CreatedAt.Equal(w.CreatedAt) {
		t.Errorf("found %+v, want %+v without the secret", got, w)
	}
	_, err := b.ws.FindWebhook(b.ctx, b.other.ID, w.ID)
	wantCode(t, err, vigil.CodeNotFound)
	wantCode(t, b.ws.DeleteWebhook(b.ctx, b.other.ID, w.ID), vigil.CodeNotFound)

	disabled := vigil.WebhookDisabled
	desc := "new"
	u := must(b.ws.UpdateWebhook(b.ctx, b.org.ID, w.ID, vigil.WebhookUpdate{Status: &disabled, Description: &desc,
		Events: []string{webhook.EventScanFailed}})).get(t)
	if u.Status != vigil.WebhookDisabled || u.DisabledReason == nil || u.Description != "new" || u.Events[0] != webhook.EventScanFailed {
		t.Errorf("updated %+v", u)
	}
	enabled := vigil.WebhookEnabled
	u = must(b.ws.UpdateWebhook(b.ctx, b.org.ID, w.ID, vigil.WebhookUpdate{Status: &enabled})).get(t)
	if u.Status != vigil.WebhookEnabled || u.DisabledReason != nil {
		t.Errorf("enabled %+v", u)
	}
	_, err = b.ws.UpdateWebhook(b.ctx, b.other.ID, w.ID, vigil.WebhookUpdate{Status: &disabled})
	wantCode(t, err, vigil.CodeNotFound)

	r := must(b.ws.RotateWebhookSecret(b.ctx, b.org.ID, w.ID, "whsec_new")).get(t)
	if r.Secret != "whsec_new" {
		t.Errorf("rotated secret %q", r.Secret)
	}
	_, err = b.ws.RotateWebhookSecret(b.ctx, b.other.ID, w.ID, "whsec_x")
	wantCode(t, err, vigil.CodeNotFound)

	for range webhook.MaxEndpointsPerOrganization - 1 {
		b.webhook(t, b.org.ID, webhook.EventScanCompleted)
	}
	_, err = b.ws.CreateWebhook(b.ctx, b.org.ID, vigil.WebhookCreate{URL: "https://x.example", Events: []string{webhook.EventPing}, Secret: "whsec_x"})
	wantCode(t, err, vigil.CodeValidation)
	b.webhook(t, b.other.ID, webhook.EventPing) // the limit is per organisation

	var seen []string
	query := "limit=7"
	for {
		l := must(b.ws.ListWebhooks(b.ctx, b.org.ID, q(t, b.wlists.Webhooks, query))).get(t)
		for _, x := range l.Data {
			seen = append(seen, x.ID)
		}
		if !l.HasMore {
			break
		}
		query = "limit=7&cursor=" + l.NextCursor
	}
	if len(seen) != webhook.MaxEndpointsPerOrganization || seen[len(seen)-1] != w.ID {
		t.Errorf("listed %d webhooks ending %v, want %d ending with the first", len(seen), seen[len(seen)-1:], webhook.MaxEndpointsPerOrganization)
	}
	if err := b.ws.DeleteWebhook(b.ctx, b.org.ID, w.ID); err != nil {
		t.Fatal(err)
	}
	_, err = b.ws.FindWebhook(b.ctx, b.org.ID, w.ID)
	wantCode(t, err, vigil.CodeNotFound)
}

func testWebhookOutbox(t *testing.T, b *webhookBundle) {
	completed := b.webhook(t, b.org.ID, webhook.EventScanCompleted)
	failed := b.webhook(t, b.org.ID, webhook.EventScanFailed)
	off := b.webhook(t, b.org.ID, webhook.EventScanCompleted, webhook.EventScanFailed)
	disabled := vigil.WebhookDisabled
	must(b.ws.UpdateWebhook(b.ctx, b.org.ID, off.ID, vigil.WebhookUpdate{Status: &disabled})).get(t)
	foreign := b.webhook(t, b.other.ID, webhook.EventScanCompleted, webhook.EventScanFailed)

	_, scan := b.contract(t, b.org.ID, "a", true)
	b.completeScan(t, scan.ID, finding("reentrancy-eth", vigil.SeverityHigh, "fp1"))
	ids := b.deliveries.ScanIDs()
	ds := b.deliveryList(t, b.org.ID, completed.ID)
	if len(ids) != 1 || len(ds) != 1 || ds[0].ID != ids[0] {
		t.Fatalf("enqueued %v, listed %+v: want one delivery to the scan.completed subscriber", ids, ds)
	}
	d := ds[0]
	if d.Status != vigil.DeliveryPending || d.EventType != webhook.EventScanCompleted || d.Attempts != 0 || d.EventID == "" {
		t.Errorf("delivery %+v", d)
	}
	job := must(b.ws.NextDelivery(b.ctx, d.ID)).get(t)
	if job == nil || job.URL != completed.URL || job.Secret != completed.Secret || job.EventID != d.EventID {
		t.Fatalf("NextDelivery = %+v", job)
	}
	ev, err := webhook.ParseEvent(job.Body)
	if err != nil {
		t.Fatal(err)
	}
	data, ok := ev.Data.(webhook.ScanData)
	if ev.Type != webhook.EventScanCompleted || !ok || data.ScanID != scan.ID || data.Summary.High != 1 {
		t.Errorf("event %+v", ev)
	}
	for _, w := range []*vigil.Webhook{failed, off} {
		if n := len(b.deliveryList(t, b.org.ID, w.ID)); n != 0 {
			t.Errorf("webhook %v got %d deliveries", w.Events, n)
		}
	}
	if n := len(b.deliveryList(t, b.other.ID, foreign.ID)); n != 0 {
		t.Errorf("another organisation's webhook got %d deliveries", n)
	}

	_, scan2 := b.contract(t, b.org.ID, "b", true)
	if err := b.s.FailScan(b.ctx, scan2.ID, vigil.ScanError{Code: vigil.ScanErrorEngine, Message: "boom"}, nil); err != nil {
		t.Fatal(err)
	}
	fd := b.deliveryList(t, b.org.ID, failed.ID)
	if len(fd) != 1 || fd[0].EventType != webhook.EventScanFailed || len(b.deliveries.ScanIDs()) != 2 {
		t.Fatalf("after FailScan: %+v, enqueued %v", fd, b.deliveries.ScanIDs())
	}
	// A scan that is already finished announces nothing again.
	if err := b.s.FailScan(b.ctx, scan2.ID, vigil.ScanError{Code: vigil.ScanErrorEngine, Message: "again"}, nil); err != nil {
		t.Fatal(err)
	}
	if n := len(b.deliveries.ScanIDs()); n != 2 {
		t.Errorf("a second FailScan enqueued %d deliveries in all, want 2", n)
	}
	if _, err := b.ws.ListWebhookDeliveries(b.ctx, b.other.ID, completed.ID, q(t, b.wlists.Deliveries, "")); vigil.ErrorCode(err) != vigil.CodeNotFound {
		t.Errorf("another organisation's deliveries: %v, want NOT_FOUND", err)
	}
}

func testWebhookEnqueueFailure(t *testing.T, b *webhookBundle) {
	b.webhook(t, b.org.ID, webhook.EventScanCompleted)
	_, scan := b.contract(t, b.org.ID, "a", true)
	if s, _, err := b.s.StartScan(b.ctx, scan.ID); err != nil || s == nil {
		t.Fatalf("StartScan = %v, %v", s, err)
	}
	b.deliveries.FailNext()
	if err := b.s.CompleteScan(b.ctx, scan.ID, vigil.ScanResult{EngineVersion: "test"}); err == nil {
		t.Fatal("CompleteScan succeeded although its delivery could not be queued")
	}
	// The scan's final state and its event are one transaction: neither happened.
	if s := must(b.s.FindScan(b.ctx, b.org.ID, scan.ID)).get(t); s.Status != vigil.ScanRunning {
		t.Errorf("scan %s after a failed event, want running", s.Status)
	}
	if err := b.s.CompleteScan(b.ctx, scan.ID, vigil.ScanResult{EngineVersion: "test"}); err != nil {
		t.Fatal(err)
	}
	if n := len(b.deliveries.ScanIDs()); n != 1 {
		t.Errorf("%d deliveries enqueued, want 1", n)
	}
}

func testWebhookAttempts(t *testing.T, b *webhookBundle) {
	w := b.webhook(t, b.org.ID, webhook.EventScanCompleted)
	_, s1 := b.contract(t, b.org.ID, "a", true)
	b.completeScan(t, s1.ID)
	_, s2 := b.contract(t, b.org.ID, "b", true)
	b.completeScan(t, s2.ID)
	ids := b.deliveries.ScanIDs()
	if len(ids) != 2 {
		t.Fatalf("enqueued %v", ids)
	}
	at := time.Date(2030, 1, 2, 3, 4, 5, 0, time.UTC)
	next := at.Add(5 * time.Second)
	fail := vigil.DeliveryResult{Status: vigil.DeliveryPending, NextRetryAt: &next, Failing: true,
		Attempt: vigil.DeliveryAttempt{Attempt: 1, At: at, StatusCode: 500, LatencyMS: 12, ResponseExcerpt: "oops", Error: "the endpoint answered 500", Outcome: "retry"}}
	if err := b.ws.RecordDeliveryAttempt(b.ctx, ids[0], fail); err != nil {
		t.Fatal(err)
	}
	job := must(b.ws.NextDelivery(b.ctx, ids[0])).get(t)
	if job == nil || job.Attempts != 1 || !job.FailingSince.Equal(at) {
		t.Fatalf("after a failure NextDelivery = %+v, want 1 attempt and failing since %v", job, at)
	}
	// A second failure keeps the start of the run of failures.
	fail.Attempt.At, fail.Attempt.Attempt = at.Add(time.Minute), 2
	must(0, b.ws.RecordDeliveryAttempt(b.ctx, ids[0], fail)).get(t)
	if job := must(b.ws.NextDelivery(b.ctx, ids[0])).get(t); !job.FailingSince.Equal(at) || job.Attempts != 2 {
		t.Errorf("after two failures %+v", job)
	}
	var d *vigil.WebhookDelivery
	for _, x := range b.deliveryList(t, b.org.ID, w.ID) {
		if x.ID == ids[0] {
			d = x
		}
	}
	if d == nil || d.Attempts != 2 || len(d.AttemptLog) != 2 || d.StatusCode == nil || *d.StatusCode != 500 || d.LatencyMS == nil ||
		*d.LatencyMS != 12 || d.ResponseExcerpt != "oops" || d.NextRetryAt == nil || !d.NextRetryAt.Equal(next) || d.AttemptLog[0].Error == "" {
		t.Fatalf("logged delivery %+v", d)
	}
	ok := vigil.DeliveryResult{Status: vigil.DeliverySucceeded,
		Attempt: vigil.DeliveryAttempt{Attempt: 3, At: at.Add(time.Hour), StatusCode: 200, Outcome: "success"}}
	must(0, b.ws.RecordDeliveryAttempt(b.ctx, ids[0], ok)).get(t)
	if job := must(b.ws.NextDelivery(b.ctx, ids[0])).get(t); job != nil {
		t.Errorf("NextDelivery of a delivered event = %+v, want nil", job)
	}
	if job := must(b.ws.NextDelivery(b.ctx, ids[1])).get(t); job == nil || !job.FailingSince.IsZero() {
		t.Errorf("after a success the webhook is still failing: %+v", job)
	}

	gone := vigil.DeliveryResult{Status: vigil.DeliveryFailed, Failing: true, DisabledReason: webhook.DisabledReasonGone,
		Attempt: vigil.DeliveryAttempt{Attempt: 1, At: at, StatusCode: 410, Outcome: "disable"}}
	_, s3 := b.contract(t, b.org.ID, "c", true)
	b.completeScan(t, s3.ID)
	ids = b.deliveries.ScanIDs()
	must(0, b.ws.RecordDeliveryAttempt(b.ctx, ids[1], gone)).get(t)
	after := must(b.ws.FindWebhook(b.ctx, b.org.ID, w.ID)).get(t)
	if after.Status != vigil.WebhookDisabled || after.DisabledReason == nil || *after.DisabledReason != webhook.DisabledReasonGone {
		t.Errorf("after 410: %+v", after)
	}
	// The disabled webhook's other pending delivery stops too.
	if job := must(b.ws.NextDelivery(b.ctx, ids[2])).get(t); job != nil {
		t.Errorf("NextDelivery for a disabled webhook = %+v, want nil", job)
	}
	if job := must(b.ws.NextDelivery(b.ctx, "dlv_unknown")).get(t); job != nil {
		t.Errorf("NextDelivery of an unknown delivery = %+v", job)
	}
}

func testWebhookPingRedeliver(t *testing.T, b *webhookBundle) {
	w := b.webhook(t, b.org.ID, webhook.EventScanCompleted)
	d := must(b.ws.PingWebhook(b.ctx, b.org.ID, w.ID)).get(t)
	if d.EventType != webhook.EventPing || d.Status != vigil.DeliveryPending || len(b.deliveries.ScanIDs()) != 1 {
		t.Fatalf("ping delivery %+v", d)
	}
	job := must(b.ws.NextDelivery(b.ctx, d.ID)).get(t)
	if ev, err := webhook.ParseEvent(job.Body); err != nil || ev.Type != webhook.EventPing || job.EventID != d.EventID {
		t.Errorf("ping event %s: %v", job.Body, err)
	}
	again := must(b.ws.RedeliverWebhookDelivery(b.ctx, b.org.ID, w.ID, d.ID)).get(t)
	if again.ID == d.ID || again.EventID != d.EventID || len(b.deliveries.ScanIDs()) != 2 {
		t.Errorf("redelivery %+v of %+v", again, d)
	}
	_, err := b.ws.RedeliverWebhookDelivery(b.ctx, b.org.ID, w.ID, "dlv_unknown")
	wantCode(t, err, vigil.CodeNotFound)
	_, err = b.ws.RedeliverWebhookDelivery(b.ctx, b.other.ID, w.ID, d.ID)
	wantCode(t, err, vigil.CodeNotFound)
	_, err = b.ws.PingWebhook(b.ctx, b.other.ID, w.ID)
	wantCode(t, err, vigil.CodeNotFound)
	disabled := vigil.WebhookDisabled
	must(b.ws.UpdateWebhook(b.ctx, b.org.ID, w.ID, vigil.WebhookUpdate{Status: &disabled})).get(t)
	// Disabling fails the pending deliveries: nothing will send them, and retention may delete them.
	for _, dl := range b.deliveryList(t, b.org.ID, w.ID) {
		if dl.Status != vigil.DeliveryFailed || dl.Error != "the webhook was disabled" || dl.NextRetryAt != nil {
			t.Errorf("delivery of a disabled webhook: %+v, want failed", dl)
		}
	}
	_, err = b.ws.PingWebhook(b.ctx, b.org.ID, w.ID)
	wantCode(t, err, vigil.CodeConflict)
	_, err = b.ws.RedeliverWebhookDelivery(b.ctx, b.org.ID, w.ID, d.ID)
	wantCode(t, err, vigil.CodeConflict)
}

// testWebhookRetention deletes old events with their deliveries, across organisations and in batches, and keeps
// an old event while one of its deliveries is pending a retry or was made after the cutoff (a redelivery).
func testWebhookRetention(t *testing.T, b *webhookBundle) {
	w := b.webhook(t, b.org.ID, webhook.EventScanCompleted)
	at := time.Date(2030, 1, 2, 3, 4, 5, 0, time.UTC)
	record := func(d *vigil.WebhookDelivery, status vigil.DeliveryStatus) {
		t.Helper()
		res := vigil.DeliveryResult{Status: status, Attempt: vigil.DeliveryAttempt{Attempt: 1, At: at, StatusCode: 200, Outcome: "success"}}
		if status != vigil.DeliverySucceeded {
			next := at.Add(time.Minute)
			res.Failing, res.Attempt.StatusCode, res.Attempt.Outcome = true, 500, "retry"
			if status == vigil.DeliveryPending {
				res.NextRetryAt = &next
			}
		}
		must(0, b.ws.RecordDeliveryAttempt(b.ctx, d.ID, res)).get(t)
	}
	ping := func(status vigil.DeliveryStatus) *vigil.WebhookDelivery {
		t.Helper()
		d := must(b.ws.PingWebhook(b.ctx, b.org.ID, w.ID)).get(t)
		record(d, status)
		return d
	}
	ping(vigil.DeliverySucceeded)
	retrying := ping(vigil.DeliveryPending)
	ping(vigil.DeliveryFailed)
	redelivered := ping(vigil.DeliverySucceeded)
	// An event with no delivery at all, of the other organisation.
	_, scan := b.contract(t, b.other.ID, "quiet", true)
	b.completeScan(t, scan.ID)
	time.Sleep(5 * time.Millisecond)
	cutoff := time.Now()
	time.Sleep(5 * time.Millisecond)
	again := must(b.ws.RedeliverWebhookDelivery(b.ctx, b.org.ID, w.ID, redelivered.ID)).get(t)
	record(again, vigil.DeliverySucceeded)
	recent := ping(vigil.DeliverySucceeded)

	// The succeeded and failed pings and the scan event go, two then one.
	for i, want := range []int{2, 1, 0} {
		if n := must(b.ws.DeleteWebhookEvents(b.ctx, cutoff, 2)).get(t); n != want {
			t.Errorf("DeleteWebhookEvents call %d deleted %d events, want %d", i+1, n, want)
		}
	}
	var left []string
	for _, d := range b.deliveryList(t, b.org.ID, w.ID) {
		left = append(left, d.ID)
	}
	want := []string{retrying.ID, redelivered.ID, again.ID, recent.ID}
	if !slices.Equal(slices.Sorted(slices.Values(left)), slices.Sorted(slices.Values(want))) {
		t.Errorf("deliveries left %v, want %v: the pending one, the redelivered event's two and the recent one", left, want)
	}
	if job := must(b.ws.NextDelivery(b.ctx, retrying.ID)).get(t); job == nil {
		t.Error("the delivery pending a retry lost its event")
	}
}

func hasPrefix(s, p string) bool { return len(s) >= len(p) && s[:len(p)] == p }

// testDeliveriesDisabled runs on a store without a delivery enqueuer, as Run makes them: a finished scan keeps its
// event with no delivery, and a ping is ErrDeliveriesDisabled, leaving nothing behind.
func testDeliveriesDisabled(t *testing.T, b *bundle) {
	secret, err := webhook.NewSecret()
	if err != nil {
		t.Fatal(err)
	}
	w := must(b.s.CreateWebhook(b.ctx, b.org.ID, vigil.WebhookCreate{URL: "https://hooks.example.com/a",
		Events: []string{webhook.EventScanCompleted}, Secret: secret})).get(t)
	_, scan := b.contract(t, b.org.ID, "a", true)
	b.completeScan(t, scan.ID)
	if s := must(b.s.FindScan(b.ctx, b.org.ID, scan.ID)).get(t); s.Status != vigil.ScanCompleted {
		t.Errorf("scan %s, want completed", s.Status)
	}
	_, err = b.s.PingWebhook(b.ctx, b.org.ID, w.ID)
	if !errors.Is(err, store.ErrDeliveriesDisabled) {
		t.Errorf("PingWebhook = %v, want ErrDeliveriesDisabled", err)
	}
	wantCode(t, err, vigil.CodeServiceUnavailable)
	_, err = b.s.PingWebhook(b.ctx, b.org.ID, "whk_missing")
	wantCode(t, err, vigil.CodeNotFound)
	codec, err := listquery.NewCodec([]byte("storetest cursor signing key 0123456789"))
	if err != nil {
		t.Fatal(err)
	}
	l := must(b.s.ListWebhookDeliveries(b.ctx, b.org.ID, w.ID, q(t, store.NewWebhookLists(codec).Deliveries, ""))).get(t)
	if len(l.Data) != 0 {
		t.Errorf("%d deliveries recorded without an enqueuer, want none", len(l.Data))
	}
}
