package http

import (
	"net/http"
	"slices"
	"time"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/listquery"
	"github.com/vigilsec/vigil/store"
)

// apiKeyCreate is the body of POST /api-keys.
type apiKeyCreate struct {
	Name      string   `json:"name"`
	Scopes    []string `json:"scopes"`
	ExpiresAt *string  `json:"expires_at"`
}

// createdKeyBody is a new key with its full text, shown only in this response.
type createdKeyBody struct {
	*vigil.APIKey
	Key string `json:"key"`
}

// createAPIKey handles POST /api-keys. A key cannot get a scope its creator lacks.
func (s *Server) createAPIKey(w http.ResponseWriter, r *http.Request) error {
	p := principalOf(r)
	var body apiKeyCreate
	if err := decodeJSON(w, r, &body); err != nil {
		return err
	}
	scopes, err := vigil.ParseScopes(body.Scopes)
	if err != nil {
		return vigil.ParamErrorf(vigil.CodeValidation, "scopes", "%s", sentence(err.Error()))
	}
	if len(scopes) == 0 {
		scopes = p.key.Scopes
	}
	for _, sc := range scopes {
		if !slices.Contains(p.key.Scopes, sc) {
			return vigil.Errorf(vigil.CodeForbidden, "A key cannot grant the scope %s, which the calling key lacks.", sc)
		}
	}
	var expires *time.Time
	if body.ExpiresAt != nil {
		t, err := time.Parse(time.RFC3339, *body.ExpiresAt)
		if err != nil {
			return vigil.ParamErrorf(vigil.CodeValidation, "expires_at", "expires_at must be an RFC 3339 time, such as 2030-01-02T15:04:05Z.")
		}
		if !t.After(time.Now()) {
			return vigil.ParamErrorf(vigil.CodeValidation, "expires_at", "expires_at must be in the future.")
		}
		expires = &t
	}
	k, text, err := s.store.CreateAPIKey(r.Context(), p.org.ID, vigil.APIKeyCreate{Name: body.Name, Scopes: scopes, ExpiresAt: expires})
	if err != nil {
		return err
	}
	w.Header().Set("Location", APIPrefix+"/api-keys/"+k.ID)
	return writeJSON(w, r, http.StatusCreated, createdKeyBody{APIKey: k, Key: text})
}

func (s *Server) listAPIKeys(w http.ResponseWriter, r *http.Request) error {
	p := principalOf(r)
	return serveList(w, r, s.lists.APIKeys, func(q *listquery.Query) (*store.List[*vigil.APIKey], error) {
		return s.store.ListAPIKeys(r.Context(), p.org.ID, q)
	})
}

// revokeAPIKey handles DELETE /api-keys/{id}: the key stops working at once and is listed as revoked.
func (s *Server) revokeAPIKey(w http.ResponseWriter, r *http.Request) error {
	k, err := s.store.RevokeAPIKey(r.Context(), principalOf(r).org.ID, r.PathValue("id"))
	if err != nil {
		return err
	}
	return writeJSON(w, r, http.StatusOK, k)
}
