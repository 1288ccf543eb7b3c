// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import schema from '../../schemas/blocks/proof-figure.schema.json';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';

const [punctuality, bikes] = schema.examples;

describe('proof figure block', () => {
  it('reads the figure, its unit and the claim as one sentence, with the source as caption', async () => {
    const { container } = await renderBlock(punctuality);
    const figure = container.querySelector('figure')!;
    expect(figure.querySelector('p')!.textContent).toBe("92,4\u202f% des TER sont arrivés à l'heure en 2025");
    expect(figure.querySelector('figcaption')).toHaveTextContent('Autorité de régulation des transports, bilan de la ponctualité 2025');
    expect(screen.getByRole('link', { name: 'Notre méthode de calcul' })).toHaveAttribute('href', '/engagements/ponctualite');
    expect(figure).toHaveTextContent('moins de 5 minutes');
  });

  it('groups a figure of up to six digits in thousands, like key figures', async () => {
    const { container } = await renderBlock(bikes);
    expect(container.querySelector('p')).toHaveTextContent('25 000 places de vélo dans les trains régionaux');
  });

  it('without image, text or link, renders the figure and its source only', async () => {
    const { container } = await renderBlock(bikes);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('figcaption')).toHaveTextContent('Recensement des équipements, janvier 2026');
  });

  it('is left out when its source is missing: a proof needs one', async () => {
    const { source: _source, ...unsourced } = bikes!;
    await expect(renderBlock(unsourced)).rejects.toThrow(/source/);
  });

  it('is static: no island', async () => {
    expect(await renderBlockToHtml(punctuality)).not.toContain('data-island');
  });
});
