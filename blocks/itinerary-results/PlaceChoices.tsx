import { useT } from '@quai/engine/i18n';
import { useQueryParams, useRequest } from '@quai/engine/request';
import { StateMessage } from '../_rail/StateMessage';
import { TYPED_PARAMS, type TypedEnd } from '../_rail/typed-search';
import styles from './PlaceChoices.module.css';

const ENDS = ['departure', 'arrival'] as const;

/**
 * For each typed name the server could not resolve alone: the places it may mean, each a link to
 * the same search with that place's exact name, or a message when nothing matches.
 */
export function PlaceChoices(typed: { departure: TypedEnd; arrival: TypedEnd }) {
  const t = useT();
  const { path } = useRequest();
  const params = useQueryParams();
  const withName = (end: (typeof ENDS)[number], name: string) => {
    const next = new URLSearchParams(params);
    next.set(TYPED_PARAMS[end], name);
    return `${path}?${next}`;
  };
  return (
    <div className={styles.choices}>
      {ENDS.filter((end) => !typed[end].place).map((end) =>
        typed[end].choices.length === 0 ? (
          <StateMessage
            key={end}
            text={
              end === 'departure'
                ? t('miv.typed.departure.none', { typed: typed[end].typed })
                : t('miv.typed.arrival.none', { typed: typed[end].typed })
            }
            subText={t('miv.typed.none.help')}
          />
        ) : (
          <section key={end} className={styles.end} aria-labelledby={`place-choices-${end}`}>
            <h3 className={styles.question} id={`place-choices-${end}`}>
              {end === 'departure'
                ? t('miv.typed.departure.choose', { typed: typed[end].typed })
                : t('miv.typed.arrival.choose', { typed: typed[end].typed })}
            </h3>
            <ul className={styles.list}>
              {typed[end].choices.map((place) => (
                <li key={`${place.type}-${place.code}`}>
                  <a href={withName(end, place.label)} className={styles.choice}>
                    {place.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ),
      )}
    </div>
  );
}
