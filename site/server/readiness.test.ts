import type { Store } from '../store/store';
import { readiness } from './readiness';

describe('readiness', () => {
  it('is whether the database answers, asked at most once a second', async () => {
    let up = true;
    let pings = 0;
    const store = {
      ping: async () => {
        pings++;
        if (!up) throw new Error('Connection terminated');
      },
    } as unknown as Store;
    let now = 0;
    const ready = readiness(store, () => now);
    expect(await ready()).toBe(true);
    up = false;
    now = 900;
    expect(await ready()).toBe(true);
    expect(pings).toBe(1);
    now = 1_100;
    expect(await ready()).toBe(false);
    up = true;
    now = 2_200;
    expect(await ready()).toBe(true);
    expect(pings).toBe(3);
  });
});
