// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../schemas/blocks/share-link.schema.json';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';
import { resetToastsForTests } from '../_ui/toasts/toast-store';

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

describe('share link', () => {
  beforeEach(() => resetToastsForTests());

  it('copies the page address and confirms with a toast the visitor can close', async () => {
    const writeText = vi.fn(async () => {});
    clipboard(writeText);
    await renderBlock(schema.examples[0], { request: { path: '/grande-vitesse/tgv-m', search: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Partager cet article' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/grande-vitesse/tgv-m`);
    expect(await screen.findByText('Lien copié dans le presse-papiers.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Fermer la notification' })).toBeVisible();
  });

  it('shows an error toast, with no close button, when the browser refuses', async () => {
    clipboard(async () => Promise.reject(new Error('denied')));
    await renderBlock(schema.examples[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Copier le lien de la page' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Le lien n'a pas pu être copié.");
    expect(screen.queryByRole('button', { name: 'Fermer la notification' })).toBeNull();
  });

  it('keeps at most 3 toasts on screen', async () => {
    clipboard(async () => {});
    await renderBlock(schema.examples[1], { locale: 'en' });
    const button = screen.getByRole('button', { name: 'Copy the link of this page' });
    for (let click = 0; click < 4; click++) await userEvent.click(button);
    await waitFor(() => expect(screen.getAllByText('Link copied to the clipboard.')).toHaveLength(3));
  });

  it('is not in the server HTML: without JavaScript it could not copy', async () => {
    const html = await renderBlockToHtml(schema.examples[0]);
    // The island's element is empty; only its props (in a JSON script) name the label.
    expect(html).toContain('data-island="share-link"');
    expect(html).not.toContain('<button');
  });
});
