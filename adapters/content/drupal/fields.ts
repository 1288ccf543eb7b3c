import sanitizeHtml from 'sanitize-html';
import type { Image, Link } from '../../../schemas/generated/common';
import type { IncludedIndex, Resource } from './jsonapi';

/** What normalisers share: the document's included resources and the CMS proxy host. */
export interface NormaliseContext {
  included: IncludedIndex;
  /** Prefixed to relative image and file paths (from QUAI_CMS_PROXY_HOST); "" leaves them as they are. */
  proxyHost: string;
}

export function attribute(resource: Resource, field: string): unknown {
  return resource.attributes?.[field];
}

/** A plain string field; empty strings count as absent. */
export function text(resource: Resource, field: string): string | undefined {
  const value = attribute(resource, field);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function number(resource: Resource, field: string): number | undefined {
  const value = attribute(resource, field);
  return typeof value === 'number' ? value : undefined;
}

export function boolean(resource: Resource, field: string): boolean | undefined {
  const value = attribute(resource, field);
  return typeof value === 'boolean' ? value : undefined;
}

/** A formatted text field (text_long): the HTML Drupal rendered with its text format. */
export function richText(resource: Resource, field: string): string | undefined {
  const value = attribute(resource, field) as { processed?: unknown; value?: unknown } | null | undefined;
  const html = value?.processed ?? value?.value;
  return typeof html === 'string' && html !== '' ? html : undefined;
}

/** A multiple-value plain string field (a list field): its non-empty values. */
export function strings(resource: Resource, field: string): string[] {
  const value = attribute(resource, field);
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.filter((item): item is string => typeof item === 'string' && item !== '');
}

/**
 * A formatted text field as the plain text a search indexes and quotes: tags dropped (a block's
 * end separates words), entities read, spaces collapsed.
 */
export function plainText(resource: Resource, field: string): string | undefined {
  const html = richText(resource, field);
  if (!html) return undefined;
  const escaped = sanitizeHtml(html.replace(/<\/(p|div|li|h[1-6]|td|th)>|<br\s*\/?>/gi, '$& '), { allowedTags: [], allowedAttributes: {} });
  // The sanitiser writes text back with &, < and > escaped: read them again.
  const text = escaped
    .replace(/&(amp|lt|gt);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>' })[name]!)
    .replace(/\s+/g, ' ')
    .trim();
  return text || undefined;
}

/** A double field ({first, second}) or a list of them. */
export function pairs(resource: Resource, field: string): Array<{ first: string; second: string }> {
  const value = attribute(resource, field);
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.filter(
    (pair): pair is { first: string; second: string } => typeof pair?.first === 'string' && typeof pair?.second === 'string',
  );
}

/** Drupal link field value. */
interface DrupalLink {
  uri: string;
  title?: string | null;
  options?: { attributes?: Record<string, unknown> } | null;
}

/** "internal:/x" and "entity:" links become site paths; "route:<nolink>" has no address. */
function linkHref(uri: string): string | undefined {
  if (uri.startsWith('internal:')) return uri.slice('internal:'.length) || '/';
  if (uri.startsWith('route:<nolink>') || uri.startsWith('route:<none>')) return undefined;
  if (uri.startsWith('entity:node/')) return `/node/${uri.slice('entity:node/'.length)}`;
  return uri;
}

/** A link field used as a bare address (where a form sends its visitor, for instance). */
export function linkPath(resource: Resource, field: string): string | undefined {
  const uri = (attribute(resource, field) as { uri?: unknown } | undefined)?.uri;
  return typeof uri === 'string' ? linkHref(uri) : undefined;
}

function isAbsolute(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

function drupalLinks(resource: Resource, field: string): DrupalLink[] {
  const value = attribute(resource, field);
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.filter((link): link is DrupalLink => typeof link?.uri === 'string');
}

/** The variant an editor gave a link with its class attribute ("button" or "text"), if any. */
function classVariant(link: DrupalLink): 'text' | 'button' | undefined {
  const classes = link.options?.attributes?.class;
  const list = Array.isArray(classes) ? classes : typeof classes === 'string' ? classes.split(' ') : [];
  return list.includes('button') ? 'button' : list.includes('text') ? 'text' : undefined;
}

/**
 * A link field as the DSL's link: the title is the label, an absolute address is external, and
 * the `title` attribute the editor set is the accessible name. The variant is the one given, else
 * the link's class attribute ("button" or "text"), else none.
 */
export function links(resource: Resource, field: string, given?: 'text' | 'button'): Link[] {
  return drupalLinks(resource, field).flatMap((link) => {
    const href = linkHref(link.uri);
    if (!href || !link.title) return [];
    const a11yTitle = link.options?.attributes?.title;
    const variant = given ?? classVariant(link);
    return [
      {
        href,
        label: link.title,
        ...(variant ? { variant } : {}),
        ...(isAbsolute(href) ? { external: true } : {}),
        ...(typeof a11yTitle === 'string' && a11yTitle ? { a11yTitle } : {}),
      },
    ];
  });
}

export function link(resource: Resource, field: string, variant?: 'text' | 'button'): Link | undefined {
  return links(resource, field, variant)[0];
}

/** A label with an optional address (a region's link): "route:<nolink>" keeps the label alone. */
export function labelledLink(
  resource: Resource,
  field: string,
): { label: string; href?: string; external?: boolean; a11yTitle?: string } | undefined {
  const [value] = drupalLinks(resource, field);
  if (!value?.title) return undefined;
  const href = linkHref(value.uri);
  const a11yTitle = value.options?.attributes?.title;
  return {
    label: value.title,
    ...(href ? { href } : {}),
    ...(href && isAbsolute(href) ? { external: true } : {}),
    ...(typeof a11yTitle === 'string' && a11yTitle ? { a11yTitle } : {}),
  };
}

/** Relative paths of the content system are served through its proxy host; absolute ones are kept. */
function cmsUrl(url: string, proxyHost: string): string {
  if (!proxyHost || isAbsolute(url) || url.startsWith('data:')) return url;
  return `${proxyHost.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** A file entity's address, through the CMS proxy host when it is relative. */
export function fileUrl(file: Resource, context: NormaliseContext): string | undefined {
  const url = (attribute(file, 'uri') as { url?: unknown } | undefined)?.url;
  return typeof url === 'string' ? cmsUrl(url, context.proxyHost) : undefined;
}

/**
 * `field_media_image`: either a media entity whose own field_media_image is the file, or the file
 * itself. The file gives `uri.url`; the identifier that points at it gives alt, width and height;
 * the media entity's `field_credit`, when there is one, names the photographer.
 */
export function image(resource: Resource, field: string, context: NormaliseContext): Image | undefined {
  const related = context.included.first(resource, field);
  if (!related) return undefined;
  const file = related.resource.type.startsWith('media--') ? context.included.first(related.resource, 'field_media_image') : related;
  const url = (file?.resource.attributes?.uri as { url?: unknown } | undefined)?.url;
  if (!file || typeof url !== 'string') return undefined;
  const { alt, width, height } = file.meta;
  const credit = related.resource === file.resource ? undefined : text(related.resource, 'field_credit');
  return {
    src: cmsUrl(url, context.proxyHost),
    alt: typeof alt === 'string' ? alt : '',
    ...(credit ? { credit } : {}),
    ...(typeof width === 'number' ? { width } : {}),
    ...(typeof height === 'number' ? { height } : {}),
  };
}
