// Package vigil holds the domain of the Vigil service: organisations and their API keys, contracts, scans and
// vulnerabilities, the service interfaces that storage implements, and the one Error type every layer returns.
//
// Subpackages are named after what they wrap: store/sqlite implements the services on SQLite, queue runs scans
// as River jobs, http serves the API. Only cmd/vigil wires them together.
package vigil

import (
	"context"
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

// MaxUploadBytes is the largest upload, counted uncompressed, that the plan accepts.
func (p Plan) MaxUploadBytes() int64 {
	switch p {
	case PlanPro:
		return 10 << 20
	case PlanEnterprise:
		return 50 << 20
	}
	return 1 << 20
}

// Organization owns API keys, contracts, scans and vulnerabilities; nothing is shared between organisations.
type Organization struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	Plan      Plan      `json:"plan"`
	CreatedAt time.Time `json:"created_at"`
}

// OrganizationService manages organisations and their API keys.
type OrganizationService interface {
	// CreateOrganization creates an organisation; a taken name is CONFLICT.
	CreateOrganization(ctx context.Context, name string, plan Plan) (*Organization, error)
	// FindOrganizationByName returns the named organisation, or NOT_FOUND.
	FindOrganizationByName(ctx context.Context, name string) (*Organization, error)
	// CountOrganizations returns how many organisations exist (zero on a fresh database).
	CountOrganizations(ctx context.Context) (int, error)

	// CreateAPIKey stores a new key for the organisation and returns it with its full secret text, which is
	// never available again.
	CreateAPIKey(ctx context.Context, orgID string, in APIKeyCreate) (*APIKey, string, error)
	// Authenticate returns the key and its organisation for a full key text. Any malformed, unknown, revoked
	// or expired key is UNAUTHORIZED with UnauthorizedMessage.
	Authenticate(ctx context.Context, token string) (*APIKey, *Organization, error)
	// ListAPIKeys lists the organisation's keys, newest first.
	ListAPIKeys(ctx context.Context, orgID string, opts ListOptions) (*Page[*APIKey], error)
	// RevokeAPIKey revokes one of the organisation's keys; revoking twice is fine.
	RevokeAPIKey(ctx context.Context, orgID, keyID string) (*APIKey, error)
}
