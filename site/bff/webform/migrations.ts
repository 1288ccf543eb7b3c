import { addGeneratedId } from '../../store/columns';
import type { MigrationSet } from '../../store/migrator';
import { fileContentMigrations } from './file-storage';

/** Webform submissions, their uploaded files and spent captcha answers. */
export const webformMigrations: MigrationSet = {
  '200-webform-001-tables': {
    async up(db, dialect) {
      await addGeneratedId(db.schema.createTable('webform_submission').ifNotExists(), 'sid', dialect)
        .addColumn('webform_id', 'text', (col) => col.notNull())
        .addColumn('langcode', 'text', (col) => col.notNull())
        .addColumn('data', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('webform_submission_by_form')
        .ifNotExists()
        .on('webform_submission')
        .columns(['webform_id', 'sid'])
        .execute();
      await addGeneratedId(db.schema.createTable('webform_file').ifNotExists(), 'fid', dialect)
        .addColumn('webform_id', 'text', (col) => col.notNull())
        .addColumn('field_name', 'text', (col) => col.notNull())
        .addColumn('filename', 'text', (col) => col.notNull())
        .addColumn('stored_name', 'text', (col) => col.notNull().unique())
        .addColumn('mime', 'text', (col) => col.notNull())
        .addColumn('size', 'integer', (col) => col.notNull())
        .addColumn('sid', 'integer', (col) => col.references('webform_submission.sid'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('webform_file_by_submission').ifNotExists().on('webform_file').column('sid').execute();
      await db.schema
        .createTable('webform_captcha_spent')
        .ifNotExists()
        .addColumn('signature', 'text', (col) => col.primaryKey())
        .addColumn('spent_at', 'text', (col) => col.notNull())
        .execute();
    },
  },
  ...fileContentMigrations,
  // The browser draws a key per submission and sends it again with a retry: one submission per key and form.
  '200-webform-003-idempotency-key': {
    async up(db) {
      await db.schema.alterTable('webform_submission').addColumn('idempotency_key', 'text').execute();
      await db.schema
        .createIndex('webform_submission_by_key')
        .unique()
        .on('webform_submission')
        .columns(['webform_id', 'idempotency_key'])
        .execute();
    },
  },
};
