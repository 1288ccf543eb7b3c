import type { FieldValue } from '../../../blocks/webform/rules/elements';
import type { StoredFile, StoredSubmission } from './store';

/**
 * Submissions as CSV (RFC 4180): one row per submission, one column per field (a composite's
 * sub-fields get a column each, "phone.ext"), lists joined with "; ". Cells that a spreadsheet
 * would run as a formula are prefixed with an apostrophe.
 */
export function submissionsToCsv(submissions: readonly StoredSubmission[]): string {
  const rows = submissions.map((submission) => ({ submission, cells: flatten(submission.data) }));
  const columns: string[] = [];
  for (const { cells } of rows) for (const column of cells.keys()) if (!columns.includes(column)) columns.push(column);
  const header = ['sid', 'created', 'langcode', ...columns];
  const lines = rows.map(({ submission, cells }) => [String(submission.sid), submission.createdAt, submission.langcode, ...columns.map((column) => cells.get(column) ?? '')]);
  return [header, ...lines].map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function flatten(data: Record<string, FieldValue>): Map<string, string> {
  const cells = new Map<string, string>();
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string') cells.set(key, value);
    else if (Array.isArray(value)) {
      if (value.every((item) => typeof item === 'string')) cells.set(key, (value as string[]).join('; '));
      else (value as Array<Record<string, string>>).forEach((item, index) => Object.entries(item).forEach(([sub, text]) => cells.set(`${key}.${index + 1}.${sub}`, text)));
    } else for (const [sub, text] of Object.entries(value)) cells.set(`${key}.${sub}`, text);
  }
  return cells;
}

function csvCell(text: string): string {
  const safe = /^[=+@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A submission whose file ids read as "name (fid N)", from the files linked to it. */
export function withFileNames(submission: StoredSubmission, files: readonly StoredFile[]): StoredSubmission {
  const data = { ...submission.data };
  for (const file of files) {
    const label = `${file.filename} (fid ${file.fid})`;
    const value = data[file.fieldName];
    if (value === String(file.fid)) data[file.fieldName] = label;
    else if (Array.isArray(value)) data[file.fieldName] = (value as string[]).map((item) => (item === String(file.fid) ? label : item));
  }
  return { ...submission, data };
}
