// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import schema from '../../schemas/blocks/key-figures.schema.json';
import { renderBlock } from '../../tests/helpers/render-block';

describe('key figures block', () => {
  it('shows each figure with its number grouped in thousands, its exponent and its description', async () => {
    await renderBlock(schema.examples[0]);
    expect(screen.getByRole('heading', { name: 'Le réseau en chiffres' })).toBeVisible();
    expect(screen.getByText('15 000')).toBeVisible();
    expect(screen.getByText('3 000')).toBeVisible();
    expect(screen.getByText('gares')).toBeVisible();
    expect(screen.getByText('trains chaque jour')).toBeVisible();
  });

  it('shows a long number and other text as written', async () => {
    await renderBlock(schema.examples[1]);
    expect(screen.getByText('5 000 000')).toBeVisible();
    expect(screen.getByText('1,2')).toBeVisible();
  });

  it('groups short numbers with spaces in every language, and leaves long ones to the editor', async () => {
    await renderBlock(
      {
        type: 'key-figures',
        figures: [
          { number: '15000', description: 'trains a day' },
          { number: '5,000,000', description: 'travellers a day' },
        ],
      },
      { locale: 'en' },
    );
    expect(screen.getByText('15 000')).toBeVisible();
    expect(screen.getByText('5,000,000')).toBeVisible();
  });
});
