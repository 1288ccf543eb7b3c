// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import schema from '../../schemas/blocks/introduction.schema.json';
import { renderBlock } from '../../tests/helpers/render-block';

describe('introduction', () => {
  it('shows the publish date, last modification and reading time, then the lead', async () => {
    await renderBlock(schema.examples[0]);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Publié le 2 mars 2026', 'Mis à jour le 11 mars 2026', 'Lecture : 4 minutes']);
    expect(screen.getByText(/le TGV M entre en service/)).toBeInTheDocument();
    expect(screen.getByText('2 mars 2026').getAttribute('datetime')).toBe('2026-03-02T08:30:00Z');
  });

  it('shows dates as days in Paris: 23:30 UTC on 31 December is already 1 January', async () => {
    await renderBlock(schema.examples[1]);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Publié le 1 janvier 2026', 'Lecture : 1 minute']);
  });

  it('speaks the page language', async () => {
    await renderBlock(schema.examples[0], { locale: 'en' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Published on 2 March 2026',
      'Updated on 11 March 2026',
      '4 minutes read',
    ]);
  });
});
