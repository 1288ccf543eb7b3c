import type { ItineraryStep } from '../../adapters/bff-client/types';
import { useLocale, useT } from '@quai/engine/i18n';
import { formatDuration } from '../../domain/rail/duration';
import { hexColour, TransportMark } from '../_rail/Icon';
import { TimePair } from '../_rail/TimePair';
import { StopList } from './StopList';
import styles from './ItineraryDetail.module.css';

/** One step of the timeline: a ride with its train and stops, a change in a station, or a walk. */
export function StepItem({ step }: { step: ItineraryStep }) {
  const t = useT();
  const locale = useLocale();
  const duration = formatDuration(step.duree, locale);
  if (step.type !== 'TRANSPORT') {
    return (
      <li className={`${styles.step} ${styles.between}`}>
        <p className={styles.betweenText}>{t(`miv.detail.step.${step.type}`, { duration })}</p>
        {step.type === 'LIAISON' && (
          <p className={styles.walk}>
            {step.depart.emplacement.libelle} → {step.arrivee.emplacement.libelle}
          </p>
        )}
      </li>
    );
  }
  const circulation = step.listeCirculations.circulation[0];
  const line = circulation?.parcours.route.ligne;
  return (
    <li
      className={`${styles.step} ${styles.ride}`}
      style={line ? { ['--line-colour' as string]: hexColour(line.presentation.codeCouleur) } : undefined}
    >
      <p className={styles.end}>
        <TimePair planned={step.depart.dateHeure} real={step.depart.dateHeureReelle} className={styles.time} />
        <span>{step.depart.emplacement.libelle}</span>
      </p>
      {circulation && (
        <div className={styles.train}>
          <p className={styles.trainName}>
            <TransportMark
              picto={circulation.longFormat.picto}
              background={line?.presentation.codeCouleur}
              color={line?.presentation.codeCouleurTexte}
            />
            <span>
              {circulation.denomination.indicateurAffichageLigne && line ? `${line.libelleLigne} · ` : ''}
              {circulation.longFormat.name} {circulation.numero}
            </span>
          </p>
          <p className={styles.direction}>
            {t('miv.detail.direction', { destination: circulation.destination.libelle })} · {duration}
          </p>
          {circulation.hasPRMAccess && <p className={styles.prm}>{t('miv.detail.prm')}</p>}
          <StopList stops={circulation.listeArretsDesserte.arret} />
        </div>
      )}
      <p className={styles.end}>
        <TimePair planned={step.arrivee.dateHeure} real={step.arrivee.dateHeureReelle} className={styles.time} />
        <span>{step.arrivee.emplacement.libelle}</span>
      </p>
    </li>
  );
}
