import { join } from 'node:path';
import type { CrisisItem } from '../../../schemas/generated/shell/crisis';
import { EmbeddedContentSource } from '../../../adapters/content/embedded-source';
import { blockDefinitions } from '../../../blocks';
import { buildApp } from '../../server/app';
import type { SiteRuntime } from '../../server/runtime';
import { collections, createContentValidator } from '../../content-store/collections';
import { ContentStore } from '../../content-store/store';
import type { BffContext } from '../context';
import { registerApiSchemas } from '../request-validation';
import { crisisRoutes } from './routes';

const root = join(import.meta.dirname, '../../..');

async function app() {
  const content = await ContentStore.load(
    new EmbeddedContentSource(join(root, 'site/content'), root),
    createContentValidator(blockDefinitions),
    collections,
  );
  const runtime = { content } as unknown as SiteRuntime;
  const instance = await buildApp({
    runtime: async () => runtime,
    logger: false,
    beforeRoutes: async (fastify) => {
      registerApiSchemas(fastify);
      await crisisRoutes(fastify, { runtime: async () => runtime } as unknown as BffContext);
    },
  });
  return instance;
}

describe('GET /api/crisis', () => {
  it('answers every crisis of the locale for the home page, in the field shape of the spec', async () => {
    const response = await (await app()).inject('/api/crisis?locale=en&bundle=homepage');
    expect(response.statusCode).toBe(200);
    const items = response.json() as CrisisItem[];
    expect(items.map((item) => item.field_crisis_type).sort()).toEqual(['kidnapping', 'strike']);
    const kidnapping = items.find((item) => item.field_crisis_type === 'kidnapping')!;
    expect(kidnapping.field_crisis_banner.field_component_title).toContain('Child abduction alert');
    expect(kidnapping.field_banner_image?.src).toBe('/images/crisis/alerte-enlevement.svg');
    expect(kidnapping.path).toEqual({ alias: '/en/child-abduction-alert', label: 'Find out more' });
  });

  it('defaults to French and to the site-wide crises', async () => {
    const items = (await (await app()).inject('/api/crisis')).json() as CrisisItem[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ locale: 'fr', bundle: 'all', field_crisis_type: 'strike' });
    expect(items[0]!.field_banner_text?.processed).toContain('Prévoyez un temps de trajet plus long');
  });

  it('answers 400 with the reason for an unknown locale or bundle', async () => {
    const response = await (await app()).inject('/api/crisis?locale=de');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toMatch(/locale/);
    expect((await (await app()).inject('/api/crisis?bundle=everything')).statusCode).toBe(400);
  });
});
