// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import schema from '../../schemas/blocks/quote.schema.json';
import { renderBlock } from '../../tests/helpers/render-block';

describe('quote', () => {
  it('shows the text as a quotation with its legend', async () => {
    const { container } = await renderBlock(schema.examples[0]);
    expect(container.querySelector('blockquote')).toHaveTextContent('Avec le TGV M, nous transportons 20 % de voyageurs en plus');
    expect(screen.getByRole('figure')).toHaveTextContent('La directrice du matériel roulant, mars 2026');
  });

  it('has no legend when none is given', async () => {
    const { container } = await renderBlock(schema.examples[1]);
    expect(container.querySelector('figcaption')).toBeNull();
  });
});
