import type { Translate } from '@quai/engine/i18n';

/** A stop's dwell: zero minutes reads as a thirty-seconds stop. */
export function dwellText(minutes: number, t: Translate): string {
  return minutes === 0 ? t('miv.detail.stop.thirty_seconds') : t('miv.detail.stop.duration', { minutes });
}
