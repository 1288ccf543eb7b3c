import { useState } from 'react';
import { useLocale, useT } from '@quai/engine/i18n';
import { formatInSiteTime } from '@quai/engine/time';
import type { CalendarLeg } from './calendar-file';
import styles from './AddToCalendar.module.css';

/**
 * "Ajouter à mon agenda": downloads an iCalendar file of the legs, in the page's language. The
 * generator is fetched at the press, so pages that show the button do not load it up front;
 * the legs are read then too (their links need the page's address, which a server render lacks).
 */
export function AddToCalendar({
  legs,
  fileName,
  messages,
}: {
  legs: () => readonly CalendarLeg[];
  fileName: string;
  /**
   * Where its texts are in the catalog (`<messages>.add`, `.error`, `.event.title`, `.event.times`,
   * `.event.platform`): in the area of the block that shows it, so its island has them in the browser.
   */
  messages: 'miv.detail.calendar' | 'booking.tickets.calendar';
}) {
  const t = useT();
  const locale = useLocale();
  const [failed, setFailed] = useState(false);
  const time = (iso: string) => formatInSiteTime(iso, 'time', locale);
  const download = async () => {
    try {
      const { calendarFile } = await import('./calendar-file');
      const text = calendarFile(
        legs(),
        {
          title: (leg) => t(`${messages}.event.title`, { train: leg.train, origin: leg.origin, destination: leg.destination }),
          describe: (leg) => [
            t(`${messages}.event.times`, {
              day: formatInSiteTime(leg.departure, 'weekdayDayMonthYear', locale),
              departure: time(leg.departure),
              origin: leg.origin,
              arrival: time(leg.arrival),
              destination: leg.destination,
            }),
            t(`${messages}.event.platform`),
          ],
        },
        window.location.host,
      );
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
      link.download = `${fileName}.ics`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 0);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className={styles.calendar}>
      <button type="button" className={styles.button} onClick={() => void download()}>
        {t(`${messages}.add`)}
      </button>
      <p role="status" className={styles.error}>
        {failed ? t(`${messages}.error`) : ''}
      </p>
    </div>
  );
}
