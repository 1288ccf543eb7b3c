/**
 * The demo publications: reports, timetables, guides and fare sheets per region and
 * transporter. Each has a PDF written by the content builder; its size is measured there.
 */
import type { PublicationDocument } from '../../../schemas/generated/search/publication';
import { CONTENT_LOCALES, slug, type ContentLocale, type Translated } from './news';

const CATEGORIES = {
  reports: { fr: 'Rapports', en: 'Reports', es: 'Informes', it: 'Rapporti' },
  timetables: { fr: 'Horaires', en: 'Timetables', es: 'Horarios', it: 'Orari' },
  guides: { fr: 'Guides', en: 'Guides', es: 'Guías', it: 'Guide' },
  fares: { fr: 'Tarifs', en: 'Fares', es: 'Tarifas', it: 'Tariffe' },
} satisfies Record<string, Translated>;

const REGIONS = [
  'Bretagne',
  'Occitanie',
  'Grand Est',
  'Nouvelle-Aquitaine',
  'Auvergne-Rhône-Alpes',
  'Hauts-de-France',
  'Provence-Alpes-Côte d’Azur',
  'Normandie',
];
const TRANSPORTERS = ['TGV INOUI', 'OUIGO', 'TER', 'Intercités'];

const KINDS: ReadonlyArray<{ category: Translated; title: Translated; intro: Translated; pages: number }> = [
  {
    category: CATEGORIES.timetables,
    title: {
      fr: 'Fiche horaire {transporter} {region}',
      en: '{transporter} timetable, {region}',
      es: 'Horarios {transporter} {region}',
      it: 'Orari {transporter} {region}',
    },
    intro: {
      fr: 'Les horaires de toutes les circulations {transporter} en {region}, valables jusqu’au prochain service annuel.',
      en: 'Times of every {transporter} service in {region}, valid until the next annual timetable.',
      es: 'Los horarios de todos los trenes {transporter} en {region}, válidos hasta el próximo servicio anual.',
      it: 'Gli orari di tutti i treni {transporter} in {region}, validi fino al prossimo orario annuale.',
    },
    pages: 24,
  },
  {
    category: CATEGORIES.reports,
    title: {
      fr: 'Rapport de ponctualité {transporter} {region} {year}',
      en: '{transporter} punctuality report {region} {year}',
      es: 'Informe de puntualidad {transporter} {region} {year}',
      it: 'Rapporto di puntualità {transporter} {region} {year}',
    },
    intro: {
      fr: 'La ponctualité mois par mois des trains {transporter} en {region}, les causes des retards et le plan d’amélioration.',
      en: 'Month-by-month punctuality of {transporter} trains in {region}, the causes of delays and the improvement plan.',
      es: 'La puntualidad mes a mes de los trenes {transporter} en {region}, las causas de los retrasos y el plan de mejora.',
      it: 'La puntualità mese per mese dei treni {transporter} in {region}, le cause dei ritardi e il piano di miglioramento.',
    },
    pages: 16,
  },
  {
    category: CATEGORIES.guides,
    title: {
      fr: 'Guide du voyageur {transporter} en {region}',
      en: '{transporter} travellers’ guide, {region}',
      es: 'Guía del viajero {transporter} en {region}',
      it: 'Guida del viaggiatore {transporter} in {region}',
    },
    intro: {
      fr: 'Bagages, vélos, animaux, assistance en gare : tout ce qu’il faut savoir avant de voyager en {region}.',
      en: 'Luggage, bikes, pets, assistance at stations: what to know before travelling in {region}.',
      es: 'Equipaje, bicicletas, animales, asistencia en la estación: lo que hay que saber antes de viajar en {region}.',
      it: 'Bagagli, bici, animali, assistenza in stazione: cosa sapere prima di viaggiare in {region}.',
    },
    pages: 10,
  },
  {
    category: CATEGORIES.fares,
    title: {
      fr: 'Grille tarifaire {transporter} {region} {year}',
      en: '{transporter} fares {region} {year}',
      es: 'Tarifas {transporter} {region} {year}',
      it: 'Tariffe {transporter} {region} {year}',
    },
    intro: {
      fr: 'Les tarifs, abonnements et réductions {transporter} en {region} pour l’année {year}.',
      en: '{transporter} fares, season tickets and discounts in {region} for {year}.',
      es: 'Las tarifas, abonos y descuentos {transporter} en {region} para el año {year}.',
      it: 'Le tariffe, gli abbonamenti e gli sconti {transporter} in {region} per l’anno {year}.',
    },
    pages: 6,
  },
];

const DOWNLOAD: Translated = {
  fr: 'Télécharger le document',
  en: 'Download the document',
  es: 'Descargar el documento',
  it: 'Scarica il documento',
};

export const PUBLICATIONS_FOLDER = '/documents/publications';

export interface PublicationPlan {
  documents: PublicationDocument[];
  /** One PDF per publication: its file name, title, intro and number of pages. */
  files: Array<{ filename: string; title: string; intro: string; pages: number }>;
}

/** 30 publications per locale; `sizeOf` gives each PDF's measured size. */
export function publications(sizeOf: (filename: string) => number, locales: readonly ContentLocale[] = CONTENT_LOCALES): PublicationPlan {
  const plan: PublicationPlan = { documents: [], files: [] };
  for (let index = 0; index < 30; index += 1) {
    const kind = KINDS[index % KINDS.length]!;
    // Region and transporter change together with the index, so no two publications share a title.
    const region = REGIONS[index % REGIONS.length]!;
    const transporter = TRANSPORTERS[Math.floor(index / REGIONS.length) % TRANSPORTERS.length]!;
    const year = String(2026 - (index % 2));
    const fill = (text: string) => text.replaceAll('{region}', region).replaceAll('{transporter}', transporter).replaceAll('{year}', year);
    const id = slug(fill(kind.title.fr));
    const filename = `${id}.pdf`;
    const pages = kind.pages + (index % 5) * 3;
    plan.files.push({ filename, title: fill(kind.title.fr), intro: fill(kind.intro.fr), pages });
    const month = String(11 - (index % 11)).padStart(2, '0');
    for (const locale of locales) {
      plan.documents.push({
        id,
        locale,
        title: fill(kind.title[locale]),
        intro: fill(kind.intro[locale]),
        publicationDate: `${index < 12 ? 2026 : 2025}-${month}-${String(1 + ((index * 7) % 27)).padStart(2, '0')}`,
        categories: { category: kind.category[locale], region, transporter },
        file: { filename, url: `${PUBLICATIONS_FOLDER}/${filename}`, value: DOWNLOAD[locale], size: sizeOf(filename) },
      });
    }
  }
  return plan;
}
