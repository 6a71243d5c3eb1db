-- The schema is the SQLite store's, in PostgreSQL types. Times are Unix microseconds (BIGINT), not timestamptz:
-- the list specifications in package store are shared by both databases and compare time sort keys as integers,
-- and microseconds are exactly what timestamptz would keep anyway.
--
-- Identifiers and the text columns lists sort on use the "C" collation, so that ordering and keyset comparisons
-- are byte order, as in SQLite and Go, whatever the database's default collation.
CREATE TABLE organizations (
	id         TEXT COLLATE "C" PRIMARY KEY,
	name       TEXT NOT NULL UNIQUE,
	plan       TEXT NOT NULL,
	created_at BIGINT NOT NULL
);

CREATE TABLE api_keys (
	id           TEXT COLLATE "C" PRIMARY KEY,
	org_id       TEXT COLLATE "C" NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
	name         TEXT NOT NULL,
	prefix       TEXT NOT NULL,
	last4        TEXT NOT NULL,
	secret_hash  BYTEA NOT NULL,
	scopes       TEXT NOT NULL,
	created_at   BIGINT NOT NULL,
	last_used_at BIGINT,
	expires_at   BIGINT,
	revoked_at   BIGINT
);
-- GET /v1/api-keys: newest first, keyset on (created_at, id).
CREATE INDEX api_keys_org_created ON api_keys (org_id, created_at, id);

CREATE TABLE contracts (
	id                       TEXT COLLATE "C" PRIMARY KEY,
	org_id                   TEXT COLLATE "C" NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
	name                     TEXT COLLATE "C" NOT NULL,
	sha256                   TEXT NOT NULL,
	files                    TEXT NOT NULL,
	metadata                 TEXT NOT NULL,
	created_at               BIGINT NOT NULL,
	latest_scan_id           TEXT COLLATE "C",
	latest_completed_scan_id TEXT COLLATE "C"
);
-- GET /v1/contracts: sort by created_at (default) or name, filter by name (an equality on the sort's prefix).
CREATE INDEX contracts_org_created ON contracts (org_id, created_at, id);
CREATE INDEX contracts_org_name ON contracts (org_id, name, id);
-- The default vulnerability scope: each contract's latest completed scan.
CREATE INDEX contracts_org_latest_completed ON contracts (org_id, latest_completed_scan_id)
	WHERE latest_completed_scan_id IS NOT NULL;

CREATE TABLE contract_files (
	contract_id TEXT COLLATE "C" NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
	path        TEXT COLLATE "C" NOT NULL,
	content     BYTEA NOT NULL,
	PRIMARY KEY (contract_id, path)
);

CREATE TABLE scans (
	id             TEXT COLLATE "C" PRIMARY KEY,
	org_id         TEXT COLLATE "C" NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
	contract_id    TEXT COLLATE "C" NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
	status         TEXT NOT NULL,
	created_at     BIGINT NOT NULL,
	started_at     BIGINT,
	completed_at   BIGINT,
	engine_version TEXT NOT NULL DEFAULT '',
	summary        TEXT NOT NULL,
	error_code     TEXT,
	error_message  TEXT,
	warnings       TEXT NOT NULL DEFAULT '[]'
);
-- GET /v1/scans: newest first, optionally for one contract or in some statuses. The contract index also serves
-- the cascade from contracts and the latest completed scan of a contract.
CREATE INDEX scans_org_created ON scans (org_id, created_at, id);
CREATE INDEX scans_org_contract_created ON scans (org_id, contract_id, created_at, id);
CREATE INDEX scans_org_status_created ON scans (org_id, status, created_at, id);
CREATE INDEX scans_contract_status_created ON scans (contract_id, status, created_at, id);

-- Triage belongs to a fingerprint within a contract, so it carries over to later scans.
CREATE TABLE triage (
	contract_id        TEXT COLLATE "C" NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
	fingerprint        TEXT COLLATE "C" NOT NULL,
	status             TEXT NOT NULL,
	comment            TEXT NOT NULL,
	first_seen_scan_id TEXT COLLATE "C" NOT NULL,
	PRIMARY KEY (contract_id, fingerprint)
);

CREATE TABLE vulnerabilities (
	id              TEXT COLLATE "C" PRIMARY KEY,
	org_id          TEXT COLLATE "C" NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
	scan_id         TEXT COLLATE "C" NOT NULL REFERENCES scans (id) ON DELETE CASCADE,
	contract_id     TEXT COLLATE "C" NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
	detector        TEXT COLLATE "C" NOT NULL,
	title           TEXT NOT NULL,
	severity        TEXT NOT NULL,
	severity_rank   INTEGER NOT NULL,
	confidence      TEXT NOT NULL,
	confidence_rank INTEGER NOT NULL,
	swc             TEXT NOT NULL,
	cwe             TEXT NOT NULL,
	message         TEXT NOT NULL,
	recommendation  TEXT NOT NULL,
	location        TEXT NOT NULL,
	related         TEXT NOT NULL,
	fingerprint     TEXT COLLATE "C" NOT NULL,
	suppressed      BOOLEAN NOT NULL,
	created_at      BIGINT NOT NULL
);
-- GET /v1/vulnerabilities searches one scan (scan_id, or each contract's latest completed scan by default) and
-- sorts by created_at (default), severity, confidence, detector or id, always ending with id. Per scan, every
-- sort has its index; across the organisation too, for lists whose filters keep many scans.
CREATE INDEX vulnerabilities_scan_created ON vulnerabilities (scan_id, created_at, id);
CREATE INDEX vulnerabilities_scan_severity ON vulnerabilities (scan_id, severity_rank, id);
CREATE INDEX vulnerabilities_scan_confidence ON vulnerabilities (scan_id, confidence_rank, id);
CREATE INDEX vulnerabilities_scan_detector ON vulnerabilities (scan_id, detector, id);
CREATE INDEX vulnerabilities_org_created ON vulnerabilities (org_id, created_at, id);
CREATE INDEX vulnerabilities_org_severity ON vulnerabilities (org_id, severity_rank, id);
CREATE INDEX vulnerabilities_org_confidence ON vulnerabilities (org_id, confidence_rank, id);
CREATE INDEX vulnerabilities_org_detector ON vulnerabilities (org_id, detector, id);
CREATE INDEX vulnerabilities_org_id ON vulnerabilities (org_id, id);
-- Joins to triage, the contract_id filter, and the cascade from contracts.
CREATE INDEX vulnerabilities_contract_fingerprint ON vulnerabilities (contract_id, fingerprint);

-- Server-side secrets made once and kept, such as the key that signs list cursors.
CREATE TABLE secrets (
	name       TEXT PRIMARY KEY,
	value      BYTEA NOT NULL,
	created_at BIGINT NOT NULL
);
