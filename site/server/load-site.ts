import { join } from 'node:path';
import { EmbeddedContentSource } from '../../adapters/content/embedded-source';
import { BlockRegistry } from '@quai/engine/registry';
import { siteEngineConfig } from '../engine-config';
import { ContentStore } from '../content-store/store';
import { collections, createContentValidator } from '../content-store/collections';
import { loadCatalogs } from '../i18n/catalogs';
import type { RuntimeOptions } from './runtime-types';

/**
 * What the site runtime is made of, loaded once: every block renderer, the content validator,
 * the content (validated, its problems logged for the editor) and the catalogs.
 */
export async function loadSite(options: RuntimeOptions) {
  const blockDefinitions = await siteEngineConfig.blocks();
  const registry = new BlockRegistry(blockDefinitions);
  const validator = createContentValidator(blockDefinitions);
  const source = options.contentSource ?? new EmbeddedContentSource(join(options.root, 'site/content'), options.root);
  const [content, failedRenderers] = await Promise.all([ContentStore.load(source, validator, collections), registry.loadAll()]);
  for (const { name, error } of failedRenderers)
    options.logger.error({ type: name, error: String(error) }, 'block renderer failed to load');
  for (const problem of content.problems)
    options.logger[problem.level === 'error' ? 'error' : 'warn'](
      { file: problem.file, pointer: problem.pointer },
      `content problem: ${problem.reason}`,
    );
  for (const warning of content.warnings)
    options.logger.info({ file: warning.file, pointer: warning.pointer }, `content warning: ${warning.reason}`);
  return { registry, validator, content, catalogs: loadCatalogs(join(options.root, 'site/i18n')), source };
}
