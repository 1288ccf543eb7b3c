import type { BlockNodeLike } from '@quai/engine/content-validator';
import { Block } from '@quai/engine/Blocks';
import { hydrationFor } from '@quai/engine/definition';
import type { RequestInfo } from '@quai/engine/request';
import { GalleryFrame } from './GalleryFrame';
import { BlockGalleryIndex } from './BlockGalleryIndex';
import { BlockGalleryPage } from './BlockGalleryPage';
import { galleryExamples, type GalleryExample } from './gallery-examples';
import type { RenderedPage, SiteRuntime } from '../../server/runtime';
import { renderToolPage } from '../render-tool-page';
import type { DevToolLink } from '../tool';
import galleryCss from './gallery.module.css?inline';

/**
 * The gallery's own style sheet (its CSS module, compiled), inlined under the page's nonce as the
 * other tools' are: no public page's style sheet carries it.
 */
// biome-ignore lint/security/noDangerouslySetInnerHtml: the gallery's own style sheet file, compiled from this repository.
const GalleryStyles = ({ nonce }: { nonce: string }) => <style nonce={nonce} dangerouslySetInnerHTML={{ __html: galleryCss }} />;

/**
 * The block gallery, how a content architect sees a block: `/_blocks` lists every registered
 * type, `/_blocks/<type>` shows each example of its schema (both in the developers' tools'
 * layout, whose header links `tools`), and `/_blocks/<type>/<n>` is the example at JSON pointer
 * `/examples/<n>` (counted from 0, as the pointer and the problems shown beside it are) alone on
 * a page (the gallery frames it at phone width).
 */
export async function renderGallery(
  runtime: SiteRuntime,
  pageRequest: RequestInfo,
  nonce: string,
  tools: readonly DevToolLink[],
  type?: string,
  example?: string,
): Promise<RenderedPage> {
  // Examples are previews: a block shows itself without redirecting the architect elsewhere.
  const request: RequestInfo = { ...pageRequest, preview: true };
  const definition = type === undefined ? undefined : runtime.registry.definition(type);
  if (type === undefined) {
    const entries = runtime.registry.types().map((name) => {
      const definition = runtime.registry.definition(name)!;
      const examples = (definition.schema.examples as unknown[] | undefined) ?? [];
      return {
        type: name,
        description: definition.schema.description as string | undefined,
        examples: examples.length,
        // A mode chosen per node: the modes its examples get.
        hydrate:
          typeof definition.hydrate === 'string'
            ? definition.hydrate
            : [...new Set(examples.map((example) => hydrationFor(definition, example)))].join(' / '),
      };
    });
    return renderToolPage(runtime, {
      request,
      nonce,
      title: 'Blocks',
      tool: 'blocks',
      tools,
      body: (
        <>
          <GalleryStyles nonce={nonce} />
          <BlockGalleryIndex entries={entries} />
        </>
      ),
    });
  }
  if (!definition) return runtime.renderErrorPage(404, request, nonce);
  // Examples get the data their blocks ask for on the server, as on a page (a site map lists the site's pages).
  const examples = await withServerDataOf(runtime, request, galleryExamples(definition, runtime.validator));
  const valid = examples.flatMap((item) => (item.node ? [item.node] : [])) as BlockNodeLike[];
  if (example === undefined) {
    return renderToolPage(runtime, {
      request,
      nonce,
      title: `Blocks – ${type}`,
      tool: 'blocks',
      tools,
      nodes: valid,
      body: (
        <>
          <GalleryStyles nonce={nonce} />
          <BlockGalleryPage type={type} description={definition.schema.description as string | undefined} examples={examples} />
        </>
      ),
    });
  }
  const chosen = /^(0|[1-9]\d*)$/.test(example) ? examples[Number(example)]?.node : undefined;
  if (!chosen) return runtime.renderErrorPage(404, request, nonce);
  const label = `${type} – ${example}`;
  return runtime.renderNodes({
    request,
    nonce,
    title: `Blocks – ${label}`,
    nodes: [chosen],
    shell: false,
    body: (
      <>
        <GalleryStyles nonce={nonce} />
        <GalleryFrame label={label}>
          <Block node={chosen} pointer={`/examples/${example}`} />
        </GalleryFrame>
      </>
    ),
  });
}

async function withServerDataOf(runtime: SiteRuntime, request: RequestInfo, examples: GalleryExample[]): Promise<GalleryExample[]> {
  const valid = examples.filter((item) => item.node);
  const prepared = await runtime.nodesWithServerData(
    valid.map((item) => item.node!),
    request,
  );
  const byIndex = new Map(valid.map((item, at) => [item.index, prepared[at]]));
  return examples.map((item) => (byIndex.has(item.index) ? { ...item, node: byIndex.get(item.index) } : item));
}
