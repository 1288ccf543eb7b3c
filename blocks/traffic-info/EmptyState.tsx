import styles from './styles.module.css';

/** No message in the view: a TER railcar or a train drawn beside the no-results text. */
export function EmptyState({ illustration, text }: { illustration: 'ter' | 'train'; text: string }) {
  return (
    <div className={styles.empty} role="status">
      {illustration === 'ter' ? <TerIllustration /> : <TrainIllustration />}
      <p>{text}</p>
    </div>
  );
}

function TerIllustration() {
  return (
    <svg className={styles.illustration} viewBox="0 0 160 80" aria-hidden="true" focusable="false">
      <path d="M8 66h144" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <rect x="18" y="22" width="124" height="36" rx="10" className={styles.illustrationBody} stroke="currentColor" strokeWidth="3" />
      <path d="M18 44h124" stroke="currentColor" strokeWidth="2" />
      {[30, 52, 74, 96, 118].map((x) => (
        <rect key={x} x={x} y="28" width="14" height="10" rx="2" fill="currentColor" opacity="0.6" />
      ))}
      <circle cx="40" cy="62" r="5" fill="currentColor" />
      <circle cx="120" cy="62" r="5" fill="currentColor" />
    </svg>
  );
}

function TrainIllustration() {
  return (
    <svg className={styles.illustration} viewBox="0 0 160 80" aria-hidden="true" focusable="false">
      <path d="M8 66h144" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M20 58V30a10 10 0 0 1 10-10h82c16 0 30 14 34 30l2 8H20Z"
        className={styles.illustrationBody}
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      {[32, 54, 76, 98].map((x) => (
        <rect key={x} x={x} y="28" width="14" height="10" rx="2" fill="currentColor" opacity="0.6" />
      ))}
      <circle cx="44" cy="62" r="5" fill="currentColor" />
      <circle cx="124" cy="62" r="5" fill="currentColor" />
    </svg>
  );
}
