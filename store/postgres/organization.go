package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/listquery"
	"github.com/vigilsec/vigil/store"
)

// CreateOrganization creates an organisation; a taken name is CONFLICT.
func (d *DB) CreateOrganization(ctx context.Context, name string, plan vigil.Plan) (*vigil.Organization, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return nil, vigil.ParamErrorf(vigil.CodeValidation, "name", "The organisation name is empty.")
	}
	if !plan.Valid() {
		return nil, vigil.ParamErrorf(vigil.CodeValidation, "plan", "Unknown plan %q.", plan)
	}
	o := &vigil.Organization{ID: vigil.NewID("org"), Name: name, Plan: plan, CreatedAt: fromMicros(micros(d.now()))}
	_, err := d.pool.Exec(ctx, "INSERT INTO organizations (id, name, plan, created_at) VALUES ($1, $2, $3, $4)",
		o.ID, o.Name, string(o.Plan), micros(o.CreatedAt))
	if isUniqueViolation(err) {
		return nil, vigil.ParamErrorf(vigil.CodeConflict, "name", "An organisation named %q exists already.", name)
	}
	if bad := badText(err, "name"); bad != nil {
		return nil, bad
	}
	if err != nil {
		return nil, fmt.Errorf("create organisation: %w", err)
	}
	return o, nil
}

// FindOrganizationByName returns the named organisation, or NOT_FOUND.
func (d *DB) FindOrganizationByName(ctx context.Context, name string) (*vigil.Organization, error) {
	var o vigil.Organization
	var plan string
	var created int64
	err := d.pool.QueryRow(ctx, "SELECT id, name, plan, created_at FROM organizations WHERE name = $1", name).
		Scan(&o.ID, &o.Name, &plan, &created)
	if missing(err) {
		return nil, vigil.Errorf(vigil.CodeNotFound, "Organisation not found.")
	}
	if err != nil {
		return nil, fmt.Errorf("find organisation: %w", err)
	}
	o.Plan, o.CreatedAt = vigil.Plan(plan), fromMicros(created)
	return &o, nil
}

// CountOrganizations returns how many organisations exist.
func (d *DB) CountOrganizations(ctx context.Context) (int, error) {
	var n int
	if err := d.pool.QueryRow(ctx, "SELECT COUNT(*) FROM organizations").Scan(&n); err != nil {
		return 0, fmt.Errorf("count organisations: %w", err)
	}
	return n, nil
}

// CreateAPIKey stores a new key and returns it with its full text, shown only this once.
func (d *DB) CreateAPIKey(ctx context.Context, orgID string, in vigil.APIKeyCreate) (*vigil.APIKey, string, error) {
	scopes := in.Scopes
	if len(scopes) == 0 {
		scopes = vigil.AllScopes
	}
	if len(in.Name) > 200 {
		return nil, "", vigil.ParamErrorf(vigil.CodeValidation, "name", "The key name is longer than 200 characters.")
	}
	tok := vigil.NewKeyToken()
	text := tok.Text()
	k := &vigil.APIKey{
		ID: tok.KeyID(), OrgID: orgID, Name: in.Name, Prefix: vigil.KeyPrefix + tok.ID, Last4: text[len(text)-4:],
		Scopes: scopes, CreatedAt: fromMicros(micros(d.now())), ExpiresAt: in.ExpiresAt,
	}
	scopesJSON, err := json.Marshal(k.Scopes)
	if err != nil {
		return nil, "", fmt.Errorf("create api key: %w", err)
	}
	_, err = d.pool.Exec(ctx, `INSERT INTO api_keys (id, org_id, name, prefix, last4, secret_hash, scopes, created_at, expires_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
		k.ID, orgID, k.Name, k.Prefix, k.Last4, tok.Hash(), string(scopesJSON), micros(k.CreatedAt), nullMicros(k.ExpiresAt))
	if isForeignKeyViolation(err) {
		return nil, "", vigil.Errorf(vigil.CodeNotFound, "Organisation not found.")
	}
	if bad := badText(err, "name"); bad != nil {
		return nil, "", bad
	}
	if err != nil {
		return nil, "", fmt.Errorf("create api key: %w", err)
	}
	return k, text, nil
}

const apiKeyColumns = "id, org_id, name, prefix, last4, scopes, created_at, last_used_at, expires_at, revoked_at"

func scanAPIKey(row pgx.Row, extra ...any) (*vigil.APIKey, error) {
	var k vigil.APIKey
	var scopes string
	var created int64
	var used, expires, revoked *int64
	dest := append([]any{&k.ID, &k.OrgID, &k.Name, &k.Prefix, &k.Last4, &scopes, &created, &used, &expires, &revoked}, extra...)
	if err := row.Scan(dest...); err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(scopes), &k.Scopes); err != nil {
		return nil, fmt.Errorf("decode scopes of %s: %w", k.ID, err)
	}
	k.CreatedAt = fromMicros(created)
	k.LastUsedAt, k.ExpiresAt, k.RevokedAt = fromNullMicros(used), fromNullMicros(expires), fromNullMicros(revoked)
	return &k, nil
}

// lastUsedResolution is how stale last_used_at may get before a request writes it again; it keeps
// authentication from writing on every request.
const lastUsedResolution = time.Minute

// Authenticate returns the key and organisation for a full key text, or UNAUTHORIZED.
func (d *DB) Authenticate(ctx context.Context, token string) (*vigil.APIKey, *vigil.Organization, error) {
	unauthorized := vigil.Errorf(vigil.CodeUnauthorized, vigil.UnauthorizedMessage)
	tok, err := vigil.ParseKeyToken(token)
	if err != nil {
		return nil, nil, unauthorized
	}
	var hash []byte
	var o vigil.Organization
	var plan string
	var orgCreated int64
	row := d.pool.QueryRow(ctx, `SELECT k.id, k.org_id, k.name, k.prefix, k.last4, k.scopes, k.created_at, k.last_used_at,
		k.expires_at, k.revoked_at, k.secret_hash, o.name, o.plan, o.created_at
		FROM api_keys k JOIN organizations o ON o.id = k.org_id WHERE k.id = $1`, tok.KeyID())
	k, err := scanAPIKey(row, &hash, &o.Name, &plan, &orgCreated)
	if errors.Is(err, pgx.ErrNoRows) {
		// Spend the same work as for a known key, so timing does not tell which ids exist.
		tok.Matches(make([]byte, 32))
		return nil, nil, unauthorized
	}
	if err != nil {
		return nil, nil, fmt.Errorf("authenticate: %w", err)
	}
	now := d.now()
	if !tok.Matches(hash) || k.RevokedAt != nil || (k.ExpiresAt != nil && !now.Before(*k.ExpiresAt)) {
		return nil, nil, unauthorized
	}
	o.ID, o.Plan, o.CreatedAt = k.OrgID, vigil.Plan(plan), fromMicros(orgCreated)
	if k.LastUsedAt == nil || now.Sub(*k.LastUsedAt) > lastUsedResolution {
		if _, err := d.pool.Exec(ctx, "UPDATE api_keys SET last_used_at = $1 WHERE id = $2", micros(now), k.ID); err != nil {
			return nil, nil, fmt.Errorf("authenticate: record use: %w", err)
		}
		t := fromMicros(micros(now))
		k.LastUsedAt = &t
	}
	return k, &o, nil
}

// ListAPIKeys lists the organisation's keys.
func (d *DB) ListAPIKeys(ctx context.Context, orgID string, q *listquery.Query) (*store.List[*vigil.APIKey], error) {
	page, err := runList(ctx, d.pool, apiKeyList(orgID), q)
	if err != nil {
		return nil, fmt.Errorf("list api keys: %w", err)
	}
	return page, nil
}

// RevokeAPIKey revokes one of the organisation's keys; revoking twice keeps the first time.
func (d *DB) RevokeAPIKey(ctx context.Context, orgID, keyID string) (*vigil.APIKey, error) {
	if _, err := d.pool.Exec(ctx, "UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND org_id = $3 AND revoked_at IS NULL",
		micros(d.now()), keyID, orgID); err != nil && !unstorable(err) {
		return nil, fmt.Errorf("revoke api key: %w", err)
	}
	row := d.pool.QueryRow(ctx, "SELECT "+apiKeyColumns+" FROM api_keys WHERE id = $1 AND org_id = $2", keyID, orgID)
	k, err := scanAPIKey(row)
	if missing(err) {
		return nil, vigil.Errorf(vigil.CodeNotFound, "API key not found.")
	}
	if err != nil {
		return nil, fmt.Errorf("revoke api key: %w", err)
	}
	return k, nil
}

// apiKeyList is the statement of the organisation's key list.
func apiKeyList(orgID string) listQuery[*vigil.APIKey] {
	return listQuery[*vigil.APIKey]{
		selectFrom: "SELECT " + apiKeyColumns + " FROM api_keys",
		from:       "api_keys",
		conds:      []string{"org_id = $1"},
		args:       []any{orgID},
		scan:       func(rows pgx.Rows) (*vigil.APIKey, error) { return scanAPIKey(rows) },
		key: func(k *vigil.APIKey, name string) any {
			if name == "id" {
				return k.ID
			}
			return micros(k.CreatedAt)
		},
	}
}
