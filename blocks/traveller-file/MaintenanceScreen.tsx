import { useId } from 'react';
import { useT } from '@quai/engine/i18n';
import type { TravellerFileMaintenance } from '../../schemas/generated/blocks/traveller-file';
import { RichText } from '../_ui/RichText';
import styles from './styles.module.css';

export function MaintenanceScreen({ maintenance }: { maintenance: TravellerFileMaintenance }) {
  const t = useT();
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {maintenance.title ?? t('booking.maintenance.title')}
      </h2>
      <RichText html={maintenance.message} className={styles.text} />
    </section>
  );
}
