import type { JsonValue, ReadableRequest, RequestRead, RequestReading } from '@quai/engine/request-read';
import type { RequestInfo } from '@quai/engine/request';
import { textMark } from './marks';

/**
 * The path, as an island reads it through `useRequest().path` (the menu marking the current
 * page): a request read like the others, so an island that reads the path is kept per path.
 */
const PATH_READ: RequestRead<string, never> = { name: 'path', read: ({ path }) => ({ shape: path, texts: {} }) };

/** What an island's render did besides its HTML, noted while it renders. */
export interface IslandNotes {
  areas: Set<string>;
  inlineScripts: Set<string>;
  /** The reads it made, in the order it first made each, with what they gave it (texts as marks). */
  reads: Map<RequestRead, RequestReading<JsonValue, string>>;
  /** Each mark's text, by the mark's index. */
  texts: string[];
  /** It read the query or the preview flag through `useRequest`: its markup is the request's own. */
  readTheWholeRequest: boolean;
}

/** One page as its islands are rendered: its request, and where what they do goes. */
export interface KeptIslandsPage {
  /** The request the reads read. */
  readable: ReadableRequest;
  /** The request as the page's components see it (`useRequest`): reading it notes it. */
  request: RequestInfo;
  /** Set while a kept island renders: the page's catalog, policy and request note what it does there. */
  notes: IslandNotes | undefined;
  recordArea(area: string): void;
  allowInlineScript(code: string): void;
  /** What `useRequestRead` gives: marks in place of the texts while an island renders (noted), the texts elsewhere. */
  readRequest<Shape extends JsonValue, Text extends string>(read: RequestRead<Shape, Text>): RequestReading<Shape, Text>;
}

/**
 * A page's side of the keeper: what its islands do (catalog areas used, inline code declared,
 * reads of the request) lands in its own sets, and in the notes of the island being rendered.
 */
export function keptIslandsPage(request: RequestInfo, sets: { areas: Set<string>; inlineScripts: Set<string> }): KeptIslandsPage {
  const page: KeptIslandsPage = {
    readable: { path: request.path, search: request.search },
    request: noticedRequest(request, () => page.notes),
    notes: undefined,
    recordArea: (area) => {
      sets.areas.add(area);
      page.notes?.areas.add(area);
    },
    allowInlineScript: (code) => {
      sets.inlineScripts.add(code);
      page.notes?.inlineScripts.add(code);
    },
    readRequest: (read) => {
      const { notes } = page;
      if (!notes) return read.read(page.readable);
      const known = notes.reads.get(read);
      if (known) return known as ReturnType<typeof read.read>;
      const reading = read.read(page.readable);
      // An empty text is given as it is: React writes nothing for it where a mark would be
      // written, and a component may test it. Which texts are empty is part of the key.
      const texts = Object.fromEntries(
        Object.entries<string>(reading.texts).map(([name, text]) => {
          if (!text) return [name, text];
          notes.texts.push(text);
          return [name, textMark(notes.texts.length - 1)];
        }),
      ) as typeof reading.texts;
      const marked = { shape: reading.shape, texts };
      notes.reads.set(read, marked);
      return marked;
    },
  };
  return page;
}

/**
 * The request as islands see it: reading its path notes the path read; reading its query or
 * preview flag notes that the island's markup is this request's own. Read outside a kept
 * island, it notes nothing.
 */
function noticedRequest(request: RequestInfo, notes: () => IslandNotes | undefined): RequestInfo {
  const wholeRequest = () => {
    const current = notes();
    if (current) current.readTheWholeRequest = true;
  };
  const noticed: RequestInfo = {
    get path() {
      const current = notes();
      if (current && !current.reads.has(PATH_READ)) current.reads.set(PATH_READ, PATH_READ.read(request));
      return request.path;
    },
    get search() {
      wholeRequest();
      return request.search;
    },
  };
  if (request.preview !== undefined)
    Object.defineProperty(noticed, 'preview', {
      enumerable: true,
      get() {
        wholeRequest();
        return request.preview;
      },
    });
  return noticed;
}
