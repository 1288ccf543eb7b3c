import '@testing-library/jest-dom/vitest';
// Tests render blocks and format times as the site does: with the site's engine configuration.
import '../site/engine-config';
