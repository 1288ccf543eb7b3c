// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import schema from '../../schemas/blocks/giftcard-confirmation.schema.json';
import { renderBlock, validateBlock } from '../../tests/helpers/render-block';

describe('giftcard-confirmation block', () => {
  it.each(schema.examples)('shows the title of example %#', async (example) => {
    await renderBlock(example);
    expect(screen.getByRole('heading', { name: example.title })).toBeVisible();
  });

  it('is left out and reported when its title is missing', () => {
    const { node, problems } = validateBlock({ type: 'giftcard-confirmation' });
    expect(node).toBeUndefined();
    expect(problems[0]?.reason).toContain('"title"');
  });
});
