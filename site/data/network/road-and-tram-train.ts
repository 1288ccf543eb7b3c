import { BRANDS } from './brands';
import type { LineSpec } from './types';

export const ROAD_AND_TRAM_TRAIN_LINES: LineSpec[] = [
  {
    agency: 'CARS', mode: 'REGIONALCOACH', brand: BRANDS.coach, reservationRequired: false, id: 'CAR-AIX-TGV', shortName: 'Car 40', longName: 'Aix-en-Provence – Aix-en-Provence TGV', colour: '00A3E0', textColour: 'FFFFFF', speedKmh: 35, dwellMinutes: 0, firstNumber: 40001,
    patterns: [{ stops: ['Aix-en-Provence', 'Aix-en-Provence TGV'], departures: [{ first: '05:30', last: '22:30', every: 30, days: 'daily' }] }],
  },
  // Road services carry the number of the train they stand in for, so 856101 names two runs on weekdays (the train and this coach).
  {
    agency: 'CARS', mode: 'REGIONALCOACH', brand: BRANDS.coach, reservationRequired: false, id: 'CAR-BZH', shortName: 'Car BreizhGo', longName: 'Rennes – Saint-Malo', colour: '1D1D1B', textColour: 'FFFFFF', speedKmh: 45, dwellMinutes: 0, firstNumber: 856101,
    patterns: [{ stops: ['Rennes', 'Saint-Malo'], departures: [{ first: '06:50', last: '18:50', every: 240, days: 'weekdays' }] }],
  },
  {
    agency: 'CARS', mode: 'REGIONALCOACH', brand: BRANDS.coach, reservationRequired: false, id: 'CAR-LIO', shortName: 'Car liO', longName: 'Montpellier – Sète', colour: 'C8102E', textColour: 'FFFFFF', speedKmh: 40, dwellMinutes: 0, firstNumber: 37001,
    patterns: [{ stops: ['Montpellier Saint-Roch', 'Sète'], departures: [{ first: '07:15', last: '19:15', every: 180, days: 'daily' }] }],
  },
  {
    agency: 'CARS', mode: 'LOCALBUS', brand: BRANDS.bus, reservationRequired: false, id: 'BUS-AVIGNON', shortName: 'Bus 10', longName: 'Avignon Centre – Avignon TGV', colour: '6CB33F', textColour: 'FFFFFF', speedKmh: 20, dwellMinutes: 0, firstNumber: 10001,
    patterns: [{ stops: ['Avignon Centre', 'Avignon TGV'], departures: [{ first: '06:10', last: '21:10', every: 20, days: 'daily' }] }],
  },
  {
    agency: 'CARS', mode: 'LOCALBUS', brand: BRANDS.bus, reservationRequired: false, id: 'BUS-LILLE', shortName: 'Navette Lille', longName: 'Lille Flandres – Lille Europe', colour: 'E2001A', textColour: 'FFFFFF', speedKmh: 10, dwellMinutes: 0, firstNumber: 59001,
    patterns: [{ stops: ['Lille Flandres', 'Lille Europe'], departures: [{ first: '06:00', last: '22:00', every: 15, days: 'weekdays' }] }],
  },
  {
    agency: 'TER', mode: 'TRAMTRAIN', brand: BRANDS.tramTrain, reservationRequired: false, id: 'TT-MULHOUSE', shortName: 'Tram-train Mulhouse', longName: 'Mulhouse – Thann', colour: 'E4007C', textColour: 'FFFFFF', speedKmh: 30, dwellMinutes: 1, firstNumber: 96001,
    patterns: [{ stops: ['Mulhouse', 'Mulhouse Dornach', 'Mulhouse Zu Rhein Tram-Train', 'Thann Saint-Jacques', 'Thann', 'Thann Centre'], departures: [{ first: '05:45', last: '21:45', every: 30, days: 'weekdays' }, { first: '06:45', last: '20:45', every: 60, days: 'weekends' }] }],
  },
  {
    agency: 'TER', mode: 'TRAMTRAIN', brand: BRANDS.tramTrain, reservationRequired: false, id: 'TT-NANTES', shortName: 'Tram-train Nantes', longName: 'Nantes – Clisson', colour: '00A19A', textColour: 'FFFFFF', speedKmh: 40, dwellMinutes: 1, firstNumber: 85801,
    patterns: [{ stops: ['Nantes', 'Clisson'], departures: [{ first: '06:05', last: '20:05', every: 60, days: 'daily' }] }],
  },
];
