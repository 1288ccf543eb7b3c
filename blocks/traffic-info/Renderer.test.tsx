// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrafficAnswer } from '../../schemas/generated/api/traffic-answer';
import schema from '../../schemas/blocks/traffic-info.schema.json';
import { failWith, fakeBff, fakeInProcessBff } from '../../tests/helpers/fake-bff';
import { hydrateBlock, renderBlock, renderBlockToHtml, validateBlock } from '../../tests/helpers/render-block';
import { frames } from '../../tests/helpers/island-hydration';

const block = schema.examples[0]!;
const idf: TrafficAnswer = {
  updatedAt: '2026-11-23T07:00:00Z',
  messages: [
    {
      id: 'b-works',
      statusType: 'travaux',
      title: 'RER B : travaux au nord',
      description: '<p>Bus de remplacement.</p>',
      updatedAt: '2026-11-20T08:00:00Z',
      lines: [{ codeLigne: 'B' }],
    },
    {
      id: 'b-info',
      statusType: 'information',
      title: 'RER B : nouvelle gare',
      description: '<p>Ouverte.</p>',
      updatedAt: '2026-11-19T08:00:00Z',
      lines: [{ codeLigne: 'B' }],
    },
    {
      id: 'a-delays',
      statusType: 'perturbation',
      title: 'RER A : retards',
      description: '<p>Signalisation.</p>',
      updatedAt: '2026-11-23T06:00:00Z',
      lines: [{ codeLigne: 'A' }],
    },
  ],
  hourlyRecords: [{ title: 'RER B – Aéroport CDG – Massy', file: '/api/traffic/hourly-records/RER-B.pdf' }],
};
const empty: TrafficAnswer = { updatedAt: '2026-11-23T07:00:00Z', messages: [], hourlyRecords: [] };

// jsdom has no media queries: a wide screen, where the detail sits beside the picker.
beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});

describe('traffic-info block', () => {
  it('renders the view of the URL on the server: the line picker, the chosen line and its messages', async () => {
    const server = fakeInProcessBff({ '/api/traffic': idf });
    const html = await renderBlockToHtml(block, {
      services: { bff: server.bff },
      request: { path: '/info-trafic', search: '?tab=ile-de-france&line=B' },
    });
    expect(server.calls[0]!.query.get('perimeter')).toBe('FR-IDF');
    expect(html).toContain('RER B : travaux au nord');
    expect(html).toContain('href="?tab=ter"');
    expect(html).toContain('href="?tab=ile-de-france&amp;line=T3A"');
    expect(html).toContain('Mis à jour le 23 novembre 2026 à 08:00');
  });

  it('derives each line status in order and groups the line messages perturbation, travaux, information', async () => {
    const server = fakeInProcessBff({ '/api/traffic': idf });
    fakeBff({ '/api/traffic': failWith(503) });
    await renderBlock(block, { services: { bff: server.bff }, request: { path: '/info-trafic', search: '?line=B' } });
    const picker = screen.getByRole('navigation', { name: "Lignes d'Île-de-France" });
    expect(within(picker).getByRole('link', { name: /^RER A\s*Trafic perturbé$/ })).toBeVisible();
    expect(within(picker).getByRole('link', { name: /^RER B\s*Travaux$/ })).toHaveAttribute('aria-current', 'true');
    expect(within(picker).getByRole('link', { name: /^Métro 3bis\s*Trafic normal$/ })).toBeVisible();
    const headings = screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Travaux (1)', 'Informations (1)', 'Fiches horaires']);
    expect(screen.getByRole('link', { name: /RER B – Aéroport CDG – Massy/ })).toHaveAttribute(
      'href',
      '/api/traffic/hourly-records/RER-B.pdf',
    );
  });

  it('selects a line in place, prompts before, and says when a line has no message', async () => {
    const server = fakeInProcessBff({ '/api/traffic': idf });
    await renderBlock(block, { services: { bff: server.bff }, request: { path: '/info-trafic', search: '' } });
    expect(screen.getByText("Sélectionnez une ligne pour connaître l'état du trafic.")).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: /^Métro 14\s*Trafic normal$/ }));
    expect(window.location.search).toBe('?tab=ile-de-france&line=M14');
    expect(screen.getByText('Aucune information trafic sur cette ligne pour le moment.')).toBeVisible();
  });

  it('shows the empty state of a region without message', async () => {
    const server = fakeInProcessBff({ '/api/traffic': empty });
    await renderBlock(block, { services: { bff: server.bff }, request: { path: '/info-trafic', search: '?tab=corse' } });
    expect(server.calls[0]!.query.get('perimeter')).toBe('94');
    expect(screen.getByRole('status')).toHaveTextContent('Aucune information trafic pour le moment.');
  });

  it('fetches its messages again every minute while the page is visible, and not while it is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    try {
      const later = {
        ...idf,
        messages: [
          ...idf.messages,
          {
            id: 'b-new',
            statusType: 'perturbation' as const,
            title: 'RER B : incident en cours',
            description: '<p>Trafic interrompu.</p>',
            updatedAt: '2026-11-23T07:30:00Z',
            lines: [{ codeLigne: 'B' }],
          },
        ],
      };
      let answer = idf;
      const server = fakeInProcessBff({ '/api/traffic': idf });
      const browser = fakeBff({ '/api/traffic': () => answer });
      await renderBlock(block, { services: { bff: server.bff }, request: { path: '/info-trafic', search: '?line=B' } });
      expect(browser.calls).toHaveLength(0);
      answer = later;
      await vi.advanceTimersByTimeAsync(59_000);
      expect(browser.calls).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1_500);
      expect(browser.calls.map((call) => call.query.get('perimeter'))).toEqual(['FR-IDF']);
      expect(await screen.findByText('RER B : incident en cours')).toBeInTheDocument();

      visibility.mockReturnValue('hidden');
      await vi.advanceTimersByTimeAsync(180_000);
      expect(browser.calls).toHaveLength(1);
    } finally {
      visibility.mockRestore();
      vi.useRealTimers();
    }
  });

  it('is left out and reported without tabs', () => {
    const { node, problems } = validateBlock({ type: 'traffic-info', tabs: [] });
    expect(node).toBeUndefined();
    expect(problems[0]?.reason).toMatch(/fewer than 1 items/);
  });

  it('opens the line in the drawer on a phone when it is tapped while the island hydrates', async () => {
    const wide = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...wide(query), matches: true })) as typeof window.matchMedia;
    // The browser's way: hydration runs on its own, not inside act().
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const server = fakeInProcessBff({ '/api/traffic': idf });
      const island = await hydrateBlock(block, {
        services: { bff: server.bff },
        request: { path: '/info-trafic', search: '?tab=ile-de-france' },
      });
      // Tapped as React takes the island: before its first commit measured the screen.
      island.querySelector<HTMLElement>('a[data-line="A"]')!.click();
      await frames(5);
      expect(document.querySelector('[role="dialog"]')?.textContent).toContain('RER A : retards');
      island.remove();
    } finally {
      window.matchMedia = wide;
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});
