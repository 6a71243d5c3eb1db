// Package plan holds the subscription plans an organisation can be on (free, pro, enterprise) and the limits
// each one sets: request rate and burst, concurrent running scans, scans per month, upload size and files.
//
// Defaults returns the plans built into the code; Load and FromEnv override them from a JSON or YAML file named
// by VIGIL_PLANS_FILE, per plan and per field, so that a file only lists what it changes:
//
//	# plans.yaml
//	free:
//	  requests_per_minute: 120
//	  max_upload_bytes: 2MiB
//	enterprise:
//	  concurrent_scans: 200
//
// A Set, once built, is read-only and safe for concurrent use.
package plan

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/vigilsec/vigil/ratelimit"
)

// The names of the plans every Set has.
const (
	Free       = "free"
	Pro        = "pro"
	Enterprise = "enterprise"
)

// PolicyRequests is the name of the request rate policy in the RateLimit headers.
const PolicyRequests = "requests"

// Plan is the set of limits of one plan.
type Plan struct {
	// Name is the plan's name: free, pro or enterprise.
	Name string `json:"name"`
	// RequestsPerMinute is the sustained API request rate of an organisation.
	RequestsPerMinute int `json:"requests_per_minute"`
	// Burst is how many requests may arrive at once after a quiet spell.
	Burst int `json:"burst"`
	// ConcurrentScans is how many scans of an organisation may run at the same time.
	ConcurrentScans int `json:"concurrent_scans"`
	// ScansPerMonth is how many scans an organisation may start per calendar month.
	ScansPerMonth int `json:"scans_per_month"`
	// MaxUploadBytes is the largest upload accepted, in bytes (the whole request body).
	MaxUploadBytes int64 `json:"max_upload_bytes"`
	// MaxUploadFiles is the largest number of source files in one upload.
	MaxUploadFiles int `json:"max_upload_files"`
}

// RequestLimit is the request rate limit of p, for a ratelimit.Limiter.
func (p Plan) RequestLimit() ratelimit.Limit {
	return ratelimit.Limit{Rate: p.RequestsPerMinute, Period: time.Minute, Burst: p.Burst}
}

// Validate reports every limit of p that is out of range, in one error naming the plan and the fields as they
// are spelled in a plans file.
func (p Plan) Validate() error {
	var problems []string
	if p.Name == "" {
		problems = append(problems, "name must not be empty")
	}
	for _, f := range fields() {
		v := f.get(p)
		switch {
		case v < 1:
			problems = append(problems, fmt.Sprintf("%s must be at least 1, got %d", f.name, v))
		case v > f.max:
			problems = append(problems, fmt.Sprintf("%s must be at most %d, got %d", f.name, f.max, v))
		}
	}
	if len(problems) > 0 {
		return fmt.Errorf("plan %q: %s", p.Name, strings.Join(problems, "; "))
	}
	return nil
}

// Set is the plans the service knows, by name. The zero Set has no plans; use Defaults, Load or FromEnv.
type Set struct {
	plans map[string]Plan
}

// Names lists the plan names every Set has, smallest plan first.
func Names() []string {
	return []string{Free, Pro, Enterprise}
}

// Defaults returns the plans built into the code.
func Defaults() Set {
	const mib = 1 << 20
	return Set{plans: map[string]Plan{
		Free: {
			Name:              Free,
			RequestsPerMinute: 60,
			Burst:             20,
			ConcurrentScans:   2,
			ScansPerMonth:     100,
			MaxUploadBytes:    1 * mib,
			MaxUploadFiles:    200,
		},
		Pro: {
			Name:              Pro,
			RequestsPerMinute: 600,
			Burst:             100,
			ConcurrentScans:   10,
			ScansPerMonth:     2_000,
			MaxUploadBytes:    16 * mib,
			MaxUploadFiles:    2_000,
		},
		Enterprise: {
			Name:              Enterprise,
			RequestsPerMinute: 3_000,
			Burst:             500,
			ConcurrentScans:   50,
			ScansPerMonth:     50_000,
			MaxUploadBytes:    64 * mib,
			MaxUploadFiles:    10_000,
		},
	}}
}

// Get returns the plan called name, and whether there is one.
func (s Set) Get(name string) (Plan, bool) {
	p, ok := s.plans[name]
	return p, ok
}

// All returns the plans of s in the order of Names.
func (s Set) All() []Plan {
	all := make([]Plan, 0, len(s.plans))
	for _, name := range Names() {
		if p, ok := s.plans[name]; ok {
			all = append(all, p)
		}
	}
	return all
}

// Validate reports whether s has every plan of Names, each valid and filed under its own name.
func (s Set) Validate() error {
	var errs []error
	for _, name := range Names() {
		p, ok := s.plans[name]
		if !ok {
			errs = append(errs, fmt.Errorf("plan %q is missing", name))
			continue
		}
		if p.Name != name {
			errs = append(errs, fmt.Errorf("plan %q has name %q", name, p.Name))
		}
		if err := p.Validate(); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// field describes one limit of a Plan as it appears in a plans file.
type field struct {
	name string
	// size is true for byte counts, which a file may also give as a string with a unit, e.g. "16MiB".
	size bool
	// max is the largest value accepted; it keeps numbers in range of int on every platform and the request
	// limit enforceable.
	max int64
	get func(Plan) int64
	set func(*Plan, int64)
}

// maxCount bounds the count fields: it fits an int on 32-bit platforms.
const maxCount = 1<<31 - 1

// fields lists the limits of a Plan in the order they are documented.
func fields() []field {
	return []field{
		{
			name: "requests_per_minute", max: 60_000_000, // a million a second
			get: func(p Plan) int64 { return int64(p.RequestsPerMinute) },
			set: func(p *Plan, v int64) { p.RequestsPerMinute = int(v) },
		},
		{
			name: "burst", max: 10_000_000,
			get: func(p Plan) int64 { return int64(p.Burst) },
			set: func(p *Plan, v int64) { p.Burst = int(v) },
		},
		{
			name: "concurrent_scans", max: maxCount,
			get: func(p Plan) int64 { return int64(p.ConcurrentScans) },
			set: func(p *Plan, v int64) { p.ConcurrentScans = int(v) },
		},
		{
			name: "scans_per_month", max: maxCount,
			get: func(p Plan) int64 { return int64(p.ScansPerMonth) },
			set: func(p *Plan, v int64) { p.ScansPerMonth = int(v) },
		},
		{
			name: "max_upload_bytes", size: true, max: 1 << 40, // 1 TiB
			get: func(p Plan) int64 { return p.MaxUploadBytes },
			set: func(p *Plan, v int64) { p.MaxUploadBytes = v },
		},
		{
			name: "max_upload_files", max: maxCount,
			get: func(p Plan) int64 { return int64(p.MaxUploadFiles) },
			set: func(p *Plan, v int64) { p.MaxUploadFiles = int(v) },
		},
	}
}
