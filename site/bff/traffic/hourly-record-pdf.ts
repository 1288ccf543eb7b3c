import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { addDays, weekdayIndex } from '../journeys/timetable/days';
import type { Route, Timetable, Trip } from '../journeys/timetable/types';

/** Departures per page across (columns), and the page: A4 landscape in points. */
const COLUMNS_PER_PAGE = 14;
const PAGE = { width: 842, height: 595, margin: 36 };
const STATION_COLUMN = 190;
const ROW = 13;
const DAY_NAMES = ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'];

export interface SheetInfo {
  /** Monday of the service week shown, yyyy-MM-dd. */
  weekStart: string;
  /** The feed's version and validity, as printed on the sheet. */
  feedDate: string;
}

/**
 * A line's timetable sheet for one service week: one table per direction (a sequence of
 * stations) and per set of days, stations down, departures across (14 to a page), the line's name
 * and the feed's date on every page.
 */
export async function hourlyRecordPdf(timetable: Timetable, route: Route, info: SheetInfo): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`${route.shortName} – ${route.longName}`);
  document.setCreator('Quai');
  document.setCreationDate(new Date(`${info.weekStart}T00:00:00Z`));
  document.setModificationDate(new Date(`${info.weekStart}T00:00:00Z`));
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const tables = weekTables(timetable, route, info.weekStart);
  if (!tables.length)
    newPage(document, bold, font, route, info).drawText(printable(font, 'Aucune circulation cette semaine.'), {
      x: PAGE.margin,
      y: PAGE.height - 110,
      size: 11,
      font,
    });
  for (const table of tables) {
    for (let first = 0; first < table.trips.length; first += COLUMNS_PER_PAGE) {
      const trips = table.trips.slice(first, first + COLUMNS_PER_PAGE);
      const page = newPage(document, bold, font, route, info);
      let y = PAGE.height - 100;
      page.drawText(
        printable(
          bold,
          `${table.stations.map((station) => timetable.stations[station]!.name).at(0)} > ${timetable.stations[table.stations.at(-1)!]!.name} · ${table.days}`,
        ),
        { x: PAGE.margin, y, size: 10, font: bold },
      );
      y -= ROW * 1.5;
      const columnWidth = (PAGE.width - 2 * PAGE.margin - STATION_COLUMN) / COLUMNS_PER_PAGE;
      for (const [column, trip] of trips.entries())
        page.drawText(printable(bold, trip.number), { x: PAGE.margin + STATION_COLUMN + column * columnWidth, y, size: 8, font: bold });
      for (const [row, station] of table.stations.entries()) {
        y -= ROW;
        if (row % 2 === 0)
          page.drawRectangle({
            x: PAGE.margin - 2,
            y: y - 3,
            width: PAGE.width - 2 * PAGE.margin + 4,
            height: ROW,
            color: rgb(0.93, 0.94, 0.96),
          });
        page.drawText(printable(font, timetable.stations[station]!.name).slice(0, 38), { x: PAGE.margin, y, size: 8, font });
        trips.forEach((trip, column) => {
          const stopTime = trip.stopTimes.find((candidate) => candidate.station === station);
          const text = stopTime ? clock(row === table.stations.length - 1 ? stopTime.arrival : stopTime.departure) : '|';
          page.drawText(text, { x: PAGE.margin + STATION_COLUMN + column * columnWidth, y, size: 8, font });
        });
      }
    }
  }
  return document.save();
}

function newPage(document: PDFDocument, bold: PDFFont, font: PDFFont, route: Route, info: SheetInfo): PDFPage {
  const page = document.addPage([PAGE.width, PAGE.height]);
  page.drawRectangle({ x: PAGE.margin, y: PAGE.height - 62, width: 46, height: 26, color: hexColour(route.colour) });
  page.drawText(printable(bold, route.shortName).slice(0, 8), {
    x: PAGE.margin + 4,
    y: PAGE.height - 53,
    size: 9,
    font: bold,
    color: hexColour(route.textColour),
  });
  page.drawText(printable(bold, `${route.shortName} – ${route.longName}`), {
    x: PAGE.margin + 56,
    y: PAGE.height - 50,
    size: 14,
    font: bold,
  });
  page.drawText(
    printable(
      font,
      `Fiche horaire, semaine du ${frenchDay(info.weekStart)} au ${frenchDay(addDays(info.weekStart, 6))} · ${info.feedDate}`,
    ),
    { x: PAGE.margin + 56, y: PAGE.height - 66, size: 9, font },
  );
  return page;
}

interface WeekTable {
  stations: number[];
  days: string;
  trips: Trip[];
}

/** The route's trips of the week grouped by their sequence of stations and the days they run, each sorted by first departure. */
function weekTables(timetable: Timetable, route: Route, weekStart: string): WeekTable[] {
  const groups = new Map<string, WeekTable>();
  for (const trip of timetable.trips) {
    if (trip.route !== route.index) continue;
    const days = [0, 1, 2, 3, 4, 5, 6].filter((offset) => timetable.services.runsOn(trip.serviceId, addDays(weekStart, offset)));
    if (!days.length) continue;
    const stations = trip.stopTimes.map((stopTime) => stopTime.station);
    const key = `${stations.join(',')}|${days.join('')}`;
    const group = groups.get(key) ?? { stations, days: dayRange(days), trips: [] };
    group.trips.push(trip);
    groups.set(key, group);
  }
  for (const group of groups.values()) group.trips.sort((a, b) => a.stopTimes[0]!.departure - b.stopTimes[0]!.departure);
  return [...groups.values()].sort((a, b) => b.trips.length - a.trips.length);
}

function dayRange(days: number[]): string {
  if (days.length === 7) return 'tous les jours';
  const consecutive = days.every((day, index) => index === 0 || day === days[index - 1]! + 1);
  return consecutive && days.length > 2
    ? `du ${DAY_NAMES[days[0]!]} au ${DAY_NAMES[days.at(-1)!]}`
    : days.map((day) => DAY_NAMES[day]).join(' ');
}

/** Monday of the week holding a day. */
export function mondayOfWeek(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

function clock(minute: number): string {
  const inDay = minute % 1440;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

function frenchDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** The standard PDF fonts cover Western European text only: other characters are replaced, never fatal. */
function printable(font: PDFFont, text: string): string {
  try {
    font.encodeText(text);
    return text;
  } catch {
    return [...text.normalize('NFC')]
      .map((character) => {
        try {
          font.encodeText(character);
          return character;
        } catch {
          return '?';
        }
      })
      .join('');
  }
}

function hexColour(hex: string) {
  const value = (offset: number) => parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return rgb(value(0) || 0, value(2) || 0, value(4) || 0);
}
