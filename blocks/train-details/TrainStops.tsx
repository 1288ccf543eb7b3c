import { Button } from 'react-aria-components';
import type { TrainDetail } from '../../adapters/bff-client/types';
import { useT } from '@quai/engine/i18n';
import { dwellText } from '../_rail/dwell';
import { TimePair } from '../_rail/TimePair';
import { trainDetailsHref } from '../_rail/train-link';
import { delayMinutes } from './train-query';
import styles from './styles.module.css';

export interface TrainStopsProps {
  train: TrainDetail;
  path: string;
  /** Stations with a known coach layout: they get a composition button. */
  compositionCodes: ReadonlySet<string>;
  onComposition: (code: string) => void;
}

/** The stops in order, with real times and delays, stop events, replacements and boarding rules. */
export function TrainStops({ train, path, compositionCodes, onComposition }: TrainStopsProps) {
  const t = useT();
  return (
    <ol className={styles.stops}>
      {train.stops.stops.map((stop) => {
        const passage = stop.departure ?? stop.arrival;
        const delay = passage ? delayMinutes(passage.date, passage.realDate) : 0;
        const last = !stop.departure;
        return (
          <li key={stop.location.code} className={styles.stop}>
            <div className={styles.stopTimes}>
              {passage && <TimePair planned={passage.date} real={passage.realDate} className={styles.stopTime} />}
              {delay > 0 && <span className={styles.delay}>{t('train.details.delay', { minutes: delay })}</span>}
            </div>
            <div className={styles.stopBody}>
              <p className={styles.stopName}>{stop.location.label}</p>
              {stop.arrival && stop.departure && <p className={styles.muted}>{dwellText(stop.stopDuration, t)}</p>}
              {/* Delays already show beside the time. */}
              {stop.events
                .filter((event) => event.category !== 'delay')
                .map((event, index) => (
                  <p key={index} className={styles.stopEvent}>
                    {event.title}
                  </p>
                ))}
              {stop.forbiddenEntrence && !last && <p className={styles.forbidden}>{t('train.details.forbidden_entry')}</p>}
              {stop.replacement && (
                <a className={styles.replacement} href={trainDetailsHref(path, train.dateCirculation, stop.replacement.numeros)}>
                  {t('train.details.replacement', { count: stop.replacement.numeros.length })} {stop.replacement.numeros.join(', ')}
                </a>
              )}
              {compositionCodes.has(stop.location.code) && (
                <Button className={styles.compositionButton} onPress={() => onComposition(stop.location.code)}>
                  {t('train.details.composition.open', { station: stop.location.label })}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
