import { useEffect, useRef, useState } from 'react';
import { RichText } from '../../../blocks/_ui/RichText';
import { useT } from '@quai/engine/i18n';
import type { CrisisItem } from '../../../schemas/generated/shell/crisis';
import styles from './CrisisBanner.module.css';

/**
 * The crisis messages of the page, rendered on the server with the page so they are in its
 * first paint (inserted after load, they pushed the whole page down). A kidnapping alert is red
 * with its own image; any other crisis is grey with a warning icon. The description shows on
 * desktop only. On a phone each message is one line (its title, cut short) with a button that
 * opens the rest, so the first screen still shows the journey search. Each message can be
 * closed for the current view: focus then moves to the next message's close button (the
 * previous one for the last), or to the page's main heading when none is left, never to the
 * page body.
 */
export function CrisisBanner({ items }: { items: readonly CrisisItem[] }) {
  const t = useT();
  const [closed, setClosed] = useState<readonly string[]>([]);
  const [expanded, setExpanded] = useState<readonly string[]>([]);
  const closeButtons = useRef(new Map<string, HTMLButtonElement>());
  // Where focus goes once a closed message has left the page: a message id, or the main heading.
  const [focusAfterClose, setFocusAfterClose] = useState<string | 'heading' | null>(null);
  useEffect(() => {
    if (!focusAfterClose) return;
    setFocusAfterClose(null);
    if (focusAfterClose !== 'heading') return closeButtons.current.get(focusAfterClose)?.focus();
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [focusAfterClose]);

  const shown = items.filter((item) => !closed.includes(item.id));
  if (!shown.length) return null;
  return (
    <section aria-label={t('shell.crisis.label')} className={styles.area}>
      {shown.map((item, index) => {
        const kidnapping = item.field_crisis_type === 'kidnapping';
        const title = item.field_crisis_banner.field_component_title;
        const open = expanded.includes(item.id);
        const textId = `crisis-${item.id}-text`;
        return (
          <div key={item.id} className={styles.banner} data-kind={kidnapping ? 'kidnapping' : 'other'} data-expanded={open}>
            <div className={styles.inner}>
              {kidnapping && item.field_banner_image ? (
                <img className={styles.image} src={item.field_banner_image.src} alt={item.field_banner_image.alt} width={48} height={48} />
              ) : (
                <WarningIcon />
              )}
              <div className={styles.text} id={textId}>
                <p className={styles.title}>{title}</p>
                <RichText html={item.field_banner_text?.processed} className={styles.description} />
                {item.path && (
                  <a className={styles.link} href={item.path.alias}>
                    {item.path.label}
                  </a>
                )}
              </div>
              {/* Phones only (CSS): the whole message has room on a desktop, and without JavaScript it is always open. */}
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={open}
                aria-controls={textId}
                aria-label={t('shell.crisis.details', { title })}
                onClick={() => setExpanded(open ? expanded.filter((id) => id !== item.id) : [...expanded, item.id])}
              >
                <ChevronIcon />
              </button>
              <button
                type="button"
                className={styles.close}
                aria-label={t('shell.crisis.close', { title })}
                ref={(button) => {
                  if (button) closeButtons.current.set(item.id, button);
                  else closeButtons.current.delete(item.id);
                }}
                onClick={() => {
                  setClosed([...closed, item.id]);
                  setFocusAfterClose((shown[index + 1] ?? shown[index - 1])?.id ?? 'heading');
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
          </div>
        );
      })}
    </section>
  );
}

function WarningIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <path d="M12 2 1 21h22L12 2Z" fill="currentColor" />
      <path d="M12 9v5.5" stroke="var(--crisis-background)" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="12" cy="17.6" r="1.3" fill="var(--crisis-background)" />
    </svg>
  );
}

function ChevronIcon() {
  return (
    <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
