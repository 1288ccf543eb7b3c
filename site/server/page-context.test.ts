import { join } from 'node:path';
import { testSiteServices } from '../../tests/helpers/full-app';
import { renderServices } from '../bff/services';
import { PAGE_CONTEXT_ID } from '@quai/engine/islands';
import type { AssetResolver } from './assets';
import { buildApp } from './app';
import { SiteRuntime, type PageContext } from './runtime';

const root = join(import.meta.dirname, '../..');
const noAssets: AssetResolver = {
  baseStylesheets: () => [],
  blockStylesheets: () => [],
  islandScripts: () => ['/entry.js'],
  alwaysScripts: () => [],
};
const runtime = SiteRuntime.create({
  root,
  mode: 'production',
  assets: noAssets,
  logger: { info() {}, warn() {}, error() {} },
  services: renderServices((await testSiteServices(() => runtime)).services),
});
const app = await buildApp({ runtime: () => runtime, logger: false });

async function pageContextOf(path: string): Promise<PageContext> {
  const html = (await app.inject(path)).body;
  const json = new RegExp(`<script type="application/json" id="${PAGE_CONTEXT_ID}">(.*?)</script>`).exec(html)?.[1];
  return JSON.parse(json!) as PageContext;
}
const areas = (context: PageContext) => new Set(Object.keys(context.messages).map((key) => key.split('.')[0]));

describe('the catalog sent to the browser', () => {
  it('holds only the areas the page’s islands translate from, whole', async () => {
    const { catalogs } = await runtime;
    const home = await pageContextOf('/');
    expect(areas(home)).toContain('shell');
    expect(areas(home)).not.toContain('webform');
    // An area comes whole: messages shown later (after a click) travel with those rendered.
    const shellKeys = Object.keys(catalogs.fr).filter((key) => key.startsWith('shell.'));
    expect(shellKeys.every((key) => home.messages[key] === catalogs.fr[key])).toBe(true);
    expect(Object.keys(home.messages).length).toBeLessThan(Object.keys(catalogs.fr).length / 2);
  });

  it('gives a form page its form messages, and each locale its own', async () => {
    const form = await pageContextOf('/reclamation');
    expect(areas(form)).toContain('webform');
    const english = await pageContextOf('/en');
    const { catalogs } = await runtime;
    expect(english.messages['shell.menu.open']).toBe(catalogs.en['shell.menu.open']);
  });
});
