-- Server-side secrets made once and kept, such as the key that signs list cursors.
CREATE TABLE secrets (
	name       TEXT PRIMARY KEY,
	value      BLOB NOT NULL,
	created_at INTEGER NOT NULL
);
