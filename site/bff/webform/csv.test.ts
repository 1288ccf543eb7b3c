import { submissionsToCsv } from './csv';

describe('submissions as CSV', () => {
  it('writes one column per field and composite sub-field, quoting what needs it', () => {
    const csv = submissionsToCsv([
      { sid: 1, webformId: 'contact', langcode: 'fr', createdAt: '2026-03-15T09:00:00.000Z', data: { name: 'Martin, Camille', topics: ['a', 'b'], phone: { type: 'mobile', phone: '0612' } } },
      { sid: 2, webformId: 'contact', langcode: 'en', createdAt: '2026-03-16T09:00:00.000Z', data: { name: '=HYPERLINK("x")', message: 'Line 1\nLine 2' } },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'sid,created,langcode,name,topics,phone.type,phone.phone,message',
      '1,2026-03-15T09:00:00.000Z,fr,"Martin, Camille",a; b,mobile,0612,',
      `2,2026-03-16T09:00:00.000Z,en,"'=HYPERLINK(""x"")",,,,"Line 1\nLine 2"`,
      '',
    ]);
  });
});
