import { Button } from 'react-aria-components';
import type { Itinerary } from '../../adapters/bff-client/types';
import { useLocale, useT } from '@quai/engine/i18n';
import { formatInSiteTime } from '@quai/engine/time';
import type { Sens } from '../_rail/search-params';
import { groupByDay } from './group-by-day';
import { ResultCard } from './ResultCard';
import { Spinner } from '../_rail/Spinner';
import styles from './styles.module.css';

export interface ResultsListProps {
  itineraries: Itinerary[];
  sens: Sens;
  /** False once a page came back empty. */
  canPage: boolean;
  fetching: boolean;
  onShowMore: () => void;
  onOpen: (id: string) => void;
  registerButton: (id: string, element: HTMLButtonElement | null) => void;
}

/**
 * Results under a heading per day ("samedi 21 novembre"). Departing after, more results come
 * later and the button sits below; arriving before, they come earlier and it sits above.
 */
export function ResultsList({ itineraries, sens, canPage, fetching, onShowMore, onOpen, registerButton }: ResultsListProps) {
  const t = useT();
  const locale = useLocale();
  const more = canPage && (
    <Button className={styles.more} onPress={onShowMore} isDisabled={fetching}>
      {fetching && <Spinner />}
      {fetching
        ? t('miv.itineraries.loading_more')
        : t(sens === 'PARTIR_APRES' ? 'miv.itineraries.show_more' : 'miv.itineraries.show_earlier')}
    </Button>
  );
  return (
    <div className={styles.list} aria-busy={fetching || undefined}>
      {sens === 'ARRIVER_AVANT' && more}
      {groupByDay(itineraries).map((group) => (
        <section key={group.day} className={styles.day} aria-labelledby={`day-${group.day}`}>
          <h3 className={styles.dayHeading} id={`day-${group.day}`}>
            {formatInSiteTime(`${group.day}T12:00:00+01:00`, 'weekdayDayMonth', locale)}
          </h3>
          <ul className={styles.cards}>
            {group.itineraries.map((itinerary) => (
              <li key={itinerary.id}>
                <ResultCard
                  itinerary={itinerary}
                  onOpen={() => onOpen(itinerary.id)}
                  buttonRef={(element) => registerButton(itinerary.id, element)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {sens === 'PARTIR_APRES' && more}
    </div>
  );
}
