import { BRANDS } from './brands';
import type { LineSpec } from './types';

const TER = { agency: 'TER', mode: 'REGIONALRAIL', brand: BRANDS.ter, reservationRequired: false, dwellMinutes: 1 } as const;

export const TER_LINES: LineSpec[] = [
  {
    ...TER,
    id: 'TER-ARA-LYON-GRENOBLE',
    shortName: 'TER Auvergne-Rhône-Alpes',
    longName: 'Lyon – Grenoble',
    colour: '006AB3',
    textColour: 'FFFFFF',
    speedKmh: 75,
    firstNumber: 881101,
    patterns: [
      {
        stops: ['Lyon Part Dieu', 'Saint-Quentin-Fallavier', 'Grenoble Universités - Gières', 'Grenoble'],
        departures: [{ first: '05:42', last: '21:42', every: 60, days: 'daily' }],
      },
    ],
  },
  {
    ...TER,
    id: 'TER-ARA-LYON-STETIENNE',
    shortName: 'TER Auvergne-Rhône-Alpes',
    longName: 'Lyon – Saint-Étienne',
    colour: '006AB3',
    textColour: 'FFFFFF',
    speedKmh: 65,
    firstNumber: 883201,
    patterns: [
      {
        stops: ['Lyon Part Dieu', 'Lyon Perrache', 'Saint-Étienne Châteaucreux'],
        departures: [
          { first: '05:50', last: '22:20', every: 30, days: 'weekdays' },
          { first: '06:50', last: '21:50', every: 60, days: 'weekends' },
        ],
      },
    ],
  },
  {
    ...TER,
    id: 'TER-ARA-LYON-ANNECY',
    shortName: 'TER Auvergne-Rhône-Alpes',
    longName: 'Lyon – Chambéry – Annecy',
    colour: '006AB3',
    textColour: 'FFFFFF',
    speedKmh: 60,
    firstNumber: 885401,
    patterns: [
      {
        stops: ['Lyon Part Dieu', 'Chambéry - Challes-les-Eaux', 'Aix-les-Bains le Revard', 'Annecy'],
        departures: [{ first: '06:12', last: '20:12', every: 120, days: 'daily' }],
      },
    ],
  },
  {
    ...TER,
    id: 'TER-HDF-LILLE',
    shortName: 'TER Hauts-de-France',
    longName: 'Lille – Arras – Amiens / Valenciennes',
    colour: '0069B4',
    textColour: 'FFFFFF',
    speedKmh: 70,
    firstNumber: 847001,
    patterns: [
      { stops: ['Lille Flandres', 'Douai', 'Arras', 'Amiens'], departures: [{ first: '06:05', last: '21:05', every: 60, days: 'daily' }] },
      {
        stops: ['Lille Flandres', 'Douai', 'Valenciennes'],
        departures: [
          { first: '05:35', last: '22:35', every: 60, days: 'weekdays' },
          { first: '07:35', last: '21:35', every: 120, days: 'weekends' },
        ],
      },
      { stops: ['Lille Flandres', 'Calais', 'Dunkerque'], departures: [{ first: '06:20', last: '20:20', every: 120, days: 'daily' }] },
    ],
  },
  {
    ...TER,
    id: 'TER-PACA',
    shortName: 'TER Provence-Alpes-Côte d’Azur',
    longName: 'Marseille – Toulon – Nice',
    colour: '0A74DA',
    textColour: 'FFFFFF',
    speedKmh: 60,
    firstNumber: 876001,
    patterns: [
      {
        stops: ['Marseille Saint-Charles', 'Marseille Blancarde', 'Toulon', 'Cannes', 'Antibes', 'Nice'],
        departures: [{ first: '05:55', last: '20:55', every: 60, days: 'daily' }],
      },
      {
        stops: ['Cannes', 'Cannes La Bocca', 'Antibes', 'Nice Saint-Augustin', 'Nice', 'Nice Riquier'],
        departures: [{ first: '05:30', last: '23:00', every: 30, days: 'daily' }],
      },
      {
        stops: ['Marseille Saint-Charles', 'Aix-en-Provence'],
        departures: [
          { first: '05:45', last: '22:15', every: 30, days: 'weekdays' },
          { first: '06:45', last: '21:45', every: 60, days: 'weekends' },
        ],
      },
      { stops: ['Avignon Centre', 'Avignon TGV'], departures: [{ first: '06:00', last: '23:00', every: 30, days: 'daily' }] },
    ],
  },
  {
    ...TER,
    id: 'TER-NA-BORDEAUX',
    shortName: 'TER Nouvelle-Aquitaine',
    longName: 'Bordeaux – Arcachon / Angoulême',
    colour: 'DA291C',
    textColour: 'FFFFFF',
    speedKmh: 70,
    firstNumber: 864101,
    patterns: [
      { stops: ['Bordeaux Saint-Jean', 'Arcachon'], departures: [{ first: '06:07', last: '22:07', every: 60, days: 'daily' }] },
      {
        stops: ['Bordeaux Saint-Jean', 'Angoulême', 'Poitiers'],
        departures: [{ first: '06:40', last: '19:40', every: 180, days: 'daily' }],
      },
    ],
  },
  {
    ...TER,
    id: 'TER-BZH',
    shortName: 'TER BreizhGo',
    longName: 'Rennes – Saint-Malo / Brest / Quimper',
    colour: '1D1D1B',
    textColour: 'FFFFFF',
    speedKmh: 80,
    firstNumber: 856101,
    patterns: [
      { stops: ['Rennes', 'Saint-Malo'], departures: [{ first: '06:20', last: '21:20', every: 60, days: 'daily' }] },
      { stops: ['Rennes', 'Brest'], departures: [{ first: '06:35', last: '19:35', every: 120, days: 'daily' }] },
      {
        stops: ['Rennes', 'Vannes', 'Lorient Bretagne Sud', 'Quimperlé', 'Quimper'],
        departures: [{ first: '07:05', last: '19:05', every: 120, days: 'daily' }],
      },
    ],
  },
  {
    ...TER,
    id: 'TER-GE',
    shortName: 'TER Grand Est',
    longName: 'Strasbourg – Mulhouse / Metz – Nancy',
    colour: '009CDE',
    textColour: 'FFFFFF',
    speedKmh: 90,
    firstNumber: 830101,
    patterns: [
      {
        stops: ['Strasbourg', 'Colmar', 'Mulhouse'],
        departures: [
          { first: '05:48', last: '22:18', every: 30, days: 'weekdays' },
          { first: '06:48', last: '21:48', every: 60, days: 'weekends' },
        ],
      },
      {
        stops: ['Metz', 'Nancy'],
        departures: [
          { first: '05:40', last: '22:40', every: 30, days: 'weekdays' },
          { first: '06:40', last: '21:40', every: 60, days: 'weekends' },
        ],
      },
      { stops: ['Strasbourg', 'Metz'], departures: [{ first: '06:26', last: '20:26', every: 120, days: 'daily' }] },
    ],
  },
  {
    ...TER,
    id: 'TER-OCC',
    shortName: 'TER liO Occitanie',
    longName: 'Toulouse – Narbonne – Perpignan',
    colour: 'C8102E',
    textColour: 'FFFFFF',
    speedKmh: 80,
    firstNumber: 876501,
    patterns: [
      {
        stops: ['Toulouse Matabiau', 'Carcassonne', 'Narbonne', 'Perpignan'],
        departures: [{ first: '06:15', last: '20:15', every: 120, days: 'daily' }],
      },
    ],
  },
  {
    ...TER,
    id: 'TER-CVL',
    shortName: 'TER Centre-Val de Loire',
    longName: 'Paris – Orléans / Chartres',
    colour: 'E3007D',
    textColour: 'FFFFFF',
    speedKmh: 85,
    firstNumber: 860001,
    patterns: [
      {
        stops: ['Paris Austerlitz', 'Étampes', 'Orléans', 'Tours'],
        departures: [{ first: '06:17', last: '20:17', every: 120, days: 'daily' }],
      },
      {
        stops: ['Paris Montparnasse', 'Versailles Chantiers', 'Chartres'],
        departures: [{ first: '06:04', last: '21:04', every: 60, days: 'daily' }],
      },
    ],
  },
];
