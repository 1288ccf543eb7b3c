import { useT } from '@quai/engine/i18n';
import styles from './PlatformZone.module.css';

/** Platform zones painted in stations (the spec's Verte, Bleue, Rose), and the colour class of each; other names have none. */
const ZONE_CLASSES: Record<string, string | undefined> = { Verte: styles.zoneGreen, Bleue: styles.zoneBlue, Rose: styles.zonePink };

export const PLATFORM_ZONES = Object.keys(ZONE_CLASSES);

/** The zone of the platform where the train stops, framed and tinted in its colour. */
export function PlatformZone({ zone }: { zone: string }) {
  const t = useT();
  return <span className={`${styles.zone} ${ZONE_CLASSES[zone] ?? ''}`}>{t('station.board.zone', { zone })}</span>;
}
