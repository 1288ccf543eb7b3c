import { readStations } from '../../data/stations';

/**
 * Option lists the form API serves to autocomplete elements (#autocomplete_options), by id.
 * The server checks submitted values against the same lists.
 */
export type OptionsMap = Record<string, string>;

/** Reads a list once, the first time it is asked for. */
function once(load: () => OptionsMap): () => OptionsMap {
  let loaded: OptionsMap | undefined;
  return () => (loaded ??= load());
}

export function createOptionSets(root: string): ReadonlyMap<string, () => OptionsMap> {
  return new Map<string, () => OptionsMap>([
    [
      'stations',
      // The main stations (category A): the list a claim form offers.
      once(() =>
        Object.fromEntries(
          readStations(root)
            .filter((station) => station.segment_drg === 'A')
            .map((station) => station.nom)
            .sort((a, b) => a.localeCompare(b, 'fr'))
            .map((name) => [name, name]),
        ),
      ),
    ],
  ]);
}
