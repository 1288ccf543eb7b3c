import { BRANDS } from './brands';
import type { LineSpec } from './types';

const INTERCITES = {
  agency: 'SNCF',
  mode: 'LONGDISTANCE',
  brand: BRANDS.intercites,
  shortName: 'Intercités',
  colour: '1D3F8F',
  textColour: 'FFFFFF',
} as const;

export const INTERCITES_LINES: LineSpec[] = [
  {
    ...INTERCITES,
    id: 'IC-POLT',
    longName: 'Paris – Orléans – Limoges – Toulouse',
    speedKmh: 105,
    dwellMinutes: 2,
    firstNumber: 3601,
    reservationRequired: false,
    patterns: [
      {
        stops: ['Paris Austerlitz', 'Orléans', 'Limoges Bénédictins', 'Brive-la-Gaillarde', 'Montauban Ville Bourbon', 'Toulouse Matabiau'],
        departures: [{ first: '07:34', last: '17:34', every: 240, days: 'daily' }],
      },
      {
        stops: ['Paris Austerlitz', 'Orléans', 'Limoges Bénédictins'],
        departures: [{ first: '09:34', last: '19:34', every: 240, days: 'daily' }],
      },
    ],
  },
  {
    ...INTERCITES,
    id: 'IC-NORMANDIE',
    longName: 'Paris – Rouen – Le Havre / Caen',
    speedKmh: 100,
    dwellMinutes: 2,
    firstNumber: 3101,
    reservationRequired: false,
    patterns: [
      {
        stops: ['Paris Saint-Lazare', 'Rouen Rive Droite', 'Le Havre'],
        departures: [{ first: '06:50', last: '20:50', every: 120, days: 'daily' }],
      },
      { stops: ['Paris Saint-Lazare', 'Caen'], departures: [{ first: '07:10', last: '19:10', every: 120, days: 'daily' }] },
    ],
  },
  {
    ...INTERCITES,
    id: 'IC-TRANSVERSAL',
    longName: 'Bordeaux – Toulouse – Marseille',
    speedKmh: 110,
    dwellMinutes: 3,
    firstNumber: 4651,
    reservationRequired: true,
    patterns: [
      {
        stops: [
          'Bordeaux Saint-Jean',
          'Agen',
          'Toulouse Matabiau',
          'Carcassonne',
          'Narbonne',
          'Béziers',
          'Sète',
          'Montpellier Saint-Roch',
          'Nîmes',
          'Avignon Centre',
          'Marseille Saint-Charles',
        ],
        departures: [{ first: '07:02', last: '15:02', every: 240, days: 'daily' }],
      },
    ],
  },
];
