import { join } from 'node:path';
import { loadJourneyData, type JourneyData } from '../../site/bff/journeys/embedded/journey-data';
import type { Timetable } from '../../site/bff/journeys/timetable/types';

const root = join(import.meta.dirname, '../..');

/**
 * The day unit tests take as today: the embedded timetable's week shift depends on today (so that
 * today is served), and a test must not depend on the day it runs.
 */
export const TEST_TODAY = '2026-11-23';

const loaded = new Map<string, JourneyData>();

/** The embedded journey data (SNCF's timetables and the Île-de-France lines) as a server whose today is `today` loads it. */
function embeddedJourneyData(today = TEST_TODAY): JourneyData {
  let data = loaded.get(today);
  if (!data) {
    data = loadJourneyData(root, {}, { today });
    loaded.set(today, data);
  }
  return data;
}

export function embeddedTimetable(today = TEST_TODAY): Timetable {
  return embeddedJourneyData(today).timetable;
}
