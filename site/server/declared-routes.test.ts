import { join } from 'node:path';
import { declaredGetRoutes, routeMatcher } from './declared-routes';

const root = join(import.meta.dirname, '../..');

describe('the routes the server declares', () => {
  it('lists every GET route registered by the app and the BFF, without the page renderer', async () => {
    const routes = await declaredGetRoutes(root);
    expect(routes).toEqual(
      expect.arrayContaining([
        '/healthz',
        '/_blocks',
        '/_blocks/:type',
        '/_blocks/:type/:example',
        '/api/crisis',
        '/api/bff/itineraries',
        '/api/bff/get-train-details',
        '/api/bff/miv/get-station-timetable',
        '/api/bff/locations',
        '/api/webform/captcha',
      ]),
    );
    expect(routes).not.toContain('/*');
    // POST-only routes are not addresses a link can lead to.
    expect(routes).not.toContain('/api/webformFile');
  });

  it('matches a path against route patterns: a parameter is one segment, a wildcard the rest', () => {
    const matches = routeMatcher(['/healthz', '/_blocks/:type', '/files/*']);
    expect(matches('/healthz')).toBe(true);
    expect(matches('/_blocks/paragraph')).toBe(true);
    expect(matches('/_blocks/paragraph/0')).toBe(false);
    expect(matches('/_blocks')).toBe(false);
    expect(matches('/files/a/b.pdf')).toBe(true);
    expect(matches('/healthzz')).toBe(false);
  });
});
