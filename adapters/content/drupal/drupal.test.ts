import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockDefinitions } from '../../../blocks';
import { collections } from '../../../site/content-store/collections';
import { ContentStore } from '../../../site/content-store/store';
import { renderBlockToHtml, validateBlock, validator } from '../../../tests/helpers/render-block';
import { DrupalContentSource, httpReader, type JsonApiReader } from './drupal-source';
import { IncludedIndex, type JsonApiDocument, type Resource } from './jsonapi';
import { normaliseParagraph, PARAGRAPH_TYPES } from './paragraphs';

const fixture = (name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', `${name}.json`), 'utf8')) as JsonApiDocument;
const normalise = (document: JsonApiDocument, proxyHost = '') =>
  normaliseParagraph(document.data as Resource, { included: new IncludedIndex(document), proxyHost });
const firstExample = (type: string) => blockDefinitions.find((definition) => definition.type === type)!.schema.examples as unknown[];

/** Each fixture is the JSON:API answer for the paragraph the block's first schema example mirrors. */
const MIRRORED = [
  ...[
    'paragraph',
    'banner',
    'key-figures',
    'accordion',
    'link-list',
    'link-group',
    'regions',
    'indicator-filter',
    'slider',
    'documents',
    'widget',
    'hub',
    'app-store-promo',
    'proof-figure',
    'contact',
    'method-chooser',
  ],
  ...[
    'focus-cards',
    'thumbnails-push',
    'card-carousel',
    'crisis-timeline',
    'vertical-timeline',
    'quote',
    'carousel',
    'diaporama',
    'promo-card',
    'image-overlay',
  ],
  ...['three-column', 'layout', 'introduction', 'visual-header', 'sub-menu', 'share-link'],
  ...['itinerary-search', 'itinerary-results', 'station-departures', 'train-details', 'train-number-form', 'station-schedule-form'],
];

describe('Drupal JSON:API paragraphs', () => {
  it.each(MIRRORED)('%s: normalises into the schema example, which validates and renders the same HTML', async (type) => {
    const node = normalise(fixture(type));
    const example = firstExample(type)[0];
    expect(node).toEqual(example);
    const { problems } = validateBlock(node);
    expect(problems).toEqual([]);
    expect(await renderBlockToHtml(node)).toBe(await renderBlockToHtml(example));
  });

  it('covers a paragraph type for every block type it has a fixture for', () => {
    expect(MIRRORED.every((type) => Object.values(PARAGRAPH_TYPES).includes(type))).toBe(true);
  });

  it('serves relative image and file paths through the CMS proxy host, and leaves absolute ones', () => {
    const banner = normalise(fixture('banner'), 'https://cms-proxy.quai.dev/');
    expect(banner.image).toEqual({ src: 'https://cms-proxy.quai.dev/images/banner-carte-avantage.svg', alt: '' });
    const documents = normalise(fixture('documents'), 'https://cms-proxy.quai.dev');
    expect((documents.mainFile as { url: string }).url).toBe('https://cms-proxy.quai.dev/documents/conditions-generales-de-vente-2026.pdf');
    const promo = normalise(fixture('app-store-promo'), 'https://cms-proxy.quai.dev');
    expect((promo.stores as Array<{ href: string }>)[0]!.href).toBe('https://apps.apple.com/fr/app/quai-voyages/id1234567890');
  });

  it('reads alt, width and height from the file identifier (resourceIdObjMeta) of field_media_image', () => {
    const promo = normalise(fixture('app-store-promo'));
    expect(promo.image).toEqual({
      src: '/images/editorial/app-quai-ecran.svg',
      alt: "L'écran de suivi d'un train dans l'application",
      width: 280,
      height: 560,
    });
  });

  it('keeps the CMS type of a paragraph it does not know, so validation reports it', () => {
    const document: JsonApiDocument = {
      data: { type: 'paragraph--jeu_concours', id: 'b0b7', attributes: { field_component_title: 'Gagnez un voyage' } },
    };
    const node = normalise(document);
    expect(node).toEqual({ type: 'paragraph--jeu_concours' });
    expect(validateBlock(node).problems[0]!.reason).toBe('unknown block type "paragraph--jeu_concours"');
  });

  it('reports a paragraph missing a required field and leaves it out', () => {
    const document = fixture('proof-figure');
    delete (document.data as Resource).attributes!.field_source;
    const { node, problems } = validateBlock(normalise(document));
    expect(node).toBeUndefined();
    expect(problems.map((problem) => problem.reason).join()).toMatch(/proof-figure: .*source/);
  });
});

describe('Drupal content source', () => {
  const files = (...names: string[]): JsonApiReader => ({
    documents: async () => names.map((name) => ({ origin: `fixtures/${name}.json`, document: fixture(name) })),
  });

  it('gives page nodes as valid page documents with their paragraphs as blocks', async () => {
    const store = await ContentStore.load(
      new DrupalContentSource({ reader: files('node-page', 'node-crisis'), proxyHost: '' }),
      validator,
      collections,
    );
    expect(store.problems).toEqual([]);
    const page = store.pages.find('/aide/nous-contacter')!;
    expect(page).toMatchObject({
      id: 'node-412',
      locale: 'fr',
      layout: 'landing_page_centered',
      title: 'Nous contacter',
      metatags: { description: expect.stringContaining('service clients') },
    });
    expect(page.blocks.map((block) => block.type)).toEqual(['paragraph', 'proof-figure', 'method-chooser', 'contact']);
  });

  it('gives crisis nodes (field_crisis_*) as the crisis items the embedded content has', async () => {
    const store = await ContentStore.load(new DrupalContentSource({ reader: files('node-crisis'), proxyHost: '' }), validator, collections);
    const embedded = JSON.parse(readFileSync(join(import.meta.dirname, '../../../site/content/crisis/alerte-enlevement.fr.json'), 'utf8'));
    expect(store.documents('crisis').map((document) => document.value)).toEqual([embedded]);
  });

  it('reports a resource type it does not read', async () => {
    const reader: JsonApiReader = {
      documents: async () => [{ origin: 'jsonapi/node/article', document: { data: [{ type: 'node--article', id: 'a1' }] } }],
    };
    const [document] = await new DrupalContentSource({ reader, proxyHost: '' }).load();
    expect(document!.parseError).toMatch(/unsupported resource type "node--article"/);
  });

  it('reports an answer that is not a JSON:API document with its address and what is wrong, and loads the others', async () => {
    const reader: JsonApiReader = {
      documents: async () => [
        {
          origin: 'jsonapi/node/page',
          document: { data: [{ type: 'node--page', attributes: { title: 'Sans identifiant' } }], included: 'none' },
        },
        { origin: 'jsonapi/node/crisis', document: { errors: [{ status: '403', title: 'Forbidden' }] } },
        { origin: 'fixtures/node-page.json', document: fixture('node-page') },
      ],
    };
    const store = await ContentStore.load(new DrupalContentSource({ reader, proxyHost: '' }), validator, collections);
    expect(store.problems).toEqual([
      {
        file: 'jsonapi/node/page',
        pointer: '',
        reason: "Drupal answered what is not a JSON:API document: /data/0 must have required property 'id'; /included must be array",
      },
      {
        file: 'jsonapi/node/crisis',
        pointer: '',
        reason: "Drupal answered what is not a JSON:API document: / must have required property 'data'",
      },
    ]);
    expect(store.pages.find('/aide/nous-contacter')?.title).toBe('Nous contacter');
  });

  it('follows the next links of a JSON:API collection', async () => {
    const pages: Record<string, JsonApiDocument> = {
      'https://cms.quai.dev/jsonapi/node/page?include=field_components': {
        data: [],
        links: { next: { href: 'https://cms.quai.dev/jsonapi/node/page?page[offset]=50' } },
      },
      'https://cms.quai.dev/jsonapi/node/page?page[offset]=50': fixture('node-page'),
    };
    const requested: string[] = [];
    const fakeFetch = (async (url: string) => {
      requested.push(url);
      return new Response(JSON.stringify(pages[url]), { status: 200 });
    }) as unknown as typeof fetch;
    const documents = await httpReader('https://cms.quai.dev', ['/jsonapi/node/page?include=field_components'], fakeFetch).documents();
    expect(requested).toEqual(Object.keys(pages));
    expect(documents).toHaveLength(2);
  });
});
