import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { fromPromise } from 'xstate';
import { fetchTicketBarcode } from '../../adapters/bff-client/traveller-file';
import { useT } from '@quai/engine/i18n';
import { ticketBarcodeMachine } from '../../machines/ticket-barcode';
import type { Travel } from '../../schemas/generated/api/booking';
import { barcodeRequest } from './ticket-requests';
import styles from './styles.module.css';

/** The show/hide button of a travel's code, and the code (a QR or Aztec image) once loaded. */
export function BarcodeToggle({
  travel,
  orderId,
  uuid,
  passengerName,
}: {
  travel: Travel;
  orderId: string;
  uuid: string;
  passengerName: string;
}) {
  const t = useT();
  const panelId = useId();
  // The call reads the travel shown now: the machine has dropped any other travel's code before it asks.
  const current = useRef({ travel, orderId, uuid });
  current.current = { travel, orderId, uuid };
  const [snapshot, send] = useMachine(
    ticketBarcodeMachine.provide({
      actors: {
        fetchBarcode: fromPromise(() =>
          fetchTicketBarcode(current.current.uuid, barcodeRequest(current.current.travel, current.current.orderId)),
        ),
      },
    }),
    { input: { travelId: travel.ticketTcn } },
  );
  useEffect(() => send({ type: 'barcode.travel', travelId: travel.ticketTcn }), [send, travel.ticketTcn]);
  const shown = snapshot.matches('shown');
  const loading = snapshot.matches('loading');
  return (
    <div className={styles.barcode}>
      <button
        type="button"
        className={styles.qrButton}
        aria-expanded={shown}
        aria-controls={panelId}
        aria-disabled={loading || undefined}
        onClick={() => !loading && send({ type: 'barcode.toggle' })}
        data-state={String(snapshot.value)}
      >
        {loading ? t('booking.tickets.qr.loading') : shown ? t('booking.tickets.qr.hide') : t('booking.tickets.qr.show')}
      </button>
      <div id={panelId} className={styles.codePanel} aria-live="polite">
        {shown && snapshot.context.image && (
          <img
            className={styles.code}
            src={`data:image/png;base64,${snapshot.context.image}`}
            alt={t('booking.tickets.qr.alt', { train: travel.trainNumber, name: passengerName })}
          />
        )}
        {snapshot.matches('failed') && <p className={styles.fieldError}>{t('booking.tickets.qr.error')}</p>}
      </div>
    </div>
  );
}
