import { describe, expect, it } from 'vitest';
import type { BlockNodeLike } from './content-validator';
import { defineBlock, serverDataStep } from './definition';
import { BlockRegistry } from './registry';
import { withServerData, type ServerDataSource } from './server-data';

// Services of this test's own, declared as a site's modules declare theirs (optional: no site must give them).
declare module './definition' {
  interface BlockServices {
    testStations?: Record<string, string>;
    testClock?: { now(): string };
  }
}

const nothing = async () => ({ default: () => null });
const nodeRef = { $ref: '../node.schema.json' };
const registry = new BlockRegistry([
  defineBlock<{ type: string; code: string }>({
    type: 'board',
    schema: {},
    hydrate: 'load',
    load: nothing,
    serverData: serverDataStep({ services: ['testStations'] }, async (node: { code: string }, { request, locale, services }) => ({
      code: node.code,
      search: request.search,
      locale,
      station: services.testStations?.[node.code],
      // What reaches the step: its declared services only, and no cookies.
      given: Object.keys(services),
    })),
  }),
  defineBlock({
    type: 'tickets',
    schema: {},
    hydrate: 'load',
    load: nothing,
    serverData: serverDataStep({ personal: true }, async (_node: unknown, { cookieHeader, services }) => ({
      cookieHeader,
      given: Object.keys(services),
    })),
  }),
  defineBlock({
    type: 'failing',
    schema: {},
    hydrate: 'load',
    load: nothing,
    serverData: serverDataStep({}, async () => Promise.reject(new Error('upstream down'))),
  }),
  defineBlock({ type: 'slow', schema: {}, hydrate: 'load', load: nothing, serverData: serverDataStep({}, () => new Promise(() => {})) }),
  defineBlock({ type: 'text', schema: {}, hydrate: 'none', load: nothing }),
  defineBlock({
    type: 'columns',
    schema: { properties: { rows: { items: { properties: { blocks: { items: nodeRef } } } }, aside: nodeRef } },
    hydrate: 'none',
    load: nothing,
  }),
]);

const source: ServerDataSource = {
  request: { path: '/gare', search: '?x=1' },
  locale: 'en',
  services: { testStations: { '87686006': 'Paris Gare de Lyon' }, testClock: { now: () => '2026-11-26T08:30:00Z' } },
  cookieHeader: 'booking=secret',
};

function run(nodes: BlockNodeLike[]) {
  const logs: Array<{ message: string; detail?: Record<string, unknown> }> = [];
  const personal: string[] = [];
  const result = withServerData(nodes, {
    registry,
    source,
    onPersonal: () => personal.push('personal'),
    timeoutMs: 20,
    log: (message, detail) => logs.push({ message, ...(detail ? { detail } : {}) }),
  });
  return { result, logs, personal };
}

describe('withServerData', () => {
  it('gives each block that asks its data, with the request, the locale and the services', async () => {
    const { result } = run([{ type: 'text' }, { type: 'board', code: '87686006' }]);
    expect(await result).toEqual([
      { type: 'text' },
      {
        type: 'board',
        code: '87686006',
        serverData: { code: '87686006', search: '?x=1', locale: 'en', station: 'Paris Gare de Lyon', given: ['testStations'] },
      },
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

  it("gives the visitor's cookies to a step that declared itself personal, and says the page is the visitor's own", async () => {
    const { result, personal } = run([{ type: 'tickets' }]);
    expect(await result).toEqual([{ type: 'tickets', serverData: { cookieHeader: 'booking=secret', given: [] } }]);
    expect(personal).toEqual(['personal']);
  });

  it('keeps the cookies from a step that did not declare itself personal, and the page shareable', async () => {
    const { result, personal } = run([{ type: 'board', code: 'A' }]);
    const [board] = await result;
    expect(JSON.stringify(board)).not.toContain('secret');
    expect(personal).toEqual([]);
  });
});

describe('serverDataStep, for the type check', () => {
  it('types each declared service and refuses one not declared or mistyped', () => {
    const step = serverDataStep({ services: ['testClock'] }, async (_node: unknown, { services }) => {
      const now: string | undefined = services.testClock?.now();
      // @ts-expect-error: not declared by this step, so not in its services.
      void services.testStations;
      return now;
    });
    // @ts-expect-error: no block service has this name.
    serverDataStep({ services: ['testClok'] }, async () => undefined);
    // @ts-expect-error: a step that is not personal has no cookies.
    serverDataStep({}, async (_node: unknown, { cookieHeader }) => cookieHeader);
    expect(step.services).toEqual(['testClock']);
  });
});
