-- A dependency is a file uploaded only for what the others import from it: analysed, never reported. Files
-- stored before are the user's own.
ALTER TABLE contract_files ADD COLUMN dependency boolean NOT NULL DEFAULT false;
