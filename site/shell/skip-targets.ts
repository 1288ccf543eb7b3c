/** Ids the skip links jump to. */
export const SKIP_TARGETS = { menu: 'menu', content: 'main-content', footer: 'footer' } as const;
