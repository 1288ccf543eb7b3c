/**
 * The Ile-de-France lines of the line picker, in the picker's order: RER and trains (RER A-E,
 * Transilien H J K L N P R U), metros (1-18 with 3bis and 7bis), tramways (T1-T13 with T3a and
 * T3b). `codeLigne` is the code messages name a line by; `routeId` the route of the timetable and
 * of service alerts for that line. Colours are the lines' usual ones.
 */
export type LineGroup = 'rer' | 'metro' | 'tram';
type LineBadgeShape = 'rer' | 'transilien' | 'metro' | 'tram';

export interface IdfLine {
  codeLigne: string;
  group: LineGroup;
  badge: LineBadgeShape;
  /** What the badge shows: A, 3bis, T3a... */
  short: string;
  /** The line's full name, in every locale (RER A, Métro 3bis...). */
  label: string;
  colour: string;
  routeId: string;
}

const rer = (letter: string, colour: string): IdfLine => ({
  codeLigne: letter,
  group: 'rer',
  badge: 'rer',
  short: letter,
  label: `RER ${letter}`,
  colour,
  routeId: `RER-${letter}`,
});
const transilien = (letter: string, colour: string): IdfLine => ({
  codeLigne: letter,
  group: 'rer',
  badge: 'transilien',
  short: letter,
  label: `Ligne ${letter}`,
  colour,
  routeId: `TN-${letter}`,
});
const metro = (number: string, colour: string): IdfLine => {
  const code = `M${number.replace('bis', 'B')}`;
  return {
    codeLigne: code,
    group: 'metro',
    badge: 'metro',
    short: number,
    label: `Métro ${number}`,
    colour,
    routeId: `METRO-${number.replace('bis', 'B')}`,
  };
};
const tram = (number: string, colour: string): IdfLine => ({
  codeLigne: `T${number.toUpperCase()}`,
  group: 'tram',
  badge: 'tram',
  short: `T${number}`,
  label: `Tram T${number}`,
  colour,
  routeId: `TRAM-T${number.toUpperCase()}`,
});

export const IDF_LINES: readonly IdfLine[] = [
  rer('A', 'E2231A'),
  rer('B', '5291CE'),
  rer('C', 'FFCE00'),
  rer('D', '00814F'),
  rer('E', 'C04191'),
  transilien('H', '8D5E2A'),
  transilien('J', 'D5C900'),
  transilien('K', '9F9825'),
  transilien('L', 'CEADD2'),
  transilien('N', '00A88F'),
  transilien('P', 'F58F53'),
  transilien('R', 'F49FB3'),
  transilien('U', 'B6134C'),
  metro('1', 'FFCD00'),
  metro('2', '003CA6'),
  metro('3', '837902'),
  metro('3bis', '6EC4E8'),
  metro('4', 'CF009E'),
  metro('5', 'FF7E2E'),
  metro('6', '6ECA97'),
  metro('7', 'FA9ABA'),
  metro('7bis', '6ECA97'),
  metro('8', 'E19BDF'),
  metro('9', 'B6BD00'),
  metro('10', 'C9910D'),
  metro('11', '704B1C'),
  metro('12', '007852'),
  metro('13', '6EC4E8'),
  metro('14', '62259D'),
  metro('15', 'B90845'),
  metro('16', 'F3A4BA'),
  metro('17', 'D5C900'),
  metro('18', '00A88F'),
  tram('1', '003CA6'),
  tram('2', 'CF009E'),
  tram('3a', 'FF7E2E'),
  tram('3b', '00A88F'),
  tram('4', 'E19BDF'),
  tram('5', '62259D'),
  tram('6', 'E2231A'),
  tram('7', '704B1C'),
  tram('8', '837902'),
  tram('9', '5291CE'),
  tram('10', '6E6E00'),
  tram('11', 'F28E42'),
  tram('12', 'A50034'),
  tram('13', '8D5E2A'),
];

export const LINE_GROUPS: readonly LineGroup[] = ['rer', 'metro', 'tram'];

const BY_CODE = new Map(IDF_LINES.map((line) => [line.codeLigne, line]));
const BY_ROUTE = new Map(IDF_LINES.map((line) => [line.routeId, line]));

export function idfLine(codeLigne: string): IdfLine | undefined {
  return BY_CODE.get(codeLigne);
}

export function idfLineOfRoute(routeId: string): IdfLine | undefined {
  return BY_ROUTE.get(routeId);
}

/**
 * Black or white, whichever reads better on the badge colour (WCAG contrast): pale lines (RER C,
 * metro 1...) get black text, dark ones white.
 */
export function badgeTextColour(hex: string): '#000000' | '#FFFFFF' {
  const luminance = relativeLuminance(hex);
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#000000' : '#FFFFFF';
}

/** WCAG contrast ratio of two colours (six hex digits, with or without #). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function relativeLuminance(colour: string): number {
  const hex = colour.startsWith('#') ? colour.slice(1) : colour;
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}
