import { useT } from '@quai/engine/i18n';
import { autoplayDelayMs } from '../../machines/carousel';
import { CarouselControls } from '../_ui/carousel/CarouselControls';
import { useCarousel } from '../_ui/carousel/useCarousel';
import { Picture } from '../_ui/Picture';
import type { DiaporamaBlock } from '../../schemas/generated/blocks/diaporama';
import styles from './styles.module.css';

export default function Diaporama({ title, autoplay = true, delay, slides }: DiaporamaBlock) {
  const t = useT();
  const carousel = useCarousel({ count: slides.length, autoplay, delayMs: autoplayDelayMs(delay) });
  const counter = t('editorial.carousel.counter', { current: carousel.index + 1, total: slides.length });
  return (
    <section
      className={styles.diaporama}
      aria-roledescription={t('editorial.diaporama.role')}
      aria-label={title ?? t('editorial.diaporama.role')}
    >
      {title && <h2 className={styles.title}>{title}</h2>}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling track takes the focus so the keyboard can scroll it (axe: scrollable-region-focusable). */}
      <ul className={styles.track} ref={carousel.track} tabIndex={0} aria-label={counter}>
        {slides.map((slide, index) => (
          <li key={index} className={styles.slide} aria-hidden={index !== carousel.index || undefined}>
            <figure className={styles.figure}>
              <Picture image={slide.image} className={styles.image} eager={index === 0} />
              {slide.caption && <figcaption className={styles.caption}>{slide.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
      {slides.length > 1 && (
        <CarouselControls
          playing={carousel.playing}
          showToggle
          onPrevious={carousel.previous}
          onNext={carousel.next}
          onToggle={carousel.toggle}
        >
          {/* Announced only while paused, so autoplay does not talk over the page. */}
          <p className={styles.counter} aria-live={carousel.playing ? 'off' : 'polite'}>
            <span aria-hidden="true">
              {carousel.index + 1} / {slides.length}
            </span>
            <span className="visually-hidden">{counter}</span>
          </p>
        </CarouselControls>
      )}
    </section>
  );
}
