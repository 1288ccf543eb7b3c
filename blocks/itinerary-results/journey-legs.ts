import type { Itinerary } from '../../adapters/bff-client/types';
import { formatInSiteTime } from '@quai/engine/time';
import type { CalendarLeg } from '../_ui/calendar/calendar-file';
import { trainDetailsHref } from '../_rail/train-link';

/** The trains of a journey as calendar events: each ride with its train, stations, booked times and the train's page. */
export function journeyLegs(itinerary: Itinerary, trainDetailsPath: string | undefined): CalendarLeg[] {
  return itinerary.listeEtapes.etape.flatMap((step) => {
    const circulation = step.type === 'TRANSPORT' ? step.listeCirculations.circulation[0] : undefined;
    if (!circulation) return [];
    const link =
      trainDetailsPath &&
      new URL(
        trainDetailsHref(trainDetailsPath, formatInSiteTime(step.depart.dateHeure, 'isoDate'), [circulation.numero], {
          codeCirculation: circulation.codeCirculation,
        }),
        window.location.origin,
      ).href;
    return [
      {
        train: `${circulation.longFormat.name} ${circulation.numero}`,
        origin: step.depart.emplacement.libelle,
        destination: step.arrivee.emplacement.libelle,
        departure: step.depart.dateHeure,
        arrival: step.arrivee.dateHeure,
        ...(link ? { link } : {}),
      },
    ];
  });
}
