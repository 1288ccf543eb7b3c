// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../schemas/blocks/hub.schema.json';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';

const [journey, single] = schema.examples;
const step = (container: HTMLElement) => container.querySelector('[data-step]')!.getAttribute('data-step');

describe('hub block', () => {
  it('offers each entry as a tab, the first one selected with its child blocks', async () => {
    await renderBlock(journey);
    const tabs = within(screen.getByRole('tablist', { name: 'Préparer mon voyage' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.querySelector('span')!.textContent)).toEqual([
      'Rechercher un train',
      'Info trafic',
      'Mon dossier voyageur',
      'Horaires en gare',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Où est mon train ?' })).toBeInTheDocument();
  });

  it('shows the chosen entry and moves between entries with the arrow keys', async () => {
    await renderBlock(journey);
    await userEvent.click(screen.getByRole('tab', { name: /Info trafic/ }));
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: "Voir l'info trafic" })).toHaveAttribute('href', '/info-trafic');
    await userEvent.keyboard('{ArrowRight}');
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Accéder à mon dossier' })).toHaveAttribute(
      'href',
      '/dossier-voyageur',
    );
  });

  it('on a phone, choosing an entry (even the selected one) opens its detail, and back returns to the list on that entry', async () => {
    const { container } = await renderBlock(journey);
    expect(step(container)).toBe('list');
    await userEvent.click(screen.getByRole('tab', { name: /Rechercher un train/ }));
    expect(step(container)).toBe('detail');
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(step(container)).toBe('list');
    expect(screen.getByRole('tab', { name: /Rechercher un train/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(step(container)).toBe('detail');
  });

  it('names the tab list when the hub has no title', async () => {
    await renderBlock(single);
    expect(screen.getByRole('tablist', { name: 'Accès rapides' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Un objet oublié dans un train');
  });

  it('sends every entry, with its heading and content, in the server HTML', async () => {
    const html = await renderBlockToHtml(journey);
    const page = document.createElement('div');
    page.innerHTML = html;
    expect([...page.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual([
      'Rechercher un train',
      'Info trafic',
      'Mon dossier voyageur',
      'Horaires en gare',
    ]);
    expect(page.querySelector('a[href="/dossier-voyageur"]')).not.toBeNull();
    expect(page.querySelector('[role="tablist"]')).toBeNull();
  });
});
