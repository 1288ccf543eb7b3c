import fc from 'fast-check';
import { startPagesApp } from '../../../tests/helpers/full-app';

/**
 * Pages whose islands read the request through request reads (the results page's search form,
 * the language links keeping the query, the traffic screen's tab and line) are, with islands
 * kept and their texts filled in, the same bytes as rendered in full: whatever the search,
 * whichever searches came before.
 */
// One instant for every render: the form shows now (to the minute) when the search has no date.
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T08:30:00Z') });
const kept = (await startPagesApp()).app;
const rendered = (await startPagesApp({ keepIslands: false })).app;
// Its worker's next files share the process (the clock is given back by the suite's set-up).
afterAll(() => Promise.all([kept.close(), rendered.close()]));

const RESULTS = '/itineraires/resultats';
/** Text a visitor or a link could put in a query: markup's special characters, spaces, accents, marks' private-use characters. */
const text = fc.string({
  unit: fc.constantFrom('a', 'É', ' ', '&', '<', '>', '"', "'", '=', '?', '#', '%', '\uE000', '\uE001', '7', '-'),
  maxLength: 12,
});
const day = fc.oneof(fc.constant('2026-11-27'), fc.constant('2027-02-29'), fc.constant('2026-13-01'), text);
const time = fc.oneof(fc.constant('07:05'), fc.constant('23:59'), fc.constant('24:00'), text);
const sens = fc.oneof(fc.constant(undefined), fc.constantFrom('PARTIR_APRES', 'ARRIVER_AVANT'), text);
const place = (end: string) =>
  fc.record(
    {
      [`${end}Label`]: text,
      [`${end}Code`]: text,
      [`${end}Type`]: fc.constantFrom('ZONE_ARRET', '', 'COMMUNE'),
      [`${end}Lat`]: text,
      [`${end}Lng`]: text,
    },
    { requiredKeys: [] },
  );
/** A search as the form writes it (places chosen, one date), or as typed without JavaScript (names, day, time), or parts of either. */
const query = fc
  .tuple(
    place('departure'),
    place('arrival'),
    fc.record(
      {
        sens,
        date: fc.tuple(day, time).map(([d, t]) => `${d}T${t}`),
        day,
        time,
        modes: text,
        // The traffic screen's tab and line.
        tab: fc.oneof(fc.constantFrom('ile-de-france', 'ter', 'bretagne'), text),
        line: fc.oneof(fc.constantFrom('A', 'M4'), text),
      },
      { requiredKeys: [] },
    ),
  )
  .map(([departure, arrival, rest]) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...departure, ...arrival, ...rest })) if (value !== undefined) params.set(name, value);
    return `?${params}`;
  });

describe('islands kept per what they read of the request', () => {
  it('gives the page a full render gives, for any search', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(RESULTS, '/en/itineraries/results', '/', '/info-trafic'), query, async (path, search) => {
        const url = `${path}${search}`;
        const [fromKept, fromRender] = await Promise.all([kept.inject(url), rendered.inject(url)]);
        expect(fromKept.statusCode).toBe(fromRender.statusCode);
        // Where they part, so a failure shows the markup that differs rather than two whole pages.
        const at = [...fromKept.body].findIndex((character, index) => character !== fromRender.body[index]);
        expect(fromKept.body.slice(at - 300, at + 200)).toBe(fromRender.body.slice(at - 300, at + 200));
        expect(fromKept.body).toBe(fromRender.body);
      }),
      { numRuns: 80 },
    );
    // 160 whole pages rendered: more than the suite's 20 s for one test on a busy core.
  }, 90_000);

  it('fills the form and the language links with this search, not the one kept before', async () => {
    const field = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];
    const search = (label: string, date: string) =>
      `${RESULTS}?departureLabel=${encodeURIComponent(label)}&departureCode=87686006&departureType=ZONE_ARRET&departureLat=48.8&departureLng=2.3` +
      `&arrivalLabel=Lyon&arrivalCode=87723197&arrivalType=ZONE_ARRET&arrivalLat=45.7&arrivalLng=4.8&sens=ARRIVER_AVANT&date=${date}`;
    await kept.inject(search('Gare vue avant', '2026-11-27T07:00'));
    const marne = search('Marne & "Vallée" <Chessy>', '2026-12-01T18:45');
    const page = (await kept.inject(marne)).body;
    expect(field(page, 'departureLabel')).toBe('Marne &amp; &quot;Vallée&quot; &lt;Chessy&gt;');
    expect(field(page, 'date')).toBe('2026-12-01T18:45');
    expect(page).toMatch(/<input[^>]*type="radio"[^>]*name="sens" checked="" value="ARRIVER_AVANT"/);
    // The language links keep the query as it came.
    expect(page).toContain(`href="/en/itineraries/results${marne.slice(RESULTS.length).replaceAll('&', '&amp;')}"`);
    expect(page).not.toContain('Gare vue avant');
  });
});
