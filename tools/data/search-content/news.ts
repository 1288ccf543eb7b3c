/**
 * News articles written from topic templates over real French cities: the demo newsroom, and
 * the benchmark's 10,000 articles from the same sentences. Deterministic: the same count and
 * start give the same articles.
 */
import type { NewsArticleDocument } from '../../../schemas/generated/search/news-article';

type Bilingual = { fr: string; en: string };

interface Topic {
  slug: string;
  theme: Bilingual;
  title: Bilingual;
  body: Bilingual;
}

export const NEWS_CITIES = ['Marseille', 'Lyon', 'Bordeaux', 'Lille', 'Strasbourg', 'Nantes', 'Rennes', 'Montpellier', 'Toulouse', 'Nice', 'Besançon', 'Grenoble', 'Dijon', 'Clermont-Ferrand', 'Metz', 'Perpignan'];

const THEMES = {
  speed: { fr: 'Grande vitesse', en: 'High speed' },
  regional: { fr: 'Trains régionaux', en: 'Regional trains' },
  works: { fr: 'Travaux', en: 'Works' },
  offers: { fr: 'Offres', en: 'Offers' },
  company: { fr: 'Entreprise', en: 'Company' },
  access: { fr: 'Accessibilité', en: 'Accessibility' },
} satisfies Record<string, Bilingual>;

const TOPICS: Topic[] = [
  {
    slug: 'tgv-m',
    theme: THEMES.speed,
    title: { fr: 'Le TGV M arrive à {city}', en: 'The TGV M reaches {city}' },
    body: {
      fr: 'Le nouveau train à grande vitesse dessert {city} dès ce mois-ci. Plus sobre de 20 % en énergie, il offre 740 places, des espaces accessibles de plain-pied et un bar repensé. Les premières circulations sont ouvertes à la réservation.',
      en: 'The new high-speed train now serves {city}. Using 20% less energy, it seats 740 passengers, offers step-free accessible areas and a redesigned bar. The first services are open for booking.',
    },
  },
  {
    slug: 'travaux-nuit',
    theme: THEMES.works,
    title: { fr: 'Travaux de nuit sur les voies autour de {city}', en: 'Night works on the tracks around {city}' },
    body: {
      fr: 'Des travaux de renouvellement des rails et du ballast ont lieu la nuit autour de {city}. Quelques trains du soir sont remplacés par des autocars ; les horaires sont à jour dans le calculateur d’itinéraires.',
      en: 'Rails and ballast are being renewed at night around {city}. A few late trains are replaced by coaches; timetables are up to date in the journey planner.',
    },
  },
  {
    slug: 'ter-cadence',
    theme: THEMES.regional,
    title: { fr: 'Plus de trains régionaux entre {city} et sa région', en: 'More regional trains between {city} and its region' },
    body: {
      fr: 'Avec le nouveau service annuel, la desserte régionale de {city} passe à un train toutes les demi-heures aux heures de pointe. Les correspondances avec les autocars sont garanties en soirée.',
      en: 'With the new annual timetable, regional services from {city} run every half hour at peak times. Connections with coaches are guaranteed in the evening.',
    },
  },
  {
    slug: 'gare-renovee',
    theme: THEMES.access,
    title: { fr: 'La gare de {city} rénovée et accessible', en: '{city} station renovated and accessible' },
    body: {
      fr: 'Ascenseurs, bandes d’éveil de vigilance, guichet à hauteur adaptée et annonces sonores renforcées : la gare de {city} termine deux ans de rénovation. Le service d’assistance accueille les voyageurs sur réservation.',
      en: 'Lifts, tactile paving, a lowered ticket desk and clearer announcements: {city} station completes two years of renovation. The assistance service welcomes travellers who book ahead.',
    },
  },
  {
    slug: 'petits-prix',
    theme: THEMES.offers,
    title: { fr: 'Petits prix vers {city} pour les vacances', en: 'Low fares to {city} for the holidays' },
    body: {
      fr: 'Des billets à prix réduits vers {city} sont ouverts à la vente pour les vacances scolaires. Les places sont limitées ; la carte Avantage ajoute 30 % de réduction sur les trajets du week-end.',
      en: 'Reduced fares to {city} are on sale for the school holidays. Seats are limited; the Avantage card adds 30% off weekend journeys.',
    },
  },
  {
    slug: 'ponctualite',
    theme: THEMES.company,
    title: { fr: 'Ponctualité : les résultats de l’axe {city}', en: 'Punctuality: results on the {city} line' },
    body: {
      fr: 'Sur l’axe de {city}, neuf trains sur dix sont arrivés à l’heure ce trimestre. Les retards restants tiennent surtout aux travaux et aux conditions météorologiques ; un plan d’action est engagé avec le gestionnaire du réseau.',
      en: 'On the {city} line, nine trains out of ten arrived on time this quarter. Remaining delays are mostly due to works and weather; an action plan is under way with the network manager.',
    },
  },
  {
    slug: 'velos',
    theme: THEMES.regional,
    title: { fr: 'Vélos à bord : plus de places au départ de {city}', en: 'Bikes on board: more spaces from {city}' },
    body: {
      fr: 'Les trains au départ de {city} proposent désormais huit emplacements vélo réservables. La réservation est gratuite et se fait avec le billet, jusqu’à la veille du départ.',
      en: 'Trains from {city} now offer eight bookable bike spaces. Booking is free and made with the ticket, up to the day before departure.',
    },
  },
  {
    slug: 'nuit',
    theme: THEMES.speed,
    title: { fr: 'Un train de nuit relie Paris à {city}', en: 'A night train links Paris and {city}' },
    body: {
      fr: 'Départ en soirée de Paris, arrivée le matin à {city} : le train de nuit reprend du service avec des voitures couchettes rénovées, des compartiments privatisables et un petit-déjeuner servi à bord.',
      en: 'Leave Paris in the evening, wake up in {city}: the night train is back with renovated couchette cars, private compartments and breakfast served on board.',
    },
  },
];

const IMAGES = ['dest-marseille', 'dest-bordeaux', 'dest-lille', 'dest-nice', 'dest-strasbourg', 'gare-bordeaux', 'gare-strasbourg', 'tgvm-exterieur', 'tgvm-salle', 'viaduc-millau', 'horloge-gare'];

export const NEWS_PATH = { fr: '/actualites', en: '/en/news' } as const;

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
export function newsArticles(count: number, start: string, spacingDays: number, locales: ReadonlyArray<'fr' | 'en'> = ['fr', 'en']): NewsArticleDocument[] {
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
