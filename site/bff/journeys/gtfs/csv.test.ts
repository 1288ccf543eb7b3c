import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCsv } from '../../csv';
import { parseCsv } from './csv';

describe('GTFS CSV', () => {
  it('reads back what it writes, quotes, commas and line breaks included', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'é', ',', '"', '\n', ' ', '1') });
    fc.assert(
      fc.property(fc.array(fc.tuple(field, field), { maxLength: 5 }), (rows) => {
        const parsed = parseCsv(formatCsv(['first', 'second'], rows, { lineEnd: '\n' }));
        expect(parsed.filter((row) => row.first !== '' || row.second !== '')).toEqual(
          rows.filter(([first, second]) => first !== '' || second !== '').map(([first, second]) => ({ first, second })),
        );
      }),
    );
  });

  it('ignores a byte order mark and CRLF line ends', () => {
    expect(parseCsv('\ufeffstop_id,stop_name\r\n87686006,Paris Gare de Lyon\r\n')).toEqual([
      { stop_id: '87686006', stop_name: 'Paris Gare de Lyon' },
    ]);
  });
});
