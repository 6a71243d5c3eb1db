package postgres_test

import (
	"context"
	"net/url"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/listquery"
	"github.com/vigilsec/vigil/store"
	"github.com/vigilsec/vigil/webhook"
)

// deliveries records the delivery jobs a store enqueued.
type deliveries struct {
	mu  sync.Mutex
	ids []string
}

func (r *deliveries) enqueue(_ context.Context, _ pgx.Tx, id string) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.ids = append(r.ids, id)
	return nil
}

func (r *deliveries) list() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.ids)
}

// TestWebhooks runs the webhook life cycle on PostgreSQL: create, list, update, rotate, ping, redeliver, the
// worker's NextDelivery and RecordDeliveryAttempt, scan events in the scan's transaction, and deletion.
func TestWebhooks(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, org := setup(t)
	jobs := &deliveries{}
	db.SetDeliveryEnqueuer(jobs.enqueue)
	other, err := db.CreateOrganization(ctx, "globex", vigil.PlanFree)
	if err != nil {
		t.Fatal(err)
	}
	codec, err := listquery.NewCodec([]byte("webhook test cursor signing key 0123456789"))
	if err != nil {
		t.Fatal(err)
	}
	lists := store.NewWebhookLists(codec)
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	code := vigil.ErrorCode

	w, err := db.CreateWebhook(ctx, org.ID, vigil.WebhookCreate{URL: "https://example.com/hook", Events: []string{webhook.EventScanCompleted},
		Description: "ci", Secret: "whsec_one"})
	must(err)
	all, err := db.CreateWebhook(ctx, org.ID, vigil.WebhookCreate{URL: "https://example.com/all",
		Events: []string{webhook.EventScanCompleted, webhook.EventScanFailed}, Secret: "whsec_all"})
	must(err)
	if w.Status != vigil.WebhookEnabled || w.Secret != "whsec_one" {
		t.Errorf("created webhook = %+v", w)
	}
	if _, err := db.FindWebhook(ctx, other.ID, w.ID); code(err) != vigil.CodeNotFound {
		t.Errorf("another organisation finds the webhook: %v", err)
	}
	v, _ := url.ParseQuery("limit=1")
	q, err := listquery.Parse(v, lists.Webhooks)
	must(err)
	page, err := db.ListWebhooks(ctx, org.ID, q)
	must(err)
	if len(page.Data) != 1 || page.Data[0].ID != all.ID || !page.HasMore || page.Data[0].Secret != "" {
		t.Errorf("first page = %+v, more %v; want the newest webhook, without its secret", page.Data, page.HasMore)
	}

	off := vigil.WebhookDisabled
	upd, err := db.UpdateWebhook(ctx, org.ID, w.ID, vigil.WebhookUpdate{Status: &off})
	must(err)
	if upd.Status != vigil.WebhookDisabled || upd.DisabledReason == nil {
		t.Errorf("disabled webhook = %+v", upd)
	}
	if _, err := db.PingWebhook(ctx, org.ID, w.ID); code(err) != vigil.CodeConflict {
		t.Errorf("ping of a disabled webhook: %v, want CONFLICT", err)
	}
	on, desc := vigil.WebhookEnabled, "release"
	upd, err = db.UpdateWebhook(ctx, org.ID, w.ID, vigil.WebhookUpdate{Status: &on, Description: &desc, Events: []string{webhook.EventScanCompleted, webhook.EventScanFailed}})
	must(err)
	if upd.Status != vigil.WebhookEnabled || upd.DisabledReason != nil || upd.Description != "release" || len(upd.Events) != 2 {
		t.Errorf("re-enabled webhook = %+v", upd)
	}
	rot, err := db.RotateWebhookSecret(ctx, org.ID, w.ID, "whsec_two")
	must(err)
	if rot.Secret != "whsec_two" {
		t.Errorf("rotated secret = %q", rot.Secret)
	}

	ping, err := db.PingWebhook(ctx, org.ID, w.ID)
	must(err)
	if ping.Status != vigil.DeliveryPending || ping.EventType != webhook.EventPing || !slices.Equal(jobs.list(), []string{ping.ID}) {
		t.Errorf("ping delivery = %+v, jobs %v", ping, jobs.list())
	}
	job, err := db.NextDelivery(ctx, ping.ID)
	must(err)
	if job == nil || job.Secret != "whsec_two" || job.PreviousSecret != "whsec_one" || job.RotatedAt.IsZero() || len(job.Body) == 0 {
		t.Fatalf("NextDelivery = %+v", job)
	}
	// A failing attempt that disables the webhook stops its other pending deliveries.
	again, err := db.RedeliverWebhookDelivery(ctx, org.ID, w.ID, ping.ID)
	must(err)
	if again.EventID != ping.EventID || again.ID == ping.ID {
		t.Errorf("redelivery = %+v of %+v", again, ping)
	}
	at := time.Now()
	must(db.RecordDeliveryAttempt(ctx, ping.ID, vigil.DeliveryResult{
		Attempt: vigil.DeliveryAttempt{Attempt: 1, At: at, StatusCode: 500, LatencyMS: 12, ResponseExcerpt: "bad\x00gateway", Outcome: "retry"},
		Status:  vigil.DeliveryFailed, Failing: true, DisabledReason: "too many failures",
	}))
	if job, err := db.NextDelivery(ctx, again.ID); err != nil || job != nil {
		t.Errorf("NextDelivery of a disabled webhook's delivery = %+v, %v; want nil", job, err)
	}
	v, _ = url.ParseQuery("event=" + webhook.EventPing)
	q, err = listquery.Parse(v, lists.Deliveries)
	must(err)
	dls, err := db.ListWebhookDeliveries(ctx, org.ID, w.ID, q)
	must(err)
	if len(dls.Data) != 2 {
		t.Fatalf("%d deliveries, want 2", len(dls.Data))
	}
	for _, dl := range dls.Data {
		if dl.Status != vigil.DeliveryFailed {
			t.Errorf("delivery %s is %s, want failed", dl.ID, dl.Status)
		}
		if dl.ID == ping.ID && (dl.Attempts != 1 || dl.StatusCode == nil || *dl.StatusCode != 500 || len(dl.AttemptLog) != 1) {
			t.Errorf("attempted delivery = %+v", dl)
		}
	}
	if _, err := db.ListWebhookDeliveries(ctx, other.ID, w.ID, q); code(err) != vigil.CodeNotFound {
		t.Errorf("another organisation lists the deliveries: %v", err)
	}

	// A completed scan records its event and a delivery for each enabled webhook that subscribes to it: the
	// second one (the first is disabled now).
	before := len(jobs.list())
	_, s, err := db.CreateContract(ctx, vigil.ContractCreate{OrgID: org.ID, Scan: true, Files: []vigil.SourceFile{{Path: "a.sol"}}})
	must(err)
	_, _, err = db.StartScan(ctx, s.ID)
	must(err)
	must(db.CompleteScan(ctx, s.ID, vigil.ScanResult{EngineVersion: "test"}))
	if got := jobs.list(); len(got) != before+1 {
		t.Fatalf("jobs after the scan = %v, want one more", got)
	}
	job, err = db.NextDelivery(ctx, jobs.list()[before])
	must(err)
	if job == nil || job.WebhookID != all.ID {
		t.Errorf("scan event delivery = %+v, want one to %s", job, all.ID)
	}

	must(db.DeleteWebhook(ctx, org.ID, all.ID))
	if err := db.DeleteWebhook(ctx, org.ID, all.ID); code(err) != vigil.CodeNotFound {
		t.Errorf("second delete: %v", err)
	}
	if job, err := db.NextDelivery(ctx, jobs.list()[before]); err != nil || job != nil {
		t.Errorf("NextDelivery after the webhook's deletion = %+v, %v", job, err)
	}
	must(db.RecordDeliveryAttempt(ctx, jobs.list()[before], vigil.DeliveryResult{Status: vigil.DeliverySucceeded}))
}

// TestWebhookLimit creates webhooks from several goroutines at once: no more than the limit are stored.
func TestWebhookLimit(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, org := setup(t)
	const tries = webhook.MaxEndpointsPerOrganization + 5
	errs := make([]error, tries)
	var wg sync.WaitGroup
	for i := range tries {
		wg.Go(func() {
			_, errs[i] = db.CreateWebhook(ctx, org.ID, vigil.WebhookCreate{URL: "https://example.com/h", Secret: "s"})
		})
	}
	wg.Wait()
	created := 0
	for _, err := range errs {
		switch vigil.ErrorCode(err) {
		case "":
			created++
		case vigil.CodeValidation:
		default:
			t.Errorf("CreateWebhook: %v", err)
		}
	}
	if created != webhook.MaxEndpointsPerOrganization {
		t.Errorf("%d webhooks created, want %d", created, webhook.MaxEndpointsPerOrganization)
	}
}
