package vigil

import (
	"fmt"
	"time"
)

// Usage is what an organisation currently uses of the limits its plan sets on scans.
type Usage struct {
	// RunningScans counts the organisation's scans that are running now.
	RunningScans int
	// ScansThisMonth counts the scans the organisation created in the current calendar month (UTC), deleted
	// ones included: deleting a contract does not give its scans back.
	ScansThisMonth int
}

// MonthStart returns the start of t's calendar month in UTC, when the monthly scan quota resets.
func MonthStart(t time.Time) time.Time {
	t = t.UTC()
	return time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC)
}

// NextMonthStart returns the start of the calendar month (UTC) after t's: when a quota used at t is reset.
func NextMonthStart(t time.Time) time.Time {
	return MonthStart(t).AddDate(0, 1, 0)
}

// MonthKey names t's calendar month (UTC) as "2006-01", the key monthly usage is counted under.
func MonthKey(t time.Time) string {
	return t.UTC().Format("2006-01")
}

// QuotaExceeded is the error of a scan refused because the organisation has used its monthly quota at now.
func QuotaExceeded(limit int, now time.Time) *Error {
	return Errorf(CodeQuotaExceeded, "The plan allows %d scans per calendar month and they are used up; the quota resets on %s.",
		limit, NextMonthStart(now).Format(time.RFC3339))
}

// String describes the usage, for logs.
func (u Usage) String() string {
	return fmt.Sprintf("%d running, %d this month", u.RunningScans, u.ScansThisMonth)
}
