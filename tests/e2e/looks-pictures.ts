import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decode, encode } from 'fast-png';
import pixelmatch from 'pixelmatch';

/**
 * The reference pictures of the looks test (tests/e2e/looks/, committed) and their comparison
 * with what the browser draws now. Pictures are kept in 256 colours (a palette PNG, a third of
 * the browser's size): the page's own colours exactly, each other pixel (mostly anti-aliased
 * edges) as the nearest of them. The picture taken is reduced the same way before the comparison,
 * so an unchanged page matches pixel for pixel. Compared with pixelmatch: a pixel differs when its
 * colour is further than PIXEL_THRESHOLD (OKLab distance, 1 = black against white) and not a mere
 * anti-aliasing difference; a picture fails when more than MAX_DIFFERENT_SHARE of them differ.
 */
const REFERENCES = 'tests/e2e/looks';
/** Where a failed comparison leaves the picture taken and its differences. */
const RESULTS = 'test-results/looks';
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFFERENT_SHARE = 0.001;
const PALETTE_SIZE = 256;

/** Set by `npm run test:looks:update`: a picture that differs (or is new) replaces its reference. */
const UPDATING = process.env.QUAI_UPDATE_LOOKS === '1';
const UPDATE_COMMAND = 'npm run test:looks:update';

interface Picture {
  width: number;
  height: number;
  /** Four bytes a pixel: red, green, blue, alpha. */
  rgba: Uint8Array;
}

interface Paletted {
  width: number;
  height: number;
  /** One palette index a pixel. */
  indices: Uint8Array;
  /** Colours as 0xRRGGBB. */
  palette: number[];
}

const red = (colour: number) => colour >> 16;
const green = (colour: number) => (colour >> 8) & 0xff;
const blue = (colour: number) => colour & 0xff;

/** A PNG's pixels as RGBA, whether the browser wrote it (RGB or RGBA, opaque) or it is a palette reference. */
function read(bytes: Uint8Array): Picture {
  const { width, height, data, depth, channels, palette } = decode(bytes);
  if (depth !== 8) throw new Error(`expected a PNG of 8 bits a channel, got ${depth}`);
  const rgba = new Uint8Array(width * height * 4).fill(0xff);
  for (let pixel = 0; pixel < width * height; pixel++) {
    for (let channel = 0; channel < 3; channel++) {
      rgba[pixel * 4 + channel] = palette ? palette[data[pixel]!]![channel]! : data[pixel * channels + channel]!;
    }
  }
  return { width, height, rgba };
}

function nearest(palette: number[], colour: number): number {
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const [index, candidate] of palette.entries()) {
    const distance = (red(colour) - red(candidate)) ** 2 + (green(colour) - green(candidate)) ** 2 + (blue(colour) - blue(candidate)) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [index, distance];
  }
  return best;
}

/** The picture in its PALETTE_SIZE most frequent colours (ties by colour, so the same picture always gives the same palette). */
function quantize({ width, height, rgba }: Picture): Paletted {
  const pixels = width * height;
  const colours = new Uint32Array(pixels);
  const counts = new Map<number, number>();
  for (let pixel = 0; pixel < pixels; pixel++) {
    const colour = (rgba[pixel * 4]! << 16) | (rgba[pixel * 4 + 1]! << 8) | rgba[pixel * 4 + 2]!;
    colours[pixel] = colour;
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
  }
  const palette = [...counts]
    .sort(([colourA, countA], [colourB, countB]) => countB - countA || colourA - colourB)
    .slice(0, PALETTE_SIZE)
    .map(([colour]) => colour);
  const indexOf = new Map(palette.map((colour, index) => [colour, index]));
  const indices = new Uint8Array(pixels);
  for (let pixel = 0; pixel < pixels; pixel++) {
    const colour = colours[pixel]!;
    let index = indexOf.get(colour);
    if (index === undefined) {
      index = nearest(palette, colour);
      indexOf.set(colour, index);
    }
    indices[pixel] = index;
  }
  return { width, height, indices, palette };
}

function expand({ width, height, indices, palette }: Paletted): Picture {
  const rgba = new Uint8Array(width * height * 4);
  for (let pixel = 0; pixel < indices.length; pixel++) {
    const colour = palette[indices[pixel]!]!;
    rgba[pixel * 4] = red(colour);
    rgba[pixel * 4 + 1] = green(colour);
    rgba[pixel * 4 + 2] = blue(colour);
    rgba[pixel * 4 + 3] = 0xff;
  }
  return { width, height, rgba };
}

function write(directory: string, name: string, png: Uint8Array): string {
  mkdirSync(directory, { recursive: true });
  const path = join(directory, `${name}.png`);
  writeFileSync(path, png);
  return path;
}

const palettePng = ({ width, height, indices, palette }: Paletted) =>
  encode(
    { width, height, data: indices, depth: 8, channels: 1, palette: palette.map((colour) => [red(colour), green(colour), blue(colour)]) },
    { zlib: { level: 9 } },
  );

/** How the picture taken differs from its reference (with a picture of the differences), or undefined when it matches. */
function difference(taken: Picture, reference: Picture, allowedShare: number): { problem: string; diff?: Picture } | undefined {
  const { width, height } = taken;
  if (reference.width !== width || reference.height !== height) {
    return { problem: `the page now draws ${width} × ${height} px, its reference ${reference.width} × ${reference.height} px` };
  }
  const diff = { width, height, rgba: new Uint8Array(width * height * 4) };
  const different = pixelmatch(reference.rgba, taken.rgba, diff.rgba, width, height, { threshold: PIXEL_THRESHOLD });
  if (different <= allowedShare * width * height) return undefined;
  const share = ((100 * different) / (width * height)).toFixed(2);
  return {
    problem: `${different} pixels differ from the reference (${share} % of ${width} × ${height}, at most ${100 * MAX_DIFFERENT_SHARE} % allowed)`,
    diff,
  };
}

/**
 * Compares a screenshot (PNG) with the reference picture of that name: undefined when they
 * match, else what differs, where the picture taken and the differences (in red) were left, and
 * how to accept the change. When updating, a picture with any pixel changed, or no reference
 * yet, becomes the reference; one that matches pixel for pixel is left as it is, byte for byte.
 */
export function compareWithReference(name: string, screenshot: Uint8Array): string | undefined {
  const taken = quantize(read(screenshot));
  const referencePath = join(REFERENCES, `${name}.png`);
  const found = existsSync(referencePath)
    ? // Updating, any pixel changed replaces the reference: differences within the tolerance
      // would otherwise stay in it and add up with the next change's.
      difference(expand(taken), read(readFileSync(referencePath)), UPDATING ? 0 : MAX_DIFFERENT_SHARE)
    : { problem: `no reference picture yet (${referencePath})` };
  if (!found) return undefined;
  if (UPDATING) {
    write(REFERENCES, name, palettePng(taken));
    return undefined;
  }
  const left = [`picture taken: ${write(RESULTS, name, palettePng(taken))}`];
  if (found.diff)
    left.push(
      `differences in red: ${write(RESULTS, `${name}-diff`, encode({ ...found.diff, data: found.diff.rgba, channels: 4, depth: 8 }))}`,
    );
  return `${name}: ${found.problem}; ${left.join(', ')}. If the change is meant, update the references: ${UPDATE_COMMAND}`;
}
