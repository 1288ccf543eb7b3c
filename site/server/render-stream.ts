import { PassThrough, type Readable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

/**
 * Streams a document. Resolves once the shell is ready, so the status code can still be set;
 * errors inside a block's Suspense boundary only empty that block and are passed to onError.
 */
function streamDocument(
  element: ReactElement,
  { nonce, onError }: { nonce: string; onError: (error: unknown) => void },
): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const output = new PassThrough();
    const { pipe } = renderToPipeableStream(element, {
      nonce,
      // React moves large Suspense boundaries (every block has one) out of place, to be revealed
      // by an inline script; without JavaScript they would stay hidden. Keep every block in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        pipe(output);
        resolve(output);
      },
      onShellError: reject,
      onError,
    });
  });
}

/**
 * Streams `fast` (a render that may fail as a whole, such as one without per-block containment),
 * and if its shell fails, `safe` instead. Errors of the fast render are reported only if it is
 * the one sent: a failed attempt reports nothing, the safe render reports what it contains.
 */
export async function streamFastOrSafe(
  fast: ReactElement,
  safe: () => ReactElement,
  { nonce, onError }: { nonce: string; onError: (error: unknown) => void },
): Promise<Readable> {
  const held: unknown[] = [];
  let sent = false;
  try {
    const body = await streamDocument(fast, {
      nonce,
      onError: (error) => {
        if (sent) onError(error);
        else held.push(error);
      },
    });
    sent = true;
    for (const error of held) onError(error);
    return body;
  } catch {
    return streamDocument(safe(), { nonce, onError });
  }
}

/**
 * Renders an island as its own root, as the browser will hydrate it. A block that throws in it
 * was already logged by the engine; its Suspense boundary leaves it empty.
 */
export function renderIslandHtml(element: ReactElement, identifierPrefix: string): string {
  return renderToString(element, { identifierPrefix });
}
