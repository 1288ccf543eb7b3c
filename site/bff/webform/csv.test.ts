import { submissionsToCsv, withFileNames } from './csv';

describe('submissions as CSV', () => {
  it('writes one column per field and composite sub-field, quoting what needs it', () => {
    const csv = submissionsToCsv([
      {
        sid: 1,
        webformId: 'contact',
        langcode: 'fr',
        createdAt: '2026-03-15T09:00:00.000Z',
        data: { name: 'Martin, Camille', topics: ['a', 'b'], phone: { type: 'mobile', phone: '0612' } },
      },
      {
        sid: 2,
        webformId: 'contact',
        langcode: 'en',
        createdAt: '2026-03-16T09:00:00.000Z',
        data: { name: '=HYPERLINK("x")', message: 'Line 1\nLine 2' },
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'sid,created,langcode,name,topics,phone.type,phone.phone,message',
      '1,2026-03-15T09:00:00.000Z,fr,"Martin, Camille",a; b,mobile,0612,',
      `2,2026-03-16T09:00:00.000Z,en,"'=HYPERLINK(""x"")",,,,"Line 1\nLine 2"`,
      '',
    ]);
  });

  it('never lets a cell run as a formula, whatever character starts it', () => {
    const data = { a: '=1+1', b: '+33 6 12', c: '-2+3', d: '@SUM(A1)', e: '\tTAB', f: '\rCR', g: 'safe -1' };
    const [, row] = submissionsToCsv([{ sid: 4, webformId: 'contact', langcode: 'fr', createdAt: 'now', data }]).split('\r\n');
    expect(row).toBe(`4,now,fr,'=1+1,'+33 6 12,'-2+3,'@SUM(A1),'\tTAB,"'\rCR",safe -1`);
  });

  it('names uploaded files instead of their tokens', () => {
    const submission = {
      sid: 3,
      webformId: 'reclamation',
      langcode: 'fr',
      createdAt: '2026-03-15T09:00:00.000Z',
      data: { proof: ['7.signature-a', '8.signature-b'], note: '7' },
    };
    const file = (fid: number, filename: string) => ({
      fid,
      webformId: 'reclamation',
      fieldName: 'proof',
      filename,
      storedName: `${fid}.pdf`,
      mime: 'application/pdf',
      size: 10,
      sid: 3,
    });
    expect(withFileNames(submission, [file(7, 'billet.pdf'), file(8, 'attestation.pdf')]).data).toEqual({
      proof: ['billet.pdf (fid 7)', 'attestation.pdf (fid 8)'],
      note: '7',
    });
  });
});
