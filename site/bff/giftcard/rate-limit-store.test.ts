import { openTestStore, STORE_DIALECTS } from '../../../tests/helpers/store-engines';
import type { Store } from '../../store/store';
import { storeRateLimit } from './rate-limit-store';
import type { GiftCardTables } from './tables';

describe.each(STORE_DIALECTS)('rate-limit counters on %s', (dialect) => {
  let store: Store;
  beforeAll(async () => {
    store = await openTestStore(dialect);
  });
  afterAll(() => store.close());

  it('counts per route and client, concurrently, and starts again when the window is over', async () => {
    const Counters = storeRateLimit(store.tables<GiftCardTables>());
    const root = new Counters();
    const lookups = root.child({ routeInfo: { method: 'POST', url: '/lookup' } } as never) as unknown as { incr: (key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, window: number) => void };
    const other = root.child({ routeInfo: { method: 'POST', url: '/other' } } as never) as unknown as typeof lookups;
    const incr = (counters: typeof lookups, key: string, window = 60_000) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) => counters.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), window));
    const counts = await Promise.all(Array.from({ length: 12 }, () => incr(lookups, '10.0.0.1')));
    expect(counts.map((count) => count.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    expect((await incr(other, '10.0.0.1')).current).toBe(1);
    expect((await incr(lookups, '10.0.0.2')).current).toBe(1);
    await incr(lookups, 'short', 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await incr(lookups, 'short', 1)).current).toBe(1);
  });
});
