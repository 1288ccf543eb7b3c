// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import schema from '../../schemas/blocks/image-overlay.schema.json';
import { renderBlock } from '../../tests/helpers/render-block';

describe('image with overlay text', () => {
  it('lays the title, text and link over the image', async () => {
    await renderBlock(schema.examples[0]);
    expect(screen.getByRole('img', { name: 'Un TGV sur un viaduc au coucher du soleil' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Le train, la plus belle façon de voir la France' })).toBeInTheDocument();
    expect(screen.getByText('Des paysages à couper le souffle, sans quitter votre siège.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Trouver l'inspiration" })).toHaveAttribute('href', '/inspiration');
  });

  it('is a plain image when there is no text', async () => {
    const { container } = await renderBlock(schema.examples[1]);
    expect(screen.getByRole('img', { name: 'La verrière de la gare de Strasbourg' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('figure > img')).not.toBeNull();
  });

  it('renders without a link', async () => {
    const { link: _ignored, ...withoutLink } = schema.examples[0]!;
    await renderBlock(withoutLink);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading')).toBeInTheDocument();
  });
});
