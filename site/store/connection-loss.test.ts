import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase } from '../../tests/helpers/postgres-cluster';
import { openStore, type Store } from './store';
import { isStoreUnreachable } from './unreachable';

/** What PostgreSQL does to every connection on a fast restart or a failover: ends it (57P01). */
async function terminateConnectionsTo(databaseUrl: string): Promise<number> {
  const admin = new pg.Client({ connectionString: inject('postgresUrl') });
  await admin.connect();
  try {
    const name = new URL(databaseUrl).pathname.slice(1);
    const { rowCount } = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

const until = async (condition: () => boolean) => {
  for (const deadline = Date.now() + 5_000; !condition(); await new Promise((resolve) => setTimeout(resolve, 20)))
    if (Date.now() > deadline) throw new Error('condition not met within 5 s');
};

describe('the store on PostgreSQL when the database ends its connections', () => {
  let store: Store;
  let databaseUrl: string;
  const lost: Error[] = [];
  beforeEach(async () => {
    lost.length = 0;
    databaseUrl = await createDatabase(inject('postgresUrl'), `quai_loss_${process.pid}_${Date.now()}`);
    store = await openStore({ dataDirectory: '', databaseUrl, migrations: {}, onConnectionError: (error) => lost.push(error) });
  });
  afterEach(() => store.close());

  it('reports an idle connection lost, stays up and opens a new one for the next query', async () => {
    await store.ping();
    expect(await terminateConnectionsTo(databaseUrl)).toBeGreaterThan(0);
    await until(() => lost.length > 0);
    expect(lost[0]!.message).toMatch(/terminating connection due to administrator command/);
    expect(isStoreUnreachable(lost[0])).toBe(true);
    await expect(store.ping()).resolves.toBeUndefined();
  });

  it('fails the transaction of a connection lost between two of its queries as unreachable, then serves the next', async () => {
    const failed = store.db.transaction().execute(async (trx) => {
      await pg_sleep(trx, 0);
      await terminateConnectionsTo(databaseUrl);
      await until(() => lost.length > 0);
      await pg_sleep(trx, 0);
    });
    const error = await failed.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isStoreUnreachable(error)).toBe(true);
    await expect(store.ping()).resolves.toBeUndefined();
  });

  it('answers a query made while the database is unreachable with an unreachable error, within the connect timeout', async () => {
    const away = await openStore({ dataDirectory: '', databaseUrl: 'postgres://postgres@127.0.0.1:1/none', migrations: {} }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isStoreUnreachable(away)).toBe(true);
  });
});

async function pg_sleep(db: Store['db'], seconds: number): Promise<void> {
  const { sql } = await import('kysely');
  await sql`SELECT pg_sleep(${seconds})`.execute(db);
}
