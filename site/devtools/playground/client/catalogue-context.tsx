import { createContext, useContext } from 'react';
import type { PlaygroundCatalogue } from '../server/catalogue';

const CatalogueContext = createContext<PlaygroundCatalogue | undefined>(undefined);

export const CatalogueProvider = CatalogueContext.Provider;

/** What the server sent: the schemas, the blocks, the site's pages. */
export function useCatalogue(): PlaygroundCatalogue {
  const value = useContext(CatalogueContext);
  if (!value) throw new Error('the playground needs its catalogue');
  return value;
}
