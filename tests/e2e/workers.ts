/**
 * How many end-to-end files run at once, each against a server of its own (global-setup.ts).
 * Most of a person-paced journey is pauses and most of a flow is the browser waiting for the
 * server: three files keep the two cores of a test machine busy without one starving another.
 */
export const E2E_WORKERS = 3;
