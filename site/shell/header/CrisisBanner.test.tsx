// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogs } from '../../../tests/helpers/render-block';
import { I18nProvider } from '@quai/engine/i18n';
import type { CrisisItem } from '../../../schemas/generated/shell/crisis';
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

function renderBanner(items: unknown[]) {
  return render(
    <I18nProvider locale="fr" messages={catalogs.fr}>
      <CrisisBanner items={items as CrisisItem[]} />
    </I18nProvider>,
  );
}

describe('crisis banner', () => {
  it('shows the messages it is given at once, kidnapping red with its image and others grey with an icon', () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const { container } = renderBanner([kidnapping, strike]);
    expect(screen.getByText('Alerte enlèvement : appelez le 197')).toBeInTheDocument();
    // Rendered with the page on the server: no call after the page shows (it pushed the page down).
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container.querySelector('[data-kind="kidnapping"] img')).toHaveAttribute('alt', 'Logo Alerte enlèvement');
    expect(container.querySelector('[data-kind="other"] svg')).not.toBeNull();
    expect(screen.getByText('Prévoyez un temps de trajet plus long.')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('closes a message for the current view', async () => {
    renderBanner([strike]);
    await userEvent.click(screen.getByRole('button', { name: "Fermer l'alerte : Mouvement social : trafic perturbé" }));
    expect(screen.queryByRole('region', { name: 'Alertes' })).toBeNull();
  });

  it('opens and closes the whole of one message from the keyboard, saying whether it is open', async () => {
    renderBanner([kidnapping, strike]);
    const toggle = screen.getByRole('button', { name: "Afficher toute l'alerte : Mouvement social : trafic perturbé" });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveTextContent('Mouvement social : trafic perturbé');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: "Afficher toute l'alerte : Alerte enlèvement : appelez le 197" })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus to the next message when one is closed, then to the main heading when none is left', async () => {
    const main = document.createElement('main');
    main.innerHTML = '<h1>Vos itinéraires</h1>';
    document.body.append(main);
    renderBanner([kidnapping, strike]);
    await userEvent.click(await screen.findByRole('button', { name: "Fermer l'alerte : Alerte enlèvement : appelez le 197" }));
    await waitFor(() => expect(screen.getByRole('button', { name: "Fermer l'alerte : Mouvement social : trafic perturbé" })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Vos itinéraires' })).toHaveFocus());
    expect(document.body).not.toHaveFocus();
    main.remove();
  });

  it('shows nothing without a crisis', () => {
    const { container } = renderBanner([]);
    expect(container).toBeEmptyDOMElement();
  });
});
