import type { ElementType } from 'react';

/**
 * CMS HTML. It was sanitised with the allow-list when the content was loaded (the schema's
 * `x-sanitize` keyword), so it is safe to insert here as is.
 */
export function RichText({ html, as: Tag = 'div', className }: { html: string | undefined; as?: ElementType; className?: string }) {
  if (!html) return null;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
