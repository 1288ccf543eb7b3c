import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IDF_LINES, badgeTextColour } from '../../domain/traffic/line-catalogue';
import { groupByStatus, lineStatus, STATUS_ORDER } from './line-status';

const codes = IDF_LINES.map((line) => line.codeLigne);
const message = fc.record({
  statusType: fc.constantFrom(...STATUS_ORDER),
  lines: fc.array(fc.record({ codeLigne: fc.constantFrom(...codes) }), { maxLength: 3 }),
});

describe('line status', () => {
  it('is the first of perturbation, travaux, information holding a message for the line, else normal', () => {
    fc.assert(
      fc.property(fc.array(message, { maxLength: 8 }), fc.constantFrom(...codes), (messages, code) => {
        const categories = new Set(messages.filter((m) => m.lines.some((line) => line.codeLigne === code)).map((m) => m.statusType));
        const expected = categories.has('perturbation')
          ? 'perturbation'
          : categories.has('travaux')
            ? 'travaux'
            : categories.has('information')
              ? 'information'
              : 'normal';
        expect(lineStatus(code, messages)).toBe(expected);
      }),
    );
  });

  it('adding a message never improves a line: the status only moves earlier in the order', () => {
    const rank = (status: string) => (status === 'normal' ? 3 : STATUS_ORDER.indexOf(status as (typeof STATUS_ORDER)[number]));
    fc.assert(
      fc.property(fc.array(message), message, fc.constantFrom(...codes), (messages, extra, code) => {
        expect(rank(lineStatus(code, [...messages, extra]))).toBeLessThanOrEqual(rank(lineStatus(code, messages)));
      }),
    );
  });

  it('groups keep every message once, in the order perturbation, travaux, information', () => {
    fc.assert(
      fc.property(fc.array(message), (messages) => {
        const groups = groupByStatus(messages);
        expect(groups.flatMap((group) => group.messages)).toHaveLength(messages.length);
        expect(groups.map((group) => group.status)).toEqual(STATUS_ORDER.filter((status) => messages.some((m) => m.statusType === status)));
      }),
    );
  });
});

describe('line catalogue', () => {
  it('holds every line of the picker: RER A-E, Transilien H J K L N P R U, metros 1-18 with 3bis and 7bis, trams T1-T13 with T3a and T3b', () => {
    expect(IDF_LINES.filter((line) => line.group === 'rer').map((line) => line.short)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'H',
      'J',
      'K',
      'L',
      'N',
      'P',
      'R',
      'U',
    ]);
    expect(IDF_LINES.filter((line) => line.group === 'metro').map((line) => line.short)).toEqual([
      '1',
      '2',
      '3',
      '3bis',
      '4',
      '5',
      '6',
      '7',
      '7bis',
      '8',
      '9',
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
      '18',
    ]);
    expect(IDF_LINES.filter((line) => line.group === 'tram').map((line) => line.short)).toEqual([
      'T1',
      'T2',
      'T3a',
      'T3b',
      'T4',
      'T5',
      'T6',
      'T7',
      'T8',
      'T9',
      'T10',
      'T11',
      'T12',
      'T13',
    ]);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('badge text reads on its colour (contrast at least 4.5:1)', () => {
    const luminance = (hex: string) => {
      const channel = (offset: number) => {
        const value = parseInt(hex.replace('#', '').slice(offset, offset + 2), 16) / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
    };
    for (const line of IDF_LINES) {
      const [a, b] = [luminance(line.colour), luminance(badgeTextColour(line.colour))].sort((x, y) => y - x);
      expect((a! + 0.05) / (b! + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
