package webhook

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/vigilsec/vigil"
)

func severity(s vigil.Severity) *vigil.Severity { return &s }

func TestValidateEvents(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		events  []string
		wantErr string
	}{
		{"one", []string{"scan.completed"}, ""},
		{"all", []string{"scan.completed", "scan.failed", "webhook.ping"}, ""},
		{"none", nil, "at least one event"},
		{"empty list", []string{}, "at least one event"},
		{"unknown", []string{"scan.completed", "scan.started"}, `unknown event "scan.started"`},
		{"wrong case", []string{"Scan.Completed"}, `unknown event "Scan.Completed"`},
		{"empty name", []string{""}, `unknown event ""`},
		{"wildcard", []string{"*"}, `unknown event "*"`},
		{"duplicate", []string{"scan.failed", "scan.failed"}, `"scan.failed" is listed twice`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			err := ValidateEvents(tt.events)
			if tt.wantErr == "" {
				if err != nil {
					t.Fatalf("ValidateEvents(%q): %v", tt.events, err)
				}
				return
			}
			var ve *ValidationError
			if !errors.As(err, &ve) || ve.Field != "events" || !strings.Contains(ve.Message, tt.wantErr) {
				t.Fatalf("ValidateEvents(%q) error = %#v, want a ValidationError on events mentioning %q", tt.events, err, tt.wantErr)
			}
		})
	}
}

func TestSubscribes(t *testing.T) {
	t.Parallel()
	tests := []struct {
		events []string
		typ    string
		want   bool
	}{
		{[]string{EventScanCompleted}, EventScanCompleted, true},
		{[]string{EventScanCompleted}, EventScanFailed, false},
		{[]string{EventScanFailed}, EventPing, true},
		{nil, EventScanCompleted, false},
	}
	for _, tt := range tests {
		if got := Subscribes(tt.events, tt.typ); got != tt.want {
			t.Errorf("Subscribes(%q, %q) = %v, want %v", tt.events, tt.typ, got, tt.want)
		}
	}
}

func TestEventBodyShape(t *testing.T) {
	t.Parallel()
	e := Event{
		ID:        "msg_1",
		Type:      EventScanCompleted,
		Timestamp: time.Date(2026, 3, 1, 13, 4, 5, 0, time.FixedZone("CET", 3600)),
		Data: ScanData{
			ScanID: "scn_1", ContractID: "ctr_1", Status: "completed",
			Summary: vigil.ScanSummary{Critical: 1, High: 2, Low: 1, Total: 4, MaxSeverity: severity(vigil.SeverityCritical)},
		},
	}
	body, err := e.Body()
	if err != nil {
		t.Fatal(err)
	}
	want := `{"type":"scan.completed","timestamp":"2026-03-01T12:04:05Z","data":{"scan_id":"scn_1","contract_id":"ctr_1",` +
		`"status":"completed","summary":{"critical":1,"high":2,"medium":0,"low":1,"informational":0,"total":4,"max_severity":"critical"}}}`
	if string(body) != want {
		t.Fatalf("body:\n got %s\nwant %s", body, want)
	}

	failed := Event{Type: EventScanFailed, Timestamp: time.Unix(0, 0), Data: ScanData{
		ScanID: "scn_2", ContractID: "ctr_1", Status: "failed", Error: &vigil.ScanError{Code: "PARSE", Message: "no source"},
	}}
	body, err = failed.Body()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(body), `"error":{"code":"PARSE","message":"no source"}`) || !strings.Contains(string(body), `"max_severity":null`) {
		t.Fatalf("failed-scan body %s: want the error and a null max_severity", body)
	}
}

func TestEventBodyErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		event   Event
		wantErr string
	}{
		{"unknown type", Event{Type: "scan.started", Timestamp: time.Unix(1, 0)}, "unknown event type"},
		{"no timestamp", Event{Type: EventPing}, "no timestamp"},
		{"unencodable data", Event{Type: EventPing, Timestamp: time.Unix(1, 0), Data: func() {}}, "json"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if _, err := tt.event.Body(); err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("Body error = %v, want one mentioning %q", err, tt.wantErr)
			}
		})
	}
}

func TestParseEvent(t *testing.T) {
	t.Parallel()
	ts := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		name     string
		body     string
		wantData any
		wantErr  string
	}{
		{
			name:     "scan completed",
			body:     `{"type":"scan.completed","timestamp":"2026-03-01T12:00:00Z","data":{"scan_id":"scn_1","contract_id":"ctr_1","status":"completed","summary":{"high":3,"total":3,"max_severity":"high"}}}`,
			wantData: ScanData{ScanID: "scn_1", ContractID: "ctr_1", Status: "completed", Summary: vigil.ScanSummary{High: 3, Total: 3, MaxSeverity: severity(vigil.SeverityHigh)}},
		},
		{
			name:     "ping",
			body:     `{"type":"webhook.ping","timestamp":"2026-03-01T12:00:00Z","data":{"webhook_id":"whk_1"}}`,
			wantData: PingData{WebhookID: "whk_1"},
		},
		{
			name:     "future type kept raw",
			body:     `{"type":"scan.queued","timestamp":"2026-03-01T12:00:00Z","data":{"x":1}}`,
			wantData: json.RawMessage(`{"x":1}`),
		},
		{name: "not json", body: `nope`, wantErr: "parse webhook event"},
		{name: "no type", body: `{"timestamp":"2026-03-01T12:00:00Z","data":{}}`, wantErr: "no type"},
		{name: "no data", body: `{"type":"scan.failed","timestamp":"2026-03-01T12:00:00Z"}`, wantErr: "without data"},
		{name: "null data", body: `{"type":"scan.failed","timestamp":"2026-03-01T12:00:00Z","data":null}`, wantErr: "without data"},
		{name: "bad data", body: `{"type":"scan.failed","timestamp":"2026-03-01T12:00:00Z","data":{"summary":7}}`, wantErr: "scan.failed data"},
		{name: "bad timestamp", body: `{"type":"webhook.ping","timestamp":"yesterday","data":{}}`, wantErr: "parse webhook event"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e, err := ParseEvent([]byte(tt.body))
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("ParseEvent error = %v, want one mentioning %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !e.Timestamp.Equal(ts) || !reflect.DeepEqual(e.Data, tt.wantData) {
				t.Fatalf("ParseEvent = %+v, want timestamp %s and data %+v", e, ts, tt.wantData)
			}
		})
	}
}

func TestEventRoundTrip(t *testing.T) {
	t.Parallel()
	in := Event{Type: EventScanFailed, Timestamp: time.Date(2026, 1, 2, 3, 4, 5, 6000, time.UTC), Data: ScanData{
		ScanID: "scn_9", ContractID: "ctr_9", Status: "failed", Error: &vigil.ScanError{Code: "TIMEOUT", Message: "analysis took too long"},
	}}
	body, err := in.Body()
	if err != nil {
		t.Fatal(err)
	}
	out, err := ParseEvent(body)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(out, in) {
		t.Fatalf("round trip:\n got %+v\nwant %+v", out, in)
	}
}

func TestScanEvent(t *testing.T) {
	t.Parallel()
	done := time.Date(2026, 4, 1, 10, 0, 0, 0, time.UTC)
	fallback := done.Add(time.Minute)
	completed := &vigil.Scan{ID: "scn_1", ContractID: "ctr_1", Status: vigil.ScanCompleted, CompletedAt: &done,
		Summary: vigil.ScanSummary{Low: 1, Total: 1, MaxSeverity: severity(vigil.SeverityLow)}}
	failed := &vigil.Scan{ID: "scn_2", ContractID: "ctr_1", Status: vigil.ScanFailed,
		Error: &vigil.ScanError{Code: vigil.ScanErrorTimeout, Message: "too slow"}}
	tests := []struct {
		name     string
		scan     *vigil.Scan
		wantType string
		wantTime time.Time
		wantErr  string
	}{
		{"completed", completed, EventScanCompleted, done, ""},
		{"failed without completion time", failed, EventScanFailed, fallback, ""},
		{"running", &vigil.Scan{ID: "scn_3", Status: vigil.ScanRunning}, "", time.Time{}, "scan scn_3 is running"},
		{"canceled", &vigil.Scan{ID: "scn_4", Status: vigil.ScanCanceled}, "", time.Time{}, "scan scn_4 is canceled"},
		{"nil", nil, "", time.Time{}, "no scan"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e, err := ScanEvent("msg_1", tt.scan, fallback)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("ScanEvent error = %v, want one mentioning %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			data, ok := e.Data.(ScanData)
			if e.ID != "msg_1" || e.Type != tt.wantType || !e.Timestamp.Equal(tt.wantTime) || !ok {
				t.Fatalf("ScanEvent = %+v, want %s at %s with ScanData", e, tt.wantType, tt.wantTime)
			}
			want := ScanData{ScanID: tt.scan.ID, ContractID: tt.scan.ContractID, Status: tt.scan.Status, Summary: tt.scan.Summary, Error: tt.scan.Error}
			if !reflect.DeepEqual(data, want) {
				t.Fatalf("data = %+v, want %+v", data, want)
			}
			if _, err := e.Body(); err != nil {
				t.Fatalf("Body: %v", err)
			}
		})
	}
}
