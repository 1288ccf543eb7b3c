import { readFileSync } from 'node:fs';
import { startFullApp } from '../../../tests/helpers/full-app';
import { TASK_ICONS } from '../../../blocks/_ui/icons/task-icons';
import { COLOUR_PAIRS } from '../../shell/design/colour-pairs';
import { colourTokens } from '../../shell/design/tokens';

const site = await startFullApp({ devTools: false });
afterAll(() => site.close());

const css = readFileSync(new URL('../../client/global.css', import.meta.url), 'utf8');
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the design page', async () => {
  const page = await site.app.inject('/_design');

  it('is served beside the gallery, even with the other tools off, and ships no script of its own', () => {
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Système de design</h1>');
    expect(page.body).not.toContain('data-island');
  });

  it('lists every colour token with its light and dark value, as the global style sheet declares them', () => {
    const shown = text(page.body);
    for (const colour of colourTokens(css)) expect(shown).toContain(`--color-${colour.name} ${colour.light} ${colour.dark}`);
  });

  it('gives each pair the site uses its contrast in both themes', () => {
    const rows = page.body.match(/<span class="design-sample"/g) ?? [];
    expect(rows).toHaveLength(COLOUR_PAIRS.length * 2);
    // Rounded down, so a ratio shown at the minimum reaches it: #1d1d2b on white, #e8eaef on #11151c.
    expect(text(page.body)).toContain('text / background Aa 16,62 : 1 Aa 15,19 : 1 4,5 : 1');
  });

  it('shows the type scale, spacing, radii, elevation and motion tokens', () => {
    for (const token of [
      '--font-size-display',
      '--font-weight-heavy',
      '--space-xxl',
      '--radius-pill',
      '--elevation-3',
      '--duration-slow: 320ms',
    ]) {
      expect(text(page.body)).toContain(token);
    }
  });

  it('draws every task icon and the rail pictograms: event categories, train types, platform zones', () => {
    expect(page.body.match(/<svg[^>]*class="lucide /g)).toHaveLength(Object.keys(TASK_ICONS).length);
    const shown = text(page.body);
    for (const words of ['Retard', 'Travaux', 'Suppression', 'TGV', 'TER', 'RER', 'Zone Verte', 'Zone Bleue', 'Zone Rose'])
      expect(shown).toContain(words);
  });
});
