import { useLocale, useT } from '@quai/engine/i18n';
import type { CrisisItem } from '../../../schemas/generated/shell/crisis';
import type { CheckedMenuItem } from '../../content-store/menus';
import { homePath, type LocaleOption } from '../../content-store/pages';
import { LanguageSelector } from '../LanguageSelector';
import { MenuLink } from '../MenuLink';
import { SKIP_TARGETS } from '../skip-targets';
import { ThemeSwitch } from '../ThemeSwitch';
import { CrisisBanner } from './CrisisBanner';
import styles from './Header.module.css';
import { MegaMenu } from './MegaMenu';
import { MobileMenu } from './MobileMenu';

export interface HeaderProps {
  /** full: menus and account; restricted: logo and locale bar only. */
  variant: 'full' | 'restricted';
  main: CheckedMenuItem[];
  account?: CheckedMenuItem | undefined;
  localeOptions: LocaleOption[];
  /** False on pages that do not allow the dark mode: they are always light. */
  themeSwitch: boolean;
  /** The crisis messages of the page's locale and route (every crisis on the home page, site-wide ones elsewhere). */
  crisis: CrisisItem[];
}

/** The site header: a top bar (theme, language), the crisis banner, then the logo, the menus and the account link; restricted, the logo and the locale bar. */
export function Header({ variant, main, account, localeOptions, themeSwitch, crisis }: HeaderProps) {
  const t = useT();
  const locale = useLocale();
  const full = variant === 'full';
  return (
    <header className={styles.header} data-variant={variant}>
      {full && (
        <div className={styles.topBar}>
          <div className={styles.topBarInner}>
            {themeSwitch && <ThemeSwitch />}
            <LanguageSelector options={localeOptions} />
          </div>
        </div>
      )}
      {full && <CrisisBanner items={crisis} />}
      <div className={styles.mainBar} id={SKIP_TARGETS.menu} tabIndex={-1}>
        <a href={homePath(locale)} className={styles.logo}>
          <img src="/logo.svg" alt={t('shell.logo')} width={120} height={32} />
        </a>
        {full ? (
          <>
            <MegaMenu items={main} />
            {account && <MenuLink item={account} className={styles.account} />}
            <MobileMenu items={main} account={account} localeOptions={localeOptions} themeSwitch={themeSwitch} />
          </>
        ) : (
          <LanguageSelector options={localeOptions} className={styles.localeBar} />
        )}
      </div>
    </header>
  );
}
