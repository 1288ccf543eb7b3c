import { untilReachable } from './until-reachable';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('a start that waits for its database', () => {
  it('tries again after one, two, four, then five seconds, logging each, until the database answers', async () => {
    const waits: number[] = [];
    const warnings: unknown[] = [];
    let attempts = 0;
    const started = await untilReachable(
      { warn: (object) => warnings.push(object) },
      'start',
      async () => {
        if (++attempts < 6) throw refused();
        return 'listening';
      },
      async (ms) => void waits.push(ms),
    );
    expect(started).toBe('listening');
    expect(waits).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
    expect(warnings[0]).toEqual({ reason: 'connect ECONNREFUSED 127.0.0.1:5432', retryInMs: 1_000 });
  });

  it('throws at once what is not the database being away (a failed migration, a bug)', async () => {
    const waits: number[] = [];
    await expect(
      untilReachable(
        { warn: () => undefined },
        'start',
        async () => Promise.reject(new Error('store migration 200-webform failed')),
        async (ms) => void waits.push(ms),
      ),
    ).rejects.toThrow('store migration 200-webform failed');
    expect(waits).toEqual([]);
  });
});
