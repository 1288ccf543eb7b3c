import { startPagesApp } from '../../../../tests/helpers/full-app';

const { app } = await startPagesApp({ app: { devTools: true } });

const draft = (blocks: unknown[], extra: Record<string, unknown> = {}) => ({
  id: 'playground-test',
  locale: 'en',
  path: '/en/playground-test',
  layout: 'edito_centered',
  title: 'A draft',
  blocks,
  ...extra,
});
const check = (document: unknown) => app.inject({ method: 'POST', url: '/_playground/check', payload: { document } });
const preview = (document: unknown, fields: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/_playground/preview',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ draft: JSON.stringify(document), ...fields }).toString(),
  });

describe('the content playground on the server', () => {
  it('checks a draft as validate-content does: its file, the pointer and the reason of each problem', async () => {
    const answer = await check(draft([{ type: 'paragraph', text: '<p>Fine</p>' }, { type: 'paragraph', text: 5 }, { type: 'nope' }]));
    expect(answer.statusCode).toBe(200);
    const { file, problems } = answer.json() as { file: string; problems: Array<{ pointer: string; message: string }> };
    expect(file).toBe('site/content/pages/playground-test.en.json');
    expect(problems.map((problem) => problem.message)).toEqual([
      'site/content/pages/playground-test.en.json#/blocks/1/text: paragraph: must be of type string',
      'site/content/pages/playground-test.en.json#/blocks/2: unknown block type "nope"',
    ]);
  });

  it('reports what the site as a whole would refuse: a path another page already uses, a webform that does not exist', async () => {
    const { problems } = (await check(draft([{ type: 'webform-block', form: 'no_such_form' }], { path: '/en' }))).json() as {
      problems: Array<{ pointer: string; reason: string }>;
    };
    expect(problems.map((problem) => problem.pointer)).toEqual(['/path']);
    expect(problems[0]!.reason).toMatch(/already used by site\/content\/pages\/home\.en\.json/);
    const other = (await check(draft([{ type: 'webform-block', form: 'no_such_form' }]))).json() as { problems: Array<{ reason: string }> };
    expect(other.problems.map((problem) => problem.reason)).toEqual([
      'webform "no_such_form" does not exist or did not load: the page says it is unavailable',
    ]);
  });

  it('a draft replaces the file of the same name: the home page opened and edited checks clean', async () => {
    const home = (await app.inject('/_playground/document?path=/en')).json() as { file: string; document: Record<string, unknown> };
    expect(home.file).toBe('site/content/pages/home.en.json');
    expect((await check({ ...home.document, title: 'Edited' })).json()).toMatchObject({ problems: [] });
  });

  it('previews a draft under the site policy, in a sandbox, with each invalid block replaced in place by its problem', async () => {
    const answer = await preview(
      draft([
        { type: 'paragraph', text: '<p>Before</p>' },
        { type: 'paragraph', text: 5 },
        { type: 'paragraph', text: '<p>After</p>' },
      ]),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-security-policy']).toMatch(
      /script-src 'self' 'nonce-[^']+' 'strict-dynamic'.*; sandbox allow-scripts allow-forms$/,
    );
    const body = answer.body;
    const before = body.indexOf('Before');
    const note = body.indexOf('data-playground-problem="/blocks/1"');
    const after = body.indexOf('After');
    expect(before).toBeGreaterThan(0);
    expect(note).toBeGreaterThan(before);
    expect(after).toBeGreaterThan(note);
    expect(body).toContain('paragraph: must be of type string');
  });

  it('previews in the locale and theme asked for', async () => {
    const answer = await preview(draft([{ type: 'paragraph', text: '<p>Bonjour</p>' }]), { locale: 'fr', theme: 'dark' });
    expect(answer.body).toMatch(/<html lang="fr" data-theme="dark"/);
  });

  it('shows why a draft the loader cannot use at all is not rendered, and refuses what is not a draft', async () => {
    const unusable = await preview({ id: 'x', locale: 'en', path: '/en/x', layout: 'nowhere', title: 'X', blocks: [] });
    expect(unusable.statusCode).toBe(422);
    expect(unusable.body).toContain('/layout');
    const notJson = await app.inject({
      method: 'POST',
      url: '/_playground/preview',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'draft=%7Bnope',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/_playground/check', payload: { nothing: 1 } })).statusCode).toBe(400);
    const tooLarge = await check(draft([{ type: 'paragraph', text: `<p>${'x'.repeat(600 * 1024)}</p>` }]));
    expect(tooLarge.statusCode).toBe(413);
  });

  it('lets a preview’s form be sent from its sandbox: checked by the site’s rules against the draft’s own form, stored nowhere', async () => {
    const form = {
      id: 'preview_check',
      langcode: 'en',
      title: 'A draft form',
      status: 'open',
      confirmation: { type: 'debug' },
      elements: {
        name: { '#type': 'textfield', '#title': 'Name', '#required': true },
        phone: { '#type': 'tel', '#title': 'Phone', '#states': { required: { ':input[name="name"]': { value: 'Ada' } } } },
      },
    };
    const page = (await preview(draft([{ type: 'webform-block', form: 'preview_check', definition: form }]))).body;
    const address = /\/_playground\/preview-submission\/[\w-]+/.exec(page)?.[0];
    expect(address).toBeDefined();
    // What the sandboxed frame sends: no cookie, an opaque origin, a cross-site fetch.
    const fromFrame = { origin: 'null', 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' };
    const preflight = await app.inject({ method: 'OPTIONS', url: address!, headers: { origin: 'null' } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toContain('content-type');
    expect(preflight.headers['access-control-allow-headers']).toContain('idempotency-key');
    const send = (values: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `${address}?langcode=en`,
        headers: fromFrame,
        payload: { ...values, webform_id: 'preview_check' },
      });
    // The draft's #states hold on the server too: Ada's phone is required.
    const refused = await send({ name: 'Ada', phone: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    expect(refused.json()).toEqual({
      message: { message: 'Submitted Data contains validation errors.', error: { phone: 'This field is required.' } },
    });
    const accepted = await send({ name: 'Grace', phone: '' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ sid: 0, webform_id: 'preview_check', data: { name: 'Grace' } });
    // The site's own form API still refuses what another origin posts, and a forged address is no form.
    const siteApi = await app.inject({
      method: 'POST',
      url: '/api/webform?langcode=en',
      headers: fromFrame,
      payload: { webform_id: 'contact' },
    });
    expect(siteApi.statusCode).toBe(403);
    const forged = await app.inject({ method: 'POST', url: '/_playground/preview-submission/bm9wZQ', headers: fromFrame, payload: {} });
    expect(forged.statusCode).toBe(400);
    // Its islands' reads of the site's API (this app serves none: the header is what counts) may be read in the frame.
    const read = await app.inject({ url: '/api/webform/captcha', headers: { origin: 'null' } });
    expect(read.headers['access-control-allow-origin']).toBe('*');
    expect((await app.inject({ url: '/api/webform/captcha' })).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('reads a webform pasted as Drupal YAML as the importer does, listing what the site leaves out', async () => {
    const yaml = [
      'name:',
      "  '#type': textfield",
      "  '#title': Name",
      "  '#required': true",
      "  '#field_prefix': 'Mr'",
      'actions:',
      "  '#type': webform_actions",
      "  '#submit__label': Send",
    ].join('\n');
    const answer = await app.inject({
      method: 'POST',
      url: '/_playground/webform-yaml',
      payload: { id: 'pasted', langcode: 'en', title: 'Pasted form', yaml },
    });
    expect(answer.statusCode).toBe(200);
    const read = answer.json() as {
      definition: { elements: Record<string, unknown> };
      warnings: Array<{ message: string }>;
      problems: unknown[];
    };
    expect(read.problems).toEqual([]);
    expect(read.definition.elements.name).toEqual({ '#type': 'textfield', '#title': 'Name', '#required': true });
    expect(read.warnings.map((warning) => warning.message)).toEqual([
      expect.stringMatching(/^site\/content\/webforms\/pasted\.en\.json#\/elements\/name\/#field_prefix: .*#field_prefix/),
    ]);
    const broken = await app.inject({
      method: 'POST',
      url: '/_playground/webform-yaml',
      payload: { id: 'pasted', langcode: 'en', title: 'Pasted form', yaml: 'name: [unclosed' },
    });
    expect((broken.json() as { problems: Array<{ reason: string }> }).problems[0]!.reason).toMatch(/are not YAML/);
    expect((await app.inject({ method: 'POST', url: '/_playground/webform-yaml', payload: { id: 'Bad Id', yaml: '' } })).statusCode).toBe(
      400,
    );
  });

  it('serves the playground page with its catalogue, and nothing when the developer tools are off', async () => {
    const page = await app.inject('/_playground');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="playground-catalogue"');
    expect(page.body).toContain('"type":"key-figures"');
    const { app: off } = await startPagesApp({ app: { devTools: false } });
    expect((await off.inject('/_playground')).statusCode).toBe(404);
    expect((await off.inject({ method: 'POST', url: '/_playground/check', payload: { document: {} } })).statusCode).not.toBe(200);
  });
});
