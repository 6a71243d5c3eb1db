package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

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
	_, err := d.db.ExecContext(ctx, "INSERT INTO organizations (id, name, plan, created_at) VALUES (?, ?, ?, ?)",
		o.ID, o.Name, string(o.Plan), micros(o.CreatedAt))
	if isUniqueViolation(err) {
		return nil, vigil.ParamErrorf(vigil.CodeConflict, "name", "An organisation named %q exists already.", name)
	}
	if err != nil {
		return nil, fmt.Errorf("create organisation: %w", err)
	}
	return o, nil
}

// FindOrganizationByName returns the named organisation, or NOT_FOUND.
func (d *DB) FindOrganizationByName(ctx context.Context, name string) (*vigil.Organization, error) {
	return d.findOrganization(ctx, "name", name)
}

func (d *DB) findOrganization(ctx context.Context, col, val string) (*vigil.Organization, error) {
	var o vigil.Organization
	var created int64
	err := d.db.QueryRowContext(ctx, "SELECT id, name, plan, created_at FROM organizations WHERE "+col+" = ?", val).
		Scan(&o.ID, &o.Name, &o.Plan, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, vigil.Errorf(vigil.CodeNotFound, "Organisation not found.")
	}
	if err != nil {
		return nil, fmt.Errorf("find organisation: %w", err)
	}
	o.CreatedAt = fromMicros(created)
	return &o, nil
}

// CountOrganizations returns how many organisations exist.
func (d *DB) CountOrganizations(ctx context.Context) (int, error) {
	var n int
	if err := d.db.QueryRowContext(ctx, "SELECT COUNT(*) FROM organizations").Scan(&n); err != nil {
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
	_, err = d.db.ExecContext(ctx, `INSERT INTO api_keys (id, org_id, name, prefix, last4, secret_hash, scopes, created_at, expires_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		k.ID, orgID, k.Name, k.Prefix, k.Last4, tok.Hash(), string(scopesJSON), micros(k.CreatedAt), nullMicros(k.ExpiresAt))
	if err != nil {
		if strings.Contains(err.Error(), "FOREIGN KEY") {
			return nil, "", vigil.Errorf(vigil.CodeNotFound, "Organisation not found.")
		}
		return nil, "", fmt.Errorf("create api key: %w", err)
	}
	return k, text, nil
}

const apiKeyColumns = "id, org_id, name, prefix, last4, scopes, created_at, last_used_at, expires_at, revoked_at"

func scanAPIKey(row interface{ Scan(...any) error }, extra ...any) (*vigil.APIKey, error) {
	var k vigil.APIKey
	var scopes string
	var created int64
	var used, expires, revoked sql.NullInt64
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
	var orgCreated int64
	row := d.db.QueryRowContext(ctx, `SELECT k.id, k.org_id, k.name, k.prefix, k.last4, k.scopes, k.created_at, k.last_used_at,
		k.expires_at, k.revoked_at, k.secret_hash, o.name, o.plan, o.created_at
		FROM api_keys k JOIN organizations o ON o.id = k.org_id WHERE k.id = ?`, tok.KeyID())
	k, err := scanAPIKey(row, &hash, &o.Name, &o.Plan, &orgCreated)
	if errors.Is(err, sql.ErrNoRows) {
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
	o.ID, o.CreatedAt = k.OrgID, fromMicros(orgCreated)
	if k.LastUsedAt == nil || now.Sub(*k.LastUsedAt) > lastUsedResolution {
		if _, err := d.db.ExecContext(ctx, "UPDATE api_keys SET last_used_at = ? WHERE id = ?", micros(now), k.ID); err != nil {
			return nil, nil, fmt.Errorf("authenticate: record use: %w", err)
		}
		t := fromMicros(micros(now))
		k.LastUsedAt = &t
	}
	return k, &o, nil
}

// ListAPIKeys lists the organisation's keys.
func (d *DB) ListAPIKeys(ctx context.Context, orgID string, q *listquery.Query) (*store.List[*vigil.APIKey], error) {
	page, err := runList(ctx, d.db, listQuery[*vigil.APIKey]{
		selectFrom: "SELECT " + apiKeyColumns + " FROM api_keys",
		from:       "api_keys",
		conds:      []string{"org_id = ?"},
		args:       []any{orgID},
		scan:       func(rows *sql.Rows) (*vigil.APIKey, error) { return scanAPIKey(rows) },
		key: func(k *vigil.APIKey, name string) any {
			if name == "id" {
				return k.ID
			}
			return micros(k.CreatedAt)
		},
	}, q)
	if err != nil {
		return nil, fmt.Errorf("list api keys: %w", err)
	}
	return page, nil
}

// RevokeAPIKey revokes one of the organisation's keys; revoking twice keeps the first time.
func (d *DB) RevokeAPIKey(ctx context.Context, orgID, keyID string) (*vigil.APIKey, error) {
	if _, err := d.db.ExecContext(ctx, "UPDATE api_keys SET revoked_at = ? WHERE id = ? AND org_id = ? AND revoked_at IS NULL",
		micros(d.now()), keyID, orgID); err != nil {
		return nil, fmt.Errorf("revoke api key: %w", err)
	}
	k, err := scanAPIKey(d.db.QueryRowContext(ctx, "SELECT "+apiKeyColumns+" FROM api_keys WHERE id = ? AND org_id = ?", keyID, orgID))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, vigil.Errorf(vigil.CodeNotFound, "API key not found.")
	}
	if err != nil {
		return nil, fmt.Errorf("revoke api key: %w", err)
	}
	return k, nil
}
