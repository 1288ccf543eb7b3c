import { violationsIn } from './violations';

describe('CSP violation reports', () => {
  it('are read from the Reporting API list and from the older single report', () => {
    const modern = [
      {
        type: 'csp-violation',
        body: { documentURL: 'https://quai.example/', effectiveDirective: 'script-src-elem', blockedURL: 'https://evil.example/x.js' },
      },
      { type: 'deprecation', body: {} },
    ];
    expect(violationsIn(modern).map(({ report: _, ...fields }) => fields)).toEqual([
      { documentUri: 'https://quai.example/', directive: 'script-src-elem', blockedUri: 'https://evil.example/x.js' },
    ]);
    const legacy = {
      'csp-report': { 'document-uri': 'https://quai.example/en', 'violated-directive': 'style-src', 'blocked-uri': 'inline' },
    };
    expect(violationsIn(legacy).map(({ report: _, ...fields }) => fields)).toEqual([
      { documentUri: 'https://quai.example/en', directive: 'style-src', blockedUri: 'inline' },
    ]);
  });

  it('hold nothing when the body is anything else', () => {
    for (const body of [null, 5, 'x', {}, [{ type: 'csp-violation' }], { 'csp-report': 'x' }]) expect(violationsIn(body)).toEqual([]);
  });
});
