import { engineConfig } from './config';

/**
 * A page's first use of Intl loads the browser's locale data: about 20 ms of a fast CPU, 70 to
 * 100 ms of a mid-range phone's, however small the use (a price, a date, or react-aria, which
 * looks the locale's direction up as its module loads). Left to the first island, it lengthens
 * the one task that runs the island's code and hydrates it. Warmed here instead, in tasks of
 * their own while that code downloads: the locale's data, then the site's time zone's.
 */
export function warmIntlSoon(locale: string): void {
  setTimeout(() => {
    Intl.DateTimeFormat.supportedLocalesOf([locale]);
    new Intl.NumberFormat(locale).format(0);
    setTimeout(() => new Intl.DateTimeFormat(locale, { timeZone: engineConfig().timeZone, hour: 'numeric' }).format(0));
  });
}
