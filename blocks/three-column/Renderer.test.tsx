// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import schema from '../../schemas/blocks/three-column.schema.json';
import { renderBlock, validateBlock } from '../../tests/helpers/render-block';

describe('three-column block', () => {
  it('renders its title and its child blocks in order', async () => {
    await renderBlock(schema.examples[0]);
    expect(screen.getByRole('heading', { level: 2, name: "Voyager l'esprit tranquille" })).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .slice(1)
        .map((heading) => heading.textContent),
    ).toEqual(['Échange gratuit', 'Garantie retard', 'Assistance']);
  });

  it('drops an invalid child alone and keeps its siblings', async () => {
    const { node, problems } = validateBlock({
      type: 'three-column',
      blocks: [{ type: 'quote' }, { type: 'quote', text: 'Le train, à l’heure.' }],
    });
    expect(problems.map((problem) => problem.pointer)).toEqual(['/blocks/0/blocks/0']);
    expect(node?.blocks).toHaveLength(1);
  });
});
