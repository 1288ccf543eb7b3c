import { addGeneratedId } from '../../store/columns';
import type { MigrationSet } from '../../store/migrator';

/** Content Security Policy violations browsers report, kept for the team to read. */
export const securityReportMigrations: MigrationSet = {
  '050-security-reports-001-table': {
    async up(db, dialect) {
      await addGeneratedId(db.schema.createTable('csp_report').ifNotExists(), 'id', dialect)
        .addColumn('received_at', 'text', (col) => col.notNull())
        .addColumn('document_uri', 'text', (col) => col.notNull())
        .addColumn('directive', 'text', (col) => col.notNull())
        .addColumn('blocked_uri', 'text', (col) => col.notNull())
        .addColumn('report', 'text', (col) => col.notNull())
        .execute();
    },
  },
};
