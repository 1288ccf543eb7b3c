// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import schema from '../../schemas/blocks/paragraph.schema.json';
import { renderBlock } from '../../tests/helpers/render-block';

describe('paragraph block', () => {
  it('shows its heading and its rich text with links and lists', async () => {
    await renderBlock(schema.examples[0]);
    expect(screen.getByRole('heading', { level: 2, name: 'Voyager avec un animal' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'tarif réduit' })).toHaveAttribute('href', '/tarifs/animaux');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('never shows scripts or script links from the content system', async () => {
    const { container } = await renderBlock(schema.examples[1]);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('neutralisé').closest('a')).not.toHaveAttribute('href');
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
