// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import schema from '../../schemas/blocks/giftcard-tunnel.schema.json';
import { renderBlock } from '../../tests/helpers/render-block';
import { CATALOGUE_STALE_MS } from './useTunnel';

/** In a file of its own: the catalogue cache is the module's, and this test needs it empty. */
const catalogue = [
  {
    productId: 'carte-cadeau',
    minAmount: 2000,
    maxAmount: 15000,
    availableImages: [{ id: 'voyage', src: '/giftcards/voyage.svg' }],
    availableDiscounts: [],
  },
];

it('keeps the gift-card catalogue five minutes, then fetches it again, every five minutes', async () => {
  let fetched = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.endsWith('/get-catalog')) fetched++;
    return new Response(JSON.stringify(catalogue), { status: 200 });
  });
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  try {
    await renderBlock(schema.examples[0]!);
    await screen.findByRole('group', { name: 'Votre carte' });
    expect(fetched).toBe(1);
    await vi.advanceTimersByTimeAsync(CATALOGUE_STALE_MS - 1_000);
    expect(fetched).toBe(1);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(fetched).toBe(2);
    await vi.advanceTimersByTimeAsync(CATALOGUE_STALE_MS);
    expect(fetched).toBe(3);
  } finally {
    visibility.mockRestore();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  }
});
