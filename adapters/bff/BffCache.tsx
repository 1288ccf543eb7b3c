import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/**
 * A BFF answer cache for one block. Islands are separate roots and share nothing anyway; a
 * cache per block also keeps component tests, which mount blocks one after another, apart.
 */
export function BffCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
}
