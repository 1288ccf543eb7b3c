// Tests render blocks and format times as the site does: with the site's engine configuration.
import '../site/engine-config';

// The DOM matchers (toBeInTheDocument, toHaveFocus…) serve the files that run in jsdom; files
// in node have no DOM to match and skip their import, a tenth of a second each.
if (typeof document !== 'undefined') await import('@testing-library/jest-dom/vitest');

// findBy… and waitFor wait for what a test expects to appear: on a CI machine whose two cores run
// other work, a lazily loaded piece can take longer than testing-library's default second.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

// The files that run in node share their worker's process and modules (vite.config.ts): what a
// file changed of the clock, the environment or the globals is given back when it ends, so that
// the next file starts from the machine's.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
