import pageSchema from '../../../../schemas/page.schema.json';
import { LOCALES } from '../../../engine-config';
import { sharedSchemas } from '../../../content-store/collections';
import type { SiteRuntime } from '../../../server/runtime';
import { bundleSchemas, blockCatalogue, type CatalogueBlock } from './schema-bundle';

/** What the playground's browser app starts from, sent inside its page. */
export interface PlaygroundCatalogue {
  /** The page document's schema with every schema it reaches, self-contained (see bundleSchemas). */
  schema: Record<string, unknown>;
  blocks: CatalogueBlock[];
  layouts: string[];
  locales: readonly string[];
  /** The site's pages, to open one as a draft. */
  pages: Array<{ path: string; title: string; locale: string }>;
}

const catalogues = new WeakMap<SiteRuntime, PlaygroundCatalogue>();

export function playgroundCatalogue(runtime: SiteRuntime): PlaygroundCatalogue {
  let catalogue = catalogues.get(runtime);
  if (!catalogue) {
    const definitions = runtime.registry.types().map((type) => runtime.registry.definition(type)!);
    catalogue = {
      schema: bundleSchemas(pageSchema, definitions, sharedSchemas),
      blocks: blockCatalogue(definitions),
      layouts: pageSchema.properties.layout.enum,
      locales: LOCALES,
      pages: runtime.content.pages
        .all()
        .map(({ path, title, locale }) => ({ path, title, locale }))
        .sort((a, b) => a.path.localeCompare(b.path)),
    };
    catalogues.set(runtime, catalogue);
  }
  return catalogue;
}
