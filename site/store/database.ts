import Database from 'better-sqlite3';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type Db = Database.Database;

/** The data directory: QUAI_DATA_DIR, or ./var (git-ignored). */
export function dataDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.QUAI_DATA_DIR ?? 'var');
}

/**
 * Opens the site's one SQLite file in WAL mode with full syncs, so an answer the server has
 * given survives a crash, then brings its schema up to date.
 */
export function openDatabase(directory: string, migrationsFolder: string): Db {
  mkdirSync(directory, { recursive: true });
  const db = new Database(join(directory, 'quai.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db, migrationsFolder);
  return db;
}

/**
 * Applies the .sql files of the migrations folder that have not run yet, in file-name order,
 * each in its own transaction. Names start with a number: 001-init.sql, 002-webforms.sql...
 */
export function migrate(db: Db, folder: string): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(db.prepare('SELECT name FROM schema_migrations').pluck().all() as string[]);
  const pending = readdirSync(folder).filter((name) => name.endsWith('.sql') && !applied.has(name)).sort();
  const record = db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)');
  for (const name of pending) {
    const sql = readFileSync(join(folder, name), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      record.run(name, new Date().toISOString());
    })();
  }
  return pending;
}
