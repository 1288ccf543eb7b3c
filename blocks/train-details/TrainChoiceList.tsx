import type { TrainDetail } from '../../adapters/bff-client/types';
import { useT } from '@quai/engine/i18n';
import { TransportMark } from '../_rail/Icon';
import { hhmm } from '../_rail/TimePair';
import { trainDetailsHref } from '../_rail/train-link';
import styles from './styles.module.css';

/** Several trains share the number that day: one card per train, each opening its own details. */
export function TrainChoiceList({
  trains,
  title,
  path,
  dateCirculation,
}: {
  trains: TrainDetail[];
  title: string | undefined;
  path: string;
  dateCirculation: string;
}) {
  const t = useT();
  return (
    <>
      {title && <h2 className={styles.title}>{title}</h2>}
      <p className={styles.lead}>{t('train.details.choose')}</p>
      <ul className={styles.choices}>
        {trains.map((train) => {
          const first = train.stops.stops[0];
          return (
            <li key={train.codeCirculation}>
              <a
                className={styles.choice}
                href={trainDetailsHref(path, dateCirculation, [train.numeroCirculation], {
                  codeCirculation: train.codeCirculation,
                  destinationCode: train.destinationCode,
                })}
              >
                <TransportMark picto={train.longFormat.picto} background={train.colors.primary} />
                <span className={styles.choiceText}>
                  <strong>
                    {train.longFormat.name} {train.numeroCirculation} {t('train.details.to', { destination: train.destination.label })}
                  </strong>
                  <span>
                    {first?.departure && hhmm(first.departure.date)} · {train.origin.label}
                  </span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}
