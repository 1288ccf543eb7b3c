import type { TransportMode } from '../../../../schemas/generated/api/journey-common';
import type { Route } from '../timetable/types';
import { MODE_DEFAULT_BRANDS } from './mode-defaults';

/** The brands the site knows by name (its pictograms and labels), by their name in capitals. */
const KNOWN_BRANDS = new Map<string, Route['brand']>(
  [
    ...Object.values(MODE_DEFAULT_BRANDS),
    { code: 'TGV_INOUI', label: 'TGV INOUI', picto: 'tgv' },
    { code: 'OUIGO', label: 'OUIGO', picto: 'ouigo' },
    { code: 'RER', label: 'RER', picto: 'rer' },
  ].flatMap((brand) => [
    [brand.label.toUpperCase(), brand],
    [brand.code.toUpperCase(), brand],
  ]),
);
/** Agencies whose routes, unnamed, are the site's own brands by mode (TER, Transilien...). */
const HOME_AGENCY = /\bSNCF\b|^TER$|^RATP$|^Cars régionaux$/i;

/**
 * The brand a route's trains show: the embedded feed's own columns (`brand_code`, `brand_name`,
 * `picto`); else a brand the site knows by the route's short name ("TER", "OUIGO"); else, for the
 * site's own operator, the brand of the mode; else the feed's words: the route's short name
 * ("RV", "Regionale"), or its agency's name, with a mark made of its first letters.
 */
export function routeBrand(row: Record<string, string>, agencyName: string, mode: TransportMode): Route['brand'] {
  const fallback = MODE_DEFAULT_BRANDS[mode];
  if (row.brand_code) return { code: row.brand_code, label: row.brand_name || row.brand_code, picto: row.picto || fallback.picto };
  const shortName = (row.route_short_name ?? '').trim();
  const known = KNOWN_BRANDS.get(shortName.toUpperCase());
  if (known) return known;
  if (!agencyName || HOME_AGENCY.test(agencyName)) return fallback;
  const label = shortName || agencyName;
  return { code: label.toUpperCase().replace(/[^A-Z0-9]+/g, '_'), label, picto: label.toLowerCase() };
}
