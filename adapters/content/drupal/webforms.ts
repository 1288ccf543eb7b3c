import { parse } from 'yaml';
import type { ContentSource, RawDocument } from '../source';
import { checkJsonApiDocument, httpReader, type JsonApiReader } from './drupal-source';
import { entityListIds, isEntityElement } from '../../../domain/webform/entity-options';
import { indexElements, type ElementMap } from '../../../domain/webform/elements';
import type { Resource } from './jsonapi';
import { normaliseOptionSet, optionSetNamesIn } from './webform-option-sets';

/** The JSON:API resource type of Webform's config entity. */
const WEBFORM_RESOURCE = 'webform--webform';

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
    // Drupal's YAML reader lets a later key replace an earlier one of the same name.
    elements = typeof attributes.elements === 'string' ? (parse(attributes.elements, { uniqueKeys: false, logLevel: 'error' }) ?? {}) : {};
  } catch (error) {
    return {
      parseError: `the elements of webform "${id}" are not YAML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    };
  }
  if (!elements || typeof elements !== 'object' || Array.isArray(elements))
    return { parseError: `the elements of webform "${id}" are not a map of elements` };
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
      confirmation: withoutEmpty({
        type: confirmation,
        message: settings.confirmation_message || undefined,
        backMessage: settings.confirmation_back_label || undefined,
      }),
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

/** A language of the CMS and the prefix of its JSON:API ('' for the default language). */
export interface CmsLanguage {
  langcode: string;
  prefix: string;
}

/**
 * Webforms from Drupal's JSON:API, one collection request per language, then the lists their
 * entity and taxonomy elements offer (`/jsonapi/taxonomy_term/<vocabulary>`,
 * `/jsonapi/<entity type>/<bundle>`) as documents of `webform-entities`. A failed form request
 * fails this source alone: the content store reports it and the forms read as closed, while pages
 * keep coming from their source. A failed list request is reported as that list.
 */
export class DrupalWebformSource implements ContentSource {
  readonly name = 'drupal webforms';

  constructor(
    private readonly languages: readonly CmsLanguage[],
    private readonly read: (path: string) => JsonApiReader,
    private readonly now: () => Date = () => new Date(),
    /** The option sets the site ships itself (translated): Drupal's fill in the others. */
    private readonly shippedSets: ReadonlySet<string> = new Set(),
  ) {}

  async load(): Promise<RawDocument[]> {
    // One language after the other: a failure names the first request that failed.
    const forms: RawDocument[] = [];
    for (const { langcode, prefix } of this.languages) {
      for (const { origin, document: answer } of await this.read(`${prefix}/jsonapi/webform/webform`).documents()) {
        // An answer that is not a JSON:API document is a problem of its address: its forms read as closed.
        const verdict = checkJsonApiDocument(answer);
        if (!verdict.ok) {
          forms.push({ origin, collection: 'webforms', parseError: `Drupal answered what is not a JSON:API document: ${verdict.reason}` });
          continue;
        }
        const document = verdict.value;
        for (const resource of Array.isArray(document.data) ? document.data : [document.data]) {
          const at = `${origin}#${resource.type}/${resource.id}`;
          if (resource.type !== WEBFORM_RESOURCE)
            forms.push({
              origin: at,
              collection: 'webforms',
              parseError: `unsupported resource type "${resource.type}" (known: ${WEBFORM_RESOURCE})`,
            });
          else forms.push({ origin: at, collection: 'webforms', ...normaliseWebform(resource, langcode, this.now()) });
        }
      }
    }
    const listIds = new Set(forms.flatMap((form) => (form.data ? entityListsOf((form.data as { elements: ElementMap }).elements) : [])));
    const lists = await Promise.all([...listIds].flatMap((id) => this.languages.map((language) => this.list(id, language))));
    const setIds = new Set(
      forms
        .flatMap((form) => (form.data ? optionSetNamesIn((form.data as { elements: unknown }).elements) : []))
        .filter((id) => !this.shippedSets.has(id)),
    );
    return [...forms, ...lists, ...(setIds.size ? await this.optionSets(setIds) : [])];
  }

  /** The site's own option sets its forms name (`/jsonapi/webform_options/webform_options`): a failure is a problem of the sets alone. */
  private async optionSets(ids: ReadonlySet<string>): Promise<RawDocument[]> {
    const path = '/jsonapi/webform_options/webform_options';
    try {
      const sets: RawDocument[] = [];
      for (const { origin, document: answer } of await this.read(path).documents()) {
        const verdict = checkJsonApiDocument(answer);
        if (!verdict.ok) throw new Error(`Drupal answered what is not a JSON:API document: ${verdict.reason}`);
        const document = verdict.value;
        for (const resource of Array.isArray(document.data) ? document.data : [document.data]) {
          const attributes = resource.attributes ?? {};
          if (ids.has(String(attributes.drupal_internal__id)))
            sets.push({
              origin: `${origin}#${resource.type}/${resource.id}`,
              collection: 'webform-options',
              ...normaliseOptionSet(attributes),
            });
        }
      }
      return sets;
    } catch (error) {
      return [
        {
          origin: path,
          collection: 'webform-options',
          parseError: `the option sets did not load: ${error instanceof Error ? error.message : String(error)}`,
        },
      ];
    }
  }

  private async list(id: string, { langcode, prefix }: CmsLanguage): Promise<RawDocument> {
    const [type, bundle = type] = id.split('--') as [string, string?];
    const path = `${prefix}/jsonapi/${type}/${bundle}${type === 'taxonomy_term' ? '?sort=weight,name' : ''}`;
    try {
      const items: Record<string, string> = {};
      for (const { document: answer } of await this.read(path).documents()) {
        const verdict = checkJsonApiDocument(answer);
        if (!verdict.ok) throw new Error(`Drupal answered what is not a JSON:API document: ${verdict.reason}`);
        const document = verdict.value;
        for (const resource of Array.isArray(document.data) ? document.data : [document.data]) Object.assign(items, entityItem(resource));
      }
      return { origin: path, collection: 'webform-entities', data: { id, langcode, items } };
    } catch (error) {
      return {
        origin: path,
        collection: 'webform-entities',
        parseError: `the list "${id}" did not load: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
  }
}

/** The lists the entity and taxonomy elements of a form draw from. */
function entityListsOf(elements: ElementMap): string[] {
  return indexElements(elements).flatMap(({ element }) => (isEntityElement(element) ? entityListIds(element) : []));
}

/** An entity as an option: its Drupal id (term, node or config id) and its name or title. */
function entityItem(resource: Resource): Record<string, string> {
  const attributes = resource.attributes ?? {};
  const id = attributes.drupal_internal__tid ?? attributes.drupal_internal__nid ?? attributes.drupal_internal__id ?? resource.id;
  const label = attributes.name ?? attributes.title ?? attributes.label;
  return typeof label === 'string' && label ? { [String(id)]: label } : {};
}

/** The webform source of a Drupal site: its JSON:API over HTTP in each language. */
export function drupalWebformSource(
  baseUrl: string,
  locales: readonly string[],
  defaultLocale: string,
  shippedSets: ReadonlySet<string> = new Set(),
  fetchImpl: typeof fetch = fetch,
): DrupalWebformSource {
  const languages = locales.map((langcode) => ({ langcode, prefix: langcode === defaultLocale ? '' : `/${langcode}` }));
  return new DrupalWebformSource(
    languages,
    (path) => httpReader(baseUrl, [path], fetchImpl),
    () => new Date(),
    shippedSets,
  );
}
