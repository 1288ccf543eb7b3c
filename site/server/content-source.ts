import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CompositeContentSource } from '../../adapters/content/composite-source';
import { DrupalContentSource, httpReader } from '../../adapters/content/drupal/drupal-source';
import { drupalRequests } from '../../adapters/content/drupal/requests';
import { drupalWebformSource } from '../../adapters/content/drupal/webforms';
import { EmbeddedContentSource } from '../../adapters/content/embedded-source';
import type { ContentSource } from '../../adapters/content/source';
import { LOCALES } from '../engine-config';

/**
 * Where the site's content comes from. With QUAI_DRUPAL_URL, pages, crisis items, editorial
 * traffic messages, news, publications and agencies come from Drupal's JSON:API, and webforms
 * from their config entities (a source of their own, so that a failure there leaves the pages);
 * relative image and file paths go behind QUAI_CMS_PROXY_HOST. Menus, option sets and the
 * gift-card catalogue, which the CMS does not give, stay embedded; an option set a form names
 * that the site does not ship comes from Drupal's `webform_options`. Without it, everything is
 * embedded.
 */
export function contentSourceFromEnvironment(root: string, env: NodeJS.ProcessEnv = process.env): ContentSource {
  const embedded = new EmbeddedContentSource(join(root, 'site/content'), root);
  const drupalUrl = env.QUAI_DRUPAL_URL;
  if (!drupalUrl) return embedded;
  const drupal = new DrupalContentSource({
    reader: httpReader(drupalUrl, drupalRequests(LOCALES, 'fr')),
    proxyHost: env.QUAI_CMS_PROXY_HOST ?? '',
  });
  // The option sets the site ships (translated) stay its own; Drupal's fill in the others its forms name.
  const optionSets = join(root, 'site/content/webform-options');
  const shippedSets = new Set(existsSync(optionSets) ? readdirSync(optionSets).map((name) => name.replace(/\.json$/, '')) : []);
  const webforms = drupalWebformSource(drupalUrl, LOCALES, 'fr', shippedSets);
  return new CompositeContentSource({
    pages: drupal,
    crisis: drupal,
    traffic: drupal,
    news: drupal,
    publications: drupal,
    agencies: drupal,
    menus: embedded,
    webforms,
    'webform-entities': webforms,
  });
}
