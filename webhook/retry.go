package webhook

import (
	"math/rand/v2"
	"time"
)

// Jitter is the relative spread applied to every retry delay (±20%), so that retries of many messages to one
// endpoint that went down together do not all come back at the same instant.
const Jitter = 0.2

// DisableAfter is how long an endpoint may keep failing, without a single success, before it is disabled.
const DisableAfter = 5 * 24 * time.Hour

// Reasons stored in a webhook's disabled_reason.
const (
	DisabledReasonGone    = "the endpoint answered 410 Gone"
	DisabledReasonFailing = "every delivery failed for 5 days"
)

// RetryDelays returns the nominal wait before each retry: after the first failed attempt 5 s, then 5 min, 30 min,
// 2 h, 5 h, 10 h and 10 h. A message gets at most 1+len(RetryDelays()) attempts.
func RetryDelays() []time.Duration {
	return []time.Duration{
		5 * time.Second,
		5 * time.Minute,
		30 * time.Minute,
		2 * time.Hour,
		5 * time.Hour,
		10 * time.Hour,
		10 * time.Hour,
	}
}

// NextRetry says when to try a message again after its attempt-th failed attempt (1 after the first), at now.
// failingSince is when the endpoint's current run of failures began: its first failed attempt since its last
// success, across all its messages. The delay is the attempt-th entry of RetryDelays, scaled by a factor in
// [1-Jitter, 1+Jitter) drawn from rnd (a function returning values in [0, 1), such as rand.Float64; nil means
// rand.Float64). It returns false when the message has used all its retries, when attempt is not positive, or when
// the endpoint has been failing for DisableAfter (see ShouldDisable).
func NextRetry(attempt int, failingSince, now time.Time, rnd func() float64) (time.Time, bool) {
	delays := RetryDelays()
	if attempt < 1 || attempt > len(delays) || ShouldDisable(failingSince, now) {
		return time.Time{}, false
	}
	if rnd == nil {
		rnd = rand.Float64
	}
	r := rnd()
	if r < 0 || r >= 1 {
		r = 0.5 // a broken source gets no jitter rather than a delay outside the schedule
	}
	d := delays[attempt-1]
	spread := time.Duration(float64(d) * Jitter)
	return now.Add(d - spread + time.Duration(float64(2*spread)*r)), true
}

// ShouldDisable reports whether an endpoint that has failed every attempt since failingSince has now failed for
// DisableAfter. A zero failingSince means it is not failing.
func ShouldDisable(failingSince, now time.Time) bool {
	return !failingSince.IsZero() && now.Sub(failingSince) >= DisableAfter
}

// Action is what the caller does after an attempt.
type Action int

// The actions Decide returns.
const (
	// ActionDone: the message is delivered; clear the endpoint's failing-since time.
	ActionDone Action = iota
	// ActionRetry: schedule the next attempt at Decision.RetryAt.
	ActionRetry
	// ActionGiveUp: the message used all its retries; mark it failed, the endpoint stays enabled.
	ActionGiveUp
	// ActionDisable: disable the endpoint with Decision.DisabledReason and stop retrying its messages.
	ActionDisable
)

// String returns "done", "retry", "give_up" or "disable".
func (a Action) String() string {
	switch a {
	case ActionDone:
		return "done"
	case ActionRetry:
		return "retry"
	case ActionGiveUp:
		return "give_up"
	case ActionDisable:
		return "disable"
	}
	return "unknown"
}

// Decision is the next step after an attempt.
type Decision struct {
	Action Action
	// RetryAt is set for ActionRetry.
	RetryAt time.Time
	// DisabledReason is set for ActionDisable, for the webhook's disabled_reason.
	DisabledReason string
}

// Decide combines an attempt's outcome with the retry schedule and the disable rules. attempt counts this
// message's attempts so far, this one included; failingSince is when the endpoint's current run of failures began,
// including this attempt (the caller sets it to now on the first failure after a success). rnd is as in NextRetry.
func Decide(a Attempt, attempt int, failingSince, now time.Time, rnd func() float64) Decision {
	switch a.Outcome {
	case OutcomeSuccess:
		return Decision{Action: ActionDone}
	case OutcomeDisable:
		return Decision{Action: ActionDisable, DisabledReason: DisabledReasonGone}
	}
	if ShouldDisable(failingSince, now) {
		return Decision{Action: ActionDisable, DisabledReason: DisabledReasonFailing}
	}
	if at, ok := NextRetry(attempt, failingSince, now, rnd); ok {
		return Decision{Action: ActionRetry, RetryAt: at}
	}
	return Decision{Action: ActionGiveUp}
}
