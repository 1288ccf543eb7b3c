import { BRANDS } from './brands';
import type { LineSpec } from './types';

const INOUI = {
  agency: 'SNCF',
  mode: 'HIGHSPEEDRAIL',
  brand: BRANDS.inoui,
  shortName: 'TGV INOUI',
  colour: '9B2743',
  textColour: 'FFFFFF',
  reservationRequired: true,
} as const;
const OUIGO = {
  agency: 'SNCF',
  mode: 'HIGHSPEEDRAIL',
  brand: BRANDS.ouigo,
  shortName: 'OUIGO',
  colour: '0096CA',
  textColour: 'FFFFFF',
  reservationRequired: true,
} as const;

export const HIGH_SPEED_LINES: LineSpec[] = [
  {
    ...INOUI,
    id: 'TGV-SUDEST',
    longName: 'Paris – Lyon – Marseille / Nice / Montpellier',
    speedKmh: 215,
    dwellMinutes: 3,
    firstNumber: 6101,
    patterns: [
      { stops: ['Paris Gare de Lyon', 'Lyon Part Dieu'], departures: [{ first: '06:00', last: '21:00', every: 60, days: 'daily' }] },
      {
        stops: ['Paris Gare de Lyon', 'Lyon Part Dieu', 'Avignon TGV', 'Aix-en-Provence TGV', 'Marseille Saint-Charles'],
        departures: [{ first: '06:37', last: '19:37', every: 120, days: 'daily' }],
      },
      {
        stops: ['Paris Gare de Lyon', 'Marseille Saint-Charles'],
        departures: [{ first: '07:07', last: '17:07', every: 120, days: 'daily' }],
      },
      {
        stops: [
          'Paris Gare de Lyon',
          'Avignon TGV',
          'Aix-en-Provence TGV',
          'Marseille Saint-Charles',
          'Toulon',
          'Cannes',
          'Antibes',
          'Nice',
        ],
        departures: [{ first: '07:19', last: '15:19', every: 240, days: 'daily' }],
      },
      {
        stops: [
          'Paris Gare de Lyon',
          'Valence TGV Rhône-Alpes Sud',
          'Nîmes Pont du Gard',
          'Montpellier Sud de France',
          'Montpellier Saint-Roch',
        ],
        departures: [{ first: '06:52', last: '18:52', every: 180, days: 'daily' }],
      },
      {
        stops: ['Paris Gare de Lyon', 'Dijon', 'Mâcon', 'Lyon Part Dieu', 'Grenoble'],
        departures: [{ first: '08:41', last: '16:41', every: 240, days: 'daily' }],
      },
    ],
  },
  {
    ...OUIGO,
    id: 'OUIGO-SUDEST',
    longName: 'Marne-la-Vallée – Lyon – Marseille',
    speedKmh: 205,
    dwellMinutes: 4,
    firstNumber: 7801,
    patterns: [
      {
        stops: ['Marne-la-Vallée Chessy', 'Lyon Saint-Exupéry TGV', 'Avignon TGV', 'Marseille Saint-Charles'],
        departures: [{ first: '07:50', last: '15:50', every: 480, days: 'daily' }],
      },
      {
        stops: ['Massy TGV', 'Lyon Saint-Exupéry TGV', 'Valence TGV Rhône-Alpes Sud', 'Nîmes Pont du Gard', 'Montpellier Sud de France'],
        departures: [
          { first: '09:10', days: 'fridays' },
          { first: '10:10', days: 'weekends' },
        ],
      },
    ],
  },
  {
    ...INOUI,
    id: 'TGV-ATLANTIQUE',
    longName: 'Paris – Bordeaux – Toulouse',
    speedKmh: 235,
    dwellMinutes: 3,
    firstNumber: 8501,
    patterns: [
      { stops: ['Paris Montparnasse', 'Bordeaux Saint-Jean'], departures: [{ first: '06:52', last: '20:52', every: 60, days: 'daily' }] },
      {
        stops: [
          'Paris Montparnasse',
          'Saint-Pierre-des-Corps',
          'Poitiers',
          'Angoulême',
          'Bordeaux Saint-Jean',
          'Agen',
          'Montauban Ville Bourbon',
          'Toulouse Matabiau',
        ],
        departures: [{ first: '07:26', last: '19:26', every: 120, days: 'daily' }],
      },
    ],
  },
  {
    ...INOUI,
    id: 'TGV-NORD',
    longName: 'Paris – Lille',
    speedKmh: 200,
    dwellMinutes: 3,
    firstNumber: 7001,
    patterns: [
      { stops: ['Paris Gare du Nord', 'Lille Europe'], departures: [{ first: '06:16', last: '21:16', every: 60, days: 'daily' }] },
      {
        stops: ['Paris Gare du Nord', 'Arras', 'Douai', 'Lille Flandres'],
        departures: [{ first: '07:46', last: '19:46', every: 120, days: 'daily' }],
      },
      {
        stops: ['Paris Gare du Nord', 'Arras', 'Lille Europe', 'Calais - Fréthun', 'Dunkerque'],
        departures: [{ first: '08:58', last: '17:58', every: 180, days: 'daily' }],
      },
    ],
  },
  {
    ...INOUI,
    id: 'TGV-OUEST',
    longName: 'Paris – Rennes / Nantes',
    speedKmh: 215,
    dwellMinutes: 3,
    firstNumber: 8701,
    patterns: [
      { stops: ['Paris Montparnasse', 'Le Mans', 'Rennes'], departures: [{ first: '07:05', last: '21:05', every: 60, days: 'daily' }] },
      {
        stops: ['Paris Montparnasse', 'Le Mans', 'Angers Saint-Laud', 'Nantes'],
        departures: [{ first: '07:35', last: '20:35', every: 60, days: 'daily' }],
      },
      {
        stops: ['Paris Montparnasse', 'Rennes', 'Vannes', 'Lorient Bretagne Sud', 'Quimper'],
        departures: [{ first: '08:15', last: '18:15', every: 200, days: 'daily' }],
      },
      {
        stops: ['Paris Montparnasse', 'Rennes', 'Saint-Malo'],
        departures: [{ first: '09:05', last: '17:05', every: 240, days: 'weekends' }],
      },
    ],
  },
  {
    ...INOUI,
    id: 'TGV-EST',
    longName: 'Paris – Strasbourg',
    speedKmh: 225,
    dwellMinutes: 3,
    firstNumber: 2401,
    patterns: [
      { stops: ['Paris Est', 'Strasbourg'], departures: [{ first: '06:55', last: '20:55', every: 60, days: 'daily' }] },
      {
        stops: ['Paris Est', 'Champagne-Ardenne TGV', 'Lorraine TGV', 'Strasbourg', 'Colmar'],
        departures: [{ first: '07:25', last: '19:25', every: 240, days: 'daily' }],
      },
      { stops: ['Paris Est', 'Metz'], departures: [{ first: '08:10', last: '20:10', every: 120, days: 'daily' }] },
      { stops: ['Paris Est', 'Nancy'], departures: [{ first: '07:40', last: '19:40', every: 120, days: 'daily' }] },
    ],
  },
];
