import type { ContentSource } from '../../adapters/content/source';
import { blockDefinitions } from '../../blocks';
import { collections, createContentValidator } from './collections';
import { ContentStore } from './store';

const source: ContentSource = {
  name: 'test',
  load: async () => [
    {
      origin: 'webforms/devis.fr.json',
      collection: 'webforms',
      data: {
        id: 'devis',
        langcode: 'fr',
        title: 'Devis',
        status: 'open',
        confirmation: { type: 'message' },
        elements: {
          quantity: { '#type': 'number', '#title': 'Quantité' },
          total: { '#type': 'webform_computed_twig', '#title': 'Total', '#template': '{{ data.quantity * 12 }} €', '#store': true },
          summary: {
            '#type': 'webform_computed_token',
            '#title': 'Récapitulatif',
            '#template': '[webform_submission:values:quantity] billets',
          },
        },
      },
    },
  ],
};

describe('computed webform elements at load', () => {
  it('load, and a Twig template beyond {{ data.<key> }} is noted once with its pointer: it shows nothing', async () => {
    const store = await ContentStore.load(source, createContentValidator(blockDefinitions), collections);
    expect(store.problems).toEqual([]);
    expect(store.warnings).toEqual([
      {
        file: 'webforms/devis.fr.json',
        pointer: '/elements/total',
        reason:
          'this Twig template goes beyond {{ data.<key> }}, which is all this site reads (Twig is never run): the element shows nothing',
      },
    ]);
    expect(store.documents('webforms')).toHaveLength(1);
  });
});
