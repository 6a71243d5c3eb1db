-- Times are Unix microseconds (INTEGER) so that keyset pagination compares them exactly, in every database.
CREATE TABLE organizations (
	id         TEXT PRIMARY KEY,
	name       TEXT NOT NULL UNIQUE,
	plan       TEXT NOT NULL,
	created_at INTEGER NOT NULL
);

CREATE TABLE api_keys (
	id           TEXT PRIMARY KEY,
	org_id       TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
	name         TEXT NOT NULL,
	prefix       TEXT NOT NULL,
	last4        TEXT NOT NULL,
	secret_hash  BLOB NOT NULL,
	scopes       TEXT NOT NULL,
	created_at   INTEGER NOT NULL,
	last_used_at INTEGER,
	expires_at   INTEGER,
	revoked_at   INTEGER
);
CREATE INDEX api_keys_org_created ON api_keys (org_id, created_at, id);

CREATE TABLE contracts (
	id                       TEXT PRIMARY KEY,
	org_id                   TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
	name                     TEXT NOT NULL,
	sha256                   TEXT NOT NULL,
	files                    TEXT NOT NULL,
	metadata                 TEXT NOT NULL,
	created_at               INTEGER NOT NULL,
	latest_scan_id           TEXT,
	latest_completed_scan_id TEXT
);
CREATE INDEX contracts_org_created ON contracts (org_id, created_at, id);
CREATE INDEX contracts_org_name ON contracts (org_id, name, id);

CREATE TABLE contract_files (
	contract_id TEXT NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
	path        TEXT NOT NULL,
	content     BLOB NOT NULL,
	PRIMARY KEY (contract_id, path)
);

CREATE TABLE scans (
	id             TEXT PRIMARY KEY,
	org_id         TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
	contract_id    TEXT NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
	status         TEXT NOT NULL,
	created_at     INTEGER NOT NULL,
	started_at     INTEGER,
	completed_at   INTEGER,
	engine_version TEXT NOT NULL DEFAULT '',
	summary        TEXT NOT NULL,
	error_code     TEXT,
	error_message  TEXT,
	warnings       TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX scans_org_created ON scans (org_id, created_at, id);
CREATE INDEX scans_contract_created ON scans (contract_id, created_at, id);

-- Triage belongs to a fingerprint within a contract, so it carries over to later scans.
CREATE TABLE triage (
	contract_id        TEXT NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
	fingerprint        TEXT NOT NULL,
	status             TEXT NOT NULL,
	comment            TEXT NOT NULL,
	first_seen_scan_id TEXT NOT NULL,
	PRIMARY KEY (contract_id, fingerprint)
);

CREATE TABLE vulnerabilities (
	id              TEXT PRIMARY KEY,
	org_id          TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
	scan_id         TEXT NOT NULL REFERENCES scans (id) ON DELETE CASCADE,
	contract_id     TEXT NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
	detector        TEXT NOT NULL,
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
	fingerprint     TEXT NOT NULL,
	suppressed      INTEGER NOT NULL,
	created_at      INTEGER NOT NULL
);
CREATE INDEX vulnerabilities_scan_created ON vulnerabilities (scan_id, created_at, id);
CREATE INDEX vulnerabilities_org_created ON vulnerabilities (org_id, created_at, id);
CREATE INDEX vulnerabilities_contract_fingerprint ON vulnerabilities (contract_id, fingerprint);
