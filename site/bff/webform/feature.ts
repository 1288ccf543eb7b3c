import { featureWithServices } from '../context';
import { webformMigrations } from './migrations';
import { WEBFORMS_TAG, webformRoutes } from './routes';
import { webformServices } from './services';

/** Webform submissions (with and without JavaScript), uploads, option lists, the VAT check and the captcha. */
export const webformFeature = featureWithServices({
  tag: WEBFORMS_TAG,
  description: 'Form submissions, uploads, autocomplete options, the VAT check and the captcha.',
  migrations: webformMigrations,
  services: webformServices,
  routes: webformRoutes,
});
