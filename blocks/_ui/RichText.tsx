import type { ElementType } from 'react';

/**
 * CMS HTML. It was sanitised with the allow-list when the content was loaded (the schema's
 * `x-sanitize` keyword), so it is safe to insert here as is.
 */
export function RichText({
  html,
  as: Tag = 'div',
  className,
  id,
  role,
}: {
  html: string | undefined;
  as?: ElementType;
  className?: string | undefined;
  id?: string;
  role?: 'status';
}) {
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the one place CMS HTML enters the page, sanitised when it was loaded (above).
  return <Tag id={id} role={role} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
