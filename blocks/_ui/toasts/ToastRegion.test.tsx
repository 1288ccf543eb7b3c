// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { I18nProvider } from '@quai/engine/i18n';
import { loadCatalogs } from '../../../site/i18n/catalogs';
import { resetToastsForTests } from './toast-store';
import { showToast, ToastRegion, useToasts } from '.';

const catalogs = loadCatalogs(join(import.meta.dirname, '../../../site/i18n'));

function withFrench(element: ReactElement) {
  return (
    <I18nProvider locale="fr" messages={catalogs.fr}>
      {element}
    </I18nProvider>
  );
}

/** A block using the toast hook: it saves with a toast and closes every toast at once. */
function SaveButton() {
  const { toasts, show, close } = useToasts();
  return (
    <>
      <button type="button" onClick={() => show({ kind: 'success', message: 'Préférences enregistrées.' })}>
        Enregistrer
      </button>
      <button
        type="button"
        onClick={() => {
          for (const toast of toasts) close(toast.id);
        }}
      >
        Tout fermer ({toasts.length})
      </button>
    </>
  );
}

describe('toast region', () => {
  beforeEach(() => resetToastsForTests());

  it('shows an error toast as an alert with an icon and its message, and no close button', async () => {
    render(withFrench(<ToastRegion />));
    act(() => void showToast({ kind: 'error', message: 'Paiement refusé par votre banque.' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    const alert = within(region).getByRole('alert');
    expect(alert).toHaveTextContent('Erreur : Paiement refusé par votre banque.');
    expect(alert.querySelector('svg')).not.toBeNull();
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('lets the visitor close an information toast', async () => {
    render(withFrench(<ToastRegion />));
    act(() => void showToast({ kind: 'info', message: 'Votre recherche a été enregistrée.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fermer la notification' }));
    expect(screen.queryByText('Votre recherche a été enregistrée.')).toBeNull();
  });

  it('lists at most 3 toasts and reports a refused one', () => {
    render(withFrench(<ToastRegion />));
    let ids: Array<string | null> = [];
    act(() => {
      ids = [1, 2, 3, 4].map((n) => showToast({ kind: 'info', message: `Alerte ${n}` }));
    });
    expect(ids[3]).toBeNull();
    const shown = screen.getByRole('region', { name: 'Notifications' }).querySelectorAll('[data-kind]');
    expect([...shown].map((item) => item.textContent)).toEqual(['Alerte 1×', 'Alerte 2×', 'Alerte 3×']);
  });

  it('renders a single region however many islands include one', () => {
    render(
      withFrench(
        <>
          <ToastRegion />
          <ToastRegion />
        </>,
      ),
    );
    expect(screen.getAllByRole('region', { name: 'Notifications' })).toHaveLength(1);
  });

  it('gives blocks a hook with the visible toasts and the functions to show and close them', async () => {
    render(
      withFrench(
        <>
          <SaveButton />
          <ToastRegion />
        </>,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Préférences enregistrées.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Tout fermer (1)' }));
    expect(screen.queryByText('Préférences enregistrées.')).toBeNull();
  });
});
