import { hasEnded, isSavedUrl, latestArrival, savedBarcodeUrl, savedPdfUrl, savedRecord, savedRecordUrl } from './offline-tickets';

const pdf = (tcns: string[], extra = {}) => ({
  ticketsToPrint: tcns.map((tcn) => ({ tcn })),
  serviceItems: [],
  ticketKind: 'E_TICKET',
  supportType: 'PDF' as const,
  order: { '@id': 'QUAI01' },
  languageCode: 'fr',
  ...extra,
});

describe('tickets kept offline', () => {
  it('are kept until the last arrival, measured from the server’s clock whatever the browser’s date', () => {
    // The browser's clock is a year off: the tickets are still kept for the 3 days 2 hours the server counts.
    const browserNow = Date.parse('2027-12-01T10:00:00Z');
    const record = savedRecord('2026-11-29T10:00:00+01:00', '2026-11-26T07:00:00Z', browserNow);
    expect(record).toEqual({ savedAt: browserNow, keepUntil: browserNow + (3 * 24 + 2) * 3600_000 });
    expect(hasEnded(record, record.keepUntil - 1)).toBe(false);
    expect(hasEnded(record, record.keepUntil)).toBe(true);
  });

  it('are forgotten at once when the travel has already arrived, or the record cannot be read', () => {
    const record = savedRecord('2026-11-20T10:00:00+01:00', '2026-11-26T07:00:00Z', 1000);
    expect(hasEnded(record, 1000)).toBe(true);
    expect(hasEnded({}, 0)).toBe(true);
    expect(hasEnded(undefined, 0)).toBe(true);
  });

  it('end with the latest arrival, offsets compared as instants', () => {
    // 03:30 in summer time is 01:30 UTC, earlier than 02:45 in winter time (01:45 UTC).
    expect(latestArrival(['2026-03-29T03:30:00+02:00', '2026-03-29T02:45:00+01:00'])).toBe('2026-03-29T02:45:00+01:00');
    expect(latestArrival(['2026-03-29T03:30:00+02:00', '2026-03-29T03:00:00+01:00'])).toBe('2026-03-29T03:00:00+01:00');
    expect(latestArrival([])).toBeUndefined();
  });

  it('live under the tickets page, each code and PDF at its own address', () => {
    const scope = '/dossier-voyageur/billets';
    expect(savedRecordUrl(`${scope}/`)).toBe(`${scope}/enregistre/record.json`);
    expect(savedBarcodeUrl(scope, 'QUAI01-1-A1')).toBe(`${scope}/enregistre/code/QUAI01-1-A1`);
    expect(isSavedUrl(scope, savedBarcodeUrl(scope, 'QUAI01-1-A1'))).toBe(true);
    expect(isSavedUrl(scope, scope)).toBe(false);
    expect(isSavedUrl(scope, '/dossier-voyageur')).toBe(false);
  });

  it('give the same PDF for the same tickets in any order, another for another kind, policy or language', () => {
    const scope = '/en/traveller-file/tickets';
    const both = savedPdfUrl(scope, pdf(['B-1', 'A-1']));
    expect(savedPdfUrl(scope, pdf(['A-1', 'B-1']))).toBe(both);
    expect(new Set([both, savedPdfUrl(scope, pdf(['A-1']))]).size).toBe(2);
    expect(savedPdfUrl(scope, pdf(['A-1', 'B-1'], { printDematerializedTicketsPolicy: 'GLOBAL' }))).not.toBe(both);
    expect(savedPdfUrl(scope, pdf(['A-1', 'B-1'], { languageCode: 'en' }))).not.toBe(both);
    expect(savedPdfUrl(scope, pdf(['A-1', 'B-1'], { documentType: 'PROOF' }))).not.toBe(both);
    expect(both.startsWith(`${scope}/enregistre/pdf/`)).toBe(true);
  });
});
