/**
 * How many end-to-end files run at once, each against a server of its own (global-setup.ts), on
 * a 2-core test machine (docs/testing.md, ninth step). In Chromium's headless shell, two flow
 * files leave the cores a quarter idle, and three keep them busy but finish later (24 minutes
 * against 21: each file waits on the others' pages); the person-paced journeys, mostly pauses,
 * leave a fifth idle even three at a time, and take 14 minutes instead of 17.
 */
export const FLOW_WORKERS = 2;
export const PERSON_WORKERS = 3;
/** One server per worker of the larger group: files that run at the same time never share one. */
export const E2E_SERVERS = Math.max(FLOW_WORKERS, PERSON_WORKERS);
