-- Webhook retention deletes old events oldest first, skipping those with a delivery still pending or recent
-- (found through webhook_deliveries_event), and the foreign key cascades to their deliveries.
CREATE INDEX webhook_events_created ON webhook_events (created_at);
