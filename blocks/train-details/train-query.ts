import type { QueryValues } from '../../adapters/bff-client/client';
import { bffKeys, type BffKey } from '../../adapters/bff-client/keys';
import type { TrainDetail } from '../../adapters/bff-client/types';
import type { Locale } from '@quai/engine/i18n';

/** The train a details page asks for, from its query string. */
export interface TrainQuery {
  dateCirculation: string;
  numeros: string[];
  codeCirculation?: string;
  destinationCode?: string;
}

/** numeroCirculation may repeat or hold numbers separated by commas; without a date and a number there is nothing to ask. */
export function trainQueryFromParams(params: URLSearchParams): TrainQuery | null {
  const dateCirculation = params.get('dateCirculation')?.slice(0, 10) ?? '';
  const numeros = params
    .getAll('numeroCirculation')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateCirculation) || numeros.length === 0) return null;
  const codeCirculation = params.get('codeCirculation') ?? undefined;
  const destinationCode = params.get('destinationCode') ?? undefined;
  return { dateCirculation, numeros, ...(codeCirculation ? { codeCirculation } : {}), ...(destinationCode ? { destinationCode } : {}) };
}

/** The query string of the BFF call, and of its live stream (destinationCode is filtered by the page, not sent). */
export function trainDetailsValues(query: TrainQuery, locale: Locale): QueryValues {
  return { dateCirculation: query.dateCirculation, numeroCirculation: query.numeros, codeCirculation: query.codeCirculation, locale };
}

/** The BFF call for a query. */
export function trainDetailsKey(query: TrainQuery, locale: Locale): BffKey {
  return bffKeys.trainDetails(trainDetailsValues(query, locale));
}

export type TrainChoice =
  | { kind: 'not_found' }
  | { kind: 'wrong_destination' }
  | { kind: 'choice'; trains: TrainDetail[] }
  | { kind: 'one'; train: TrainDetail };

/** What the page shows for an answer: one train, a choice between several, or why there is none. */
export function chooseTrain(details: readonly TrainDetail[], destinationCode: string | undefined): TrainChoice {
  if (details.length === 0) return { kind: 'not_found' };
  if (destinationCode) {
    const train = details.find((detail) => detail.destinationCode === destinationCode);
    return train ? { kind: 'one', train } : { kind: 'wrong_destination' };
  }
  return details.length === 1 ? { kind: 'one', train: details[0]! } : { kind: 'choice', trains: [...details] };
}

/** Whole minutes a passage runs late (0 when on time or early). */
export function delayMinutes(planned: string, real: string): number {
  return Math.max(0, Math.round((Date.parse(real) - Date.parse(planned)) / 60_000));
}

/** The services shown: at most six, by priority. */
const MAX_SERVICES = 6;
export function shownServices<T extends { priority: number }>(services: readonly T[]): T[] {
  return [...services].sort((a, b) => a.priority - b.priority).slice(0, MAX_SERVICES);
}
