import { answerCheck, type AnswerVerdict } from '../../../adapters/answer-check';
import itinerarySchema from '../../../schemas/api/itinerary.schema.json';
import locationSchema from '../../../schemas/api/location.schema.json';
import stationTimetableSchema from '../../../schemas/api/station-timetable.schema.json';
import trainDetailSchema from '../../../schemas/api/train-detail.schema.json';
import type { Itinerary } from '../../../schemas/generated/api/itinerary';
import type { Location } from '../../../schemas/generated/api/location';
import type { StationTimetable } from '../../../schemas/generated/api/station-timetable';
import type { TrainDetail } from '../../../schemas/generated/api/train-detail';
import { listSchema, selfContained } from '../answers/self-contained';
import type { JourneyServices } from './service';

type Check<T> = (value: unknown) => AnswerVerdict<T>;

/** Each upstream answer is checked against the schema the site's own answer has. */
const CHECKS = {
  itineraries: answerCheck<Itinerary[]>(selfContained(listSchema(itinerarySchema))),
  trainDetails: answerCheck<TrainDetail[]>(selfContained(listSchema(trainDetailSchema))),
  stationTimetable: answerCheck<StationTimetable>(selfContained(stationTimetableSchema)),
  locations: answerCheck<Location[]>(selfContained(listSchema(locationSchema))),
};

/** An upstream that failed, or answered what the site cannot use: a 502 with the reason, logged by the API's error answer. */
function badGateway(path: string, reason: string): Error {
  return Object.assign(new Error(`The journeys upstream ${path} ${reason}`), { statusCode: 502 });
}

/**
 * The journey services of a real operator's BFF at QUAI_JOURNEYS_UPSTREAM_URL, which answers
 * the same paths and shapes (itineraries, get-train-details, miv/get-station-timetable,
 * locations). Parameters are passed on as they came. An upstream that does not answer, fails,
 * or answers anything but the declared shape is a 502 with the reason: a malformed answer
 * never reaches a visitor's page.
 */
export function upstreamJourneyServices(baseUrl: string, fetchImpl: typeof fetch = fetch): JourneyServices {
  const get = async <T>(
    path: string,
    check: Check<T>,
    parameters: Record<string, string | string[] | number | boolean | undefined>,
  ): Promise<T> => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(parameters)) {
      for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, String(item));
    }
    const response = await fetchImpl(`${baseUrl.replace(/\/$/, '')}/${path}?${query}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(10000),
    }).catch((error: unknown) => {
      throw badGateway(path, `did not answer (${error instanceof Error ? error.message : String(error)})`);
    });
    if (!response.ok) throw badGateway(path, `answered ${response.status}`);
    const body: unknown = await response.json().catch(() => {
      throw badGateway(path, 'answered something that is not JSON');
    });
    const verdict = check(body);
    if (!verdict.ok) throw badGateway(path, `answered an unexpected shape: ${verdict.reason}`);
    return verdict.value;
  };
  return {
    itineraries: (search) => get('itineraries', CHECKS.itineraries, { ...search, modes: search.modes.join(',') }),
    trainDetails: (query) =>
      get('get-train-details', CHECKS.trainDetails, {
        dateCirculation: query.dateCirculation,
        numeroCirculation: query.numeros,
        codeCirculation: query.codeCirculation,
        destinationCode: query.destinationCode,
        locale: query.locale,
      }),
    stationTimetable: (query) => get('miv/get-station-timetable', CHECKS.stationTimetable, { ...query }),
    locations: (query) => get('locations', CHECKS.locations, { ...query }),
  };
}
