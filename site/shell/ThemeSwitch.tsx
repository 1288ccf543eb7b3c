import { useEffect, useId, useState } from 'react';
import { useT } from '@quai/engine/i18n';
import { documentTheme, themeCookie, themeFromCookieHeader, THEME_PREFERENCES, type ThemePreference } from './theme';
import styles from './ThemeSwitch.module.css';
import { documentCookies, setDocumentCookie } from './document-cookies';

/** Fired on window when the visitor changes the theme, for the tracking data layer. */
const THEME_CHANGE_EVENT = 'quai:theme-change';

/**
 * Light, dark or system, as a three-way switch. The choice is remembered in a cookie the page's
 * inline theme script reads, so the next page is painted in it from its first frame (the page's
 * HTML stays the same for every visitor). The switch itself shows the choice once hydrated. Native radio buttons give the
 * keyboard behaviour of a radio group (arrow keys) with no script of their own, which keeps the
 * header's JavaScript small.
 */
export function ThemeSwitch() {
  const t = useT();
  const name = useId();
  const [preference, setPreference] = useState<ThemePreference>('system');
  useEffect(() => setPreference(themeFromCookieHeader(documentCookies())), []);
  const choose = (value: ThemePreference) => {
    setPreference(value);
    setDocumentCookie(themeCookie(value, location.protocol === 'https:'));
    const theme = documentTheme(value, true);
    if (theme) document.documentElement.dataset.theme = theme;
    else delete document.documentElement.dataset.theme;
    window.dispatchEvent(new CustomEvent(THEME_CHANGE_EVENT, { detail: value }));
  };
  return (
    <div role="radiogroup" aria-label={t('shell.theme.label')} className={styles.switch}>
      {THEME_PREFERENCES.map((value) => (
        <label key={value} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={value}
            checked={preference === value}
            onChange={() => choose(value)}
            className={`${styles.input} visually-hidden`}
          />
          {t(`shell.theme.${value}`)}
        </label>
      ))}
    </div>
  );
}
