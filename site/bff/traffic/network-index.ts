import { idfLine, idfLineOfRoute } from '../../../domain/traffic/line-catalogue';
import type { JourneyData } from '../journeys/embedded/journey-data';
import { regionOfInsee } from '../journeys/embedded/regions';

/** Ile-de-France's INSEE region code. */
export const IDF_REGION = '11';

/**
 * What alerts are resolved against: the timetable's routes and stations, the regions they lie in
 * and the Ile-de-France lines of the picker. A route id or stop id the timetable does not know is
 * still kept (it may be an Ile-de-France line outside the timetable, or a station of a feed newer
 * than ours).
 */
export class NetworkIndex {
  private readonly routeRegions = new Map<string, string[]>();
  private readonly stationRegion = new Map<string, string>();

  constructor(private readonly data: JourneyData) {
    const { timetable } = data;
    for (const station of timetable.stations) {
      const region = regionOfInsee(data.stationRecords.get(station.code)?.codeinsee).code;
      if (region) this.stationRegion.set(station.code, region);
    }
    const regionsByRoute = new Map<number, Set<string>>();
    for (const trip of timetable.trips) {
      const regions = regionsByRoute.get(trip.route) ?? new Set<string>();
      for (const stopTime of trip.stopTimes) {
        const region = this.stationRegion.get(timetable.stations[stopTime.station]!.code);
        if (region) regions.add(region);
      }
      regionsByRoute.set(trip.route, regions);
    }
    for (const [route, regions] of regionsByRoute) this.routeRegions.set(timetable.routes[route]!.id, [...regions].sort());
  }

  get journeyData(): JourneyData {
    return this.data;
  }

  /** The station code of a GTFS stop id (its UIC code when known), or the id itself. */
  stationCode(stopId: string): string {
    const { timetable } = this.data;
    if (timetable.stationByCode.has(stopId)) return stopId;
    return timetable.stations.find((station) => station.id === stopId)?.code ?? stopId;
  }

  /** The picker line a route is, if it is one. */
  lineOfRoute(routeId: string): string | undefined {
    return idfLineOfRoute(routeId)?.codeLigne;
  }

  /** Regions a route runs in: Ile-de-France for the picker's lines, else those of its stations. */
  regionsOfRoute(routeId: string): string[] {
    if (idfLineOfRoute(routeId)) return [IDF_REGION];
    return this.routeRegions.get(routeId) ?? [];
  }

  regionOfStation(code: string): string | undefined {
    return this.stationRegion.get(code);
  }

  /** The timetable route of a picker line, when the timetable has it. */
  routeOfLine(codeLigne: string): number | undefined {
    const routeId = idfLine(codeLigne)?.routeId;
    return routeId === undefined ? undefined : this.data.timetable.routes.find((route) => route.id === routeId)?.index;
  }
}
