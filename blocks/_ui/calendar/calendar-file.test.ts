import ICAL from 'ical.js';
import { calendarFile, type CalendarLeg } from './calendar-file';

const texts = {
  title: (leg: CalendarLeg) => `${leg.train} : ${leg.origin} → ${leg.destination}`,
  describe: () => ['La voie est annoncée en gare.'],
};

/** The events of an iCalendar file as a calendar program reads them (ical.js, the parser of Thunderbird's calendar). */
function readEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: component.getFirstPropertyValue('url'),
      uid: event.uid,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
    };
  });
}

const paris = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' }).format(date);

describe('the calendar file of a journey', () => {
  // A night journey over the change to summer time (Sunday 29 March 2026, 02:00 became 03:00 in Paris)
  // and one over the change back (Sunday 25 October 2026, 03:00 became 02:00).
  const legs: CalendarLeg[] = [
    {
      train: 'Intercités de nuit 3751',
      origin: 'Paris Austerlitz',
      destination: 'Toulouse Matabiau',
      departure: '2026-03-29T01:30:00+01:00',
      arrival: '2026-03-29T04:10:00+02:00',
      link: 'https://quai.example/voyagez-avec-nous/horaires-et-itineraires/recherche-de-train/detail-train?dateCirculation=2026-03-29&numeroCirculation=3751',
      notes: ['Voiture 12, Place 45'],
    },
    {
      train: 'Intercités de nuit 3752',
      origin: 'Toulouse Matabiau',
      destination: 'Paris Austerlitz',
      departure: '2026-10-25T02:30:00+02:00',
      arrival: '2026-10-25T02:15:00+01:00',
    },
  ];

  it('imports into a calendar program with each train’s Paris times across both changes of summer time', () => {
    const [spring, autumn] = readEvents(calendarFile(legs, texts, 'quai.example'));
    expect(paris(spring!.start)).toBe('29/03/2026 01:30');
    expect(paris(spring!.end)).toBe('29/03/2026 04:10');
    // 01:30 to 04:10 on the night the clocks go forward is 1 h 40 on the train, not 2 h 40.
    expect(spring!.end.getTime() - spring!.start.getTime()).toBe(100 * 60_000);
    expect(paris(autumn!.start)).toBe('25/10/2026 02:30');
    expect(paris(autumn!.end)).toBe('25/10/2026 02:15');
    // Arriving at an earlier hour than it left, on the night the clocks go back: 45 minutes later.
    expect(autumn!.end.getTime() - autumn!.start.getTime()).toBe(45 * 60_000);
  });

  it('names the train and its stations, gives the notes and links back to the train’s page', () => {
    const [event, other] = readEvents(calendarFile(legs, texts, 'quai.example'));
    expect(event!.summary).toBe('Intercités de nuit 3751 : Paris Austerlitz → Toulouse Matabiau');
    expect(event!.location).toBe('Paris Austerlitz');
    expect(event!.description).toBe(`La voie est annoncée en gare.\nVoiture 12, Place 45\n${legs[0]!.link}`);
    expect(event!.url).toBe(legs[0]!.link);
    expect(other!.url).toBeNull();
    expect(event!.uid).not.toBe(other!.uid);
    // The same journey exported again keeps its events' identities: a calendar updates them rather than doubling them.
    expect(readEvents(calendarFile(legs, texts, 'quai.example')).map((read) => read.uid)).toEqual([event!.uid, other!.uid]);
  });

  it('refuses a leg whose time is not a date, rather than writing a wrong event', () => {
    expect(() => calendarFile([{ ...legs[0]!, departure: 'demain' }], texts, 'quai.example')).toThrow(/Not a date: demain/);
  });
});
