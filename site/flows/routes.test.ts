import { join } from 'node:path';
import { EmbeddedContentSource } from '../../adapters/content/embedded-source';
import type { AssetResolver } from '../server/assets';
import { buildApp } from '../server/app';
import { SiteRuntime } from '../server/runtime';

const root = join(import.meta.dirname, '../..');
const noAssets: AssetResolver = { baseStylesheets: () => [], blockStylesheets: () => [], islandScripts: () => [], alwaysScripts: () => [] };
const logger = { info() {}, error() {}, warn() {} };
const runtime = SiteRuntime.create({ root, mode: 'production', assets: noAssets, logger, contentSource: new EmbeddedContentSource(join(root, 'tests/fixtures/content'), root) });
const app = await buildApp({ runtime: () => runtime, logger: false, devTools: true });

it('smoke', async () => {
  const index = await app.inject('/_flows');
  console.log(index.statusCode, index.body.length);
  const page = await app.inject('/_flows/vat-check');
  console.log(page.statusCode);
  require('node:fs').writeFileSync('/tmp/fl14/vat.html', page.body);
  require('node:fs').writeFileSync('/tmp/fl14/index.html', index.body);
});
