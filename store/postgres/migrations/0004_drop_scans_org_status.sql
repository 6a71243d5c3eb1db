-- scans_org_status (org_id, status), made by 0002 for the count of an organisation's running scans, is the leading
-- part of scans_org_status_created (org_id, status, created_at, id) from 0001, which serves that count as well:
-- the extra index only cost every write to scans. SQLite has no (org_id, status, …) index, and keeps its own.
DROP INDEX scans_org_status;
