import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useT } from '../../engine/i18n';
import { documentTheme, isThemePreference, themeCookie, THEME_PREFERENCES, type ThemePreference } from './theme';
import styles from './ThemeSwitch.module.css';

/** Fired on window when the visitor changes the theme, for the tracking data layer. */
export const THEME_CHANGE_EVENT = 'quai:theme-change';

/**
 * Light, dark or system, as a three-way switch. The choice is remembered in a cookie the server
 * reads, so the next page is painted in it from its first frame.
 */
export function ThemeSwitch({ initial }: { initial: ThemePreference }) {
  const t = useT();
  const [preference, setPreference] = useState(initial);
  const choose = (value: string) => {
    if (!isThemePreference(value)) return;
    setPreference(value);
    document.cookie = themeCookie(value);
    const theme = documentTheme(value, true);
    if (theme) document.documentElement.dataset.theme = theme;
    else delete document.documentElement.dataset.theme;
    window.dispatchEvent(new CustomEvent(THEME_CHANGE_EVENT, { detail: value }));
  };
  return (
    <RadioGroup value={preference} onChange={choose} orientation="horizontal" className={styles.switch}>
      <Label className="visually-hidden">{t('shell.theme.label')}</Label>
      {THEME_PREFERENCES.map((value) => (
        <Radio key={value} value={value} className={styles.option}>
          {t(`shell.theme.${value}`)}
        </Radio>
      ))}
    </RadioGroup>
  );
}
