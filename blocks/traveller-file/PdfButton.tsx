import { useMachine } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { useT } from '@quai/engine/i18n';
import { Download } from 'lucide-react';
import { ticketPdfMachine } from '../../machines/ticket-pdf';
import styles from './styles.module.css';

/**
 * A PDF download (idle, loading, error) opening the document in a new window. The window is
 * opened at the press, while the browser still counts it as the visitor's own gesture (a window
 * opened once the call answers would be blocked), and pointed at the document when its URL comes.
 * The press is tracked as a download (click.download).
 */
export function PdfButton({ label, request, className }: { label: string; request: () => Promise<string>; className?: string }) {
  const t = useT();
  const popup = useRef<Window | null>(null);
  const requestNow = useRef(request);
  requestNow.current = request;
  const [snapshot, send] = useMachine(
    ticketPdfMachine.provide({
      actors: { requestPdf: fromPromise(() => requestNow.current()) },
      actions: {
        openPdf: (_, { url }) => {
          const target = popup.current && !popup.current.closed ? popup.current : null;
          if (target) target.location.href = url;
          else window.open(url, '_blank', 'noopener');
          popup.current = null;
        },
        abandon: () => {
          popup.current?.close();
          popup.current = null;
        },
      },
    }),
  );
  const loading = snapshot.matches('loading');
  const press = () => {
    if (loading) return;
    popup.current = window.open('', '_blank');
    if (popup.current) popup.current.opener = null;
    send({ type: 'pdf.download' });
  };
  return (
    <div className={className}>
      <button
        type="button"
        className={styles.pdfButton}
        onClick={press}
        aria-disabled={loading || undefined}
        data-tracking="click.download"
        data-state={String(snapshot.value)}
      >
        <Download size={18} aria-hidden="true" focusable="false" />
        {loading ? t('booking.tickets.pdf.loading') : label}
        <span className={styles.visuallyHidden}> ({t('booking.tickets.new_window')})</span>
      </button>
      <p role="status" className={styles.fieldError}>
        {snapshot.matches('failed') ? t('booking.tickets.pdf.error') : ''}
      </p>
    </div>
  );
}
