import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { isLocale, type Locale } from '@quai/engine/i18n';
import { sanitizeRichText } from '@quai/engine/sanitize';
import type { TrafficAlert } from './alert';
import type { NetworkIndex } from './network-index';
import { alertStatusType } from './status-type';

const { transit_realtime: rt } = GtfsRealtimeBindings;

/**
 * The alerts of a GTFS-realtime feed (protobuf FeedMessage), mapped onto the network:
 * - `informed_entity.route_id` names a route of the timetable (an Ile-de-France line of the
 *   picker when it is one); `stop_id` a station; both give the regions the alert concerns;
 * - `active_period` becomes the alert's periods (none: always active);
 * - `header_text` / `description_text` translations give the title and text per locale (a
 *   translation without language is French); the description, plain text, becomes paragraphs;
 * - `effect` and `cause` give the status type (alertStatusType), NO_SERVICE closes what it names.
 * Throws when the bytes are not a FeedMessage: the caller keeps the alerts it had.
 */
export function decodeServiceAlerts(bytes: Uint8Array, network: NetworkIndex, updatedAt: string): TrafficAlert[] {
  const feed = rt.FeedMessage.decode(bytes);
  if (!feed.header?.gtfsRealtimeVersion) throw new Error('not a GTFS-realtime feed: the header has no gtfs_realtime_version');
  const fallbackTimestamp = feed.header.timestamp ? new Date(Number(feed.header.timestamp) * 1000).toISOString() : updatedAt;
  return feed.entity.flatMap((entity) => {
    const alert = entity.alert;
    if (!alert || entity.isDeleted) return [];
    const titles = translations(alert.headerText);
    if (!titles.fr) return [];
    const descriptions = translations(alert.descriptionText);
    const informed = alert.informedEntity ?? [];
    const routeIds = unique(informed.map((informed) => informed.routeId ?? informed.trip?.routeId ?? '').filter(Boolean));
    const stationCodes = unique(informed.map((informed) => (informed.stopId ? network.stationCode(informed.stopId) : '')).filter(Boolean));
    const lines = unique(routeIds.map((routeId) => network.lineOfRoute(routeId) ?? ''));
    const regions = unique([
      ...routeIds.flatMap((routeId) => network.regionsOfRoute(routeId)),
      ...stationCodes.map((code) => network.regionOfStation(code) ?? ''),
    ]);
    const effect = enumName(rt.Alert.Effect, alert.effect);
    const texts = Object.fromEntries(
      (Object.keys(titles) as Locale[]).map((locale) => [
        locale,
        { title: titles[locale]!, description: paragraphs(descriptions[locale] ?? descriptions.fr ?? '') },
      ]),
    ) as TrafficAlert['texts'];
    return [
      {
        id: entity.id,
        source: 'gtfs-rt' as const,
        statusType: alertStatusType(effect, enumName(rt.Alert.Cause, alert.cause)),
        noService: effect === 'NO_SERVICE',
        lines: lines.filter(Boolean),
        regions: regions.filter(Boolean),
        routeIds,
        stationCodes,
        // A missing bound decodes as 0: an open start or end.
        periods: (alert.activePeriod ?? []).map((period) => ({
          start: Number(period.start ?? 0) * 1000,
          end: Number(period.end ?? 0) ? Number(period.end) * 1000 : null,
        })),
        texts,
        updatedAt: fallbackTimestamp,
      },
    ];
  });
}

function translations(text: GtfsRealtimeBindings.transit_realtime.ITranslatedString | null | undefined): Partial<Record<Locale, string>> {
  const found: Partial<Record<Locale, string>> = {};
  for (const translation of text?.translation ?? []) {
    const language = (translation.language || 'fr').slice(0, 2).toLowerCase();
    if (isLocale(language) && translation.text?.trim() && !found[language]) found[language] = translation.text.trim();
  }
  return found;
}

/** Plain text as HTML paragraphs (a blank line separates them), escaped, then sanitised as any rich text. */
function paragraphs(text: string): string {
  const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return sanitizeRichText(
    text
      .split(/\n\s*\n/)
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => `<p>${escapeXml(part).replace(/\n/g, '<br>')}</p>`)
      .join(''),
  );
}

function enumName(values: object, value: number | null | undefined): string | undefined {
  return Object.entries(values).find(([, number]) => number === value)?.[0];
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
