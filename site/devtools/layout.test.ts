import { startFullApp } from '../../tests/helpers/full-app';

/** The developers' tools' room: the gallery, the flow inspector and the API reference, outside the public shell. */
const site = await startFullApp({ devTools: true });
const withoutTools = await startFullApp({ devTools: false });
afterAll(async () => {
  await site.close();
  await withoutTools.close();
});

const navLinks = (html: string) =>
  [
    ...(/<nav class="devtools-nav"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(
      /<a href="([^"]+)"( aria-current="page")?>([^<]+)<\/a>/g,
    ),
  ].map(([, href, current, label]) => `${label} ${href}${current ? ' (current)' : ''}`);

describe.each([
  ['/_blocks', 'Blocs /_blocks (current)'],
  ['/_blocks/paragraph', 'Blocs /_blocks (current)'],
  ['/_design', 'Design /_design (current)'],
  ['/_flows', 'Machines /_flows (current)'],
  ['/_flows/vat-check', 'Machines /_flows (current)'],
  ['/_api', 'API /_api (current)'],
])('%s', (path, current) => {
  it('links every tool from its header, the one shown marked as the current page', async () => {
    const page = await site.app.inject(path);
    expect(page.statusCode).toBe(200);
    const links = navLinks(page.body);
    expect(links).toContain(current);
    expect(links.map((link) => link.replace(' (current)', ''))).toEqual([
      'Blocs /_blocks',
      'Design /_design',
      'Machines /_flows',
      'API /_api',
      'Bac à sable /_playground',
    ]);
  });

  it('wears none of the public shell: no crisis banner, consent banner or script, menu or footer', async () => {
    const { body } = await site.app.inject(path);
    expect(body).toContain('<main id="devtools-main"');
    expect(body).not.toContain('data-consent');
    expect(body).not.toContain('cc_cookie');
    expect(body).not.toContain('data-island-component');
    expect(body).not.toContain('<footer');
    expect(body.match(/<main\b/g)).toHaveLength(1);
  });
});

it('links only the gallery and the design page when the other tools are off (QUAI_DEV_TOOLS=off), so the header never leads to a missing page', async () => {
  const page = await withoutTools.app.inject('/_blocks');
  expect(navLinks(page.body)).toEqual(['Blocs /_blocks (current)', 'Design /_design']);
});

it('keeps the public shell on the site pages', async () => {
  const { body } = await site.app.inject('/');
  expect(body).toContain('cc_cookie');
  expect(body).not.toContain('devtools-nav');
  expect(body).toContain('data-island-component="header"');
});
