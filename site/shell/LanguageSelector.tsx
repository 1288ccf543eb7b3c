import { useLocale, useT } from '@quai/engine/i18n';
import { LOCALE_NAMES } from '../engine-config';
import { defineRequestRead, useRequestRead } from '@quai/engine/request-read';
import type { LocaleOption } from '../content-store/pages';
import styles from './LanguageSelector.module.css';

/** The query string the links keep, shown as it is: their markup is the same for every query. */
const keptQuery = defineRequestRead({ name: 'language links query', read: ({ search }) => ({ shape: null, texts: { search } }) });

/**
 * The locales as links to this page's alias in each, keeping the query string. Plain links:
 * changing language works without JavaScript and every target can be opened in a new tab.
 */
export function LanguageSelector({
  options,
  className,
  landmark = true,
}: {
  options: readonly LocaleOption[];
  className?: string;
  landmark?: boolean;
}) {
  const t = useT();
  const current = useLocale();
  const { search } = useRequestRead(keptQuery).texts;
  // A second selector on the page (the footer's) is a group, so navigation landmarks stay unique.
  const Container = landmark ? 'nav' : 'div';
  return (
    <Container
      aria-label={t('shell.language.label')}
      role={landmark ? undefined : 'group'}
      className={[styles.selector, className].filter(Boolean).join(' ')}
    >
      <ul className={styles.list}>
        {options.map(({ langcode, alias }) => (
          <li key={langcode}>
            <a
              href={`${alias}${search}`}
              lang={langcode}
              hrefLang={langcode}
              aria-current={langcode === current ? 'true' : undefined}
              className={styles.link}
            >
              {LOCALE_NAMES[langcode]}
            </a>
          </li>
        ))}
      </ul>
    </Container>
  );
}
