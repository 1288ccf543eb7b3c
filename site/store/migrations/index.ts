import { securityReportMigrations } from '../../bff/security-reports/migrations';
import { webformMigrations } from '../../bff/webform/migrations';
import type { MigrationSet } from '../migrator';
import { rateLimitMigrations } from '../rate-limit-counters';
import { settingsMigrations } from './settings';

/**
 * Every feature's migrations, in one set. A feature keeps its own in
 * site/bff/<feature>/migrations.ts, names them with its number first, and is listed here.
 */
export const storeMigrations: MigrationSet = {
  ...settingsMigrations,
  ...rateLimitMigrations,
  ...securityReportMigrations,
  ...webformMigrations,
};
