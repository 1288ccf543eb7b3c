import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeS3 } from '../../../tests/helpers/fake-s3';
import { openTestStore, STORE_DIALECTS } from '../../../tests/helpers/store-engines';
import { DatabaseStorage, FolderStorage, type FileStorage } from './file-storage';
import { fileStorageFromEnvironment } from './storage-choice';
import { S3Storage } from './s3-storage';

const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10]);

async function roundTrip(storage: FileStorage) {
  const temporary = join(mkdtempSync(join(tmpdir(), 'quai-part-')), 'a.pdf.part');
  writeFileSync(temporary, bytes);
  await storage.keep('reclamation', 'a.pdf', temporary);
  expect(existsSync(temporary)).toBe(false);
  expect(await storage.read('reclamation', 'a.pdf')).toEqual(bytes);
  await storage.remove('reclamation', 'a.pdf');
  await expect(storage.read('reclamation', 'a.pdf')).rejects.toThrow();
}

describe('file storage', () => {
  it('in a folder keeps, reads back and removes the exact bytes', () =>
    roundTrip(new FolderStorage(mkdtempSync(join(tmpdir(), 'quai-files-')))));

  describe.each(STORE_DIALECTS)('in the database on %s', (dialect) => {
    it('keeps, reads back and removes the exact bytes', async () => {
      const store = await openTestStore(dialect);
      await roundTrip(new DatabaseStorage(store));
      await store.close();
    });
  });

  it('in an S3-compatible bucket keeps, reads back and removes the exact bytes, as signed requests on <webform>/<name>', async () => {
    const s3 = await startFakeS3();
    const storage = fileStorageFromEnvironment(await openTestStore('sqlite'), '/files', {
      QUAI_FILE_STORAGE: 's3',
      QUAI_S3_URL: `${s3.url.replace('//', '//quai-key:quai%2Fsecret@')}/uploads`,
    });
    expect(storage).toBeInstanceOf(S3Storage);
    await roundTrip(storage);
    expect(s3.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'PUT /uploads/reclamation/a.pdf',
      'GET /uploads/reclamation/a.pdf',
      'DELETE /uploads/reclamation/a.pdf',
      'GET /uploads/reclamation/a.pdf',
    ]);
    expect(s3.requests.every((request) => request.authorization.startsWith('AWS4-HMAC-SHA256 Credential=quai-key/'))).toBe(true);
    await s3.stop();
  });

  it('is the database with PostgreSQL and the folder with SQLite unless QUAI_FILE_STORAGE says otherwise', async () => {
    const sqlite = await openTestStore('sqlite');
    expect(fileStorageFromEnvironment(sqlite, '/files', {})).toBeInstanceOf(FolderStorage);
    expect(fileStorageFromEnvironment(sqlite, '/files', { QUAI_FILE_STORAGE: 'database' })).toBeInstanceOf(DatabaseStorage);
    expect(() => fileStorageFromEnvironment(sqlite, '/files', { QUAI_FILE_STORAGE: 's3' })).toThrow(/needs QUAI_S3_URL/);
    expect(() => fileStorageFromEnvironment(sqlite, '/files', { QUAI_FILE_STORAGE: 's3', QUAI_S3_URL: 'https://s3.example' })).toThrow(
      /end with the bucket name/,
    );
    expect(() => fileStorageFromEnvironment(sqlite, '/files', { QUAI_FILE_STORAGE: 'ftp' })).toThrow(/"folder", "database" or "s3"/);
    await sqlite.close();
    const postgres = await openTestStore('postgres');
    expect(fileStorageFromEnvironment(postgres, '/files', {})).toBeInstanceOf(DatabaseStorage);
    await postgres.close();
  });
});
