import type { EditorialTrafficMessage } from '../../../schemas/generated/traffic/traffic-message';
import type { TrafficAlert } from './alert';
import { IDF_REGION } from './network-index';

/**
 * Editorial messages as alerts: the lines are Ile-de-France lines, so they also put the message in
 * the Ile-de-France region; descriptions were sanitised when the content was loaded.
 */
export function editorialAlerts(messages: readonly EditorialTrafficMessage[]): TrafficAlert[] {
  return messages.map((message) => {
    const lines = (message.lines ?? []).map((line) => line.codeLigne);
    const regions = new Set(message.regions ?? []);
    if (lines.length) regions.add(IDF_REGION);
    return {
      id: message.id,
      source: 'editorial',
      statusType: message.statusType,
      noService: false,
      lines,
      regions: [...regions],
      routeIds: [],
      stationCodes: [],
      periods: (message.activePeriods ?? []).map((period) => ({
        start: Date.parse(period.start),
        end: period.end ? Date.parse(period.end) : null,
      })),
      texts: message.translations,
      updatedAt: new Date(message.updatedAt).toISOString(),
    };
  });
}
