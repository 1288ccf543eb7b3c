import itinerariesQuerySchema from '../../schemas/api/itineraries-query.schema.json';
import { startFullApp } from '../../tests/helpers/full-app';
import { createApiAjv } from '../../site/bff/request-validation';
import { BENCH_PAGES, itineraryCall, MOBILE_PAGES } from './pages';

describe('the pages held to the budgets', () => {
  it('are the home, results, webform and board pages and the screens of traffic, tickets, search and gift cards, each answering 200', async () => {
    expect(BENCH_PAGES.map((page) => page.name)).toEqual([
      'home',
      'itinerary results',
      'webform',
      'station board',
      'traffic information',
      'traveller file',
      'news search',
      'gift-card tunnel',
    ]);
    const site = await startFullApp();
    try {
      for (const page of BENCH_PAGES) expect([page.path, (await site.app.inject(page.path)).statusCode]).toEqual([page.path, 200]);
    } finally {
      await site.close();
    }
  }, 60_000);
});

describe('the pages measured on a phone', () => {
  it('are the six main pages, each answering 200, the tickets page with the session of its booking', async () => {
    expect(MOBILE_PAGES.map((page) => page.name)).toEqual([
      'home',
      'results Paris → Lyon',
      'claim form',
      'gift-card tunnel',
      'tickets of QUAI01',
      'station board',
    ]);
    const site = await startFullApp();
    try {
      for (const page of MOBILE_PAGES) {
        const lookup = page.booking && (await site.app.inject({ method: 'POST', url: '/api/bff/booking-file', payload: page.booking }));
        const cookie = lookup && String(lookup.headers['set-cookie']).split(';')[0];
        const answer = await site.app.inject({ url: page.path, headers: cookie ? { cookie } : {} });
        expect([page.path, answer.statusCode]).toEqual([page.path, 200]);
        // The tickets of the booking, not the lookup form: its passengers' names (React separates the two parts of a name with a comment).
        if (page.booking) expect(answer.body.replaceAll('<!-- -->', '')).toContain('Claire Martin');
      }
    } finally {
      await site.close();
    }
  }, 60_000);
});

describe('the load benchmark targets', () => {
  it('call the itinerary route with the results page search, as a query the route accepts', () => {
    const call = new URL(itineraryCall(), 'http://quai.test');
    expect(call.pathname).toBe('/api/bff/itineraries');
    const query = Object.fromEntries(call.searchParams);
    // The route's own validator: a query it refuses would be measured as fast 400s.
    expect(createApiAjv().validate(itinerariesQuerySchema, { ...query })).toBe(true);
    const results = new URL(BENCH_PAGES.find((page) => page.name === 'itinerary results')!.path, 'http://quai.test').searchParams;
    expect(query).toMatchObject({
      departureCode: results.get('departureCode'),
      arrivalCode: results.get('arrivalCode'),
      date: results.get('date'),
      locale: 'fr',
    });
  });
});
