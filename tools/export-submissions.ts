import { writeFileSync } from 'node:fs';
import { submissionsToCsv, withFileNames } from '../site/bff/webform/csv';
import { WebformStore } from '../site/bff/webform/store';
import { SITE_MIGRATIONS } from '../site/bff/features';
import { openStoreFromEnvironment } from '../site/store/store';

/**
 * `npm run export-submissions -- <form id> [--out file.csv]`: writes the stored submissions of
 * a form as CSV, to the standard output or to a file. Reads the store of QUAI_DATABASE_URL, or the SQLite file of QUAI_DATA_DIR.
 */
const [formId, ...rest] = process.argv.slice(2);
if (!formId || !/^[a-z0-9_]+$/.test(formId)) {
  console.error('Usage: npm run export-submissions -- <form id> [--out file.csv]');
  process.exit(2);
}
const database = await openStoreFromEnvironment(SITE_MIGRATIONS);
const store = new WebformStore(database);
const submissions = await Promise.all(
  (await store.submissions(formId)).map(async (submission) => withFileNames(submission, await store.filesOf(submission.sid))),
);
await database.close();
const csv = submissionsToCsv(submissions);
const outAt = rest.indexOf('--out');
if (outAt !== -1 && rest[outAt + 1]) {
  writeFileSync(rest[outAt + 1]!, csv);
  console.error(`${submissions.length} submission(s) of "${formId}" written to ${rest[outAt + 1]}.`);
} else process.stdout.write(csv);
