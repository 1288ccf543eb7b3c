/**
 * The travel agencies of the demo: one in each of 40 French cities, at the city's main station
 * (street addresses and postal codes of those stations). Phone numbers use the region's prefix
 * with a fictitious line; e-mail and web addresses are on the reserved example domain.
 */
import type { AgencyDocument } from '../../../schemas/generated/search/agency';
import { CONTENT_LOCALES, slug, type ContentLocale } from './news';

const AGENCIES: ReadonlyArray<[city: string, station: string, address: string, postalCode: string, prefix: string]> = [
  ['Paris', 'Gare de Lyon', 'Place Louis-Armand', '75012', '01'],
  ['Paris', 'Montparnasse', '17 boulevard de Vaugirard', '75015', '01'],
  ['Marseille', 'Saint-Charles', 'Square Narvik', '13001', '04'],
  ['Lyon', 'Part-Dieu', '5 place Charles-Béraudier', '69003', '04'],
  ['Lyon', 'Perrache', '14 cours de Verdun Rambaud', '69002', '04'],
  ['Toulouse', 'Matabiau', '64 boulevard Pierre-Sémard', '31500', '05'],
  ['Nice', 'Nice-Ville', 'Avenue Thiers', '06000', '04'],
  ['Nantes', 'Gare de Nantes', '27 boulevard de Stalingrad', '44000', '02'],
  ['Montpellier', 'Saint-Roch', 'Place Auguste-Gibert', '34000', '04'],
  ['Strasbourg', 'Gare de Strasbourg', '20 place de la Gare', '67000', '03'],
  ['Bordeaux', 'Saint-Jean', 'Rue Charles-Domercq', '33800', '05'],
  ['Lille', 'Lille-Flandres', 'Place des Buisses', '59000', '03'],
  ['Lille', 'Lille-Europe', 'Parvis de Rotterdam', '59777', '03'],
  ['Rennes', 'Gare de Rennes', '19 place de la Gare', '35000', '02'],
  ['Reims', 'Gare de Reims', 'Boulevard Joffre', '51100', '03'],
  ['Toulon', 'Gare de Toulon', 'Place de l’Europe', '83000', '04'],
  ['Saint-Étienne', 'Châteaucreux', 'Esplanade de France', '42000', '04'],
  ['Le Havre', 'Gare du Havre', 'Cours de la République', '76600', '02'],
  ['Grenoble', 'Gare de Grenoble', 'Place de la Gare', '38000', '04'],
  ['Dijon', 'Dijon-Ville', 'Cour de la Gare', '21000', '03'],
  ['Angers', 'Saint-Laud', 'Esplanade de la Gare', '49100', '02'],
  ['Nîmes', 'Nîmes-Centre', 'Boulevard Sergent-Triaire', '30000', '04'],
  ['Clermont-Ferrand', 'Gare de Clermont-Ferrand', 'Avenue de l’Union-Soviétique', '63000', '04'],
  ['Le Mans', 'Gare du Mans', 'Boulevard Robert-Jarry', '72000', '02'],
  ['Aix-en-Provence', 'Aix-en-Provence TGV', 'Route départementale 9', '13290', '04'],
  ['Brest', 'Gare de Brest', 'Place du 19e Régiment-d’Infanterie', '29200', '02'],
  ['Tours', 'Gare de Tours', '3 rue Édouard-Vaillant', '37000', '02'],
  ['Amiens', 'Gare d’Amiens', 'Place Alphonse-Fiquet', '80000', '03'],
  ['Limoges', 'Bénédictins', 'Place Maison-Dieu', '87000', '05'],
  ['Annecy', 'Gare d’Annecy', 'Place de la Gare', '74000', '04'],
  ['Perpignan', 'Gare de Perpignan', 'Place Salvador-Dalí', '66000', '04'],
  ['Metz', 'Metz-Ville', '1 place du Général-de-Gaulle', '57000', '03'],
  ['Besançon', 'Viotte', '2 avenue de la Paix', '25000', '03'],
  ['Orléans', 'Gare d’Orléans', 'Place Albert-Ier', '45000', '02'],
  ['Rouen', 'Rive-Droite', 'Place Bernard-Tissot', '76000', '02'],
  ['Mulhouse', 'Mulhouse-Ville', '10 avenue du Général-Leclerc', '68100', '03'],
  ['Caen', 'Gare de Caen', 'Place de la Gare', '14000', '02'],
  ['Nancy', 'Nancy-Ville', '3 place Thiers', '54000', '03'],
  ['Avignon', 'Avignon-Centre', 'Boulevard Saint-Roch', '84000', '04'],
  ['La Rochelle', 'Gare de La Rochelle', 'Place Pierre-Semard', '17000', '05'],
];

const NAME: Record<ContentLocale, (station: string) => string> = {
  fr: (station) => `Agence ${station}`,
  en: (station) => `${station} travel agency`,
  es: (station) => `Agencia ${station}`,
  it: (station) => `Agenzia ${station}`,
};

export function agencies(locales: readonly ContentLocale[] = CONTENT_LOCALES): AgencyDocument[] {
  return AGENCIES.flatMap(([city, station, address, postalCode, prefix], index) => {
    // "Gare de Brest" and "Aix-en-Provence TGV" name their city already; "Saint-Charles" does not.
    const stationName = station.startsWith('Gare') || station.startsWith(city) ? station : `${city} ${station}`;
    const id = `agence-${slug(stationName)}`;
    const line = String(10 + index).padStart(2, '0');
    return locales.map((locale) => ({
      id,
      locale,
      name: NAME[locale](stationName),
      webSite: `https://www.quai.example/agences/${slug(stationName)}`,
      mail: `${slug(stationName)}@quai.example`,
      phone: `${prefix} ${line} 36 35 ${String(index).padStart(2, '0')}`,
      city,
      address,
      postalCode,
    }));
  });
}
