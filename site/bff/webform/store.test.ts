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

  it('lets a captcha answer be spent once, even by submissions racing for it, and stores only the winner', async () => {
    const before = (await webforms.submissions('contact')).length;
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        webforms.acceptSubmission(
          { webformId: 'contact', langcode: 'fr', data: { n: String(index) }, fids: [] },
          { captchaSignature: `${dialect}-answer` },
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'spent')).toHaveLength(7);
    expect(await webforms.submissions('contact')).toHaveLength(before + 1);
    expect(await webforms.isCaptchaSpent(`${dialect}-answer`)).toBe(true);
    expect(await webforms.isCaptchaSpent('never')).toBe(false);
  });

  it('stores a submission sent again under its idempotency key once, and answers the first', async () => {
    const fid = await webforms.addFile({ ...upload, storedName: `${dialect}-key` });
    const submission = { webformId: 'reclamation', langcode: 'fr', data: { reference: 'KEY1' }, fids: [fid] };
    const key = `${dialect}-0f8e6c1e-3b2a-4c55-9d1e-7a2b3c4d5e6f`;
    const first = await webforms.acceptSubmission(submission, { captchaSignature: `${dialect}-key-answer`, idempotencyKey: key });
    // The second sending, with the same captcha answer and files: the first is the answer.
    const again = await webforms.acceptSubmission(submission, { captchaSignature: `${dialect}-key-answer`, idempotencyKey: key });
    expect(again).toEqual(first);
    expect(await webforms.submissionWithKey('reclamation', key)).toEqual(first);
    expect((await webforms.submissions('reclamation')).filter((stored) => stored.data.reference === 'KEY1')).toHaveLength(1);
    // Another form's key space is its own.
    expect(await webforms.submissionWithKey('contact', key)).toBeUndefined();
  });

  it('stores once the submissions racing under one key, without a captcha or with one', async () => {
    for (const captchaSignature of [undefined, `${dialect}-race-answer`]) {
      const key = `${dialect}-race-${captchaSignature ? 'captcha' : 'none'}-4f1c2d3e`;
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, () =>
          webforms.acceptSubmission(
            { webformId: 'contact', langcode: 'fr', data: { key }, fids: [] },
            { captchaSignature, idempotencyKey: key },
          ),
        ),
      );
      const sids = new Set(outcomes.map((outcome) => (outcome === 'spent' ? 'spent' : outcome.sid)));
      expect([...sids]).toEqual([(await webforms.submissionWithKey('contact', key))!.sid]);
      expect((await webforms.submissions('contact')).filter((stored) => stored.data.key === key)).toHaveLength(1);
    }
  });

  it('finds the files of given ids, ignoring unknown ids', async () => {
    const fid = await webforms.addFile({ ...upload, storedName: `${dialect}-c` });
    const found = await webforms.files([fid, 999999]);
    expect([...found.keys()]).toEqual([fid]);
  });
});
