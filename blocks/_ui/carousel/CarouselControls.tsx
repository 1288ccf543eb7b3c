import { useT } from '@quai/engine/i18n';
import styles from './CarouselControls.module.css';

/**
 * Previous and next arrows, and the autoplay toggle when the carousel autoplays. The toggle
 * says what it does next ("pause" while playing) and exposes the state as data-state.
 */
export function CarouselControls({
  playing,
  showToggle,
  onPrevious,
  onNext,
  onToggle,
  children,
}: {
  playing: boolean;
  showToggle: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onToggle: () => void;
  children?: React.ReactNode;
}) {
  const t = useT();
  return (
    <div className={styles.controls}>
      {showToggle && (
        <button
          type="button"
          className={styles.button}
          onClick={onToggle}
          data-state={playing ? 'playing' : 'paused'}
          aria-label={t(playing ? 'editorial.carousel.pause' : 'editorial.carousel.play')}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
      )}
      <button type="button" className={styles.button} onClick={onPrevious} aria-label={t('editorial.carousel.previous')}>
        <span aria-hidden="true">‹</span>
      </button>
      {children}
      <button type="button" className={styles.button} onClick={onNext} aria-label={t('editorial.carousel.next')}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
