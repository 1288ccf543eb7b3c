// @vitest-environment jsdom
import { COMPONENT_ISLAND_ATTRIBUTE, HYDRATE_NOW_EVENT, ISLAND_ATTRIBUTE, ISLAND_HYDRATE_ATTRIBUTE } from './islands';
import { scheduleIslands, type IslandHydrator } from './schedule-islands';

/** A page with a block island hydrated on load and the header, hydrated when the visitor comes to it. */
function page() {
  document.body.innerHTML = `
    <div ${COMPONENT_ISLAND_ATTRIBUTE}="header" ${ISLAND_HYDRATE_ATTRIBUTE}="interaction"><header><a href="/">Quai</a><button type="button">Menu</button></header></div>
    <div ${ISLAND_ATTRIBUTE}="itinerary-results" ${ISLAND_HYDRATE_ATTRIBUTE}="load"><ol><li>07:00</li></ol></div>`;
  return {
    header: document.querySelector<HTMLElement>(`[${COMPONENT_ISLAND_ATTRIBUTE}]`)!,
    results: document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)!,
  };
}

/** A hydrator that notes which islands it was given, as the page's React half would hydrate them. */
function recordingHydrator(hydrated: string[]): IslandHydrator {
  return {
    hydrateBlockIsland: async (element) => void hydrated.push(element.getAttribute(ISLAND_ATTRIBUTE)!),
    hydrateComponentIsland: async (element) => void hydrated.push(element.getAttribute(COMPONENT_ISLAND_ATTRIBUTE)!),
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the island scheduler', () => {
  it('loads the hydrator once, for the island hydrated on load, and the header only when the visitor comes to it', async () => {
    const { header } = page();
    const hydrated: string[] = [];
    const load = vi.fn(async () => recordingHydrator(hydrated));
    scheduleIslands(load);
    await settled();
    expect(hydrated).toEqual(['itinerary-results']);
    header.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settled();
    expect(hydrated).toEqual(['itinerary-results', 'header']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing on a page whose islands all wait for the visitor', async () => {
    const { results } = page();
    results.setAttribute(ISLAND_HYDRATE_ATTRIBUTE, 'interaction');
    const load = vi.fn(async () => recordingHydrator([]));
    scheduleIslands(load);
    await settled();
    expect(load).not.toHaveBeenCalled();
  });

  it('tries the hydrator again for the next island when loading it failed (a network cut)', async () => {
    const { header } = page();
    const hydrated: string[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<IslandHydrator>>()
      .mockRejectedValueOnce(new Error('chunk failed to load'))
      .mockResolvedValue(recordingHydrator(hydrated));
    scheduleIslands(load);
    await settled();
    expect(errors).toHaveBeenCalledWith('island failed to hydrate', expect.any(Error));
    header.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await settled();
    expect(hydrated).toEqual(['header']);
    expect(load).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });

  it('hydrates an island waiting for the visitor when a page script asks for it now, and once only', async () => {
    const { results } = page();
    results.setAttribute(ISLAND_HYDRATE_ATTRIBUTE, 'interaction');
    const hydrated: string[] = [];
    scheduleIslands(async () => recordingHydrator(hydrated));
    await settled();
    expect(hydrated).toEqual([]);
    results.dispatchEvent(new Event(HYDRATE_NOW_EVENT));
    await settled();
    expect(hydrated).toEqual(['itinerary-results']);
    // The visitor comes to it afterwards: it is React's already.
    results.querySelector('li')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    results.dispatchEvent(new Event(HYDRATE_NOW_EVENT));
    await settled();
    expect(hydrated).toEqual(['itinerary-results']);
  });
});
