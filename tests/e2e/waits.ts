/**
 * How long a test waits for a page to load, and for what it looks for to come, before it fails.
 * Playwright's default is 30 s for both: CI's machine, two test files, their servers and their
 * browsers on two cores (and a host that sometimes takes half of them), went over it now and then
 * for a page that loads in a second on a quiet one. Polls (`expect.poll`) wait as long as a
 * locator does. A wait that succeeds returns as soon as its condition holds, so these cost time
 * only to a test that fails.
 */
export const PAGE_LOAD_MS = 90_000;
export const WAIT_MS = 60_000;
