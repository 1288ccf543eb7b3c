import { openTestStore, STORE_DIALECTS } from '../../../tests/helpers/store-engines';
import type { Store } from '../../store/store';
import { WebformStore } from './store';

const upload = { webformId: 'reclamation', fieldName: 'proof', filename: 'billet.pdf', mime: 'application/pdf', size: 42 };

describe.each(STORE_DIALECTS)('webform tables on %s', (dialect) => {
  let store: Store;
  let webforms: WebformStore;
  beforeAll(async () => {
    store = await openTestStore(dialect);
    webforms = new WebformStore(store);
  });
  afterAll(() => store.close());

  it('stores a submission with its files and reads them back in order', async () => {
    const fid = await webforms.addFile({ ...upload, storedName: `${dialect}-a` });
    const saved = await webforms.saveSubmission('reclamation', 'fr', { reference: 'AB12CD', proof: [String(fid)] }, [fid]);
    expect(saved.sid).toBeGreaterThan(0);
    expect((await webforms.submissions('reclamation')).map((s) => s.data)).toEqual([{ reference: 'AB12CD', proof: [String(fid)] }]);
    expect((await webforms.filesOf(saved.sid)).map((file) => [file.fid, file.sid, file.filename])).toEqual([
      [fid, saved.sid, 'billet.pdf'],
    ]);
  });

  it('refuses a file another submission took, and stores nothing of that submission', async () => {
    const fid = await webforms.addFile({ ...upload, storedName: `${dialect}-b` });
    await webforms.saveSubmission('reclamation', 'fr', { n: '1' }, [fid]);
    const before = (await webforms.submissions('reclamation')).length;
    await expect(webforms.saveSubmission('reclamation', 'fr', { n: '2' }, [fid])).rejects.toThrow(/already linked/);
    expect(await webforms.submissions('reclamation')).toHaveLength(before);
  });

  it('lets a captcha answer be spent once, even by submissions racing for it', async () => {
    const verdicts = await Promise.all(Array.from({ length: 8 }, () => webforms.spendCaptcha(`${dialect}-answer`)));
    expect(verdicts.filter(Boolean)).toHaveLength(1);
    expect(await webforms.isCaptchaSpent(`${dialect}-answer`)).toBe(true);
    expect(await webforms.isCaptchaSpent('never')).toBe(false);
  });

  it('finds the files of given ids, ignoring unknown ids', async () => {
    const fid = await webforms.addFile({ ...upload, storedName: `${dialect}-c` });
    const found = await webforms.files([fid, 999999]);
    expect([...found.keys()]).toEqual([fid]);
  });
});
