/**
 * The message groups the shell's scripts may translate in the browser (see `messageGroups` of a
 * block definition): its header island, and the consent preferences opened from the banner
 * (consent-on-page.ts). Every page with the shell sends them.
 */
export const SHELL_SCRIPT_MESSAGE_GROUPS = {
  header: ['shell'],
  consent: ['shell'],
} as const satisfies Record<string, readonly string[]>;
