import type { Generated, Kysely, Selectable } from 'kysely';
import type { FormValues } from '../../../domain/webform/elements';
import type { Store } from '../../store/store';

export interface StoredFile {
  fid: number;
  webformId: string;
  fieldName: string;
  filename: string;
  storedName: string;
  mime: string;
  size: number;
  sid: number | null;
}

export interface StoredSubmission {
  sid: number;
  webformId: string;
  langcode: string;
  data: FormValues;
  createdAt: string;
}

/** The webform tables, as the queries see them. */
export interface WebformTables {
  webform_submission: { sid: Generated<number>; webform_id: string; langcode: string; data: string; created_at: string };
  webform_file: {
    fid: Generated<number>;
    webform_id: string;
    field_name: string;
    filename: string;
    stored_name: string;
    mime: string;
    size: number;
    sid: number | null;
    created_at: string;
  };
  webform_captcha_spent: { signature: string; spent_at: string };
}

type FileRow = Selectable<WebformTables['webform_file']>;

/**
 * The webform tables of the store. Each write is one statement or one transaction; once a call
 * returns, the row survives a crash (SQLite with full syncs, or PostgreSQL's commit).
 */
export class WebformStore {
  private readonly db: Kysely<WebformTables>;

  constructor(store: Store) {
    this.db = store.tables<WebformTables>();
  }

  /** Stores an accepted submission and links its uploaded files to it, all or nothing. */
  async saveSubmission(
    webformId: string,
    langcode: string,
    data: FormValues,
    fids: readonly number[],
    now = new Date(),
  ): Promise<StoredSubmission> {
    const createdAt = now.toISOString();
    return this.db.transaction().execute(async (trx) => {
      const { sid } = await trx
        .insertInto('webform_submission')
        .values({ webform_id: webformId, langcode, data: JSON.stringify(data), created_at: createdAt })
        .returning('sid')
        .executeTakeFirstOrThrow();
      for (const fid of fids) {
        const { numUpdatedRows } = await trx
          .updateTable('webform_file')
          .set({ sid })
          .where('fid', '=', fid)
          .where('sid', 'is', null)
          .executeTakeFirst();
        if (numUpdatedRows !== 1n) throw new Error(`file ${fid} is already linked`);
      }
      return { sid, webformId, langcode, data, createdAt };
    });
  }

  async submissions(webformId: string): Promise<StoredSubmission[]> {
    const rows = await this.db.selectFrom('webform_submission').selectAll().where('webform_id', '=', webformId).orderBy('sid').execute();
    return rows.map((row) => ({
      sid: row.sid,
      webformId: row.webform_id,
      langcode: row.langcode,
      data: JSON.parse(row.data) as FormValues,
      createdAt: row.created_at,
    }));
  }

  async addFile(file: Omit<StoredFile, 'fid' | 'sid'>, now = new Date()): Promise<number> {
    const { fid } = await this.db
      .insertInto('webform_file')
      .values({
        webform_id: file.webformId,
        field_name: file.fieldName,
        filename: file.filename,
        stored_name: file.storedName,
        mime: file.mime,
        size: file.size,
        created_at: now.toISOString(),
      })
      .returning('fid')
      .executeTakeFirstOrThrow();
    return fid;
  }

  /** The files of the given ids that exist, by id. */
  async files(fids: readonly number[]): Promise<Map<number, StoredFile>> {
    if (fids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('webform_file')
      .selectAll()
      .where('fid', 'in', [...fids])
      .execute();
    return new Map(rows.map((row) => [row.fid, storedFile(row)]));
  }

  async filesOf(sid: number): Promise<StoredFile[]> {
    const rows = await this.db.selectFrom('webform_file').selectAll().where('sid', '=', sid).orderBy('fid').execute();
    return rows.map(storedFile);
  }

  /** Uploads no submission claimed, received before the given time. */
  async unclaimedFilesBefore(before: Date): Promise<StoredFile[]> {
    const rows = await this.db
      .selectFrom('webform_file')
      .selectAll()
      .where('sid', 'is', null)
      .where('created_at', '<', before.toISOString())
      .execute();
    return rows.map(storedFile);
  }

  /** Forgets uploads, unless a submission claimed them meanwhile. */
  async forgetUnclaimedFiles(fids: readonly number[]): Promise<void> {
    if (fids.length)
      await this.db
        .deleteFrom('webform_file')
        .where('fid', 'in', [...fids])
        .where('sid', 'is', null)
        .execute();
  }

  async isCaptchaSpent(signature: string): Promise<boolean> {
    return (
      (await this.db.selectFrom('webform_captcha_spent').select('signature').where('signature', '=', signature).executeTakeFirst()) !==
      undefined
    );
  }

  /** Marks a captcha answer as used; false when it was used before (answers are single-use). */
  async spendCaptcha(signature: string, now = new Date()): Promise<boolean> {
    const result = await this.db
      .insertInto('webform_captcha_spent')
      .values({ signature, spent_at: now.toISOString() })
      .onConflict((conflict) => conflict.column('signature').doNothing())
      .executeTakeFirst();
    return result.numInsertedOrUpdatedRows === 1n;
  }
}

function storedFile(row: FileRow): StoredFile {
  return {
    fid: row.fid,
    webformId: row.webform_id,
    fieldName: row.field_name,
    filename: row.filename,
    storedName: row.stored_name,
    mime: row.mime,
    size: row.size,
    sid: row.sid,
  };
}
