import { useT } from '@quai/engine/i18n';
import { autoplayDelayMs } from '../../machines/carousel';
import { CardBody } from '../_ui/CardBody';
import { CarouselControls } from '../_ui/carousel/CarouselControls';
import { useCarousel } from '../_ui/carousel/useCarousel';
import { itemHeading } from '../_ui/headings';
import type { CardCarouselBlock } from '../../schemas/generated/blocks/card-carousel';
import { CARD_SLIDE_WIDTH, cardImageHeight, cardSlidesPerView } from './slides';
import styles from './styles.module.css';

export default function CardCarousel({ title, autoplay = false, delay, cards }: CardCarouselBlock) {
  const t = useT();
  const carousel = useCarousel({ count: cards.length, autoplay, delayMs: autoplayDelayMs(delay), perViewFor: cardSlidesPerView });
  const heading = itemHeading(Boolean(title));
  const canMove = cards.length > carousel.perView;
  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('editorial.card_carousel.role')}
      aria-label={title ?? t('editorial.card_carousel.role')}
    >
      {title && <h2 className={styles.title}>{title}</h2>}
      <ul className={styles.track} ref={carousel.track} data-per-view={carousel.perView} data-first-visible={carousel.index}>
        {cards.map((card, index) => (
          <li key={index} className={styles.card}>
            <CardBody
              card={card}
              heading={heading}
              classes={styles}
              imageSize={{ width: CARD_SLIDE_WIDTH, height: cardImageHeight(CARD_SLIDE_WIDTH) }}
            />
          </li>
        ))}
      </ul>
      {canMove && (
        <CarouselControls
          playing={carousel.playing}
          showToggle={autoplay}
          onPrevious={carousel.previous}
          onNext={carousel.next}
          onToggle={carousel.toggle}
        />
      )}
    </section>
  );
}
