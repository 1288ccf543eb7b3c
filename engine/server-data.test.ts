import { describe, expect, it } from 'vitest';
import type { BlockNodeLike } from './content-validator';
import { defineBlock, type ServerDataContext } from './definition';
import { BlockRegistry } from './registry';
import { withServerData } from './server-data';

const nothing = async () => ({ default: () => null });
const nodeRef = { $ref: '../node.schema.json' };
const registry = new BlockRegistry([
  defineBlock<{ type: string; code: string }>({
    type: 'board',
    schema: {},
    hydrate: 'load',
    load: nothing,
    serverData: async (node, { request, locale, services }) => ({
      code: node.code,
      search: request.search,
      locale,
      station: (services.stations as Record<string, string>)[node.code],
    }),
  }),
  defineBlock({
    type: 'failing',
    schema: {},
    hydrate: 'load',
    load: nothing,
    serverData: async () => Promise.reject(new Error('upstream down')),
  }),
  defineBlock({ type: 'slow', schema: {}, hydrate: 'load', load: nothing, serverData: () => new Promise(() => {}) }),
  defineBlock({ type: 'text', schema: {}, hydrate: 'none', load: nothing }),
  defineBlock({
    type: 'columns',
    schema: { properties: { rows: { items: { properties: { blocks: { items: nodeRef } } } }, aside: nodeRef } },
    hydrate: 'none',
    load: nothing,
  }),
]);

const context: ServerDataContext = {
  request: { path: '/gare', search: '?x=1' },
  locale: 'en',
  services: { stations: { '87686006': 'Paris Gare de Lyon' } },
};

function run(nodes: BlockNodeLike[]) {
  const logs: Array<{ message: string; detail?: Record<string, unknown> }> = [];
  const result = withServerData(nodes, {
    registry,
    context,
    timeoutMs: 20,
    log: (message, detail) => logs.push({ message, ...(detail ? { detail } : {}) }),
  });
  return { result, logs };
}

describe('withServerData', () => {
  it('gives each block that asks its data, with the request, the locale and the services', async () => {
    const { result } = run([{ type: 'text' }, { type: 'board', code: '87686006' }]);
    expect(await result).toEqual([
      { type: 'text' },
      { type: 'board', code: '87686006', serverData: { code: '87686006', search: '?x=1', locale: 'en', station: 'Paris Gare de Lyon' } },
    ]);
  });

  it('reaches blocks in child slots, lists or single nodes, and leaves the content untouched', async () => {
    const page: BlockNodeLike[] = [
      { type: 'columns', rows: [{ blocks: [{ type: 'text' }, { type: 'board', code: 'A' }] }], aside: { type: 'board', code: 'B' } },
    ];
    const before = structuredClone(page);
    const [columns] = await run(page).result;
    expect(columns).toMatchObject({
      rows: [{ blocks: [{ type: 'text' }, { serverData: { code: 'A' } }] }],
      aside: { serverData: { code: 'B' } },
    });
    expect(page).toEqual(before);
  });

  it('leaves anything that is not a known block as it is', async () => {
    const odd = [null, 7, { type: 3 }, { type: 'unknown', blocks: [{ type: 'board', code: 'D' }] }] as unknown as BlockNodeLike[];
    expect(await run(odd).result).toEqual(odd);
  });

  it('leaves a block without data, and logs where it sits, when its step fails or takes too long; its siblings keep theirs', async () => {
    const { result, logs } = run([{ type: 'failing' }, { type: 'slow' }, { type: 'board', code: 'C' }]);
    const nodes = await result;
    expect(nodes[0]).toEqual({ type: 'failing' });
    expect(nodes[1]).toEqual({ type: 'slow' });
    expect(nodes[2]).toMatchObject({ serverData: { code: 'C' } });
    expect(logs).toEqual([
      {
        message: 'server data of block "failing" failed',
        detail: { pointer: '/blocks/0', type: 'failing', error: 'Error: upstream down' },
      },
      {
        message: 'server data of block "slow" failed',
        detail: { pointer: '/blocks/1', type: 'slow', error: 'Error: no answer within 20 ms' },
      },
    ]);
  });
});
