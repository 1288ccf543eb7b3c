import type { ReactElement } from 'react';
import type { Readable } from 'node:stream';
import Banner from '../../blocks/banner/Renderer';
import KeyFigures from '../../blocks/key-figures/Renderer';
import Paragraph from '../../blocks/paragraph/Renderer';
import type { BlockNodeLike } from '../../engine/content-validator';
import type { BannerBlock } from '../../schemas/generated/blocks/banner';
import type { KeyFiguresBlock } from '../../schemas/generated/blocks/key-figures';
import type { ParagraphBlock } from '../../schemas/generated/blocks/paragraph';
import type { AssetResolver } from '../../site/server/assets';
import { SiteRuntime } from '../../site/server/runtime';

/**
 * Server rendering of a 100-block page through the engine, against the same page with its
 * blocks written by hand as JSX with the same renderers. Budget: within 1.3x.
 */
const paragraph: ParagraphBlock = { type: 'paragraph', title: 'Voyager avec un vélo', text: '<p>Les vélos non démontés voyagent dans les espaces dédiés des TER et des Intercités, sur réservation dans les TGV INOUI.</p>' };
const figures: KeyFiguresBlock = { type: 'key-figures', figures: [{ number: '15000', description: 'trains par jour' }, { number: '94', exponent: '%', description: 'à l’heure' }] };
const banner: BannerBlock = { type: 'banner', backgroundColor: 'secondary', title: 'Carte Avantage', text: '<p>Jusqu’à 30 % de réduction.</p>', link: { href: '/cartes', label: 'Découvrir', variant: 'button' } };

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

async function drain(body: Readable): Promise<number> {
  let length = 0;
  for await (const chunk of body) length += (chunk as Buffer).length;
  return length;
}

/**
 * Both pages go through the server's real pipeline (document, shell, streaming): one dispatches
 * the nodes through the engine, the other puts the hand-written JSX in their place.
 */
export async function benchmarkSsr(root: string): Promise<{ engineMs: number; handMs: number; ratio: number; blocks: number }> {
  const assets: AssetResolver = { baseStylesheets: () => [], blockStylesheets: () => [], islandScripts: () => [], alwaysScripts: () => [] };
  const runtime = await SiteRuntime.create({ root, mode: 'production', assets, logger: { info() {}, warn() {}, error() {} } });
  const request = { path: '/', search: '' };
  const engine = async () => drain((await runtime.renderNodes({ request, nonce: 'bench', title: 'Banc', nodes })).body);
  const hand = async () => drain((await runtime.renderNodes({ request, nonce: 'bench', title: 'Banc', nodes, body: handWritten() })).body);
  const samples = { engine: [] as number[], hand: [] as number[] };
  for (let round = 0; round < 60; round++) {
    for (const [name, run] of [['engine', engine], ['hand', hand]] as const) {
      const start = performance.now();
      for (let i = 0; i < 10; i++) await run();
      if (round >= 10) samples[name].push((performance.now() - start) / 10);
    }
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const engineMs = median(samples.engine);
  const handMs = median(samples.hand);
  return { engineMs, handMs, ratio: engineMs / handMs, blocks: nodes.length };
}
