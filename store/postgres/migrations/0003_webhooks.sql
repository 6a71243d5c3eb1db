-- Webhooks, the event outbox and deliveries, as in the SQLite store. The signing secret is stored as is because
-- every delivery must be signed with it; protect the database accordingly.
CREATE TABLE webhooks (
	id              TEXT COLLATE "C" PRIMARY KEY,
	org_id          TEXT COLLATE "C" NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
	url             TEXT NOT NULL,
	events          TEXT NOT NULL,
	description     TEXT NOT NULL,
	status          TEXT NOT NULL,
	disabled_reason TEXT,
	secret          TEXT NOT NULL,
	previous_secret TEXT,
	rotated_at      BIGINT,
	failing_since   BIGINT,
	created_at      BIGINT NOT NULL
);
-- GET /v1/webhooks: newest first, keyset on (created_at, id); also the scan event's enabled webhooks.
CREATE INDEX webhooks_org_created ON webhooks (org_id, created_at, id);

CREATE TABLE webhook_events (
	id         TEXT COLLATE "C" PRIMARY KEY,
	org_id     TEXT COLLATE "C" NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
	type       TEXT NOT NULL,
	payload    BYTEA NOT NULL,
	created_at BIGINT NOT NULL
);
CREATE INDEX webhook_events_org ON webhook_events (org_id);

CREATE TABLE webhook_deliveries (
	id               TEXT COLLATE "C" PRIMARY KEY,
	webhook_id       TEXT COLLATE "C" NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
	event_id         TEXT COLLATE "C" NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
	event_type       TEXT NOT NULL,
	status           TEXT NOT NULL,
	attempts         INTEGER NOT NULL DEFAULT 0,
	status_code      INTEGER,
	latency_ms       BIGINT,
	response_excerpt TEXT NOT NULL DEFAULT '',
	error            TEXT NOT NULL DEFAULT '',
	next_retry_at    BIGINT,
	attempt_log      TEXT NOT NULL DEFAULT '[]',
	created_at       BIGINT NOT NULL
);
-- GET /v1/webhooks/{id}/deliveries: newest first; also the cascade from webhooks and the pending deliveries of a
-- webhook that gets disabled.
CREATE INDEX webhook_deliveries_webhook_created ON webhook_deliveries (webhook_id, created_at, id);
CREATE INDEX webhook_deliveries_webhook_status ON webhook_deliveries (webhook_id, status);
-- The cascade from events.
CREATE INDEX webhook_deliveries_event ON webhook_deliveries (event_id);
