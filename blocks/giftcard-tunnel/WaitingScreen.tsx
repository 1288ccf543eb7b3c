import { useT } from '@quai/engine/i18n';
import { agencyFor, type Agency } from '../_giftcard/agencies';
import shared from '../_giftcard/giftcard.module.css';

/** The tunnel's states with nothing to fill in: the catalogue loading, an agency's welcome, the way to the payment page. */
export const WAITING_STATES: ReadonlySet<string> = new Set([
  'loadingCatalogue',
  'reloadingCatalogue',
  'resuming',
  'agencyWelcome',
  'paying',
  'redirecting',
]);

/** A waiting state's full screen: the logo, a spinner and what is happening (the agency's name when one sent the buyer). */
export function WaitingScreen({
  value,
  agencyCode,
  agencies,
}: {
  value: string;
  agencyCode: string | null;
  agencies: Agency[] | undefined;
}) {
  const t = useT();
  const agency = value === 'agencyWelcome' ? agencyFor(agencyCode, agencies) : undefined;
  const leaving = value === 'paying' || value === 'redirecting';
  return (
    <div className={shared.fullscreen} role="status" aria-live="polite">
      <img src="/logo.svg" alt="Quai" width={120} height={40} />
      <img src="/giftcards/voyage.svg" alt="" width={160} height={100} />
      <span className={shared.spinner} aria-hidden="true" />
      <p>
        {leaving
          ? t('giftcard.tunnel.redirecting')
          : agency
            ? t('giftcard.tunnel.agency_arrival', { agency: agency.name })
            : t('giftcard.tunnel.loading')}
      </p>
      {leaving && <p>{t('giftcard.tunnel.farewell')}</p>}
    </div>
  );
}
