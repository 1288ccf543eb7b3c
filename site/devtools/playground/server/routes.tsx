import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy, NONCE_PLACEHOLDER, sealPrivatePage } from '../../../server/security';
import type { DevTool, DevToolOptions } from '../../tool';
import { normalisePath } from '../../../content-store/pages';
import { playgroundCatalogue } from './catalogue';
import { checkDraft, siteDocuments } from './draft-store';
import { PlaygroundPage } from './PlaygroundPage';
import { renderPreview } from './preview';
import { type PastedWebform, webformFromYaml } from './drupal-yaml';
import { inLocale } from './preview-locale';
import { checkPreviewSubmission, decodePreviewDefinition, PREVIEW_SUBMISSION_PATH } from './preview-submission';
import { allowPreviewReads, PREVIEW_CORS, PREVIEW_PREFLIGHT } from './preview-cors';

const PLAYGROUND_PATH = '/_playground';
/** The browser app's source entry (its own Vite input: no public page loads it). */
const PLAYGROUND_ENTRY = 'site/devtools/playground/client/main.tsx';

/** A draft is a page document: half a megabyte is far more than the largest page of the site. */
const DRAFT_BODY_LIMIT = 512 * 1024;
/** Checks and previews re-validate the site's content: a person typing needs a few a second at most. */
const DRAFT_RATE_LIMIT = { max: 240, timeWindow: '1 minute' };

/**
 * The content playground: `/_playground` is the app, `/_playground/document?path=` gives a page
 * of the site as its file holds it, `/_playground/check` validates a draft as the loader does,
 * `/_playground/preview` renders one (into the app's sandboxed frames), and
 * `/_playground/webform-yaml` reads a webform pasted as Drupal YAML as the importer does, and
 * `/_playground/preview-submission/<form>` checks what a preview's form sends. Nothing is written.
 */
async function registerPlaygroundRoutes(app: FastifyInstance, { runtime }: DevToolOptions): Promise<void> {
  app.get(PLAYGROUND_PATH, (request, reply) =>
    // Drawn with a nonce of its own, as a private page: the JSON editor adds style sheets as it
    // runs (CodeMirror), which a policy of digests cannot name. A developer tool, kept by no cache.
    app.sendPage(request, reply, async (site, info, nonce) => ({
      ...(await site.renderNodes({
        request: info,
        nonce,
        title: 'Content playground',
        nodes: [],
        shell: false,
        body: (
          <PlaygroundPage
            nonce={nonce}
            script={site.options.assets.entryScript?.(PLAYGROUND_ENTRY)}
            catalogue={playgroundCatalogue(site)}
          />
        ),
      })),
      personal: true,
    })),
  );

  app.get<{ Querystring: { path?: string } }>(`${PLAYGROUND_PATH}/document`, async (request, reply) => {
    const path = request.query.path;
    if (typeof path !== 'string' || !path.startsWith('/'))
      return reply.status(400).send({ message: { message: 'Bad request', error: '"path" is the path of a page, starting with /' } });
    const wanted = normalisePath(path);
    const found = (await siteDocuments(await runtime())).find(
      (document) =>
        document.collection === 'pages' &&
        typeof (document.data as { path?: unknown } | undefined)?.path === 'string' &&
        normalisePath((document.data as { path: string }).path) === wanted,
    );
    if (!found) return reply.status(404).send({ message: { message: 'Not found', error: `no page of the site is at ${wanted}` } });
    return reply.header('cache-control', 'no-store').send({ file: found.origin, document: found.data });
  });

  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const limits = { bodyLimit: DRAFT_BODY_LIMIT, config: { rateLimit: DRAFT_RATE_LIMIT } };

    scope.post<{ Body: { document?: unknown } }>(`${PLAYGROUND_PATH}/check`, limits, async (request, reply) => {
      const body = request.body;
      if (!body || typeof body !== 'object' || !('document' in body))
        return reply.status(400).send({ message: { message: 'Bad request', error: 'the body is {"document": <page document>}' } });
      const { file, problems, warnings } = await checkDraft(await runtime(), body.document);
      return reply.header('cache-control', 'no-store').send({ file, problems, warnings });
    });

    scope.post<{ Body: Partial<Record<keyof PastedWebform, unknown>> }>(
      `${PLAYGROUND_PATH}/webform-yaml`,
      limits,
      async (request, reply) => {
        const { id, langcode, title, yaml } = request.body ?? {};
        const strings = [id, langcode, title, yaml].every((value) => typeof value === 'string');
        if (!strings || !/^[a-z0-9_]+$/.test(id as string) || !/^[a-z]{2}$/.test(langcode as string))
          return reply.status(400).send({
            message: {
              message: 'Bad request',
              error: 'the body is {"id": <form id: a-z, 0-9, _>, "langcode": <fr, en...>, "title", "yaml"}',
            },
          });
        const pasted = { id, langcode, title, yaml } as PastedWebform;
        return reply.header('cache-control', 'no-store').send(await webformFromYaml(await runtime(), pasted));
      },
    );

    const submissionPath = `${PREVIEW_SUBMISSION_PATH}/*`;
    scope.options(submissionPath, (_request, reply) => reply.status(204).headers(PREVIEW_PREFLIGHT).send());
    scope.post<{ Params: { '*': string }; Querystring: { langcode?: string }; Body: unknown }>(
      submissionPath,
      // The preview's frame is an origin of its own: its posts are cross-site, and carry no cookie.
      { ...limits, config: { ...limits.config, acceptsCrossSite: true } },
      async (request, reply) => {
        reply.headers({ ...PREVIEW_CORS, 'cache-control': 'no-store' });
        const definition = decodePreviewDefinition(request.params['*']);
        const body = request.body;
        if (!definition || !body || typeof body !== 'object' || Array.isArray(body))
          return reply.status(400).send({
            message: { message: 'Bad request', error: 'the address names the form of a preview, and the body is its values as JSON' },
          });
        const checked = await checkPreviewSubmission(
          await runtime(),
          definition,
          body as Record<string, unknown>,
          request.query.langcode ?? definition.langcode,
        );
        return reply.status(checked.status).send(checked.answer);
      },
    );

    scope.post<{ Body: { draft?: string; theme?: string; locale?: string } }>(
      `${PLAYGROUND_PATH}/preview`,
      limits,
      async (request, reply) => {
        const { draft, theme, locale } = request.body ?? {};
        let document: unknown;
        try {
          document = JSON.parse(draft ?? '');
        } catch (error) {
          return reply
            .status(400)
            .send({ message: { message: 'Bad request', error: `the draft is not JSON: ${(error as Error).message}` } });
        }
        const page = await renderPreview(
          await runtime(),
          inLocale(document, locale),
          theme === 'dark' ? 'dark' : 'light',
          NONCE_PLACEHOLDER,
        );
        // A draft's preview is nobody else's page: a nonce drawn for this response alone.
        const { html, allowed } = sealPrivatePage(page.html);
        // The site's own policy, and a sandbox: a draft's scripts (a widget's) run in an origin of their own, never the site's.
        return reply
          .status(page.status)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-security-policy', `${contentSecurityPolicy(allowed)}; sandbox allow-scripts allow-forms`)
          .send(html);
      },
    );
  });
}

/** The content playground at /_playground; its preview's islands read the site's API from their sandbox. */
export const devTool: DevTool = { path: PLAYGROUND_PATH, plugin: registerPlaygroundRoutes, onEveryAnswer: allowPreviewReads };
