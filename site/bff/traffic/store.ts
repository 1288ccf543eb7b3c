import type { Kysely } from 'kysely';
import type { Store } from '../../store/store';
import type { AlertSource, TrafficAlert } from './alert';

export interface TrafficTables {
  traffic_alert: { source: string; id: string; data: string };
  traffic_source: { source: string; refreshed_at: string; last_error: string | null; failed_at: string | null };
}

/** Rows per insert statement: well under both engines' limits on bound parameters. */
const BATCH = 200;

/**
 * The alerts of every source. A source's alerts are replaced as a whole in one transaction, so a
 * reader sees the previous set or the new one, never half of each; a failed refresh is recorded
 * beside the alerts, which stay as they were.
 */
export class TrafficStore {
  private readonly db: Kysely<TrafficTables>;

  constructor(store: Store) {
    this.db = store.tables<TrafficTables>();
  }

  async replaceSource(source: AlertSource, alerts: readonly TrafficAlert[], at: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // The source's row first: writing it locks it, so two servers replacing one source at once
      // (both starting together) take turns instead of inserting the same alerts side by side.
      await trx
        .insertInto('traffic_source')
        .values({ source, refreshed_at: at.toISOString(), last_error: null, failed_at: null })
        .onConflict((conflict) =>
          conflict.column('source').doUpdateSet({ refreshed_at: at.toISOString(), last_error: null, failed_at: null }),
        )
        .execute();
      await trx.deleteFrom('traffic_alert').where('source', '=', source).execute();
      for (let start = 0; start < alerts.length; start += BATCH) {
        await trx
          .insertInto('traffic_alert')
          .values(alerts.slice(start, start + BATCH).map((alert) => ({ source, id: alert.id, data: JSON.stringify(alert) })))
          .execute();
      }
    });
  }

  /** Notes that a source could not be read; its alerts are kept. */
  async recordFailure(source: AlertSource, error: string, at: Date): Promise<void> {
    await this.db
      .insertInto('traffic_source')
      .values({ source, refreshed_at: new Date(0).toISOString(), last_error: error, failed_at: at.toISOString() })
      .onConflict((conflict) => conflict.column('source').doUpdateSet({ last_error: error, failed_at: at.toISOString() }))
      .execute();
  }

  /** Every alert, and the last time a source refreshed (the epoch when none ever did). */
  async all(): Promise<{ alerts: TrafficAlert[]; refreshedAt: string }> {
    const [rows, sources] = await Promise.all([
      this.db.selectFrom('traffic_alert').select('data').orderBy('source').orderBy('id').execute(),
      this.db.selectFrom('traffic_source').selectAll().execute(),
    ]);
    const refreshedAt =
      sources
        .map((row) => row.refreshed_at)
        .sort()
        .at(-1) ?? new Date(0).toISOString();
    return { alerts: rows.map((row) => JSON.parse(row.data) as TrafficAlert), refreshedAt };
  }

  async sourceState(source: AlertSource): Promise<TrafficTables['traffic_source'] | undefined> {
    return this.db.selectFrom('traffic_source').selectAll().where('source', '=', source).executeTakeFirst();
  }
}
