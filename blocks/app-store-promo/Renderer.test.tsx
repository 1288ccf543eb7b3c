// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import schema from '../../schemas/blocks/app-store-promo.schema.json';
import { renderBlock, renderBlockToHtml } from '../../tests/helpers/render-block';

const [full, androidOnly] = schema.examples;

describe('app-store promo block', () => {
  it('offers one download link per store, opened in a new tab without referrer', async () => {
    await renderBlock(full);
    const appStore = screen.getByRole('link', { name: "Télécharger dans l'App Store" });
    expect(appStore).toHaveAttribute('href', 'https://apps.apple.com/fr/app/quai-voyages/id1234567890');
    expect(appStore).toHaveAttribute('target', '_blank');
    expect(appStore).toHaveAttribute('rel', 'noreferrer noopener');
    expect(screen.getByRole('link', { name: 'Disponible sur Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=dev.quai.voyages',
    );
  });

  it('shows the title, text, screenshot and the rating in the page language', async () => {
    await renderBlock(full);
    const promo = screen.getByRole('region', { name: 'Votre voyage dans la poche' });
    expect(within(promo).getByRole('heading', { level: 2 })).toHaveTextContent('Votre voyage dans la poche');
    expect(promo).toHaveTextContent('suivez votre train en temps réel');
    expect(within(promo).getByRole('img', { name: "L'écran de suivi d'un train dans l'application" })).toBeInTheDocument();
    expect(promo).toHaveTextContent('Noté 4,6/5 · 182 340 avis');
  });

  it('in English, names the stores as they name themselves', async () => {
    await renderBlock(full, { locale: 'en' });
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toBeInTheDocument();
    expect(screen.getByText(/Rated 4.6\/5 · 182,340 reviews/)).toBeInTheDocument();
  });

  it('without image, text or rating, shows the title and its single store', async () => {
    await renderBlock(androidOnly);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByText(/Noté/)).toBeNull();
  });

  it('refuses a store link that is not https', async () => {
    await expect(renderBlock({ ...androidOnly, stores: [{ store: 'google-play', href: 'http://play.google.com/x' }] })).rejects.toThrow(
      /href/,
    );
  });

  it('is static: no island', async () => {
    expect(await renderBlockToHtml(full)).not.toContain('data-island');
  });
});
