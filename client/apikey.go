package client

import (
	"context"
	"fmt"
	"time"

	"github.com/vigilsec/vigil"
)

// APIKeyCreate is a new API key of the caller's organisation.
type APIKeyCreate struct {
	// Name says what the key is for.
	Name string
	// Scopes are the key's permissions; empty gives the calling key's scopes. A key cannot grant a scope it lacks.
	Scopes []vigil.Scope
	// ExpiresAt, when set, is when the key stops working.
	ExpiresAt *time.Time
}

// CreatedAPIKey is a new key with its full text, which the server shows only once.
type CreatedAPIKey struct {
	vigil.APIKey
	// Key is the secret to send as "Authorization: Bearer <key>".
	Key string `json:"key"`
}

// CreateAPIKey creates a key (POST /api-keys; needs the keys:write scope).
func (c *Client) CreateAPIKey(ctx context.Context, k APIKeyCreate) (*CreatedAPIKey, error) {
	body := struct {
		Name      string        `json:"name,omitempty"`
		Scopes    []vigil.Scope `json:"scopes,omitempty"`
		ExpiresAt string        `json:"expires_at,omitempty"`
	}{Name: k.Name, Scopes: k.Scopes}
	if k.ExpiresAt != nil {
		body.ExpiresAt = k.ExpiresAt.UTC().Format(time.RFC3339)
	}
	req, err := jsonRequest("POST", "/api-keys", body)
	if err != nil {
		return nil, err
	}
	var out CreatedAPIKey
	if err := c.call(ctx, req, &out); err != nil {
		return nil, fmt.Errorf("create API key: %w", err)
	}
	return &out, nil
}

// ListAPIKeys returns one page of the organisation's keys (GET /api-keys), revoked ones included.
func (c *Client) ListAPIKeys(ctx context.Context, p ListParams) (*List[*vigil.APIKey], error) {
	l, err := list[*vigil.APIKey](ctx, c, "/api-keys", nil, p)
	if err != nil {
		return nil, fmt.Errorf("list API keys: %w", err)
	}
	return l, nil
}

// RevokeAPIKey revokes a key at once and returns it (DELETE /api-keys/{id}).
func (c *Client) RevokeAPIKey(ctx context.Context, id string) (*vigil.APIKey, error) {
	p, err := pathID("API key", id)
	if err != nil {
		return nil, err
	}
	var out vigil.APIKey
	if err := c.call(ctx, request{method: "DELETE", path: "/api-keys/" + p}, &out); err != nil {
		return nil, fmt.Errorf("revoke API key %s: %w", id, err)
	}
	return &out, nil
}
