import { randomBytes } from 'node:crypto';
import type { Store } from './store';

interface SettingsTables {
  site_settings: { key: string; value: string; updated_at: string };
}

const settingKey = (name: string) => `secret:${name}`;
const randomHexKey = () => randomBytes(32).toString('hex');

/**
 * A secret shared by every server on the store: made once by whichever server asks first (32
 * random bytes in hex, unless `generate` makes another kind of key), then read by all, so a token
 * signed or sealed by one server is checked or opened by another. An operator may set it instead
 * (the environment variable wins).
 */
export async function sharedSecret(
  store: Store,
  name: string,
  fromEnvironment?: string,
  generate: () => string = randomHexKey,
): Promise<string> {
  if (fromEnvironment) return fromEnvironment;
  await store
    .tables<SettingsTables>()
    .insertInto('site_settings')
    .values({ key: settingKey(name), value: generate(), updated_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  return (await existingSharedSecret(store, name))!;
}

/** A shared secret as the store holds it, without making one: for tools that check, never sign. */
export async function existingSharedSecret(store: Store, name: string): Promise<string | undefined> {
  const row = await store
    .tables<SettingsTables>()
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', settingKey(name))
    .executeTakeFirst();
  return row?.value;
}
