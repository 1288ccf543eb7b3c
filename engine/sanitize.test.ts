import { sanitizeRichText } from './sanitize';

describe('rich text links', () => {
  it('opens every external link in a new tab, without referrer nor opener', () => {
    const html = sanitizeRichText(
      '<p><a href="https://www.example.org/horaires">Horaires</a> et <a href="HTTP://example.org" rel="opener" target="_self">ici</a></p>',
    );
    expect(html).toBe(
      '<p><a href="https://www.example.org/horaires" target="_blank" rel="noreferrer noopener">Horaires</a> et ' +
        '<a href="HTTP://example.org" rel="noreferrer noopener" target="_blank">ici</a></p>',
    );
  });

  it('keeps links within the site in the same tab, unless the editor asked for a new one', () => {
    expect(sanitizeRichText('<a href="/cartes-cadeaux/aide" target="_blank">Aide</a>')).toBe(
      '<a href="/cartes-cadeaux/aide" target="_blank" rel="noreferrer noopener">Aide</a>',
    );
    expect(sanitizeRichText('<a href="/cartes-cadeaux/aide" target="_top">Aide</a>')).toBe('<a href="/cartes-cadeaux/aide">Aide</a>');
    expect(sanitizeRichText('<a href="mailto:contact@example.org">Écrire</a> <a href="#suite">Suite</a>')).toBe(
      '<a href="mailto:contact@example.org">Écrire</a> <a href="#suite">Suite</a>',
    );
  });
});
