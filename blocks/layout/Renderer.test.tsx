// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import schema from '../../schemas/blocks/layout.schema.json';
import { renderBlock } from '../../tests/helpers/render-block';

describe('layout block', () => {
  it('renders its rows with their child blocks through the engine', async () => {
    const { container } = await renderBlock(schema.examples[0]);
    expect(screen.getByRole('heading', { name: 'Avant le départ' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Application mobile' })).toBeVisible();
    const rows = container.querySelectorAll('[data-width]');
    expect([...rows].map((row) => row.getAttribute('data-width'))).toEqual(['limited', 'full']);
  });

  it('maps vertical margins: _none, small and medium by name, anything else large', async () => {
    const rows = ['_none', 'small', 'medium', 'huge', undefined].map((verticalMargin) => ({
      ...(verticalMargin ? { verticalMargin } : {}),
      blocks: [],
    }));
    const { container } = await renderBlock({ type: 'layout', rows });
    const classes = [...container.querySelectorAll('[data-width]')].map((row) => row.className);
    expect(classes[0]).toMatch(/marginNone/);
    expect(classes[1]).toMatch(/marginSmall/);
    expect(classes[2]).toMatch(/marginMedium/);
    expect(classes[3]).toMatch(/marginLarge/);
    expect(classes[4]).toMatch(/marginLarge/);
  });
});
