// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { I18nProvider } from '@quai/engine/i18n';
import { RequestProvider } from '@quai/engine/request';
import { catalogs } from '../../../tests/helpers/render-block';
import { Header, type HeaderProps } from './Header';

const travel = {
  title: 'Voyager',
  href: '/voyager',
  children: ['Horaires', 'Info trafic', 'Gares', 'Bagages', 'Animaux', 'Vélos'].map((title) => ({
    title,
    href: `/voyager/${title.toLowerCase()}`,
  })),
};
const tickets = { title: 'Billets', href: '/billets', children: [{ title: 'Carte cadeau', href: '/billets/carte-cadeau' }] };

const props: HeaderProps = {
  variant: 'full',
  main: [travel, tickets, { title: 'Actualités', href: '/actualites' }],
  account: { title: 'Mon compte', href: '/mon-compte' },
  localeOptions: [
    { langcode: 'fr', alias: '/voyager' },
    { langcode: 'en', alias: '/en/travel' },
    { langcode: 'es', alias: '/es' },
    { langcode: 'it', alias: '/it' },
  ],
  themeSwitch: true,
  crisis: [],
};

function renderHeader(overrides: Partial<HeaderProps> = {}) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('[]', { status: 200 }));
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <I18nProvider locale="fr" messages={catalogs.fr}>
        <RequestProvider value={{ path: '/voyager', search: '?date=2026-12-05' }}>
          <Header {...props} {...overrides} />
        </RequestProvider>
      </I18nProvider>
    </SWRConfig>,
  );
}

describe('header', () => {
  afterEach(() => vi.restoreAllMocks());

  it('full: mega-menu, account link, theme switch and language links keeping the query string', () => {
    renderHeader();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByRole('button', { name: 'Voyager' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).getByRole('link', { name: 'Actualités' })).toHaveAttribute('href', '/actualites');
    expect(screen.getAllByRole('link', { name: 'Mon compte' })[0]).toHaveAttribute('href', '/mon-compte');
    expect(screen.getByRole('radio', { name: 'Système' })).toBeChecked();
    const languages = screen.getByRole('navigation', { name: 'Choisir la langue' });
    expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/travel?date=2026-12-05');
    expect(within(languages).getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
  });

  it('restricted: the logo and the locale bar only', () => {
    const strike = {
      id: 'mouvement-social',
      locale: 'fr',
      bundle: 'all',
      title: 'Mouvement social',
      field_crisis_type: 'strike',
      field_crisis_banner: { field_component_title: 'Mouvement social : trafic perturbé' },
      field_banner_text: { processed: '<p>Prévoyez un temps de trajet plus long.</p>' },
    } as unknown as HeaderProps['crisis'][number];
    renderHeader({ variant: 'restricted', crisis: [strike] });
    expect(screen.queryByText('Mouvement social : trafic perturbé')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Mon compte' })).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByRole('link', { name: 'Quai, accueil' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Italiano' })).toHaveAttribute('href', '/it?date=2026-12-05');
  });

  it('mega-menu: one dropdown at a time, Escape closes it and returns focus, scroll locked meanwhile', async () => {
    const user = userEvent.setup();
    renderHeader();
    const travelButton = screen.getByRole('button', { name: 'Voyager' });
    await user.click(travelButton);
    expect(travelButton).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(travelButton.getAttribute('aria-controls')!)!;
    expect(panel).toHaveAttribute('data-scrolls');
    expect(within(panel).getByRole('link', { name: 'Tout voir : Voyager' })).toHaveAttribute('href', '/voyager');
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Billets' }));
    expect(travelButton).toHaveAttribute('aria-expanded', 'false');
    const ticketsButton = screen.getByRole('button', { name: 'Billets' });
    expect(document.getElementById(ticketsButton.getAttribute('aria-controls')!)).not.toHaveAttribute('data-scrolls');
    await user.keyboard('{Escape}');
    expect(ticketsButton).toHaveAttribute('aria-expanded', 'false');
    expect(ticketsButton).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });
});
