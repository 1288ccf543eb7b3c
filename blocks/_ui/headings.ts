/**
 * The heading level of a block's items: below the block's own h2 when it has a title, else h2
 * themselves, so the page outline never skips a level.
 */
export function itemHeading(blockHasTitle: boolean): 'h2' | 'h3' {
  return blockHasTitle ? 'h3' : 'h2';
}
