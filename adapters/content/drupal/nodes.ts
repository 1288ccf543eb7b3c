import type { CrisisItem } from '../../../schemas/generated/shell/crisis';
import { image, richText, text, type NormaliseContext } from './fields';
import type { Resource } from './jsonapi';
import { fieldParagraphs } from './paragraphs';

/** Drupal's node id when the node has no readable one: pages that translate each other share it. */
export function nodeId(node: Resource): string {
  const internal = node.attributes?.drupal_internal__nid;
  return typeof internal === 'number' ? `node-${internal}` : node.id;
}

function pathAlias(node: Resource): string | undefined {
  const alias = (node.attributes?.path as { alias?: unknown } | undefined)?.alias;
  return typeof alias === 'string' && alias ? alias : undefined;
}

/** The node's language: French, the site's default, when Drupal gives none. */
export function nodeLocale(node: Resource): string {
  return text(node, 'langcode') ?? 'fr';
}

/**
 * The node's path on the site. Drupal aliases are per language without the language prefix,
 * while the site keeps French at the root and the others under /en, /es, /it.
 */
export function sitePath(node: Resource): string {
  const locale = nodeLocale(node);
  const alias = pathAlias(node) ?? `/node/${String(node.attributes?.drupal_internal__nid ?? node.id)}`;
  return locale === 'fr' || alias.startsWith(`/${locale}/`) ? alias : `/${locale}${alias}`;
}

/** A page node as a page document. */
export function normalisePage(node: Resource, context: NormaliseContext): Record<string, unknown> {
  const description = text(node, 'field_meta_description');
  return {
    id: nodeId(node),
    locale: nodeLocale(node),
    path: sitePath(node),
    layout: text(node, 'field_layout') ?? 'edito_centered',
    title: text(node, 'title') ?? '',
    ...(description ? { metatags: { description } } : {}),
    blocks: fieldParagraphs(node, 'field_components', context),
  };
}

/** A crisis node (field_crisis_*) as an item of the crisis collection the shell's banner reads. */
export function normaliseCrisis(node: Resource, context: NormaliseContext): Partial<CrisisItem> {
  const banner = context.included.first(node, 'field_crisis_banner')?.resource;
  const alias = pathAlias(node);
  const label = text(node, 'field_crisis_link_label');
  const bannerTitle = banner ? text(banner, 'field_component_title') : undefined;
  const bannerText = banner ? richText(banner, 'field_banner_text') : undefined;
  const bannerImage = banner ? image(banner, 'field_banner_image', context) : undefined;
  const fields: Partial<CrisisItem> = {
    id: text(node, 'field_crisis_id') ?? nodeId(node),
    locale: (text(node, 'langcode') ?? 'fr') as CrisisItem['locale'],
    bundle: text(node, 'field_crisis_bundle') === 'all' ? 'all' : 'homepage',
    title: text(node, 'title') ?? '',
    field_crisis_type: text(node, 'field_crisis_type') ?? '',
    ...(alias && label ? { path: { alias, label } } : {}),
    ...(bannerTitle ? { field_crisis_banner: { field_component_title: bannerTitle } } : {}),
    ...(bannerText ? { field_banner_text: { processed: bannerText } } : {}),
    ...(bannerImage ? { field_banner_image: bannerImage } : {}),
  };
  const changed = text(node, 'changed');
  const publishOn = text(node, 'publish_on');
  return { ...fields, ...(changed ? { changed } : {}), ...(publishOn ? { publishOn } : {}) };
}
