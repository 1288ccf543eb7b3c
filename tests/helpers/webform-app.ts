import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { EmbeddedContentSource } from '../../adapters/content/embedded-source';
import { blockDefinitions } from '../../blocks';
import { captchaPayload, type CaptchaChallenge } from '../../domain/webform/captcha-payload';
import { collections, createContentValidator } from '../../site/content-store/collections';
import { ContentStore } from '../../site/content-store/store';
import { webformsCollection } from '../../site/content-store/webforms';
import { loadCatalogs } from '../../site/i18n/catalogs';
import { buildApp } from '../../site/server/app';
import type { SiteRuntime } from '../../site/server/runtime';
import { openStore } from '../../site/store/store';
import type { BffContext } from '../../site/bff/context';
import { registerRateLimits } from '../../site/bff/rate-limits';
import { registerApiSchemas } from '../../site/bff/request-validation';
import { webformFeature } from '../../site/bff/webform/feature';
import { webformMigrations } from '../../site/bff/webform/migrations';
import { WebformStore } from '../../site/bff/webform/store';
import type { WebformDocument } from '../../schemas/generated/webform/webform';

export const root = join(import.meta.dirname, '../..');

/**
 * The form API over the site's content, catalogs and a fresh database, for tests: the app (to
 * inject requests), its store, its forms, and a captcha solver that answers as the browser does.
 * `runtime` replaces the content-only runtime (to render pages).
 */
export async function webformTestApp(runtime?: (content: ContentStore) => Promise<SiteRuntime>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'quai-webform-'));
  // The cost of a challenge is not what these tests check: a cheap one keeps them quick on a busy machine.
  const env = { QUAI_DATA_DIR: dataDir, QUAI_CAPTCHA_COST: '20000' };
  const database = await openStore({ dataDirectory: dataDir, migrations: webformMigrations });
  const store = new WebformStore(database);
  const content = await ContentStore.load(
    new EmbeddedContentSource(join(root, 'site/content'), root),
    createContentValidator(blockDefinitions),
    collections,
  );
  const site = runtime ? await runtime(content) : ({ content, catalogs: loadCatalogs(join(root, 'site/i18n')) } as unknown as SiteRuntime);
  const app = await buildApp({
    runtime: async () => site,
    logger: false,
    beforeRoutes: async (fastify) => {
      registerApiSchemas(fastify);
      await registerRateLimits(fastify, database);
      await webformFeature.register(fastify, { store: database, runtime: async () => site, root, env } as unknown as BffContext);
    },
  });
  const forms = content.documents<WebformDocument>(webformsCollection.name).map(({ value }) => value);
  let challenges = 0;
  async function solvedCaptcha(): Promise<string> {
    const challenge = (
      await app.inject({ url: '/api/webform/captcha', remoteAddress: `10.1.0.${++challenges % 250}` })
    ).json() as CaptchaChallenge;
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    return captchaPayload(challenge, solution!);
  }
  return { app, store, database, dataDir, forms, solvedCaptcha };
}
