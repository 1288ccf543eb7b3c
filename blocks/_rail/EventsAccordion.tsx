import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import type { JourneyEvents } from '../../adapters/bff-client/types';
import { useT } from '@quai/engine/i18n';
import { autoOpenedItem, eventIcon, eventItems } from './events';
import { EventIcon } from './Icon';
import styles from './EventsAccordion.module.css';

/**
 * Traffic events of an itinerary or a train, one disclosure each. Only one is open at a time;
 * the first of the most pressing category (disturbance, then deleted, delay...) opens by itself.
 */
export function EventsAccordion({ events, headingLevel = 3 }: { events: JourneyEvents | undefined; headingLevel?: number }) {
  const t = useT();
  const items = eventItems(events);
  if (!items.length) return null;
  const opened = autoOpenedItem(items);
  return (
    <section className={styles.events} aria-label={t('miv.detail.events')}>
      <DisclosureGroup defaultExpandedKeys={opened ? [opened] : []} className={styles.group}>
        {items.map(({ id, category, event }) => (
          <Disclosure key={id} id={id} className={styles.item}>
            <Heading level={headingLevel} className={styles.heading}>
              <Button slot="trigger" className={styles.trigger}>
                <EventIcon name={eventIcon(category)} />
                <span className={styles.label}>
                  <span className={styles.category}>{t(`rail.event.${category}`)}</span>
                  <span>{event.title}</span>
                </span>
                <span className={styles.chevron} aria-hidden="true" />
              </Button>
            </Heading>
            <DisclosurePanel className={styles.panel}>
              {event.text && <p>{event.text}</p>}
              {event.longText && event.longText !== event.text && <p>{event.longText}</p>}
              {event.hasOtherReasons && <p className={styles.note}>{t('miv.detail.event.other_reasons')}</p>}
              {event.url && (
                <a href={event.url} target="_blank" rel="noreferrer noopener">
                  {t('miv.detail.event.more')} <span className={styles.hint}>{t('rail.new_tab')}</span>
                </a>
              )}
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </section>
  );
}
