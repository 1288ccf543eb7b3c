import { useEffect, useRef, useState } from 'react';
import { useT } from '@quai/engine/i18n';
import { useRequest } from '@quai/engine/request';
import type { SliderBlock } from '../../schemas/generated/blocks/slider';
import { Picture } from '../_ui/Picture';
import { RichText } from '../_ui/RichText';
import { SmartLink } from '../_ui/SmartLink';
import { initialSlide } from './deep-link';
import styles from './styles.module.css';

/** Slide widths in px (the stylesheet uses the same values). */
export const SLIDE_WIDTH_DESKTOP = 352;
export const SLIDE_WIDTH_MOBILE = 280;

export default function Slider({ title, slides }: SliderBlock) {
  const t = useT();
  const { search } = useRequest();
  const [current, setCurrent] = useState(() =>
    initialSlide(
      search,
      slides.map((slide) => slide.anchor),
    ),
  );
  const row = useRef<HTMLDivElement>(null);

  const show = (index: number, behavior: ScrollBehavior = 'smooth') => {
    const target = Math.min(Math.max(0, index), slides.length - 1);
    setCurrent(target);
    const list = row.current;
    const slide = list?.children[target] as HTMLElement | undefined;
    // Environments without layout (jsdom) have no scrollTo: the current slide is still marked.
    if (list && slide) list.scrollTo?.({ left: slide.offsetLeft - list.offsetLeft, behavior });
  };
  // Open on the deep-linked slide once the row exists in the browser.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount; later moves come from the visitor.
  useEffect(() => {
    if (current > 0) show(current, 'instant');
  }, []);

  // Slide titles sit one level below the slider's own title, or take its place when it has none.
  const SlideHeading = title ? 'h3' : 'h2';
  const anchors = slides.flatMap((slide, index) => (slide.anchor ? [{ label: slide.anchor, index }] : []));
  return (
    <section className={styles.slider} aria-roledescription={t('catalogue.slider.role')} aria-label={title ?? t('catalogue.slider.role')}>
      {title && <h2 className={styles.title}>{title}</h2>}
      {anchors.length > 0 && (
        <ul className={styles.anchors}>
          {anchors.map((anchor) => (
            <li key={anchor.index}>
              <button type="button" className={styles.anchor} aria-pressed={anchor.index === current} onClick={() => show(anchor.index)}>
                {anchor.label}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.row} ref={row}>
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide (role group with its role description, as carousels are described) is not a fieldset.
          <div
            key={index}
            className={styles.slide}
            data-current={index === current ? '' : undefined}
            aria-current={index === current ? 'true' : undefined}
            aria-label={t('catalogue.slider.slide', { number: index + 1, total: slides.length })}
            role="group"
            aria-roledescription={t('catalogue.slider.slide_role')}
          >
            {slide.image && <Picture image={slide.image} width={SLIDE_WIDTH_DESKTOP} height={200} className={styles.image} />}
            <div className={styles.body}>
              <SlideHeading className={styles.slideTitle}>{slide.title}</SlideHeading>
              <RichText html={slide.text} className={styles.text} />
              {slide.link && <SmartLink link={slide.link} />}
            </div>
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => show(current - 1)}
            disabled={current === 0}
            aria-label={t('catalogue.slider.previous')}
          >
            ‹
          </button>
          <span className={styles.counter}>{t('catalogue.slider.counter', { number: current + 1, total: slides.length })}</span>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => show(current + 1)}
            disabled={current === slides.length - 1}
            aria-label={t('catalogue.slider.next')}
          >
            ›
          </button>
        </div>
      )}
    </section>
  );
}
