import type { FieldValue } from '../../../domain/webform/elements';
import { formatCsv } from '../csv';
import type { StoredFile, StoredSubmission } from './store';

/**
 * Submissions as CSV (RFC 4180): one row per submission, one column per field (a composite's
 * sub-fields get a column each, "phone.ext"), lists joined with "; ", spreadsheet-safe (a
 * visitor's text never runs as a formula).
 */
export function submissionsToCsv(submissions: readonly StoredSubmission[]): string {
  const rows = submissions.map((submission) => ({ submission, cells: flatten(submission.data) }));
  const columns: string[] = [];
  for (const { cells } of rows) for (const column of cells.keys()) if (!columns.includes(column)) columns.push(column);
  const header = ['sid', 'created', 'langcode', ...columns];
  const lines = rows.map(({ submission, cells }) => [
    String(submission.sid),
    submission.createdAt,
    submission.langcode,
    ...columns.map((column) => cells.get(column) ?? ''),
  ]);
  return formatCsv(header, lines, { spreadsheetSafe: true });
}

function flatten(data: Record<string, FieldValue>): Map<string, string> {
  const cells = new Map<string, string>();
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string') cells.set(key, value);
    else if (Array.isArray(value)) {
      if (value.every((item) => typeof item === 'string')) cells.set(key, (value as string[]).join('; '));
      else
        for (const [index, item] of (value as Array<Record<string, string>>).entries())
          for (const [sub, text] of Object.entries(item)) cells.set(`${key}.${index + 1}.${sub}`, text);
    } else for (const [sub, text] of Object.entries(value)) cells.set(`${key}.${sub}`, text);
  }
  return cells;
}

/**
 * A submission whose file values read as "name (fid N)", from the files linked to it. A stored
 * value is the file's number "N" (or "N.signature" in submissions stored with an earlier kind of
 * token).
 */
export function withFileNames(submission: StoredSubmission, files: readonly StoredFile[]): StoredSubmission {
  const data = { ...submission.data };
  const names = (file: StoredFile) => (item: unknown) => typeof item === 'string' && item.split('.')[0] === String(file.fid);
  for (const file of files) {
    const label = `${file.filename} (fid ${file.fid})`;
    const value = data[file.fieldName];
    const isThisFile = names(file);
    if (isThisFile(value)) data[file.fieldName] = label;
    else if (Array.isArray(value)) data[file.fieldName] = (value as string[]).map((item) => (isThisFile(item) ? label : item));
  }
  return { ...submission, data };
}
