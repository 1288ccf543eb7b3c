// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../schemas/blocks/carousel.schema.json';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';

describe('carousel block', () => {
  it('shows its title, its text and one tab per label when there are several', async () => {
    await renderBlock(schema.examples[0]);
    expect(screen.getByRole('heading', { level: 2, name: 'Nos offres du moment' })).toBeInTheDocument();
    expect(screen.getByText("Des petits prix toute l'année, pour tous les âges.")).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Jeunes', 'Familles']);
  });

  it('shows only the items of the active tab', async () => {
    await renderBlock(schema.examples[0]);
    expect(screen.getByRole('heading', { name: 'Carte Avantage Jeune' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Carte Avantage Famille' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Familles' }));
    expect(screen.getByRole('heading', { name: 'Carte Avantage Famille' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Carte Avantage Jeune' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Familles' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows no tabs when there is only one, and its items', async () => {
    await renderBlock(schema.examples[1]);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByText('Un quai, un train, un voyage.')).toBeInTheDocument();
  });

  it('is an island whose server HTML shows the first tab with its items', async () => {
    const html = await renderBlockToHtml(schema.examples[0]);
    expect(html).toContain('data-island="carousel"');
    expect(html).toContain('role="tablist"');
    expect(html).toContain('Carte Avantage Jeune');
  });
});
