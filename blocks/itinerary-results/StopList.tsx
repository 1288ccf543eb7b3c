import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import type { ServedStop } from '../../adapters/bff-client/types';
import { useT } from '@quai/engine/i18n';
import { dwellText } from '../_rail/dwell';
import { TimePair } from '../_rail/TimePair';
import styles from './ItineraryDetail.module.css';

/** Beyond this many stops, the list opens on demand. */
const STOPS_SHOWN_COLLAPSED = 2;

/** The stops of a ride; more than two are folded behind a button that says how many. */
export function StopList({ stops }: { stops: ServedStop[] }) {
  const t = useT();
  const id = useId();
  const expandable = stops.length > STOPS_SHOWN_COLLAPSED;
  const [expanded, setExpanded] = useState(false);
  const shown = expandable && !expanded ? [] : stops;
  return (
    <div className={styles.stops}>
      {expandable && (
        <Button className={styles.stopsToggle} aria-expanded={expanded} aria-controls={id} onPress={() => setExpanded(!expanded)}>
          {expanded ? t('miv.detail.stops.hide') : t('miv.detail.stops.show', { count: stops.length })}
        </Button>
      )}
      <ul id={id} className={styles.stopList} hidden={shown.length === 0}>
        {shown.map((stop, index) => {
          const passage = stop.depart ?? stop.arrivee;
          const change = stop.depart?.evenement?.type ?? stop.arrivee?.evenement?.type;
          return (
            <li key={index} className={change?.startsWith('SUPPRESSION') ? styles.deletedStop : undefined}>
              {passage && <TimePair planned={passage.dateHeure} real={passage.dateHeureReelle} className={styles.stopTime} />}
              <span className={styles.stopName}>{stop.emplacement.libelle}</span>
              <span className={styles.dwell}>
                {change?.startsWith('SUPPRESSION')
                  ? t('miv.detail.stop.deleted')
                  : change === 'CREATION'
                    ? t('miv.detail.stop.created')
                    : dwellText(stop.dureeStationnementReelle, t)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
