// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../schemas/blocks/indicator-filter.schema.json';
import { renderBlock } from '../../tests/helpers/render-block';

const example = schema.examples[0]!;
const topTabs = () => within(screen.getByRole('tablist', { name: 'Ponctualité de nos trains' }));

describe('indicator filter block', () => {
  it('starts on the first filter with the region dropdown labelled miv.regions_select.label and its first region', async () => {
    await renderBlock(example);
    expect(topTabs().getByRole('tab', { name: 'TER' })).toHaveAttribute('aria-selected', 'true');
    const dropdown = screen.getByRole('button', { name: /Choisissez une région/ });
    expect(dropdown).toHaveTextContent('Auvergne-Rhône-Alpes');
    expect(screen.getByText('Indicateurs affichés : Auvergne-Rhône-Alpes (FR-ARA)')).toBeVisible();
    expect(screen.getByText(/91,2 % des TER/)).toBeVisible();
  });

  it('a dropdown option sets the perimeter to its area code and the region to its title', async () => {
    await renderBlock(example);
    await userEvent.click(screen.getByRole('button', { name: /Choisissez une région/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Normandie' }));
    expect(screen.getByText('Indicateurs affichés : Normandie (FR-NOR)')).toBeVisible();
  });

  it("switching back to 'ter' resets the dropdown to its first option", async () => {
    await renderBlock(example);
    await userEvent.click(screen.getByRole('button', { name: /Choisissez une région/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Occitanie' }));
    await userEvent.click(topTabs().getByRole('tab', { name: 'TGV INOUI' }));
    await userEvent.click(topTabs().getByRole('tab', { name: 'TER' }));
    expect(screen.getByRole('button', { name: /Choisissez une région/ })).toHaveTextContent('Auvergne-Rhône-Alpes');
    expect(screen.getByText('Indicateurs affichés : Auvergne-Rhône-Alpes (FR-ARA)')).toBeVisible();
  });

  it('label tabs set region (first value) and perimeter (second value); a new top filter starts at sub-tab 0', async () => {
    await renderBlock(example);
    await userEvent.click(topTabs().getByRole('tab', { name: 'TGV INOUI' }));
    const labels = within(screen.getByRole('tablist', { name: 'TGV INOUI' }));
    expect(labels.getByRole('tab', { name: 'Axe Atlantique' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Indicateurs affichés : Axe Atlantique (TGV-ATL)')).toBeVisible();
    await userEvent.click(labels.getByRole('tab', { name: 'Axe Sud-Est' }));
    expect(screen.getByText('Indicateurs affichés : Axe Sud-Est (TGV-SE)')).toBeVisible();
    await userEvent.click(topTabs().getByRole('tab', { name: 'TER' }));
    await userEvent.click(topTabs().getByRole('tab', { name: 'TGV INOUI' }));
    expect(within(screen.getByRole('tablist', { name: 'TGV INOUI' })).getByRole('tab', { name: 'Axe Atlantique' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('a date filter renders nothing of its own', async () => {
    await renderBlock(example);
    await userEvent.click(topTabs().getByRole('tab', { name: 'Par mois' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel).toBeEmptyDOMElement();
  });

  it('a date filter renders nothing, not even blocks written under it', async () => {
    const filters = example.filters.map((filter) =>
      filter.item.kind === 'date' ? { ...filter, blocks: [{ type: 'paragraph', text: '<p>Ponctualité de janvier : 90 %</p>' }] } : filter,
    );
    await renderBlock({ ...example, filters });
    await userEvent.click(topTabs().getByRole('tab', { name: 'Par mois' }));
    expect(screen.getByRole('tabpanel')).toBeEmptyDOMElement();
    expect(screen.queryByText('Ponctualité de janvier : 90 %')).toBeNull();
  });

  it('offers the top filters as a dropdown too, driving the same state', async () => {
    await renderBlock(example);
    await userEvent.click(screen.getByRole('button', { name: /Filtrer les indicateurs/ }));
    await userEvent.click(screen.getByRole('option', { name: 'TGV INOUI' }));
    expect(topTabs().getByRole('tab', { name: 'TGV INOUI' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows no scroll buttons when the label tabs fit', async () => {
    await renderBlock(schema.examples[1]);
    expect(screen.queryByRole('button', { name: /Faire défiler/ })).toBeNull();
  });
});
