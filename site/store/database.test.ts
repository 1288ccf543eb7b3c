import { mkdtempSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { dataDirectory, migrate, openDatabase } from './database';

const migrations = join(import.meta.dirname, 'migrations');

describe('store', () => {
  it('opens the database in WAL mode with every migration applied', () => {
    const db = openDatabase(mkdtempSync(join(tmpdir(), 'quai-db-')), migrations);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    const applied = db.prepare('SELECT name FROM schema_migrations ORDER BY name').pluck().all();
    expect(applied).toEqual(readdirSync(migrations).filter((name) => name.endsWith('.sql')).sort());
    db.close();
  });

  it('runs each migration once, in order, and picks up new ones on the next start', () => {
    const directory = mkdtempSync(join(tmpdir(), 'quai-db-'));
    const folder = join(directory, 'migrations');
    mkdirSync(folder);
    writeFileSync(join(folder, '001-a.sql'), 'CREATE TABLE a (id INTEGER);');
    const db = openDatabase(directory, folder);
    expect(migrate(db, folder)).toEqual([]);
    writeFileSync(join(folder, '002-b.sql'), 'CREATE TABLE b (id INTEGER);');
    expect(migrate(db, folder)).toEqual(['002-b.sql']);
    db.close();
  });

  it('rolls back a failing migration as a whole', () => {
    const directory = mkdtempSync(join(tmpdir(), 'quai-db-'));
    const folder = join(directory, 'migrations');
    mkdirSync(folder);
    writeFileSync(join(folder, '001-bad.sql'), 'CREATE TABLE c (id INTEGER); INSERT INTO nowhere VALUES (1);');
    expect(() => openDatabase(directory, folder)).toThrow();
    const db = new Database(join(directory, 'quai.sqlite'));
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'c'").all()).toEqual([]);
    expect(db.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(0);
    db.close();
  });

  it('takes its data directory from QUAI_DATA_DIR, ./var by default', () => {
    expect(dataDirectory({ QUAI_DATA_DIR: '/srv/quai' })).toBe('/srv/quai');
    expect(dataDirectory({})).toMatch(/\/var$/);
  });
});
