/** How a block reads in the outline: its type, and its first words (a title, a label) when it has some. */
export function blockSummary(block: unknown): { type: string; text: string } {
  const record = (block && typeof block === 'object' ? block : {}) as Record<string, unknown>;
  const type = typeof record.type === 'string' ? record.type : '(no type)';
  const words = ['title', 'label', 'name', 'heading', 'text']
    .map((key) => record[key])
    .find((value) => typeof value === 'string' && value.trim());
  const text =
    typeof words === 'string'
      ? words
          .replace(/<[^>]*>/g, '')
          .trim()
          .slice(0, 60)
      : '';
  return { type, text };
}

/** A copy of a list with one item moved to another place. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved as T);
  return copy;
}
