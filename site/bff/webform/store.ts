import type { Generated, Kysely, Selectable, Transaction } from 'kysely';
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
  webform_submission: {
    sid: Generated<number>;
    webform_id: string;
    langcode: string;
    data: string;
    created_at: string;
    /** The key the browser drew for this submission (the Idempotency-Key header), if it sent one. */
    idempotency_key: string | null;
  };
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
    return this.db
      .transaction()
      .execute(async (trx) => (await insertSubmission(trx, { webformId, langcode, data, fids, createdAt: now.toISOString() }))!);
  }

  /**
   * Accepts a submission in one transaction: spends its captcha answer (when the form has one),
   * stores it under the browser's idempotency key (when it sent one) and links its files; all or
   * nothing, so a submission refused for want of the database spends nothing and can be sent
   * again. Answers what is stored: this submission, or the one stored before under the same key
   * (a second sending after a cut-off, on this server or another: stored once). `spent` when the
   * captcha answer was used by another submission.
   */
  async acceptSubmission(
    submission: { webformId: string; langcode: string; data: FormValues; fids: readonly number[] },
    { captchaSignature, idempotencyKey }: { captchaSignature?: string; idempotencyKey?: string },
    now = new Date(),
  ): Promise<StoredSubmission | 'spent'> {
    const createdAt = now.toISOString();
    const outcome = await this.db.transaction().execute(async (trx) => {
      if (captchaSignature !== undefined) {
        // Two servers racing with one answer: the second waits for the first's commit, then finds it spent.
        const { numInsertedOrUpdatedRows } = await trx
          .insertInto('webform_captcha_spent')
          .values({ signature: captchaSignature, spent_at: createdAt })
          .onConflict((conflict) => conflict.column('signature').doNothing())
          .executeTakeFirst();
        if (numInsertedOrUpdatedRows !== 1n) return 'spent' as const;
      }
      const stored = await insertSubmission(trx, { ...submission, createdAt, idempotencyKey });
      // Nothing inserted: a submission holds this key already (committed by another request meanwhile).
      return stored ?? (await withKey(trx, submission.webformId, idempotencyKey!))!;
    });
    // The same submission sent twice at once: the answer was spent by the first, stored under its key.
    if (outcome === 'spent' && idempotencyKey !== undefined)
      return (await this.submissionWithKey(submission.webformId, idempotencyKey)) ?? outcome;
    return outcome;
  }

  /** The submission of a form stored under a browser's idempotency key, if any. */
  async submissionWithKey(webformId: string, idempotencyKey: string): Promise<StoredSubmission | undefined> {
    return withKey(this.db, webformId, idempotencyKey);
  }

  async submissions(webformId: string): Promise<StoredSubmission[]> {
    const rows = await this.db.selectFrom('webform_submission').selectAll().where('webform_id', '=', webformId).orderBy('sid').execute();
    return rows.map(storedSubmission);
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
}

async function insertSubmission(
  trx: Transaction<WebformTables>,
  submission: {
    webformId: string;
    langcode: string;
    data: FormValues;
    fids: readonly number[];
    createdAt: string;
    idempotencyKey?: string;
  },
): Promise<StoredSubmission | undefined> {
  const { webformId, langcode, data, fids, createdAt } = submission;
  const inserted = await trx
    .insertInto('webform_submission')
    .values({
      webform_id: webformId,
      langcode,
      data: JSON.stringify(data),
      created_at: createdAt,
      idempotency_key: submission.idempotencyKey ?? null,
    })
    .onConflict((conflict) => conflict.columns(['webform_id', 'idempotency_key']).doNothing())
    .returning('sid')
    .executeTakeFirst();
  if (!inserted) return undefined;
  const { sid } = inserted;
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
}

async function withKey(db: Kysely<WebformTables>, webformId: string, idempotencyKey: string): Promise<StoredSubmission | undefined> {
  const row = await db
    .selectFrom('webform_submission')
    .selectAll()
    .where('webform_id', '=', webformId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return row && storedSubmission(row);
}

function storedSubmission(row: Selectable<WebformTables['webform_submission']>): StoredSubmission {
  return {
    sid: row.sid,
    webformId: row.webform_id,
    langcode: row.langcode,
    data: JSON.parse(row.data) as FormValues,
    createdAt: row.created_at,
  };
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
