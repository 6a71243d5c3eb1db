package webhook

import (
	"testing"
	"time"
)

func constant(v float64) func() float64 { return func() float64 { return v } }

func TestNextRetry(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		name         string
		attempt      int
		failingSince time.Time
		rnd          func() float64
		wantDelay    time.Duration
		wantOK       bool
	}{
		{"after 1st, no jitter", 1, now, constant(0.5), 5 * time.Second, true},
		{"after 2nd", 2, now, constant(0.5), 5 * time.Minute, true},
		{"after 3rd", 3, now, constant(0.5), 30 * time.Minute, true},
		{"after 4th", 4, now, constant(0.5), 2 * time.Hour, true},
		{"after 5th", 5, now, constant(0.5), 5 * time.Hour, true},
		{"after 6th", 6, now, constant(0.5), 10 * time.Hour, true},
		{"after 7th", 7, now, constant(0.5), 10 * time.Hour, true},
		{"after 8th: exhausted", 8, now, constant(0.5), 0, false},
		{"attempt 0", 0, now, constant(0.5), 0, false},
		{"negative attempt", -1, now, constant(0.5), 0, false},
		{"lowest jitter", 1, now, constant(0), 4 * time.Second, true},
		{"high jitter", 2, now, constant(0.96875), 356250 * time.Millisecond, true},
		{"quarter jitter", 4, now, constant(0.25), 108 * time.Minute, true},
		{"broken source: no jitter", 3, now, constant(7), 30 * time.Minute, true},
		{"failing 4 days: retry", 5, now.Add(-4 * 24 * time.Hour), constant(0.5), 5 * time.Hour, true},
		{"failing just under 5 days: retry", 2, now.Add(-DisableAfter + time.Second), constant(0.5), 5 * time.Minute, true},
		{"failing 5 days: stop", 2, now.Add(-DisableAfter), constant(0.5), 0, false},
		{"failing 6 days: stop", 1, now.Add(-6 * 24 * time.Hour), constant(0.5), 0, false},
		{"not failing (zero time)", 1, time.Time{}, constant(0.5), 5 * time.Second, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			at, ok := NextRetry(tt.attempt, tt.failingSince, now, tt.rnd)
			if ok != tt.wantOK {
				t.Fatalf("NextRetry ok = %v, want %v", ok, tt.wantOK)
			}
			if !ok {
				if !at.IsZero() {
					t.Fatalf("NextRetry time = %s with ok=false, want zero", at)
				}
				return
			}
			if got := at.Sub(now); got != tt.wantDelay {
				t.Fatalf("NextRetry delay = %s, want %s", got, tt.wantDelay)
			}
		})
	}
}

func TestNextRetryJitterBounds(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	for attempt, d := range RetryDelays() {
		lo, hi := time.Duration(float64(d)*0.8), time.Duration(float64(d)*1.2)
		for range 200 {
			at, ok := NextRetry(attempt+1, now, now, nil)
			if !ok {
				t.Fatalf("attempt %d: no retry", attempt+1)
			}
			if got := at.Sub(now); got < lo || got >= hi {
				t.Fatalf("attempt %d: delay %s outside [%s, %s)", attempt+1, got, lo, hi)
			}
		}
	}
}

func TestShouldDisable(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		failingSince time.Time
		want         bool
	}{
		{time.Time{}, false},
		{now, false},
		{now.Add(-DisableAfter + time.Nanosecond), false},
		{now.Add(-DisableAfter), true},
		{now.Add(-30 * 24 * time.Hour), true},
	}
	for _, tt := range tests {
		if got := ShouldDisable(tt.failingSince, now); got != tt.want {
			t.Errorf("ShouldDisable(%s) = %v, want %v", tt.failingSince, got, tt.want)
		}
	}
}

func TestDecide(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		name         string
		outcome      Outcome
		attempt      int
		failingSince time.Time
		want         Decision
	}{
		{"success", OutcomeSuccess, 3, now.Add(-time.Hour), Decision{Action: ActionDone}},
		{"success after 6 days of failures", OutcomeSuccess, 1, now.Add(-6 * 24 * time.Hour), Decision{Action: ActionDone}},
		{"gone", OutcomeDisable, 1, now, Decision{Action: ActionDisable, DisabledReason: DisabledReasonGone}},
		{"first failure", OutcomeRetry, 1, now, Decision{Action: ActionRetry, RetryAt: now.Add(5 * time.Second)}},
		{"fifth failure", OutcomeRetry, 5, now.Add(-3 * time.Hour), Decision{Action: ActionRetry, RetryAt: now.Add(5 * time.Hour)}},
		{"eighth failure", OutcomeRetry, 8, now.Add(-28 * time.Hour), Decision{Action: ActionGiveUp}},
		{"failing for 5 days", OutcomeRetry, 2, now.Add(-DisableAfter), Decision{Action: ActionDisable, DisabledReason: DisabledReasonFailing}},
		{"exhausted and failing for 5 days", OutcomeRetry, 8, now.Add(-DisableAfter), Decision{Action: ActionDisable, DisabledReason: DisabledReasonFailing}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got := Decide(Attempt{Outcome: tt.outcome}, tt.attempt, tt.failingSince, now, constant(0.5))
			if got != tt.want {
				t.Fatalf("Decide = %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestStrings(t *testing.T) {
	t.Parallel()
	for v, want := range map[Outcome]string{OutcomeSuccess: "success", OutcomeRetry: "retry", OutcomeDisable: "disable", Outcome(9): "outcome(9)"} {
		if got := v.String(); got != want {
			t.Errorf("Outcome(%d).String() = %q, want %q", int(v), got, want)
		}
	}
	for v, want := range map[Action]string{ActionDone: "done", ActionRetry: "retry", ActionGiveUp: "give_up", ActionDisable: "disable", Action(9): "unknown"} {
		if got := v.String(); got != want {
			t.Errorf("Action(%d).String() = %q, want %q", int(v), got, want)
		}
	}
}
