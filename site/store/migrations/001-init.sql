-- The first migration: a key-value table for small site settings. Features add their own
-- tables in later migrations. Kept to portable SQL so the schema can move to PostgreSQL.
CREATE TABLE site_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
