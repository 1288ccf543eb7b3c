import { Suspense } from 'react';
import type { Readable } from 'node:stream';
import { streamFastOrSafe } from './render-stream';

function Thrower(): never {
  throw new Error('renderer bug');
}

async function text(stream: Readable): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

describe('a page rendered fast, else safely', () => {
  it('sends the fast render when it succeeds, with the errors its boundaries contained', async () => {
    const errors: unknown[] = [];
    const html = await text(
      await streamFastOrSafe(
        <main>
          <p>rapide</p>
          <Suspense fallback={null}>
            <Thrower />
          </Suspense>
        </main>,
        () => <main>sûr</main>,
        { nonce: 'n', onError: (error) => void errors.push(error) },
      ),
    );
    expect(html).toContain('rapide');
    expect(errors.map(String)).toEqual(['Error: renderer bug']);
  });

  it('sends the safe render when the fast one fails as a whole, reporting only what the safe one contains', async () => {
    const errors: unknown[] = [];
    const html = await text(
      await streamFastOrSafe(
        <main>
          <Thrower />
        </main>,
        () => (
          <main>
            <p>sûr</p>
            <Suspense fallback={null}>
              <Thrower />
            </Suspense>
          </main>
        ),
        { nonce: 'n', onError: (error) => void errors.push(error) },
      ),
    );
    expect(html).toContain('sûr');
    expect(errors.map(String)).toEqual(['Error: renderer bug']);
  });
});
