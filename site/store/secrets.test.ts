import { openTestStore, STORE_DIALECTS } from '../../tests/helpers/store-engines';
import { sharedSecret } from './secrets';

describe.each(STORE_DIALECTS)('shared secrets on %s', (dialect) => {
  it('are made once and then the same for every caller, unless the environment gives one', async () => {
    const store = await openTestStore(dialect);
    const secrets = await Promise.all(Array.from({ length: 5 }, () => sharedSecret(store, 'captcha')));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(await sharedSecret(store, 'uploads')).not.toBe(secrets[0]);
    expect(await sharedSecret(store, 'captcha', 'from-env')).toBe('from-env');
    await store.close();
  });
});
