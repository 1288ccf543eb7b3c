import type { BffFeature } from '../context';
import { SITE_TAG } from '../openapi/openapi';
import { securityReportMigrations } from './migrations';
import { securityReportRoutes } from './routes';

/** Where browsers report Content Security Policy violations; its part of the API also holds the reference itself. */
export const securityReportsFeature: BffFeature = {
  tag: SITE_TAG,
  description: 'Security reports and this reference.',
  migrations: securityReportMigrations,
  register: securityReportRoutes,
};
