import type { Locale } from '../../../../engine/i18n';

/** Wording of generated events. Kept beside the generator: these are data of the live situation, not UI labels. */
export interface EventTexts {
  delay: (minutes: number) => { title: string; text: string; longText: string };
  deleted: { title: string; text: string; longText: string };
  partial: (station: string) => { title: string; text: string; longText: string };
  detour: (stations: string) => { title: string; text: string; longText: string };
  created: { title: string; text: string; longText: string };
  extraStop: (station: string) => { title: string; text: string; longText: string };
  works: { title: string; text: string; longText: string };
  information: { title: string; text: string; longText: string };
  disturbance: { title: string; text: string; longText: string };
  stopDeleted: string;
  stopDetour: string;
  stopCreated: string;
  stopAdded: string;
}

const REASONS = {
  fr: ['un incident de signalisation', 'une panne de matériel', 'une affluence exceptionnelle', 'des conditions météorologiques difficiles', "l'intervention des forces de l'ordre"],
  en: ['a signalling fault', 'a rolling stock failure', 'exceptionally high passenger numbers', 'bad weather', 'police intervention'],
  es: ['una incidencia de señalización', 'una avería del material', 'una afluencia excepcional', 'condiciones meteorológicas adversas', 'una intervención policial'],
  it: ['un guasto alla segnaletica', 'un guasto al materiale rotabile', "un'affluenza eccezionale", 'condizioni meteo avverse', "l'intervento delle forze dell'ordine"],
} satisfies Record<Locale, string[]>;

export function reasonOf(locale: Locale, index: number): string {
  const reasons = REASONS[locale];
  return reasons[index % reasons.length]!;
}

export const EVENT_TEXTS: Record<Locale, (reason: string) => EventTexts> = {
  fr: (reason) => ({
    delay: (minutes) => ({ title: `Retard de ${minutes} min`, text: `Ce train circule avec un retard de ${minutes} minutes.`, longText: `Ce train circule avec un retard estimé de ${minutes} minutes en raison de ${reason}.` }),
    deleted: { title: 'Train supprimé', text: 'Ce train ne circule pas aujourd’hui.', longText: `Ce train est supprimé en raison de ${reason}. Nous vous invitons à reporter votre voyage.` },
    partial: (station) => ({ title: 'Terminus avancé', text: `Ce train est limité à ${station}.`, longText: `En raison de ${reason}, ce train est limité à ${station}. Des cars de substitution desservent les arrêts suivants.` }),
    detour: (stations) => ({ title: 'Parcours modifié', text: `Ce train ne dessert pas ${stations}.`, longText: `En raison de ${reason}, ce train est dévié et ne dessert pas ${stations}.` }),
    created: { title: 'Train supplémentaire', text: 'Ce train a été ajouté au plan de transport.', longText: 'Ce train supplémentaire a été ajouté pour répondre à la demande.' },
    extraStop: (station) => ({ title: 'Arrêt supplémentaire', text: `Arrêt supplémentaire à ${station}.`, longText: `Ce train marque exceptionnellement l’arrêt à ${station}.` }),
    works: { title: 'Travaux', text: 'Des travaux modifient les horaires sur cette ligne.', longText: 'Des travaux de modernisation de la voie sont en cours : les horaires de ce train ont été adaptés.' },
    information: { title: 'Information', text: 'Pensez à valider votre titre de transport.', longText: 'Pensez à valider votre titre de transport avant de monter à bord. Les contrôles sont renforcés sur cette ligne.' },
    disturbance: { title: 'Trafic perturbé', text: `Trafic perturbé en raison de ${reason}.`, longText: `Le trafic est perturbé sur cette ligne en raison de ${reason}. Des retards sont possibles.` },
    stopDeleted: 'Arrêt non desservi',
    stopDetour: 'Arrêt non desservi (détournement)',
    stopCreated: 'Train supplémentaire',
    stopAdded: 'Arrêt supplémentaire',
  }),
  en: (reason) => ({
    delay: (minutes) => ({ title: `${minutes} min delay`, text: `This train is running ${minutes} minutes late.`, longText: `This train is running about ${minutes} minutes late because of ${reason}.` }),
    deleted: { title: 'Train cancelled', text: 'This train does not run today.', longText: `This train is cancelled because of ${reason}. Please travel at another time.` },
    partial: (station) => ({ title: 'Terminates early', text: `This train terminates at ${station}.`, longText: `Because of ${reason}, this train terminates at ${station}. Replacement coaches serve the following stops.` }),
    detour: (stations) => ({ title: 'Diverted', text: `This train does not call at ${stations}.`, longText: `Because of ${reason}, this train is diverted and does not call at ${stations}.` }),
    created: { title: 'Additional train', text: 'This train has been added to the timetable.', longText: 'This additional train has been added to meet demand.' },
    extraStop: (station) => ({ title: 'Additional stop', text: `Additional stop at ${station}.`, longText: `This train exceptionally calls at ${station}.` }),
    works: { title: 'Engineering works', text: 'Engineering works change times on this line.', longText: 'Track renewal works are under way: the times of this train have been adjusted.' },
    information: { title: 'Information', text: 'Remember to validate your ticket.', longText: 'Remember to validate your ticket before boarding. Ticket checks are stepped up on this line.' },
    disturbance: { title: 'Disrupted service', text: `Service disrupted because of ${reason}.`, longText: `Service on this line is disrupted because of ${reason}. Delays are possible.` },
    stopDeleted: 'Stop not served',
    stopDetour: 'Stop not served (diversion)',
    stopCreated: 'Additional train',
    stopAdded: 'Additional stop',
  }),
  es: (reason) => ({
    delay: (minutes) => ({ title: `Retraso de ${minutes} min`, text: `Este tren circula con ${minutes} minutos de retraso.`, longText: `Este tren circula con un retraso estimado de ${minutes} minutos debido a ${reason}.` }),
    deleted: { title: 'Tren suprimido', text: 'Este tren no circula hoy.', longText: `Este tren está suprimido debido a ${reason}.` },
    partial: (station) => ({ title: 'Final de trayecto adelantado', text: `Este tren termina en ${station}.`, longText: `Debido a ${reason}, este tren termina en ${station}. Autocares de sustitución sirven las paradas siguientes.` }),
    detour: (stations) => ({ title: 'Recorrido modificado', text: `Este tren no para en ${stations}.`, longText: `Debido a ${reason}, este tren se desvía y no para en ${stations}.` }),
    created: { title: 'Tren adicional', text: 'Este tren se ha añadido al plan de transporte.', longText: 'Este tren adicional se ha añadido para responder a la demanda.' },
    extraStop: (station) => ({ title: 'Parada adicional', text: `Parada adicional en ${station}.`, longText: `Este tren para excepcionalmente en ${station}.` }),
    works: { title: 'Obras', text: 'Unas obras modifican los horarios de esta línea.', longText: 'Hay obras de renovación de la vía: los horarios de este tren se han adaptado.' },
    information: { title: 'Información', text: 'Recuerde validar su billete.', longText: 'Recuerde validar su billete antes de subir. Los controles se refuerzan en esta línea.' },
    disturbance: { title: 'Tráfico perturbado', text: `Tráfico perturbado debido a ${reason}.`, longText: `El tráfico está perturbado en esta línea debido a ${reason}. Son posibles retrasos.` },
    stopDeleted: 'Parada no servida',
    stopDetour: 'Parada no servida (desvío)',
    stopCreated: 'Tren adicional',
    stopAdded: 'Parada adicional',
  }),
  it: (reason) => ({
    delay: (minutes) => ({ title: `Ritardo di ${minutes} min`, text: `Questo treno viaggia con ${minutes} minuti di ritardo.`, longText: `Questo treno viaggia con un ritardo stimato di ${minutes} minuti a causa di ${reason}.` }),
    deleted: { title: 'Treno soppresso', text: 'Questo treno oggi non circola.', longText: `Questo treno è soppresso a causa di ${reason}.` },
    partial: (station) => ({ title: 'Capolinea anticipato', text: `Questo treno termina a ${station}.`, longText: `A causa di ${reason}, questo treno termina a ${station}. Autobus sostitutivi servono le fermate successive.` }),
    detour: (stations) => ({ title: 'Percorso modificato', text: `Questo treno non ferma a ${stations}.`, longText: `A causa di ${reason}, questo treno è deviato e non ferma a ${stations}.` }),
    created: { title: 'Treno aggiuntivo', text: 'Questo treno è stato aggiunto al piano di trasporto.', longText: 'Questo treno aggiuntivo è stato aggiunto per rispondere alla domanda.' },
    extraStop: (station) => ({ title: 'Fermata aggiuntiva', text: `Fermata aggiuntiva a ${station}.`, longText: `Questo treno ferma eccezionalmente a ${station}.` }),
    works: { title: 'Lavori', text: 'Dei lavori modificano gli orari su questa linea.', longText: 'Sono in corso lavori di rinnovo del binario: gli orari di questo treno sono stati adattati.' },
    information: { title: 'Informazione', text: 'Ricordate di convalidare il biglietto.', longText: 'Ricordate di convalidare il biglietto prima di salire. I controlli sono rafforzati su questa linea.' },
    disturbance: { title: 'Traffico perturbato', text: `Traffico perturbato a causa di ${reason}.`, longText: `Il traffico su questa linea è perturbato a causa di ${reason}. Sono possibili ritardi.` },
    stopDeleted: 'Fermata non servita',
    stopDetour: 'Fermata non servita (deviazione)',
    stopCreated: 'Treno aggiuntivo',
    stopAdded: 'Fermata aggiuntiva',
  }),
};
