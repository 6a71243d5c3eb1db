package plan

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/vigilsec/vigil/ratelimit"
)

func TestDefaults(t *testing.T) {
	t.Parallel()
	s := Defaults()
	if err := s.Validate(); err != nil {
		t.Fatalf("defaults invalid: %v", err)
	}
	free, ok := s.Get(Free)
	if !ok {
		t.Fatal("no free plan")
	}
	want := Plan{Name: Free, RequestsPerMinute: 60, Burst: 20, ConcurrentScans: 2, ScansPerMonth: 100,
		MaxUploadBytes: 1 << 20, MaxUploadFiles: 200}
	if free != want {
		t.Fatalf("free = %+v, want %+v", free, want)
	}
	// Each plan is larger than the one before it in every limit.
	all := s.All()
	if len(all) != 3 {
		t.Fatalf("All() has %d plans, want 3", len(all))
	}
	for i := 1; i < len(all); i++ {
		for _, f := range fields() {
			if f.get(all[i]) <= f.get(all[i-1]) {
				t.Errorf("%s: %s %d is not larger than %s %d", f.name, all[i].Name, f.get(all[i]), all[i-1].Name, f.get(all[i-1]))
			}
		}
	}
	if _, ok := s.Get("gold"); ok {
		t.Error(`Get("gold") found a plan`)
	}
}

func TestDefaultsAreIndependentCopies(t *testing.T) {
	t.Parallel()
	a, b := Defaults(), Defaults()
	a.plans[Free] = Plan{Name: Free}
	if p, _ := b.Get(Free); p.RequestsPerMinute != 60 {
		t.Fatalf("changing one Defaults() changed another: %+v", p)
	}
}

func TestPlanValidate(t *testing.T) {
	t.Parallel()
	valid, _ := Defaults().Get(Pro)
	tests := []struct {
		name   string
		change func(*Plan)
		want   string // substring of the error; empty for valid
	}{
		{"valid", func(*Plan) {}, ""},
		{"no name", func(p *Plan) { p.Name = "" }, "name must not be empty"},
		{"zero rate", func(p *Plan) { p.RequestsPerMinute = 0 }, "requests_per_minute must be at least 1, got 0"},
		{"zero burst", func(p *Plan) { p.Burst = 0 }, "burst must be at least 1, got 0"},
		{"negative scans", func(p *Plan) { p.ConcurrentScans = -1 }, "concurrent_scans must be at least 1, got -1"},
		{"zero monthly", func(p *Plan) { p.ScansPerMonth = 0 }, "scans_per_month must be at least 1"},
		{"zero upload", func(p *Plan) { p.MaxUploadBytes = 0 }, "max_upload_bytes must be at least 1"},
		{"huge upload", func(p *Plan) { p.MaxUploadBytes = 1 << 50 }, "max_upload_bytes must be at most 1099511627776"},
		{"zero files", func(p *Plan) { p.MaxUploadFiles = 0 }, "max_upload_files must be at least 1"},
		{"huge rate", func(p *Plan) { p.RequestsPerMinute = 100_000_000 }, "requests_per_minute must be at most 60000000"},
		{"all problems at once", func(p *Plan) { p.Burst, p.MaxUploadFiles = 0, 0 },
			`plan "pro": burst must be at least 1, got 0; max_upload_files must be at least 1, got 0`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			p := valid
			tc.change(&p)
			err := p.Validate()
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("unexpected error: %v", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Fatalf("error %v, want one containing %q", err, tc.want)
			}
		})
	}
}

func TestSetValidate(t *testing.T) {
	t.Parallel()
	missing := Defaults()
	delete(missing.plans, Enterprise)
	if err := missing.Validate(); err == nil || !strings.Contains(err.Error(), `plan "enterprise" is missing`) {
		t.Errorf("missing plan: %v", err)
	}
	misfiled := Defaults()
	p := misfiled.plans[Pro]
	p.Name = Free
	misfiled.plans[Pro] = p
	if err := misfiled.Validate(); err == nil || !strings.Contains(err.Error(), `plan "pro" has name "free"`) {
		t.Errorf("misfiled plan: %v", err)
	}
	if err := (Set{}).Validate(); err == nil {
		t.Error("zero Set is valid")
	}
}

// TestRequestLimitEnforceable checks that every plan that validates gives a limit the limiters accept, at the
// extremes of the ranges too.
func TestRequestLimitEnforceable(t *testing.T) {
	t.Parallel()
	p, _ := Defaults().Get(Free)
	if got, want := p.RequestLimit(), (ratelimit.Limit{Rate: 60, Period: time.Minute, Burst: 20}); got != want {
		t.Fatalf("RequestLimit = %v, want %v", got, want)
	}
	for _, f := range fields() {
		for _, v := range []int64{1, f.max} {
			q := p
			f.set(&q, v)
			if err := q.Validate(); err != nil {
				t.Fatalf("%s=%d: %v", f.name, v, err)
			}
			if err := q.RequestLimit().Validate(); err != nil {
				t.Errorf("%s=%d: plan valid but its request limit is not: %v", f.name, v, err)
			}
		}
	}
	extreme := p
	extreme.RequestsPerMinute, extreme.Burst = 1, 10_000_000
	if err := extreme.RequestLimit().Validate(); err != nil {
		t.Errorf("slowest rate with largest burst: %v", err)
	}
	m := ratelimit.NewMemory(ratelimit.MemoryOptions{})
	if res, err := m.Allow(context.Background(), "org", p.RequestLimit()); err != nil || res.Limit != 20 {
		t.Errorf("Allow with the free plan: %+v, %v", res, err)
	}
}
