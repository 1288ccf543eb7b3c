/**
 * The design tokens as the global style sheet declares them (custom properties of `:root`), read
 * from its text: the design page lists them and the contrast test checks them from the same
 * source, so neither can drift from what pages use.
 */
export interface Token {
  /** The name without its leading dashes: `color-text`, `space-m`. */
  name: string;
  value: string;
}

export interface ColourToken {
  /** The name without `--color-`: `text`, `on-action`. */
  name: string;
  light: string;
  dark: string;
}

/** Custom properties declared directly in `:root { ... }` rules (not the reduced-motion overrides). */
function rootTokens(css: string): Token[] {
  const tokens = new Map<string, string>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const rule of withoutComments.matchAll(/(?:^|\n):root\s*\{([^}]*)\}/g)) {
    for (const declaration of rule[1]!.matchAll(/--([a-z0-9-]+)\s*:\s*([^;]+);/g)) {
      tokens.set(declaration[1]!, declaration[2]!.trim().replace(/\s+/g, ' '));
    }
  }
  return [...tokens].map(([name, value]) => ({ name, value }));
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Colour tokens, each with its light and dark value: `light-dark(a, b)`, or one value for both. */
export function colourTokens(css: string): ColourToken[] {
  return rootTokens(css)
    .filter((token) => token.name.startsWith('color-') && token.name !== 'color-scheme')
    .map(({ name, value }) => {
      const pair = /^light-dark\(\s*(#[0-9a-f]+)\s*,\s*(#[0-9a-f]+)\s*\)$/i.exec(value);
      const [light, dark] = pair ? [pair[1]!, pair[2]!] : [value, value];
      if (!HEX.test(light) || !HEX.test(dark)) throw new Error(`--${name}: write colours as six hex digits (got ${value})`);
      return { name: name.slice('color-'.length), light, dark };
    });
}

/** The tokens of one family, by the prefix of their names (`space-`, `radius-`...). */
export function familyTokens(css: string, prefix: string): Token[] {
  return rootTokens(css).filter((token) => token.name.startsWith(prefix));
}
