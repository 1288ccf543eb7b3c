import type { FlowExamples } from '../examples';

/** The punctuality indicators' filters: national labels, regional TER lines, a date. */
const examples: FlowExamples = {
  input: {
    filters: [
      {
        key: 'national',
        kind: 'labels',
        labels: [
          { region: 'France', perimeter: 'TGV' },
          { region: 'France', perimeter: 'Intercités' },
        ],
      },
      {
        key: 'ter',
        kind: 'region',
        regions: [
          { areaCode: 'ARA', title: 'Auvergne-Rhône-Alpes' },
          { areaCode: 'BRE', title: 'Bretagne' },
        ],
      },
      { key: 'date', kind: 'date' },
    ],
  },
  events: { 'filter.select': { index: 1 }, 'subtab.select': { index: 1 }, 'region.select': { index: 1 } },
};
export default examples;
