import type { MigrationSet } from '../../store/migrator';

/** Traffic alerts of each source, and when each source last refreshed them (or failed to). */
export const trafficMigrations: MigrationSet = {
  '100-traffic-001-alerts': {
    async up(db) {
      await db.schema
        .createTable('traffic_alert')
        .ifNotExists()
        .addColumn('source', 'text', (col) => col.notNull())
        .addColumn('id', 'text', (col) => col.notNull())
        .addColumn('data', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('traffic_alert_pk', ['source', 'id'])
        .execute();
      await db.schema
        .createTable('traffic_source')
        .ifNotExists()
        .addColumn('source', 'text', (col) => col.primaryKey())
        .addColumn('refreshed_at', 'text', (col) => col.notNull())
        .addColumn('last_error', 'text')
        .addColumn('failed_at', 'text')
        .execute();
    },
  },
};
