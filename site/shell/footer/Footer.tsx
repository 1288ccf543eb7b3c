import { useLocale, useT } from '@quai/engine/i18n';
import { useKeptMarkup } from '@quai/engine/kept-markup';
import type { SiteMenus } from '../../content-store/menus';
import { homePath, type LocaleOption } from '../../content-store/pages';
import { OPEN_PREFERENCES } from '../consent-banner/consent-controller';
import { LanguageSelector } from '../LanguageSelector';
import { MenuLink } from '../MenuLink';
import { SKIP_TARGETS } from '../skip-targets';
import styles from './Footer.module.css';

interface FooterProps {
  menus: Pick<SiteMenus, 'footer' | 'social' | 'legal'>;
  localeOptions: readonly LocaleOption[];
}

/**
 * The footer: menu columns (accordions on mobile, built on <details> so they work without
 * JavaScript), the social networks, the logo, the legal menu with the Cookies button that opens
 * the consent preferences, and the language selector. The same on every page of a path (of a
 * search, for the language links keeping it): the server keeps its markup.
 */
export function Footer(props: FooterProps) {
  const kept = useKeptMarkup('footer', FooterContent, props);
  const attributes = { id: SKIP_TARGETS.footer, tabIndex: -1, className: styles.footer };
  return kept ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the footer's own markup, which React rendered from the same props.
    <footer {...attributes} dangerouslySetInnerHTML={kept} />
  ) : (
    <footer {...attributes}>
      <FooterContent {...props} />
    </footer>
  );
}

function FooterContent({ menus, localeOptions }: FooterProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className={styles.inner}>
      {menus.footer.length > 0 && (
        <nav aria-label={t('shell.footer.menu')} className={styles.columns}>
          {menus.footer.map((column, index) => (
            <details key={index} className={styles.column}>
              <summary className={styles.columnTitle}>{column.title}</summary>
              <ul className={styles.links}>
                {(column.children ?? []).map((link, linkIndex) => (
                  <li key={linkIndex}>
                    <MenuLink item={link} className={styles.link} />
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </nav>
      )}
      <div className={styles.brandRow}>
        <a href={homePath(locale)} className={styles.logo}>
          {/* Below the fold: loaded lazily, so React adds no preload hint for it to the kept markup either. */}
          <img src="/logo.svg" alt={t('shell.logo')} width={120} height={32} loading="lazy" />
        </a>
        {menus.social.length > 0 && (
          <nav aria-label={t('shell.footer.social')}>
            <ul className={styles.social}>
              {menus.social.map((item, index) => (
                <li key={index}>
                  <MenuLink item={item} className={styles.socialLink}>
                    {item.image ? (
                      <img
                        src={item.image}
                        alt={item.imageAlt ?? ''}
                        width={item.imageWidth ?? 24}
                        height={item.imageHeight ?? 24}
                        loading="lazy"
                      />
                    ) : null}
                    <span className={item.image ? 'visually-hidden' : undefined}>{item.title}</span>
                  </MenuLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <div className={styles.bottomRow}>
        <nav aria-label={t('shell.footer.legal')}>
          <ul className={styles.legal}>
            {menus.legal.map((item, index) => (
              <li key={index}>
                <MenuLink item={item} className={styles.legalLink} />
              </li>
            ))}
            <li>
              {/* No code of its own: the consent banner's island opens the preferences from it. */}
              <button type="button" className={styles.legalLink} data-cc={OPEN_PREFERENCES} aria-haspopup="dialog">
                {t('shell.footer.cookies')}
              </button>
            </li>
          </ul>
        </nav>
        <LanguageSelector options={localeOptions} className={styles.languages} landmark={false} />
      </div>
      <p className={styles.copyright}>{t('shell.footer.copyright', { year: 2026 })}</p>
    </div>
  );
}
