import { useLocale, useT } from '@quai/engine/i18n';
import { formatInSiteTime } from '@quai/engine/time';
import type { TrafficMessage } from '../../schemas/generated/api/traffic-answer';
import { RichText } from '../_ui/RichText';
import { groupByStatus } from './line-status';
import { StatusIcon } from './StatusIcon';
import styles from './styles.module.css';
import type { HeadingLevel } from './traffic-view';

/**
 * Messages grouped perturbation, travaux, information. Each is a disclosure (a native details
 * element): toggled by click, Enter or Space, and readable without JavaScript.
 */
export function Messages({ messages, headingLevel }: { messages: readonly TrafficMessage[]; headingLevel: HeadingLevel }) {
  const t = useT();
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.groups}>
      {groupByStatus(messages).map((group) => (
        <section key={group.status} className={styles.group} aria-label={t(`traffic.group.${group.status}`)}>
          <Heading className={styles.groupTitle}>
            <StatusIcon status={group.status} label="" />
            {t(`traffic.group.${group.status}`)} ({group.messages.length})
          </Heading>
          <ul className={styles.messages}>
            {group.messages.map((message) => (
              <li key={message.id}>
                <details className={styles.message}>
                  <summary className={styles.summary}>
                    <span className={styles.messageTitle}>{message.title}</span>
                  </summary>
                  <div className={styles.messageBody}>
                    <p className={styles.updated}>
                      {t('traffic.message.updated', { date: formatInSiteTime(message.updatedAt, 'dateTime', locale) })}
                    </p>
                    <RichText html={message.description} />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
