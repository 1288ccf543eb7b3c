/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour for a gradient chosen by the content system: white or near-black, whichever
 * keeps the better contrast over both ends of the gradient.
 */
export function readableTextOn(top: string, bottom: string): '#ffffff' | '#0c131f' {
  const worst = (text: string) => Math.min(contrastRatio(text, top), contrastRatio(text, bottom));
  return worst('#ffffff') >= worst('#0c131f') ? '#ffffff' : '#0c131f';
}
