import { CompositeContentSource } from './composite-source';
import type { ContentSource, RawDocument } from './source';

const source = (name: string, documents: RawDocument[]): ContentSource => ({ name, load: async () => documents });
const doc = (origin: string, collection: string): RawDocument => ({ origin, collection, data: {} });

describe('CompositeContentSource', () => {
  it('takes each collection from the source given it, and lets a collection given to none through to be reported', async () => {
    const cms = source('cms', [doc('cms/page', 'pages'), doc('cms/menu', 'menus'), doc('cms/article', 'articles')]);
    const files = source('files', [doc('files/page', 'pages'), doc('files/menu', 'menus')]);
    const documents = await new CompositeContentSource({ pages: cms, menus: files }).load();
    expect(documents.map((document) => document.origin)).toEqual(['cms/page', 'cms/article', 'files/menu']);
  });

  it('reports a source that fails to load and keeps the documents of the others', async () => {
    const down: ContentSource = { name: 'cms', load: () => Promise.reject(new Error('cms.example did not answer')) };
    const documents = await new CompositeContentSource({
      pages: down,
      crisis: down,
      menus: source('files', [doc('files/menu', 'menus')]),
    }).load();
    expect(documents).toEqual([
      {
        origin: 'content source "cms"',
        collection: 'pages',
        parseError: 'content source "cms" did not load, so pages and crisis are missing: cms.example did not answer',
      },
      doc('files/menu', 'menus'),
    ]);
  });
});
