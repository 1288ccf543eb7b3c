// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import schema from '../../schemas/blocks/thumbnails-push.schema.json';
import { renderBlock } from '../../tests/helpers/render-block';
import styles from './styles.module.css';

describe('thumbnails push', () => {
  it('shows the two-column variant with each thumbnail image, title, text and link', async () => {
    const { container } = await renderBlock(schema.examples[0]);
    expect(screen.getByRole('list')).toHaveClass(styles.twoColumns!);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Voyager avec un animal',
      'Le Wi-Fi à bord',
      'Les correspondances garanties',
    ]);
    expect(screen.getByRole('link', { name: 'Le Wi-Fi à bord' })).toHaveAttribute('href', '/voyager/wifi');
    // The third thumbnail has no image: it renders without one.
    expect(container.querySelectorAll('img')).toHaveLength(2);
  });

  it('defaults to one column, and a thumbnail may be a title alone', async () => {
    const { container } = await renderBlock(schema.examples[1]);
    expect(screen.getByRole('list')).not.toHaveClass(styles.twoColumns!);
    expect(screen.getByRole('heading', { level: 2, name: 'Sans image ni lien : une vignette de texte seul' })).toBeInTheDocument();
    expect(container.querySelector('img, a')).toBeNull();
  });
});
