/**
 * The visitor's consent, kept in the cookie the consent manager (vanilla-cookieconsent) reads and
 * writes. The banner writes it itself, byte for byte as the manager would, so a visitor who only
 * accepts or rejects never loads the manager, and the manager later shows their choice.
 */
const CONSENT_COOKIE = 'cc_cookie';

/** Always on, and the only category left on when the visitor rejects all. */
const NECESSARY_CATEGORY = 'necessary';
/** The consent category that gates the tracking data layer. */
export const ANALYTICS_CATEGORY = 'analytics';
const CATEGORIES = [NECESSARY_CATEGORY, ANALYTICS_CATEGORY] as const;
/**
 * The manager's configuration names its categories with this type only: a value imported from
 * here would pull this module into the manager's chunk, and that chunk into every page.
 */
export type ConsentCategory = (typeof CATEGORIES)[number];

/** The manager's default lifetime of a decision. */
const EXPIRES_AFTER_DAYS = 182;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the manager stores: it takes a decision as valid only with an id, both timestamps and a list of categories. */
interface StoredConsent {
  categories: string[];
  revision: number;
  data: null;
  consentTimestamp: string;
  consentId: string;
  services: Record<string, string[]>;
  languageCode: string;
  lastConsentTimestamp: string;
  expirationTime: number;
}

/**
 * The categories the visitor accepted, read from a Cookie header (`document.cookie`), or nothing
 * when they have not decided or the cookie is not one the manager would take as a decision.
 */
export function acceptedCategories(cookieHeader: string): string[] | undefined {
  const match = new RegExp(`(?:^|;)\\s*${CONSENT_COOKIE}\\s*=\\s*([^;]+)`).exec(cookieHeader);
  if (!match) return undefined;
  try {
    const stored = JSON.parse(decodeURIComponent(match[1]!)) as Partial<StoredConsent> | null;
    const valid =
      typeof stored?.consentId === 'string' &&
      !!stored.consentTimestamp &&
      !!stored.lastConsentTimestamp &&
      Array.isArray(stored.categories);
    return valid ? stored.categories : undefined;
  } catch {
    return undefined;
  }
}

/** A random version 4 UUID, as the manager makes one (crypto.randomUUID needs HTTPS). */
function consentId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The `document.cookie` assignment that records "accept all" (`analytics` true) or "reject all":
 * the manager's JSON, lifetime, path and SameSite; its Domain (the host name, when it has a dot)
 * and Secure over HTTPS.
 */
export function consentCookie(
  analytics: boolean,
  { languageCode, now = new Date(), location }: { languageCode: string; now?: Date; location: Pick<Location, 'hostname' | 'protocol'> },
): string {
  const expires = new Date(now.getTime() + EXPIRES_AFTER_DAYS * DAY_MS);
  const stored: StoredConsent = {
    categories: analytics ? [...CATEGORIES] : [NECESSARY_CATEGORY],
    revision: 0,
    data: null,
    consentTimestamp: now.toISOString(),
    consentId: consentId(),
    services: Object.fromEntries(CATEGORIES.map((category) => [category, []])),
    languageCode,
    lastConsentTimestamp: now.toISOString(),
    expirationTime: expires.getTime(),
  };
  let cookie = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(stored))}; expires=${expires.toUTCString()}; Path=/; SameSite=Lax`;
  if (location.hostname.includes('.')) cookie += `; Domain=${location.hostname}`;
  if (location.protocol === 'https:') cookie += '; Secure';
  return cookie;
}

/**
 * The inline script at the top of every page: it marks `<html data-consent="undecided">` before
 * the first frame when no decision is stored, and only then does the CSS show the banner. The
 * server's HTML stays the same for every visitor, and without JavaScript (when the banner's
 * buttons could not work) the banner stays hidden, as it does where cookies are refused (a
 * sandboxed frame throws on `document.cookie`): a decision could not be kept there.
 */
export const CONSENT_BOOT_SCRIPT = `try{if(!/(?:^|;)\\s*${CONSENT_COOKIE}=/.test(document.cookie))document.documentElement.dataset.consent='undecided'}catch(e){}`;
