// Package vigil holds the domain of the Vigil service: organisations and their API keys, contracts, scans and
// vulnerabilities, and the one Error type (with its codes) that every layer returns.
//
// Subpackages are named after what they wrap: store declares the Store interface that store/sqlite implements,
// queue runs scans as River jobs, http serves the API. Only cmd/vigil wires them together.
package vigil

import (
	"fmt"
	"time"
)

// Plan is an organisation's subscription level; it sets the organisation's limits.
type Plan string

// The plans.
const (
	PlanFree       Plan = "free"
	PlanPro        Plan = "pro"
	PlanEnterprise Plan = "enterprise"
)

// Plans lists every plan, smallest first.
var Plans = []Plan{PlanFree, PlanPro, PlanEnterprise}

// Valid reports whether p is one of the known plans.
func (p Plan) Valid() bool {
	return p == PlanFree || p == PlanPro || p == PlanEnterprise
}

// ParsePlan reads a plan name.
func ParsePlan(s string) (Plan, error) {
	if p := Plan(s); p.Valid() {
		return p, nil
	}
	return "", fmt.Errorf("unknown plan %q (want free, pro or enterprise)", s)
}

// Organization owns API keys, contracts, scans and vulnerabilities; nothing is shared between organisations.
type Organization struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	Plan      Plan      `json:"plan"`
	CreatedAt time.Time `json:"created_at"`
}
