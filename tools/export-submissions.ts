import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { submissionsToCsv, withFileNames } from '../site/bff/webform/csv';
import { WebformStore } from '../site/bff/webform/store';
import { dataDirectory, openDatabase } from '../site/store/database';

/**
 * `npm run export-submissions -- <form id> [--out file.csv]`: writes the stored submissions of
 * a form as CSV, to the standard output or to a file. Reads the database of QUAI_DATA_DIR.
 */
const [formId, ...rest] = process.argv.slice(2);
if (!formId || !/^[a-z0-9_]+$/.test(formId)) {
  console.error('Usage: npm run export-submissions -- <form id> [--out file.csv]');
  process.exit(2);
}
const root = resolve(process.env.QUAI_ROOT ?? process.cwd());
const db = openDatabase(dataDirectory(), join(root, 'site/store/migrations'));
const store = new WebformStore(db);
const submissions = store.submissions(formId).map((submission) => withFileNames(submission, store.filesOf(submission.sid)));
db.close();
const csv = submissionsToCsv(submissions);
const outAt = rest.indexOf('--out');
if (outAt !== -1 && rest[outAt + 1]) {
  writeFileSync(rest[outAt + 1]!, csv);
  console.error(`${submissions.length} submission(s) of "${formId}" written to ${rest[outAt + 1]}.`);
} else process.stdout.write(csv);
