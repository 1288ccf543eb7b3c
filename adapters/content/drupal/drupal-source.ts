import { answerCheck } from '../../answer-check';
import type { ContentSource, RawDocument } from '../source';
import jsonApiDocumentSchema from './jsonapi-document.schema.json';
import type { NormaliseContext } from './fields';
import { IncludedIndex, type JsonApiDocument, type Resource } from './jsonapi';
import { normaliseCrisis, normalisePage } from './nodes';
import { normaliseAgency, normaliseNews, normaliseNewsPage, normalisePublication } from './search-nodes';
import { mergeTrafficTranslations, normaliseTrafficMessage, type TrafficMessageTranslation } from './traffic-messages';

/** Where the JSON:API documents come from: the CMS over HTTP, or files (tests, offline copies). */
export interface JsonApiReader {
  /** Every document to read, each named for error reports; checked before it is read. */
  documents(): Promise<Array<{ origin: string; document: unknown }>>;
}

export interface DrupalSourceOptions {
  reader: JsonApiReader;
  /** Prefixed to relative image and file paths (QUAI_CMS_PROXY_HOST). */
  proxyHost: string;
}

/** Whether an answer is a JSON:API document; every reader of Drupal's answers checks with it. */
export const checkJsonApiDocument = answerCheck<JsonApiDocument>(jsonApiDocumentSchema);

type NodeNormaliser = (node: Resource, context: NormaliseContext) => unknown;

/** Node types the site reads, and the documents each gives (a news node is a search item and the page its card leads to). */
const COLLECTIONS: Record<string, ReadonlyArray<{ collection: string; normalise: NodeNormaliser }>> = {
  'node--page': [{ collection: 'pages', normalise: normalisePage }],
  'node--crisis': [{ collection: 'crisis', normalise: normaliseCrisis }],
  'node--traffic_message': [{ collection: 'traffic', normalise: normaliseTrafficMessage }],
  'node--news': [
    { collection: 'news', normalise: normaliseNews },
    { collection: 'pages', normalise: normaliseNewsPage },
  ],
  'node--publication': [{ collection: 'publications', normalise: normalisePublication }],
  'node--agency': [{ collection: 'agencies', normalise: normaliseAgency }],
};

/**
 * Content from Drupal's JSON:API: page, crisis, traffic message, news, publication and agency
 * nodes, with what they include (paragraphs, files, terms) normalised into the site's documents.
 * Validation happens after, in the content store, as for embedded content.
 */
export class DrupalContentSource implements ContentSource {
  readonly name = 'drupal';

  constructor(private readonly options: DrupalSourceOptions) {}

  async load(): Promise<RawDocument[]> {
    const documents = await this.options.reader.documents();
    // A translation's request answers the default language for a node not translated yet: the node once per language is enough.
    const seen = new Set<string>();
    const normalised = documents.flatMap(({ origin, document: answer }): RawDocument[] => {
      // An answer that is not a JSON:API document is reported as a content problem of its address, and read no further.
      const verdict = checkJsonApiDocument(answer);
      if (!verdict.ok)
        return [{ origin, collection: 'pages', parseError: `Drupal answered what is not a JSON:API document: ${verdict.reason}` }];
      const document = verdict.value;
      const context: NormaliseContext = { included: new IncludedIndex(document), proxyHost: this.options.proxyHost };
      const nodes = (Array.isArray(document.data) ? document.data : [document.data]).filter((node) => {
        const key = `${node.type}/${node.id}/${String(node.attributes?.langcode)}`;
        return !seen.has(key) && Boolean(seen.add(key));
      });
      return nodes.flatMap((node): RawDocument[] => {
        const known = COLLECTIONS[node.type];
        const at = `${origin}#${node.type}/${node.id}`;
        if (!known)
          return [
            {
              origin: at,
              collection: node.type,
              parseError: `unsupported resource type "${node.type}" (known: ${Object.keys(COLLECTIONS).join(', ')})`,
            },
          ];
        return known.map(({ collection, normalise }) => ({ origin: at, collection, data: normalise(node, context) }));
      });
    });
    return [...normalised.filter((document) => document.collection !== 'traffic'), ...trafficMessages(normalised)];
  }
}

/** Traffic message translations gathered into one message each, named by the nodes they come from. */
function trafficMessages(documents: readonly RawDocument[]): RawDocument[] {
  const translations = documents.filter((document) => document.collection === 'traffic');
  return mergeTrafficTranslations(translations.map((document) => document.data as TrafficMessageTranslation)).map((message) => ({
    origin: translations
      .filter((document) => (document.data as TrafficMessageTranslation).id === message.id)
      .map((document) => document.origin)
      .join(' + '),
    collection: 'traffic',
    data: message,
  }));
}

/** A CMS that accepts the connection and never answers would otherwise hold the server's start. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Reads JSON:API collections over HTTP, following `links.next` pages. `paths` are the collection
 * requests with their includes (for instance /jsonapi/node/page?include=field_components).
 */
export function httpReader(baseUrl: string, paths: readonly string[], fetchImpl: typeof fetch = fetch): JsonApiReader {
  return {
    async documents() {
      const found: Array<{ origin: string; document: unknown }> = [];
      for (const path of paths) {
        let next: string | undefined = new URL(path, baseUrl).toString();
        while (next) {
          const response = await fetchImpl(next, {
            headers: { accept: 'application/vnd.api+json' },
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          }).catch((error: unknown) => {
            throw new Error(`${shortAddress(next!)} did not answer: ${networkReason(error)}`);
          });
          if (!response.ok) throw new Error(`${shortAddress(next)} answered ${response.status}`);
          const document: unknown = await response.json().catch(() => {
            throw new Error(`${shortAddress(next!)} answered something that is not JSON`);
          });
          found.push({ origin: shortAddress(next), document });
          const link = (document as JsonApiDocument | null)?.links?.next?.href;
          next = typeof link === 'string' ? link : undefined;
        }
      }
      return found;
    },
  };
}

/** A request's address for reports, without its include list (several kilobytes of field names). */
function shortAddress(url: string): string {
  const address = new URL(url);
  address.searchParams.delete('include');
  return decodeURIComponent(address.toString());
}

/** fetch hides the network error (connection refused, unknown host) in its cause. */
function networkReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}
