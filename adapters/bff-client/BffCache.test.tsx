// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { BffCache } from './BffCache';

/** A block's fetch, as the journey, board and search islands make it. */
function Answer({ fetcher }: { fetcher: () => Promise<string> }) {
  const { data, error } = useSWR('/api/bff/example', fetcher);
  return <p>{error ? 'failed' : (data ?? 'loading')}</p>;
}

describe('the BFF cache of a block', () => {
  it('shows an answer the server rendered without fetching it, even when the window regains focus', async () => {
    const fetcher = vi.fn(async () => 'fetched');
    render(
      <BffCache answers={{ '/api/bff/example': 'from the server' }}>
        <Answer fetcher={fetcher} />
      </BffCache>,
    );
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByText('from the server')).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('shows a failed call at once and does not retry it', async () => {
    const fetcher = vi.fn(async () => {
      throw new Error('unavailable');
    });
    // Retries would come within milliseconds here, so one would show in the wait below.
    render(
      <SWRConfig value={{ errorRetryInterval: 5 }}>
        <BffCache>
          <Answer fetcher={fetcher} />
        </BffCache>
      </SWRConfig>,
    );
    expect(await screen.findByText('failed')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
