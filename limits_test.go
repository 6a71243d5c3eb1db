package vigil

import (
	"strings"
	"testing"
	"time"
)

func TestMonths(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in         time.Time
		start, end string
		key        string
	}{
		{time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC), "2026-11-01T00:00:00Z", "2026-12-01T00:00:00Z", "2026-11"},
		{time.Date(2026, 12, 31, 23, 59, 59, 999, time.UTC), "2026-12-01T00:00:00Z", "2027-01-01T00:00:00Z", "2026-12"},
		{time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), "2026-01-01T00:00:00Z", "2026-02-01T00:00:00Z", "2026-01"},
		// 00:30 on 1 March in UTC+1 is still February in UTC.
		{time.Date(2028, 3, 1, 0, 30, 0, 0, time.FixedZone("CET", 3600)), "2028-02-01T00:00:00Z", "2028-03-01T00:00:00Z", "2028-02"},
	}
	for _, tt := range tests {
		if got := MonthStart(tt.in).Format(time.RFC3339); got != tt.start {
			t.Errorf("MonthStart(%s) = %s, want %s", tt.in, got, tt.start)
		}
		if got := NextMonthStart(tt.in).Format(time.RFC3339); got != tt.end {
			t.Errorf("NextMonthStart(%s) = %s, want %s", tt.in, got, tt.end)
		}
		if got := MonthKey(tt.in); got != tt.key {
			t.Errorf("MonthKey(%s) = %s, want %s", tt.in, got, tt.key)
		}
	}
}

func TestQuotaExceeded(t *testing.T) {
	t.Parallel()
	err := QuotaExceeded(100, time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC))
	if err.Code != CodeQuotaExceeded || !strings.Contains(err.Message, "100 scans") || !strings.Contains(err.Message, "2026-12-01T00:00:00Z") {
		t.Errorf("QuotaExceeded = %+v", err)
	}
}
