import type { FormEvent } from 'react';
import { useLocale, useT } from '@quai/engine/i18n';
import { TRAVELLER_FILE_API } from '../../../adapters/bff-client/paths';
import { forgetSavedTickets } from './forget-tickets';
import styles from '../styles.module.css';

/**
 * "Se déconnecter": a form, so it works without JavaScript; with it, the tickets kept offline
 * are forgotten before the form leaves, as the lookup page would do on arrival.
 */
export function LogoutButton() {
  const t = useT();
  const locale = useLocale();
  const leave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void forgetSavedTickets()
      .catch(() => undefined)
      .finally(() => form.submit());
  };
  return (
    <form method="post" action={TRAVELLER_FILE_API.logout} onSubmit={leave}>
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className={styles.logout}>
        {t('booking.tickets.logout')}
      </button>
    </form>
  );
}
