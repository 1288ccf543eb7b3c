/** Where the design system's page is served, beside the block gallery. */
export const DESIGN_PATH = '/_design';
