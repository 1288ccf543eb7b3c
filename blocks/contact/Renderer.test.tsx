// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import schema from '../../schemas/blocks/contact.schema.json';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';

const [service, lostProperty] = schema.examples;

describe('contact block', () => {
  it('lists each channel under its label', async () => {
    await renderBlock(service);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Par téléphone',
      'Par formulaire',
      'Accessibilité',
      'Par courrier',
    ]);
  });

  it('makes the phone number callable and shows its cost and hours', async () => {
    await renderBlock(service);
    const phone = screen.getAllByRole('listitem')[0]!;
    expect(within(phone).getByRole('link', { name: '3635' })).toHaveAttribute('href', 'tel:3635');
    expect(phone).toHaveTextContent("Service 0,40 €/min + prix d'un appel");
    expect(phone).toHaveTextContent('Tous les jours de 7 h à 22 h');
  });

  it('writes e-mails with mailto, opens forms as links and shows postal addresses line by line', async () => {
    const { container } = await renderBlock(service);
    expect(screen.getByRole('link', { name: 'accessibilite@quai.dev' })).toHaveAttribute('href', 'mailto:accessibilite@quai.dev');
    expect(screen.getByRole('link', { name: 'Écrire au service clients' })).toHaveAttribute('href', '/aide/contact/formulaire');
    expect([...container.querySelectorAll('address span')].map((line) => line.textContent)).toEqual([
      'Service Relation Clients',
      'TSA 21501',
      '75901 Paris Cedex 15',
    ]);
  });

  it('dials an international number without its spaces', async () => {
    await renderBlock(lostProperty);
    expect(screen.getByRole('link', { name: '+33 4 72 56 95 30' })).toHaveAttribute('href', 'tel:+33472569530');
  });

  it('reports a channel missing what it is for', async () => {
    await expect(renderBlock({ ...lostProperty, channels: [{ kind: 'email', label: 'Écrivez-nous' }] })).rejects.toThrow(/channels/);
  });

  it('is static: no island', async () => {
    expect(await renderBlockToHtml(service)).not.toContain('data-island');
  });
});
