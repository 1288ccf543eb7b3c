import { contrastRatio } from '../../domain/traffic/line-catalogue';

/**
 * The text colour for a gradient chosen by the content system: white or near-black, whichever
 * keeps the better contrast over both ends of the gradient.
 */
export function readableTextOn(top: string, bottom: string): '#ffffff' | '#0c131f' {
  const worst = (text: string) => Math.min(contrastRatio(text, top), contrastRatio(text, bottom));
  return worst('#ffffff') >= worst('#0c131f') ? '#ffffff' : '#0c131f';
}
