import type { MouseEvent } from 'react';
import { useT } from '@quai/engine/i18n';
import type { TrafficMessage } from '../../schemas/generated/api/traffic-answer';
import { IDF_LINES, LINE_GROUPS } from '../../domain/traffic/line-catalogue';
import { lineStatus } from './line-status';
import { LineBadge } from './LineBadge';
import { StatusIcon } from './StatusIcon';
import styles from './styles.module.css';
import { viewSearch } from './traffic-view';

/**
 * The Ile-de-France lines by group, each a link to its view (so it works without JavaScript)
 * with its badge and its status icon. With JavaScript a plain click selects in place.
 */
export function LinePicker({
  tab,
  selected,
  messages,
  onSelect,
  headingLevel,
}: {
  tab: string;
  selected: string | undefined;
  messages: readonly TrafficMessage[];
  onSelect: (line: string) => void;
  headingLevel: 2 | 3;
}) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  const select = (event: MouseEvent<HTMLAnchorElement>, line: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect(line);
  };
  return (
    <nav className={styles.picker} aria-label={t('traffic.picker.label')}>
      {LINE_GROUPS.map((group) => (
        <section key={group} className={styles.pickerGroup}>
          <Heading className={styles.pickerTitle}>{t(`traffic.lines.${group}`)}</Heading>
          <ul className={styles.lines}>
            {IDF_LINES.filter((line) => line.group === group).map((line) => {
              const status = lineStatus(line.codeLigne, messages);
              return (
                <li key={line.codeLigne}>
                  <a
                    className={styles.lineLink}
                    href={viewSearch({ tab, line: line.codeLigne })}
                    aria-current={line.codeLigne === selected ? 'true' : undefined}
                    data-line={line.codeLigne}
                    data-status={status}
                    onClick={(event) => select(event, line.codeLigne)}
                  >
                    <LineBadge line={line} />
                    <span className={styles.visuallyHidden}>{line.label}</span>
                    <StatusIcon status={status} label={t(`traffic.status.${status}`)} />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}
