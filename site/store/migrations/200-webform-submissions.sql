-- Webform submissions, their uploaded files and spent captcha answers. Portable SQL: the
-- same statements run on PostgreSQL with INTEGER PRIMARY KEY read as a serial.
CREATE TABLE webform_submission (
  sid INTEGER PRIMARY KEY AUTOINCREMENT,
  webform_id TEXT NOT NULL,
  langcode TEXT NOT NULL,
  data TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX webform_submission_by_form ON webform_submission (webform_id, sid);

CREATE TABLE webform_file (
  fid INTEGER PRIMARY KEY AUTOINCREMENT,
  webform_id TEXT NOT NULL,
  field_name TEXT NOT NULL,
  filename TEXT NOT NULL,
  stored_name TEXT NOT NULL UNIQUE,
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  sid INTEGER REFERENCES webform_submission (sid),
  created_at TEXT NOT NULL
);
CREATE INDEX webform_file_by_submission ON webform_file (sid);

CREATE TABLE webform_captcha_spent (
  signature TEXT PRIMARY KEY,
  spent_at TEXT NOT NULL
);
