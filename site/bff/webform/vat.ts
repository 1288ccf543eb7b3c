import * as jsvatModule from 'jsvat-next';

/**
 * EU VAT numbers checked by jsvat-next (format and check digits per country). The package is
 * CommonJS: its functions sit on the default export once bundled or imported by Node.
 */
const jsvat = ((jsvatModule as unknown as { default?: typeof jsvatModule }).default ?? jsvatModule) as typeof jsvatModule;

/** Greece writes EL in VAT numbers; ISO says GR. */
const VAT_PREFIX: Record<string, string> = { GR: 'EL' };

export type VatVerdict = { known: false } | { known: true; valid: boolean };

export function checkEuVat(countryCode: string, vatNumber: string): VatVerdict {
  const iso = countryCode.toUpperCase() === 'EL' ? 'GR' : countryCode.toUpperCase();
  const country = jsvat.countries.find((candidate) => candidate.codes[0] === iso);
  if (!country) return { known: false };
  const prefix = VAT_PREFIX[iso] ?? iso;
  const compact = vatNumber.replace(/[\s.-]/g, '').toUpperCase();
  const withPrefix = compact.startsWith(prefix) ? compact : `${prefix}${compact}`;
  return { known: true, valid: jsvat.checkVAT(withPrefix, [country]).isValid };
}
