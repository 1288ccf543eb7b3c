import Fastify from 'fastify';
import { openTestStore } from '../../tests/helpers/store-engines';
import type { BffContext, BffFeature } from './context';
import { BFF_FEATURES, featureMigrations, SITE_MIGRATIONS } from './features';
import { registerBff } from './index';

type Row = { id: string };

/** A feature as a new one would be written: its tag, its table, its one route, nothing listed elsewhere. */
const notes: BffFeature = {
  tag: 'notes',
  description: 'Notes left by visitors.',
  migrations: {
    '900-notes-001-table': {
      async up(db) {
        await db.schema
          .createTable('note')
          .addColumn('id', 'text', (column) => column.primaryKey())
          .execute();
      },
    },
  },
  async register(app, context) {
    app.get(
      '/api/notes',
      {
        schema: {
          summary: 'Every note.',
          tags: ['notes'],
          response: { 200: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } } },
        },
      },
      async () => context.store.tables<{ note: Row }>().selectFrom('note').selectAll().execute(),
    );
  },
};

describe('a BFF feature as a plugin', () => {
  it('brings its table to the store and its route, tag and description to the API reference', async () => {
    const store = await openTestStore('sqlite', featureMigrations([notes]));
    await store.tables<{ note: Row }>().insertInto('note').values({ id: 'first' }).execute();
    const app = Fastify({ logger: false });
    await registerBff(app, { store, env: {}, root: '.' } as unknown as BffContext, [notes]);
    expect((await app.inject('/api/notes')).json()).toEqual([{ id: 'first' }]);
    const document = (await app.inject('/api/openapi.json')).json() as {
      tags: Array<{ name: string; description: string }>;
      paths: Record<string, Record<string, { tags: string[] }>>;
    };
    expect(document.tags).toContainEqual({ name: 'notes', description: 'Notes left by visitors.' });
    expect(document.paths['/api/notes']?.get?.tags).toEqual(['notes']);
    await app.close();
    await store.close();
  });

  it("opens the site's store with every feature's migrations and no other", () => {
    const named = BFF_FEATURES.flatMap((feature) => Object.keys(feature.migrations ?? {}));
    expect(Object.keys(SITE_MIGRATIONS).sort()).toEqual([...new Set(named)].sort());
    expect(named).toContain('200-webform-001-tables');
    expect(named).toContain('130-giftcard-001-tables');
  });

  it('gives each feature a tag of its own', () => {
    const tags = BFF_FEATURES.map((feature) => feature.tag);
    expect(new Set(tags).size).toBe(tags.length);
  });
});
