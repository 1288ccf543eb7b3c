import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { EmbeddedContentSource } from '../../../adapters/content/embedded-source';
import { blockDefinitions } from '../../../blocks';
import { captchaPayload, type CaptchaChallenge } from '../../../domain/webform/captcha-payload';
import { collections, createContentValidator } from '../../content-store/collections';
import { ContentStore } from '../../content-store/store';
import { webformsCollection } from '../../content-store/webforms';
import { loadCatalogs } from '../../i18n/catalogs';
import { buildApp } from '../../server/app';
import type { SiteRuntime } from '../../server/runtime';
import { openStore } from '../../store/store';
import { useRateLimits } from '../rate-limits';
import type { BffContext } from '../index';
import { useApiSchemas } from '../request-validation';
import { webformRoutes } from './routes';
import { WebformStore } from './store';
import type { WebformDocument } from '../../../schemas/generated/webform/webform';

export const root = join(import.meta.dirname, '../../..');

/**
 * The form API over the site's content, catalogs and a fresh database, for tests: the app (to
 * inject requests), its store, its forms, and a captcha solver that answers as the browser does.
 * `runtime` replaces the content-only runtime (to render pages).
 */
export async function webformTestApp(runtime?: (content: ContentStore) => Promise<SiteRuntime>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'quai-webform-'));
  process.env.QUAI_DATA_DIR = dataDir;
  // The cost of a challenge is not what these tests check: a cheap one keeps them quick on a busy machine.
  process.env.QUAI_CAPTCHA_COST = '20000';
  const database = await openStore({ dataDirectory: dataDir });
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
      useApiSchemas(fastify);
      await useRateLimits(fastify, database);
      await webformRoutes(fastify, { store: database, runtime: async () => site, root } as BffContext);
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
