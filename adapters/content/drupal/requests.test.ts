import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IncludedIndex, type JsonApiDocument, type Resource } from './jsonapi';
import { drupalRequests } from './requests';

const folder = join(import.meta.dirname, 'fixtures');
const paragraphFixtures = readdirSync(folder).filter((name) => !name.startsWith('node-'));

/** Every relationship path the document's primary resource leads through to an included resource. */
function relationshipPaths(index: IncludedIndex, resource: Resource, prefix: string): string[] {
  return Object.keys(resource.relationships ?? {}).flatMap((field) =>
    index
      .related(resource, field)
      .flatMap(({ resource: target }) => [`${prefix}${field}`, ...relationshipPaths(index, target, `${prefix}${field}.`)]),
  );
}

const includeOf = (request: string) => new URL(request, 'http://cms').searchParams.get('include')!.split(',');

describe('Drupal requests', () => {
  const [pages, crisis] = drupalRequests(['fr', 'en'], 'fr');

  it('ask for the default language at /jsonapi and each translation under its prefix', () => {
    const resources = ['page', 'crisis', 'traffic_message', 'news', 'publication', 'agency'];
    expect(drupalRequests(['fr', 'en'], 'fr').map((request) => request.split('?')[0])).toEqual([
      ...resources.map((resource) => `/jsonapi/node/${resource}`),
      ...resources.map((resource) => `/en/jsonapi/node/${resource}`),
    ]);
  });

  it('include the news image, themes, and the publication terms and file; nothing for nodes without relationships', () => {
    const [, , traffic, news, publication, agency] = drupalRequests(['fr'], 'fr');
    const fixtureDocument = (name: string) => JSON.parse(readFileSync(join(folder, `${name}.json`), 'utf8')) as JsonApiDocument;
    for (const [request, name] of [
      [news!, 'node-news'],
      [publication!, 'node-publication'],
    ] as const) {
      const document = fixtureDocument(name);
      const [node] = document.data as Resource[];
      expect(includeOf(request)).toEqual(expect.arrayContaining(relationshipPaths(new IncludedIndex(document), node!, '')));
    }
    expect([traffic, agency]).toEqual(['/jsonapi/node/traffic_message', '/jsonapi/node/agency']);
  });

  it.each(paragraphFixtures)("include every relationship %s follows when it is one of a page's components", (name) => {
    const document = JSON.parse(readFileSync(join(folder, name), 'utf8')) as JsonApiDocument;
    const paths = relationshipPaths(new IncludedIndex(document), document.data as Resource, 'field_components.');
    expect(includeOf(pages!)).toEqual(expect.arrayContaining(paths));
  });

  it('include the crisis banner with its image', () => {
    const document = JSON.parse(readFileSync(join(folder, 'node-crisis.json'), 'utf8')) as JsonApiDocument;
    const [node] = document.data as Resource[];
    expect(includeOf(crisis!)).toEqual(expect.arrayContaining(relationshipPaths(new IncludedIndex(document), node!, '')));
  });
});
