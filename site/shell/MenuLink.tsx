import type { ReactNode } from 'react';
import { isExternalHref } from '../../blocks/_ui/SmartLink';
import type { CheckedMenuItem } from '../content-store/menus';

/**
 * A menu entry as a link. External entries open in a new tab and hand nothing to the target;
 * a11yTitle, when given, is the accessible name.
 */
export function MenuLink({
  item,
  className,
  children,
  current,
}: {
  item: CheckedMenuItem;
  className?: string;
  children?: ReactNode;
  current?: boolean;
}) {
  const external = item.external ?? isExternalHref(item.href);
  return (
    <a
      href={item.href}
      className={className}
      aria-label={item.a11yTitle}
      aria-current={current ? 'page' : undefined}
      {...(external ? { target: '_blank', rel: 'noreferrer noopener' } : {})}
    >
      {children ?? item.title}
    </a>
  );
}
