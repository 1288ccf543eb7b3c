import { openTestStore, STORE_DIALECTS } from '../../tests/helpers/store-engines';
import { countRequest, forgetEndedWindows, type RateLimitTables } from './rate-limit-counters';
import type { Store } from './store';

describe.each(STORE_DIALECTS)('rate-limit counters on %s', (dialect) => {
  let store: Store;
  beforeAll(async () => {
    store = await openTestStore(dialect);
  });
  afterAll(() => store.close());

  it('count every request of a window, even when they arrive together, and restart when it ends', async () => {
    const db = store.tables<RateLimitTables>();
    const counts = await Promise.all(Array.from({ length: 20 }, () => countRequest(db, 'client-a', 60_000, 1_000)));
    expect(counts.map((count) => count.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await countRequest(db, 'client-a', 60_000, 31_000)).toEqual({ current: 21, ttl: 30_000 });
    expect(await countRequest(db, 'client-a', 60_000, 61_000)).toEqual({ current: 1, ttl: 60_000 });
    expect((await countRequest(db, 'client-b', 60_000, 61_000)).current).toBe(1);
  });

  it('forget windows that have ended', async () => {
    const db = store.tables<RateLimitTables>();
    await countRequest(db, 'old', 1_000, 0);
    await countRequest(db, 'fresh', 60_000, 0);
    await forgetEndedWindows(store, 5_000);
    const keys = (await db.selectFrom('rate_limit_counter').select('key').execute()).map((row) => row.key);
    expect(keys).toContain('fresh');
    expect(keys).not.toContain('old');
  });
});
