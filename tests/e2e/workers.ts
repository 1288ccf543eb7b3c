/**
 * How many end-to-end files run at once, each against a server of its own (global-setup.ts):
 * two on a 2-core test machine. Three put three browsers and three servers on two cores, and
 * waits of a flow that are not a person's (an answer within 30 s) then ran out.
 */
export const E2E_WORKERS = 2;
