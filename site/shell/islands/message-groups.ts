/**
 * The message groups each of the shell's component islands may translate in the browser (see
 * `messageGroups` of a block definition): every page with the shell sends them.
 */
export const SHELL_ISLAND_MESSAGE_GROUPS = {
  header: ['shell'],
  'consent-banner': ['shell'],
} as const satisfies Record<string, readonly string[]>;
