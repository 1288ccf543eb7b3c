import { createActor } from 'xstate';
import { indicatorFilterMachine, type IndicatorFilterOptions } from './indicator-filter';

const filters: IndicatorFilterOptions[] = [
  {
    key: 'ter',
    kind: 'region',
    regions: [
      { areaCode: 'FR-ARA', title: 'Auvergne-Rhône-Alpes' },
      { areaCode: 'FR-BRE', title: 'Bretagne' },
    ],
  },
  {
    key: 'tgv',
    kind: 'labels',
    labels: [
      { region: 'Axe Atlantique', perimeter: 'TGV-ATL' },
      { region: 'Axe Est', perimeter: 'TGV-EST' },
    ],
  },
  { key: 'date', kind: 'date' },
  {
    key: 'transilien',
    kind: 'region',
    regions: [
      { areaCode: 'IDF-N', title: 'Paris Nord' },
      { areaCode: 'IDF-E', title: 'Paris Est' },
    ],
  },
];

function start(options = filters) {
  return createActor(indicatorFilterMachine, { input: { filters: options } }).start();
}

describe('indicator filter machine', () => {
  it('starts on the first filter, sub-tab 0, perimeter and region from its first entry', () => {
    const labelsFirst = start([filters[1]!, filters[0]!]);
    expect(labelsFirst.getSnapshot().context).toMatchObject({ activeFilter: 0, subTab: 0, perimeter: 'TGV-ATL', region: 'Axe Atlantique' });
    expect(start().getSnapshot().context).toMatchObject({ activeFilter: 0, perimeter: 'FR-ARA', region: 'Auvergne-Rhône-Alpes' });
  });

  it('a sub-tab sets the perimeter (second value) and the region (first value)', () => {
    const actor = start();
    actor.send({ type: 'filter.select', index: 1 });
    actor.send({ type: 'subtab.select', index: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ subTab: 1, perimeter: 'TGV-EST', region: 'Axe Est' });
  });

  it('changing the top filter resets the sub-tab to 0', () => {
    const actor = start();
    actor.send({ type: 'filter.select', index: 1 });
    actor.send({ type: 'subtab.select', index: 1 });
    actor.send({ type: 'filter.select', index: 0 });
    actor.send({ type: 'filter.select', index: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ subTab: 0, perimeter: 'TGV-ATL', region: 'Axe Atlantique' });
  });

  it('a dropdown option sets the perimeter to its area code and the region to its title', () => {
    const actor = start();
    actor.send({ type: 'region.select', index: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ perimeter: 'FR-BRE', region: 'Bretagne', dropdown: { ter: 1 } });
  });

  it("'ter' resets its dropdown to the first option; other dropdowns keep their choice", () => {
    const actor = start();
    actor.send({ type: 'region.select', index: 1 });
    actor.send({ type: 'filter.select', index: 3 });
    actor.send({ type: 'region.select', index: 1 });
    actor.send({ type: 'filter.select', index: 0 });
    expect(actor.getSnapshot().context).toMatchObject({ perimeter: 'FR-ARA', region: 'Auvergne-Rhône-Alpes', dropdown: { ter: 0 } });
    actor.send({ type: 'filter.select', index: 3 });
    expect(actor.getSnapshot().context).toMatchObject({ perimeter: 'IDF-E', region: 'Paris Est' });
  });

  it('a date filter selects no perimeter and ignores sub-tab and region events', () => {
    const actor = start();
    actor.send({ type: 'filter.select', index: 2 });
    actor.send({ type: 'subtab.select', index: 1 });
    actor.send({ type: 'region.select', index: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ activeFilter: 2, perimeter: undefined, region: undefined });
  });

  it('ignores unknown indexes', () => {
    const actor = start();
    actor.send({ type: 'filter.select', index: 9 });
    actor.send({ type: 'region.select', index: -1 });
    expect(actor.getSnapshot().context).toMatchObject({ activeFilter: 0, perimeter: 'FR-ARA' });
  });
});
