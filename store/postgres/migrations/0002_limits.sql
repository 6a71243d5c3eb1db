-- Monthly scan quota: one counter per organisation and calendar month (UTC, "2006-01"), incremented in the
-- transaction that creates a scan, so that deleting contracts does not give scans back.
CREATE TABLE scan_usage (
	org_id TEXT COLLATE "C" NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
	month  TEXT COLLATE "C" NOT NULL,
	scans  INTEGER NOT NULL,
	PRIMARY KEY (org_id, month)
);

-- Running scans per organisation, for the concurrent scan limit.
CREATE INDEX scans_org_status ON scans (org_id, status);

-- Responses to requests sent with an Idempotency-Key, kept for 24 hours. The primary key makes two requests
-- with one key race for one row: only one of them runs.
CREATE TABLE idempotency_keys (
	org_id           TEXT COLLATE "C" NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
	key              TEXT COLLATE "C" NOT NULL,
	request_hash     BYTEA NOT NULL,
	status           TEXT NOT NULL, -- in_progress or done
	response_status  INTEGER,
	response_headers TEXT,
	response_body    BYTEA,
	created_at       BIGINT NOT NULL,
	locked_at        BIGINT NOT NULL,
	expires_at       BIGINT NOT NULL,
	PRIMARY KEY (org_id, key)
);
CREATE INDEX idempotency_keys_expires ON idempotency_keys (expires_at);
