import { openTwinPostgresStores } from '../../../tests/helpers/store-engines';
import type { TrafficAlert } from './alert';
import { TrafficStore } from './store';

const alert = (id: string, title: string): TrafficAlert => ({
  id,
  source: 'editorial',
  statusType: 'travaux',
  noService: false,
  lines: ['A'],
  regions: ['11'],
  routeIds: [],
  stationCodes: [],
  periods: [],
  texts: { fr: { title, description: '<p>Travaux de nuit.</p>' } },
  updatedAt: '2026-11-02T08:00:00.000Z',
});

describe('traffic alerts on PostgreSQL shared by two servers', () => {
  it('are replaced whole by servers refreshing one source at the same moment, each alert kept once', async () => {
    const [one, two] = await openTwinPostgresStores();
    const stores = [new TrafficStore(one), new TrafficStore(two)];
    const editions = Array.from({ length: 10 }, (_, edition) => [
      alert('rer-a-travaux', `Travaux, édition ${edition}`),
      alert('rer-b-travaux', `Travaux B, édition ${edition}`),
    ]);
    await Promise.all(editions.map((alerts, edition) => stores[edition % 2]!.replaceSource('editorial', alerts, new Date())));
    const { alerts } = await stores[0]!.all();
    expect(alerts.map((kept) => kept.id)).toEqual(['rer-a-travaux', 'rer-b-travaux']);
    // One edition whole, never half of one and half of another.
    expect(alerts[0]!.texts.fr.title.slice(-1)).toBe(alerts[1]!.texts.fr.title.slice(-1));
    await Promise.all([one.close(), two.close()]);
  });
});
