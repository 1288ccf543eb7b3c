import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import Banner from '../../blocks/banner/Renderer';
import KeyFigures from '../../blocks/key-figures/Renderer';
import Paragraph from '../../blocks/paragraph/Renderer';
import { Blocks } from '@quai/engine/Blocks';
import type { BlockNodeLike } from '@quai/engine/content-validator';
import { EngineProvider, type EngineSettings } from '@quai/engine/engine-context';
import type { BannerBlock } from '../../schemas/generated/blocks/banner';
import type { KeyFiguresBlock } from '../../schemas/generated/blocks/key-figures';
import type { ParagraphBlock } from '../../schemas/generated/blocks/paragraph';
import type { AssetResolver } from '../../site/server/assets';
import { SiteRuntime } from '../../site/server/runtime';
import { withPageProviders } from '../../site/shell/page-providers';

/**
 * Server rendering of 100 blocks through the engine, against the same blocks written by hand
 * as JSX with the same renderers. Budget: within 1.3x.
 */
const paragraph: ParagraphBlock = {
  type: 'paragraph',
  title: 'Voyager avec un vélo',
  text: '<p>Les vélos non démontés voyagent dans les espaces dédiés des TER et des Intercités, sur réservation dans les TGV INOUI.</p>',
};
const figures: KeyFiguresBlock = {
  type: 'key-figures',
  figures: [
    { number: '15000', description: 'trains par jour' },
    { number: '94', exponent: '%', description: 'à l’heure' },
  ],
};
const banner: BannerBlock = {
  type: 'banner',
  backgroundColor: 'secondary',
  title: 'Carte Avantage',
  text: '<p>Jusqu’à 30 % de réduction.</p>',
  link: { href: '/cartes', label: 'Découvrir', variant: 'button' },
};

/**
 * 100 blocks in a row. Blocks that nest others (layout) are left out: their children go through
 * the engine whichever way the parent is written, so they would not measure the difference.
 */
const nodes = Array.from({ length: 100 }, (_, index) => [paragraph, figures, banner][index % 3]) as unknown as BlockNodeLike[];

function handWritten(): ReactElement {
  return (
    <>
      {nodes.map((node, index) => {
        switch (node.type) {
          case 'paragraph':
            return <Paragraph key={index} {...(node as unknown as ParagraphBlock)} />;
          case 'key-figures':
            return <KeyFigures key={index} {...(node as unknown as KeyFiguresBlock)} />;
          default:
            return <Banner key={index} {...(node as unknown as BannerBlock)} />;
        }
      })}
    </>
  );
}

/**
 * The blocks alone, without the page shell or document around them (they would weigh the same
 * on both sides and flatten the ratio): one list dispatched through the engine, the other the
 * hand-written JSX, both inside the same providers and rendered to a string.
 */
export async function benchmarkSsr(root: string): Promise<{ engineMs: number; handMs: number; ratio: number; blocks: number }> {
  const assets: AssetResolver = { baseStylesheets: () => [], blockStylesheets: () => [], islandScripts: () => [], alwaysScripts: () => [] };
  const runtime = await SiteRuntime.create({ root, mode: 'production', assets, logger: { info() {}, warn() {}, error() {} } });
  const context = { locale: 'fr' as const, layout: 'homepage' as const, messages: runtime.catalogs.fr, request: { path: '/', search: '' } };
  const islandShell = (island: ReactElement) => withPageProviders(context, island);
  // As the site's server renders a page: static blocks without their containment (see SiteRuntime).
  const settings: EngineSettings = {
    registry: runtime.registry,
    mode: 'production',
    log: () => {},
    islandShell,
    renderIsland: (island, identifierPrefix) => renderToString(island, { identifierPrefix }),
    uncontainedStaticBlocks: true,
  };
  const engine = () =>
    renderToString(
      islandShell(
        <EngineProvider settings={settings}>
          <Blocks nodes={nodes} at="blocks" />
        </EngineProvider>,
      ),
    ).length;
  const hand = () => renderToString(islandShell(handWritten())).length;
  const samples = { engine: [] as number[], hand: [] as number[] };
  for (let round = 0; round < 60; round++) {
    for (const [name, run] of [
      ['engine', engine],
      ['hand', hand],
    ] as const) {
      const start = performance.now();
      for (let i = 0; i < 10; i++) run();
      if (round >= 10) samples[name].push((performance.now() - start) / 10);
    }
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const engineMs = median(samples.engine);
  const handMs = median(samples.hand);
  return { engineMs, handMs, ratio: engineMs / handMs, blocks: nodes.length };
}
