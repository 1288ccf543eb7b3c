import type { JourneyServices } from './service';

/**
 * The journey services of a real operator's BFF at QUAI_JOURNEYS_UPSTREAM_URL, which answers
 * the same paths and shapes (itineraries, get-train-details, miv/get-station-timetable,
 * locations). Parameters are passed on as they came; a failure becomes an error (a 502 answer).
 */
export function upstreamJourneyServices(baseUrl: string, fetchImpl: typeof fetch = fetch): JourneyServices {
  const get = async <T>(path: string, parameters: Record<string, string | string[] | number | boolean | undefined>): Promise<T> => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(parameters)) {
      for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, String(item));
    }
    const response = await fetchImpl(`${baseUrl.replace(/\/$/, '')}/${path}?${query}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10000) });
    if (!response.ok) throw Object.assign(new Error(`Upstream ${path} answered ${response.status}`), { statusCode: 502 });
    return (await response.json()) as T;
  };
  return {
    itineraries: (search) => get('itineraries', { ...search, modes: search.modes.join(',') }),
    trainDetails: (query) => get('get-train-details', { dateCirculation: query.dateCirculation, numeroCirculation: query.numeros, codeCirculation: query.codeCirculation, destinationCode: query.destinationCode, locale: query.locale }),
    stationTimetable: (query) => get('miv/get-station-timetable', { ...query }),
    locations: (query) => get('locations', { ...query }),
  };
}
