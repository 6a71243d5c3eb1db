-- Webhooks, the event outbox and deliveries. The signing secret is stored as is because every delivery must be
-- signed with it; protect the database file accordingly.
CREATE TABLE webhooks (
	id              TEXT PRIMARY KEY,
	org_id          TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
	url             TEXT NOT NULL,
	events          TEXT NOT NULL,
	description     TEXT NOT NULL,
	status          TEXT NOT NULL,
	disabled_reason TEXT,
	secret          TEXT NOT NULL,
	previous_secret TEXT,
	rotated_at      INTEGER,
	failing_since   INTEGER,
	created_at      INTEGER NOT NULL
);
CREATE INDEX webhooks_org_created ON webhooks (org_id, created_at, id);

CREATE TABLE webhook_events (
	id         TEXT PRIMARY KEY,
	org_id     TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
	type       TEXT NOT NULL,
	payload    BLOB NOT NULL,
	created_at INTEGER NOT NULL
);

CREATE TABLE webhook_deliveries (
	id               TEXT PRIMARY KEY,
	webhook_id       TEXT NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
	event_id         TEXT NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
	event_type       TEXT NOT NULL,
	status           TEXT NOT NULL,
	attempts         INTEGER NOT NULL DEFAULT 0,
	status_code      INTEGER,
	latency_ms       INTEGER,
	response_excerpt TEXT NOT NULL DEFAULT '',
	error            TEXT NOT NULL DEFAULT '',
	next_retry_at    INTEGER,
	attempt_log      TEXT NOT NULL DEFAULT '[]',
	created_at       INTEGER NOT NULL
);
CREATE INDEX webhook_deliveries_webhook_created ON webhook_deliveries (webhook_id, created_at, id);
