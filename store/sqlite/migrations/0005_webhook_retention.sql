-- Webhook retention deletes old events oldest first, skipping those with a delivery still pending or recent, and
-- the foreign key cascades to their deliveries: both look deliveries up by event.
CREATE INDEX webhook_events_created ON webhook_events (created_at);
CREATE INDEX webhook_deliveries_event ON webhook_deliveries (event_id);
