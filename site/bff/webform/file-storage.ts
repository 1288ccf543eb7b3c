import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { MigrationSet } from '../../store/migrator';
import type { Store } from '../../store/store';

/**
 * Where the bytes of accepted uploads are kept. An upload is first streamed to a temporary file
 * (size limit, content sniffing), then handed over here under its generated name.
 */
export interface FileStorage {
  /** Takes over the temporary file (it no longer exists afterwards). */
  keep(webformId: string, storedName: string, temporaryPath: string): Promise<void>;
  read(webformId: string, storedName: string): Promise<Buffer>;
  remove(webformId: string, storedName: string): Promise<void>;
}

/** A folder under the data directory, never served: one server, or a volume all servers share. */
export class FolderStorage implements FileStorage {
  constructor(private readonly folder: string) {}

  async keep(webformId: string, storedName: string, temporaryPath: string): Promise<void> {
    await mkdir(join(this.folder, webformId), { recursive: true });
    await rename(temporaryPath, join(this.folder, webformId, storedName));
  }

  read(webformId: string, storedName: string): Promise<Buffer> {
    return readFile(join(this.folder, webformId, storedName));
  }

  async remove(webformId: string, storedName: string): Promise<void> {
    await rm(join(this.folder, webformId, storedName), { force: true });
  }
}

interface FileContentTables {
  webform_file_content: { stored_name: string; webform_id: string; bytes: Buffer };
}

export const fileContentMigrations: MigrationSet = {
  '200-webform-002-file-content': {
    async up(db, dialect) {
      await db.schema
        .createTable('webform_file_content')
        .ifNotExists()
        .addColumn('stored_name', 'text', (col) => col.primaryKey())
        .addColumn('webform_id', 'text', (col) => col.notNull())
        .addColumn('bytes', dialect === 'postgres' ? 'bytea' : 'blob', (col) => col.notNull())
        .execute();
    },
  },
};

/** The store itself: every server reads what any server received, with nothing to share but the database. */
export class DatabaseStorage implements FileStorage {
  private readonly db: Kysely<FileContentTables>;

  constructor(store: Store) {
    this.db = store.tables<FileContentTables>();
  }

  async keep(webformId: string, storedName: string, temporaryPath: string): Promise<void> {
    const bytes = await readFile(temporaryPath);
    await this.db.insertInto('webform_file_content').values({ stored_name: storedName, webform_id: webformId, bytes }).execute();
    await rm(temporaryPath, { force: true });
  }

  async read(_webformId: string, storedName: string): Promise<Buffer> {
    const row = await this.db.selectFrom('webform_file_content').select('bytes').where('stored_name', '=', storedName).executeTakeFirst();
    if (!row) throw new Error(`no stored file "${storedName}"`);
    return Buffer.from(row.bytes);
  }

  async remove(_webformId: string, storedName: string): Promise<void> {
    await this.db.deleteFrom('webform_file_content').where('stored_name', '=', storedName).execute();
  }
}
