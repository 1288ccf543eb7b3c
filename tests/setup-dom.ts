// Tests render blocks and format times as the site does: with the site's engine configuration.
import '../site/engine-config';

// The DOM matchers (toBeInTheDocument, toHaveFocus…) serve the files that run in jsdom; files
// in node have no DOM to match and skip their import, a tenth of a second each.
if (typeof document !== 'undefined') await import('@testing-library/jest-dom/vitest');
