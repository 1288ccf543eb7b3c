import { useId } from 'react';
import type { GiftcardNeedHelpBlock } from '../../schemas/generated/blocks/giftcard-need-help';
import { ServiceDialog } from '../_giftcard/ServiceDialog';
import { ToastRegion } from '../_ui/toasts';
import styles from '../_giftcard/giftcard.module.css';

/** The gift-card services a page offers, each a button opening its dialog. */
export default function GiftcardNeedHelp({ title, services }: GiftcardNeedHelpBlock) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 className={styles.title} id={titleId}>
        {title}
      </h2>
      <div className={styles.buttons}>
        {services.map((service) => (
          <ServiceDialog key={service} service={service} />
        ))}
      </div>
      <ToastRegion />
    </section>
  );
}
