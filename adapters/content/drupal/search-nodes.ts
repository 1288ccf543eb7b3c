import { attribute, fileUrl, image, linkPath, number, plainText, richText, text, type NormaliseContext } from './fields';
import type { Resource } from './jsonapi';
import { nodeId, nodeLocale, sitePath } from './nodes';
import { defined } from './paragraph-kit';

/*
 * News articles, publications and agencies from Drupal: one node per item and language, as the
 * embedded documents are. Identifiers are the node's `field_*_id` when the editor gave one (the
 * same in every translation), else Drupal's node id; what the schema requires and a node lacks is
 * left out, so validation names it.
 */

/** The item's id (the editor's `field_*_id`, the same in every translation, else Drupal's node id) and its language. */
function identity(node: Resource, idField: string): { id: string; locale: string } {
  return { id: text(node, idField) ?? nodeId(node), locale: nodeLocale(node) };
}

/** The names of the taxonomy terms a reference field points at (themes, categories, regions...). */
function termNames(node: Resource, field: string, context: NormaliseContext): string[] {
  return context.included.related(node, field).flatMap(({ resource }) => {
    const name = text(resource, 'name');
    return name ? [name] : [];
  });
}

/** A date or date-time field as its day, yyyy-MM-dd (Drupal writes date-times with the site's offset). */
function day(node: Resource, field: string): string | undefined {
  return text(node, field)?.slice(0, 10);
}

/**
 * `node--news`: title, `body`, the publication day (`publish_on`, else `created`),
 * `field_type_of_page` (`news_room` for a rich card with `field_media_image`, else `news`) and
 * its themes (`field_taxonomies`, taxonomy terms). The card leads to the article's own page.
 */
export function normaliseNews(node: Resource, context: NormaliseContext): Record<string, unknown> {
  const picture = image(node, 'field_media_image', context);
  return defined({
    ...identity(node, 'field_news_id'),
    title: text(node, 'title'),
    link: sitePath(node),
    publishOn: day(node, 'publish_on') ?? day(node, 'created'),
    type_of_page: text(node, 'field_type_of_page') === 'news_room' ? 'news_room' : 'news',
    taxonomies: termNames(node, 'field_taxonomies', context),
    image: picture ? { url: picture.src, alt: picture.alt } : undefined,
    body: plainText(node, 'body'),
  });
}

/** The page a news card leads to: the article's title and text at the node's path. */
export function normaliseNewsPage(node: Resource): Record<string, unknown> {
  const { id } = identity(node, 'field_news_id');
  const body = richText(node, 'body');
  const summary = plainText(node, 'body');
  return {
    id: `news-${id}`,
    locale: nodeLocale(node),
    path: sitePath(node),
    layout: 'edito_centered',
    title: text(node, 'title') ?? '',
    ...(summary ? { metatags: { description: summary.slice(0, 160) } } : {}),
    blocks: body ? [{ type: 'paragraph', text: body }] : [],
  };
}

/**
 * `node--publication`: title, `field_intro`, `field_publication_date`, its category, region and
 * transporter (`field_category`, `field_region`, `field_transporter`, taxonomy terms) and the
 * attached file (`field_file`): name, address, size in bytes as Drupal measured it, and the link
 * text from the file's description, else the node's `field_file_label`.
 */
export function normalisePublication(node: Resource, context: NormaliseContext): Record<string, unknown> {
  const [category] = termNames(node, 'field_category', context);
  const [region] = termNames(node, 'field_region', context);
  const [transporter] = termNames(node, 'field_transporter', context);
  const attached = context.included.first(node, 'field_file');
  const description = attached?.meta.description;
  return defined({
    ...identity(node, 'field_publication_id'),
    title: text(node, 'title'),
    intro: plainText(node, 'field_intro'),
    publicationDate: day(node, 'field_publication_date'),
    categories: category && region && transporter ? { category, region, transporter } : undefined,
    file: attached
      ? defined({
          filename: text(attached.resource, 'filename'),
          url: fileUrl(attached.resource, context),
          value:
            typeof description === 'string' && description
              ? description
              : (text(node, 'field_file_label') ?? text(attached.resource, 'filename')),
          size: number(attached.resource, 'filesize'),
        })
      : undefined,
  });
}

/** Drupal's address field (the Address module): the street lines, postal code and locality. */
interface DrupalAddress {
  address_line1?: string | null;
  address_line2?: string | null;
  postal_code?: string | null;
  locality?: string | null;
}

/** `node--agency`: its name (title), `field_address` (street, postal code, city), `field_phone`, `field_mail` and `field_web_site` (a link). */
export function normaliseAgency(node: Resource): Record<string, unknown> {
  const address = (attribute(node, 'field_address') ?? {}) as DrupalAddress;
  const street = [address.address_line1, address.address_line2]
    .filter((line): line is string => typeof line === 'string' && line !== '')
    .join(', ');
  return defined({
    ...identity(node, 'field_agency_id'),
    name: text(node, 'title'),
    webSite: linkPath(node, 'field_web_site'),
    mail: text(node, 'field_mail'),
    phone: text(node, 'field_phone'),
    city: address.locality ?? undefined,
    address: street || undefined,
    postalCode: address.postal_code ?? undefined,
  });
}
