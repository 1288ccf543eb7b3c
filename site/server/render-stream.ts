import { PassThrough, type Readable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

/**
 * Streams a document. Resolves once the shell is ready, so the status code can still be set;
 * errors inside a block's Suspense boundary only empty that block and are passed to onError.
 */
export function streamDocument(element: ReactElement, { nonce, onError }: { nonce: string; onError: (error: unknown) => void }): Promise<Readable> {
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
 * Renders an island as its own root, as the browser will hydrate it. A block that throws in it
 * was already logged by the engine; its Suspense boundary leaves it empty.
 */
export function renderIslandHtml(element: ReactElement, identifierPrefix: string): string {
  return renderToString(element, { identifierPrefix });
}
