import { useT } from '@quai/engine/i18n';
import styles from './styles.module.css';

const STEPS = ['personalisation', 'summary', 'payment'] as const;

/** Where the buyer is: a circle with n / total and the next step on mobile, a bar with dots on desktop. */
export function Stepper({ step }: { step: 0 | 1 | 2 }) {
  const t = useT();
  const progress = (step + 1) / STEPS.length;
  const next = STEPS[step + 1];
  return (
    // biome-ignore lint/a11y/useSemanticElements: the steps are progress, not form controls a fieldset would hold.
    <div role="group" aria-label={t('giftcard.tunnel.steps')} className={styles.stepper}>
      <div className={styles.circle} aria-hidden="true">
        <svg viewBox="0 0 44 44" width="56" height="56" aria-hidden="true">
          <circle cx="22" cy="22" r="19" className={styles.track} />
          <circle
            cx="22"
            cy="22"
            r="19"
            className={styles.progress}
            strokeDasharray={`${progress * 119.4} 119.4`}
            transform="rotate(-90 22 22)"
          />
          <text x="22" y="26" textAnchor="middle" className={styles.count}>{`${step + 1}/${STEPS.length}`}</text>
        </svg>
        <span>
          <strong>{t(`giftcard.tunnel.step.${STEPS[step]}`)}</strong>
          {next && <span className={styles.next}>{t('giftcard.tunnel.next', { step: t(`giftcard.tunnel.step.${next}`) })}</span>}
        </span>
      </div>
      <ol className={styles.bar}>
        {STEPS.map((name, index) => (
          <li key={name} className={index <= step ? styles.done : undefined} aria-current={index === step ? 'step' : undefined}>
            <span className={styles.dot} aria-hidden="true" />
            {t(`giftcard.tunnel.step.${name}`)}
          </li>
        ))}
      </ol>
    </div>
  );
}
