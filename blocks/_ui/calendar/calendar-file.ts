import { createEvents, type DateArray } from 'ics';

/** One train of a journey as it goes into a calendar. */
export interface CalendarLeg {
  /** The train as the page names it ("TGV INOUI 6103"). */
  train: string;
  origin: string;
  destination: string;
  /** ISO 8601 instants with their offset (Paris time), as the API gives them. */
  departure: string;
  arrival: string;
  /** The train's page (an absolute URL). */
  link?: string;
  /** What else the traveller needs in the event, already in the page's language (coach and seat). */
  notes?: readonly string[];
}

/** The event's texts in the page's language. */
export interface CalendarTexts {
  title(leg: CalendarLeg): string;
  /** The description's first lines: the times in Paris and the platform to come. */
  describe(leg: CalendarLeg): string[];
}

/** An instant as ics takes it in UTC: the calendar shows it in its own zone, which is exact across a change of summer time. */
const utc = (iso: string): DateArray => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${iso}`);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes()];
};

/**
 * An iCalendar file (RFC 5545, written by the `ics` package) with one event per train: its
 * stations, train, times and a link back to the train's page. Each event's UID is made of the
 * train and its departure, so importing the same journey again updates it rather than doubling it.
 */
export function calendarFile(legs: readonly CalendarLeg[], texts: CalendarTexts, host: string): string {
  const { error, value } = createEvents(
    legs.map((leg) => ({
      uid: `${leg.train.replace(/\W+/g, '-')}-${utc(leg.departure).join('')}@${host}`,
      title: texts.title(leg),
      start: utc(leg.departure),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: utc(leg.arrival),
      endInputType: 'utc',
      endOutputType: 'utc',
      location: leg.origin,
      description: [...texts.describe(leg), ...(leg.notes ?? []), ...(leg.link ? [leg.link] : [])].join('\n'),
      ...(leg.link ? { url: leg.link } : {}),
      productId: host,
      busyStatus: 'BUSY',
    })),
  );
  if (error || !value) throw error ?? new Error('No calendar file was written');
  return value;
}
