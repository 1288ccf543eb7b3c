// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import schema from '../../schemas/blocks/banner.schema.json';
import { renderBlock, validateBlock } from '../../tests/helpers/render-block';

describe('banner block', () => {
  it('shows image, title, text and a button link on its background colour', async () => {
    const { container } = await renderBlock(schema.examples[0]);
    expect(screen.getByRole('heading', { name: /Carte Avantage/ })).toBeVisible();
    expect(screen.getByText(/Pour 49 € par an/)).toBeVisible();
    const link = screen.getByRole('link', { name: 'Découvrir la carte' });
    expect(link).toHaveAttribute('href', '/cartes-et-abonnements');
    expect(link.className).toMatch(/button/);
    expect(container.querySelector('section')).toHaveAttribute('data-background', 'primary');
  });

  it('gives its image the default 380x252 size', async () => {
    const { container } = await renderBlock(schema.examples[0]);
    const image = container.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['380', '252']);
  });

  it('renders without the optional image and text, with a text link', async () => {
    const { container } = await renderBlock(schema.examples[1]);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Lire les règles' }).className).toMatch(/text/);
  });

  it('opens an external link in a new tab with no referrer', async () => {
    await renderBlock({
      type: 'banner',
      backgroundColor: 'accent',
      title: 'Partenaire',
      link: { href: 'https://www.example.org/offre', label: 'Voir l’offre' },
    });
    const link = screen.getByRole('link', { name: 'Voir l’offre' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer noopener');
  });

  it('is reported and left out when its title is missing, never half-rendered', () => {
    const { node, problems } = validateBlock({ type: 'banner', backgroundColor: 'primary' });
    expect(node).toBeUndefined();
    expect(problems.map((problem) => problem.reason)).toEqual(['banner: missing required field "title"']);
  });
});
