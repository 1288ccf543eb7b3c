/**
 * The demo publications: reports, timetables, guides and fare sheets per region and
 * transporter. Each has a PDF written by the content builder; its size is measured there.
 */
import type { PublicationDocument } from '../../../schemas/generated/search/publication';
import { slug } from './news';

type Bilingual = { fr: string; en: string };

const CATEGORIES = {
  reports: { fr: 'Rapports', en: 'Reports' },
  timetables: { fr: 'Horaires', en: 'Timetables' },
  guides: { fr: 'Guides', en: 'Guides' },
  fares: { fr: 'Tarifs', en: 'Fares' },
} satisfies Record<string, Bilingual>;

const REGIONS = ['Bretagne', 'Occitanie', 'Grand Est', 'Nouvelle-Aquitaine', 'Auvergne-Rhône-Alpes', 'Hauts-de-France', 'Provence-Alpes-Côte d’Azur', 'Normandie'];
const TRANSPORTERS = ['TGV INOUI', 'OUIGO', 'TER', 'Intercités'];

const KINDS: ReadonlyArray<{ category: Bilingual; title: Bilingual; intro: Bilingual; pages: number }> = [
  { category: CATEGORIES.timetables, title: { fr: 'Fiche horaire {transporter} {region}', en: '{transporter} timetable, {region}' }, intro: { fr: 'Les horaires de toutes les circulations {transporter} en {region}, valables jusqu’au prochain service annuel.', en: 'Times of every {transporter} service in {region}, valid until the next annual timetable.' }, pages: 24 },
  { category: CATEGORIES.reports, title: { fr: 'Rapport de ponctualité {transporter} {region} {year}', en: '{transporter} punctuality report {region} {year}' }, intro: { fr: 'La ponctualité mois par mois des trains {transporter} en {region}, les causes des retards et le plan d’amélioration.', en: 'Month-by-month punctuality of {transporter} trains in {region}, the causes of delays and the improvement plan.' }, pages: 16 },
  { category: CATEGORIES.guides, title: { fr: 'Guide du voyageur {transporter} en {region}', en: '{transporter} travellers’ guide, {region}' }, intro: { fr: 'Bagages, vélos, animaux, assistance en gare : tout ce qu’il faut savoir avant de voyager en {region}.', en: 'Luggage, bikes, pets, assistance at stations: what to know before travelling in {region}.' }, pages: 10 },
  { category: CATEGORIES.fares, title: { fr: 'Grille tarifaire {transporter} {region} {year}', en: '{transporter} fares {region} {year}' }, intro: { fr: 'Les tarifs, abonnements et réductions {transporter} en {region} pour l’année {year}.', en: '{transporter} fares, season tickets and discounts in {region} for {year}.' }, pages: 6 },
];

export const PUBLICATIONS_FOLDER = '/documents/publications';

export interface PublicationPlan {
  documents: PublicationDocument[];
  /** One PDF per publication: its file name, title, intro and number of pages. */
  files: Array<{ filename: string; title: string; intro: string; pages: number }>;
}

/** 30 publications per locale; `sizeOf` gives each PDF's measured size. */
export function publications(sizeOf: (filename: string) => number, locales: ReadonlyArray<'fr' | 'en'> = ['fr', 'en']): PublicationPlan {
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
        file: { filename, url: `${PUBLICATIONS_FOLDER}/${filename}`, value: locale === 'fr' ? 'Télécharger le document' : 'Download the document', size: sizeOf(filename) },
      });
    }
  }
  return plan;
}
