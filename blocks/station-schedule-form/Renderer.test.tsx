// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startBrowserTracking } from '../../adapters/tracking/browser-tracker';
import schema from '../../schemas/blocks/station-schedule-form.schema.json';
import { failWith, fakeBff } from '../../tests/helpers/fake-bff';
import { PARIS_GARE_DE_LYON } from '../../tests/helpers/journey-fixtures';
import { renderBlock } from '../../tests/helpers/render-block';

const block = schema.examples[0];
const WITHOUT_RESARAIL = {
  ...PARIS_GARE_DE_LYON,
  libelle: 'Paris Bercy',
  code: '87686667',
  infosZoneArret: { listeCodes: { valeur: [{ type: 'codeUIC' as const, valeur: '87686667' }] } },
};

async function pick(typed: string, option: string) {
  await userEvent.type(screen.getByRole('combobox', { name: 'Gare' }), typed);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(option) }));
}

describe('station schedule form', () => {
  it('looks up stop zones only, and opens the schedule page in a new tab with the reservation code', async () => {
    const bff = fakeBff({ '/api/bff/locations': [PARIS_GARE_DE_LYON, WITHOUT_RESARAIL] });
    await renderBlock(block);
    expect(screen.getByRole('button', { name: 'Voir les horaires' })).toBeDisabled();
    await pick('Paris', 'Paris Gare de Lyon');
    expect(Object.fromEntries(bff.calls[0]!.query)).toMatchObject({
      typeEmplacement: 'ZONE_ARRET',
      codePays: 'FRA',
      component: 'schedule',
    });
    const link = await screen.findByRole('link', { name: /Voir les horaires/ });
    expect(link).toHaveAttribute('href', 'https://horaires.quai.dev/gare/FRPLY');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer noopener');
  });

  it('links to the schedule page alone when the station has no reservation code', async () => {
    fakeBff({ '/api/bff/locations': [WITHOUT_RESARAIL] });
    await renderBlock(block);
    await pick('Bercy', 'Paris Bercy');
    expect(await screen.findByRole('link', { name: /Voir les horaires/ })).toHaveAttribute('href', 'https://horaires.quai.dev/gare/');
  });

  it('records leaving the site when the schedule opens, from the button or from Enter', async () => {
    fakeBff({ '/api/bff/locations': [PARIS_GARE_DE_LYON] });
    window.dataLayer = [];
    const stop = startBrowserTracking(() => ({ siteLanguage: 'fr', darkMode: false, chapters: ['horaires-en-gare'] }));
    // Following a link is not something jsdom does: keep the page where it is.
    const stay = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stay);
    try {
      await renderBlock(block);
      await pick('Paris', 'Paris Gare de Lyon');
      await userEvent.keyboard('{Enter}');
      expect(window.dataLayer.filter((event) => event.event === 'click.exit')).toEqual([
        expect.objectContaining({ click_url: 'https://horaires.quai.dev/gare/FRPLY' }),
      ]);
    } finally {
      document.removeEventListener('click', stay);
      stop();
    }
  });

  it('says when no station matches, and when the lookup fails', async () => {
    fakeBff({ '/api/bff/locations': (query: URLSearchParams) => (query.get('libelle') === 'Xyz' ? [] : failWith(500)) });
    await renderBlock(block);
    await userEvent.type(screen.getByRole('combobox', { name: 'Gare' }), 'Xyz');
    expect(await screen.findByText('Aucun résultat ne correspond à votre saisie.')).toBeVisible();
    await userEvent.type(screen.getByRole('combobox', { name: 'Gare' }), 'w');
    expect(await screen.findByText('Impossible de charger les suggestions. Réessayez dans un instant.')).toBeVisible();
  });
});
