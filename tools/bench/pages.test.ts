import itinerariesQuerySchema from '../../schemas/api/itineraries-query.schema.json';
import { createApiAjv } from '../../site/bff/request-validation';
import { BENCH_PAGES, itineraryCall } from './pages';

describe('the load benchmark targets', () => {
  it('call the itinerary route with the results page search, as a query the route accepts', () => {
    const call = new URL(itineraryCall(), 'http://quai.test');
    expect(call.pathname).toBe('/api/bff/itineraries');
    const query = Object.fromEntries(call.searchParams);
    // The route's own validator: a query it refuses would be measured as fast 400s.
    expect(createApiAjv().validate(itinerariesQuerySchema, { ...query })).toBe(true);
    const results = new URL(BENCH_PAGES.find((page) => page.name === 'itinerary results')!.path, 'http://quai.test').searchParams;
    expect(query).toMatchObject({ departureCode: results.get('departureCode'), arrivalCode: results.get('arrivalCode'), date: results.get('date'), locale: 'fr' });
  });
});
