/**
 * One typo per word of five letters or more: a letter missing, added, replaced, or two
 * neighbours swapped. Candidates come from the index vocabulary through deletions (the
 * symmetric-delete method): a word and a term one typo apart always share a form with one
 * letter removed (or one is the other with a letter removed). The store keeps, for each term,
 * the term itself and its one-letter deletions; a query looks up the word and its deletions.
 */
export const TYPO_MIN_LENGTH = 5;

/** The word itself and every form of it with one letter removed. */
export function deletionVariants(word: string): string[] {
  const letters = [...word];
  const variants = new Set([word]);
  for (let index = 0; index < letters.length; index += 1) variants.add([...letters.slice(0, index), ...letters.slice(index + 1)].join(''));
  return [...variants];
}

/** Whether two words are at most one typo apart (Damerau: a swap of neighbours counts as one). */
export function withinOneTypo(a: string, b: string): boolean {
  if (a === b) return true;
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start += 1;
  let endX = x.length;
  let endY = y.length;
  while (endX > start && endY > start && x[endX - 1] === y[endY - 1]) {
    endX -= 1;
    endY -= 1;
  }
  const restX = endX - start;
  const restY = endY - start;
  if (restX <= 1 && restY <= 1) return true;
  return restX === 2 && restY === 2 && x[start] === y[start + 1] && x[start + 1] === y[start];
}
