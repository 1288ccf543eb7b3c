import { openTestStore } from '../../tests/helpers/store-engines';
import type { IndexEntry } from '../bff/search/entries';
import { SEARCH_INDEX_TABLES, SearchIndex } from '../bff/search/search-index';
import { WebformStore } from '../bff/webform/store';
import { copyStore } from './copy-store';

describe('copying a SQLite store into PostgreSQL', () => {
  it('moves every row, keeps the keys, and new rows get keys after the copied ones', async () => {
    const sqlite = await openTestStore('sqlite');
    const webforms = new WebformStore(sqlite);
    const fid = await webforms.addFile({
      webformId: 'reclamation',
      fieldName: 'proof',
      filename: 'billet.pdf',
      storedName: 'a.pdf',
      mime: 'application/pdf',
      size: 3,
    });
    for (let index = 0; index < 3; index++) await webforms.saveSubmission('contact', 'fr', { message: `n°${index}` }, []);
    const withFile = await webforms.acceptSubmission(
      { webformId: 'reclamation', langcode: 'fr', data: { proof: `${fid}.sig` }, fids: [fid] },
      { captchaSignature: 'answer' },
    );
    if (withFile === 'spent') throw new Error('a fresh store holds no spent answer');

    const postgres = await openTestStore('postgres');
    const copied = await copyStore(sqlite, postgres);
    expect(copied).toEqual(
      expect.arrayContaining([
        { table: 'webform_submission', rows: 4 },
        { table: 'webform_file', rows: 1 },
        { table: 'webform_captcha_spent', rows: 1 },
      ]),
    );

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

  it('leaves the search index to be rebuilt, so that full-text search on PostgreSQL finds what it found on SQLite', async () => {
    const article: IndexEntry = {
      kind: 'news',
      locale: 'fr',
      docId: 'nuit',
      title: 'Un train de nuit relie Paris à Bordeaux',
      body: 'Départ chaque soir.',
      city: '',
      sortKey: '2024-12-23',
      facets: { taxonomy: ['Grande vitesse'] },
      payload: { id: 'nuit' },
    };
    const search = (index: SearchIndex) => index.search({ kind: 'news', locale: 'fr', name: 'train', selects: {}, page: 1, limit: 9 });
    const sqlite = await openTestStore('sqlite');
    await new SearchIndex(sqlite).rebuild([article]);
    expect((await search(new SearchIndex(sqlite))).count).toBe(1);

    const postgres = await openTestStore('postgres');
    const copied = await copyStore(sqlite, postgres, { rebuiltAtStart: SEARCH_INDEX_TABLES });
    expect(copied.map((table) => table.table)).not.toContain('search_entry');
    const moved = new SearchIndex(postgres);
    expect(await moved.fingerprint()).toBeUndefined();
    // What a server does at start: the index is written again, with PostgreSQL's vectors.
    expect(await moved.rebuild([article])).toBe(true);
    expect((await search(moved)).count).toBe(1);
    await sqlite.close();
    await postgres.close();
  });
});
