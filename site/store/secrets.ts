import { randomBytes } from 'node:crypto';
import type { Store } from './store';

interface SettingsTables {
  site_settings: { key: string; value: string; updated_at: string };
}

/**
 * A secret key shared by every server on the store: made once at random by whichever server asks
 * first, then read by all, so a token signed by one server is checked by another. An operator
 * may set it instead (the environment variable wins).
 */
export async function sharedSecret(store: Store, name: string, fromEnvironment?: string): Promise<string> {
  if (fromEnvironment) return fromEnvironment;
  const db = store.tables<SettingsTables>();
  const key = `secret:${name}`;
  await db
    .insertInto('site_settings')
    .values({ key, value: randomBytes(32).toString('hex'), updated_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}
