// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import schema from '../../schemas/blocks/method-chooser.schema.json';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';

const [traffic, refund] = schema.examples;

describe('method chooser block', () => {
  it('shows each method with its title, text and link, anchored by its id', async () => {
    await renderBlock(traffic);
    const methods = within(screen.getByRole('region', { name: "Être informé de l'état du trafic" })).getAllByRole('listitem');
    expect(methods.map((method) => method.id)).toEqual(['alertes-sms', 'application', 'reseaux-sociaux']);
    expect(within(methods[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Alertes par SMS');
    expect(methods[0]).toHaveTextContent('du lundi au vendredi');
    expect(within(methods[0]!).getByRole('link', { name: "S'abonner aux alertes" })).toHaveAttribute('href', '/info-trafic/alertes');
  });

  it('opens a method leading off the site in a new tab without referrer', async () => {
    await renderBlock(traffic);
    const social = screen.getByRole('link', { name: 'Suivre @infotrafic' });
    expect(social).toHaveAttribute('target', '_blank');
    expect(social).toHaveAttribute('rel', 'noreferrer noopener');
  });

  it('renders a single method without text', async () => {
    await renderBlock(refund);
    expect(screen.getByRole('listitem')).toHaveTextContent('En ligneFaire ma demande');
  });

  it('refuses a method id that cannot be an anchor', async () => {
    await expect(renderBlock({ ...refund, methods: [{ ...refund!.methods[0], id: 'en ligne' }] })).rejects.toThrow(/id/);
  });

  it('is static: no island', async () => {
    expect(await renderBlockToHtml(traffic)).not.toContain('data-island');
  });
});
