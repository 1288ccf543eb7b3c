// @vitest-environment jsdom
import type { Mock } from 'vitest';
import { BACK_ONLINE_SETTLE_MS, watchConnection } from './watch-connection';

describe('a saved page watching the network', () => {
  let onLine: boolean;
  let offline: Mock<() => void>;
  let reload: Mock<() => void>;
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    onLine = false;
    vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => onLine);
    offline = vi.fn<() => void>();
    reload = vi.fn<() => void>();
    stop = watchConnection(window, { offline, reload });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  const goOnline = () => {
    onLine = true;
    window.dispatchEvent(new Event('online'));
  };

  it('loads again once the network has been back for a second', () => {
    goOnline();
    vi.advanceTimersByTime(BACK_ONLINE_SETTLE_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stays on its saved copy when the network only flickers back', () => {
    goOnline();
    vi.advanceTimersByTime(BACK_ONLINE_SETTLE_MS / 2);
    onLine = false;
    window.dispatchEvent(new Event('offline'));
    vi.advanceTimersByTime(BACK_ONLINE_SETTLE_MS * 2);
    expect(reload).not.toHaveBeenCalled();
    expect(offline).toHaveBeenCalledTimes(1);
  });

  it('ignores an "online" event while the browser still says it is offline', () => {
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(BACK_ONLINE_SETTLE_MS * 2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('lets the visitor leave for the page they asked for rather than reloading this one', () => {
    goOnline();
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(BACK_ONLINE_SETTLE_MS * 2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('stops watching when the page lets it go', () => {
    stop();
    goOnline();
    vi.advanceTimersByTime(BACK_ONLINE_SETTLE_MS * 2);
    expect(reload).not.toHaveBeenCalled();
  });
});
