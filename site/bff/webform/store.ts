import type { Db } from '../../store/database';
import type { FormValues } from '../../../blocks/webform/rules/elements';

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

/**
 * The webform tables of the site's SQLite file. Writes are single statements or transactions
 * on a WAL database with full syncs: once a call returns, the row survives a crash.
 */
export class WebformStore {
  constructor(private readonly db: Db) {}

  /** Stores an accepted submission and links its uploaded files to it, all or nothing. */
  saveSubmission(webformId: string, langcode: string, data: FormValues, fids: readonly number[], now = new Date()): StoredSubmission {
    const createdAt = now.toISOString();
    return this.db.transaction(() => {
      const { lastInsertRowid } = this.db
        .prepare('INSERT INTO webform_submission (webform_id, langcode, data, created_at) VALUES (?, ?, ?, ?)')
        .run(webformId, langcode, JSON.stringify(data), createdAt);
      const sid = Number(lastInsertRowid);
      const link = this.db.prepare('UPDATE webform_file SET sid = ? WHERE fid = ? AND sid IS NULL');
      for (const fid of fids) {
        if (link.run(sid, fid).changes !== 1) throw new Error(`file ${fid} is already linked`);
      }
      return { sid, webformId, langcode, data, createdAt };
    })();
  }

  submissions(webformId: string): StoredSubmission[] {
    const rows = this.db.prepare('SELECT sid, webform_id, langcode, data, created_at FROM webform_submission WHERE webform_id = ? ORDER BY sid').all(webformId) as Array<{ sid: number; webform_id: string; langcode: string; data: string; created_at: string }>;
    return rows.map((row) => ({ sid: row.sid, webformId: row.webform_id, langcode: row.langcode, data: JSON.parse(row.data) as FormValues, createdAt: row.created_at }));
  }

  addFile(file: Omit<StoredFile, 'fid' | 'sid'>, now = new Date()): number {
    const { lastInsertRowid } = this.db
      .prepare('INSERT INTO webform_file (webform_id, field_name, filename, stored_name, mime, size, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(file.webformId, file.fieldName, file.filename, file.storedName, file.mime, file.size, now.toISOString());
    return Number(lastInsertRowid);
  }

  file(fid: number): StoredFile | undefined {
    const row = this.db.prepare('SELECT fid, webform_id, field_name, filename, stored_name, mime, size, sid FROM webform_file WHERE fid = ?').get(fid) as
      | { fid: number; webform_id: string; field_name: string; filename: string; stored_name: string; mime: string; size: number; sid: number | null }
      | undefined;
    return row && { fid: row.fid, webformId: row.webform_id, fieldName: row.field_name, filename: row.filename, storedName: row.stored_name, mime: row.mime, size: row.size, sid: row.sid };
  }

  filesOf(sid: number): StoredFile[] {
    const fids = this.db.prepare('SELECT fid FROM webform_file WHERE sid = ? ORDER BY fid').pluck().all(sid) as number[];
    return fids.map((fid) => this.file(fid)!);
  }

  isCaptchaSpent(signature: string): boolean {
    return this.db.prepare('SELECT 1 FROM webform_captcha_spent WHERE signature = ?').get(signature) !== undefined;
  }

  /** Marks a captcha answer as used; false when it was used before (answers are single-use). */
  spendCaptcha(signature: string, now = new Date()): boolean {
    return this.db.prepare('INSERT OR IGNORE INTO webform_captcha_spent (signature, spent_at) VALUES (?, ?)').run(signature, now.toISOString()).changes === 1;
  }
}
