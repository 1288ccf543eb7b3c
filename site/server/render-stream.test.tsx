import { Suspense } from 'react';
import { renderFastOrSafe } from './render-stream';

function Thrower(): never {
  throw new Error('renderer bug');
}

/** The safe render of a page with a block that throws: its boundary contains it, and reports it. */
const safeWithFailingBlock = () => (
  <main>
    <p>sûr</p>
    <Suspense fallback={null}>
      <Thrower />
    </Suspense>
  </main>
);

const reporting = () => {
  const errors: unknown[] = [];
  return { errors, options: { nonce: 'n', onError: (error: unknown) => void errors.push(error) } };
};

describe('a page rendered fast, else safely', () => {
  it('sends the fast render when it succeeds, and reports nothing', async () => {
    const { errors, options } = reporting();
    const html = await renderFastOrSafe(
      <main>
        <p>rapide</p>
      </main>,
      () => <main>sûr</main>,
      options,
    );
    expect(html).toBe('<main><p>rapide</p></main>');
    expect(errors).toEqual([]);
  });

  it('sends the safe render when a boundary of the fast one failed, reporting the error the safe one contains', async () => {
    const { errors, options } = reporting();
    const html = await renderFastOrSafe(
      <main>
        <p>rapide</p>
        <Suspense fallback={null}>
          <Thrower />
        </Suspense>
      </main>,
      safeWithFailingBlock,
      options,
    );
    expect(html).toContain('sûr');
    expect(errors.map(String)).toEqual(['Error: renderer bug']);
  });

  it('sends the safe render when the fast one fails as a whole, reporting only what the safe one contains', async () => {
    const { errors, options } = reporting();
    const html = await renderFastOrSafe(
      <main>
        <Thrower />
      </main>,
      safeWithFailingBlock,
      options,
    );
    expect(html).toContain('sûr');
    expect(errors.map(String)).toEqual(['Error: renderer bug']);
  });
});
