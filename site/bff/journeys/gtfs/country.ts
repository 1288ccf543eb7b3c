/** Countries of the time zones of European rail operators, as ISO 3166 alpha-3 codes. */
const COUNTRY_OF_ZONE: Record<string, string> = {
  'Europe/Paris': 'FRA',
  'Europe/Rome': 'ITA',
  'Europe/Madrid': 'ESP',
  'Europe/Berlin': 'DEU',
  'Europe/Zurich': 'CHE',
  'Europe/Brussels': 'BEL',
  'Europe/Luxembourg': 'LUX',
  'Europe/Amsterdam': 'NLD',
  'Europe/London': 'GBR',
  'Europe/Vienna': 'AUT',
  'Europe/Lisbon': 'PRT',
  'Europe/Monaco': 'MCO',
};

/** The country a feed serves, from its agency's time zone; France when the zone says nothing. */
export function countryOfTimeZone(zone: string | undefined): string {
  return COUNTRY_OF_ZONE[zone ?? ''] ?? 'FRA';
}
