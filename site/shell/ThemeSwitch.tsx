import { useEffect, useId, useRef } from 'react';
import { useT } from '@quai/engine/i18n';
import { THEME_PREFERENCES } from './theme';
import { showStoredTheme, THEME_CHOICE_ATTRIBUTE } from './theme-on-page';
import styles from './ThemeSwitch.module.css';

/**
 * Light, dark or system, as a three-way switch: native radio buttons, which give the keyboard
 * behaviour of a radio group (arrow keys) with no script of their own. The page's script
 * (`startThemeOnPage`) answers them and checks the remembered choice, before and without any
 * hydration; a switch rendered in the browser later (the mobile menu's panel) checks it itself.
 */
export function ThemeSwitch() {
  const t = useT();
  const name = useId();
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => showStoredTheme(group.current!), []);
  return (
    <div ref={group} role="radiogroup" aria-label={t('shell.theme.label')} className={styles.switch}>
      {THEME_PREFERENCES.map((value) => (
        <label key={value} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={value}
            defaultChecked={value === 'system'}
            {...{ [THEME_CHOICE_ATTRIBUTE]: '' }}
            className={`${styles.input} visually-hidden`}
          />
          {t(`shell.theme.${value}`)}
        </label>
      ))}
    </div>
  );
}
