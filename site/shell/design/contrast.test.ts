import { readFileSync } from 'node:fs';
import { contrastRatio } from '../../../domain/traffic/line-catalogue';
import { COLOUR_PAIRS, DECORATIVE_COLOURS } from './colour-pairs';
import { colourTokens } from './tokens';

const css = readFileSync(new URL('../../client/global.css', import.meta.url), 'utf8');
const colours = new Map(colourTokens(css).map((token) => [token.name, token]));

describe('colour tokens', () => {
  it.each(COLOUR_PAIRS.flatMap((pair) => (['light', 'dark'] as const).map((theme) => ({ ...pair, theme }))))(
    '$foreground on $background reaches $minimum:1 in the $theme theme',
    ({ foreground, background, minimum, theme }) => {
      const front = colours.get(foreground);
      const back = colours.get(background);
      expect(front, `--color-${foreground}`).toBeDefined();
      expect(back, `--color-${background}`).toBeDefined();
      expect(contrastRatio(front![theme], back![theme])).toBeGreaterThanOrEqual(minimum);
    },
  );

  it('are all checked against what they sit on, or declared decorative', () => {
    const paired = new Set(COLOUR_PAIRS.flatMap((pair) => [pair.foreground, pair.background]));
    const unchecked = [...colours.keys()].filter((name) => !paired.has(name) && !DECORATIVE_COLOURS.includes(name));
    expect(unchecked).toEqual([]);
  });

  it('gives each theme its own value where a colour differs, as six hex digits', () => {
    expect(colours.get('background')).toEqual({ name: 'background', light: '#ffffff', dark: '#11151c' });
    expect(() => colourTokens(':root { --color-x: light-dark(#fff, #000); }')).toThrow(/six hex digits/);
  });
});
