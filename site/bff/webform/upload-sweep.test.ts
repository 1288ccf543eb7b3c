import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTestStore, STORE_DIALECTS } from '../../../tests/helpers/store-engines';
import { FolderStorage } from './file-storage';
import { WebformStore } from './store';
import { sweepUploads, uploadRetentionMs } from './upload-sweep';

const DAY = 24 * 3_600_000;
const NOW = Date.parse('2026-11-23T12:00:00Z');

describe.each(STORE_DIALECTS)('the upload sweep on %s', (dialect) => {
  it('removes uploads never claimed after the retention delay and interrupted .part files, and keeps the rest', async () => {
    const store = await openTestStore(dialect);
    const webforms = new WebformStore(store);
    const folder = mkdtempSync(join(tmpdir(), 'quai-uploads-'));
    mkdirSync(join(folder, 'reclamation'));
    const upload = async (name: string, at: number) => {
      writeFileSync(join(folder, 'reclamation', name), 'x');
      return webforms.addFile(
        { webformId: 'reclamation', fieldName: 'proof', filename: name, storedName: name, mime: 'application/pdf', size: 1 },
        new Date(at),
      );
    };
    await upload('old-unclaimed.pdf', NOW - 2 * DAY);
    const claimed = await upload('old-claimed.pdf', NOW - 2 * DAY);
    await webforms.saveSubmission('reclamation', 'fr', { proof: 'x' }, [claimed]);
    await upload('recent.pdf', NOW - 3_600_000);
    const part = join(folder, 'reclamation', 'interrupted.pdf.part');
    writeFileSync(part, 'half');
    utimesSync(part, new Date(NOW - 2 * DAY), new Date(NOW - 2 * DAY));
    writeFileSync(join(folder, 'reclamation', 'uploading.pdf.part'), 'half');

    expect(await sweepUploads(webforms, new FolderStorage(folder), folder, DAY, NOW)).toBe(2);
    const kept = (name: string) => existsSync(join(folder, 'reclamation', name));
    expect(['old-unclaimed.pdf', 'old-claimed.pdf', 'recent.pdf', 'interrupted.pdf.part', 'uploading.pdf.part'].map(kept)).toEqual([
      false,
      true,
      true,
      false,
      true,
    ]);
    expect((await webforms.unclaimedFilesBefore(new Date(NOW))).map((file) => file.filename)).toEqual(['recent.pdf']);
    await store.close();
  });

  it('keeps uploads 24 hours unless QUAI_UPLOAD_RETENTION_HOURS says otherwise', () => {
    expect(uploadRetentionMs({})).toBe(DAY);
    expect(uploadRetentionMs({ QUAI_UPLOAD_RETENTION_HOURS: '2' })).toBe(2 * 3_600_000);
    expect(uploadRetentionMs({ QUAI_UPLOAD_RETENTION_HOURS: 'soon' })).toBe(DAY);
  });
});
