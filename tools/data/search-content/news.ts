/**
 * News articles written from topic templates over real French cities: the demo newsroom, and
 * the benchmark's 10,000 articles from the same sentences. Deterministic: the same count and
 * start give the same articles.
 */
import type { NewsArticleDocument } from '../../../schemas/generated/search/news-article';

export type ContentLocale = 'fr' | 'en' | 'es' | 'it';
export const CONTENT_LOCALES: readonly ContentLocale[] = ['fr', 'en', 'es', 'it'];
export type Translated = Record<ContentLocale, string>;

interface Topic {
  slug: string;
  theme: Translated;
  title: Translated;
  body: Translated;
}

const NEWS_CITIES = [
  'Marseille',
  'Lyon',
  'Bordeaux',
  'Lille',
  'Strasbourg',
  'Nantes',
  'Rennes',
  'Montpellier',
  'Toulouse',
  'Nice',
  'Besançon',
  'Grenoble',
  'Dijon',
  'Clermont-Ferrand',
  'Metz',
  'Perpignan',
];

const THEMES = {
  speed: { fr: 'Grande vitesse', en: 'High speed', es: 'Alta velocidad', it: 'Alta velocità' },
  regional: { fr: 'Trains régionaux', en: 'Regional trains', es: 'Trenes regionales', it: 'Treni regionali' },
  works: { fr: 'Travaux', en: 'Works', es: 'Obras', it: 'Lavori' },
  offers: { fr: 'Offres', en: 'Offers', es: 'Ofertas', it: 'Offerte' },
  company: { fr: 'Entreprise', en: 'Company', es: 'Empresa', it: 'Azienda' },
  access: { fr: 'Accessibilité', en: 'Accessibility', es: 'Accesibilidad', it: 'Accessibilità' },
} satisfies Record<string, Translated>;

const TOPICS: Topic[] = [
  {
    slug: 'tgv-m',
    theme: THEMES.speed,
    title: {
      fr: 'Le TGV M arrive à {city}',
      en: 'The TGV M reaches {city}',
      es: 'El TGV M llega a {city}',
      it: 'Il TGV M arriva a {city}',
    },
    body: {
      fr: 'Le nouveau train à grande vitesse dessert {city} dès ce mois-ci. Plus sobre de 20 % en énergie, il offre 740 places, des espaces accessibles de plain-pied et un bar repensé. Les premières circulations sont ouvertes à la réservation.',
      en: 'The new high-speed train now serves {city}. Using 20% less energy, it seats 740 passengers, offers step-free accessible areas and a redesigned bar. The first services are open for booking.',
      es: 'El nuevo tren de alta velocidad da servicio a {city} desde este mes. Con un 20 % menos de consumo de energía, ofrece 740 plazas, espacios accesibles sin escalones y un bar renovado. Los primeros trayectos ya se pueden reservar.',
      it: 'Il nuovo treno ad alta velocità serve {city} da questo mese. Consuma il 20 % di energia in meno, offre 740 posti, spazi accessibili senza gradini e un bar rinnovato. I primi viaggi sono già prenotabili.',
    },
  },
  {
    slug: 'travaux-nuit',
    theme: THEMES.works,
    title: {
      fr: 'Travaux de nuit sur les voies autour de {city}',
      en: 'Night works on the tracks around {city}',
      es: 'Obras nocturnas en las vías alrededor de {city}',
      it: 'Lavori notturni sui binari intorno a {city}',
    },
    body: {
      fr: 'Des travaux de renouvellement des rails et du ballast ont lieu la nuit autour de {city}. Quelques trains du soir sont remplacés par des autocars ; les horaires sont à jour dans le calculateur d’itinéraires.',
      en: 'Rails and ballast are being renewed at night around {city}. A few late trains are replaced by coaches; timetables are up to date in the journey planner.',
      es: 'Se renuevan de noche los carriles y el balasto alrededor de {city}. Algunos trenes de la noche se sustituyen por autocares; los horarios están actualizados en el buscador de itinerarios.',
      it: 'Di notte si rinnovano rotaie e massicciata intorno a {city}. Alcuni treni serali sono sostituiti da autobus; gli orari sono aggiornati nel calcolatore di itinerari.',
    },
  },
  {
    slug: 'ter-cadence',
    theme: THEMES.regional,
    title: {
      fr: 'Plus de trains régionaux entre {city} et sa région',
      en: 'More regional trains between {city} and its region',
      es: 'Más trenes regionales entre {city} y su región',
      it: 'Più treni regionali tra {city} e la sua regione',
    },
    body: {
      fr: 'Avec le nouveau service annuel, la desserte régionale de {city} passe à un train toutes les demi-heures aux heures de pointe. Les correspondances avec les autocars sont garanties en soirée.',
      en: 'With the new annual timetable, regional services from {city} run every half hour at peak times. Connections with coaches are guaranteed in the evening.',
      es: 'Con el nuevo servicio anual, los trenes regionales de {city} circulan cada media hora en hora punta. Las conexiones con los autocares están garantizadas por la noche.',
      it: 'Con il nuovo orario annuale, i treni regionali di {city} passano ogni mezz’ora nelle ore di punta. Le coincidenze con gli autobus sono garantite la sera.',
    },
  },
  {
    slug: 'gare-renovee',
    theme: THEMES.access,
    title: {
      fr: 'La gare de {city} rénovée et accessible',
      en: '{city} station renovated and accessible',
      es: 'La estación de {city}, renovada y accesible',
      it: 'La stazione di {city} rinnovata e accessibile',
    },
    body: {
      fr: 'Ascenseurs, bandes d’éveil de vigilance, guichet à hauteur adaptée et annonces sonores renforcées : la gare de {city} termine deux ans de rénovation. Le service d’assistance accueille les voyageurs sur réservation.',
      en: 'Lifts, tactile paving, a lowered ticket desk and clearer announcements: {city} station completes two years of renovation. The assistance service welcomes travellers who book ahead.',
      es: 'Ascensores, bandas podotáctiles, una taquilla a altura adaptada y mejores avisos sonoros: la estación de {city} termina dos años de renovación. El servicio de asistencia atiende a los viajeros que reservan con antelación.',
      it: 'Ascensori, percorsi tattili, una biglietteria ad altezza adatta e annunci sonori più chiari: la stazione di {city} conclude due anni di lavori. Il servizio di assistenza accoglie i viaggiatori che prenotano in anticipo.',
    },
  },
  {
    slug: 'petits-prix',
    theme: THEMES.offers,
    title: {
      fr: 'Petits prix vers {city} pour les vacances',
      en: 'Low fares to {city} for the holidays',
      es: 'Precios reducidos a {city} para las vacaciones',
      it: 'Prezzi ridotti per {city} durante le vacanze',
    },
    body: {
      fr: 'Des billets à prix réduits vers {city} sont ouverts à la vente pour les vacances scolaires. Les places sont limitées ; la carte Avantage ajoute 30 % de réduction sur les trajets du week-end.',
      en: 'Reduced fares to {city} are on sale for the school holidays. Seats are limited; the Avantage card adds 30% off weekend journeys.',
      es: 'Ya están a la venta billetes a precio reducido a {city} para las vacaciones escolares. Las plazas son limitadas; la tarjeta Avantage añade un 30 % de descuento en los viajes de fin de semana.',
      it: 'Sono in vendita biglietti a prezzo ridotto per {city} per le vacanze scolastiche. I posti sono limitati; la carta Avantage aggiunge il 30 % di sconto sui viaggi del fine settimana.',
    },
  },
  {
    slug: 'ponctualite',
    theme: THEMES.company,
    title: {
      fr: 'Ponctualité : les résultats de l’axe {city}',
      en: 'Punctuality: results on the {city} line',
      es: 'Puntualidad: los resultados de la línea de {city}',
      it: 'Puntualità: i risultati della linea di {city}',
    },
    body: {
      fr: 'Sur l’axe de {city}, neuf trains sur dix sont arrivés à l’heure ce trimestre. Les retards restants tiennent surtout aux travaux et aux conditions météorologiques ; un plan d’action est engagé avec le gestionnaire du réseau.',
      en: 'On the {city} line, nine trains out of ten arrived on time this quarter. Remaining delays are mostly due to works and weather; an action plan is under way with the network manager.',
      es: 'En la línea de {city}, nueve trenes de cada diez llegaron a su hora este trimestre. Los retrasos restantes se deben sobre todo a las obras y a la meteorología; hay un plan de acción en marcha con el gestor de la red.',
      it: 'Sulla linea di {city}, nove treni su dieci sono arrivati in orario in questo trimestre. I ritardi rimanenti dipendono soprattutto dai lavori e dal meteo; è in corso un piano d’azione con il gestore della rete.',
    },
  },
  {
    slug: 'velos',
    theme: THEMES.regional,
    title: {
      fr: 'Vélos à bord : plus de places au départ de {city}',
      en: 'Bikes on board: more spaces from {city}',
      es: 'Bicicletas a bordo: más plazas desde {city}',
      it: 'Bici a bordo: più posti in partenza da {city}',
    },
    body: {
      fr: 'Les trains au départ de {city} proposent désormais huit emplacements vélo réservables. La réservation est gratuite et se fait avec le billet, jusqu’à la veille du départ.',
      en: 'Trains from {city} now offer eight bookable bike spaces. Booking is free and made with the ticket, up to the day before departure.',
      es: 'Los trenes que salen de {city} ofrecen ahora ocho plazas para bicicletas con reserva. La reserva es gratuita y se hace con el billete, hasta el día antes de la salida.',
      it: 'I treni in partenza da {city} offrono ora otto posti bici prenotabili. La prenotazione è gratuita e si fa con il biglietto, fino al giorno prima della partenza.',
    },
  },
  {
    slug: 'nuit',
    theme: THEMES.speed,
    title: {
      fr: 'Un train de nuit relie Paris à {city}',
      en: 'A night train links Paris and {city}',
      es: 'Un tren nocturno une París y {city}',
      it: 'Un treno notturno collega Parigi e {city}',
    },
    body: {
      fr: 'Départ en soirée de Paris, arrivée le matin à {city} : le train de nuit reprend du service avec des voitures couchettes rénovées, des compartiments privatisables et un petit-déjeuner servi à bord.',
      en: 'Leave Paris in the evening, wake up in {city}: the night train is back with renovated couchette cars, private compartments and breakfast served on board.',
      es: 'Salida de París por la noche, llegada a {city} por la mañana: el tren nocturno vuelve con coches literas renovados, compartimentos privados y desayuno servido a bordo.',
      it: 'Partenza da Parigi la sera, arrivo a {city} la mattina: il treno notturno torna con carrozze cuccette rinnovate, scompartimenti privati e colazione servita a bordo.',
    },
  },
];

const IMAGES = [
  'dest-marseille',
  'dest-bordeaux',
  'dest-lille',
  'dest-nice',
  'dest-strasbourg',
  'gare-bordeaux',
  'gare-strasbourg',
  'tgvm-exterieur',
  'tgvm-salle',
  'viaduc-millau',
  'horloge-gare',
];

export const NEWS_PATH: Translated = { fr: '/actualites', en: '/en/news', es: '/es/noticias', it: '/it/notizie' };

/** yyyy-MM-dd of `days` days before `start`. */
function daysBefore(start: string, days: number): string {
  const date = new Date(`${start}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * `count` articles per locale, one every `spacingDays` days back from `start`. Every third is a
 * newsroom card with an image.
 */
export function newsArticles(
  count: number,
  start: string,
  spacingDays: number,
  locales: readonly ContentLocale[] = CONTENT_LOCALES,
): NewsArticleDocument[] {
  const articles: NewsArticleDocument[] = [];
  for (let index = 0; index < count; index += 1) {
    const topic = TOPICS[index % TOPICS.length]!;
    const city = NEWS_CITIES[Math.floor(index / TOPICS.length + index * 5) % NEWS_CITIES.length]!;
    const id = `${topic.slug}-${slug(city)}-${index + 1}`;
    const newsRoom = index % 3 === 0;
    for (const locale of locales) {
      const title = topic.title[locale].replaceAll('{city}', city);
      articles.push({
        id,
        locale,
        title,
        link: `${NEWS_PATH[locale]}/${id}`,
        publishOn: daysBefore(start, index * spacingDays),
        type_of_page: newsRoom ? 'news_room' : 'news',
        taxonomies: [topic.theme[locale]],
        ...(newsRoom ? { image: { url: `/images/editorial/${IMAGES[index % IMAGES.length]}.svg`, alt: title } } : {}),
        body: topic.body[locale].replaceAll('{city}', city),
      });
    }
  }
  return articles;
}

export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
