import { PassThrough } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { readAll } from './read-all';

/**
 * Streams a document and reads it whole. Errors inside a block's Suspense boundary only empty
 * that block and are passed to onError.
 */
function streamDocument(element: ReactElement, { nonce, onError }: { nonce: string; onError: (error: unknown) => void }): Promise<string> {
  return new Promise((resolve, reject) => {
    const output = new PassThrough();
    const { pipe } = renderToPipeableStream(element, {
      nonce,
      // React moves large Suspense boundaries (every block has one) out of place, to be revealed
      // by an inline script; without JavaScript they would stay hidden. Keep every block in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        pipe(output);
        readAll(output).then(resolve, reject);
      },
      onShellError: reject,
      onError,
    });
  });
}

/** What React writes where a Suspense boundary's content failed on the server and is left to the browser. */
const FAILED_BOUNDARY = '<!--$!-->';

/**
 * The HTML of a document: `fast` (a render that may fail as a whole, such as one without
 * per-block containment) rendered at once to a string, the cheapest way React has (no stream,
 * no encoding to bytes and back); if it fails, or a boundary in it failed (renderToString
 * reports no error, so the failure would go unlogged), `safe` instead, streamed, reporting what
 * its boundaries contain. The fast render's own errors are never reported: it is not the one sent.
 */
export async function renderFastOrSafe(
  fast: ReactElement,
  safe: () => ReactElement,
  { nonce, onError }: { nonce: string; onError: (error: unknown) => void },
): Promise<string> {
  let html: string | undefined;
  try {
    html = renderToString(fast);
  } catch {
    html = undefined;
  }
  if (html === undefined || html.includes(FAILED_BOUNDARY)) return streamDocument(safe(), { nonce, onError });
  // A stream writes the doctype of a document rooted in <html> itself; a string does not.
  return html.startsWith('<html') ? `<!DOCTYPE html>${html}` : html;
}

/**
 * Renders an island as its own root, as the browser will hydrate it. A block that throws in it
 * was already logged by the engine; its Suspense boundary leaves it empty.
 */
export function renderIslandHtml(element: ReactElement, identifierPrefix: string): string {
  return renderToString(element, { identifierPrefix });
}
