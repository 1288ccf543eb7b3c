// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { catalogs } from '../../../tests/helpers/render-block';
import { I18nProvider } from '../../../engine/i18n';
import { CrisisBanner } from './CrisisBanner';

const strike = {
  id: 'mouvement-social',
  locale: 'fr',
  bundle: 'all',
  title: 'Mouvement social',
  field_crisis_type: 'strike',
  field_crisis_banner: { field_component_title: 'Mouvement social : trafic perturbé' },
  field_banner_text: { processed: '<p>Prévoyez un temps de trajet plus long.</p>' },
};
const kidnapping = {
  id: 'alerte-enlevement',
  locale: 'fr',
  bundle: 'homepage',
  title: 'Alerte enlèvement',
  field_crisis_type: 'kidnapping',
  field_crisis_banner: { field_component_title: 'Alerte enlèvement : appelez le 197' },
  field_banner_image: { src: '/images/crisis/alerte-enlevement.svg', alt: 'Logo Alerte enlèvement' },
};

function renderBanner(bundle: 'homepage' | 'all' = 'homepage') {
  return render(
    // A fresh cache per test: each one makes its own call.
    <SWRConfig value={{ provider: () => new Map() }}>
      <I18nProvider locale="fr" messages={catalogs.fr}>
        <CrisisBanner bundle={bundle} />
      </I18nProvider>
    </SWRConfig>,
  );
}

describe('crisis banner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks the BFF for the locale and bundle, shows kidnapping red with its image and others grey with an icon', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify([kidnapping, strike]), { status: 200 }));
    const { container } = renderBanner();
    await screen.findByText('Alerte enlèvement : appelez le 197');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/crisis?locale=fr&bundle=homepage');
    expect(container.querySelector('[data-kind="kidnapping"] img')).toHaveAttribute('alt', 'Logo Alerte enlèvement');
    expect(container.querySelector('[data-kind="other"] svg')).not.toBeNull();
    expect(screen.getByText('Prévoyez un temps de trajet plus long.')).toBeInTheDocument();
  });

  it('closes a message for the current view', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify([strike]), { status: 200 }));
    renderBanner('all');
    await userEvent.click(await screen.findByRole('button', { name: "Fermer l'alerte : Mouvement social : trafic perturbé" }));
    expect(screen.queryByRole('region', { name: 'Alertes' })).toBeNull();
  });

  it('moves focus to the next message when one is closed, then to the main heading when none is left', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify([kidnapping, strike]), { status: 200 }));
    const main = document.createElement('main');
    main.innerHTML = '<h1>Vos itinéraires</h1>';
    document.body.append(main);
    renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: "Fermer l'alerte : Alerte enlèvement : appelez le 197" }));
    await waitFor(() => expect(screen.getByRole('button', { name: "Fermer l'alerte : Mouvement social : trafic perturbé" })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Vos itinéraires' })).toHaveFocus());
    expect(document.body).not.toHaveFocus();
    main.remove();
  });

  it('shows nothing and logs when the call fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 502 }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderBanner();
    await waitFor(() => expect(log).toHaveBeenCalledWith('crisis banner: the crisis list could not be loaded', expect.any(Error)));
    expect(container).toBeEmptyDOMElement();
  });
});
