import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { BffAnswers } from './server-answers';
import { ISLAND_SWR_OPTIONS } from './swr-options';

/**
 * A BFF answer cache for one block. Islands are separate roots and share nothing anyway; a
 * cache per block also keeps component tests, which mount blocks one after another, apart.
 * `answers` are those the server already rendered: the block shows them without fetching.
 * Every fetch inside follows ISLAND_SWR_OPTIONS.
 */
export function BffCache({ answers, children }: { answers?: BffAnswers | undefined; children: ReactNode }) {
  return (
    <SWRConfig value={{ ...ISLAND_SWR_OPTIONS, provider: () => new Map(), ...(answers ? { fallback: answers } : {}) }}>
      {children}
    </SWRConfig>
  );
}
