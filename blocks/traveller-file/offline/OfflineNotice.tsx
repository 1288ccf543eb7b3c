import { useLocale, useT } from '@quai/engine/i18n';
import { savedCopyNotice } from './notice-text';
import { TICKETS_NOTICE_ATTRIBUTE } from './tickets-online';

/**
 * The notice of the tickets' saved copy, as the server draws it (live, the tickets not yet saved).
 * From then on the page's script owns it (`./tickets-on-page`), with or without the block
 * hydrated: it says when the tickets are saved, or that the page is the saved copy. React never
 * changes it (its props never change), and keeps what the script wrote when it hydrates.
 */
export function OfflineNotice({ savingSince }: { savingSince: string | undefined }) {
  const t = useT();
  const locale = useLocale();
  const { className, text } = savedCopyNotice({ online: true, savedAt: undefined, savingSince }, t, locale);
  const owned = { [TICKETS_NOTICE_ATTRIBUTE]: '' };
  return (
    <p className={className} role="status" {...owned} suppressHydrationWarning>
      {text}
    </p>
  );
}
