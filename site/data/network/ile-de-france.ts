import { BRANDS } from './brands';
import type { LineSpec } from './types';

/**
 * RER and Transilien lines over the SNCF stations they serve. Stations run only by RATP
 * (Châtelet - Les Halles, Auber...) are not in the SNCF data set, so the runs go straight
 * between the SNCF stations on either side.
 */
const SUBURBAN = { agency: 'IDFM', mode: 'SUBURBANRAILWAY', reservationRequired: false, dwellMinutes: 1, speedKmh: 45 } as const;
const WEEKDAY_AND_WEEKEND = (first: string, last: string, weekdayEvery: number, weekendEvery: number) =>
  [
    { first, last, every: weekdayEvery, days: 'weekdays' },
    { first, last, every: weekendEvery, days: 'weekends' },
  ] as const;

export const ILE_DE_FRANCE_LINES: LineSpec[] = [
  {
    ...SUBURBAN,
    id: 'RER-A',
    brand: BRANDS.rer,
    shortName: 'RER A',
    longName: 'Cergy le Haut – Marne-la-Vallée Chessy',
    colour: 'E2231A',
    textColour: 'FFFFFF',
    firstNumber: 110001,
    patterns: [
      {
        stops: [
          'Cergy le Haut',
          'Cergy Saint-Christophe',
          'Cergy Préfecture',
          'Sartrouville',
          'Houilles - Carrières-sur-Seine',
          'La Défense',
          'Paris Gare de Lyon',
          'Val de Fontenay',
          'Marne-la-Vallée Chessy',
        ],
        departures: [...WEEKDAY_AND_WEEKEND('05:20', '23:50', 15, 30)],
      },
    ],
  },
  {
    ...SUBURBAN,
    id: 'RER-B',
    brand: BRANDS.rer,
    shortName: 'RER B',
    longName: 'Aéroport Charles de Gaulle – Paris Gare du Nord – Massy',
    colour: '5291CE',
    textColour: 'FFFFFF',
    firstNumber: 120001,
    patterns: [
      {
        stops: [
          'Aéroport Charles de Gaulle 2 TGV',
          'Aéroport Charles de Gaulle 1',
          'Parc des Expositions',
          'Aulnay-sous-Bois',
          'La Plaine Stade de France - Saint-Denis - Aubervilliers',
          'Paris Gare du Nord',
          'Massy - Palaiseau',
        ],
        departures: [...WEEKDAY_AND_WEEKEND('04:55', '23:55', 10, 20)],
      },
    ],
  },
  {
    ...SUBURBAN,
    id: 'RER-C',
    brand: BRANDS.rer,
    shortName: 'RER C',
    longName: 'Versailles Château Rive Gauche – Paris Austerlitz – Juvisy – Dourdan',
    colour: 'FFCE00',
    textColour: '000000',
    firstNumber: 130001,
    patterns: [
      {
        stops: [
          'Versailles Château Rive Gauche',
          'Champ de Mars Tour Eiffel',
          'Invalides',
          "Musée d'Orsay",
          'Paris Austerlitz',
          'Bibliothèque François Mitterrand',
          'Juvisy-sur-Orge',
          'Dourdan',
        ],
        departures: [...WEEKDAY_AND_WEEKEND('05:30', '23:30', 15, 30)],
      },
    ],
  },
  {
    ...SUBURBAN,
    id: 'RER-D',
    brand: BRANDS.rer,
    shortName: 'RER D',
    longName: 'Creil – Paris Gare de Lyon – Melun',
    colour: '00814F',
    textColour: 'FFFFFF',
    firstNumber: 140001,
    patterns: [
      {
        stops: [
          'Creil',
          'Orry-la-Ville - Coye',
          'Goussainville',
          'Villiers-le-Bel - Gonesse - Arnouville',
          'Stade de France Saint-Denis',
          'Paris Gare du Nord',
          'Paris Gare de Lyon',
          'Juvisy-sur-Orge',
          'Évry-Courcouronnes',
          'Corbeil-Essonnes',
          'Melun',
        ],
        departures: [...WEEKDAY_AND_WEEKEND('05:10', '23:40', 15, 30)],
      },
    ],
  },
  {
    ...SUBURBAN,
    id: 'RER-E',
    brand: BRANDS.rer,
    shortName: 'RER E',
    longName: 'Haussmann Saint-Lazare – Chelles / Tournan',
    colour: 'C04191',
    textColour: 'FFFFFF',
    firstNumber: 150001,
    patterns: [
      {
        stops: ['Haussmann Saint-Lazare', 'Magenta', 'Noisy-le-Sec', 'Chelles - Gournay'],
        departures: [...WEEKDAY_AND_WEEKEND('05:35', '23:35', 15, 30)],
      },
      {
        stops: ['Haussmann Saint-Lazare', 'Magenta', 'Noisy-le-Sec', 'Villiers-sur-Marne - Le Plessis-Trévise', 'Tournan-en-Brie'],
        departures: [...WEEKDAY_AND_WEEKEND('05:42', '23:12', 30, 60)],
      },
    ],
  },
  {
    ...SUBURBAN,
    id: 'TN-J',
    brand: BRANDS.transilien,
    shortName: 'Ligne J',
    longName: 'Paris Saint-Lazare – Argenteuil – Mantes-la-Jolie',
    colour: 'CEC73D',
    textColour: '000000',
    firstNumber: 160001,
    patterns: [
      {
        stops: ['Paris Saint-Lazare', 'Argenteuil', "Val d'Argenteuil", 'Poissy', 'Mantes-la-Jolie'],
        departures: [...WEEKDAY_AND_WEEKEND('05:45', '23:15', 30, 60)],
      },
    ],
  },
  {
    ...SUBURBAN,
    id: 'TN-H',
    brand: BRANDS.transilien,
    shortName: 'Ligne H',
    longName: 'Paris Gare du Nord – Saint-Denis – Pontoise',
    colour: '8D5E2A',
    textColour: 'FFFFFF',
    firstNumber: 170001,
    patterns: [
      {
        stops: ['Paris Gare du Nord', 'Saint-Denis', "Champ de Courses d'Enghien", 'Pontoise'],
        departures: [...WEEKDAY_AND_WEEKEND('05:25', '23:55', 20, 40)],
      },
    ],
  },
  {
    ...SUBURBAN,
    id: 'TN-P',
    brand: BRANDS.transilien,
    shortName: 'Ligne P',
    longName: 'Paris Est – Chelles – Meaux / Provins',
    colour: 'F28E42',
    textColour: '000000',
    firstNumber: 180001,
    patterns: [
      {
        stops: ['Paris Est', 'Noisy-le-Sec', 'Chelles - Gournay', 'Meaux'],
        departures: [...WEEKDAY_AND_WEEKEND('05:50', '23:20', 30, 60)],
      },
      { stops: ['Paris Est', 'Tournan-en-Brie', 'Provins'], departures: [{ first: '06:22', last: '21:22', every: 60, days: 'daily' }] },
    ],
  },
  {
    ...SUBURBAN,
    id: 'TN-N',
    brand: BRANDS.transilien,
    shortName: 'Ligne N',
    longName: 'Paris Montparnasse – Versailles – Saint-Quentin-en-Yvelines',
    colour: '00A092',
    textColour: 'FFFFFF',
    firstNumber: 190001,
    patterns: [
      {
        stops: [
          'Paris Montparnasse',
          'Versailles Chantiers',
          'Saint-Quentin en Yvelines - Montigny-le-Bretonneux',
          'Villiers - Neauphle - Pontchartrain',
        ],
        departures: [...WEEKDAY_AND_WEEKEND('05:40', '23:40', 20, 40)],
      },
    ],
  },
  {
    ...SUBURBAN,
    id: 'TN-R',
    brand: BRANDS.transilien,
    shortName: 'Ligne R',
    longName: 'Paris Gare de Lyon – Melun',
    colour: 'F49FB3',
    textColour: '000000',
    firstNumber: 200001,
    patterns: [{ stops: ['Paris Gare de Lyon', 'Melun'], departures: [...WEEKDAY_AND_WEEKEND('06:03', '22:33', 30, 60)] }],
  },
  {
    agency: 'RATP',
    mode: 'METRO',
    brand: BRANDS.metro,
    reservationRequired: false,
    id: 'METRO-14',
    shortName: 'Métro 14',
    longName: 'Saint-Lazare – Gare de Lyon',
    colour: '62259D',
    textColour: 'FFFFFF',
    speedKmh: 30,
    dwellMinutes: 1,
    firstNumber: 914001,
    patterns: [
      {
        stops: ['Paris Saint-Lazare', 'Paris Gare de Lyon', "Paris Bercy Bourgogne - Pays d'Auvergne", 'Bibliothèque François Mitterrand'],
        departures: [{ first: '05:30', last: '00:30', every: 5, days: 'daily' }],
      },
    ],
  },
  {
    agency: 'RATP',
    mode: 'METRO',
    brand: BRANDS.metro,
    reservationRequired: false,
    id: 'METRO-4',
    shortName: 'Métro 4',
    longName: 'Gare du Nord – Montparnasse',
    colour: 'BE418D',
    textColour: 'FFFFFF',
    speedKmh: 22,
    dwellMinutes: 1,
    firstNumber: 904001,
    patterns: [
      {
        stops: ['Paris Gare du Nord', 'Paris Est', 'Paris Montparnasse'],
        departures: [{ first: '05:30', last: '00:30', every: 5, days: 'daily' }],
      },
    ],
  },
  {
    agency: 'RATP',
    mode: 'METRO',
    brand: BRANDS.metro,
    reservationRequired: false,
    id: 'METRO-5',
    shortName: 'Métro 5',
    longName: 'Gare du Nord – Gare d’Austerlitz',
    colour: 'FF7E2E',
    textColour: '000000',
    speedKmh: 22,
    dwellMinutes: 1,
    firstNumber: 905001,
    patterns: [
      {
        stops: ['Paris Gare du Nord', 'Paris Est', 'Paris Austerlitz'],
        departures: [{ first: '05:30', last: '00:30', every: 6, days: 'daily' }],
      },
    ],
  },
];
