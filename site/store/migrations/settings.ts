import type { MigrationSet } from '../migrator';

/** Small site settings as key and value (a feature switch an operator flips without a deploy). */
export const settingsMigrations: MigrationSet = {
  '001-settings': {
    async up(db) {
      await db.schema
        .createTable('site_settings')
        .ifNotExists()
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('value', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
    },
  },
};
