// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../schemas/blocks/vertical-timeline.schema.json';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';

const twelveEvents = {
  type: 'vertical-timeline',
  title: 'Douze dates',
  events: Array.from({ length: 12 }, (_, index) => ({ date: String(2000 + index), content: `<p>Événement ${index + 1}</p>` })),
};

describe('vertical timeline', () => {
  it('shows 5 events, then 5 more per click, and hides the button at the end', async () => {
    await renderBlock(twelveEvents);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    const more = screen.getByRole('button', { name: 'Voir plus' });
    await userEvent.click(more);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull();
  });

  it('has no show-more button with 5 events or fewer', async () => {
    await renderBlock(schema.examples[1]);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is an island: the server marks it for hydration with its props', async () => {
    const html = await renderBlockToHtml(schema.examples[0]);
    expect(html).toContain('data-island="vertical-timeline"');
    expect(html).toContain('data-hydrate="visible"');
    expect(html).toContain('Le premier TGV relie Paris à Lyon');
  });

  it('speaks the page language', async () => {
    await renderBlock(twelveEvents, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Show more' })).toBeVisible();
  });
});
