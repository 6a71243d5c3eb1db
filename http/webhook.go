package http

import (
	"errors"
	"net/http"

	"github.com/vigilsec/vigil"
	"github.com/vigilsec/vigil/listquery"
	"github.com/vigilsec/vigil/store"
	"github.com/vigilsec/vigil/webhook"
)

// webhookCreate is the body of POST /webhooks.
type webhookCreate struct {
	URL         string   `json:"url"`
	Events      []string `json:"events"`
	Description string   `json:"description"`
}

// webhookUpdate is the body of PATCH /webhooks/{id}; absent fields stay as they are.
type webhookUpdate struct {
	URL         *string              `json:"url"`
	Events      []string             `json:"events"`
	Description *string              `json:"description"`
	Status      *vigil.WebhookStatus `json:"status"`
}

// maxWebhookDescription bounds a webhook's description.
const maxWebhookDescription = 500

// webhookLists returns the list specifications of the webhook endpoints, sharing the cursor signing key of the
// other lists.
func (s *Server) webhookLists() *store.WebhookLists {
	return store.NewWebhookLists(s.lists.Scans.Codec)
}

// validationError turns a webhook package validation error into the API's VALIDATION_ERROR naming the field.
func validationError(err error) error {
	var ve *webhook.ValidationError
	if errors.As(err, &ve) {
		return vigil.ParamErrorf(vigil.CodeValidation, ve.Field, "%s", sentence(ve.Message))
	}
	return err
}

// createWebhook handles POST /webhooks: 201 with the webhook and its secret, shown only here and on rotation.
func (s *Server) createWebhook(w http.ResponseWriter, r *http.Request) error {
	var body webhookCreate
	if err := decodeJSON(w, r, &body); err != nil {
		return err
	}
	if err := webhook.ValidateURL(body.URL, s.webhookAllowPrivate); err != nil {
		return validationError(err)
	}
	if err := webhook.ValidateEvents(body.Events); err != nil {
		return validationError(err)
	}
	if len(body.Description) > maxWebhookDescription {
		return vigil.ParamErrorf(vigil.CodeValidation, "description", "The description is longer than %d bytes.", maxWebhookDescription)
	}
	secret, err := webhook.NewSecret()
	if err != nil {
		return err
	}
	wh, err := s.store.CreateWebhook(r.Context(), principalOf(r).org.ID, vigil.WebhookCreate{
		URL: body.URL, Events: body.Events, Description: body.Description, Secret: secret})
	if err != nil {
		return err
	}
	w.Header().Set("Location", APIPrefix+"/webhooks/"+wh.ID)
	return writeJSON(w, r, http.StatusCreated, wh)
}

// listWebhooks handles GET /webhooks.
func (s *Server) listWebhooks(w http.ResponseWriter, r *http.Request) error {
	org := principalOf(r).org.ID
	return serveList(w, r, s.webhookLists().Webhooks, func(q *listquery.Query) (*store.List[*vigil.Webhook], error) {
		return s.store.ListWebhooks(r.Context(), org, q)
	})
}

// getWebhook handles GET /webhooks/{id}.
func (s *Server) getWebhook(w http.ResponseWriter, r *http.Request) error {
	wh, err := s.store.FindWebhook(r.Context(), principalOf(r).org.ID, r.PathValue("id"))
	if err != nil {
		return err
	}
	return writeResource(w, r, wh)
}

// updateWebhook handles PATCH /webhooks/{id}: url, events, description, and status to enable or disable it.
func (s *Server) updateWebhook(w http.ResponseWriter, r *http.Request) error {
	var body webhookUpdate
	if err := decodeJSON(w, r, &body); err != nil {
		return err
	}
	if body.URL != nil {
		if err := webhook.ValidateURL(*body.URL, s.webhookAllowPrivate); err != nil {
			return validationError(err)
		}
	}
	if body.Events != nil {
		if err := webhook.ValidateEvents(body.Events); err != nil {
			return validationError(err)
		}
	}
	if body.Description != nil && len(*body.Description) > maxWebhookDescription {
		return vigil.ParamErrorf(vigil.CodeValidation, "description", "The description is longer than %d bytes.", maxWebhookDescription)
	}
	if body.Status != nil && *body.Status != vigil.WebhookEnabled && *body.Status != vigil.WebhookDisabled {
		return vigil.ParamErrorf(vigil.CodeValidation, "status", "status must be enabled or disabled.")
	}
	wh, err := s.store.UpdateWebhook(r.Context(), principalOf(r).org.ID, r.PathValue("id"), vigil.WebhookUpdate{
		URL: body.URL, Events: body.Events, Description: body.Description, Status: body.Status})
	if err != nil {
		return err
	}
	return writeJSON(w, r, http.StatusOK, wh)
}

// deleteWebhook handles DELETE /webhooks/{id}: 204.
func (s *Server) deleteWebhook(w http.ResponseWriter, r *http.Request) error {
	if err := s.store.DeleteWebhook(r.Context(), principalOf(r).org.ID, r.PathValue("id")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// pingWebhook handles POST /webhooks/{id}/ping: 202 with the queued delivery of a webhook.ping event.
func (s *Server) pingWebhook(w http.ResponseWriter, r *http.Request) error {
	d, err := s.store.PingWebhook(r.Context(), principalOf(r).org.ID, r.PathValue("id"))
	if err != nil {
		return err
	}
	return writeJSON(w, r, http.StatusAccepted, d)
}

// rotateWebhookSecret handles POST /webhooks/{id}/rotate-secret: the webhook with its new secret. Deliveries
// carry signatures of both secrets for webhook.RotationOverlap.
func (s *Server) rotateWebhookSecret(w http.ResponseWriter, r *http.Request) error {
	secret, err := webhook.NewSecret()
	if err != nil {
		return err
	}
	wh, err := s.store.RotateWebhookSecret(r.Context(), principalOf(r).org.ID, r.PathValue("id"), secret)
	if err != nil {
		return err
	}
	return writeJSON(w, r, http.StatusOK, wh)
}

// listWebhookDeliveries handles GET /webhooks/{id}/deliveries.
func (s *Server) listWebhookDeliveries(w http.ResponseWriter, r *http.Request) error {
	org, id := principalOf(r).org.ID, r.PathValue("id")
	// A cursor is bound to the webhook whose deliveries it pages through.
	spec := s.webhookLists().Deliveries
	spec.Name += " " + id
	return serveList(w, r, spec, func(q *listquery.Query) (*store.List[*vigil.WebhookDelivery], error) {
		return s.store.ListWebhookDeliveries(r.Context(), org, id, q)
	})
}

// redeliverWebhookDelivery handles POST /webhooks/{id}/deliveries/{did}/redeliver: 202 with the new delivery,
// which sends the same event with the same webhook-id.
func (s *Server) redeliverWebhookDelivery(w http.ResponseWriter, r *http.Request) error {
	d, err := s.store.RedeliverWebhookDelivery(r.Context(), principalOf(r).org.ID, r.PathValue("id"), r.PathValue("did"))
	if err != nil {
		return err
	}
	return writeJSON(w, r, http.StatusAccepted, d)
}
