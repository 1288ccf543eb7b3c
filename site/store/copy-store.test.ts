import { openTestStore } from '../../tests/helpers/store-engines';
import { WebformStore } from '../bff/webform/store';
import { copyStore } from './copy-store';

describe('copying a SQLite store into PostgreSQL', () => {
  it('moves every row, keeps the keys, and new rows get keys after the copied ones', async () => {
    const sqlite = await openTestStore('sqlite');
    const webforms = new WebformStore(sqlite);
    const fid = await webforms.addFile({ webformId: 'reclamation', fieldName: 'proof', filename: 'billet.pdf', storedName: 'a.pdf', mime: 'application/pdf', size: 3 });
    for (let index = 0; index < 3; index++) await webforms.saveSubmission('contact', 'fr', { message: `n°${index}` }, []);
    const withFile = await webforms.saveSubmission('reclamation', 'fr', { proof: `${fid}.sig` }, [fid]);
    await webforms.spendCaptcha('answer');

    const postgres = await openTestStore('postgres');
    const copied = await copyStore(sqlite, postgres);
    expect(copied).toEqual(expect.arrayContaining([{ table: 'webform_submission', rows: 4 }, { table: 'webform_file', rows: 1 }, { table: 'webform_captcha_spent', rows: 1 }]));

    const moved = new WebformStore(postgres);
    expect((await moved.submissions('contact')).map((submission) => submission.data.message)).toEqual(['n°0', 'n°1', 'n°2']);
    expect((await moved.filesOf(withFile.sid)).map((file) => file.filename)).toEqual(['billet.pdf']);
    expect(await moved.isCaptchaSpent('answer')).toBe(true);
    const next = await moved.saveSubmission('contact', 'fr', { message: 'après' }, []);
    expect(next.sid).toBe(withFile.sid + 1);

    await expect(copyStore(sqlite, postgres)).rejects.toThrow(/not empty/);
    await sqlite.close();
    await postgres.close();
  });
});
