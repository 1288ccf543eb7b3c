// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../schemas/blocks/crisis-timeline.schema.json';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';

const eightEvents = {
  type: 'crisis-timeline',
  title: 'Inondations dans le Sud-Ouest',
  events: Array.from({ length: 8 }, (_, index) => ({
    date: `${20 - index} octobre`,
    contents: `<p>Point de situation n° ${8 - index}.</p>`,
  })),
};

describe('crisis timeline', () => {
  it('shows 3 events, then 2 more per click, and hides the button at the end', async () => {
    await renderBlock(eightEvents);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: "Voir plus d'informations" }));
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: "Voir plus d'informations" }));
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    await userEvent.click(screen.getByRole('button', { name: "Voir plus d'informations" }));
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows each event with its date and contents', async () => {
    await renderBlock(schema.examples[0]);
    const [first] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('12 mars, 18 h 00');
    expect(first).toHaveTextContent('Le trafic reprend progressivement');
  });

  it('has no button with 3 events or fewer', async () => {
    await renderBlock(schema.examples[1]);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is an island hydrated when visible', async () => {
    const html = await renderBlockToHtml(schema.examples[0]);
    expect(html).toContain('data-island="crisis-timeline"');
    expect(html).toContain('data-hydrate="visible"');
  });

  it('speaks the page language', async () => {
    await renderBlock(eightEvents, { locale: 'it' });
    expect(screen.getByRole('button', { name: 'Mostra altri aggiornamenti' })).toBeVisible();
  });
});
