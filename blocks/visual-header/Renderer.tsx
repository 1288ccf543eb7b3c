import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { autoplayDelayMs, carouselMachine } from '../../machines/carousel';
import { useT } from '@quai/engine/i18n';
import type { VisualHeaderBlock } from '../../schemas/generated/blocks/visual-header';
import { Picture } from '../_ui/Picture';
import { SmartLink } from '../_ui/SmartLink';
import styles from './styles.module.css';

/**
 * The page hero: one slide, or a carousel advancing every idleTime × 1000 ms when `auto`. The
 * arrows move one slide (and stop autoplay), a button pauses and resumes it. Autoplay also waits
 * while the pointer or the keyboard focus is on the carousel, so nothing moves under the reader.
 */
export default function VisualHeader({ slides, auto = false, idleTime, theme = 'dark' }: VisualHeaderBlock) {
  const t = useT();
  const [state, send] = useMachine(carouselMachine, {
    input: { count: slides.length, autoplay: auto, delayMs: autoplayDelayMs(idleTime) },
  });
  // Paused by the pointer or the focus resting on the carousel, not by the visitor's choice.
  const [held, setHeld] = useState(false);
  const { index } = state.context;
  const playing = state.matches('playing');
  const carousel = slides.length > 1;
  const hold = () => {
    if (!playing) return;
    setHeld(true);
    send({ type: 'carousel.toggle' });
  };
  const release = () => {
    if (!held) return;
    setHeld(false);
    send({ type: 'carousel.toggle' });
  };
  const move = (type: 'carousel.next' | 'carousel.previous') => {
    // The arrows stop autoplay for good: leaving the carousel must not resume it.
    setHeld(false);
    send({ type });
  };
  const togglePlay = () => {
    if (held) setHeld(false);
    else send({ type: 'carousel.toggle' });
  };

  return (
    <section
      className={styles.visualHeader}
      data-theme={theme}
      aria-roledescription={carousel ? t('blocks.visual_header.carousel') : undefined}
      aria-label={carousel ? slides[0].title : undefined}
      onPointerEnter={hold}
      onPointerLeave={release}
      onFocus={hold}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && release()}
    >
      <div className={styles.slides} aria-live={carousel && !playing ? 'polite' : 'off'}>
        {slides.map((slide, slideIndex) => (
          // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role description is set only with role group, both only in a carousel.
          <div
            key={slideIndex}
            className={styles.slide}
            hidden={slideIndex !== index}
            role={carousel ? 'group' : undefined}
            aria-roledescription={carousel ? t('blocks.visual_header.slide') : undefined}
            aria-label={carousel ? t('blocks.visual_header.position', { index: slideIndex + 1, count: slides.length }) : undefined}
          >
            <Picture image={slide.image} className={styles.image} width={1280} height={415} eager={slideIndex === 0} />
            <div className={styles.panel}>
              <h2 className={styles.title}>{slide.title}</h2>
              {slide.subtitle && <p className={styles.subtitle}>{slide.subtitle}</p>}
              {slide.link && <SmartLink link={{ ...slide.link, variant: 'button' }} className={styles.link} />}
            </div>
          </div>
        ))}
      </div>
      {carousel && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => move('carousel.previous')}
            aria-label={t('blocks.visual_header.previous')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span className={styles.counter}>{t('blocks.visual_header.position', { index: index + 1, count: slides.length })}</span>
          <button
            type="button"
            className={styles.control}
            onClick={() => move('carousel.next')}
            aria-label={t('blocks.visual_header.next')}
          >
            <span aria-hidden="true">›</span>
          </button>
          {auto && (
            <button type="button" className={styles.toggle} onClick={togglePlay}>
              {t(playing || held ? 'blocks.visual_header.pause' : 'blocks.visual_header.play')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
