import type { ReactNode } from 'react';
import styles from './gallery.module.css';

/**
 * One gallery example alone on a page, the page the gallery shows in its phone-sized frame. It
 * has no header or footer (their landmarks would repeat the gallery's own), only a named main.
 */
export function GalleryFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <main className={styles.frame} aria-label={label}>
      <h1 className="visually-hidden">{label}</h1>
      {children}
    </main>
  );
}
