import type { ReactNode } from 'react';
import type { Link } from '../../schemas/generated/common';
import styles from './SmartLink.module.css';

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/**
 * A content link. External links open in a new tab and hand nothing to the target page; the
 * button variant looks like a button but stays a link, as it navigates.
 */
export function SmartLink({ link, className, children }: { link: Link; className?: string; children?: ReactNode }) {
  const external = link.external ?? isExternalHref(link.href);
  const variantClass = link.variant === 'button' ? styles.button : styles.text;
  return (
    <a
      href={link.href}
      className={[variantClass, className].filter(Boolean).join(' ')}
      title={link.a11yTitle}
      {...(external ? { target: '_blank', rel: 'noreferrer noopener' } : {})}
    >
      {children ?? link.label}
    </a>
  );
}
