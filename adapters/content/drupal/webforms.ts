import { parse } from 'yaml';
import type { ContentSource, RawDocument } from '../source';
import { httpReader, type JsonApiReader } from './drupal-source';
import type { Resource } from './jsonapi';

/** The JSON:API resource type of Webform's config entity. */
export const WEBFORM_RESOURCE = 'webform--webform';

/**
 * Drupal's confirmation types as the site shows them: a modal or a message after a redirect is
 * a message above a fresh form; a redirect to another address or no confirmation at all is the
 * confirmation in place of the form ("page" and "inline" stay as they are).
 */
const CONFIRMATION_TYPES: Record<string, 'page' | 'inline' | 'message'> = {
  page: 'page',
  inline: 'inline',
  message: 'message',
  modal: 'message',
  url_message: 'message',
  url: 'page',
  none: 'inline',
};

/**
 * One webform config entity (`/jsonapi/webform/webform`) as the site's webform definition:
 * `elements` is Drupal's YAML text, parsed here into the element tree the content store checks
 * (with Drupal's tolerance) like an embedded form. `langcode` is the language the entity was
 * asked in (config translations are served under the language prefix; the entity keeps its
 * original langcode). A scheduled form is open between its `open` and `close` dates, as read
 * when content loads.
 */
export function normaliseWebform(resource: Resource, langcode: string, now: Date): Pick<RawDocument, 'data' | 'parseError'> {
  const attributes = resource.attributes ?? {};
  const settings = (attributes.settings ?? {}) as Record<string, unknown>;
  const id = attributes.drupal_internal__id;
  if (typeof id !== 'string') return { parseError: 'the webform has no drupal_internal__id' };
  let elements: unknown;
  try {
    elements = typeof attributes.elements === 'string' ? (parse(attributes.elements) ?? {}) : {};
  } catch (error) {
    return { parseError: `the elements of webform "${id}" are not YAML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` };
  }
  if (!elements || typeof elements !== 'object' || Array.isArray(elements)) return { parseError: `the elements of webform "${id}" are not a map of elements` };
  const confirmation = CONFIRMATION_TYPES[String(settings.confirmation_type)] ?? 'page';
  return {
    data: withoutEmpty({
      id,
      langcode,
      title: attributes.title,
      description: attributes.description || undefined,
      status: isOpen(attributes, now) ? 'open' : 'closed',
      closedMessage: settings.form_close_message || undefined,
      preview: Number(settings.preview) > 0 ? true : undefined,
      confirmation: withoutEmpty({ type: confirmation, message: settings.confirmation_message || undefined, backMessage: settings.confirmation_back_label || undefined }),
      elements,
    }),
  };
}

function isOpen(attributes: Record<string, unknown>, now: Date): boolean {
  if (attributes.status === 'open') return true;
  if (attributes.status !== 'scheduled') return false;
  const [open, close] = [attributes.open, attributes.close].map((date) => (typeof date === 'string' && date ? new Date(date) : undefined));
  return (!open || open <= now) && (!close || now < close);
}

function withoutEmpty(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null && value !== ''));
}

/**
 * Webforms from Drupal's JSON:API, one collection request per language (the default language
 * at /jsonapi, the others under their prefix). A request that fails fails this source alone:
 * the content store reports it and the forms read as closed; pages keep coming from their source.
 */
export class DrupalWebformSource implements ContentSource {
  readonly name = 'drupal webforms';

  constructor(
    private readonly readers: ReadonlyArray<{ langcode: string; reader: JsonApiReader }>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async load(): Promise<RawDocument[]> {
    // One language after the other: a failure names the first request that failed.
    const loaded = [];
    for (const { langcode, reader } of this.readers) loaded.push({ langcode, documents: await reader.documents() });
    return loaded.flatMap(({ langcode, documents }) =>
      documents.flatMap(({ origin, document }) =>
        (Array.isArray(document.data) ? document.data : [document.data]).map((resource): RawDocument => {
          const at = `${origin}#${resource.type}/${resource.id}`;
          if (resource.type !== WEBFORM_RESOURCE) return { origin: at, collection: 'webforms', parseError: `unsupported resource type "${resource.type}" (known: ${WEBFORM_RESOURCE})` };
          return { origin: at, collection: 'webforms', ...normaliseWebform(resource, langcode, this.now()) };
        }),
      ),
    );
  }
}

/** The webform source of a Drupal site: its JSON:API over HTTP in each language. */
export function drupalWebformSource(baseUrl: string, locales: readonly string[], defaultLocale: string, fetchImpl: typeof fetch = fetch): DrupalWebformSource {
  return new DrupalWebformSource(locales.map((langcode) => ({ langcode, reader: httpReader(baseUrl, [`${langcode === defaultLocale ? '' : `/${langcode}`}/jsonapi/webform/webform`], fetchImpl) })));
}
